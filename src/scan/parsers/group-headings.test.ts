import { describe, expect, it } from 'vitest';
import { withGroupHeadingsAsPairs } from './group-headings.js';
import { parseHelp } from './index.js';

const names = (text: string, commandPath: string[] = []) =>
  parseHelp(text, { programName: 'tool', commandPath }).subcommands.map((c) => (c.commands ? [c.name, c.commands.map((v) => v.name)] : c.name));

// Made up in the shape of an Erlang build tool's help (no program of any set).
const root = [
  'Usage: tool [-h] [-v] [<task>]',
  '',
  '  -h, --help     Print this help.',
  '',
  'Several tasks are available:',
  '',
  'build             Build the project.',
  'clean             Remove compiled files.',
  'test              Run the tests.',
  '',
  'plugins <task>:',
  '  list           List plugins',
  '  upgrade        Upgrade plugins',
  '',
  "Run 'tool help <TASK>' for details.",
  '',
].join('\n');

describe('command lists titled as tasks, and groups headed by their word and a placeholder', () => {
  it('reads flush-left rows under a sentence title of tasks (a blank line between), and a group\'s rows as its verbs', () => {
    expect(names(root)).toEqual(['build', 'clean', 'test', ['plugins', ['list', 'upgrade']]]);
  });

  it('reads the group\'s own help (the same heading) as its commands', () => {
    expect(names('\nplugins <task>:\n  list           List plugins\n  upgrade        Upgrade plugins\n', ['plugins'])).toEqual(['list', 'upgrade']);
  });

  it('leaves a heading with no rows under it, and prose, as they were', () => {
    const text = 'plugins <task>:\nSee the manual.\n';
    expect(withGroupHeadingsAsPairs(text)).toBe(text);
  });

  it('reads `Operations:` rows whose one-letter alias comes first (`s, set VALUE`) by their word', () => {
    const text = 'Usage: tool [options] [operation] [value]\n\nOperations:\n  i, info\t\t\tget device info.\n  s, set VALUE\t\t\tset brightness of the device.\n';
    const help = parseHelp(text, { programName: 'tool', commandPath: [] });
    expect(help.subcommands.map((c) => [c.name, c.aliases])).toEqual([['info', ['i']], ['set', ['s']]]);
  });
});
