#!/usr/bin/env bash
# Makes the Python venv the Python client tests use (test/clients/python-*.test.ts): the MCP Python
# SDK and FastMCP, versions pinned in test/clients/python/requirements.txt, installed by pip as this
# machine configures it (a local package mirror: `pip config list`). The venv lives in
# .tmp/python-clients (git-ignored). Never fails `npm test`: without python3/venv or the packages
# those tests skip with a printed reason.
set -uo pipefail
cd "$(dirname "$0")/.."
venv=.tmp/python-clients
req=test/clients/python/requirements.txt
stamp="$venv/.requirements"
if [ -x "$venv/bin/python" ] && cmp -s "$req" "$stamp"; then exit 0; fi
if ! command -v python3 >/dev/null; then
  echo "ensure-python-clients: no python3; the Python client tests will skip" >&2
  exit 0
fi
rm -rf "$venv"
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
  echo "ensure-python-clients: python3 -m venv failed (Debian: apt-get install python3-venv); the Python client tests will skip" >&2
  rm -rf "$venv"
  exit 0
fi
echo "ensure-python-clients: installing $(grep -vE '^\s*(#|$)' "$req" | tr '\n' ' ')into $venv" >&2
# Offline machines list pypi.org as well as their mirror: fail over at once instead of retrying it.
if PIP_RETRIES="${PIP_RETRIES:-0}" "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$req" >"$venv.log" 2>&1; then
  cp "$req" "$stamp"
else
  echo "ensure-python-clients: pip could not install $req (log: $venv.log); the Python client tests will skip" >&2
  rm -rf "$venv"
fi
exit 0
