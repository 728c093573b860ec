#!/usr/bin/env bash
# Installs the programs of the "carapace2 set" (CARAPACE2_PROGRAMS in bench/support/program-sets.ts).
# Their truth, carapace-bin's completers (at 462e6aea), is vendored in bench/truth/carapace, where the
# bench reads it (no copy needed).
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
# Usage: bash bench/install-carapace2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_CARAPACE2_DIR or /tmp/svc-bench-carapace2)
# bash-language-server goes into a prefix of its own, DIR/bash-language-server (never the project's
# node_modules), with --ignore-scripts as in the walk's run check, linked from DIR/node_modules/.bin;
# maturin into the venv DIR/venv from the machine's PyPI mirror only (/opt/pypi/simple,
# /opt/pypi-more/simple). The bench puts DIR/venv/bin and DIR/node_modules/.bin first on PATH.
set -euo pipefail

dir="${1:-${SVC_BENCH_CARAPACE2_DIR:-/tmp/svc-bench-carapace2}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  bash-language-server@5.8.1
)

# PyPI packages, pinned (the mirror's only maturin wheel; it installs the program maturin into bin).
pip_packages=(
  maturin==1.15.0
)

source "$(dirname "$0")/support/install-set.sh"
install_npm_prefixes carapace2 "$dir" "${npm_packages[@]}"
[ -x "$dir/venv/bin/pip" ] || python3 -m venv "$dir/venv"
"$dir/venv/bin/pip" install --quiet --index-url file:///opt/pypi/simple --extra-index-url file:///opt/pypi-more/simple "${pip_packages[@]}"
echo "install-carapace2-set: done; commands in $dir/venv/bin and $dir/node_modules/.bin"
