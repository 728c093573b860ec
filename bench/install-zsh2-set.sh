#!/usr/bin/env bash
# Installs the programs of the "zsh2 set" (ZSH2_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: zsh's bundled completion functions. Chosen on 2026-11-28
# (session-13 helper) by one walk over every program named on the #compdef line of zsh-common 5.9's
# completion functions (Completion/Unix, Linux, Debian, X), in SHA-256 order of the name, with the fish
# walks' rule adapted to zsh and no cap; the 65 that passed were split alternately in hash order,
# and this set is the other half (the 2nd, 4th, 6th, ... taken): 32 programs. The walk:
# docs/measurements/issue32-zsh-selection.md.
# Untuned: nobody read these programs' help when they were chosen. Debian packages with apt-get (as
# root); zsh-common is only downloaded and unpacked into DIR, never installed. Not run by CI.
#
# Usage: bash bench/install-zsh2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSH2_DIR or /tmp/svc-bench-zsh2)
# The completion functions end up in DIR/zsh/Completion/{Unix,Linux,Debian,X,...}/_name; the bench
# finds a program's by its #compdef line. DIR/node_modules/.bin is created (empty: the set has no npm
# program) because the bench puts it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-28, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf, sysctl or /usr/bin/awk; no
# daemon left running. Packages that ship services (samba, avahi-daemon via avahi-utils, nfs-common
# with rpcbind, smartmontools, strongswan, schroot, fetchmail, sysstat's cron) would start them where
# services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSH2_DIR:-/tmp/svc-bench-zsh2}}"

# command -> Debian package (bookworm).
apt_programs=(
  "filterdiff patchutils" "xinput xinput" "rmadison devscripts" "gnutls-cli-debug gnutls-bin"
  "opusinfo opus-tools" "dkms dkms" "uml_mconsole uml-utilities" "dmidecode dmidecode"
  "piuparts piuparts" "wiggle wiggle" "getmail getmail6" "avahi-resolve-address avahi-utils"
  "a2ps a2ps" "reportbug reportbug" "dpkg-repack dpkg-repack" "lzop lzop"
  "schroot schroot" "swaks swaks" "setfattr attr" "showmount nfs-common"
  "arduino-ctags arduino-ctags" "sisu sisu" "pigz pigz" "luarocks luarocks"
  "iwconfig wireless-tools" "axi-cache apt-xapian-index" "install-info install-info" "fetchmail fetchmail"
  "beep beep" "gdu gdu" "augtool augeas-tools" "xmllint libxml2-utils"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zsh2 "${apt_programs[@]}"

install_zsh_completions "$dir"
echo "install-zsh2-set: done; completion functions in $dir/zsh/Completion"
