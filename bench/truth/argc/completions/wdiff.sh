#!/usr/bin/env bash
# Automatic generated, DON'T MODIFY IT.

# @flag -C --copyright                  display copyright then exit
# @flag -1 --no-deleted                 inhibit output of deleted words
# @flag -2 --no-inserted                inhibit output of inserted words
# @flag -3 --no-common                  inhibit output of common words
# @flag -a --auto-pager                 automatically calls a pager
# @flag -d --diff-input                 use single unified diff as input
# @flag -h --help                       display this help then exit
# @flag -i --ignore-case                fold character case while comparing
# @flag -l --less-mode                  variation of printer mode for "less"
# @flag -n --avoid-wraps                do not extend fields through newlines
# @flag -p --printer                    overstrike as for printers
# @flag -s --statistics                 say how many words deleted, inserted etc.
# @flag -t --terminal                   use termcap as for terminal displays
# @flag -v --version                    display program version then exit
# @option -w --start-delete <STRING>    string to mark beginning of delete region
# @option -x --end-delete <STRING>      string to mark end of delete region
# @option -y --start-insert <STRING>    string to mark beginning of insert region
# @option -z --end-insert <STRING>      string to mark end of insert region
# @arg file1
# @arg file2

command eval "$(argc --argc-eval "$0" "$@")"