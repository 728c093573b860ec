import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alignedCommandRows } from './aligned-command-rows.js';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';

const PNPM = readFileSync(new URL('../../../test/fixtures/help/pnpm.txt', import.meta.url), 'utf8');
/** `pnpm help -a` (pnpm 10.23.0), which `pnpm --help` names for the complete list. */
const PNPM_ALL = readFileSync(new URL('../../../test/fixtures/command-lists/pnpm__help_-a.txt', import.meta.url), 'utf8');

describe('command rows with aliases hung left of an aligned name column (pnpm 10)', () => {
  it('finds the 18 commands of `pnpm --help` under headings of any wording', () => {
    const help = parseHelp(PNPM, { programName: 'pnpm', commandPath: [] });
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'add', 'install', 'link', 'remove', 'unlink', 'update', 'audit', 'list', 'outdated', 'why', 'create', 'dlx', 'exec', 'run',
      'config', 'init', 'publish', 'self-update',
    ]);
    expect(help.subcommands[0]).toEqual({
      name: 'add', description: 'Installs a package and any packages that it depends on. By default, any new package is installed as a prod dependency',
    });
    expect(help.subcommands[1]).toEqual({ name: 'install', description: 'Install all dependencies for a project', aliases: ['i'] });
    expect(help.positionals).toEqual([]);
    expect(help.flags.map((f) => f.long)).toEqual(['--recursive']);
  });

  it('finds all 43 of `pnpm help -a`; `store add` and `cache list` rows give `store` and `cache`', () => {
    const subs = parseHelp(PNPM_ALL, { programName: 'pnpm', commandPath: [] }).subcommands;
    expect(subs).toHaveLength(43);
    expect(subs.find((s) => s.name === 'test')).toEqual({ name: 'test', description: 'Runs a package\'s "test" script, if one was provided', aliases: ['t'] });
    expect(subs.slice(-5)).toEqual([
      { name: 'cat-file', description: 'Prints the contents of a file based on the hash value stored in the index file' },
      { name: 'cat-index', description: 'Prints the index file of a specific package from the store' },
      { name: 'find-hash', description: 'Experimental! Lists the packages that include the file with the specified hash' },
      { name: 'store', description: '' },
      { name: 'cache', description: '' },
    ]);
  });

  it('needs an aliased row and plain rows in the same column', () => {
    expect(alignedCommandRows(toLines('Manage:\n      add      Add one\n      remove   Remove one\n      list     List them\n'))).toEqual([]);
    expect(alignedCommandRows(toLines('Manage:\n   i, install   Install\n  rm, remove    Remove\n'))).toEqual([]);
    expect(alignedCommandRows(toLines('Manage:\n      add      Add one\n   i, install  Install all\n      store add  Add to the store\n      store     The store\n'))).toEqual([
      { name: 'add', description: 'Add one' },
      { name: 'install', description: 'Install all', aliases: ['i'] },
      { name: 'store', description: 'The store' },
    ]);
  });
});
