#!/usr/bin/env bash
# Installs the programs of the "fish4 set" (FISH4_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: the fish shell's bundled completion files. Chosen on 2026-11-28
# (session 12) by continuing the fish3 set's walk over fish-common 3.6.0's completion files, in SHA-256
# order of their names, from position 684 to the end of the list with the same rule and no cap
# (program-sets.ts; the walk in docs/measurements/issue32-fish4-selection.md). Reserved, untuned, not
# measured: nobody reads these programs' help before that. Debian packages with apt-get (as root);
# fish-common is only downloaded and unpacked into DIR, never installed (neither is fish). Not run by CI.
#
# Usage: bash bench/install-fish4-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISH4_DIR or /tmp/svc-bench-fish4)
# The completion files end up in DIR/fish/completions (P.fish for program P). DIR/node_modules/.bin
# is created (empty: the set has no npm program) because the bench puts it first on PATH.
#
# Side effects of the packages, not of this script: systemd-resolved (resolvectl) conflicts with
# resolvconf, which apt removes, and its postinst points /etc/resolv.conf at the stub resolver, which
# does not exist where systemd-resolved is not running (fix /etc/resolv.conf by hand there);
# systemd-coredump's postinst sets kernel.core_pattern to pipe core dumps to it; tuned pulls in gawk,
# which becomes /usr/bin/awk. No service is started where policy-rc.d forbids it.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISH4_DIR:-/tmp/svc-bench-fish4}}"

# command -> Debian package (bookworm). fab is fabric's, mono mono-runtime's, eg easygit's, nmcli
# network-manager's, resolvectl systemd-resolved's, firewall-cmd firewalld's, dhcpcd dhcpcd-base's,
# xrandr x11-xserver-utils's, tuned-adm tuned's, oggenc vorbis-tools's, btrfs btrfs-progs's,
# coredumpctl systemd-coredump's, udevadm udev's.
apt_programs=(
  "gphoto2 gphoto2" "fab fabric" "efivar efivar" "ethtool ethtool" "apt-src apt-src" "fossil fossil"
  "mono mono-runtime" "eg easygit" "nmcli network-manager" "resolvectl systemd-resolved"
  "highlight highlight" "s3cmd s3cmd" "firewall-cmd firewalld" "efibootmgr efibootmgr"
  "dhcpcd dhcpcd-base" "xrandr x11-xserver-utils" "tuned-adm tuned" "ruby-build ruby-build"
  "oggenc vorbis-tools" "btrfs btrfs-progs" "coredumpctl systemd-coredump" "icdiff icdiff" "udevadm udev"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fish4 "${apt_programs[@]}"

install_fish_completions "$dir"
echo "install-fish4-set: done; completion files in $dir/fish/completions"
