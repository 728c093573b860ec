import { describe, expect, it } from 'vitest';
import { cobraAnswer, cobraSpec, oclifSpec, specCounts, type OclifManifest } from '../../bench/support/declared-specs.js';
import type { TruthCommand } from '../../bench/support/fish-completions.js';

const sub = (command: TruthCommand | undefined, name: string) => command?.subcommands?.find((c) => [c.name].flat()[0] === name);

// A made-up manifest in oclif's shape (no program of any set).
const manifest: OclifManifest = {
  commands: {
    'db:up': { id: 'db:up', aliases: ['db:start', 'up'], flags: {
      force: { name: 'force', type: 'boolean', char: 'f', allowNo: true },
      url: { name: 'url', type: 'option', aliases: ['uri'] },
      secret: { name: 'secret', type: 'option', hidden: true },
    } },
    'db:down': { id: 'db:down', flags: { help: { name: 'help', type: 'boolean', char: 'h' } } },
    internal: { id: 'internal', hidden: true, flags: { x: { name: 'x', type: 'boolean' } } },
  },
};

describe('oclifSpec', () => {
  it('names commands by their ids with the ":" separator, each alias another name of the command, with typed flags', () => {
    const spec = oclifSpec('tool', [manifest], ':');
    expect(spec.subcommands?.map((c) => c.name)).toEqual([['db:up', 'db:start', 'up'], 'db:down']);
    expect(sub(spec, 'db:up')?.options).toEqual([
      { name: ['--force', '--no-force', '-f'] },
      { name: ['--url', '--uri'], args: {} },
    ]);
    expect(sub(spec, 'internal')).toBeUndefined();
  });

  it('nests ids as command paths with the " " separator', () => {
    const spec = oclifSpec('tool', [manifest, { commands: { help: { flags: { 'nested-commands': { type: 'boolean', char: 'n' } } } } }], ' ');
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['db', 'up', 'help']);
    expect(sub(spec, 'db')?.subcommands?.map((c) => c.name)).toEqual([['up', 'start'], 'down']);
    expect(sub(spec, 'db')?.options).toBeUndefined();
    // An alias in another topic is a command of its own there, with the same flags.
    expect(sub(spec, 'up')?.options).toEqual(sub(sub(spec, 'db'), 'up')?.options);
    expect(sub(spec, 'help')?.options).toEqual([{ name: ['--nested-commands', '-n'] }]);
  });
});

describe('cobraAnswer', () => {
  it('reads candidates with and without descriptions and the directive line', () => {
    expect(cobraAnswer('add\tAdd a thing\nrm\n:4\n')).toEqual({ candidates: [{ name: 'add', description: 'Add a thing' }, { name: 'rm', description: '' }], directive: 4 });
  });

  it('has no directive when the program is no cobra program', () => {
    expect(cobraAnswer('unknown command "__complete"\n').directive).toBeUndefined();
    expect(cobraAnswer('').candidates).toEqual([]);
  });
});

/**
 * A completion engine answering as cobra does, for a made-up program: `--` lists long flags,
 * `--flag -` lists flags again only when the flag is a switch, `''` lists subcommands and, for
 * `get`, the values of its argument (as kubectl's resource kinds).
 */
function engine(words: string[]): string {
  const flags: Record<string, Array<[string, boolean, string]>> = {
    '': [['--verbose', false, 'say more'], ['--config', true, 'config file'], ['--help', false, 'help for tool']],
    remote: [['--verbose', false, 'say more'], ['--config', true, 'config file'], ['--help', false, 'help for remote']],
    'remote add': [['--verbose', false, 'say more'], ['--config', true, 'config file'], ['--fetch', false, 'fetch it'], ['--help', false, 'help for add']],
    get: [['--verbose', false, 'say more'], ['--config', true, 'config file'], ['--output', true, 'format'], ['--help', false, 'help for get']],
  };
  const children: Record<string, string[]> = { '': ['remote', 'get', 'pods'], remote: ['add'], 'remote add': [], get: ['pods', 'nodes'] };
  const last = words.at(-1)!;
  const before = words.slice(0, -1);
  const flagAt = before.findIndex((w) => w.startsWith('--'));
  const path = (flagAt < 0 ? before : before.slice(0, flagAt)).filter((w) => w in children || `${before[0]} ${w}` in children)
    .reduce<string>((p, w) => (p === '' ? (w in children ? w : p) : `${p} ${w}` in children ? `${p} ${w}` : p), '');
  const own = flags[path] ?? flags['']!;
  if (flagAt >= 0 && own.find(([n]) => n === before[flagAt])?.[1] === true) return ':0\n';
  if (last.startsWith('-')) return `${own.map(([n, , d]) => `${n}\t${d}`).join('\n')}\n:4\n`;
  // 'pods' at the root is a value of the root's argument too: its flags are the root's.
  return `${(children[path] ?? []).join('\n')}\n:4\n`;
}

