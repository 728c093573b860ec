# Shared steps of the bench/install-*-set.sh scripts (sourced, not run): each set lists its Debian
# programs and pinned npm packages, and these functions install what is missing the same way.

# install_apt_programs SET "command package" ...: apt-get installs the package of each command not on
# PATH (a command already there, e.g. rustc from rustup, is left alone). Needs root when any is missing.
install_apt_programs() {
  local set_name="$1"; shift
  local missing=() pair
  for pair in "$@"; do
    set -- $pair
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
  done
  [ "${#missing[@]}" -gt 0 ] || return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-$set_name-set: need root for apt-get install ${missing[*]}" >&2
    exit 1
  fi
  local unique
  mapfile -t unique < <(printf '%s\n' "${missing[@]}" | sort -u)
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${unique[@]}" \
    || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${unique[@]}"; }
}

# install_npm_packages SET DIR package@version ...: installs the pinned packages into DIR (its own
# package.json), never the project's node_modules.
install_npm_packages() {
  local set_name="$1" dir="$2"; shift 2
  mkdir -p "$dir"
  [ -f "$dir/package.json" ] || printf '{ "name": "svc-bench-%s-set", "private": true }\n' "$set_name" > "$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --save-exact "$@"
}

# install_fish_completions DIR: the fish sets' truth, fish-common's completion files (bookworm's
# fish-common, 3.6.0), downloaded and unpacked into DIR/fish/completions, never installed; and an
# empty DIR/node_modules/.bin, which the bench looks for to know the set was installed.
install_fish_completions() {
  local dir="$1" scratch
  mkdir -p "$dir/node_modules/.bin" "$dir/fish"
  [ -f "$dir/fish/completions/git.fish" ] && return 0
  scratch="$(mktemp -d)"
  (cd "$scratch" && apt-get download fish-common) \
    || { apt-get update && (cd "$scratch" && apt-get download fish-common); }
  dpkg-deb -x "$scratch"/fish-common_*.deb "$scratch/root"
  rm -rf "$dir/fish/completions"
  cp -r "$scratch/root/usr/share/fish/completions" "$dir/fish/completions"
  rm -rf "$scratch"
}

# install_zsh_completions DIR: the zsh sets' truth, zsh-common's completion functions (bookworm's
# zsh-common, 5.9), downloaded and unpacked into DIR/zsh/Completion (DIR/zsh/Completion/Unix/_foo),
# never installed (neither is zsh); and an empty DIR/node_modules/.bin, which the bench looks for to
# know the set was installed.
install_zsh_completions() {
  local dir="$1" scratch
  mkdir -p "$dir/node_modules/.bin" "$dir/zsh"
  [ -f "$dir/zsh/Completion/Unix/_git" ] && return 0
  scratch="$(mktemp -d)"
  (cd "$scratch" && apt-get download zsh-common) \
    || { apt-get update && (cd "$scratch" && apt-get download zsh-common); }
  dpkg-deb -x "$scratch"/zsh-common_*.deb "$scratch/root"
  rm -rf "$dir/zsh/Completion"
  cp -r "$scratch/root/usr/share/zsh/functions/Completion" "$dir/zsh/Completion"
  rm -rf "$scratch"
}
