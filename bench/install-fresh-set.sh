#!/usr/bin/env bash
# Installs the programs of the "fresh set" of bench/scan-accuracy.ts (FRESH_PROGRAMS there): popular
# programs svc's parsers were not tuned on. Debian packages with apt-get (as root), npm packages into
# a directory of their own (never the project's node_modules or package.json).
#
# Usage: bash bench/install-fresh-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FRESH_DIR or /tmp/svc-bench-fresh)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the fresh set.
set -euo pipefail

dir="${1:-${SVC_BENCH_FRESH_DIR:-/tmp/svc-bench-fresh}}"

# command -> Debian package. A command already on PATH is left alone (e.g. rustc from rustup).
apt_programs=(
  "gcc gcc" "g++ g++" "clang clang" "cmake cmake" "poetry python3-poetry" "php php-cli"
  "ruby ruby" "gem ruby" "bundle ruby-bundler" "mvn maven" "rustc rustc" "java default-jdk-headless"
  "dpkg dpkg" "mypy mypy" "pre-commit pre-commit" "man man-db"
)
# npm packages, pinned so that runs compare; the commands they provide are in FRESH_PROGRAMS.
npm_packages=(
  esbuild@0.27.0 vite@7.2.4 webpack@5.103.0 webpack-cli@6.0.1 eslint@9.39.1 prettier@3.6.2
  pnpm@10.23.0 jest@30.2.0 rollup@4.53.3 lerna@9.0.1 ts-node@10.9.2 typescript@5.9.3
  @babel/cli@7.28.3 @babel/core@7.28.5 serve@14.2.5 pm2@6.0.13 turbo@2.6.1 playwright@1.57.0
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs fresh "${apt_programs[@]}"
install_npm_packages fresh "$dir" "${npm_packages[@]}"
echo "install-fresh-set: done; npm commands in $dir/node_modules/.bin"
