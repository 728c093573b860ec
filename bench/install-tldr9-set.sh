#!/usr/bin/env bash
# Installs the programs of the "tldr9 set" (TLDR9_PROGRAMS in bench/support/program-sets.ts) and
# assembles the truth they are measured against: each program's tldr pages (NAME.md and its
# NAME-*.md subcommand pages). Chosen on 2026-11-29 by continuing the tldr1-tldr8 walk over every
# page of tldr-pages/tldr at 08e345f under pages/common and pages/linux (6608 names) in SHA-256
# order of the name, with the same rule (mechanical checks passed at 2e187b0, at 78462ad, at
# c751c74, at 7ff764c, at 17cdfd7, at 02818f8 and at ec4d670), from position 5395; it stopped at its cap of 40 taken, at position 6126. All 40 taken form this set: an untuned
# figure, never tuned on. The walk:
# docs/measurements/issue32-tldr-selection.md. Untuned: nobody read these programs' help, nor their
# pages, when they were chosen. Debian packages with apt-get (as root). Not run by CI.
#
# Usage: bash bench/install-tldr9-set.sh [DIR]   (DIR defaults to $SVC_BENCH_TLDR9_DIR or /tmp/svc-bench-tldr9)
# The truth ends up in DIR/tldr/pages/{common,linux}/NAME.md (and NAME-*.md), exactly the set's
# pages, copied from bench/truth/tldr/pages (vendored, no network needed); `--truth tldr` reads them
# there. DIR/node_modules/.bin is created (empty: the set has no npm program) because the bench puts
# it first on PATH.
#
# Side effects noticed when the walk installed these packages (2026-11-29, a machine where
# policy-rc.d keeps services from starting): none on /etc/resolv.conf (same md5 before and after) or /usr/bin/awk (gawk before and after).
# Where etckeeper is installed every install commits /etc. Packages that ship services would start
# them where services may start: tuptime (tuptime.service, a sync timer, a cron job), lm-sensors
# (sensors's package: lm-sensors.service), debsecan (a cron job), udisks2 (udiskie's dependency:
# udisks2.service), mdadm (guestfs-tools's dependency: mdmonitor and its timers, a cron job) and
# gnustep-base-runtime (unar's dependency: the gdomap init script); baloo-kf5's file indexer and
# flatpak's user services start with a desktop session (xdg autostart, systemd user units);
# ddcutil and i2c-tools add udev rules.
set -euo pipefail

dir="${1:-${SVC_BENCH_TLDR9_DIR:-/tmp/svc-bench-tldr9}}"

# command -> Debian package (bookworm).
apt_programs=(
  "asciiart asciiart" "twine twine" "wlc wlc" "strip-nondeterminism strip-nondeterminism"
  "mopac mopac" "jpegoptim jpegoptim" "runlim runlim" "bmaptool bmap-tools" "wafw00f wafw00f"
  "gcal gcal" "whatweb whatweb" "siege siege" "smem smem" "tuptime tuptime" "debsecan debsecan"
  "lsar unar" "udiskie-umount udiskie" "toolbox podman-toolbox" "tre tre-command"
  "mkfs.ntfs ntfs-3g" "pngquant pngquant" "ddcutil ddcutil" "sensors lm-sensors" "mlr miller"
  "bcftools bcftools" "decode-dimms i2c-tools" "xcursorgen x11-apps" "ripmime ripmime" "b3sum b3sum"
  "balooctl baloo-kf5" "wkhtmltopdf wkhtmltopdf" "wormhole magic-wormhole"
  "virt-sparsify guestfs-tools" "scrub scrub" "sublist3r sublist3r" "smbmap smbmap"
  "ddrescue gddrescue" "biber biber" "p7zip p7zip" "zmap zmap"
)

# The set's programs, each with its truth bench/truth/tldr/pages/{common,linux}/NAME.md (and NAME-*.md).
truth_files=(
  asciiart twine wlc strip-nondeterminism mopac jpegoptim runlim bmaptool wafw00f gcal whatweb siege
  smem tuptime debsecan lsar udiskie-umount toolbox tre mkfs.ntfs pngquant ddcutil sensors mlr
  bcftools decode-dimms xcursorgen ripmime b3sum balooctl wkhtmltopdf wormhole virt-sparsify scrub
  sublist3r smbmap ddrescue biber p7zip zmap
)

source "$(dirname "$0")/support/install-set.sh"
# apt-listbugs and apt-listchanges (the fish2 set's), once installed, hook into every apt-get install:
# no prompt, no bug-tracker query (there is no network but the mirror).
export APT_LISTBUGS_FRONTEND=none APT_LISTCHANGES_FRONTEND=none
install_apt_programs tldr9 "${apt_programs[@]}"

install_tldr_truth_files "$dir" "${truth_files[@]}"
echo "install-tldr9-set: done; tldr pages in $dir/tldr/pages ($(find "$dir/tldr/pages" -type f | wc -l) files)"
