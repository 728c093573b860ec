#!/usr/bin/env bash
# Installs the programs of the "fish set" (FISH_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: the fish shell's bundled completion files. Chosen on 2026-11-28
# (session 12) by walking fish-common 3.6.0's completion files in SHA-256 order of their names (the
# rule is in program-sets.ts; the walk in /work/coord/fish/selection-log.md). Reserved, untuned,
# measured once: nobody reads these programs' help before that. Debian packages with apt-get (as
# root); fish-common is only downloaded and unpacked into DIR, never installed (neither is fish).
# Not run by CI.
#
# Usage: bash bench/install-fish-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISH_DIR or /tmp/svc-bench-fish)
# The completion files end up in DIR/fish/completions (P.fish for program P). DIR/node_modules/.bin
# is created (empty: the set has no npm program) because the bench puts it first on PATH.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISH_DIR:-/tmp/svc-bench-fish}}"

# command -> Debian package (bookworm). rst2s5 is python3-docutils's, avifdec libavif-bin's, cpupower
# linux-cpupower's, vim-addons vim-addon-manager's, rmmod kmod's, snap snapd's, i3-msg i3-wm's,
# apt-ftparchive apt-utils's, loadkeys kbd's, xxh64sum xxhash's, lsusb usbutils's, ifup ifupdown's,
# cjxl libjxl-tools's, homectl systemd-homed's.
apt_programs=(
  "pv pv" "yadm yadm" "rst2s5 python3-docutils" "rakudo rakudo" "toot toot" "rfkill rfkill"
  "avifdec libavif-bin" "iw iw" "cpupower linux-cpupower" "vim-addons vim-addon-manager" "rmmod kmod"
  "pydf pydf" "snap snapd" "i3-msg i3-wm" "makepkg makepkg" "apt-ftparchive apt-utils" "m4 m4"
  "fastboot fastboot" "loadkeys kbd" "opam opam" "xxh64sum xxhash" "lsusb usbutils" "apt-build apt-build"
  "ifup ifupdown" "cjxl libjxl-tools" "tcpdump tcpdump" "apt-show-source apt-show-source"
  "dupload dupload" "sbcl sbcl" "homectl systemd-homed"
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs fish "${apt_programs[@]}"

install_fish_completions "$dir"
echo "install-fish-set: done; completion files in $dir/fish/completions"
