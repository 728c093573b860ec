#!/usr/bin/env bash
# Installs the programs of the "other set" of bench/scan-accuracy.ts (OTHER_PROGRAMS there, issue 32):
# programs of ecosystems svc's parsers were not tuned on (Perl and shell scripts, Haskell, Elixir,
# Ruby, native Debian binaries, Rust/Zig binaries shipped on npm, npm CLIs built with yargs, citty,
# commander, oclif, meow), chosen and split from the final set before either was measured (the rule
# is in the bench's doc comment and docs/scan.md). Measured before and after the work of issue 32;
# the final set (install-final-set.sh) gives the final figure. Debian packages with apt-get (as
# root); npm packages, pinned, into a directory of their own. Never the project's node_modules or
# package.json. Not run by CI.
#
# Usage: bash bench/install-other-set.sh [DIR]   (DIR defaults to $SVC_BENCH_OTHER_DIR or /tmp/svc-bench-other)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the other set.
set -euo pipefail

dir="${1:-${SVC_BENCH_OTHER_DIR:-/tmp/svc-bench-other}}"

# command -> Debian package (bookworm).
apt_programs=(
  "mosh mosh" "stow stow" "git-quick-stats git-quick-stats" "which debianutils" "dos2unix dos2unix" "ffmpeg ffmpeg" "lsof lsof"
  "stack haskell-stack" "elixir elixir" "pry pry" "rubocop rubocop" "btop btop"
  "direnv direnv" "gron gron" "lsd lsd" "mysql mariadb-client" "nvim neovim" "zoxide zoxide" "man man-db"
)
# npm packages, pinned so that runs compare: the latest release on 2026-11-28, or, where that refuses
# to run on Node 20 (this machine's), the newest release whose engines field accepts Node 20.
npm_packages=(
  deno@2.9.6 git-cliff@2.14.2 rome@12.1.3 browser-sync@3.0.4 gatsby-cli@5.16.0
  @angular/cli@21.2.28 wrangler@4.86.0 nuxi@3.37.0 @electron/asar@3.4.1 create-next-app@16.4.3
  @swc/cli@0.8.1 @swc/core@1.16.22 eas-cli@24.8.0 np@12.1.1 yo@7.0.1
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs other "${apt_programs[@]}"
install_npm_packages other "$dir" "${npm_packages[@]}"
echo "install-other-set: done; npm commands in $dir/node_modules/.bin"
