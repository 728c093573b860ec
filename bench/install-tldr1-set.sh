#!/usr/bin/env bash
# Installs the programs of the "tldr1 set" (TLDR1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by one walk over every page of tldr-pages/tldr
# at 08e345f under pages/common and pages/linux (6608 names) in SHA-256 order of the name, with the
# argc walk's rule (cap 64), stopped for time at position 850 with 60 taken; the 60 were split
# alternately in hash order, and this set is the 1st, 3rd, 5th, ... taken: 30 programs, measured
# once, then tuned on. The walk: docs/measurements/issue32-tldr-selection.md. Untuned: nobody read
# these programs' help, nor their pages, when they were chosen. Debian packages with apt-get (as
# root). Not run by CI.
#
# Usage: bash bench/install-tldr1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR1_DIR or /tmp/svc-bench-tldr1)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same file and md5), sysctl
# (only counters and random values differ) or /usr/bin/awk (gawk before and after); no daemon left
# running; where etckeeper is installed every install commits /etc. grub-pc (grub-bios-setup)
# creates /boot/grub but, with no boot device configured, writes no boot sector. Packages that ship
# services or jobs (rauc, rkhunter's cron jobs, timidity) would start or schedule them where
# services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR1_DIR:-/tmp/svc-bench-tldr1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "phpcpd phpcpd" "repquota quota" "tlmgr texlive-base" "cryfs cryfs" "gitlint gitlint"
  "grub-bios-setup grub-pc" "semanage policycoreutils-python-utils"
  "glib-compile-resources libglib2.0-dev-bin" "pup pup" "pdfjam texlive-extra-utils"
  "ocrmypdf ocrmypdf" "rdiff-backup rdiff-backup" "ppmntsc netpbm" "fio fio" "detox detox"
  "timidity timidity" "swaymsg sway" "stl2gts libgts-bin" "pycodestyle pycodestyle"
  "run-mailcap mailcap" "csvgrep csvkit" "gladtex gladtex" "maim maim" "makepasswd makepasswd"
  "rauc rauc" "mu maildir-utils" "nova python3-novaclient" "pw-mididump pipewire-bin" "msmtp msmtp"
  "rkhunter rkhunter"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  phpcpd repquota tlmgr cryfs gitlint grub-bios-setup semanage glib-compile-resources pup pdfjam
  ocrmypdf rdiff-backup ppmntsc fio detox timidity swaymsg stl2gts pycodestyle run-mailcap csvgrep
  gladtex maim makepasswd rauc mu nova pw-mididump msmtp rkhunter
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr1 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr1-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
