#!/usr/bin/env bash
# Installs the programs of the "final set" of bench/scan-accuracy.ts (FINAL_PROGRAMS there, issue 32):
# the other half of the programs chosen with the other set (install-other-set.sh), split from it
# before either was measured. Nobody tunes on it: it gives the final figure. Debian packages with
# apt-get (as root); npm packages, pinned, into a directory of their own. Never the project's
# node_modules or package.json. Not run by CI.
#
# Usage: bash bench/install-final-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FINAL_DIR or /tmp/svc-bench-final)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the final set.
set -euo pipefail

dir="${1:-${SVC_BENCH_FINAL_DIR:-/tmp/svc-bench-final}}"

# command -> Debian package (bookworm). shasum is perl's, ldd libc-bin's.
apt_programs=(
  "shasum perl" "git-flow git-flow" "ldd libc-bin" "neofetch neofetch" "rbenv rbenv" "pandoc pandoc"
  "tldr tldr" "iex elixir" "phpunit phpunit" "rake rake" "ag silversearcher-ag" "dig bind9-dnsutils"
  "exa exa" "hub hub" "micro micro" "nc netcat-openbsd" "podman podman" "man man-db"
)
# npm packages, pinned so that runs compare: the latest release on 2026-11-28, or, where that refuses
# to run on Node 20 (this machine's), the newest release whose engines field accepts Node 20.
npm_packages=(
  bun@1.4.5 dprint@0.57.4 oxlint@1.94.0 @tailwindcss/cli@4.3.5 aws-cdk@2.1148.1 @mikro-orm/cli@6.6.16
  @mikro-orm/core@6.6.16 nx@24.0.6 appwrite-cli@12.0.1 @capacitor/cli@7.6.9 nrm@2.1.0
  dotenv-vault@1.27.0 gltfjsx@6.5.3 trash-cli@7.2.0
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs final "${apt_programs[@]}"
install_npm_packages final "$dir" "${npm_packages[@]}"
echo "install-final-set: done; npm commands in $dir/node_modules/.bin"
