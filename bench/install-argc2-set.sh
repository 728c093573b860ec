#!/usr/bin/env bash
# Installs the programs of the "argc2 set" (ARGC2_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's sigoden/argc-completions script.
# Chosen on 2026-11-29 by one walk over every script of argc-completions at a992215 (completions/*.sh
# and its subdirectories, 1081 names) in SHA-256 order of the name, with the zsh3 walk's rule (cap
# 80, not reached); the 35 that passed were split alternately in hash order, and this set is the
# 2nd, 4th, 6th, ... taken: 17 programs, kept for the final figure, never tuned on. The walk:
# docs/measurements/issue32-argc-selection.md. Untuned: nobody read these programs' help when they
# were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-argc2-set.sh [DIR]   (DIR defaults to $SVC_BENCH_ARGC2_DIR or /tmp/svc-bench-argc2)
# The truth ends up in DIR/argc/completions/NAME.sh, exactly the set's files, copied from
# bench/truth/argc/completions (vendored, no network needed); `--truth argc` reads NAME.sh there.
# DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts it
# first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf, sysctl or /usr/bin/awk; no
# daemon left running. Packages that ship services (upower's upowerd, plocate's updatedb timer)
# would start them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_ARGC2_DIR:-/tmp/svc-bench-argc2}}"

# command -> Debian package (bookworm).
apt_programs=(
  "buku buku" "plocate plocate" "upower upower" "rebar3 rebar3" "jdupes jdupes" "dstat dstat"
  "lynis lynis" "lldb lldb" "shar sharutils" "wdiff wdiff" "brightnessctl brightnessctl" "bfs bfs"
  "rhash rhash" "dune ocaml-dune" "binwalk binwalk" "mat2 mat2" "sshfs sshfs"
)

# The set's programs, each with its truth bench/truth/argc/completions/NAME.sh.
truth_files=(
  buku plocate upower rebar3 jdupes dstat lynis lldb shar wdiff brightnessctl bfs rhash dune
  binwalk mat2 sshfs
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs argc2 "${apt_programs[@]}"

install_argc_truth_files "$dir" "${truth_files[@]}"
echo "install-argc2-set: done; argc-completions scripts in $dir/argc/completions ($(find "$dir/argc/completions" -type f | wc -l) files)"
