# Shared steps of the bench/install-*-set.sh scripts (sourced, not run): each set lists its Debian
# programs and pinned npm packages, and these functions install what is missing the same way.

# install_apt_programs SET "command package" ...: apt-get installs the package of each command not on
# PATH (a command already there, e.g. rustc from rustup, is left alone). Needs root when any is missing.
install_apt_programs() {
  apt_install_missing "$1" '' "${@:2}"
}

# install_apt_release_programs SET RELEASE "command package" ...: as install_apt_programs, but
# installs from RELEASE (apt-get -t RELEASE, e.g. bookworm-backports: the package as that suite has it).
# When no configured source serves RELEASE, adds /etc/apt/sources.list.d/debian-backports.sources
# (deb.debian.org, component main, Debian's archive keyring) and runs apt-get update first.
# check_pinned_versions SET "program package=version"...: stops the install when an installed package
# has another version than its truth was captured from (the truth would not be the program's).
check_pinned_versions() {
  local set="$1" pair program pinned installed
  shift
  for pair in "$@"; do
    read -r program pinned <<< "$pair"
    installed="$(dpkg-query -W -f='${Version}' "${pinned%%=*}" 2>/dev/null || true)"
    if [ "$installed" != "${pinned#*=}" ]; then
      echo "install-$set-set: $program: ${pinned%%=*} is ${installed:-not installed}, its truth was captured from ${pinned#*=}" >&2
      exit 1
    fi
  done
}

install_apt_release_programs() {
  apt_install_missing "$1" "$2" "${@:3}"
}

# apt_install_missing SET RELEASE "command package" ...: the packages of the commands not on PATH,
# from RELEASE when it is not empty.
apt_install_missing() {
  local set_name="$1" release="$2"; shift 2
  local missing=() pair
  for pair in "$@"; do
    set -- $pair
    command -v "$1" >/dev/null 2>&1 || missing+=("$2")
  done
  [ "${#missing[@]}" -gt 0 ] || return 0
  local target=()
  [ -z "$release" ] || target=(-t "$release")
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-$set_name-set: need root for apt-get install ${target[*]} ${missing[*]}" >&2
    exit 1
  fi
  if [ -n "$release" ] && ! apt-cache policy | grep -q " $release/"; then
    printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' "$release" \
      > /etc/apt/sources.list.d/debian-backports.sources
    apt-get update
  fi
  local unique
  mapfile -t unique < <(printf '%s\n' "${missing[@]}" | sort -u)
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${target[@]}" "${unique[@]}" \
    || { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${target[@]}" "${unique[@]}"; }
}

# install_npm_packages SET DIR package@version ...: installs the pinned packages into DIR (its own
# package.json), never the project's node_modules.
install_npm_packages() {
  local set_name="$1" dir="$2"; shift 2
  mkdir -p "$dir"
  [ -f "$dir/package.json" ] || printf '{ "name": "svc-bench-%s-set", "private": true }\n' "$set_name" > "$dir/package.json"
  npm install --prefix "$dir" --no-audit --no-fund --save-exact "$@"
}

# unpack_truth PACKAGE FROM DEST MARKER: downloads a Debian package and copies its directory FROM
# (a path inside the package) to DEST, never installing it; nothing when DEST/MARKER is there already.
unpack_truth() {
  local package="$1" from="$2" dest="$3" marker="$4" scratch
  [ -e "$dest/$marker" ] && return 0
  scratch="$(mktemp -d)"
  (cd "$scratch" && apt-get download "$package") \
    || { apt-get update && (cd "$scratch" && apt-get download "$package"); }
  dpkg-deb -x "$scratch"/"$package"_*.deb "$scratch/root"
  rm -rf "$dest"
  mkdir -p "$(dirname "$dest")"
  cp -r "$scratch/root/$from" "$dest"
  rm -rf "$scratch"
}

