#!/usr/bin/env bash
# Automatic generated, DON'T MODIFY IT.

# @flag -r --raw-output               output raw strings
# @flag --raw-output0                 implies -r with NUL character delimiter
# @flag -j --join-output              implies -r with no newline delimiter
# @flag -c --compact-output           output without pretty-printing
# @option --indent                    number of spaces for indentation
# @flag --tab                         use tabs for indentation
# @flag --yaml-output                 output in YAML format
# @flag -C --color-output             output with colors even if piped
# @flag -M --monochrome-output        output without colors
# @flag -n --null-input               use null as input value
# @flag -R --raw-input                read input as raw strings
# @flag --stream                      parse input in stream fashion
# @flag --yaml-input                  read input as YAML format
# @flag -s --slurp                    read all inputs into an array
# @flag -f --from-file                load query from file
# @option -L                          directory to search modules from
# @option --arg <name> <value>        set a string value to a variable
# @option --argjson <name> <value>    set a JSON value to a variable
# @flag --slurpfile                   name file set the JSON contents of a file to a variable
# @option --rawfile <name> <file>     set the contents of a file to a variable
# @flag --args                        consume remaining arguments as positional string values
# @flag --jsonargs                    consume remaining arguments as positional JSON values
# @flag -e --exit-status              exit 1 when the last value is false or null
# @flag -v --version                  display version information
# @flag -h --help                     display this help information

command eval "$(argc --argc-eval "$0" "$@")"