#!/usr/bin/env bash
# Installs the programs of the "tldr3 set" (TLDR3_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1/tldr2 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule, from position 851; it stopped at its cap of 40 taken, at
# position 1545 of 6608. All 40 form this set: the final untuned figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr3-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR3_DIR or /tmp/svc-bench-tldr3)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and after),
# sysctl (only counters and random values differ) or /usr/bin/awk (gawk before and after).
# rabbitmq-server's install and run check left Erlang's epmd (`epmd -daemon`, user rabbitmq)
# running; it was ended by its pid. Where etckeeper is installed every install commits /etc.
# Packages that ship services (rabbitmq-server, knockd, uuid-runtime's uuidd, podman and
# containernetworking-plugins with distrobox, logrotate, wireplumber and pipewire user services)
# would start or schedule them where services may start.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR3_DIR:-/tmp/svc-bench-tldr3}}"

# command -> Debian package (bookworm).
apt_programs=(
  "kde-inhibit kde-cli-tools" "yesod yesod" "lchage libuser" "mpijavac openmpi-bin" "hping3 hping3"
  "ia internetarchive" "netselect-apt netselect-apt" "wat2wasm wabt" "lsscsi lsscsi"
  "wpctl wireplumber" "distrobox-export distrobox" "po4a po4a"
  "rabbitmq-diagnostics rabbitmq-server" "idevicesyslog libimobiledevice-utils" "gcalcli gcalcli"
  "microcom microcom" "in-toto-record in-toto" "pdfposter pdfposter" "mmdebstrap mmdebstrap"
  "alr alire" "rapper raptor2-utils" "uuidparse uuid-runtime" "extundelete extundelete"
  "unrtf unrtf" "liquidctl liquidctl" "cloc cloc" "qtchooser qtchooser" "gdebi gdebi-core"
  "gst-transcoder-1.0 gstreamer1.0-plugins-bad-apps" "lorem libtext-lorem-perl" "keychain keychain"
  "espeak-ng espeak-ng" "kreadconfig5 libkf5config-bin" "gdisk gdisk" "pwqgen passwdqc"
  "semodule policycoreutils" "wakeonlan wakeonlan" "knock knockd" "cdparanoia cdparanoia"
  "checkinstall checkinstall"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  kde-inhibit yesod lchage mpijavac hping3 ia netselect-apt wat2wasm lsscsi wpctl distrobox-export
  po4a rabbitmq-diagnostics idevicesyslog gcalcli microcom in-toto-record pdfposter mmdebstrap alr
  rapper uuidparse extundelete unrtf liquidctl cloc qtchooser gdebi gst-transcoder-1.0 lorem
  keychain espeak-ng kreadconfig5 gdisk pwqgen semodule wakeonlan knock cdparanoia checkinstall
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr3 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr3-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