# install_fish_completions DIR: the fish sets' truth, fish-common's completion files (bookworm's
# fish-common, 3.6.0), unpacked into DIR/fish/completions, never installed; and an empty
# DIR/node_modules/.bin, which the bench looks for to know the set was installed.
install_fish_completions() {
  mkdir -p "$1/node_modules/.bin"
  unpack_truth fish-common usr/share/fish/completions "$1/fish/completions" git.fish
}

# install_zsh_completions DIR: the zsh sets' truth, zsh-common's completion functions (bookworm's
# zsh-common, 5.9), unpacked into DIR/zsh/Completion (DIR/zsh/Completion/Unix/_foo), never
# installed (neither is zsh); and an empty DIR/node_modules/.bin.
install_zsh_completions() {
  mkdir -p "$1/node_modules/.bin"
  unpack_truth zsh-common usr/share/zsh/functions/Completion "$1/zsh/Completion" Unix/_git
}

# install_zsh_truth_files DIR "program source file [package]" ...: the zsh3 and zsh4 sets' truth,
# each program's completion function copied into DIR/zsh/Completion/SOURCE/ (the directory emptied
# first, so it holds exactly the set's files): a `vendor` file from /usr/share/zsh/vendor-completions,
# where the program's Debian package (PACKAGE, installed when the file is missing) puts it; a
# `zsh-users` or `ohmyzsh` file from bench/truth/SOURCE/FILE. An empty DIR/node_modules/.bin too.
install_zsh_truth_files() {
  local top="$1" truth entry from program source file package
  shift
  truth="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/truth"
  mkdir -p "$top/node_modules/.bin"
  rm -rf "$top/zsh/Completion"
  for entry in "$@"; do
    read -r program source file package <<< "$entry"
    case "$source" in
      vendor)
        from="/usr/share/zsh/vendor-completions/$file"
        [ -e "$from" ] || DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$package"
        ;;
      *) from="$truth/$source/$file" ;;
    esac
    [ -e "$from" ] || { echo "install_zsh_truth_files: $from (the truth of $program) is missing" >&2; exit 1; }
    mkdir -p "$top/zsh/Completion/$source"
    cp -L "$from" "$top/zsh/Completion/$source/$(basename "$file")"
  done
}

# truth_dir SUBDIR: the vendored truth bench/truth/SUBDIR, as an absolute path.
truth_dir() {
  echo "$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/truth/$1"
}

# fresh_truth_dirs TOP DIR ...: empties and creates each TOP/DIR, so it holds exactly the set's
# files, and creates an empty TOP/node_modules/.bin (the bench puts it first on PATH).
fresh_truth_dirs() {
  local top="$1" dir
  shift
  mkdir -p "$top/node_modules/.bin"
  for dir in "$@"; do
    rm -rf "${top:?}/$dir"
    mkdir -p "$top/$dir"
  done
}

# copy_named_truth_files CALLER SUBDIR DEST SUFFIX name ...: copies bench/truth/SUBDIR/NAME+SUFFIX to
# DEST/NAME+SUFFIX for each name; a missing one stops the install, naming CALLER and the program.
copy_named_truth_files() {
  local caller="$1" truth dest="$3" suffix="$4" name
  truth="$(truth_dir "$2")"
  shift 4
  for name in "$@"; do
    [ -f "$truth/$name$suffix" ] || { echo "$caller: $truth/$name$suffix (the truth of $name) is missing" >&2; exit 1; }
    cp "$truth/$name$suffix" "$dest/$name$suffix"
  done
}

# install_argc_truth_files DIR name ...: the argc sets' truth, each program's argc-completions
# script copied from bench/truth/argc/completions/NAME.sh into DIR/argc/completions/NAME.sh (the
# directory emptied first, so it holds exactly the set's files); and an empty DIR/node_modules/.bin.
install_argc_truth_files() {
  local top="$1"
  shift
  fresh_truth_dirs "$top" argc/completions
  copy_named_truth_files install_argc_truth_files argc/completions "$top/argc/completions" .sh "$@"
}

