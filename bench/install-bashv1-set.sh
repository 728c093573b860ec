#!/usr/bin/env bash
# Installs the programs of the "bashv1 set" (BASHV1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's bash completion file as its Debian
# package ships it (bookworm; read through a link into the package's own tree). Chosen on 2026-11-29
# by a walk over every file under usr/share/bash-completion/completions/ and etc/bash_completion.d/
# that bookworm main's Contents lists for a package other than bash-completion (1354 distinct names)
# in SHA-256 order of the name, with the cheat walk's rule (mechanical checks at 4554702, tldr1-10's
# and cheat1's packages excluded, the bench's bash reader finding a long option in the file, the
# file the program's own, size, category, a run check); the walk stopped at the deadline (23:10
# UTC), after position 827 of 1354, below the cap of 80. An untuned figure, never tuned on. The
# walk: docs/measurements/issue32-bashv-selection.md. Untuned: nobody read these programs' help, nor
# their completion files, when they were chosen. Debian packages with apt-get (as root). Not run by
# CI.
#
# Usage: bash bench/install-bashv1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_BASHV1_DIR or /tmp/svc-bench-bashv1)
# The truth ends up in DIR/bash/completions/NAME, exactly the set's files, copied from
# bench/truth/bash-vendor/NAME (vendored, no network needed), where `--truth bash` (the set's name
# starts with "bash") reads them. DIR/node_modules/.bin is created (empty: the set has no npm
# program) because the bench puts it first on PATH.
#
# Side effects: see docs/measurements/issue32-bashv-selection.md ("Side effects"): packages the walk
# installed that ship services or timers (policy-rc.d kept services from starting).
set -euo pipefail

dir="${1:-${SVC_BENCH_BASHV1_DIR:-/tmp/svc-bench-bashv1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "kim-api-collections-management libkim-api-dev" "licensecheck licensecheck"
  "mergerepo_c createrepo-c" "rosbag python3-rosbag" "s4cmd s4cmd" "pdd pdd" "gitpkg gitpkg"
  "debtags debtags" "opensc-asn1 opensc" "radosgw-admin ceph-common" "cupt cupt" "konwert konwert"
  "apt-offline apt-offline" "km-kvk2ldml keyman" "abidiff abigail-tools" "baksmali libsmali-java"
  "cme cme" "ddupdate ddupdate" "rosrun rosbash" "di-netboot-assistant di-netboot-assistant"
  "ufomodel ufoai-tools" "bti bti" "roslaunch python3-roslaunch" "base64pem basez"
  "rosparam python3-rosparam" "mkdepthcharge depthcharge-tools" "liquidsoap liquidsoap"
  "casync casync" "cowbuilder cowbuilder" "bpftool bpftool" "fcoeadm fcoe-utils"
  "roswtf python3-roswtf" "rostest python3-rostest" "freecontact freecontact" "mptp mptp"
  "rosclean python3-rosclean" "nfc tlp" "ufo-launch libufo-bin" "extrepo extrepo"
  "driverctl driverctl" "cil cil"
)

# The set's programs, each with its truth bench/truth/bash-vendor/NAME.
truth_files=(
  kim-api-collections-management licensecheck mergerepo_c rosbag s4cmd pdd gitpkg debtags
  opensc-asn1 radosgw-admin cupt konwert apt-offline km-kvk2ldml abidiff baksmali cme ddupdate
  rosrun di-netboot-assistant ufomodel bti roslaunch base64pem rosparam mkdepthcharge liquidsoap
  casync cowbuilder bpftool fcoeadm roswtf rostest freecontact mptp rosclean nfc ufo-launch extrepo
  driverctl cil
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs bashv1 "${apt_programs[@]}"

install_bash_vendor_truth_files "$dir" "${truth_files[@]}"
echo "install-bashv1-set: done; completion files in $dir/bash/completions ($(find "$dir/bash/completions" -type f | wc -l) files)"
