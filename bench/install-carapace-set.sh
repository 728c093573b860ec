#!/usr/bin/env bash
# Installs the programs of the "carapace set" (CARAPACE_PROGRAMS in bench/support/program-sets.ts).
# Their truth, carapace-bin's Go completers at 462e6aea0 (cobra commands and flags), is vendored in
# bench/truth/carapace (no network needed). Chosen on 2026-11-28 (session-14 helper) by one walk over
# every completer directory of carapace-bin (completers/common, linux, unix) in SHA-256 order of the
# name, with the zsh and bash walks' rule and no cap: 36 programs. The walk:
# docs/measurements/issue32-carapace-selection.md.
# Untuned: nobody read these programs' help when they were chosen. Debian packages with apt-get (as
# root). Not run by CI.
#
# Usage: bash bench/install-carapace-set.sh [DIR]   (DIR defaults to $SVC_BENCH_CARAPACE_DIR or
# /tmp/svc-bench-carapace). DIR/node_modules/.bin is created (empty: the set has no npm program)
# because the bench puts it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-28, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf, sysctl or /usr/bin/awk; no
# daemon left running. clamav (clamscan) and clamdscan pull in clamav-freshclam, whose service would
# start where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_CARAPACE_DIR:-/tmp/svc-bench-carapace}}"

# command -> Debian package (bookworm).
apt_programs=(
  "pacman-key pacman-package-manager" "cargo-clippy rust-clippy" "img2pdf img2pdf"
  "torsocks torsocks" "packer packer" "nix-copy-closure nix-bin" "clamav-config libclamav-dev"
  "xdotool xdotool" "gsa gwenhywfar-tools" "rails ruby-railties" "gopls gopls"
  "qemu-img qemu-utils" "rust-analyzer rust-web-analyzer" "gocryptfs gocryptfs" "autoconf autoconf"
  "chroma golang-chroma" "git-force-clone git-extras" "vivid vivid" "restic restic"
  "fakechroot fakechroot" "tesseract tesseract-ocr" "qemu-x86_64 qemu-user" "sdkmanager sdkmanager"
  "clamdscan clamdscan" "vagrant vagrant" "dc dc" "brotli brotli" "melt melt" "cargo-fmt rustfmt"
  "dlv delve" "git-clang-format clang-format" "hunspell hunspell" "prettyping prettyping"
  "clamscan clamav" "bats bats" "qpdf qpdf"
)

source "$(dirname "$0")/support/install-set.sh"
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs carapace "${apt_programs[@]}"

mkdir -p "$dir/node_modules/.bin"
echo "install-carapace-set: done; truth in $(cd "$(dirname "$0")" && pwd)/truth/carapace"
