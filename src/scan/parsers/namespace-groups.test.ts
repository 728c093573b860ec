import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { splitSections, toLines } from './layout.js';
import { namespaceGroups } from './namespace-groups.js';

/** `poetry list` (poetry 1.3.2, cleo): plain commands, then namespaces such as ` cache`. */
const POETRY_LIST = readFileSync(new URL('../../../test/fixtures/command-lists/poetry__list.txt', import.meta.url), 'utf8');

function groups(text: string) {
  const lines = toLines(text);
  return namespaceGroups(lines, splitSections(lines));
}

describe('namespace groups closing a cleo or Symfony command list', () => {
  const help = parseHelp(POETRY_LIST, { programName: 'poetry', commandPath: [] });

  it('lists the 19 commands, then the 5 namespaces of `poetry list`', () => {
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'about', 'add', 'build', 'check', 'config', 'help', 'init', 'install', 'list', 'lock', 'new', 'publish', 'remove', 'run', 'search',
      'shell', 'show', 'update', 'version', 'cache', 'debug', 'env', 'self', 'source',
    ]);
  });

  it('gives each namespace its commands; `self show plugins` adds nothing beyond `self show`', () => {
    expect(help.subcommands.find((s) => s.name === 'cache')).toEqual({
      name: 'cache', description: '', commands: [
        { name: 'clear', description: 'Clears a Poetry cache by name.' },
        { name: 'list', description: 'List Poetry\'s caches.' },
      ],
    });
    expect(help.subcommands.find((s) => s.name === 'self')!.commands!.map((s) => s.name)).toEqual(['add', 'install', 'lock', 'remove', 'show', 'update']);
  });

  it('reads Symfony colon rows as commands of their own', () => {
    expect(groups('Available commands:\n  about   About it\n cache\n  cache:clear   Clear the cache\n  cache:warmup  Warm it up\n')).toEqual([
      { name: 'cache:clear', description: 'Clear the cache' },
      { name: 'cache:warmup', description: 'Warm it up' },
    ]);
  });

  it('needs a group line one column left of rows that start with its word, under a command heading', () => {
    expect(groups('Available commands:\n  about   About it\n cache\n  clear   Clear it\n')).toEqual([]);
    expect(groups('Options:\n  --x   X\n cache\n  cache clear   Clear it\n')).toEqual([]);
  });
});