describe('cobraSpec', () => {
  it('asks the engine for flags, their values and subcommands, leaving out words whose flags are their parent\'s', async () => {
    const asked: string[][] = [];
    const spec = await cobraSpec('tool', async (words) => { asked.push(words); return engine(words); }, 2);
    expect(spec.options).toEqual([{ name: '--verbose' }, { name: '--config', args: {} }, { name: '--help' }]);
    expect(spec.subcommands?.map((c) => c.name)).toEqual(['remote', 'get']);
    expect(sub(spec, 'remote')?.subcommands?.map((c) => c.name)).toEqual(['add']);
    expect(sub(sub(spec, 'remote'), 'add')?.options?.map((o) => o.name)).toContain('--fetch');
    // `get pods` and `get nodes` are the values of get's argument: they offer get's own flags.
    expect(sub(spec, 'get')?.subcommands).toBeUndefined();
    expect(sub(spec, 'get')?.options).toContainEqual({ name: '--output', args: {} });
    // Depth 2: nothing is asked below `remote add`.
    expect(asked.some((w) => w.length > 3 && w[0] === 'remote' && w[1] === 'add' && w[2] === 'x')).toBe(false);
    expect(specCounts(spec, 2)).toEqual({ longs: 3 + 3 + 4 + 4, subcommands: 3 });
  });
});

// Real Python programs written here (no program of any set), captured as a walk captures one.
describe('capture-declared-spec.ts python', () => {
  const scripts: Record<string, string> = {
    tool: `#!/usr/bin/python3
import argparse, sys
parser = argparse.ArgumentParser()
parser.add_argument('-q', '--quiet', action='store_true')
parser.add_argument('--level', nargs='?')
parser.add_argument('--secret', help=argparse.SUPPRESS)
commands = parser.add_subparsers(dest='command')
add = commands.add_parser('add', aliases=['a'], help='add one')
add.add_argument('--force', action='count')
add.add_argument('--into', metavar='DIR')
commands.add_parser('internal', help=argparse.SUPPRESS)
parser.parse_args()
print('ran')
`,
    clicktool: `#!/usr/bin/python3
import click
@click.group()
@click.option('--verbose/--quiet', default=False)
@click.option('--config', type=click.Path())
def cli(verbose, config):
    pass
@cli.command()
@click.option('-n', '--dry-run', is_flag=True)
@click.option('--hidden-one', hidden=True)
def sync(dry_run, hidden_one):
    pass
@cli.command(hidden=True)
def secret():
    pass
cli()
`,
  };
  const capture = async (name: string): Promise<{ status: number | null; printed: string; spec?: TruthCommand }> => {
    const { mkdtempSync, writeFileSync, chmodSync, existsSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { spawnSync } = await import('node:child_process');
    const dir = mkdtempSync(join(tmpdir(), 'svc-decl-test-'));
    const script = join(dir, name);
    writeFileSync(script, scripts[name]!);
    chmodSync(script, 0o755);
    const out = join(dir, 'spec.json');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/capture-declared-spec.ts', 'python', script, name, out], { encoding: 'utf8', timeout: 60_000 });
    return { status: run.status, printed: run.stdout, ...(existsSync(out) ? { spec: JSON.parse(readFileSync(out, 'utf8')) as TruthCommand } : {}) };
  };

  it("reads argparse's tables when the parser answers --help: aliases, arity, hidden entries left out, and prints counts only", async () => {
    const { status, printed, spec } = await capture('tool');
    expect(status).toBe(0);
    expect(printed).toBe('tool: 6 long options, 1 subcommands (depth 2)\n');
    expect(spec).toEqual({
      name: 'tool',
      options: [{ name: ['-h', '--help'] }, { name: ['-q', '--quiet'] }, { name: '--level', args: {} }],
      subcommands: [{ name: ['add', 'a'], options: [{ name: ['-h', '--help'] }, { name: '--force' }, { name: '--into', args: {} }] }],
    });
  }, 60_000);

  it("reads click's tables: secondary names, flags, hidden options and commands left out", async () => {
    const { spawnSync } = await import('node:child_process');
    if (spawnSync('/usr/bin/python3', ['-c', 'import click']).status !== 0) {
      console.log('skipped: /usr/bin/python3 has no click (apt-get install python3-click)');
      return;
    }
    const { status, spec } = await capture('clicktool');
    expect(status).toBe(0);
    expect(spec).toEqual({
      name: 'clicktool',
      options: [{ name: ['--verbose', '--quiet'] }, { name: '--config', args: {} }, { name: '--help' }],
      subcommands: [{ name: 'sync', options: [{ name: ['-n', '--dry-run'] }, { name: '--help' }] }],
    });
  }, 60_000);
});
