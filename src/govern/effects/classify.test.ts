/**
 * The classifier over help captured from real programs (test/fixtures/help/*.golden.json are the
 * parsed help texts of the installed programs, reviewed against the text).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ParsedHelp } from '../../scan/types.js';
import { classifyCommand, classifyParameter } from './classify.js';
import type { ParameterEffect, ParameterFacts } from './types.js';

const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'help');

/** Effects of a captured command, by flag token and `#operand`. */
function effectsOf(stem: string): Map<string, ParameterEffect> {
  const help = JSON.parse(readFileSync(join(fixtureDir, `${stem}.golden.json`), 'utf8')) as ParsedHelp;
  const [tool, ...commandPath] = stem.split('__');
  const effects = classifyCommand({ tool: tool!, commandPath }, help);
  const all = new Map(effects.flags);
  help.positionals.forEach((positional, index) => all.set(`#${positional.name}`, effects.positionals[index]!));
  return all;
}

function effect(map: Map<string, ParameterEffect>, key: string): string {
  const found = map.get(key);
  if (!found) throw new Error(`${key} not found among ${[...map.keys()].join(' ')}`);
  return found.effect;
}

describe('classifyCommand over real help', () => {
  it('git: -c, --config-env and --exec-path run programs; -C and --git-dir read', () => {
    const git = effectsOf('git');
    expect(effect(git, '-c')).toBe('exec');
    expect(effect(git, '--config-env')).toBe('exec');
    expect(effect(git, '--exec-path')).toBe('exec');
    expect(effect(git, '-C')).toBe('read');
    expect(effect(git, '--git-dir')).toBe('read');
    expect(git.get('-c')).toEqual({ effect: 'exec', source: 'curated', reason: 'curated: git -c sets configuration, which can name programs git runs (core.fsmonitor, core.sshCommand)' });
  });

  it("an option inherited from the root is judged at least as the root's: git's -c on a command still runs programs", () => {
    const root = JSON.parse(readFileSync(join(fixtureDir, 'git.golden.json'), 'utf8')) as ParsedHelp;
    const inherited = root.flags.filter((flag) => flag.short === '-c' || flag.long === '--exec-path').map((flag) => ({ ...flag, inherited: true, beforeCommand: true }));
    expect(inherited).toHaveLength(2);
    const effects = classifyCommand({ tool: 'git', commandPath: ['status'] }, { flags: inherited, positionals: [] });
    expect(effects.flags.get('-c')).toEqual({ effect: 'exec', source: 'curated', reason: 'curated: git -c sets configuration, which can name programs git runs (core.fsmonitor, core.sshCommand)' });
    expect(effects.flags.get('--exec-path')?.effect).toBe('exec');
    // Not inherited, the same option on a command is judged there alone.
    const own = classifyCommand({ tool: 'git', commandPath: ['status'] }, { flags: inherited.map(({ inherited: _i, beforeCommand: _b, ...flag }) => flag), positionals: [] });
    expect(own.flags.get('-c')?.effect).not.toBe('exec');
  });

  it('pm2: what start is given runs; --interpreter, --interpreter-args and --node-args run programs', () => {
    const start = effectsOf('pm2__start');
    expect(start.get('#name_or_namespace_or_file_or_ecosystem_or_id')).toEqual({
      effect: 'exec', source: 'curated', reason: 'curated: pm2 start operand <name_or_namespace_or_file_or_ecosystem_or_id> is a script, program or ecosystem file pm2 starts and keeps running, or a process it controls',
    });
    const root = effectsOf('pm2');
    for (const token of ['--interpreter', '--interpreter-args', '--node-args', '--execute-command']) expect([token, effect(root, token)]).toEqual([token, 'exec']);
  });

  it('git diff: -O reads its order file, patterns and numbers are none, commits none, paths read', () => {
    const diff = effectsOf('git__diff');
    expect(diff.get('-O')).toEqual({ effect: 'read', source: 'curated', reason: 'curated: git diff -O reads the order file it names' });
    for (const token of ['-S', '--abbrev', '-l', '--stat', '--no-index']) expect(effect(diff, token), token).toBe('none');
    expect(effect(diff, '#commit')).toBe('none');
    expect(effect(diff, '#path')).toBe('read');
  });

  it('git log: revision ranges are none, paths read, decorate patterns none', () => {
    const log = effectsOf('git__log');
    expect(effect(log, '#revision-range')).toBe('none');
    expect(effect(log, '#path')).toBe('read');
    expect(effect(log, '--decorate-refs')).toBe('none');
    expect(effect(log, '-L')).toBe('none');
  });

  it('grep: nothing writes or runs; -f and --exclude-from read; PATTERNS none, FILE read', () => {
    const grep = effectsOf('grep');
    const classes = new Set([...grep.values()].map((e) => e.effect));
    expect([...classes].sort()).toEqual(['none', 'read']);
    expect(effect(grep, '--file')).toBe('read');
    expect(effect(grep, '#patterns')).toBe('none');
    expect(effect(grep, '#file')).toBe('read');
  });

  it('ls: every parameter is none except the files it lists', () => {
    const ls = effectsOf('ls');
    for (const [key, value] of ls) expect(value.effect, key).toBe(key === '#file' ? 'read' : 'none');
  });

  it('rg: --pre runs a program, everything else reads or is none', () => {
    const rg = effectsOf('rg');
    expect(rg.get('--pre')).toEqual({ effect: 'exec', source: 'curated', reason: 'curated: rg --pre runs a program on every file searched' });
    const others = [...rg].filter(([key]) => key !== '--pre' && key !== '--hostname-bin').map(([, value]) => value.effect);
    expect(new Set(others)).toEqual(new Set(['none', 'read']));
    expect(effect(rg, '#pattern')).toBe('none');
    expect(effect(rg, '#path')).toBe('read');
  });

  it('jq: filter none, files and --slurpfile read, nothing writes', () => {
    const jq = effectsOf('jq');
    expect(effect(jq, '#jq_filter')).toBe('none');
    expect(effect(jq, '#file')).toBe('read');
    expect(effect(jq, '--slurpfile')).toBe('read');
    expect([...jq.values()].filter((e) => e.effect !== 'none' && e.effect !== 'read')).toEqual([]);
  });

  it('curl: output flags write, URLs reach the network, credentials are sensitive', () => {
    const curl = effectsOf('curl');
    for (const token of ['--output', '--remote-name', '--dump-header', '--cookie-jar', '--trace', '--trace-ascii', '--libcurl']) expect(effect(curl, token), token).toBe('write');
    expect(effect(curl, '#url')).toBe('network');
    expect(effect(curl, '--proxy')).toBe('network');
    for (const token of ['--user', '--oauth2-bearer', '--header', '--proxy-user', '--pass']) expect(curl.get(token)?.sensitive, token).toBe(true);
    expect(curl.get('--verbose')?.sensitive).toBeUndefined();
  });

  it('wget: -O, -o, -a, -P write; -e runs wgetrc commands; passwords sensitive', () => {
    const wget = effectsOf('wget');
    for (const token of ['--output-document', '--output-file', '--append-output', '--directory-prefix']) expect(effect(wget, token), token).toBe('write');
    expect(effect(wget, '--execute')).toBe('exec');
    expect(wget.get('--password')?.sensitive).toBe(true);
    expect(effect(wget, '#url')).toBe('network');
  });

  it('ssh: -o and -F run programs (ProxyCommand), the destination is network, the command operand runs', () => {
    const ssh = effectsOf('ssh');
    expect(effect(ssh, '-o')).toBe('exec');
    expect(effect(ssh, '-F')).toBe('exec');
    expect(effect(ssh, '#destination')).toBe('network');
    expect(effect(ssh, '#command')).toBe('exec');
  });

  it('sed: scripts run programs, -i writes', () => {
    const sed = effectsOf('sed');
    expect(effect(sed, '--expression')).toBe('exec');
    expect(effect(sed, '--in-place')).toBe('write');
  });

  it('tar: --to-command and --use-compress-program run programs, --remove-files and --directory write', () => {
    const tar = effectsOf('tar');
    expect(effect(tar, '--to-command')).toBe('exec');
    expect(effect(tar, '--use-compress-program')).toBe('exec');
    expect(effect(tar, '--checkpoint-action')).toBe('exec');
    expect(effect(tar, '--rsh-command')).toBe('exec');
    expect(effect(tar, '--remove-files')).toBe('write');
    expect(effect(tar, '--directory')).toBe('write');
    expect(effect(tar, '--files-from')).toBe('read');
  });

  it('python3: -c and script operands run code', () => {
    const python = effectsOf('python3');
    expect(effect(python, '-c')).toBe('exec');
    expect(effect(python, '#arg')).toBe('exec');
  });

  it('docker run: the image/command operands and --entrypoint run programs; --volume writes', () => {
    const run = effectsOf('docker__run');
    expect(effect(run, '--entrypoint')).toBe('exec');
    expect(effect(run, '--volume')).toBe('write');
    expect(effect(run, '#command')).toBe('exec');
  });

  it('issue 31: fd\'s filters are none, its patterns are patterns, --exec runs, paths are read', () => {
    const fd = effectsOf('fdfind');
    for (const token of ['--type', '--extension', '--changed-within', '--changed-before', '--owner', '--size', '--batch-size', '--max-depth']) expect(effect(fd, token), token).toBe('none');
    expect(fd.get('--type')).toEqual({ effect: 'none', source: 'curated', reason: 'curated: fdfind --type filters results by kind (file, directory, symlink...)' });
    expect(fd.get('--and')?.text).toBe('pattern');
    expect(fd.get('#pattern')).toMatchObject({ effect: 'none', text: 'pattern' });
    expect(effect(fd, '#path')).toBe('read');
    expect(effect(fd, '--exec')).toBe('exec');
    expect(effect(fd, '--exec-batch')).toBe('exec');
    for (const token of ['--ignore-file', '--base-directory', '--search-path']) expect(effect(fd, token), token).toBe('read');
    // nothing of fd writes
    expect([...fd.values()].filter((e) => e.effect === 'write')).toEqual([]);
  });

  it('issue 31: git commit\'s message is text, not a file; -F and --template read', () => {
    const commit = effectsOf('git__commit');
    expect(commit.get('--message')).toEqual({ effect: 'none', source: 'curated', reason: 'curated: git commit -m is message text' });
    for (const token of ['--reedit-message', '--reuse-message', '--fixup', '--squash', '--trailer', '--gpg-sign', '--author', '--date']) expect(effect(commit, token), token).toBe('none');
    expect(effect(commit, '--file')).toBe('read');
    expect(effect(commit, '--template')).toBe('read');
    expect(effect(commit, '#pathspec')).toBe('read');
    expect([...commit.values()].filter((e) => e.effect === 'write' || e.effect === 'exec')).toEqual([]);
    // git merge's message too
    expect(effect(effectsOf('git__merge'), '--message')).toBe('none');
  });

  it('issue 31: git branch lists; what deletes, renames, copies or sets upstreams writes', () => {
    const branch = effectsOf('git__branch');
    for (const token of ['--delete', '-D', '--move', '-M', '--copy', '-C', '--set-upstream-to', '--unset-upstream', '--edit-description', '--force', '--create-reflog']) {
      expect(effect(branch, token), token).toBe('write');
    }
    expect(branch.get('-D')?.reason).toBe('curated: git branch -D deletes the named branches, even unmerged');
    for (const token of ['--list', '--all', '--remotes', '--verbose', '--contains', '--merged', '--no-merged', '--points-at', '--sort', '--color', '--column', '--show-current']) {
      expect(effect(branch, token), token).toBe('none');
    }
    expect(branch.get('--format')?.text).toBe('pattern');
    // a branch-name operand creates a branch
    expect(classifyParameter({ tool: 'git', commandPath: ['branch'] }, { kind: 'positional', tokens: [], name: 'branchname', type: 'string', description: '' }).effect).toBe('write');
    expect(classifyParameter({ tool: 'git', commandPath: ['tag'] }, { kind: 'positional', tokens: [], name: 'tagname', type: 'string', description: '' }).effect).toBe('write');
    // git remote alone lists; the URL given to git remote add is written into the configuration, not contacted
    expect(effect(effectsOf('git__remote'), '--verbose')).toBe('none');
    expect(classifyParameter({ tool: 'git', commandPath: ['remote', 'add'] }, { kind: 'positional', tokens: [], name: 'url', type: 'string', description: '' }))
      .toMatchObject({ effect: 'write', source: 'curated' });
    expect(classifyParameter({ tool: 'git', commandPath: ['ls-remote'] }, { kind: 'positional', tokens: [], name: 'url', type: 'string', description: '' }).effect).toBe('network');
  });

  it('issue 31: curl\'s --quote and --mail-* reach no program; docker run\'s --hostname and --mac-address connect to nothing', () => {
    const curl = effectsOf('curl');
    expect(effect(curl, '--quote')).toBe('network');
    expect(effect(curl, '--ftp-alternative-to-user')).toBe('network');
    for (const token of ['--mail-from', '--mail-rcpt', '--mail-auth']) expect(effect(curl, token), token).toBe('none');
    const run = effectsOf('docker__run');
    for (const token of ['--hostname', '--mac-address', '--add-host']) expect(effect(run, token), token).toBe('none');
  });

  it('a program nobody curated: free-text values are write by default, switches and numbers none', () => {
    const yamllint = effectsOf('yamllint');
    for (const [key, value] of yamllint) {
      if (value.source === 'default') expect(['write', 'none'], key).toContain(value.effect);
      expect(value.source, key).not.toBe('curated');
    }
  });
});

