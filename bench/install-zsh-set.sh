#!/usr/bin/env bash
# Installs the programs of the "zsh set" (ZSH_PROGRAMS in bench/support/program-sets.ts) and the
# truth they are measured against: zsh's bundled completion functions. Chosen on 2026-11-28
# (session-13 helper) by one walk over every program named on the #compdef line of zsh-common 5.9's
# completion functions (Completion/Unix, Linux, Debian, X), in SHA-256 order of the name, with the fish
# walks' rule adapted to zsh and no cap; the 65 that passed were split alternately in hash order,
# and this set is the first half (the 1st, 3rd, 5th, ... taken): 33 programs. The walk:
# docs/measurements/issue32-zsh-selection.md.
# Untuned: nobody read these programs' help when they were chosen. Debian packages with apt-get (as
# root); zsh-common is only downloaded and unpacked into DIR, never installed. Not run by CI.
#
# Usage: bash bench/install-zsh-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSH_DIR or /tmp/svc-bench-zsh)
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

dir="${1:-${SVC_BENCH_ZSH_DIR:-/tmp/svc-bench-zsh}}"

# command -> Debian package (bookworm).
apt_programs=(
  "podpath pmtools" "vpnc-connect vpnc" "rubber rubber" "smbcontrol samba"
  "devtodo devtodo" "gsort gsort" "flex flex" "texi2dvi texinfo"
  "git-cvsserver git-cvs" "bsdtar libarchive-tools" "dbus-launch dbus-x11" "xattr xattr"
  "pbuilder pbuilder" "god ruby-god" "yafc yafc" "reprepro reprepro"
  "smbclient smbclient" "smartctl smartmontools" "pmake bmake" "eu-readelf elfutils"
  "toilet toilet" "dcut dput" "xsltproc xsltproc" "xmlstarlet xmlstarlet"
  "nkf nkf" "lintian-info lintian" "swanctl strongswan-swanctl" "ctags-exuberant exuberant-ctags"
  "mkisofs genisoimage" "espeak espeak" "growisofs growisofs" "sbuild sbuild"
  "nmblookup samba-common-bin"   
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zsh "${apt_programs[@]}"

install_zsh_completions "$dir"
echo "install-zsh-set: done; completion functions in $dir/zsh/Completion"