# install_tldr_truth_files DIR name ...: the tldr sets' truth, each program's tldr pages (its page
# NAME.md and every subcommand page NAME-*.md, from pages/common and pages/linux) copied from
# bench/truth/tldr/pages/{common,linux}/ into DIR/tldr/pages/{common,linux}/ (the directory emptied
# first, so it holds exactly the set's pages); and an empty DIR/node_modules/.bin.
install_tldr_truth_files() {
  local top="$1" truth name dir page found
  shift
  truth="$(truth_dir tldr/pages)"
  rm -rf "${top:?}/tldr/pages"
  fresh_truth_dirs "$top" tldr/pages/common tldr/pages/linux
  for name in "$@"; do
    found=0
    for dir in common linux; do
      [ -e "$truth/$dir/$name.md" ] && found=1
      for page in "$truth/$dir/$name.md" "$truth/$dir/$name"-*.md; do
        [ -e "$page" ] && cp "$page" "$top/tldr/pages/$dir/"
      done
    done
    [ "$found" = 1 ] || { echo "install_tldr_truth_files: no page $truth/{common,linux}/$name.md (the truth of $name)" >&2; exit 1; }
  done
}

# install_cheat_truth_files DIR name ...: copies each NAME's cheat sheets, bench/truth/cheat/cheat/NAME
# (cheat/cheatsheets) and bench/truth/cheat/chubin/NAME (chubin/cheat.sheets' sheets/NAME), whichever
# exist (an error if neither does), into DIR/cheat/sheets/{cheat,chubin}/, that directory emptied
# first; creates an empty DIR/node_modules/.bin (the bench puts it first on PATH).
install_cheat_truth_files() {
  local top="$1" truth name src found
  shift
  truth="$(truth_dir cheat)"
  rm -rf "${top:?}/cheat/sheets"
  fresh_truth_dirs "$top" cheat/sheets/cheat cheat/sheets/chubin
  for name in "$@"; do
    found=0
    for src in cheat chubin; do
      if [ -f "$truth/$src/$name" ]; then
        cp "$truth/$src/$name" "$top/cheat/sheets/$src/"
        found=1
      fi
    done
    [ "$found" = 1 ] || { echo "install_cheat_truth_files: no sheet $truth/{cheat,chubin}/$name (the truth of $name)" >&2; exit 1; }
  done
}

# install_bash_vendor_truth_files DIR name ...: copies each NAME's bash completion file as its Debian
# package ships it, bench/truth/bash-vendor/NAME (an error if missing), into DIR/bash/completions/NAME,
# that directory emptied first (the bench's --truth bash reads DIR/bash/completions); creates an empty
# DIR/node_modules/.bin (the bench puts it first on PATH).
install_bash_vendor_truth_files() {
  local top="$1"
  shift
  fresh_truth_dirs "$top" bash/completions
  copy_named_truth_files install_bash_vendor_truth_files bash-vendor "$top/bash/completions" '' "$@"
}

# install_bash_truth_files DIR SUBDIR name ...: as install_bash_vendor_truth_files, from
# bench/truth/SUBDIR/NAME (the bashtx sets: trixie/bash, files as Debian trixie packages ship them).
install_bash_truth_files() {
  local top="$1" subdir="$2"
  shift 2
  fresh_truth_dirs "$top" bash/completions
  copy_named_truth_files install_bash_truth_files "$subdir" "$top/bash/completions" '' "$@"
}

# install_npm_prefixes SET DIR "package@version [scripts]" ...: installs each pinned package into a
# prefix of its own, DIR/PACKAGE (its own package.json and node_modules; never the project's), with
# --ignore-scripts unless the entry says `scripts` (a package whose install script provides its
# program); then links DIR/node_modules/.bin/PACKAGE to DIR/PACKAGE/node_modules/.bin/PACKAGE (the
# program is named like its package), that directory holding exactly the set's links (the bench puts
# it first on PATH). A prefix whose package.json already pins the version is left alone.
install_npm_prefixes() {
  local set_name="$1" top="$2" entry spec scripts entries=()
  shift 2
  for entry in "$@"; do
    read -r spec scripts <<< "$entry"
    entries+=("$spec ${spec%@*} $scripts")
  done
  install_npm_bin_prefixes "$set_name" "$top" "${entries[@]}"
}

