#!/usr/bin/env bash
# Installs the programs of the "declpip1 set" (DECLPIP1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: the spec each program declares itself, the tables of
# its own argparse, optparse or click parser as it answers `--help` (down to two command words),
# captured by `npx tsx bench/capture-declared-spec.ts python BINARY NAME OUT.json` from exactly the
# versions installed here and vendored under bench/truth/decl/NAME.json. Chosen on 2026-11-30 by the
# "pypi" walk over a pool nobody had walked: the console scripts of every project of the machine's PyPI
# mirror (/opt/pypi, /opt/pypi-more) whose newest wheel declares [console_scripts], less every name
# that is an executable in Debian bookworm's, bookworm-updates' or bookworm-backports' Contents, in
# SHA-256 order of the name, with the earlier walks' rule (mechanical checks at 6e79082; the capture
# finding a long option; size, category, a run check). It walked 156 of its 183 names and stopped at
# the cap, 30 taken. NOT measured: held for a combined first measurement with the other untuned sets.
# The walk: docs/measurements/issue32-pypi-selection.md. Untuned: nobody read these programs' help,
# nor their captured specs, when they were chosen. Not run by CI.
#
# Usage: bash bench/install-declpip1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_DECLPIP1_DIR or /tmp/svc-bench-declpip1)
# Each PyPI project goes into a venv of its own, DIR/venvs/PROJECT (`python3 -m venv`, the machine's
# python3: CPython 3.11.7 when chosen), pinned, from the mirror only (file:///opt/pypi/simple
# with file:///opt/pypi-more/simple as extra; pip's own configuration left out), its dependencies pinned
# by bench/truth/decl/pip/PROJECT.constraints.txt (the walk's venv's `pip freeze`); DIR/node_modules/.bin/
# NAME links to DIR/venvs/PROJECT/bin/NAME, and the bench puts DIR/node_modules/.bin first on PATH when
# it measures the set. The truth ends up in DIR/decl/specs/NAME.json, copied from bench/truth/decl
# (vendored); `--truth decl` reads it there.
set -euo pipefail

dir="${1:-${SVC_BENCH_DECLPIP1_DIR:-/tmp/svc-bench-declpip1}}"
truth="$(cd "$(dirname "$0")" && pwd)/truth/decl"
# shellcheck source=bench/support/install-set.sh
source "$(dirname "$0")/support/install-set.sh"

# PyPI projects, pinned (each one's newest wheel in the mirror on 2026-11-30), each with the console
# script the set measures and the constraints its dependencies were captured with.
pip_programs=(
  "dependency-groups==1.3.2 pip-install-dependency-groups $truth/pip/dependency-groups.constraints.txt"
  "gguf==0.19.0 gguf-dump $truth/pip/gguf.constraints.txt"
  "scikit-build-core==1.1.0 scikit-build $truth/pip/scikit-build-core.constraints.txt"
  "mistune==3.3.4 mistune $truth/pip/mistune.constraints.txt"
  "pyside6-essentials==6.11.2 pyside6-project $truth/pip/pyside6-essentials.constraints.txt"
  "cantera==3.2.0 yaml2ck $truth/pip/cantera.constraints.txt"
  "watchfiles==1.2.0 watchfiles $truth/pip/watchfiles.constraints.txt"
  "vcs-versioning==2.5.0 vcs-versioning $truth/pip/vcs-versioning.constraints.txt"
  "tld==0.13.2 update-tld-names $truth/pip/tld.constraints.txt"
  "mido==1.3.3 mido-play $truth/pip/mido.constraints.txt"
  "pocketsphinx==5.1.1 pocketsphinx_lm $truth/pip/pocketsphinx.constraints.txt"
  "find-libpython==0.5.1 find_libpython $truth/pip/find-libpython.constraints.txt"
  "trimesh==5.1.0 trimesh $truth/pip/trimesh.constraints.txt"
  "tifffile==2026.3.3 tiffcomment $truth/pip/tifffile.constraints.txt"
  "cffi==2.1.1 cffi-gen-src $truth/pip/cffi.constraints.txt"
  "cachecontrol==0.14.4 doesitcache $truth/pip/cachecontrol.constraints.txt"
  "bm25s==0.3.11 bm25 $truth/pip/bm25s.constraints.txt"
  "astropy==8.0.1 showtable-astropy $truth/pip/astropy.constraints.txt"
  "pyaml==26.7.0 pyaml $truth/pip/pyaml.constraints.txt"
  "incremental==24.11.0 incremental $truth/pip/incremental.constraints.txt"
  "peewee==4.5.1 pwmigrate $truth/pip/peewee.constraints.txt"
  "rdflib==7.6.0 sparqlquery $truth/pip/rdflib.constraints.txt"
  "robot-descriptions==2.0.0 robot_descriptions $truth/pip/robot-descriptions.constraints.txt"
  "pyflakes==4.0.0 pyflakes $truth/pip/pyflakes.constraints.txt"
  "cbor2==6.1.4 cbor2 $truth/pip/cbor2.constraints.txt"
  "pypdfium2==5.13.0 pypdfium2 $truth/pip/pypdfium2.constraints.txt"
  "gunicorn==26.2.0 gunicornc $truth/pip/gunicorn.constraints.txt"
  "pdfplumber==0.11.10 pdfplumber $truth/pip/pdfplumber.constraints.txt"
  "ftfy==6.3.1 ftfy $truth/pip/ftfy.constraints.txt"
)

# The set's programs, each with its truth bench/truth/decl/NAME.json.
truth_files=(
  pip-install-dependency-groups gguf-dump scikit-build mistune pyside6-project yaml2ck watchfiles
  vcs-versioning update-tld-names mido-play pocketsphinx_lm find_libpython trimesh
  tiffcomment cffi-gen-src doesitcache bm25 showtable-astropy pyaml incremental pwmigrate
  sparqlquery robot_descriptions pyflakes cbor2 pypdfium2 gunicornc pdfplumber ftfy
)

mkdir -p "$dir"
install_pip_venv_programs "$dir" "${pip_programs[@]}"
install_decl_truth_files "$dir" "${truth_files[@]}"
echo "install-declpip1-set: done; commands in $dir/node_modules/.bin ($(find "$dir/node_modules/.bin" -mindepth 1 | wc -l) links), declared specs in $dir/decl/specs ($(find "$dir/decl/specs" -type f | wc -l) files)"
