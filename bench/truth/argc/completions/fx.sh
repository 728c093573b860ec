#!/usr/bin/env bash
# Automatic generated, DON'T MODIFY IT.

# @flag -h --help           print help
# @flag -v --version        print version
# @flag --themes            print themes
# @option --comp <shell>    print completion script
# @flag -r --raw            treat input as a raw string
# @flag -s --slurp          read all inputs into an array
# @flag --yaml              parse input as YAML
# @arg file
# @arg selector

command eval "$(argc --argc-eval "$0" "$@")"