#!/usr/bin/env bash
# Installs the programs of the "fishup1 set" (FISHUP1_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's fish completion file, fish-shell's
# own (upstream, at ff724192, a file bookworm's fish-common 3.6.0 does not ship) or, for osc, the one
# its Debian package ships. Chosen on 2026-11-30 by the "up" walk: the completion files bookworm's
# completion packages do not ship (fish-shell's, bookworm packages' own fish files, bash-completion's
# and zsh's upstream files, Bash-it's and oh-my-bash's; 608 names) in SHA-256 order of the name, with
# the bashv walk's rule (mechanical checks at ac728e5; a bookworm program, else npm, else the PyPI
# mirror; the bench's fish reader finding a long option in the file; the file the program's own;
# size, category, a run check); the walk reached the end of its names below the cap of 80. An
# untuned figure, never tuned on. The walk: docs/measurements/issue32-up-selection.md. Untuned:
# nobody read these programs' help, nor their completion files, when they were chosen. Debian
# packages with apt-get (as root); web-ext from npm (pinned, --ignore-scripts, in a prefix of its
# own). Not run by CI.
#
# Usage: bash bench/install-fishup1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FISHUP1_DIR or /tmp/svc-bench-fishup1)
# The truth ends up in DIR/fish/completions/NAME.fish, exactly the set's files, copied from
# bench/truth/fish-upstream and bench/truth/fish-vendor (vendored, no network needed), where
# `--truth fish` (the set's name starts with "fish") reads them; DIR/node_modules/.bin/web-ext links
# to DIR/web-ext's program, and the bench puts DIR/node_modules/.bin first on PATH.
#
# Side effects: zabbix-proxy-mysql (zabbix_get's package) and zabbix-agent (zabbix_sender's) ship the
# zabbix-proxy and zabbix-agent services, and wireguard-tools a wg-quick@ template unit; the walk's
# installs started none (policy-rc.d was in place, and the machine does not boot systemd). arping is
# Debian's arping package (/usr/sbin/arping), not iputils-arping: where another arping is already on
# PATH, install_apt_programs leaves it alone.
set -euo pipefail

dir="${1:-${SVC_BENCH_FISHUP1_DIR:-/tmp/svc-bench-fishup1}}"

# command -> Debian package (bookworm).
apt_programs=(
  "zabbix_get zabbix-proxy-mysql" "zabbix_sender zabbix-agent" "wg wireguard-tools" "arping arping"
  "pwn python3-pwntools" "osc osc"
)

# npm packages, pinned: the latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  web-ext@10.7.0
)

# The set's programs, each with its truth bench/truth/SUBDIR/NAME.fish.
truth_files=(
  "zabbix_get fish-upstream" "zabbix_sender fish-upstream" "wg fish-upstream" "arping fish-upstream"
  "pwn fish-upstream" "osc fish-vendor" "web-ext fish-upstream"
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs fishup1 "${apt_programs[@]}"

install_fish_truth_files "$dir" "${truth_files[@]}"
install_npm_prefixes fishup1 "$dir" "${npm_packages[@]}"
echo "install-fishup1-set: done; completion files in $dir/fish/completions ($(find "$dir/fish/completions" -type f | wc -l) files), npm commands in $dir/node_modules/.bin"
