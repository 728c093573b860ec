#!/usr/bin/env bash
# Installs the programs of the "fish3 set" (FISH3_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: the fish shell's bundled completion files. Chosen on 2026-11-28
# (session 12) by continuing the fish2 set's walk over fish-common 3.6.0's completion files, in SHA-256
# order of their names, from position 428 with the same rule (program-sets.ts; the walk in
# /work/coord/fish3/selection-log.md). Reserved, untuned, not measured: nobody reads these programs'
# help before that. Debian packages with apt-get (as root); fish-common is only downloaded and unpacked
# into DIR, never installed (neither is fish). Not run by CI.
#
# Usage: bash bench/install-fish3-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISH3_DIR or /tmp/svc-bench-fish3)
# The completion files end up in DIR/fish/completions (P.fish for program P). DIR/node_modules/.bin
# is created (empty: the set has no npm program) because the bench puts it first on PATH.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISH3_DIR:-/tmp/svc-bench-fish3}}"

# command -> Debian package (bookworm). pactl is pulseaudio-utils's, gorename golang-golang-x-tools's,
# bootctl systemd-boot's, pbget pastebinit's, ilasm mono-devel's, machinectl systemd-container's, amixer
# alsa-utils's, rc-status openrc's, virsh libvirt-clients's. bookworm's travis is the trajectory
# analyzer (science), the only package that installs /usr/bin/travis.
apt_programs=(
  "atool atool" "scrot scrot" "tox tox" "nodeenv nodeenv" "flac flac" "pactl pulseaudio-utils"
  "wajig wajig" "gorename golang-golang-x-tools" "travis travis" "bootctl systemd-boot" "meson meson"
  "openocd openocd" "asciidoctor asciidoctor" "rpm rpm" "apt-show-versions apt-show-versions"
  "exif exif" "pbget pastebinit" "ilasm mono-devel" "wvdial wvdial" "machinectl systemd-container"
  "zypper zypper" "tshark tshark" "amixer alsa-utils" "duply duply" "darcs darcs"
  "rc-status openrc" "clasp clasp" "mdadm mdadm" "quilt quilt" "virsh libvirt-clients"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fish3 "${apt_programs[@]}"

install_fish_completions "$dir"
echo "install-fish3-set: done; completion files in $dir/fish/completions"
