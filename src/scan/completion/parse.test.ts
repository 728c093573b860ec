import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCompletionSubcommands } from './parse.js';

const fixtureDir = fileURLToPath(new URL('../../../test/fixtures/completion/', import.meta.url));
const fixture = (path: string) => readFileSync(`${fixtureDir}${path}`, 'utf8');
const bash = (name: string, tool = name) => parseCompletionSubcommands(fixture(`bash/${name}`), 'bash', tool);
const zsh = (tool: string) => parseCompletionSubcommands(fixture(`zsh/_${tool}`), 'zsh', tool);

const SYSTEMCTL_VERBS = [
  'add-requires', 'add-wants', 'bind', 'cancel', 'cat', 'condreload', 'condrestart', 'condstop', 'daemon-reexec', 'daemon-reload',
  'default', 'disable', 'edit', 'emergency', 'enable', 'exit', 'force-reload', 'get-default', 'halt', 'help', 'hibernate', 'hybrid-sleep',
  'import-environment', 'is-active', 'is-enabled', 'is-failed', 'is-system-running', 'isolate', 'kexec', 'kill', 'link',
  'list-automounts', 'list-dependencies', 'list-jobs', 'list-machines', 'list-sockets', 'list-timers', 'list-unit-files', 'list-units',
  'log-level', 'log-target', 'mask', 'mount-image', 'poweroff', 'preset', 'preset-all', 'reboot', 'reenable', 'reload',
  'reload-or-restart', 'rescue', 'reset-failed', 'restart', 'revert', 'service-log-level', 'service-log-target', 'service-watchdogs',
  'set-default', 'set-environment', 'set-property', 'show', 'show-environment', 'start', 'status', 'stop', 'suspend',
  'suspend-then-hibernate', 'switch-root', 'try-reload-or-restart', 'try-restart', 'unmask', 'unset-environment',
];

const GIT_ZSH_COMMANDS = [
    'add', 'am', 'apply', 'archimport', 'archive', 'bisect', 'blame', 'branch', 'bugreport', 'bundle', 'cat-file', 'check-attr',
    'check-ignore', 'check-mailmap', 'check-ref-format', 'checkout', 'checkout-index', 'cherry', 'cherry-pick', 'citool',
    'clean', 'clone', 'column', 'commit', 'commit-graph', 'commit-tree', 'config', 'count-objects', 'cvsexportcommit',
    'cvsimport', 'cvsserver', 'daemon', 'describe', 'diff', 'diff-files', 'diff-index', 'diff-tree', 'difftool', 'fast-export',
    'fast-import', 'fetch', 'fetch-pack', 'filter-branch', 'fmt-merge-msg', 'for-each-ref', 'for-each-repo', 'format-patch',
    'fsck', 'gc', 'get-tar-commit-id', 'grep', 'gui', 'hash-object', 'help', 'http-backend', 'http-fetch', 'http-push',
    'imap-send', 'index-pack', 'init', 'instaweb', 'interpret-trailers', 'log', 'ls-files', 'ls-remote', 'ls-tree', 'mailinfo',
    'mailsplit', 'maintenance', 'merge', 'merge-base', 'merge-file', 'merge-index', 'merge-one-file', 'merge-tree', 'mergetool',
    'mktag', 'mktree', 'multi-pack-index', 'mv', 'name-rev', 'notes', 'pack-objects', 'pack-redundant', 'pack-refs',
    'parse-remote', 'patch-id', 'prune', 'prune-packed', 'pull', 'push', 'quiltimport', 'range-diff', 'read-tree', 'rebase',
    'receive-pack', 'reflog', 'remote', 'repack', 'replace', 'request-pull', 'rerere', 'reset', 'restore', 'rev-list',
    'rev-parse', 'revert', 'rm', 'send-email', 'send-pack', 'shell', 'shortlog', 'show', 'show-branch', 'show-index', 'show-ref',
    'sparse-checkout', 'stash', 'status', 'stripspace', 'submodule', 'subtree', 'svn', 'switch', 'symbolic-ref', 'tag',
    'unpack-file', 'unpack-objects', 'update-index', 'update-ref', 'update-server-info', 'upload-archive', 'upload-pack', 'var',
    'verify-commit', 'verify-pack', 'verify-tag', 'version', 'whatchanged', 'worktree', 'write-tree',
];

