#!/usr/bin/env bash
# Installs the programs of the "tldr5 set" (TLDR5_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr4 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad and at
# c751c74), from position 2231; it stopped at its cap of 40 taken, at position 2943 of 6608. All
# 40 taken form this set: an untuned figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr5-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR5_DIR or /tmp/svc-bench-tldr5)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and
# after), sysctl (only counters and random values differ) or /usr/bin/awk (gawk before and after);
# no daemon process was left running by them. Where etckeeper is installed every install commits
# /etc. Packages that ship services (modemmanager's ModemManager; tuned and powertop, pulled in by
# tuned-utils; autorandr's autorandr.service; screen's screen-cleanup, pulled in by kiwi) would
# start them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR5_DIR:-/tmp/svc-bench-tldr5}}"

# command -> Debian package (bookworm).
apt_programs=(
  "2to3 2to3" "cec-ctl v4l-utils" "git-filter-repo git-filter-repo" "kubetail kubetail"
  "kiwi-ng kiwi" "duf duf" "compsize btrfs-compsize" "zint zint" "testssl testssl.sh" "f3write f3"
  "sccache sccache" "dub dub" "dtrx dtrx" "r2e rss2email" "bd bd" "aide aide" "mcat mtools"
  "phploc phploc" "vainfo vainfo" "ippfind cups-ipp-utils" "dnsrecon dnsrecon" "parted parted"
  "sesearch setools" "powertop2tuned tuned-utils" "virt-what virt-what" "oathtool oathtool"
  "wfuzz wfuzz" "bindfs bindfs" "criu criu" "mkfs.erofs erofs-utils" "podman-compose podman-compose"
  "autorandr autorandr" "readpe pev" "pmount pmount" "mmcli modemmanager" "fswatch fswatch"
  "st-info stlink-tools" "cam libcamera-tools" "flashrom flashrom" "lrztar lrzip"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  2to3 cec-ctl git-filter-repo kubetail kiwi-ng duf compsize zint testssl f3write sccache dub dtrx
  r2e bd aide mcat phploc vainfo ippfind dnsrecon parted sesearch powertop2tuned virt-what oathtool
  wfuzz bindfs criu mkfs.erofs podman-compose autorandr readpe pmount mmcli fswatch st-info cam
  flashrom lrztar
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr5 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr5-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
