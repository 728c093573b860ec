#!/usr/bin/env bash
# Installs the programs of the "tldr4 set" (TLDR4_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1/tldr2/tldr3 walk over
# every page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in
# SHA-256 order of the name, with the same rule (mechanical checks passed at 2e187b0 and at
# 78462ad), from position 1546; it stopped at its cap of 40 taken, at position 2230 of 6608. All
# 40 form this set: an untuned figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr4-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR4_DIR or /tmp/svc-bench-tldr4)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and after),
# sysctl (only counters and random values differ) or /usr/bin/awk (gawk before and after); no
# daemon process was left running by them.
# Where etckeeper is installed every install commits /etc. Packages that ship services or cron
# jobs (iperf3, puppet-agent, open-iscsi's iscsid, acct, ndctl's monitor, logwatch's daily cron
# job and the exim4 it pulls in) would start or schedule them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR4_DIR:-/tmp/svc-bench-tldr4}}"

# command -> Debian package (bookworm).
apt_programs=(
  "virt-clone virtinst" "flake8 flake8" "duc duc" "timg timg" "errno moreutils"
  "wf-recorder wf-recorder" "bpftrace bpftrace" "iperf3 iperf3" "pkexec pkexec" "tpm2 tpm2-tools"
  "jp2a jp2a" "alex alex" "axel axel" "imgp imgp" "vala valac-bin" "iscsiadm open-iscsi"
  "sqlmap sqlmap" "git-imerge git-imerge" "tqdm python3-tqdm" "resolveip mariadb-server-core"
  "libinput libinput-tools" "virt-qemu-run libvirt-daemon-driver-qemu" "dpigs debian-goodies"
  "b4 b4" "kpackagetool5 kpackagetool5" "logwatch logwatch" "toybox toybox" "wget2 wget2"
  "bzip3 bzip3" "puppet puppet-agent" "sa acct" "gdalinfo gdal-bin" "datamash datamash"
  "dumpcap wireshark-common" "mycli mycli" "solo solo1-cli" "sdcv sdcv" "gita gita"
  "autoflake autoflake" "ndctl ndctl"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  virt-clone flake8 duc timg errno wf-recorder bpftrace iperf3 pkexec tpm2 jp2a alex axel imgp vala
  iscsiadm sqlmap git-imerge tqdm resolveip libinput virt-qemu-run dpigs b4 kpackagetool5 logwatch
  toybox wget2 bzip3 puppet sa gdalinfo datamash dumpcap mycli solo sdcv gita autoflake ndctl
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr4 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr4-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