describe('parseCompletionSubcommands on real bash scripts', () => {
  it('apt: the COMMANDS array', () => {
    expect(bash('apt')).toEqual([
      'autoclean', 'autopurge', 'autoremove', 'build-dep', 'changelog', 'clean', 'depends', 'dist-upgrade', 'download', 'edit-sources',
      'full-upgrade', 'help', 'install', 'list', 'moo', 'policy', 'purge', 'rdepends', 'reinstall', 'remove', 'search', 'show',
      'showsrc', 'source', 'update', 'upgrade',
    ]);
  });

  it('systemd tools: the VERBS associative arrays', () => {
    expect(bash('systemctl')).toEqual(SYSTEMCTL_VERBS);
    expect(bash('hostnamectl')).toEqual(['chassis', 'deployment', 'hostname', 'icon-name', 'location', 'status']);
    expect(bash('busctl')).toEqual(['call', 'capture', 'emit', 'get-property', 'help', 'introspect', 'list', 'monitor', 'set-property', 'status', 'tree']);
    expect(bash('loginctl')).toEqual([
      'activate', 'attach', 'disable-linger', 'enable-linger', 'flush-devices', 'kill-session', 'kill-user', 'list-seats',
      'list-sessions', 'list-users', 'lock-session', 'lock-sessions', 'seat-status', 'session-status', 'show-seat', 'show-session',
      'show-user', 'terminate-seat', 'terminate-session', 'terminate-user', 'unlock-session', 'unlock-sessions', 'user-status',
    ]);
  });

  it('pkcon: a global command-list string plus a case on $command', () => {
    expect(bash('pkcon')).toEqual([
      'accept-eula', 'backend-details', 'depends-on', 'download', 'get-categories', 'get-details', 'get-distro-upgrades', 'get-files',
      'get-filters', 'get-groups', 'get-packages', 'get-roles', 'get-time', 'get-transactions', 'get-update-detail', 'get-updates',
      'install', 'install-local', 'list-create', 'offline-get-prepared', 'offline-status', 'offline-trigger', 'quit', 'refresh',
      'remove', 'repair', 'repo-disable', 'repo-enable', 'repo-list', 'repo-set-data', 'required-by', 'resolve', 'search', 'update',
      'upgrade-system',
    ]);
  });

  it('finds nothing where the script computes its list at run time or the program has no subcommands', () => {
    // git's bash script asks `git --list-cmds`; gh (cobra) and black (click) call the program
    for (const [name, tool] of [['git', 'git'], ['gh', 'gh'], ['black', 'black'], ['rg', 'rg'], ['fd.bash', 'fd'], ['tar', 'tar'], ['curl', 'curl'], ['jq', 'jq']]) {
      expect(bash(name!, tool), name).toEqual([]);
    }
  });
});

describe('parseCompletionSubcommands: a function named for a program whose name holds `-`', () => {
  // As s4cmd's script reads, for a program named with a dash (synthetic): `_s3_tool` completes `s3-tool`.
  const script = [
    '_s3_tool() {',
    '  local cur prev words cword',
    '  _init_completion || return',
    '  if [[ $cword -eq 1 ]]; then',
    "    COMPREPLY=( $(compgen -W 'ls put get' -- \"$cur\") )",
    '  fi',
    '}',
    'complete -F _s3_tool s3-tool',
  ].join('\n');

  it('reads the list of the function spelled with `_` for `-`', () => {
    expect(parseCompletionSubcommands(script, 'bash', 's3-tool')).toEqual(['get', 'ls', 'put']);
  });

  it('still reads nothing from another program\'s function', () => {
    expect(parseCompletionSubcommands(script.replace(/_s3_tool/g, '_s3_other'), 'bash', 's3-tool')).toEqual([]);
  });
});

describe('parseCompletionSubcommands on real zsh scripts', () => {
  it("git: the name:desc arrays of _git_commands, not the nested lists of _git-bisect, _git-stash, ...", () => {
    const names = zsh('git');
    expect(names).toEqual(GIT_ZSH_COMMANDS);
    // bisect's own subcommands (start, skip, visualize, ...) and stash's (pop, drop) are not git's
    for (const nested of ['start', 'skip', 'visualize', 'pop', 'drop', 'good', 'bad']) expect(names).not.toContain(nested);
  });

  it('systemctl: the *_commands arrays; pip: the array given to _describe', () => {
    // the zsh script lists `clean` and lacks the bash script's hidden condreload/condstop
    expect(zsh('systemctl')).toEqual([...SYSTEMCTL_VERBS.filter((verb) => verb !== 'condreload' && verb !== 'condstop'), 'clean'].sort());
    expect(zsh('pip')).toEqual(['check', 'download', 'freeze', 'hash', 'help', 'install', 'list', 'search', 'show', 'uninstall', 'wheel']);
    expect(zsh('hostnamectl')).toEqual(['chassis', 'deployment', 'hostname', 'icon-name', 'location', 'status']);
  });

  it('finds nothing in dynamic or option-only scripts, nor in lists of other kinds', () => {
    // gh: cobra; gsettings: computed from `gsettings help`; apt: _regex_arguments;
    // sed: its script commands (a, b, D, ...); rg/fd: option values such as colors and size units;
    // perf: subsystem lists inside subcommand arms.
    for (const tool of ['gh', 'gsettings', 'apt', 'sed', 'rg', 'fd', 'tar', 'curl', 'perf']) expect(zsh(tool), tool).toEqual([]);
  });
});

