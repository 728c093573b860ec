import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';
import { usageLineSubcommands } from './usage-line-commands.js';

const YARN = readFileSync(new URL('../../../test/fixtures/help/yarn.txt', import.meta.url), 'utf8');

describe('commands listed as whole usage lines (Yarn 4)', () => {
  it('finds every first-level command of yarn 4.18.1 with its description', () => {
    const subs = parseHelp(YARN, { programName: 'yarn', commandPath: [] }).subcommands;
    expect(subs.map((s) => s.name)).toEqual(expect.arrayContaining(['add', 'bin', 'cache', 'config', 'dlx', 'install', 'run', 'up', 'why', 'workspaces', 'version', 'plugin']));
    expect(subs).toHaveLength(new Set(subs.map((s) => s.name)).size);
    expect(subs.find((s) => s.name === 'add')!.description).toBe('add dependencies to the project');
    // Only `yarn cache clean` is listed: `cache` has no line of its own.
    expect(subs.find((s) => s.name === 'cache')!.description).toBe('');
  });

  it('reads the commands below a command path', () => {
    const lines = toLines('  yarn config [--json]\n    display\n  yarn config get <name>\n    read a setting\n  yarn config set <name> <value>\n    change a setting\n  yarn config unset <name>\n    unset a setting\n');
    expect(usageLineSubcommands(lines, { programName: 'yarn', commandPath: ['config'] }).map((s) => [s.name, s.description])).toEqual([
      ['get', 'read a setting'], ['set', 'change a setting'], ['unset', 'unset a setting'],
    ]);
  });

  it('needs three such lines, each with a description below', () => {
    expect(usageLineSubcommands(toLines('  yarn add x\n    add\n  yarn bin\n    bin\n'), { programName: 'yarn' })).toEqual([]);
    expect(usageLineSubcommands(toLines('  yarn add x\n  yarn bin\n  yarn run\n'), { programName: 'yarn' })).toEqual([]);
  });
});
