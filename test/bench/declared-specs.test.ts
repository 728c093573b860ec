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
