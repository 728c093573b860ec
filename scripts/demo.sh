#!/usr/bin/env bash
# `npm run demo`: scan a few common programs into ~/.svc and serve them over streamable HTTP with
# the explorer on http://127.0.0.1:${PORT:-8000}/ (loopback only; explorer calls enabled).
set -euo pipefail
cd "$(dirname "$0")/.."
# `--show-config` snippets start the built svc (dist/cli/main.js) with Node directly: build it
# when it is missing or older than the sources.
if [ ! -f dist/cli/main.js ] || [ -n "$(find src -name '*.ts' -newer dist/cli/main.js -print -quit)" ]; then
  echo "svc demo: building dist/ (npm run build)" >&2
  npm run build --silent >&2
fi
tools=()
for tool in git ls grep tar curl jq rg; do
  command -v "$tool" >/dev/null 2>&1 && tools+=("$tool")
done
echo "svc demo: scanning ${tools[*]}" >&2
node bin/svc.js scan "${tools[@]}" --depth 2
echo "svc demo: open http://127.0.0.1:${PORT:-8000}/ (Ctrl-C to stop)" >&2
exec node bin/svc.js serve --transport http --explorer --allow-execute --port "${PORT:-8000}"
