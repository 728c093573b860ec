import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indentedCommandList } from './indented-command-list.js';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';

/** `pm2 --help` (pm2 6.0.13, old commander), captured with a temporary HOME: it starts its daemon there. */
const PM2 = readFileSync(new URL('../../../test/fixtures/help/pm2.txt', import.meta.url), 'utf8');

describe('a command list under an indented `  Commands:` heading (pm2 6)', () => {
  const help = parseHelp(PM2, { programName: 'pm2', commandPath: [] });

  it('finds all 79 named commands; the `*` row is not one', () => {
    expect(help.subcommands).toHaveLength(79);
    expect(help.subcommands.slice(0, 5).map((s) => s.name)).toEqual(['start', 'trigger', 'deploy', 'startOrRestart', 'startOrReload']);
    expect(help.subcommands.at(-1)).toEqual({ name: 'examples', description: 'display pm2 usage examples' });
    expect(help.subcommands.some((s) => s.name === '*')).toBe(false);
  });

  it('reads names with colons, bar-joined aliases, row arguments and rows without a description', () => {
    const by = (name: string) => help.subcommands.find((s) => s.name === name);
    expect(by('start')).toEqual({ name: 'start', description: 'start and daemonize an app' });
    expect(by('profile:mem')).toEqual({ name: 'profile:mem', description: 'Sample PM2 heap memory' });
    expect(by('delete')).toEqual({ name: 'delete', description: 'stop and delete a process from pm2 process list', aliases: ['del'] });
    expect(by('install')).toEqual({ name: 'install', description: 'install or update a module and run it forever', aliases: ['module:install'] });
    expect(by('list')).toEqual({ name: 'list', description: 'list all processes', aliases: ['ls'] });
    expect(by('autoinstall')).toEqual({ name: 'autoinstall', description: '' });
  });

  it('keeps the options read from the indented `  Options:` list', () => {
    expect(help.flags).toHaveLength(64);
    expect(help.flags.find((f) => f.long === '--name')).toMatchObject({ short: '-n', valueName: '<name>', type: 'string' });
  });

  it('ends the section at the next line indented no more than its heading', () => {
    const text = '  Commands:\n\n    start <file>   start an app\n    list|ls        list apps\n\n  Examples:\n\n    start app.js   example\n';
    expect(indentedCommandList(toLines(text))).toEqual([
      { name: 'start', description: 'start an app' },
      { name: 'list', description: 'list apps', aliases: ['ls'] },
    ]);
  });

  it('ignores indented headings that do not name commands', () => {
    expect(indentedCommandList(toLines('  Options:\n\n    verbose   be loud\n    quiet     be quiet\n'))).toEqual([]);
  });
});