function shellHas(shell: string): boolean {
  try {
    execFileSync(shell, ['-c', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const haveBash = shellHas('bash');
if (!haveBash) console.warn('skipping the bash oracle test: bash is not installed');

describe('agreement with bash itself', () => {
  it.skipIf(!haveBash)('parses VERBS arrays to exactly what bash evaluates them to', () => {
    for (const tool of ['systemctl', 'hostnamectl', 'loginctl', 'busctl']) {
      // Let bash evaluate just the array definition from the fixture and print its values.
      const script = `eval "$(sed -n '/local -A VERBS=(/,/^    )/p' "$1" | sed 's/local -A/declare -A/')"; printf '%s\\n' \${VERBS[*]}`;
      const out = execFileSync('bash', ['-c', script, 'oracle', `${fixtureDir}bash/${tool}`], { encoding: 'utf8' });
      const truth = [...new Set(out.split('\n').filter((line) => line !== ''))].sort();
      expect(truth.length, tool).toBeGreaterThan(5);
      expect(bash(tool), tool).toEqual(truth);
    }
  });
});

describe('parseCompletionSubcommands on the common shapes', () => {
  it('bash: commands arrays and strings in the main function, not in a subcommand function', () => {
    const script = [
      '_mytool_stash() {',
      '  local subcommands="push pop drop"',
      '}',
      '_mytool() {',
      '  local cur prev words cword command',
      '  local commands=( build "run" \'ps\' $extra )',
      '  local management_commands="container image"',
      '  command="help"',
      '  case "$command" in',
      '    stash) _mytool_stash ;;',
      '    exec|attach)',
      '      case "$prev" in',
      '        --format|-f) COMPREPLY=( $(compgen -W "json table" -- "$cur") ) ;;',
      '      esac',
      '      ;;',
      '    *) ;;',
      '  esac',
      '  if [[ $cword -eq 1 ]]; then',
      '    COMPREPLY=( $(compgen -W "login logout" -- "$cur") )',
      '  fi',
      '  COMPREPLY=( $(compgen -W "always never auto" -- "$cur") )',
      '}',
      'complete -F _mytool mytool',
    ].join('\n');
    expect(parseCompletionSubcommands(script, 'bash', 'mytool')).toEqual([
      'attach', 'build', 'container', 'exec', 'image', 'login', 'logout', 'ps', 'run', 'stash',
    ]);
  });

  it('bash: clap 4 and clap 2 dispatch', () => {
    const clap4 = [
      '_mytool() {',
      '  for i in ${COMP_WORDS[@]}; do',
      '    case "${cmd},${i}" in',
      '      ",$1")',
      '        cmd="mytool"',
      '        ;;',
      '      mytool,init)',
      '        cmd="mytool__init"',
      '        ;;',
      '      mytool,self-update)',
      '        cmd="mytool__self__update"',
      '        ;;',
      '      mytool__init,help)',
      '        cmd="mytool__init__help"',
      '        ;;',
      '      *)',
      '        ;;',
      '    esac',
      '  done',
      '}',
    ].join('\n');
    expect(parseCompletionSubcommands(clap4, 'bash', 'mytool')).toEqual(['init', 'self-update']);
    const clap2 = ['_mytool() {', '  case "${cmd}" in', '    mytool)', '      opts="-h"', '      ;;', '    mytool__add)', '      ;;', '    mytool__add__help)', '      ;;', '  esac', '}'].join('\n');
    expect(parseCompletionSubcommands(clap2, 'bash', 'mytool')).toEqual(['add']);
  });

  it('zsh: _values, _arguments first-argument choices, and state machines', () => {
    const script = [
      '#compdef mytool',
      '_mytool() {',
      "  _arguments '1: :(init status)' '*::arg:->args'",
      "  _arguments '(-)1:command:((deploy\\:ship\\ it rollback\\:undo))'",
      "  _arguments '1:file:(a.txt b.txt)'",
      "  _values 'mytool command' 'sync[synchronise]' '(x)prune[remove old]'",
      "  _values 'color' always never",
      '  case $state in',
      '    (cmds)',
      "      local -a cmds=( 'up:start' 'down:stop' )",
      "      _describe -t commands 'mytool command' cmds",
      '      ;;',
      '    (args)',
      '      case $words[1] in',
      '        (remote)',
      "          local -a commands=( 'add:add a remote' 'rename:rename' )",
      "          _describe -t commands 'remote command' commands",
      '          ;;',
      '      esac',
      '      ;;',
      '  esac',
      '}',
    ].join('\n');
    expect(parseCompletionSubcommands(script, 'zsh', 'mytool')).toEqual(['deploy', 'down', 'init', 'prune', 'rollback', 'status', 'sync', 'up']);
  });

  it('drops variables, computed lists, flags, single letters and the program itself', () => {
    const script = [
      '_mytool() {',
      '  local commands=( "$base" "${extra[@]}" --help -v x mytool real-one "a*b" "a/b" )',
      '  local cmds=( $(mytool --list) )',
      '}',
    ].join('\n');
    expect(parseCompletionSubcommands(script, 'bash', 'mytool')).toEqual(['real-one']);
    expect(parseCompletionSubcommands("_mytool() {\n  subcmds=( ${(f)\"$(mytool help)\"} )\n}\n", 'zsh', 'mytool')).toEqual([]);
  });
});
