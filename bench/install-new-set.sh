#!/usr/bin/env bash
# Installs the programs of the "new set" of bench/scan-accuracy.ts (NEW_PROGRAMS there, issue 21):
# popular programs outside the dev and fresh sets, picked before measuring them. Debian packages with
# apt-get (as root); pip packages from the machine's configured index (its local mirror) into a
# virtual environment of their own; npm packages into a directory of their own. Never the project's
# node_modules or package.json.
#
# Usage: bash bench/install-new-set.sh [DIR]   (DIR defaults to $SVC_BENCH_NEW_DIR or /tmp/svc-bench-new)
# The bench puts DIR/venv/bin and DIR/node_modules/.bin first on PATH when it measures the new set.
set -euo pipefail

dir="${1:-${SVC_BENCH_NEW_DIR:-/tmp/svc-bench-new}}"

# command -> Debian package.
apt_programs=(
  "htop htop" "nano nano" "rsync rsync" "zip zip" "screen screen" "tree tree" "nmap nmap" "whois whois"
  "fzf fzf" "tmuxinator tmuxinator" "asciinema asciinema" "ansible-galaxy ansible-core" "pipenv pipenv"
  "mkdocs mkdocs" "pgcli pgcli" "man man-db" "python3 python3" "virtualenv python3-venv"
)
# pip packages (the local mirror has only some CLIs that @withfig/autocomplete has a spec for).
pip_packages=(ruff streamlit jupyter django yt-dlp)
# npm packages, pinned so that runs compare.
npm_packages=(
  @nestjs/cli@12.0.8 @vscode/vsce@4.1.0 knex@3.3.0 sequelize-cli@6.6.5 typeorm@1.1.1 prisma@7.10.1
  npm-check-updates@23.1.1 yalc@1.0.0-pre.53 hexo-cli@4.3.2 tsx@4.23.15 wscat@6.1.0 newman@6.2.2
)

source "$(dirname "$0")/support/install-set.sh"
# python3-venv has no command of its own: it is missing when python3 -m venv does not work.
python3 -m venv --help >/dev/null 2>&1 || apt_programs+=("svc-no-such-command python3-venv")
install_apt_programs new "${apt_programs[@]}"
mkdir -p "$dir"
[ -x "$dir/venv/bin/pip" ] || python3 -m venv "$dir/venv"
# Only the machine's configured indexes: its local mirror (pip config's extra-index-url), never a
# default index it cannot reach (each retry there costs seconds).
extra=$(pip config get global.extra-index-url 2>/dev/null || true)
if [ -n "$extra" ]; then
  set -- $extra
  first="$1"; shift
  "$dir/venv/bin/pip" install --quiet --index-url "$first" ${@/#/--extra-index-url=} "${pip_packages[@]}"
else
  "$dir/venv/bin/pip" install --quiet "${pip_packages[@]}"
fi
install_npm_packages new "$dir" "${npm_packages[@]}"
echo "install-new-set: done; commands in $dir/venv/bin and $dir/node_modules/.bin"
