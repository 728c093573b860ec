#!/usr/bin/env bash
# Installs the programs of the "tldr10 set" (TLDR10_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr9 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad, at
# c751c74, at 7ff764c, at 17cdfd7, at 02818f8, at ec4d670 and at c79e1ff), from position 6127; it walked to the end of the names (position 6608), taking 13 (cap 40). All 13 taken form this set: an untuned
# figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr10-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR10_DIR or /tmp/svc-bench-tldr10)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and after) or /usr/bin/awk (gawk before and after).
# Where etckeeper is installed every install commits /etc. One package ships a service that would
# start where services may start: acpid (acpi_listen's package: the ACPI event daemon, acpid.service,
# acpid.socket and an init script; acpi_listen talks to it).
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR10_DIR:-/tmp/svc-bench-tldr10}}"

# command -> Debian package (bookworm).
apt_programs=(
  "fcrackzip fcrackzip" "iproxy libusbmuxd-tools" "acpi_listen acpid" "pbzip2 pbzip2"
  "gallery-dl gallery-dl" "stress stress" "flatpak-builder flatpak-builder" "evtest evtest"
  "stress-ng stress-ng" "duperemove duperemove" "ledger ledger" "boxes boxes" "bully bully"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  fcrackzip iproxy acpi_listen pbzip2 gallery-dl stress flatpak-builder evtest stress-ng duperemove
  ledger boxes bully
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr10 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr10-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
