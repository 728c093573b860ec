#!/usr/bin/env bash
# Automatic generated, DON'T MODIFY IT.

# @option --createstub <IMPORT>               Create type stub file(s) for import
# @flag --dependencies                        Emit import dependency information
# @flag -h --help                             Show this help message
# @flag --ignoreexternal                      Ignore external imports for --verifytypes
# @option --level[error|warning]              Minimum diagnostic level (error or warning)
# @flag --outputjson                          Output results in JSON format
# @option -p --project <FILE OR DIRECTORY>    Use the configuration file at this location
# @option --pythonplatform[Darwin|Linux|Windows] <PLATFORM>  Analyze for a specific platform
# @option --pythonpath <FILE>                 Path to the Python interpreter
# @option --pythonversion <VERSION>           Analyze for a specific version (3.3, 3.4, etc.)
# @flag --skipunannotated                     Skip analysis of functions with no type annotations
# @flag --stats                               Print detailed performance stats
# @option -t --typeshedpath <DIRECTORY>       Use typeshed type stubs at this location
# @option --threads <optional COUNT>          Use separate threads to parallelize type checking
# @option -v --venvpath <DIRECTORY>           Directory that contains virtual environments
# @flag --verbose                             Emit verbose diagnostics
# @option --verifytypes <PACKAGE>             Verify type completeness of a py.typed package
# @flag --version                             Print Pyright version and exit
# @flag --warnings                            Use exit code of 1 if warnings are reported
# @flag -w --watch                            Continue to run and watch for changes
# @arg files*

command eval "$(argc --argc-eval "$0" "$@")"