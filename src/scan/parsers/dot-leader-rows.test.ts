import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

const CORDOVA = readFileSync(new URL('../../../test/fixtures/help/cordova.txt', import.meta.url), 'utf8');

describe('dot-leader tables (cordova)', () => {
  const help = parseHelp(CORDOVA, { programName: 'cordova', commandPath: [] });

  it('reads `create ....... Create a project` rows under headings without colons as commands', () => {
    expect(help.subcommands.map((s) => s.name)).toEqual([
      'create', 'help', 'config', 'info', 'requirements', 'platform', 'plugin', 'prepare', 'compile', 'clean', 'run', 'serve',
      // The Aliases section's `build -> cordova prepare && cordova compile` runs the program: a command (alias-rows.ts).
      'build', 'emulate',
    ]);
    expect(help.subcommands.find((s) => s.name === 'requirements')).toEqual({
      name: 'requirements', description: 'Checks and print out all the requirements for platforms specified',
    });
  });

  it('reads `-d, --verbose ..... debug mode` option rows, and no command from the Examples', () => {
    expect(help.flags.map((f) => [f.long, f.short])).toEqual([['--verbose', '-d'], ['--nohooks', undefined]]);
    expect(help.subcommands.some((s) => s.name === 'cordova')).toBe(false);
  });

  it('reads a leader right after an argument\'s bracket (cordova platform: `add <plat-spec> [...]...... Add`)', () => {
    const text = 'Usage: tool <command>\n\nCommands:\n    add <spec> [...].......... Add platforms\n    list ..................... List them\n';
    expect(parseHelp(text, { programName: 'tool', commandPath: [] }).subcommands).toEqual([
      { name: 'add', description: 'Add platforms' }, { name: 'list', description: 'List them' },
    ]);
  });

  it('reads a leader after row arguments (synthetic, the ionic spelling `config <subcommand> .... Manage`)', () => {
    const text = 'Usage: tool <command>\n\nGlobal Commands:\n\n    config <subcommand> ....... Manage config values\n    login ..................... Log in\n';
    expect(parseHelp(text, { programName: 'tool', commandPath: [] }).subcommands).toEqual([
      { name: 'config', description: 'Manage config values' }, { name: 'login', description: 'Log in' },
    ]);
  });
});
