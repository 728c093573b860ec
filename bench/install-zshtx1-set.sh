#!/usr/bin/env bash
# Installs the programs of the "zshtx1 set" (ZSHTX1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh completion function as its Debian
# trixie (13) package ships it in usr/share/zsh/vendor-completions, at a path no bookworm package
# ships. Chosen on 2026-11-30 by the "tx" walk (the same walk as the bashtx1 set's, see
# bench/install-bashtx1-set.sh): the taken programs whose truth is such a function. NOT measured: held
# for a combined first measurement with the other untuned sets. The walk:
# docs/measurements/issue32-tx-selection.md. Untuned: nobody read these programs' help, nor their
# completion files, when they were chosen. The truth is trixie's (pleaser 0.5.6) and the program
# bookworm's (pleaser 0.5.3). Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-zshtx1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSHTX1_DIR or /tmp/svc-bench-zshtx1)
# The truth ends up in DIR/zsh/Completion/vendor/_FILE, exactly the set's files, copied from
# bench/truth/trixie/zsh (vendored, no network needed), where `--truth zsh` (the set's name starts
# with "zsh") finds each program's file by its #compdef line. DIR/node_modules/.bin is created
# (empty: the set has no npm program) because the bench puts it first on PATH.
#
# Side effects: none of the packages the walk's install added for these programs (pleaser) ships a
# service, timer, init script, cron job, udev rule or autostart file (file lists checked). pleaser's
# please and pleaseedit are setuid root (a sudo clone); nothing is configured for them.
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSHTX1_DIR:-/tmp/svc-bench-zshtx1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "pleaseedit pleaser"
)

# The set's truth: bench/truth/trixie/zsh/SUB/_FILE (pleaseedit's is _please, whose #compdef names it).
truth_files=(
  vendor/_please
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zshtx1 "${apt_programs[@]}"

install_zsh_vendored_truth_files "$dir" trixie/zsh "${truth_files[@]}"
echo "install-zshtx1-set: done; completion functions in $dir/zsh/Completion ($(find "$dir/zsh/Completion" -type f | wc -l) files)"
