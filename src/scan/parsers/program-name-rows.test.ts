import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const N = readFileSync(new URL('../../../test/fixtures/help/n.txt', import.meta.url), 'utf8');

describe('command rows that start with the program name (n)', () => {
  const help = parseHelp(N, { programName: 'n', commandPath: [] });

  it('binds `n install <version>` as install, and never the program itself (`n`, `n <version>`, `n --lts` rows)', () => {
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'latest', 'lts', 'install', 'run', 'which', 'exec', 'rm', 'prune', 'ls', 'ls-remote', 'uninstall', 'download',
    ]);
    expect(help.subcommands.find((s) => s.name === 'install')).toEqual({ name: 'install', description: 'Install Node.js <version> (downloading if necessary)' });
  });
});

describe('usage lines as the command list (pass)', () => {
  const PASS = readFileSync(new URL('../../../test/fixtures/help/pass.txt', import.meta.url), 'utf8');
  const help = parseHelp(PASS, { programName: 'pass', commandPath: [] });

  it('lists the commands, the optional `[ls]` and `[show]` included, none nested', () => {
    expect(help.subcommands.map((s) => s.name)).toEqual(['init', 'ls', 'find', 'show', 'grep', 'insert', 'edit', 'generate', 'rm', 'mv', 'cp', 'git', 'help', 'version']);
    expect(help.subcommands.find((s) => s.name === 'edit')).toEqual({ name: 'edit', description: 'Insert a new password or edit an existing password using editor.' });
    expect(help.subcommands.some((s) => s.commands !== undefined)).toBe(false);
  });

  it('leaves the first line`s options and operands to init: the program has neither', () => {
    expect(help.usage).toBe('pass init [--path=subfolder,-p subfolder] gpg-id...');
    expect(help.flags).toEqual([]);
    expect(help.positionals).toEqual([]);
  });
});
