#!/usr/bin/env bash
# Installs the programs of the "tldr8 set" (TLDR8_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr7 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad, at
# c751c74, at 7ff764c, at 17cdfd7 and at 02818f8), from position 4530; it stopped at its cap of 40 taken, at position 5394. All 40 taken form this set: an untuned
# figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr8-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR8_DIR or /tmp/svc-bench-tldr8)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and after) or /usr/bin/awk (gawk before and after).
# Where etckeeper is installed every install commits /etc. ntpsec (ntpq's package) conflicts with
# systemd-timesyncd: its install removed systemd-timesyncd (configuration files kept). Packages
# that ship services would start them where services may start: ntpsec (ntpsec.service, a stats
# timer, a cron job, an AppArmor profile for ntpd); kdeconnect's daemon starts with a desktop
# session (xdg autostart); firejail adds an AppArmor profile (firejail-default).
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR8_DIR:-/tmp/svc-bench-tldr8}}"

# command -> Debian package (bookworm).
apt_programs=(
  "pamixer pamixer" "pinout python3-gpiozero" "sg_raw sg3-utils" "samtools samtools"
  "byzanz-record byzanz" "ntpq ntpsec" "tcpreplay tcpreplay" "cpuid cpuid" "deborphan deborphan"
  "rlwrap rlwrap" "phpcbf php-codesniffer" "cmus-remote cmus" "firejail firejail"
  "paperkey paperkey" "mktorrent mktorrent" "cephadm cephadm" "picom-trans picom"
  "cec-client cec-utils" "gst-device-monitor-1.0 gstreamer1.0-plugins-base-apps" "eject eject"
  "bear bear" "fbset fbset" "hashid hashid" "csvtool csvtool" "httrack httrack"
  "nokogiri ruby-nokogiri" "duplicity duplicity" "macchanger macchanger" "cups-config libcups2-dev"
  "hlint hlint" "pocount translate-toolkit" "foreman ruby-foreman" "fdupes fdupes"
  "gst-launch-1.0 gstreamer1.0-tools" "steghide steghide" "kdeconnect-cli kdeconnect" "bup bup"
  "dhcpig dhcpig" "weasyprint weasyprint" "swipl swi-prolog-core"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  pamixer pinout sg_raw samtools byzanz-record ntpq tcpreplay cpuid deborphan rlwrap phpcbf
  cmus-remote firejail paperkey mktorrent cephadm picom-trans cec-client gst-device-monitor-1.0
  eject bear fbset hashid csvtool httrack nokogiri duplicity macchanger cups-config hlint pocount
  foreman fdupes gst-launch-1.0 steghide kdeconnect-cli bup dhcpig weasyprint swipl
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr8 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr8-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
