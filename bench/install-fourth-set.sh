#!/usr/bin/env bash
# Installs the programs of the "fourth set" of bench/scan-accuracy.ts (FOURTH_PROGRAMS there): the
# third set's candidates it did not take (Debian C/C++ programs, npm CLIs), then the Debian programs
# with a spec named before lsof, then (to reach 30) the two after it and three npm packages named like
# their spec, chosen by the rule in the bench's doc comment and docs/scan.md on
# 2026-11-28, not measured. Reserved, untuned, for the next final figure: nobody tunes on it. Debian
# packages with apt-get (as root); npm packages, pinned, into a directory of their own. Never the
# project's node_modules or package.json. Not run by CI.
#
# Usage: bash bench/install-fourth-set.sh [DIR]   (DIR defaults to $SVC_BENCH_FOURTH_DIR or /tmp/svc-bench-fourth)
# The bench puts DIR/node_modules/.bin first on PATH when it measures the fourth set.
set -euo pipefail

dir="${1:-${SVC_BENCH_FOURTH_DIR:-/tmp/svc-bench-fourth}}"

# command -> Debian package (bookworm). chsh's passwd, pkill's and sysctl's procps, visudo's sudo and
# the ansible commands' ansible-core are left out by the rule (docs/scan.md); clear is ncurses-bin's,
# bazel bazel-bootstrap's, klist krb5-user's, lp cups-client's, killall psmisc's, lpass lastpass-cli's.
apt_programs=(
  "ncal ncal" "passwd passwd" "ping iputils-ping" "traceroute traceroute" "watchman watchman" "xxd xxd"
  "adb adb" "assimp assimp-utils" "bazel bazel-bootstrap" "bc bc" "clear ncurses-bin" "crontab cron"
  "file file" "gource gource" "hostname hostname" "ibus ibus" "killall psmisc" "klist krb5-user"
  "kubectx kubectx" "lp cups-client" "lpass lastpass-cli"
  "sidekiq ruby-sidekiq" "twiggy twiggy"
)
# npm packages, pinned so that runs compare: the latest release on 2026-11-28 (engines, if any,
# accept Node 20, this machine's). eleventy is @11ty/eleventy's command, preset @preset/cli's,
# remotion @remotion/cli's.
npm_packages=(
  create-video@4.0.527 @11ty/eleventy@3.1.8 @preset/cli@0.12.3 @remotion/cli@4.0.529
  agrippa@2.0.4 barnard59@5.1.6 blitz@3.0.2
)

source "$(dirname "$0")/support/install-set.sh"
install_apt_programs fourth "${apt_programs[@]}"
install_npm_packages fourth "$dir" "${npm_packages[@]}"
echo "install-fourth-set: done; npm commands in $dir/node_modules/.bin"
