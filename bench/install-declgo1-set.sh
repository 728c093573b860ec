#!/usr/bin/env bash
# Installs the programs of the "declgo1 set" (DECLGO1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: the spec each program declares itself, its cobra
# completion engine's answers (`PROG __complete ...`, down to two command words), captured by
# bench/capture-declared-spec.ts from the very package version installed here and vendored under
# bench/truth/decl/NAME.json. Chosen on 2026-11-30 by the "cobra" walk over a pool nobody had walked:
# the executables (usr/bin, usr/sbin, bin, sbin) of every Debian bookworm, bookworm-updates and
# bookworm-backports package whose Packages entry names golang-github-spf13-cobra in Built-Using, in
# SHA-256 order of the name, with the earlier walks' rule (mechanical checks at f7d1f79; the capture
# finding a long option; size, category, a run check). NOT measured: held for a combined first
# measurement with the other untuned sets. The walk: docs/measurements/issue32-cobra-selection.md.
# Untuned: nobody read these programs' help, nor their captured specs, when they were chosen. Debian
# packages with apt-get (as root), each pinned to the version its truth was captured from (the
# install stops when an installed package has another version: the truth would not be the
# program's). Not run by CI.
#
# Usage: bash bench/install-declgo1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_DECLGO1_DIR or /tmp/svc-bench-declgo1)
# The truth ends up in DIR/decl/specs/NAME.json, exactly the set's files, copied from bench/truth/decl
# (vendored, no network needed), where `--truth decl` (the set's name starts with "decl") reads them.
# DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts it first
# on PATH.
#
# Side effects: sia ships the Sia daemon's systemd unit (sia.service, for siad); buildah pulls in 11
# packages (iptables, uidmap, containernetworking-plugins, golang-github-containers-common and -image,
# libgpgme11, ...); incus-extra liblxc1 and rsync; go-cowsql libcowsql0 and libraft0. incus-extra
# conflicts with lxd-tools (both ship /usr/bin/fuidshift): where lxd-tools is installed, apt removes it.
# The walk's installs started no service (policy-rc.d was in place, and the machine does not boot
# systemd).
set -euo pipefail

dir="${1:-${SVC_BENCH_DECLGO1_DIR:-/tmp/svc-bench-declgo1}}"

# command -> Debian package=version (bookworm).
apt_programs=(
  "buildah buildah=1.28.2+ds1-3+deb12u1+b3" "siac sia=1.3.0-3+b7"
  "aws-nuke aws-nuke=2.16.0-1+b7" "lxd-migrate lxd-migrate=5.0.2-5+deb12u6"
  "siftool siftool=2.8.3-1+b5" "cobra-cli cobra-cli=1.3.0-3+b5" "xq xq=1.0.0-2+b5"
  "unikmer unikmer=0.19.1-1+b3" "dqlite-benchmark go-dqlite=1.11.5-1+b4" "deck deck=1.4.0-1+b12"
  "mender-cli mender-cli=1.9.0+ds1-1+b5" "gifwrap gifwrap=0.0.7-1+b3"
  "wormhole-william wormhole-william=1.0.6-2+deb12u1" "etcdctl etcd-client=3.4.23-4+b4"
  "mockery mockery=2.15.0-1+b1"
)

# command -> Debian package=version (bookworm-backports).
backports_programs=(
  "cowsql go-cowsql=1.22.0-2~bpo12+1+b1" "lxd-to-incus incus-extra=6.0.4-2+deb13u7~bpo12+1"
  "incus incus-client=6.0.4-2+deb13u7~bpo12+1"
)

# The set's programs, each with its truth bench/truth/decl/NAME.json.
truth_files=(
  cowsql lxd-to-incus buildah siac incus aws-nuke lxd-migrate siftool cobra-cli xq unikmer
  dqlite-benchmark deck mender-cli gifwrap wormhole-william etcdctl mockery
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs declgo1 "${apt_programs[@]}"
install_apt_release_programs declgo1 bookworm-backports "${backports_programs[@]}"

# Each truth was captured from exactly this version of its package.
check_pinned_versions declgo1 "${apt_programs[@]}" "${backports_programs[@]}"

install_decl_truth_files "$dir" "${truth_files[@]}"
echo "install-declgo1-set: done; declared specs in $dir/decl/specs ($(find "$dir/decl/specs" -type f | wc -l) files)"
