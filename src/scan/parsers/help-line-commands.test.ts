import { describe, expect, it } from 'vitest';
import { helpLineCommands } from './help-line-commands.js';
import { toLines } from './layout.js';

describe('helpLineCommands', () => {
  it('reads commands listed only as the lines that print their help (elm)', () => {
    const text = 'Here is a full list:\n\n    elm repl    --help\n    elm init    --help\n    elm install --help\n\nAdding the --help flag gives details.\n';
    expect(helpLineCommands(toLines(text), { programName: 'elm' }).map((sub) => sub.name)).toEqual(['repl', 'init', 'install']);
    expect(helpLineCommands(toLines('List:\n  tool help build\n  tool help run\n  tool help test\n'), { programName: 'tool' }).map((sub) => sub.name)).toEqual(['build', 'run', 'test']);
  });

  it('needs three such lines in one block, each the command words, a name and a help switch', () => {
    expect(helpLineCommands(toLines('Try:\n    elm repl --help\n    elm init --help\n'), { programName: 'elm' })).toEqual([]);
    expect(helpLineCommands(toLines('Examples:\n    elm make src/Main.elm\n    elm install elm/http\n    elm repl\n'), { programName: 'elm' })).toEqual([]);
    expect(helpLineCommands(toLines('    elm repl --help\n    elm init --help\n    elm make --help\n'), {})).toEqual([]);
  });
});
