import { describe, expect, it } from 'vitest';
import { cleanHelpText } from './clean.js';
import { splitTwoColumnOptionRows } from './two-column-option-rows.js';

describe('splitTwoColumnOptionRows', () => {
  it("puts zip's two options to a row one to a row, a first text running up to the column included", () => {
    const lines = [
      'zip [-options] [-b path] [zipfile list] [-xi list]',
      '  -f   freshen: only changed files  -u   update: only changed or new files',
      '  -d   delete entries in zipfile    -m   move into zipfile (delete OS files)',
      '  -x   exclude the following names  -i   include only the following names',
      '  -F   fix zipfile (-FF try harder) -D   do not add directory entries',
      '  -y   store symbolic links as the link instead of the referenced file',
    ];
    expect(splitTwoColumnOptionRows(lines)).toEqual([
      'zip [-options] [-b path] [zipfile list] [-xi list]',
      '  -f   freshen: only changed files', '  -u   update: only changed or new files',
      '  -d   delete entries in zipfile', '  -m   move into zipfile (delete OS files)',
      '  -x   exclude the following names', '  -i   include only the following names',
      '  -F   fix zipfile (-FF try harder)', '  -D   do not add directory entries',
      '  -y   store symbolic links as the link instead of the referenced file',
    ]);
  });

  it("splits a title beside an option and brings an option alone in the column to the rows' indent (zipinfo)", () => {
    const lines = [
      'main listing-format options:             -s  short Unix "ls -l" format (def.)',
      '  -1  filenames ONLY, one per line       -m  medium Unix "ls -l" format',
      '  -2  just filenames but allow -h/-t/-z  -l  long Unix "ls -l" format',
      '                                         -v  verbose, multi-page format',
    ];
    expect(splitTwoColumnOptionRows(lines)).toEqual([
      'main listing-format options:', '  -s  short Unix "ls -l" format (def.)',
      '  -1  filenames ONLY, one per line', '  -m  medium Unix "ls -l" format',
      '  -2  just filenames but allow -h/-t/-z', '  -l  long Unix "ls -l" format',
      '  -v  verbose, multi-page format',
    ]);
  });

  it('leaves rows alone whose text names an option, and a pair that two rows alone would make a column of', () => {
    const gnu = [
      '  -A, --show-all           equivalent to -vET',
      '  -e                       equivalent to -vE',
      '  -t                       equivalent to -vT',
    ];
    expect(splitTwoColumnOptionRows(gnu)).toEqual(gnu);
    const two = ['  -a   all of them  -b   both', '  -c   count        -d   debug', '  -e   echo'];
    expect(splitTwoColumnOptionRows(two)).toEqual(two);
  });

  it('takes rows pairing options at many columns for no layout, so the pass stays one look per `-`', () => {
    const rows = Array.from({ length: 20 }, (_, i) => `  -a   ${'x'.repeat(i)}  -b   text  -c   more`);
    expect(splitTwoColumnOptionRows([...rows, ...rows])).toEqual([...rows, ...rows]);
  });

  it('is idempotent through cleanHelpText', () => {
    const text = '  -f   freshen  -u   update\n  -d   delete   -m   move\n  -r   recurse  -j   junk\n';
    const once = cleanHelpText(text);
    expect(once).toBe('  -f   freshen\n  -u   update\n  -d   delete\n  -m   move\n  -r   recurse\n  -j   junk\n');
    expect(cleanHelpText(once)).toBe(once);
  });
});
