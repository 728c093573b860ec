#!/usr/bin/env bash
# Installs the programs of the "fishpkg1 set" (FISHPKG1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: fish-common's completion files (bookworm's
# fish-common, 3.6.0; the fish sets' truth), unpacked, never installed.
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
# Usage: bash bench/install-fishpkg1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISHPKG1_DIR or /tmp/svc-bench-fishpkg1)
# hjson goes into a prefix of its own, DIR/hjson (never the project's node_modules), with
# --ignore-scripts as in the walk's run check, linked from DIR/node_modules/.bin, which the bench puts
# first on PATH. The truth ends up in DIR/fish/completions (apt-get download of fish-common).
set -euo pipefail

dir="${1:-${SVC_BENCH_FISHPKG1_DIR:-/tmp/svc-bench-fishpkg1}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  hjson@3.2.2
)

source "$(dirname "$0")/support/install-set.sh"
install_fish_completions "$dir"
install_npm_prefixes fishpkg1 "$dir" "${npm_packages[@]}"
echo "install-fishpkg1-set: done; npm commands in $dir/node_modules/.bin, fish completions in $dir/fish/completions"
