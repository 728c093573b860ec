#!/usr/bin/env bash
# Installs the programs of the "fifth set" of bench/scan-accuracy.ts (FIFTH_PROGRAMS there), chosen on
# 2026-11-28 (session 11) by the rule in the bench's doc comment and docs/scan.md: step 1, pip
# packages of the machine's local mirror whose console script is named like a spec, gave none; step 2
# gave the npm packages named like their spec after `blitz` (20); step 3 the spec's program under
# another npm name (`S-cli`, `@S/cli`, `@scope/S`, `@scope/S-cli`) until the set had 30. Reserved,
# untuned, measured once at the end of session 11: nobody reads these programs' help before that.
# npm packages, pinned, into a directory of their own (no Python program, so no virtual
# environment); never the project's node_modules or package.json. Not run by CI.
#
# Usage: bash bench/install-fifth-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FIFTH_DIR or /tmp/svc-bench-fifth)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the fifth set.
set -euo pipefail

dir="${1:-${SVC_BENCH_FIFTH_DIR:-/tmp/svc-bench-fifth}}"

# npm packages, pinned so that runs compare: the newest release on 2026-11-28 whose engines (if any)
# accept Node 20, this machine's (homey 4.0.5: later releases ask for Node 22 or 24). Step 3's
# commands come from packages of other names: cdk8s from cdk8s-cli, cliff-jumper from
# @favware/cliff-jumper, commercelayer from @commercelayer/cli, elm-json from @lydell/elm-json,
# fastly from @fastly/cli, ni from @antfu/ni, northflank from
# @northflank/cli, rush from @microsoft/rush, sapphire from @sapphire/cli, shelve from @shelve/cli
# (firebase-cli left out: docs/scan.md). elm-format, elm-json,
# fastly and supabase take their native binary from an npm package (optionalDependencies).
npm_packages=(
  # Step 2: npm packages named like their spec.
  create-completion-spec@1.1.9 create-nx-workspace@23.2.1 create-react-app@5.1.0 create-react-native-app@4.0.0
  create-redwood-app@8.9.0 create-remix@2.17.5 create-t3-app@7.40.0 create-vite@9.3.0 elm-format@0.8.8
  elm-review@2.13.5 expo-cli@6.3.12 ganache-cli@6.12.2 graphcdn@1.8.2 homey@4.0.5 nativescript@9.1.1
  projj@1.8.0 shadcn-ui@0.9.5 stepzen@0.43.0 supabase@3.1.0 swagger-typescript-api@13.13.0
  # Step 3: the spec's program under another npm name.
  cdk8s-cli@2.207.60 @favware/cliff-jumper@6.1.0 @commercelayer/cli@6.9.7 @lydell/elm-json@0.2.13-1
  @fastly/cli@16.1.0 @antfu/ni@30.6.0 @northflank/cli@0.9.24 @microsoft/rush@5.179.0
  @sapphire/cli@1.9.3 @shelve/cli@4.2.0
)

source "$(dirname "$0")/support/install-set.sh"
install_npm_packages fifth "$dir" "${npm_packages[@]}"
echo "install-fifth-set: done; npm commands in $dir/node_modules/.bin"
