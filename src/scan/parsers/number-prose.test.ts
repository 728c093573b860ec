import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { numberOperandsFromProse } from './positionals.js';

// GNU coreutils 9.1 `seq --help`, abridged.
const SEQ_HELP = `Usage: seq [OPTION]... LAST
  or:  seq [OPTION]... FIRST LAST
  or:  seq [OPTION]... FIRST INCREMENT LAST
Print numbers from FIRST to LAST, in steps of INCREMENT.

  -f, --format=FORMAT      use printf style floating-point FORMAT
  -s, --separator=STRING   use STRING to separate numbers (default: \\n)
  -w, --equal-width        equalize width by padding with leading zeroes
      --help        display this help and exit

If FIRST or INCREMENT is omitted, it defaults to 1.  That is, an
omitted INCREMENT defaults to 1 even when LAST is smaller than FIRST.
FIRST, INCREMENT, and LAST are interpreted as floating point values.
INCREMENT is usually positive if FIRST is smaller than LAST.
`;

describe('operands the prose calls numbers', () => {
  it('reads lists of names that "are interpreted as floating point values" or "is an integer"', () => {
    expect(numberOperandsFromProse('FIRST, INCREMENT, and LAST are interpreted as floating point values.'))
      .toEqual(new Map([['first', 'float'], ['increment', 'float'], ['last', 'float']]));
    expect(numberOperandsFromProse('N is an integer; NAME is a file.')).toEqual(new Map([['n', 'integer']]));
    expect(numberOperandsFromProse('INCREMENT is usually positive. NUMBER need not be an integer.')).toEqual(new Map());
  });

  it("types seq's LAST as a number", () => {
    expect(parseHelp(SEQ_HELP, { programName: 'seq' }).positionals).toEqual([{ name: 'last', required: true, variadic: false, type: 'float', description: '' }]);
  });
});
