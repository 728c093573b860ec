#!/usr/bin/env bash
# Installs the programs of the "fishdx1 set" (FISHDX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's fish completion file as its Debian sid
# package ships it, at a path no bookworm, bookworm-backports or trixie package ships. Chosen on
# 2026-11-30 by the "debx" walk (the same walk as the bashdx1 set's, see bench/install-bashdx1-set.sh):
# the taken programs whose truth is such a file. NOT measured: held for a combined first measurement
# with the other untuned sets. The walk: docs/measurements/issue32-debx-selection.md. Untuned: nobody
# read these programs' help, nor their completion files, when they were chosen. The truth is sid's
# (stgit 2.6.1, StGit's Rust rewrite) and the program bookworm's (stgit 0.19): a large version skew,
# see the log. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-fishdx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISHDX1_DIR or /tmp/svc-bench-fishdx1)
# The truth ends up in DIR/fish/completions/NAME.fish, exactly the set's files, copied from
# bench/truth/debx/fish (vendored, no network needed), where `--truth fish` (the set's name starts
# with "fish") reads them. DIR/node_modules/.bin is created (empty: the set has no npm program)
# because the bench puts it first on PATH.
#
# Side effects: stgit ships no service, timer, init script, cron job, udev rule or autostart file.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISHDX1_DIR:-/tmp/svc-bench-fishdx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "stg stgit"
)

# The set's programs, each with its truth bench/truth/SUBDIR/NAME.fish.
truth_files=(
  "stg debx/fish"
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fishdx1 "${apt_programs[@]}"

install_fish_truth_files "$dir" "${truth_files[@]}"
echo "install-fishdx1-set: done; completion files in $dir/fish/completions ($(find "$dir/fish/completions" -type f | wc -l) files)"
