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

describe('usage groups that name options, not values or operands (beep)', () => {
  const help = [
    'Usage:',
    '  chime [-e DEVICE] [-f FREQ_Hz] [<-d|-D> DELAY_ms]',
    '  chime [OPTIONS] <TONE_OPTS> [-n|--new TONE_OPTS...]',
    '',
    'Options:',
    '    -f FREQ_Hz    frequency of the tone',
    '    -d DELAY_ms   delay between repetitions',
    '    -D DELAY_ms   delay after the last one too',
    '    -n, --new     start a new tone',
    '',
  ].join('\n');

  it('keeps a listed switch a switch when the usage follows it with more options, and reads no operand from `<-d|-D>`', () => {
    const parsed = parseHelp(help, { programName: 'chime', commandPath: [] });
    expect(parsed.flags.find((f) => f.long === '--new')).toMatchObject({ short: '-n', type: 'boolean' });
    expect(parsed.positionals.map((p) => p.name)).toEqual([]);
  });
});
