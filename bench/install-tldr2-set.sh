#!/usr/bin/env bash
# Installs the programs of the "tldr2 set" (TLDR2_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by one walk over every page of tldr-pages/tldr
# at 08e345f under pages/common and pages/linux (6608 names) in SHA-256 order of the name, with the
# argc walk's rule (cap 64), stopped for time at position 850 with 60 taken; the 60 were split
# alternately in hash order, and this set is the 2nd, 4th, 6th, ... taken: 30 programs, kept for the
# final figure, never tuned on. The walk: docs/measurements/issue32-tldr-selection.md. Untuned:
# nobody read these programs' help, nor their pages, when they were chosen. Debian packages with
# apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR2_DIR or /tmp/svc-bench-tldr2)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same file and md5), sysctl
# (only counters and random values differ) or /usr/bin/awk (gawk before and after); no daemon left
# running; where etckeeper is installed every install commits /etc. Packages that ship services
# (auditd, apparmor, snapper, mariadb-server, lxc, tor, cpufrequtils) would start them where
# services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR2_DIR:-/tmp/svc-bench-tldr2}}"

# command -> Debian package (bookworm).
apt_programs=(
  "tio tio" "mpg321 mpg321" "fluidsynth fluidsynth" "mid3v2 python3-mutagen"
  "cpufreq-info cpufrequtils" "apparmor_parser apparmor" "dunstify dunst" "waypipe waypipe"
  "aa-enforce apparmor-utils" "ausearch auditd" "qcp renameutils" "latexdiff latexdiff" "aha aha"
  "lvreduce lvm2" "torify tor" "lxc-stop lxc" "mysqlbinlog mariadb-server" "snmpstatus snmp"
  "lftp lftp" "spectre-meltdown-checker spectre-meltdown-checker" "img2txt caca-utils"
  "gobuster gobuster" "openfortivpn openfortivpn" "tcpick tcpick" "snapper snapper" "qalc qalc"
  "faker faker" "xmount xmount" "verilator verilator" "ical itools"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  tio mpg321 fluidsynth mid3v2 cpufreq-info apparmor_parser dunstify waypipe aa-enforce ausearch qcp
  latexdiff aha lvreduce torify lxc-stop mysqlbinlog snmpstatus lftp spectre-meltdown-checker
  img2txt gobuster openfortivpn tcpick snapper qalc faker xmount verilator ical
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr2 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr2-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