# install_npm_bin_prefixes SET DIR "package@version bin [scripts]" ...: install_npm_prefixes for
# packages whose program may be named otherwise (scoped packages, other bin names): each pinned
# package goes into a prefix of its own, DIR/PACKAGE (a scoped one in DIR/@SCOPE/NAME), with
# --ignore-scripts unless the entry says `scripts`; DIR/node_modules/.bin/BIN links to
# DIR/PACKAGE/node_modules/.bin/BIN, that directory holding exactly the set's links (the bench puts it
# first on PATH). A prefix whose package.json already pins the version is left alone.
install_npm_bin_prefixes() {
  local set_name="$1" top="$2" entry spec bin scripts name version prefix flags
  shift 2
  rm -rf "${top:?}/node_modules/.bin"
  mkdir -p "$top/node_modules/.bin"
  for entry in "$@"; do
    read -r spec bin scripts <<< "$entry"
    name="${spec%@*}"
    version="${spec##*@}"
    prefix="$top/$name"
    flags=(--ignore-scripts)
    [ "$scripts" = scripts ] && flags=()
    if ! grep -q "\"$name\": \"$version\"" "$prefix/package.json" 2>/dev/null || [ ! -e "$prefix/node_modules/.bin/$bin" ]; then
      mkdir -p "$prefix"
      [ -f "$prefix/package.json" ] || printf '{ "name": "svc-bench-%s-%s", "private": true }\n' "$set_name" "$(printf '%s' "$name" | tr '/@' '-_')" > "$prefix/package.json"
      npm install --prefix "$prefix" --no-audit --no-fund --save-exact "${flags[@]}" "$spec"
    fi
    [ -e "$prefix/node_modules/.bin/$bin" ] || { echo "install_npm_bin_prefixes: $spec gave no $prefix/node_modules/.bin/$bin" >&2; exit 1; }
    ln -s "$(realpath -s --relative-to="$top/node_modules/.bin" "$prefix/node_modules/.bin/$bin")" "$top/node_modules/.bin/$bin"
  done
}

# install_pip_venv_programs DIR "project==version command [constraints.txt]" ...: each pinned PyPI
# project goes into a virtual environment of its own, DIR/venvs/PROJECT (python3 -m venv), from the
# machine's PyPI mirror only (file:///opt/pypi/simple with file:///opt/pypi-more/simple as extra; pip's
# own configuration, find-links and constraints left out; the entry's constraints file, when given,
# pins the dependencies too), and DIR/node_modules/.bin/COMMAND links to DIR/venvs/PROJECT/bin/COMMAND,
# that directory holding exactly the set's links (the bench puts it first on PATH). A venv whose marker
# file names the same pin is left alone.
install_pip_venv_programs() {
  local top="$1" entry spec bin constraints project venv flags
  shift
  rm -rf "${top:?}/node_modules/.bin"
  mkdir -p "$top/node_modules/.bin" "$top/venvs"
  for entry in "$@"; do
    read -r spec bin constraints <<< "$entry"
    project="${spec%%==*}"
    venv="$top/venvs/$project"
    flags=()
    [ -n "$constraints" ] && flags=(--constraint "$constraints")
    if [ "$(cat "$venv/.svc-bench-pin" 2>/dev/null)" != "$spec" ] || [ ! -x "$venv/bin/$bin" ]; then
      rm -rf "$venv"
      python3 -m venv "$venv"
      PIP_CONFIG_FILE=/dev/null PIP_FIND_LINKS= PIP_CONSTRAINT= PIP_EXTRA_INDEX_URL= PIP_INDEX_URL= \
        "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input \
        --index-url file:///opt/pypi/simple --extra-index-url file:///opt/pypi-more/simple "${flags[@]}" "$spec"
      printf '%s\n' "$spec" > "$venv/.svc-bench-pin"
    fi
    [ -x "$venv/bin/$bin" ] || { echo "install_pip_venv_programs: $spec gave no $venv/bin/$bin" >&2; exit 1; }
    ln -s "../../venvs/$project/bin/$bin" "$top/node_modules/.bin/$bin"
  done
}

