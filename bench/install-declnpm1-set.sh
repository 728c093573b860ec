#!/usr/bin/env bash
# Installs the programs of the "declnpm1 set" (DECLNPM1_PROGRAMS in bench/support/program-sets.ts)
# and assembles the truth they are measured against: what each program declares itself, its oclif
# manifest (the package's oclif.manifest.json and those of the plugins its package.json names),
# captured with `npx tsx bench/capture-declared-spec.ts oclif PKGDIR NAME OUT.json` from exactly the
# versions pinned below. Chosen on 2026-11-30 by the "oclif" walk over npm packages that are oclif
# CLIs (the registry's search API answers 404 here, so the names came from the code index's
# repositories holding oclif.manifest.json, the local npm list's packages mentioning oclif and its
# `@SCOPE/cli` packages of 10000+ downloads a month; a package kept when its latest version has a
# `bin` and an `oclif` field), in SHA-256 order of the program name, with the earlier walks' list
# checks (at f7d1f79); the capture finds a long option; under 300 MB; not a server; exits 0 on
# `--version` or `--help`. It walked to the end of its 21 names, taking 11 (cap 24). An untuned
# figure, never tuned on: nobody read these programs' help or their captured specs when they were
# chosen. The walk: docs/measurements/issue32-oclif-selection.md. Not run by CI.
#
# Usage: bash bench/install-declnpm1-set.sh [DIR]   (DIR defaults to $SVC_BENCH_DECLNPM1_DIR or /tmp/svc-bench-declnpm1)
# Each npm package goes into a prefix of its own, DIR/PACKAGE (DIR/@SCOPE/NAME for a scoped one;
# never the project's node_modules or package.json), with --ignore-scripts as in the walk's run check;
# DIR/node_modules/.bin/BIN links to its program. The bench puts DIR/node_modules/.bin first on PATH
# when it measures the set. The truth ends up in DIR/decl/specs/NAME.json, copied from
# bench/truth/decl (vendored, no network needed); `--truth decl` reads it there. Only the packages
# themselves are pinned: their plugins and other dependencies resolve as npm resolves them (a package's
# own npm-shrinkwrap.json, where it ships one, pins them); bench/truth/decl/README.md lists the plugin
# versions the walk captured. Runs with the machine's Node (20 when chosen).
set -euo pipefail

dir="${1:-${SVC_BENCH_DECLNPM1_DIR:-/tmp/svc-bench-declnpm1}}"
# shellcheck source=bench/support/install-set.sh
source "$(dirname "$0")/support/install-set.sh"

# npm packages, pinned (each one's latest version on 2026-11-30), each with the program (bin) the set
# measures: the bin named like the package, else the first the package declares.
npm_packages=(
  "@transifex/cli@7.1.6 txjs-cli"
  "@salesforce/cli@2.150.6 sf"
  "@oclif/plugin-command-snapshot@6.0.1 oclif-snapshot"
  "@oclif/dev-cli@1.26.10 oclif-dev"
  "@graphql-hive/cli@0.66.0 hive"
  "@mockoon/cli@9.9.0 mockoon-cli"
  "@contentstack/cli@1.60.1 csdx"
  "limmem@0.2.0 limmem"
  "paperback-cli@1.4.0 paperback"
  "@epilefapps/mongo-database-versioning@1.1.0 mongo-migrate"
)

# The set's programs in the walk's order, each with its truth bench/truth/decl/NAME.json.
truth_files=(txjs-cli sf oclif-snapshot oclif-dev hive mockoon-cli csdx limmem paperback mongo-migrate)

mkdir -p "$dir"
install_npm_bin_prefixes declnpm1 "$dir" "${npm_packages[@]}"
install_decl_truth_files "$dir" "${truth_files[@]}"
echo "declnpm1 set installed in $dir (${#truth_files[@]} programs; truth in $dir/decl/specs)"