describe('classifyParameter', () => {
  const context = { tool: 'env', commandPath: [] };
  it('env: the COMMAND operand and its arguments run programs', () => {
    expect(classifyParameter(context, { kind: 'positional', tokens: [], name: 'command', type: 'string', description: '' }))
      .toEqual({ effect: 'exec', source: 'curated', reason: 'curated: env operand <command> is a program it runs' });
    expect(classifyParameter(context, { kind: 'positional', tokens: [], name: 'arg', type: 'string', description: '' }).effect).toBe('exec');
  });

  it('git ls-remote --upload-pack runs a program; the repository reaches the network', () => {
    const lsRemote = { tool: 'git', commandPath: ['ls-remote'] };
    expect(classifyParameter(lsRemote, { kind: 'flag', tokens: ['--upload-pack'], name: '--upload-pack', valueName: '<exec>', type: 'string', description: 'path of git-upload-pack on the remote host' }).effect).toBe('exec');
    expect(classifyParameter(lsRemote, { kind: 'positional', tokens: [], name: 'repository', type: 'string', description: '' }).effect).toBe('network');
  });

  it('curated named entries beat help rules; help rules beat curated catch-alls', () => {
    // git log's catch-all says none, but a help rule that finds "writes a file" still wins over it
    const log = { tool: 'git', commandPath: ['log'] };
    expect(classifyParameter(log, { kind: 'flag', tokens: ['--made-up'], name: '--made-up', valueName: '<file>', type: 'string', description: 'write the log to the given file' }))
      .toEqual({ effect: 'write', source: 'help', reason: 'help: --made-up: the help says it writes a file' });
    expect(classifyParameter(log, { kind: 'flag', tokens: ['--date'], name: '--date', valueName: '<format>', type: 'string', description: '' }).source).toBe('help');
    // --author is a pattern, named by the table so its value is exempt from the metacharacter check.
    expect(classifyParameter(log, { kind: 'flag', tokens: ['--author'], name: '--author', valueName: '<pattern>', type: 'string', description: '' }))
      .toEqual({ effect: 'none', source: 'curated', reason: 'curated: git --author is a pattern matched against authors', text: 'pattern' });
    expect(classifyParameter(log, { kind: 'flag', tokens: ['--since'], name: '--since', valueName: '<date>', type: 'string', description: 'Show commits more recent than a specific date.' }).effect).toBe('none');
  });

  it('issue 31: cp reads its sources and writes its destination; mv writes both; an operand list that holds both is written', () => {
    const operand = (tool: string, name: string) => classifyParameter({ tool, commandPath: [] }, { kind: 'positional', tokens: [], name, type: 'string', description: '' });
    expect(operand('cp', 'source')).toEqual({ effect: 'read', source: 'curated', reason: 'curated: cp operand <source> is a file it copies (reads)' });
    expect(operand('cp', 'dest').effect).toBe('write');
    expect(operand('cp', 'source_file').effect).toBe('read');
    expect(operand('cp', 'target_directory').effect).toBe('write');
    expect(operand('cp', 'file').effect).toBe('write');
    expect(operand('mv', 'source')).toEqual({ effect: 'write', source: 'curated', reason: 'curated: mv operand <source> is a file it moves (removes from where it was)' });
    expect(operand('mv', 'dest').effect).toBe('write');
    const flag = (tool: string, token: string, valueName: string) => classifyParameter({ tool, commandPath: [] }, { kind: 'flag', tokens: [token], name: token, valueName, type: 'string', description: '' }).effect;
    expect(flag('cp', '--target-directory', 'DIRECTORY')).toBe('write');
    expect(flag('cp', '--backup', 'CONTROL')).toBe('none');
    expect(flag('cp', '--preserve', 'ATTR_LIST')).toBe('none');
    expect(flag('mv', '--suffix', 'SUFFIX')).toBe('none');
  });

  it('issue 31: the operand SOURCE of a program outside the table is no host (the option --source still is)', () => {
    const install = { tool: 'install', commandPath: [] };
    expect(classifyParameter(install, { kind: 'positional', tokens: [], name: 'source', type: 'string', description: '' }))
      .toEqual({ effect: 'write', source: 'default', reason: 'default: operand <source> could name a file' });
    expect(classifyParameter(install, { kind: 'positional', tokens: [], name: 'host', type: 'string', description: '' }).effect).toBe('network');
    expect(classifyParameter(install, { kind: 'flag', tokens: ['--source'], name: '--source', type: 'string', description: '' }).effect).toBe('network');
  });

  it('issue 31: awk\'s program is awk text; gawk\'s -E runs a program file, -d/-o/-p write files; file, tree', () => {
    const awk = { tool: 'gawk', commandPath: [] };
    const operand = (name: string) => classifyParameter(awk, { kind: 'positional', tokens: [], name, type: 'string', description: '' });
    expect(operand('program')).toMatchObject({ effect: 'exec', text: 'awk' });
    expect(operand('file').effect).toBe('read');
    const flag = (context: { tool: string; commandPath: string[] }, token: string, type: ParameterFacts['type'] = 'string') => classifyParameter(context, { kind: 'flag', tokens: [token], name: token, type, description: '' }).effect;
    expect(flag(awk, '-E')).toBe('exec');
    for (const token of ['-d', '--dump-variables', '-o', '--pretty-print', '-p', '--profile']) expect(flag(awk, token), token).toBe('write');
    // an optional file is written even when none is named
    expect(flag(awk, '--profile', 'boolean')).toBe('write');
    const file = { tool: 'file', commandPath: [] };
    expect(flag(file, '--magic-file')).toBe('read');
    expect(flag(file, '--compile', 'boolean')).toBe('write');
    expect(flag(file, '--exclude')).toBe('none');
    expect(flag(file, '--separator')).toBe('none');
    const tree = { tool: 'tree', commandPath: [] };
    expect(flag(tree, '-o')).toBe('write');
    expect(flag(tree, '-R', 'boolean')).toBe('write');
    for (const token of ['--charset', '--sort', '-H', '-T', '--filelimit']) expect(flag(tree, token), token).toBe('none');
    expect(classifyParameter(tree, { kind: 'positional', tokens: [], name: 'directory', type: 'string', description: '' }).effect).toBe('read');
  });

  it('short and long tokens both find the curated entry', () => {
    const sort = { tool: 'sort', commandPath: [] };
    expect(classifyParameter(sort, { kind: 'flag', tokens: ['-o'], name: '-o', type: 'string', description: '' }).effect).toBe('write');
    expect(classifyParameter(sort, { kind: 'flag', tokens: ['--output', '-o'], name: '--output', type: 'string', description: '' }).effect).toBe('write');
  });

  it('index, source, mirror, address and host parameters of programs outside the curated table are network (issue 19 item 3)', () => {
    const ctx = { tool: 'gem', commandPath: ['list'] };
    const f = (token: string, valueName?: string) => classifyParameter(ctx, { kind: 'flag', tokens: [token], name: token, type: 'string', description: '', ...(valueName ? { valueName } : {}) });
    expect(f('--source')).toEqual({ effect: 'network', reason: 'help: --source names an index, source, host or address to connect to', source: 'help' });
    expect(f('--index').effect).toBe('network');
    expect(f('--mirror').effect).toBe('network');
    expect(f('--address', 'ADDRESS').effect).toBe('network');
    expect(f('--host', '[USER@]HOST').effect).toBe('network');
    expect(f('--index-url', '<url>').effect).toBe('network');
    // The curated table still decides its programs: git's --source is a tree.
    expect(classifyParameter({ tool: 'git', commandPath: ['restore'] }, { kind: 'flag', tokens: ['--source'], name: '--source', type: 'string', description: '' }).effect).not.toBe('network');
  });
});
