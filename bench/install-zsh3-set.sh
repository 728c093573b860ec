#!/usr/bin/env bash
# Installs the programs of the "zsh3 set" (ZSH3_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh completion function. Chosen on
# 2026-11-29 by one walk over every program named on the #compdef line of three sources of zsh
# completion functions (bookworm's usr/share/zsh/vendor-completions files, zsh-users/zsh-completions'
# src at 334c14d1b, ohmyzsh's plugins at 830a5bcfd), in SHA-256 order of the name, with the zsh
# walk's rule and no cap; the 69 that passed were split alternately in hash order, and this set is
# the 1st, 3rd, 5th, ... taken: 35 programs. The walk: docs/measurements/issue32-zsh3-selection.md.
# Untuned: nobody read these programs' help when they were chosen. Debian packages with apt-get (as
# root). Not run by CI.
#
# Usage: bash bench/install-zsh3-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSH3_DIR or /tmp/svc-bench-zsh3)
# The truth ends up in DIR/zsh/Completion/{vendor,zsh-users,ohmyzsh}/_name, exactly the set's files:
# vendor files copied from /usr/share/zsh/vendor-completions (the programs' packages install them),
# the others from bench/truth/zsh-users and bench/truth/ohmyzsh (vendored, no network needed). The
# bench finds a program's file by its #compdef line. DIR/node_modules/.bin is created (empty: the set
# has no npm program) because the bench puts it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf, sysctl or /usr/bin/awk; no
# daemon left running. Packages that ship services (certbot's renewal timer,
# fail2ban, bumblebee's bumblebeed) would start them where services may start. sysdig builds no
# kernel module here (falcosecurity-scap-dkms is only recommended, so not installed).
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSH3_DIR:-/tmp/svc-bench-zsh3}}"

# command -> Debian package (bookworm).
apt_programs=(
  "borgfs borgbackup" "subliminal subliminal" "iwyu iwyu" "sqv sqv" "certbot certbot"
  "coffee coffeescript" "notmuch notmuch" "dotdrop dotdrop" "playerctl playerctl" "inxi inxi"
  "debian-distro-info distro-info" "bugz bugz" "bedtools bedtools" "todoman todoman" "rebar rebar"
  "dpt pkg-perl-tools" "fail2ban-client fail2ban" "khard khard" "h2load nghttp2-client"
  "optirun bumblebee" "legit legit" "dfrs dfrs" "feedgnuplot feedgnuplot" "cppman cppman"
  "undertime undertime" "sq sq" "nanoc nanoc" "sysdig sysdig" "ccache ccache" "busted lua-busted"
  "clang-tidy clang-tidy" "git-revise git-revise" "lintian-brush lintian-brush"
  "protoc protobuf-compiler" "diffoscope diffoscope-minimal"
)

# command, source, file (a vendor file's package last): the set's truth.
truth_files=(
  "borgfs vendor _borg borgbackup"
  "subliminal zsh-users _subliminal"
  "iwyu zsh-users _include-what-you-use"
  "sqv vendor _sqv sqv"
  "certbot zsh-users _certbot"
  "coffee zsh-users _coffee"
  "notmuch vendor _notmuch notmuch"
  "dotdrop vendor _dotdrop-completion.zsh dotdrop"
  "playerctl vendor _playerctl playerctl"
  "inxi zsh-users _inxi"
  "debian-distro-info zsh-users _distro_info"
  "bugz vendor _bugz bugz"
  "bedtools ohmyzsh plugins/bedtools/_bedtools"
  "todoman vendor _todoman todoman"
  "rebar ohmyzsh plugins/rebar/_rebar"
  "dpt vendor _dpt pkg-perl-tools"
  "fail2ban-client zsh-users _fail2ban-client"
  "khard vendor _khard khard"
  "h2load zsh-users _h2load"
  "optirun zsh-users _optirun"
  "legit vendor _legit legit"
  "dfrs vendor _dfrs dfrs"
  "feedgnuplot vendor _feedgnuplot feedgnuplot"
  "cppman vendor _cppman cppman"
  "undertime vendor _undertime undertime"
  "sq vendor _sq sq"
  "nanoc zsh-users _nanoc"
  "sysdig vendor _sysdig sysdig"
  "ccache zsh-users _ccache"
  "busted vendor _busted lua-busted"
  "clang-tidy zsh-users _clang-tidy"
  "git-revise zsh-users _git-revise"
  "lintian-brush vendor _lintian-brush lintian-brush"
  "protoc zsh-users _protoc"
  "diffoscope vendor _diffoscope diffoscope-minimal"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zsh3 "${apt_programs[@]}"

install_zsh_truth_files "$dir" "${truth_files[@]}"
echo "install-zsh3-set: done; completion functions in $dir/zsh/Completion ($(find "$dir/zsh/Completion" -type f | wc -l) files)"
