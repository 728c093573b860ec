import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';
import { prefixedCommandRows } from './prefixed-command-rows.js';

const LERNA = readFileSync(new URL('../../../test/fixtures/help/lerna.txt', import.meta.url), 'utf8');

describe('yargs command rows that repeat the program name (lerna 9)', () => {
  const help = parseHelp(LERNA, { programName: 'lerna', commandPath: [] });

  it('finds all 18 commands of `lerna --help`, in order', () => {
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'add-caching', 'changed', 'clean', 'create', 'diff', 'exec', 'import', 'info', 'init', 'list', 'publish', 'repair', 'run',
      'watch', 'version', 'add', 'bootstrap', 'link',
    ]);
  });

  it('keeps row arguments out of the description and turns [aliases: ...] into aliases', () => {
    expect(help.subcommands.find((s) => s.name === 'create')).toEqual({ name: 'create', description: 'Create a new lerna-managed package' });
    expect(help.subcommands.find((s) => s.name === 'list')).toEqual({ name: 'list', description: 'List local packages', aliases: ['ls', 'la', 'll'] });
    expect(help.subcommands.find((s) => s.name === 'changed')).toEqual({
      name: 'changed', description: 'List local packages that have changed since the last tagged release', aliases: ['updated'],
    });
  });

  it('drops the <command> placeholder from the positionals and keeps the global options', () => {
    expect(help.positionals).toEqual([]);
    expect(help.flags.map((f) => f.long)).toEqual(['--loglevel', '--concurrency', '--reject-cycles', '--no-progress', '--no-sort', '--max-buffer']);
  });

  it('reads rows below a command path, and only after the whole prefix', () => {
    const text = 'Commands:\n  tool db migrate <file>   Run a migration\n  tool db seed             Seed it  [aliases: s]\n';
    expect(prefixedCommandRows(toLines(text), { programName: 'tool', commandPath: ['db'] })).toEqual([
      { name: 'migrate', description: 'Run a migration' },
      { name: 'seed', description: 'Seed it', aliases: ['s'] },
    ]);
    expect(prefixedCommandRows(toLines(text), { programName: 'tool', commandPath: ['web'] })).toEqual([]);
    expect(prefixedCommandRows(toLines(text), { programName: 'other' })).toEqual([]);
  });

  it('needs two prefixed rows under a command heading', () => {
    expect(prefixedCommandRows(toLines('Commands:\n  tool run   Run it\n'), { programName: 'tool' })).toEqual([]);
    expect(prefixedCommandRows(toLines('Examples:\n  tool run x   Run x\n  tool run y   Run y\n'), { programName: 'tool' })).toEqual([]);
  });
});
