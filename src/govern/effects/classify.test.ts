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
import type { ParameterEffect } from './types.js';

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
