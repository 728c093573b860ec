import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanHelpText, parseHelp, subcommandSynopses } from './index.js';

const UFW = readFileSync(new URL('../../../test/fixtures/help/ufw.txt', import.meta.url), 'utf8');
const COREPACK = readFileSync(new URL('../../../test/fixtures/help/corepack.txt', import.meta.url), 'utf8');

describe('group verbs listed only as pairs (ufw)', () => {
  const help = parseHelp(UFW, { programName: 'ufw', commandPath: [] });

  it('lists `app` with the verbs of its `app list`, `app info PROFILE` ... rows', () => {
    expect(help.subcommands.find((s) => s.name === 'app')).toEqual({
      name: 'app', description: '', commands: [
        { name: 'list', description: 'list application profiles' },
        { name: 'info', description: 'show information on PROFILE' },
        { name: 'update', description: 'update PROFILE' },
        { name: 'default', description: 'set default application policy' },
      ],
    });
  });

  it('gives a listed command (`route RULE`) the verbs of its pair rows, and no verb from an argument', () => {
    expect(help.subcommands.find((s) => s.name === 'route')).toEqual({
      name: 'route', description: 'add route RULE', commands: [
        { name: 'delete', description: 'delete route RULE' }, { name: 'insert', description: 'insert route RULE at NUM' },
      ],
    });
    expect(help.subcommands.filter((s) => s.commands).map((s) => s.name)).toEqual(['route', 'status', 'app']);
  });
});

describe('nesting read from the usage path (corepack)', () => {
  it('binds `corepack cache clean` as clean under cache, and keeps cache', () => {
    const help = parseHelp(COREPACK, { programName: 'corepack', commandPath: [] });
    expect(help.subcommands[0]).toEqual({ name: 'cache', description: '', commands: [{ name: 'clean', description: 'Cleans Corepack cache' }] });
    expect(help.subcommands.map((s) => s.name)).toEqual(['cache', 'disable', 'enable', 'install', 'pack', 'up', 'use']);
  });

  it('takes a word the lines also show as an operand for one (pass: `pass edit pass-name`)', () => {
    const pass = readFileSync(new URL('../../../test/fixtures/help/pass__insert.txt', import.meta.url), 'utf8');
    expect(pass).toContain('pass-name');
    // Synthetic, in pass's root layout: `edit pass-name` is an operand, `share useradd` a verb.
    const text = 'Usage:\n    tool insert [--force,-f] pass-name\n        Insert.\n    tool edit pass-name\n        Edit.\n    tool share useradd <user>\n        Add a user.\n';
    const help = parseHelp(text, { programName: 'tool', commandPath: [] });
    expect(help.subcommands).toEqual([
      { name: 'insert', description: 'Insert.' },
      { name: 'edit', description: 'Edit.' },
      { name: 'share', description: '', commands: [{ name: 'useradd', description: 'Add a user.' }] },
    ]);
  });
});

describe('usages of the verbs from their pair rows (ufw)', () => {
  it('gives `app info` the usage its row shows, and a verb without arguments none', () => {
    const synopses = subcommandSynopses(cleanHelpText(UFW), { programName: 'ufw', commandPath: ['app'] });
    expect([...synopses]).toEqual([
      ['info', ['ufw app info PROFILE']], ['update', ['ufw app update PROFILE']], ['default', ['ufw app default ARG']],
    ]);
  });
});
