#!/usr/bin/env bash
# Automatic generated, DON'T MODIFY IT.

# @flag -h --help               show this help message and exit
# @flag -V --verbose            show more verbose status information
# @option --unknown-members[abort|omit|keep] <policy>  how to handle unknown members of archive-style files [Default: abort]
# @flag --inplace               clean in place, without backup
# @flag --no-sandbox            Disable bubblewrap's sandboxing
# @flag -v --version            show program's version number and exit
# @flag -l --list               list all supported fileformats
# @flag --check-dependencies    check if mat2 has all the dependencies it needs
# @flag -L --lightweight        remove SOME metadata
# @flag -s --show               list harmful metadata detectable by mat2 without removing them
# @arg files*

command eval "$(argc --argc-eval "$0" "$@")"