# install_decl_truth_files DIR NAME ...: the decl sets' truth, each program's declared spec (captured
# by bench/capture-declared-spec.ts) copied from bench/truth/decl/NAME.json into
# DIR/decl/specs/NAME.json (the directory emptied first, so it holds exactly the set's specs; the
# bench's --truth decl reads it there); DIR/node_modules/.bin is created if missing, never emptied.
install_decl_truth_files() {
  local top="$1"
  shift
  fresh_truth_dirs "$top" decl/specs
  copy_named_truth_files install_decl_truth_files decl "$top/decl/specs" .json "$@"
}

# install_fish_truth_files DIR "name subdir" ...: the fishup sets' truth, each NAME's fish completion
# file bench/truth/SUBDIR/NAME.fish (fish-upstream: fish-shell's own; fish-vendor: as a Debian package
# ships it; an error if missing) copied into DIR/fish/completions/NAME.fish, that directory emptied
# first (the bench's --truth fish reads DIR/fish/completions); creates an empty DIR/node_modules/.bin.
install_fish_truth_files() {
  local top="$1" entry name subdir
  shift
  fresh_truth_dirs "$top" fish/completions
  for entry in "$@"; do
    read -r name subdir <<< "$entry"
    copy_named_truth_files install_fish_truth_files "$subdir" "$top/fish/completions" .fish "$name"
  done
}

# install_zsh_upstream_truth_files DIR SUB/_FILE ...: the zshup sets' truth, each completion function
# bench/truth/zsh-upstream/SUB/_FILE (zsh's own, in zsh-common's flattened layout; an error if
# missing) copied into DIR/zsh/Completion/SUB/_FILE, DIR/zsh/Completion emptied first (the bench's
# --truth zsh finds a program's file there by its #compdef line); an empty DIR/node_modules/.bin.
install_zsh_upstream_truth_files() {
  install_zsh_vendored_truth_files "$1" zsh-upstream "${@:2}"
}

# install_nushell_truth_files DIR "name file" ...: the nu sets' truth, each NAME's nushell custom
# completions bench/truth/nushell/FILE (nu_scripts' `custom-completions/<dir>/*.nu`, byte for byte;
# an error if missing) copied into DIR/nushell/completions/NAME.nu, that directory emptied first (the
# bench's --truth nushell reads DIR/nushell/completions/NAME.nu); creates an empty DIR/node_modules/.bin.
install_nushell_truth_files() {
  local top="$1" entry name file truth
  shift
  truth="$(truth_dir nushell)"
  fresh_truth_dirs "$top" nushell/completions
  for entry in "$@"; do
    read -r name file <<< "$entry"
    [ -f "$truth/$file" ] || { echo "install_nushell_truth_files: $truth/$file (the truth of $name) is missing" >&2; exit 1; }
    cp "$truth/$file" "$top/nushell/completions/$name.nu"
  done
}

# install_zsh_vendored_truth_files DIR SUBDIR SUB/_FILE ...: as install_zsh_upstream_truth_files, from
# bench/truth/SUBDIR/SUB/_FILE (the zshtx sets: trixie/zsh/vendor/_FILE, functions as Debian trixie
# packages ship them in usr/share/zsh/vendor-completions) into DIR/zsh/Completion/SUB/_FILE,
# DIR/zsh/Completion emptied first; an empty DIR/node_modules/.bin.
install_zsh_vendored_truth_files() {
  local top="$1" file truth
  truth="$(truth_dir "$2")"
  shift 2
  fresh_truth_dirs "$top" zsh/Completion
  for file in "$@"; do
    [ -f "$truth/$file" ] || { echo "install_zsh_vendored_truth_files: $truth/$file is missing" >&2; exit 1; }
    mkdir -p "$top/zsh/Completion/$(dirname "$file")"
    cp "$truth/$file" "$top/zsh/Completion/$file"
  done
}
