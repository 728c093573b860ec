#!/usr/bin/env bash
# Installs the programs of the "cheat2 set" (CHEAT2_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's cheat sheets (cheat/cheatsheets at
# 36bdb99d, chubin/cheat.sheets at 0bcedfb1, vendored in bench/truth/cheat).
# Chosen on 2026-11-30 by the "pkg" walk over the names earlier walks had excluded at step 1 (no
# bookworm executable: carapace-bin completers, argc-completions scripts, cheat sheets, fish-common
# 3.6.0 files, the zsh/zsh3 and bashv walks' completion files, and PyPI only for @withfig/autocomplete
# specs; 2097 names) in SHA-256 order of the name, with the up walk's rule installed from npm (the
# package of the name, its latest version naming a bin of the name, judged to be the truth's program
# from its npm description and repository) or the PyPI mirror. An untuned figure, never tuned on; NOT
# measured, held for a combined first measurement with the other untuned sets. Untuned: nobody read
# these programs' help, nor their truth files, when they were chosen. The walk:
# docs/measurements/issue32-pkg-selection.md. Not run by CI.
#
# Usage: bash bench/install-cheat2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_CHEAT2_DIR or /tmp/svc-bench-cheat2)
# Each npm package goes into a prefix of its own, DIR/PACKAGE (never the project's node_modules), with
# --ignore-scripts as in the walk's run check; DIR/node_modules/.bin/PACKAGE links to its program, and
# the bench puts DIR/node_modules/.bin first on PATH. The sheets end up in DIR/cheat/sheets/{cheat,chubin}/NAME.
set -euo pipefail

dir="${1:-${SVC_BENCH_CHEAT2_DIR:-/tmp/svc-bench-cheat2}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  stylelint@18.1.0
  js-beautify@2.0.3
  jscs@3.0.7
  gifify@2.4.5
  bower@1.8.14
  jshint@2.13.6
  tslint@6.1.3
  jslint@0.12.1
)

# The set's truth: NAME for bench/truth/cheat/{cheat,chubin}/NAME.
truth_files=(
  stylelint js-beautify jscs gifify bower jshint tslint jslint
)

source "$(dirname "$0")/support/install-set.sh"
install_cheat_truth_files "$dir" "${truth_files[@]}"
install_npm_prefixes cheat2 "$dir" "${npm_packages[@]}"
echo "install-cheat2-set: done; npm commands in $dir/node_modules/.bin, sheets in $dir/cheat/sheets"
