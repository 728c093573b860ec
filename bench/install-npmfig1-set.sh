#!/usr/bin/env bash
# Installs the programs of the "npmfig1 set" (NPMFIG1_PROGRAMS in bench/support/program-sets.ts):
# command-line programs published on the npm registry, measured against their @withfig/autocomplete
# specs (the set's name starts with none of fish, zsh, bash, carapace, argc, tldr, cheat, so the bench
# reads the fig spec). Chosen on 2026-11-30 by a walk over every top-level spec of
# @withfig/autocomplete 2.692.3 (716 names) in SHA-256 order of the name P: npm's own package P names a
# bin P; the bashv walk's list checks (at c7d22a9); the bench's fig reading finds a long option in
# the spec; the package is the spec's program (judged from its npm description and repository); not
# a server, daemon, GUI or full-screen program; under 300 MB with its dependencies; exits 0 on
# `--version` or `--help`. An untuned figure, never tuned on: nobody read these programs' help, nor
# their specs, when they were chosen. The walk: docs/measurements/issue32-npmfig-selection.md.
# Not run by CI.
#
# Usage: bash bench/install-npmfig1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_NPMFIG1_DIR or /tmp/svc-bench-npmfig1)
# Each package goes into a prefix of its own, DIR/PACKAGE (never the project's node_modules or
# package.json), with --ignore-scripts as in the walk's run check (none of the four needed an install
# script); DIR/node_modules/.bin/PACKAGE links to its program, and the bench puts DIR/node_modules/.bin
# first on PATH when it measures the set. Runs with the machine's Node (20 when chosen).
set -euo pipefail

dir="${1:-${SVC_BENCH_NPMFIG1_DIR:-/tmp/svc-bench-npmfig1}}"

# npm packages, pinned: each one's latest version on 2026-11-30; the program is named like its package.
npm_packages=(
  nuxt@4.5.2
  ignite-cli@11.5.0
  mongosh@2.12.0
  snaplet@0.92.1
)

source "$(dirname "$0")/support/install-set.sh"
install_npm_prefixes npmfig1 "$dir" "${npm_packages[@]}"
echo "install-npmfig1-set: done; npm commands in $dir/node_modules/.bin"
