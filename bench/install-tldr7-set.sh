#!/usr/bin/env bash
# Installs the programs of the "tldr7 set" (TLDR7_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr6 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad, at
# c751c74, at 7ff764c and at 17cdfd7), from position 3728; it reached its cap of 40 taken at
# position 4529. All 40 taken form this set: an untuned figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr7-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR7_DIR or /tmp/svc-bench-tldr7)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and
# after) or /usr/bin/awk (gawk before and after).
# Where etckeeper is installed every install commits /etc. Packages that ship services (bluez's
# bluetooth.service, fprintd's fprintd.service, dracut-core's dracut-*.service units, and cron,
# pulled in by timeshift, with check-dfsg-status's monthly cron job) would start them where
# services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR7_DIR:-/tmp/svc-bench-tldr7}}"

# command -> Debian package (bookworm).
apt_programs=(
  "git-lfs git-lfs" "ffe ffe" "chafa chafa" "check-dfsg-status check-dfsg-status"
  "ldapdomaindump python3-ldapdomaindump" "vnstati vnstati" "slop slop" "mmdblookup mmdb-bin"
  "pydocstyle pydocstyle" "timeshift timeshift" "instaloader instaloader" "sipcalc sipcalc"
  "bluetoothctl bluez" "dex dex" "lxi lxi-tools" "uvcdynctrl uvcdynctrl" "busybox busybox"
  "aircrack-ng aircrack-ng" "xvfb-run xvfb" "openconnect openconnect" "sqlite-utils sqlite-utils"
  "img2sixel libsixel-bin" "lstopo-no-graphics hwloc" "uncrustify uncrustify" "yara yara"
  "alien alien" "exiv2 exiv2" "linkchecker linkchecker" "rtmpdump rtmpdump" "gnucash-cli gnucash"
  "zbarcam zbar-tools" "lsinitrd dracut-core" "libtool libtool-bin" "fatrace fatrace"
  "fprintd-delete fprintd" "gprbuild gprbuild" "recsel recutils" "jekyll jekyll" "fping fping"
  "libtoolize libtool"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  git-lfs ffe chafa check-dfsg-status ldapdomaindump vnstati slop mmdblookup pydocstyle timeshift
  instaloader sipcalc bluetoothctl dex lxi uvcdynctrl busybox aircrack-ng xvfb-run openconnect
  sqlite-utils img2sixel lstopo-no-graphics uncrustify yara alien exiv2 linkchecker rtmpdump
  gnucash-cli zbarcam lsinitrd libtool fatrace fprintd-delete gprbuild recsel jekyll fping
  libtoolize
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr7 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr7-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
