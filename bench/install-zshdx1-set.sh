#!/usr/bin/env bash
# Installs the programs of the "zshdx1 set" (ZSHDX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh completion function as a Debian
# package ships it (bookworm's usr/share/zsh/site-functions for genfstab, draai and catkin,
# etc/ngraph-gtk/zsh for ngp2, sid's usr/share/zsh/vendor-completions for lttng). Chosen on 2026-11-30
# by the "debx" walk (the same walk as the bashdx1 set's, see bench/install-bashdx1-set.sh): the taken
# programs whose truth is such a function. NOT measured: held for a combined first measurement with
# the other untuned sets. The walk: docs/measurements/issue32-debx-selection.md. Untuned: nobody read
# these programs' help, nor their completion files, when they were chosen. lttng's truth is sid's
# (lttng-tools 2.16.0) and the program bookworm's (2.13.9). Debian packages with apt-get (as root).
# Not run by CI.
#
# Usage: bash bench/install-zshdx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSHDX1_DIR or /tmp/svc-bench-zshdx1)
# The truth ends up in DIR/zsh/Completion/vendor/_FILE, exactly the set's files, copied from
# bench/truth/debx/zsh (vendored, no network needed), where `--truth zsh` (the set's name starts
# with "zsh") finds each program's file by its #compdef line. DIR/node_modules/.bin is created
# (empty: the set has no npm program) because the bench puts it first on PATH.
#
# Side effects: lttng-tools ships lttng-sessiond's init script and systemd unit; draai pulls in mpc;
# no service was started (policy-rc.d was in place, and the machine does not boot systemd).
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSHDX1_DIR:-/tmp/svc-bench-zshdx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "genfstab arch-install-scripts" "lttng lttng-tools" "draai draai" "catkin catkin-tools"
  "ngp2 ngraph-gtk"
)

# The set's truth: bench/truth/debx/zsh/SUB/_FILE (genfstab's is _archinstallscripts, whose #compdef names it).
truth_files=(
  vendor/_archinstallscripts vendor/_lttng vendor/_draai vendor/_catkin vendor/_ngp2
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zshdx1 "${apt_programs[@]}"

install_zsh_vendored_truth_files "$dir" debx/zsh "${truth_files[@]}"
echo "install-zshdx1-set: done; completion functions in $dir/zsh/Completion ($(find "$dir/zsh/Completion" -type f | wc -l) files)"
