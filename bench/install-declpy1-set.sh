#!/usr/bin/env bash
# Installs the programs of the "declpy1 set" (DECLPY1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: the spec each program declares itself, its argparse,
# optparse or click parser's tables (down to two command words), captured by
# bench/capture-declared-spec.ts (`python`: `PROG --help` with bench/support/declared-python on
# PYTHONPATH) from the very package version installed here and vendored under bench/truth/decl/NAME.json.
# Chosen on 2026-11-30 by the "pydeb" walk over a pool nobody had walked: the executables (usr/bin,
# usr/sbin, bin, sbin) of every Debian bookworm, bookworm-updates and bookworm-backports package whose
# Packages entry's Depends names python3, in SHA-256 order of the name, with the earlier walks' rule
# (mechanical checks at 6e79082; the capture finding a long option; size, category, a run check). NOT
# measured: held for a combined first measurement with the other untuned sets. The walk:
# docs/measurements/issue32-pydeb-selection.md.
# Untuned: nobody read these programs' help, nor their captured specs, when they were chosen. Debian
# packages with apt-get (as root), each pinned to the version its truth was captured from (the
# install stops when an installed package has another version: the truth would not be the
# program's). Not run by CI.
#
# Usage: bash bench/install-declpy1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_DECLPY1_DIR or /tmp/svc-bench-declpy1)
# The truth ends up in DIR/decl/specs/NAME.json, exactly the set's files, copied from bench/truth/decl
# (vendored, no network needed), where `--truth decl` (the set's name starts with "decl") reads them.
# DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts it first
# on PATH.
#
# Side effects: the 30 packages pull in 274 packages in all when the walk installed them one by
# one (mapdamage 48, R among them; mrgingham 65; lilypond 17, ghostscript and guile among them; obitools
# 18; python3-cloudkitty 21; python3-weblogo 12; ...). unattended-upgrades (for unattended-upgrade)
# would write /etc/apt/apt.conf.d/20auto-upgrades with APT::Periodic::Unattended-Upgrade "1" (on a
# machine whose systemd timers or cron run apt's daily job, it would upgrade packages on its own): the
# installer answers its debconf question "no" first (below), where the machine had no such file. openvswitch-common,
# python3-neutron-vpnaas and python3-cloudkitty install OpenStack/Open vSwitch libraries, no service.
# The walk's installs started no service (policy-rc.d was in place, and the machine does not boot
# systemd or run cron).
set -euo pipefail

dir="${1:-${SVC_BENCH_DECLPY1_DIR:-/tmp/svc-bench-declpy1}}"

# command -> Debian package=version (bookworm).
apt_programs=(
  "convert-ly lilypond=2.24.1-2" "uncalled uncalled=2.2+ds1-1+b3"
  "cmark-bkrs python3-commonmark-bkrs=0.5.4+ds-7" "ragout ragout=2.3-4"
  "funclatency-bpfcc bpfcc-tools=0.26.0+ds-1" "vcs-custom vcstool=0.3.0-2" "dnapi.py dnapi=1.1-3"
  "imageio_remove_bin python3-imageio=2.4.1-5" "whisper-merge python3-whisper=1.1.4-2.2"
  "mstresourcedump mstflint=4.21.0+1-1" "clang-format-diff-14 clang-format-14=1:14.0.6-12"
  "sort_index_pairs.py fastqtl=2.184+v7+dfsg-3" "obiuniq obitools=1.2.13+dfsg-5+b1"
  "bean-example beancount=2.3.5-2" "hdmi2usb-mode-switch hdmi2usb-mode-switch=0.0.1-3"
  "propka3 python3-propka=3.5.0-1" "mapDamage mapdamage=2.2.1+dfsg-3"
  "libais_stats libais-tools=0.17+git.20190917.master.e464cf8-3" "lp-set-dup lptools=0.2.0-7"
  "hupper3 python3-hupper=1.10.3-1" "termtosvg termtosvg=1.1.0+dfsg-4"
  "cloudkitty-dbsync python3-cloudkitty=17.0.0-3" "myst-docutils-html5 python3-myst-parser=0.18.1-2"
  "mrgingham-observe-pixel-uncertainty mrgingham=1.22-1+b2" "actdiag3 python3-actdiag=2.0.0+dfsg-1"
  "neutron-vpn-netns-wrapper python3-neutron-vpnaas=2:21.0.0-2"
  "unattended-upgrade unattended-upgrades=2.9.1+nmu3" "transformseq python3-weblogo=3.7.12-5"
  "ovs-parse-backtrace openvswitch-common=3.1.0-2+deb12u1"
)

# command -> Debian package=version (bookworm-backports).
backports_programs=(
  "pe-inspect python3-virt-firmware=24.2-1~bpo12+1"
)

# The set's programs, each with its truth bench/truth/decl/NAME.json.
truth_files=(
  convert-ly uncalled cmark-bkrs ragout funclatency-bpfcc vcs-custom dnapi.py imageio_remove_bin
  whisper-merge mstresourcedump clang-format-diff-14 sort_index_pairs.py obiuniq bean-example
  hdmi2usb-mode-switch propka3 mapDamage libais_stats lp-set-dup hupper3 termtosvg cloudkitty-dbsync
  myst-docutils-html5 mrgingham-observe-pixel-uncertainty actdiag3 neutron-vpn-netns-wrapper
  unattended-upgrade transformseq pe-inspect ovs-parse-backtrace
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
# unattended-upgrades would turn on automatic upgrades (20auto-upgrades) where none were asked for:
# its debconf question is answered "no" first, as an operator would, so installing the bench changes
# no machine's upgrade policy. The program runs the same either way.
if ! [ -e /etc/apt/apt.conf.d/20auto-upgrades ]; then
  echo 'unattended-upgrades unattended-upgrades/enable_auto_updates boolean false' | debconf-set-selections
fi
install_apt_programs declpy1 "${apt_programs[@]}"
install_apt_release_programs declpy1 bookworm-backports "${backports_programs[@]}"

# Each truth was captured from exactly this version of its package.
check_pinned_versions declpy1 "${apt_programs[@]}" "${backports_programs[@]}"

install_decl_truth_files "$dir" "${truth_files[@]}"
echo "install-declpy1-set: done; declared specs in $dir/decl/specs ($(find "$dir/decl/specs" -type f | wc -l) files)"
