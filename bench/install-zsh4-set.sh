#!/usr/bin/env bash
# Installs the programs of the "zsh4 set" (ZSH4_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's zsh completion function. Chosen on
# 2026-11-29 by one walk over every program named on the #compdef line of three sources of zsh
# completion functions (bookworm's usr/share/zsh/vendor-completions files, zsh-users/zsh-completions'
# src at 334c14d1b, ohmyzsh's plugins at 830a5bcfd), in SHA-256 order of the name, with the zsh
# walk's rule and no cap; the 69 that passed were split alternately in hash order, and this set is
# the 2nd, 4th, 6th, ... taken: 34 programs. The walk: docs/measurements/issue32-zsh3-selection.md.
# Untuned: nobody read these programs' help when they were chosen. Debian packages with apt-get (as
# root). Not run by CI.
#
# Usage: bash bench/install-zsh4-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ZSH4_DIR or /tmp/svc-bench-zsh4)
# The truth ends up in DIR/zsh/Completion/{vendor,zsh-users,ohmyzsh}/_name, exactly the set's files:
# vendor files copied from /usr/share/zsh/vendor-completions (the programs' packages install them),
# the others from bench/truth/zsh-users and bench/truth/ohmyzsh (vendored, no network needed). The
# bench finds a program's file by its #compdef line. DIR/node_modules/.bin is created (empty: the set
# has no npm program) because the bench puts it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf, sysctl or /usr/bin/awk; no
# daemon left running. etckeeper, once installed, puts /etc under git (its postinst
# ran `etckeeper init` and committed /etc) and commits /etc before and after every later apt run; it
# was left installed (taken). Packages that ship services (systemd-oomd, fwupd, vnstat's vnstatd,
# supervisor's supervisord, etckeeper's daily timer) would start them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_ZSH4_DIR:-/tmp/svc-bench-zsh4}}"

# command -> Debian package (bookworm).
apt_programs=(
  "streamlink streamlink" "ddgr ddgr" "pylint pylint" "vnl-join vnlog" "doit python3-doit"
  "osmium osmium-tool" "cppcheck-htmlreport cppcheck" "l3build texlive-latex-extra"
  "cpanm cpanminus" "arename arename" "gbp git-buildpackage" "grml-debootstrap grml-debootstrap"
  "autopep8 python3-autopep8" "rmlint rmlint" "sqop sqop" "nimble nim" "tmuxp tmuxp"
  "sslscan sslscan" "oomctl systemd-oomd" "afew afew" "thor ruby-thor" "age-keygen age" "sox sox"
  "mussh mussh" "fwupdmgr fwupd" "minil minilla" "dochelp dochelp" "clang-check clang-tools"
  "rspec ruby-rspec-core" "vnstat vnstat" "pdfgrep pdfgrep" "supervisorctl supervisor"
  "etckeeper etckeeper" "shellcheck shellcheck"
)

# command, source, file (a vendor file's package last): the set's truth.
truth_files=(
  "streamlink vendor _streamlink streamlink"
  "ddgr vendor _ddgr ddgr"
  "pylint ohmyzsh plugins/pylint/_pylint"
  "vnl-join vendor _vnl-join vnlog"
  "doit vendor _doit python3-doit"
  "osmium vendor _osmium osmium-tool"
  "cppcheck-htmlreport zsh-users _cppcheck"
  "l3build zsh-users _l3build"
  "cpanm zsh-users _cpanm"
  "arename vendor _arename arename"
  "gbp vendor _gbp git-buildpackage"
  "grml-debootstrap vendor _grml-debootstrap grml-debootstrap"
  "autopep8 ohmyzsh plugins/autopep8/_autopep8"
  "rmlint zsh-users _rmlint"
  "sqop vendor _sqop sqop"
  "nimble vendor _nimble nim"
  "tmuxp zsh-users _tmuxp"
  "sslscan zsh-users _sslscan"
  "oomctl vendor _oomctl systemd-oomd"
  "afew zsh-users _afew"
  "thor zsh-users _thor"
  "age-keygen zsh-users _age"
  "sox zsh-users _sox_ng"
  "mussh zsh-users _mussh"
  "fwupdmgr zsh-users _fwupdmgr"
  "minil vendor _minil minilla"
  "dochelp vendor _dochelp dochelp"
  "clang-check zsh-users _clang-check"
  "rspec zsh-users _rspec"
  "vnstat zsh-users _vnstat"
  "pdfgrep vendor _pdfgrep pdfgrep"
  "supervisorctl zsh-users _supervisord"
  "etckeeper vendor _etckeeper etckeeper"
  "shellcheck zsh-users _shellcheck"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs zsh4 "${apt_programs[@]}"

install_zsh_truth_files "$dir" "${truth_files[@]}"
echo "install-zsh4-set: done; completion functions in $dir/zsh/Completion ($(find "$dir/zsh/Completion" -type f | wc -l) files)"
