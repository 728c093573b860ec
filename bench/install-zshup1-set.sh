#!/usr/bin/env bash
# Installs the programs of the "zshup1 set" (ZSHUP1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh completion function as upstream
# zsh ships it (at 2564174d), a function bookworm's zsh-common 5.9 does not ship. Chosen on 2026-11-30
# by the "up" walk (the same walk as the fishup1 set's, see bench/install-fishup1-set.sh): the taken
# programs whose truth is such a function. An untuned figure, never tuned on. The walk:
# docs/measurements/issue32-up-selection.md. Untuned: nobody read these programs' help, nor their
# completion files, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-zshup1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSHUP1_DIR or /tmp/svc-bench-zshup1)
# The truth ends up in DIR/zsh/Completion/SUB/_FILE (zsh-common's flattened layout), exactly the
# set's files, copied from bench/truth/zsh-upstream (vendored, no network needed), where `--truth zsh`
# (the set's name starts with "zsh") finds each program's file by its #compdef line.
# DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts it
# first on PATH.
#
# Side effects: none of the packages the walk's installs added for these programs ships a service,
# timer, init script, cron job, udev rule or autostart file (file lists checked).
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSHUP1_DIR:-/tmp/svc-bench-zshup1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "checkmodule checkpolicy" "perlbrew perlbrew" "avcstat selinux-utils"
)

# The set's truth: bench/truth/zsh-upstream/SUB/_FILE (checkmodule and avcstat share _selinux).
truth_files=(
  Linux/_selinux Unix/_perlbrew
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zshup1 "${apt_programs[@]}"

install_zsh_upstream_truth_files "$dir" "${truth_files[@]}"
echo "install-zshup1-set: done; completion functions in $dir/zsh/Completion ($(find "$dir/zsh/Completion" -type f | wc -l) files)"
