#!/usr/bin/env bash
# Installs the programs of the "bashv2 set" (BASHV2_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's bash completion file as its Debian
# package ships it (bookworm; read through a link into the package's own tree). Chosen on 2026-11-30
# by the bashv1 walk continued from position 828 with its rule: every file under usr/share/bash-
# completion/completions/ and etc/bash_completion.d/ that bookworm main's Contents lists for a
# package other than bash-completion (1354 distinct names) in SHA-256 order of the name (mechanical
# checks recomputed at c7d22a9, bashv1's programs an earlier set, tldr1-10's, cheat1's and bashv1's
# packages excluded, the bench's bash reader finding a long option in the file, the file the
# program's own, size, category, a run check); the walk reached the end of the hash order (position
# 1354 of 1354), below the cap of 80; all taken form bashv2. An untuned figure, never tuned on. The
# walk: docs/measurements/issue32-bashv-selection.md ("bashv2"). Untuned: nobody read these
# programs' help, nor their completion files, when they were chosen. Debian packages with apt-get
# (as root). Not run by CI.
#
# Usage: bash bench/install-bashv2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_BASHV2_DIR or /tmp/svc-bench-bashv2)
# The truth ends up in DIR/bash/completions/NAME, exactly the set's files, copied from
# bench/truth/bash-vendor/NAME (vendored, no network needed), where `--truth bash` (the set's name
# starts with "bash") reads them. DIR/node_modules/.bin is created (empty: the set has no npm
# program) because the bench puts it first on PATH.
#
# Side effects: none of the packages the walk's installs added (76, the taken programs' and their
# dependencies) ships a service, timer, init script, cron job, udev rule or autostart file (file lists
# checked; docs/measurements/issue32-bashv-selection.md, "bashv2"). policy-rc.d was in place.
set -euo pipefail

dir="${1:-${SVC_BENCH_BASHV2_DIR:-/tmp/svc-bench-bashv2}}"

# command -> Debian package (bookworm).
apt_programs=(
  "roscreate-pkg python3-roscreate" "rossrv python3-rosmsg" "gtk3-nocsd gtk3-nocsd"
  "rospack rospack-tools" "irstlm irstlm" "sepolicy policycoreutils-dev" "acheck acheck"
  "apksigner apksigner" "analizo analizo" "insserv insserv" "procyon procyon-decompiler" "haxe haxe"
  "rosnode python3-rosnode" "pidcat pidcat" "isoquery isoquery" "catkin_lint catkin-lint"
  "rosmake python3-rosmake" "debfoster debfoster"
)

# The set's programs, each with its truth bench/truth/bash-vendor/NAME.
truth_files=(
  roscreate-pkg rossrv gtk3-nocsd rospack irstlm sepolicy acheck apksigner analizo insserv procyon
  haxe rosnode pidcat isoquery catkin_lint rosmake debfoster
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs bashv2 "${apt_programs[@]}"

install_bash_vendor_truth_files "$dir" "${truth_files[@]}"
echo "install-bashv2-set: done; completion files in $dir/bash/completions ($(find "$dir/bash/completions" -type f | wc -l) files)"
