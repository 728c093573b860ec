#!/usr/bin/env bash
# Installs the programs of the "declpy2 set" (DECLPY2_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: the spec each program declares itself, its argparse,
# optparse or click parser's tables (down to two command words), captured by
# bench/capture-declared-spec.ts (`python`: `PROG --help` with bench/support/declared-python on
# PYTHONPATH) from the very package version installed here and vendored under bench/truth/decl/NAME.json.
# Chosen on 2026-11-30 by the "pydeb2" walk, which continued the "pydeb" walk (declpy1) over its pool,
# the executables (usr/bin, usr/sbin, bin, sbin) of every Debian bookworm, bookworm-updates and
# bookworm-backports package whose Packages entry's Depends names python3, in the same SHA-256 order of
# the name from position 114, with the same rule (mechanical checks at 35b22dc; the capture finding a
# long option; size, category, a run check) and one added criterion: the capture finding a subcommand
# too (a set for subcommand recall). NOT measured. The walk: docs/measurements/issue32-pydeb2-selection.md.
# Untuned: nobody read these programs' help, nor their captured specs, when they were chosen. Debian
# packages with apt-get (as root), each pinned to the version its truth was captured from (the
# install stops when an installed package has another version: the truth would not be the
# program's). Not run by CI.
#
# Usage: bash bench/install-declpy2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_DECLPY2_DIR or /tmp/svc-bench-declpy2)
# The truth ends up in DIR/decl/specs/NAME.json, exactly the set's files, copied from bench/truth/decl
# (vendored, no network needed), where `--truth decl` (the set's name starts with "decl") reads them.
# DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts it first
# on PATH.
#
# Side effects: apt-get installs each pinned package with its dependencies (no recommends); none of the 13 packages asks a debconf question that changes machine policy, and the walk's installs started no service (policy-rc.d was in place; the machine does not boot systemd or run cron).
set -euo pipefail

dir="${1:-${SVC_BENCH_DECLPY2_DIR:-/tmp/svc-bench-declpy2}}"

# command -> Debian package=version (bookworm).
apt_programs=(
  "censys python3-censys=2.1.9-2" "trezorctl trezor=0.12.4-2"
  "jsonschema_suite json-schema-test-suite=2.0.0-1.1" "kas kas=3.1-2" "seaf-cli seafile-cli=8.0.10-1"
  "lektor lektor=3.3.7-1" "ClusterSets.py presto=0.7.1-1" "asdftool asdftool=2.14.3-1+deb12u1"
  "magnum-status python3-magnum=15.0.1-4" "reprozip reprozip=1.1-2"
  "colorcet python3-colorcet=2.0.2-2+b1" "pgxnclient pgxnclient=1.3.2-2"
  "progen python3-project-generator=0.11.3-1"
)

# The set's programs, each with its truth bench/truth/decl/NAME.json.
truth_files=(
  censys trezorctl jsonschema_suite kas seaf-cli lektor ClusterSets.py asdftool magnum-status reprozip
  colorcet pgxnclient progen
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs declpy2 "${apt_programs[@]}"

# Each truth was captured from exactly this version of its package.
check_pinned_versions declpy2 "${apt_programs[@]}"

install_decl_truth_files "$dir" "${truth_files[@]}"
echo "install-declpy2-set: done; declared specs in $dir/decl/specs ($(find "$dir/decl/specs" -type f | wc -l) files)"
