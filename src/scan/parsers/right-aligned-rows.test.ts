import { describe, expect, it } from 'vitest';
import { cleanHelpText, parseHelp } from './index.js';
import { toLines } from './layout.js';
import { withLeftAlignedRows } from './right-aligned-rows.js';

describe('withLeftAlignedRows', () => {
  it('moves right-aligned names to one indent, leaving wrapped lines where they are', () => {
    const lines = toLines('Commands:\n     init    start a project\n examples    copy the examples\n                 wrapped onto a second line\n  version    show it\n');
    expect(withLeftAlignedRows(lines, { start: 1, end: lines.length }).map((line) => line.text)).toEqual([
      'Commands:', ' init    start a project', ' examples    copy the examples', '                 wrapped onto a second line', ' version    show it',
    ]);
  });

  it('leaves lists alone whose names do not end at one column, or whose rows share an indent', () => {
    const ragged = toLines('Commands:\n    init    start\n examples    copy\n  version   show\n');
    expect(withLeftAlignedRows(ragged, { start: 1, end: ragged.length })).toEqual(ragged);
    const plain = toLines('Commands:\n  init      start\n  examples  copy\n  version   show\n');
    expect(withLeftAlignedRows(plain, { start: 1, end: plain.length })).toEqual(plain);
  });
});

describe('a right-aligned command list (the jasmine layout)', () => {
  it('gives every command, one at the margin included', () => {
    const text = 'Usage: runner [command] [options]\n\nCommands:\n      init    initialize a project\n  examples    install examples\n   help,-h    show help\nversion,-v    show the versions\n enumerate    enumerate the suites\n\nIf no command is given, the suites run.\n\nOptions:\n  --fail-fast    stop at the first failure\n';
    const help = parseHelp(cleanHelpText(text), { programName: 'runner', commandPath: [] });
    expect(help.subcommands.map((sub) => sub.name)).toEqual(expect.arrayContaining(['init', 'examples', 'enumerate']));
    expect(help.subcommands.find((sub) => sub.name === 'examples')?.description).toBe('install examples');
  });
});
