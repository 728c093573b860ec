#!/usr/bin/env bash
# Installs the programs of the "zshpkg1 set" (ZSHPKG1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh-users/zsh-completions function
# (at 334c14d1, vendored in bench/truth/zsh-users).
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
# Usage: bash bench/install-zshpkg1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSHPKG1_DIR or /tmp/svc-bench-zshpkg1)
# docpad goes into a prefix of its own, DIR/docpad (never the project's node_modules), with
# --ignore-scripts as in the walk's run check, linked from DIR/node_modules/.bin, which the bench puts
# first on PATH. The truth ends up in DIR/zsh/Completion/zsh-users/_NAME.
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSHPKG1_DIR:-/tmp/svc-bench-zshpkg1}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  docpad@6.83.2
)

# The set's truth: "program source file" (install_zsh_truth_files).
truth_files=(
  "docpad zsh-users _docpad"
)

source "$(dirname "$0")/support/install-set.sh"
install_zsh_truth_files "$dir" "${truth_files[@]}"
install_npm_prefixes zshpkg1 "$dir" "${npm_packages[@]}"
echo "install-zshpkg1-set: done; npm commands in $dir/node_modules/.bin, zsh functions in $dir/zsh/Completion"
