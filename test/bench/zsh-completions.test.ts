import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TruthCommand } from '../../bench/support/fish-completions.js';
import { compdefPrograms, zshCompletionFile, zshSpec } from '../../bench/support/zsh-completions.js';

const longs = (command: TruthCommand | undefined) => (command?.options ?? []).flatMap((o) => [o.name].flat().map((name) => `${name}${o.args ? '=' : ''}`));
const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => [c.name].flat()[0] === name);
const names = (command: TruthCommand | undefined) => (command?.subcommands ?? []).map((c) => [c.name].flat()[0]);

describe('zsh completion functions as the accuracy bench\'s truth', () => {
  const text = String.raw`#compdef tool tool-legacy=tool other

local -a common
common=(
  '(-q --quiet)'{-q,--quiet}'[say less]'
  '*--define=[set a variable]:name=value: '
)

(( $+functions[_tool_commands] )) ||
_tool_commands() {
  local -a commands
  commands=(
    'add:add a thing'
    'remote:manage remotes'
    'rm:remove a thing'
  )
  _describe -t commands 'tool command' commands
}

(( $+functions[_tool_remote] )) ||
_tool_remote() {
  local -a subcmds
  subcmds=( 'add:add a remote' 'prune:prune stale ones' )
  _arguments -C '--dry-run[only show]' '1:subcommand:->cmd' && return
  case $state in
    (cmd) _describe -t commands 'remote command' subcmds ;;
  esac
}

_tool() {
  case $service in
    (other)
      _arguments '--only-other[not for tool]'
      return
    ;;
  esac
  local curcontext="$curcontext" state line
  _arguments -C \
    '(- *)'{-h,--help}'[show help]' \
    '!--legacy-flag' \
    "--color=[when to colour]:when:(always never auto)" \
    '--output'{,-file}'=[write there]:file:_files' \
    "--$dynamic[computed]" \
    '1: :_tool_commands' \
    '*:: :->args'
  case $words[1] in
    (add|a)
      _arguments $common '--force[overwrite]' '*:file:_files'
    ;;
    rm)
      _arguments $common \
        '--recursive[descend]'
    ;;
    remote) _tool_remote ;;
  esac
}

_tool "$@"
`;

  it('reads root options with their values, the command list and each command\'s options', () => {
    const spec = zshSpec(text, 'tool', new Set(['other']));
    expect(spec.name).toBe('tool');
    expect(longs(spec)).toEqual(['--help', '--legacy-flag', '--color=', '--output=', '--output-file=']);
    // The spellings one word writes out are one option's.
    expect(spec.options?.find((o) => [o.name].flat().includes('--output'))?.name).toEqual(['--output', '--output-file']);
    expect(names(spec).sort()).toEqual(['add', 'remote', 'rm']);
    // `(add|a)` in the `case $words[1]` dispatch: an alias of the listed `add`.
    expect(sub(spec, 'add')?.name).toEqual(['add', 'a']);
    expect(longs(sub(spec, 'add'))).toEqual(['--force', '--quiet', '--define=']);
    expect(longs(sub(spec, 'rm'))).toEqual(['--recursive', '--quiet', '--define=']);
  });

  it('reads a subcommand\'s own function: its options and its verbs', () => {
    const remote = sub(zshSpec(text, 'tool', new Set(['other'])), 'remote');
    expect(longs(remote)).toEqual(['--dry-run']);
    expect(names(remote)).toEqual(['add', 'prune']);
  });

  it('leaves out another program\'s `case $service` branch and words built at run time', () => {
    const spec = zshSpec(text, 'tool', new Set(['other']));
    const every = JSON.stringify(spec);
    expect(every).not.toContain('--only-other');
    expect(every).not.toContain('dynamic');
  });

  it('reads `1:command:((name\\:"description" ...))` choices as commands', () => {
    const spec = zshSpec(String.raw`#compdef rec
_arguments '--version[show it]' '1:command:((
    auth\:"link this install"
    play\:"play back a session"
  ))' '*:: :->next'
case $words[1] in
  play) _arguments '--speed=[factor]:factor' ;;
esac`, 'rec');
    expect(names(spec)).toEqual(['auth', 'play']);
    expect(longs(sub(spec, 'play'))).toEqual(['--speed=']);
  });

  it('keeps reading past a `(#b)` glob flag, writes out alternation groups, skips the default branch and other programs\' functions', () => {
    const spec = zshSpec(String.raw`#compdef db createdb dropdb
_pgsql_createdb() {
  _arguments '--template=[template database]:template'
}
_db_lines() {
  case $line in
    ((#b)([[:alpha:]]##):*) type=$match[1] ;;
    (*) ;;
  esac
}
_db() {
  _arguments '--host=[server]:host' '1:command:(open close)' '*:: :->args'
  case $words[1] in
    (plain|luks)Open) _arguments '--legacy[x]' ;;
    op(|en)) _arguments '--readonly[open read-only]' ;;
    (*) _arguments '--any-other[not a command of its own]' ;;
  esac
}`, 'db', new Set(['createdb', 'dropdb']));
    expect(longs(spec)).toEqual(['--host=']);
    // zsh reads `(plain|luks)Open)` as one group: plainOpen and luksOpen; `op(|en)` is op and open.
    expect(names(spec)).toEqual(['open', 'close', 'plainOpen', 'luksOpen']);
    expect(sub(spec, 'open')?.name).toEqual(['open', 'op']);
    expect(longs(sub(spec, 'open'))).toEqual(['--readonly']);
    expect(longs(sub(spec, 'luksOpen'))).toEqual([]);
    expect(longs(sub(spec, 'plainOpen'))).toEqual(['--legacy']);
    expect(JSON.stringify(spec)).not.toContain('template');
    expect(JSON.stringify(spec)).not.toContain('--any-other');
  });

  it('reads a program of a shared file from its own function when it has one', () => {
    const shared = String.raw`#compdef vcs vcs-serve
_vcs-serve () {
  _arguments '--base-path=[path to prepend]:dir:_directories' $common
}
common=( '--strict[be strict]' )
_vcs () {
  _arguments '--git-dir=[repository]:dir' '1:command:((add\:"add files" commit\:"record"))'
}`;
    const serve = zshSpec(shared, 'vcs-serve', new Set(['vcs']));
    expect(longs(serve)).toEqual(['--base-path=', '--strict']);
    expect(serve.subcommands).toBeUndefined();
    expect(longs(zshSpec(shared, 'vcs', new Set(['vcs-serve'])))).toContain('--git-dir=');
  });

  it('names the programs of a #compdef line and finds a program\'s file', () => {
    expect(compdefPrograms('#compdef tool tool-legacy=tool -p tool-* -P foo* other -value-,TOOL,-default-')).toEqual(['tool', 'tool-legacy', 'other']);
    const dir = mkdtempSync(join(tmpdir(), 'svc-zsh-'));
    try {
      mkdirSync(join(dir, 'Unix'));
      mkdirSync(join(dir, 'Linux'));
      writeFileSync(join(dir, 'Unix', '_tool'), text);
      writeFileSync(join(dir, 'Linux', '_helper'), '#autoload\n');
      const found = zshCompletionFile(dir, 'other');
      expect(found?.file).toBe(join(dir, 'Unix', '_tool'));
      expect([...found!.others]).toEqual(['tool', 'tool-legacy']);
      expect(zshCompletionFile(dir, 'absent')).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a value written into the spec\'s name and `!` before an exclusion list', () => {
    const spec = zshSpec(String.raw`#compdef probe
_arguments \
  '--legend=no[do not show headers]' \
  '--attr-match=attribute=[match a sysfs attribute]' \
  '!(--vimgrep)--passthrough' \
  '--plain[no value]'
`, 'probe');
    expect(longs(spec)).toEqual(['--legend=', '--attr-match=', '--passthrough', '--plain']);
  });

  it('reads a clap-generated function: `case $line[1]` under `case $state`, nested, with `_describe` command lists', () => {
    const spec = zshSpec(CLAP_STYLE, 'tool');
    expect(longs(spec)).toEqual(['--config=', '--verbose', '--help']);
    expect(names(spec)).toEqual(['build', 'remote', 'help']);
    expect(longs(sub(spec, 'build'))).toEqual(['--release', '--help']);
    expect(names(sub(spec, 'remote'))).toEqual(['add']);
    expect(longs(sub(sub(spec, 'remote'), 'add'))).toEqual(['--fetch']);
  });

  it('finds files in the vendor, zsh-users and ohmyzsh folders after zsh-common\'s, past dangling links', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-zsh-'));
    try {
      mkdirSync(join(dir, 'vendor'));
      mkdirSync(join(dir, 'ohmyzsh'));
      symlinkSync(join(dir, 'absent', 'kubectx.zsh'), join(dir, 'vendor', '_kubectx.zsh'));
      writeFileSync(join(dir, 'vendor', '_tool'), '#compdef tool\n_arguments \'--vendor[v]\'\n');
      writeFileSync(join(dir, 'ohmyzsh', '_tool'), '#compdef tool other\n');
      expect(zshCompletionFile(dir, 'tool')?.file).toBe(join(dir, 'vendor', '_tool'));
      expect(zshCompletionFile(dir, 'other')?.file).toBe(join(dir, 'ohmyzsh', '_tool'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads zsh-common\'s own git function as a tree, when zsh-common is installed', (context) => {
    const dir = '/usr/share/zsh/functions/Completion';
    const found = existsSync(dir) ? zshCompletionFile(dir, 'git') : undefined;
    if (!found) {
      console.log('skipped: zsh-common is not installed (apt-get install zsh-common)');
      context.skip();
      return;
    }
    // The bench never measures git against it; this checks the reader on a file of 8,000 lines.
    const spec = zshSpec(readFileSync(found.file, 'utf8'), 'git', found.others);
    expect(names(spec)).toContain('stash');
    expect(names(sub(spec, 'stash'))).toEqual(expect.arrayContaining(['push', 'pop', 'list']));
    expect(names(spec)).not.toContain('pop');
    expect(longs(sub(spec, 'commit'))).toContain('--amend');
  });
});

/** The shape clap_complete writes (a Rust program's vendor completion), with a nested command. */
const CLAP_STYLE = `#compdef tool

autoload -U is-at-least

_tool() {
    typeset -A opt_args
    typeset -a _arguments_options
    local ret=1

    if is-at-least 5.2; then
        _arguments_options=(-s -S -C)
    else
        _arguments_options=(-s -C)
    fi

    local context curcontext="$curcontext" state line
    _arguments "\${_arguments_options[@]}" : \\
'-c+[Config file]:FILE:_files' \\
'--config=[Config file]:FILE:_files' \\
'-v[Verbose]' \\
'--verbose[Verbose]' \\
'-h[Print help]' \\
'--help[Print help]' \\
":: :_tool_commands" \\
"*::: :->tool" \\
&& ret=0
    case $state in
    (tool)
        words=($line[1] "\${words[@]}")
        (( CURRENT += 1 ))
        curcontext="\${curcontext%:*:*}:tool-command-$line[1]:"
        case $line[1] in
            (build)
_arguments "\${_arguments_options[@]}" : \\
'--release[Build in release mode]' \\
'-h[Print help]' \\
'--help[Print help]' \\
&& ret=0
;;
(remote)
_arguments "\${_arguments_options[@]}" : \\
'-h[Print help]' \\
'--help[Print help]' \\
":: :_tool__remote_commands" \\
"*::: :->remote" \\
&& ret=0

    case $state in
    (remote)
        words=($line[1] "\${words[@]}")
        (( CURRENT += 1 ))
        curcontext="\${curcontext%:*:*}:tool-remote-command-$line[1]:"
        case $line[1] in
            (add)
_arguments "\${_arguments_options[@]}" : \\
'--fetch[Fetch after adding]' \\
':name:_default' \\
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
}

(( $+functions[_tool_commands] )) ||
_tool_commands() {
    local commands; commands=(
'build:Compile' \\
'remote:Manage remotes' \\
'help:Print this message' \\
    )
    _describe -t commands 'tool commands' commands "$@"
}
(( $+functions[_tool__remote_commands] )) ||
_tool__remote_commands() {
    local commands; commands=(
'add:Add a remote' \\
    )
    _describe -t commands 'tool remote commands' commands "$@"
}

if [ "$funcstack[1]" = "_tool" ]; then
    _tool "$@"
else
    compdef _tool tool
fi
`;
