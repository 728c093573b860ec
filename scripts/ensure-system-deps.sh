#!/usr/bin/env bash
# Installs the Debian packages listed in .ci/apt-packages.txt that are missing, when run as root.
# Not root: prints what is missing; the tests that need it skip with a printed reason.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t wanted < <(grep -vE '^\s*(#|$)' .ci/apt-packages.txt | awk '{print $1}')
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "ensure-system-deps: missing Debian packages: ${missing[*]} (not root or no apt-get; tests needing them will skip)" >&2
  exit 0
fi
echo "ensure-system-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null || true
if ! apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
  # One bad package must not cost the others: retry one by one; tests needing a missing one skip.
  for pkg in "${missing[@]}"; do
    apt-get install -y -qq --no-install-recommends "$pkg" >/dev/null || echo "ensure-system-deps: could not install $pkg; tests needing it will skip" >&2
  done
fi
