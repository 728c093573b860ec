import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { operandCountsFromProse } from './positionals.js';

describe('operandCountsFromProse', () => {
  it('reads an operand spelled as a fixed number of words', () => {
    expect(operandCountsFromProse("FILES are 'FILE1 FILE2' or 'DIR1 DIR2' or 'DIR FILE' or 'FILE DIR'.")).toEqual(new Map([['files', { min: 2, max: 2 }]]));
    expect(operandCountsFromProse("ARGS is 'A' or 'A B C'.")).toEqual(new Map([['args', { min: 1, max: 3 }]]));
  });

  it('ignores one-word forms and prose that quotes no forms', () => {
    expect(operandCountsFromProse("MODE is 'fast' or 'slow'.")).toEqual(new Map());
    expect(operandCountsFromProse('FILES are compared line by line.')).toEqual(new Map());
  });
});

describe('diff FILES', () => {
  it('is a list of two paths', () => {
    const help = parseHelp([
      'Usage: diff [OPTION]... FILES',
      'Compare FILES line by line.',
      '',
      '  -q, --brief                   report only when files differ',
      '',
      "FILES are 'FILE1 FILE2' or 'DIR1 DIR2' or 'DIR FILE' or 'FILE DIR'.",
      '',
    ].join('\n'), { programName: 'diff' });
    expect(help.positionals).toEqual([{ name: 'files', required: true, variadic: true, type: 'path', description: '', count: { min: 2, max: 2 } }]);
  });
});
