#!/usr/bin/env bash
# Installs the programs of the "tldr6 set" (TLDR6_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr5 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad, at
# c751c74 and at 7ff764c), from position 2944; it reached its cap of 40 taken at position 3727.
# All 40 taken form this set: an untuned figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr6-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR6_DIR or /tmp/svc-bench-tldr6)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and
# after) or /usr/bin/awk (gawk before and after).
# Where etckeeper is installed every install commits /etc. Packages that ship services (btrbk's
# btrbk.service, distcc's init script, iwd's iwd.service, switcheroo-control's service, mako-notifier's
# user service, and systemd-container, pulled in by mkosi) would start them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR6_DIR:-/tmp/svc-bench-tldr6}}"

# command -> Debian package (bookworm).
apt_programs=(
  "arp-scan arp-scan" "gifdiff gifsicle" "astyle astyle" "id3tag libid3-tools" "ipcalc ipcalc"
  "inputattach inputattach" "mkosi mkosi" "makoctl mako-notifier" "gtk-launch libgtk-3-bin"
  "phpdox phpdox" "mediainfo mediainfo" "growpart cloud-guest-utils" "skopeo skopeo" "yard yard"
  "enca enca" "obabel openbabel" "flite flite" "xkcdpass xkcdpass" "cgclassify cgroup-tools"
  "kodi-send kodi-eventclients-kodi-send" "alembic alembic" "mkid id-utils" "btrbk btrbk"
  "ostree ostree" "json5 node-json5" "pi pi" "rarcrack rarcrack" "cewl cewl" "conntrack conntrack"
  "switcherooctl switcheroo-control" "codespell codespell" "id3v2 id3v2"
  "check-support-status debian-security-support" "iwctl iwd" "phpmd phpmd" "mmv mmv"
  "file-rename rename" "distcc distcc" "update-desktop-database desktop-file-utils" "beet beets"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  arp-scan gifdiff astyle id3tag ipcalc inputattach mkosi makoctl gtk-launch phpdox mediainfo
  growpart skopeo yard enca obabel flite xkcdpass cgclassify kodi-send alembic mkid btrbk ostree
  json5 pi rarcrack cewl conntrack switcherooctl codespell id3v2 check-support-status iwctl phpmd
  mmv file-rename distcc update-desktop-database beet
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr6 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr6-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
