import { describe, expect, it } from 'vitest';
import { splitSections, toLines } from './layout.js';
import { titledNameLists } from './titled-name-lists.js';
import { parseHelp } from './index.js';

describe('titledNameLists', () => {
  const text = [
    'Usage: pkgtool <command> [<options>...]',
    '',
    'Commonly used commands can be classified as follows:',
    '',
    '         Basics: find, info, install',
    '        ...more: refresh, revert',
    '        Daemons: services, start, stop',
    '',
    "For more information about a command, run 'pkgtool help <command>'.",
    '',
  ].join('\n');

  it('reads the names of every titled line of the first paragraph, and no title', () => {
    const lines = toLines(text);
    expect(titledNameLists(lines, splitSections(lines).find((s) => s.kind === 'commands')!)).toEqual(['find', 'info', 'install', 'refresh', 'revert', 'services', 'start', 'stop']);
    expect(parseHelp(text, { programName: 'pkgtool' }).subcommands.map((s) => s.name)).toEqual(['find', 'info', 'install', 'refresh', 'revert', 'services', 'start', 'stop']);
  });

  it('reads nothing from a single such line or rows with descriptions', () => {
    const one = toLines('Commands:\n  Basics: find, info\n');
    expect(titledNameLists(one, splitSections(one)[0]!)).toBeUndefined();
    const rows = toLines('Commands:\n  find     Find packages\n  info     Show details\n');
    expect(titledNameLists(rows, splitSections(rows)[0]!)).toBeUndefined();
  });
});
