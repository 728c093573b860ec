#!/usr/bin/env bash
# Installs the programs of the "bashtx1 set" (BASHTX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's bash completion file as its Debian
# trixie (13) package ships it, at a path no bookworm package ships. Chosen on 2026-11-30 by the "tx"
# walk: the completion files trixie packages ship at paths bookworm's do not (bash, zsh vendor and fish
# files; bash-completion's, fish-common's and zsh-common's own left out; 236 names) in SHA-256 order of
# the name, with the up walk's rule (mechanical checks at 8a7f043; a bookworm executable, else a
# bookworm-backports one; the bench's reader finding a long option in the file; the file the program's
# own; size, category, a run check); the walk reached the end of its names below the cap of 80. NOT
# measured: held for a combined first measurement with the other untuned sets. The walk:
# docs/measurements/issue32-tx-selection.md. Untuned: nobody read these programs' help, nor their
# completion files, when they were chosen. The truth is trixie's and the programs bookworm's (vdo and
# tpm2-tss-engine-tools bookworm-backports'): versions differ, see the log. Debian packages with
# apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-bashtx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_BASHTX1_DIR or /tmp/svc-bench-bashtx1)
# The truth ends up in DIR/bash/completions/NAME, exactly the set's files, copied from
# bench/truth/trixie/bash (vendored, no network needed), where `--truth bash` (the set's name starts
# with "bash") reads them. DIR/node_modules/.bin is created (empty: the set has no npm program)
# because the bench puts it first on PATH.
#
# Side effects: vdo (bookworm-backports) pulls in lvm2 and dmeventd (lvm2-monitor, lvm2-lvmpolld,
# blk-availability and dm-event units, udev rules); tpm2-tss-engine-tools (bookworm-backports) pulls in
# udev and tpm-udev (systemd-udevd units, udev rules); nova-common pulls in about 200 packages (about
# 323 MB where none is installed; 172 packages, 275 MB, on the walk's machine), among them sudo (init
# script and unit), open-iscsi (iscsid and open-iscsi init scripts and units, udev rules),
# bridge-utils (udev rule) and dbconfig-common. The walk's installs started none (policy-rc.d
# was in place, and the machine does not boot systemd). Where bookworm-backports is not among apt's
# sources, install_apt_release_programs adds /etc/apt/sources.list.d/debian-backports.sources.
set -euo pipefail

dir="${1:-${SVC_BENCH_BASHTX1_DIR:-/tmp/svc-bench-bashtx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "ansifilter ansifilter" "nova-manage nova-common"
)

# command -> Debian package (bookworm-backports, installed with -t bookworm-backports).
backports_programs=(
  "vdostats vdo" "tpm2tss-genkey tpm2-tss-engine-tools"
)

# The set's programs, each with its truth bench/truth/trixie/bash/NAME.
truth_files=(
  vdostats tpm2tss-genkey ansifilter nova-manage
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs bashtx1 "${apt_programs[@]}"
install_apt_release_programs bashtx1 bookworm-backports "${backports_programs[@]}"

install_bash_truth_files "$dir" trixie/bash "${truth_files[@]}"
echo "install-bashtx1-set: done; completion files in $dir/bash/completions ($(find "$dir/bash/completions" -type f | wc -l) files)"
