#!/usr/bin/env bash
# Installs the programs of the "cheat1 set" (CHEAT1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's cheat sheets, cheat/cheatsheets'
# NAME (at 36bdb99) and chubin/cheat.sheets' sheets/NAME (at 0bcedfb), whichever exist. Chosen on
# 2026-11-29 by a walk over every name of those two collections (652 distinct names; chubin's names
# starting with `_` left out) in SHA-256 order of the name, with the tldr walk's rule (mechanical
# checks at 94e2f49, tldr1-10's packages excluded, a sheet command line naming a long option, the
# sheet the program's own, size, category, a run check); the walk ran to the end of the names
# (position 652 of 652; the last name passing the mechanical checks was at 611) with 8 taken, below
# the cap of 80; all taken form this one set (fewer than 60, so no split). An untuned figure, never
# tuned on. The walk: docs/measurements/issue32-cheat-selection.md. Untuned: nobody read these
# programs' help, nor their sheets, when they were chosen. Debian packages with apt-get (as root).
# Not run by CI.
#
# Usage: bash bench/install-cheat1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_CHEAT1_DIR or /tmp/svc-bench-cheat1)
# The truth ends up in DIR/cheat/sheets/{cheat,chubin}/NAME, exactly the set's sheets, copied from
# bench/truth/cheat/{cheat,chubin} (vendored, no network needed). DIR/node_modules/.bin is created
# (empty: the set has no npm program) because the bench puts it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): cryptsetup (cryptdisks_stop's package) ships the init
# scripts /etc/init.d/cryptdisks and cryptdisks-early (registered in /etc/rc*.d; policy-rc.d kept
# them from running), /etc/default/cryptdisks, and its install created /etc/crypttab (54 bytes, no
# entry added by the walk); the cryptdisks_stop run check ran as root (a script that stops crypttab
# entries by name; whether it did anything with --version or --help was not looked at). grimshot
# brings grim, slurp and wl-clipboard (Wayland tools; no service). No other package of the set ships
# a service, timer, cron job, udev rule or AppArmor profile. /etc/resolv.conf, /usr/bin/awk (gawk)
# and sysctl unchanged; no new daemon process.
set -euo pipefail

dir="${1:-${SVC_BENCH_CHEAT1_DIR:-/tmp/svc-bench-cheat1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "bandit python3-bandit" "menhir menhir" "cryptdisks_stop cryptsetup" "grimshot grimshot"
  "isort isort" "lame lame" "jc jc" "ocp-indent ocp-indent"
)

# The set's programs, each with its truth bench/truth/cheat/{cheat,chubin}/NAME (one or both).
truth_files=(
  bandit menhir cryptdisks_stop grimshot isort lame jc ocp-indent
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs cheat1 "${apt_programs[@]}"

install_cheat_truth_files "$dir" "${truth_files[@]}"
echo "install-cheat1-set: done; cheat sheets in $dir/cheat/sheets ($(find "$dir/cheat/sheets" -type f | wc -l) files)"
