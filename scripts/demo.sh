#!/usr/bin/env bash
# `npm run demo`: scan a few common programs into ~/.svc and serve them over streamable HTTP with
# the explorer on http://127.0.0.1:${PORT:-8000}/ (loopback only; explorer calls enabled).
# It says in a few lines what it does and where to look; the build and the scan's warnings are
# kept quiet (a failing build still prints its errors).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8000}"
# `--show-config` snippets start the built svc (dist/cli/main.js) with Node directly: build it
# when it is missing or older than the sources.
if [ ! -f dist/cli/main.js ] || [ -n "$(find src -name '*.ts' -newer dist/cli/main.js -print -quit)" ]; then
  echo "svc demo: building dist/ (npm run build)..." >&2
  npm run build --silent -- --silent >&2
fi
tools=()
for tool in git ls grep tar curl jq rg; do
  command -v "$tool" >/dev/null 2>&1 && tools+=("$tool")
done
echo "svc demo: scanning ${tools[*]} (bindings go to ~/.svc/modules, allow rules to ~/.svc/acl.yaml)..." >&2
node bin/svc.js --log-level error scan "${tools[@]}" --depth 2
cat >&2 <<TEXT
svc demo: serving them on loopback (Ctrl-C to stop)
  explorer:     http://127.0.0.1:${port}/   (try git_log, then Run)
  MCP endpoint: http://127.0.0.1:${port}/mcp
  connect a client: node bin/svc.js serve --show-config claude-code   (others: docs/clients.md)
TEXT
exec node bin/svc.js --log-level warn serve --transport http --explorer --allow-execute --port "$port"
