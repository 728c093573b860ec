#!/usr/bin/env bash
# Installs the programs of the "bashdx1 set" (BASHDX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's bash completion file as a Debian
# package ships it. Chosen on 2026-11-30 by the "debx" walk over two pools nobody had walked: the
# completion files bookworm (and bookworm-backports) packages ship outside the standard completion
# directories (yadifa's and ddtc's, under usr/share/doc/PKG), and the files sid and experimental
# packages ship at the standard paths no bookworm, bookworm-backports or trixie package ships (403
# names), in SHA-256 order of the name, with the up walk's rule as the tx walk applied it (mechanical
# checks at 3e9b5c0; a bookworm executable; the bench's reader finding a long option in the file; the
# file the program's own; size, category, a run check); the walk reached the end of its names below
# the cap of 60. NOT measured: held for a combined first measurement with the other untuned sets. The
# walk: docs/measurements/issue32-debx-selection.md. Untuned: nobody read these programs' help, nor
# their completion files, when they were chosen. The truth of otpclient-cli, stenc, setop and
# cinder-manage is sid's and the programs bookworm's: versions differ, see the log. Debian packages
# with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-bashdx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_BASHDX1_DIR or /tmp/svc-bench-bashdx1)
# The truth ends up in DIR/bash/completions/NAME, exactly the set's files, copied from
# bench/truth/debx/bash (vendored, no network needed), where `--truth bash` (the set's name starts
# with "bash") reads them. DIR/node_modules/.bin is created (empty: the set has no npm program)
# because the bench puts it first on PATH.
#
# Side effects: yadifa ships the yadifa name server's init script and systemd unit (yadifad);
# cinder-common pulls in about 40 packages (141.5 MB on the walk's machine, where nova-common of the
# bashtx1 set had already brought most OpenStack libraries; more where none is installed), among them
# python3-rtslib-fb (rtslib-fb-targetctl init script and unit), cgroup-tools and cryptsetup-bin. The
# walk's installs started no service (policy-rc.d was in place, and the machine does not boot
# systemd).
set -euo pipefail

dir="${1:-${SVC_BENCH_BASHDX1_DIR:-/tmp/svc-bench-bashdx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "yadifa yadifa" "otpclient-cli otpclient-cli" "stenc stenc" "setop setop"
  "cinder-manage cinder-common" "ddtc ddtc"
)

# The set's programs, each with its truth bench/truth/debx/bash/NAME.
truth_files=(
  yadifa otpclient-cli stenc setop cinder-manage ddtc
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs bashdx1 "${apt_programs[@]}"

install_bash_truth_files "$dir" debx/bash "${truth_files[@]}"
echo "install-bashdx1-set: done; completion files in $dir/bash/completions ($(find "$dir/bash/completions" -type f | wc -l) files)"
