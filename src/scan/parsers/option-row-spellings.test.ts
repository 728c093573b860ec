import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toLines } from './layout.js';
import { withSpellingsJoined } from './option-row-spellings.js';
import { parseHelp } from './index.js';

const joined = (text: string): string => withSpellingsJoined(toLines(text)[0]!).body;

describe('withSpellingsJoined', () => {
  it('joins a short and a long spelling across a dot leader, a one-dot leader and a bare gap (less --help)', () => {
    expect(joined('  -a  ........  --search-skip-screen')).toBe('-a, --search-skip-screen');
    expect(joined('  -D xcolor  .  --color=xcolor')).toBe('-D xcolor, --color=xcolor');
    expect(joined('  -p [pattern]  --pattern=[pattern]')).toBe('-p [pattern], --pattern=[pattern]');
    expect(joined('        -d[file]                --dump-variables[=file]')).toBe('-d[file], --dump-variables[=file]');
  });

  it('keeps the column of a description on the same line, and leaves rows without a leader alone', () => {
    const line = '  -b [N]  ....  --buffers=[N]  Number of buffers';
    const text = withSpellingsJoined(toLines(line)[0]!).text;
    expect(text.indexOf('Number')).toBe(line.indexOf('Number'));
    expect(text.trim().startsWith('-b [N], --buffers=[N]')).toBe(true);
    // A gap before words that are not spellings is a description's gap.
    expect(joined('  -q   quiet mode, see --verbose')).toBe('-q   quiet mode, see --verbose');
    expect(joined('  -V, --version   print the version')).toBe('-V, --version   print the version');
  });

  it("joins a table's short, value, long and text columns (exiv2(1)'s COMMAND SUMMARY), not vim's `-h  or  --help`", () => {
    const line = '       -d     tgt          --delete     Delete target(s)';
    const text = withSpellingsJoined(toLines(line)[0]!).text;
    expect(text.trim().startsWith('-d, --delete tgt ')).toBe(true);
    expect(text.indexOf('Delete')).toBe(line.indexOf('Delete'));
    expect(joined('       -k                  --keep       Preserve file timestamps')).toBe('-k, --keep                       Preserve file timestamps');
    expect(joined('  -h  or  --help    Print Help')).toBe('-h  or  --help    Print Help');
  });

  it('blanks a dot leader glued to the option before it (cordova build\'s `--buildConfig...... Use`), not a name\'s own dots', () => {
    expect(joined('    --buildConfig....... Use the specified build configuration')).toBe('--buildConfig        Use the specified build configuration');
    expect(joined('    --tlsv1.2            Use TLSv1.2')).toBe('--tlsv1.2            Use TLSv1.2');
  });
});

describe('less and gawk help: each short spelling with its long one', () => {
  it('binds less -a with --search-skip-screen and its description from the next line', () => {
    const help = parseHelp(readFileSync(new URL('../../../test/fixtures/help/less.txt', import.meta.url), 'utf8'));
    const a = help.flags.find((flag) => flag.short === '-a');
    expect(a).toMatchObject({ long: '--search-skip-screen', type: 'boolean', description: 'Search skips current screen.' });
    expect(help.flags.find((flag) => flag.short === '-T')).toMatchObject({ long: '--tag-file', valueName: 'tagsfile' });
  });

  it('binds every gawk short option with its tab-separated long spelling', () => {
    const help = parseHelp(readFileSync(new URL('../../../test/fixtures/help/gawk.txt', import.meta.url), 'utf8'));
    expect(help.flags.filter((flag) => !flag.long).map((flag) => flag.short)).toEqual([]);
    expect(help.flags.find((flag) => flag.short === '-d')).toMatchObject({ long: '--dump-variables', valueOptional: true });
  });
});
