#!/usr/bin/env bash
# Installs the programs of the "fishtx1 set" (FISHTX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's fish completion file as its Debian
# trixie (13) package ships it, at a path no bookworm package ships. Chosen on 2026-11-30 by the "tx"
# walk (the same walk as the bashtx1 set's, see bench/install-bashtx1-set.sh): the taken programs whose
# truth is such a file. NOT measured: held for a combined first measurement with the other untuned
# sets. The walk: docs/measurements/issue32-tx-selection.md. Untuned: nobody read these programs'
# help, nor their completion files, when they were chosen. The truth is trixie's (crystal 1.14.0) and
# the program bookworm's (crystal 1.6.0). Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-fishtx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISHTX1_DIR or /tmp/svc-bench-fishtx1)
# The truth ends up in DIR/fish/completions/NAME.fish, exactly the set's files, copied from
# bench/truth/trixie/fish (vendored, no network needed), where `--truth fish` (the set's name starts
# with "fish") reads them. DIR/node_modules/.bin is created (empty: the set has no npm program)
# because the bench puts it first on PATH.
#
# Side effects: none of the packages the walk's install added for these programs (crystal and 11
# libraries: libevent, libgc, libpcre3 and their -dev packages) ships a service, timer, init script,
# cron job, udev rule or autostart file (file lists checked).
set -euo pipefail

dir="${1:-${SVC_BENCH_FISHTX1_DIR:-/tmp/svc-bench-fishtx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "crystal crystal"
)

# The set's programs, each with its truth bench/truth/SUBDIR/NAME.fish.
truth_files=(
  "crystal trixie/fish"
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fishtx1 "${apt_programs[@]}"

install_fish_truth_files "$dir" "${truth_files[@]}"
echo "install-fishtx1-set: done; completion files in $dir/fish/completions ($(find "$dir/fish/completions" -type f | wc -l) files)"
