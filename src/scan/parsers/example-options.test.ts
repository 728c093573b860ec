import { describe, expect, it } from 'vitest';
import { toLines } from './layout.js';
import { exampleOptionUsages } from './example-options.js';
import { parseHelp } from './index.js';

// The shape of a help that is only commented examples (blitz 3's `blitz generate --help`), in words of our own.
const EXAMPLES_ONLY = [
  '',
  '      # Make a page for a model',
  '',
  '        > forge make page books',
  '',
  '      # The --area flag puts the files in a folder of their own',
  '',
  '        > forge make page books --area=shop',
  '',
  '      # Dry runs print what would be written',
  '',
  '        > forge make all books --dry --verbose',
  '        > forge make all books --owner alice',
  '        > forge other thing --elsewhere=1',
  '',
].join('\n');

describe('exampleOptionUsages', () => {
  it('spells the long options the command\'s own example lines pass: valued with =, switches alone or before another option', () => {
    expect(exampleOptionUsages(toLines(EXAMPLES_ONLY), { programName: '/usr/local/bin/forge', commandPath: ['make'] }))
      .toEqual(['forge make [--area=<area>] [--dry] [--verbose]']);
  });
  it('gives nothing without the program\'s name or when no example runs the command', () => {
    expect(exampleOptionUsages(toLines(EXAMPLES_ONLY), {})).toEqual([]);
    expect(exampleOptionUsages(toLines(EXAMPLES_ONLY), { programName: 'forge', commandPath: ['serve'] })).toEqual([]);
  });
});

describe('parseHelp with an examples-only help', () => {
  it('binds the examples\' options when the help lists none, and leaves them alone when it has an option list', () => {
    const help = parseHelp(EXAMPLES_ONLY, { programName: 'forge', commandPath: ['make'] });
    expect(help.flags.map((flag) => [flag.long, flag.type, flag.valueName ?? null])).toEqual([
      ['--area', 'string', '<area>'], ['--dry', 'boolean', null], ['--verbose', 'boolean', null],
    ]);
    const listed = parseHelp(`Usage: forge make [options]\n\nOptions:\n  --only  make only this\n${EXAMPLES_ONLY}`, { programName: 'forge', commandPath: ['make'] });
    expect(listed.flags.map((flag) => flag.long)).toEqual(['--only']);
  });
});
