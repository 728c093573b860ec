#!/usr/bin/env bash
# Installs the programs of the "fish2 set" (FISH2_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: the fish shell's bundled completion files. Chosen on 2026-11-28
# (session 12) by continuing the fish set's walk over fish-common 3.6.0's completion files, in SHA-256
# order of their names, from position 228 with the same rule (program-sets.ts; the walk in
# /work/coord/fish2/selection-log.md). Reserved, untuned, measured once: nobody reads these programs'
# help before that. Debian packages with apt-get (as root); fish-common is only downloaded and unpacked
# into DIR, never installed (neither is fish). Not run by CI.
#
# Usage: bash bench/install-fish2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISH2_DIR or /tmp/svc-bench-fish2)
# The completion files end up in DIR/fish/completions (P.fish for program P). DIR/node_modules/.bin
# is created (empty: the set has no npm program) because the bench puts it first on PATH.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISH2_DIR:-/tmp/svc-bench-fish2}}"

# command -> Debian package (bookworm). mkdosfs is dosfstools's, setfacl acl's, dhclient
# isc-dhcp-client's, grub-install grub-legacy's (the first package bookworm's Contents lists for
# usr/sbin/grub-install; grub2-common's is the other), nvme nvme-cli's, transmission-remote
# transmission-cli's, mkvextract mkvtoolnix's, scanimage sane-utils's, userdbctl systemd-userdbd's,
# sphinx-build python3-sphinx's, grub-mkrescue grub-common's, hg mercurial's, vips libvips-tools's.
apt_programs=(
  "hwinfo hwinfo" "sysbench sysbench" "zopfli zopfli" "mkdosfs dosfstools" "dnf dnf" "setfacl acl"
  "cmark cmark" "dhclient isc-dhcp-client" "grub-install grub-legacy" "encfs encfs" "nvme nvme-cli"
  "netctl netctl" "transmission-remote transmission-cli" "patool patool" "mkvextract mkvtoolnix"
  "apt-listchanges apt-listchanges" "scanimage sane-utils" "gendarme gendarme" "userdbctl systemd-userdbd"
  "sphinx-build python3-sphinx" "ack ack" "grub-mkrescue grub-common" "bison bison" "hledger hledger"
  "apt-listbugs apt-listbugs" "octave octave" "hg mercurial" "vips libvips-tools" "scons scons"
  "flatpak flatpak"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges, once installed, hook into every apt-get install: no prompt,
# no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fish2 "${apt_programs[@]}"

install_fish_completions "$dir"
echo "install-fish2-set: done; completion files in $dir/fish/completions"
