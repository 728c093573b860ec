#!/usr/bin/env bash
# Installs the programs of the "nu1 set" (NU1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's nushell custom completions (its
# `export extern` signatures) from nu_scripts' custom-completions (at 381eb757). Chosen on 2026-11-30
# by the "up2" walk over three new pools (bookworm contrib/non-free completion files, tldr pages of
# other platforms, nu_scripts' custom completions; 453 names) in SHA-256 order of the name, with the
# up walk's rule: the taken programs whose truth is a nu_scripts file. An untuned figure, never tuned
# on; NOT measured, held for a combined first measurement with the other untuned sets. The walk:
# docs/measurements/issue32-up2-selection.md. Untuned: nobody read these programs' help, nor their
# completion files, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-nu1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_NU1_DIR or /tmp/svc-bench-nu1)
# The truth ends up in DIR/nushell/completions/NAME.nu, exactly the set's files, copied from
# bench/truth/nushell (vendored, no network needed), where `--truth nushell` (the set's name starts
# with "nu") reads them. DIR/node_modules/.bin is created (empty: the set has no npm program) because
# the bench puts it first on PATH.
#
# Side effects: none of the packages the walk's install added for these programs (python3-pdm and
# 12 python3 libraries) ships a service, timer, init script, cron job, udev rule or autostart file
# (file lists checked).
set -euo pipefail

dir="${1:-${SVC_BENCH_NU1_DIR:-/tmp/svc-bench-nu1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "pdm python3-pdm"
)

# The set's truth: "NAME FILE", FILE under bench/truth/nushell.
truth_files=(
  "pdm custom-completions/pdm/pdm-completions.nu"
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs nu1 "${apt_programs[@]}"

install_nushell_truth_files "$dir" "${truth_files[@]}"
echo "install-nu1-set: done; nushell completions in $dir/nushell/completions ($(find "$dir/nushell/completions" -type f | wc -l) files)"
