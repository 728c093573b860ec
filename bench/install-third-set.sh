#!/usr/bin/env bash
# Installs the programs of the "third set" of bench/scan-accuracy.ts (THIRD_PROGRAMS there, issue 32):
# programs of ecosystems no earlier set used (Python programs and JVM programs packaged by Debian,
# other language toolchains from Debian, more Debian C/C++ programs, an npm CLI built on an argument
# library no set used), chosen by the rule in the bench's doc comment and docs/scan.md on 2026-11-28,
# before anyone measured them. Nobody tunes on it: it is measured once, for the final figure of issue
# 32. Debian packages with apt-get (as root); npm packages, pinned, into a directory of their own.
# Never the project's node_modules or package.json. Not run by CI.
#
# Usage: bash bench/install-third-set.sh [DIR]   (DIR defaults to $SVC_BENCH_THIRD_DIR or /tmp/svc-bench-third)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the third set.
set -euo pipefail

dir="${1:-${SVC_BENCH_THIRD_DIR:-/tmp/svc-bench-third}}"

# command -> Debian package (bookworm). Debian names yank's command yank-cli; ps and w are procps's.
apt_programs=(
  "ansible-lint ansible-lint" "autojump autojump" "docker-compose docker-compose" "googler googler" "kitty kitty"
  "locust python3-locust" "speedtest-cli speedtest-cli" "sqlfluff sqlfluff" "svtplay-dl svtplay-dl" "ykman yubikey-manager"
  "ant ant" "clojure clojure" "gradle gradle" "jmeter jmeter" "kotlinc kotlin"
  "elm elm-compiler" "R r-base-core" "Rscript r-base-core"
  "man man-db" "nginx nginx" "pdfunite poppler-utils" "pkg-config pkgconf" "ps procps" "sudo sudo" "time time"
  "vim vim" "w procps" "wrk wrk" "yank-cli yank"
)
# npm packages, pinned so that runs compare: the latest release on 2026-11-28 (its engines field, if
# any, accepts Node 20, this machine's).
npm_packages=(
  autocannon@9.0.0
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs third "${apt_programs[@]}"
install_npm_packages third "$dir" "${npm_packages[@]}"
echo "install-third-set: done; npm commands in $dir/node_modules/.bin"
