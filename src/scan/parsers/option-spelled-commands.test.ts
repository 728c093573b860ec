import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { toLines } from './layout.js';
import { optionSpelledCommands } from './option-spelled-commands.js';
import { commandBlockFlags } from './command-option-blocks.js';

// A help in steghide's layout (synthetic): each command also spelled as an option, under a prose title.
const HELP = [
  'stegtool version 1.0',
  '',
  'the first argument must be one of the following:',
  ' embed, --embed          embed data',
  ' extract, --extract      extract data',
  ' info, --info            display information about a file',
  '   info <filename>       display information about <filename>',
  ' encinfo, --encinfo      display a list of supported algorithms',
  '',
  'embedding options:',
  ' -ef, --embedfile        select file to be embedded',
  '   -ef <filename>        embed the file <filename>',
  ' -f, --force             overwrite existing files',
  '',
  'extracting options:',
  ' -xf, --extractfile      select file name for extracted data',
  '   -xf <filename>        write the extracted data to <filename>',
  '',
].join('\n');

describe('commands each spelled as an option too (steghide)', () => {
  it('reads every `word, --word` row as a command, a deeper row under one as no command', () => {
    expect(parseHelp(HELP, { programName: 'stegtool', commandPath: [] }).subcommands).toEqual([
      { name: 'embed', description: 'embed data' },
      { name: 'extract', description: 'extract data' },
      { name: 'info', description: 'display information about a file' },
      { name: 'encinfo', description: 'display a list of supported algorithms' },
    ]);
  });

  it("gives `embedding options:` to embed and `extracting options:` to extract, each value from the row under its option", () => {
    expect(commandBlockFlags(HELP, 'embed').map((f) => [f.long, f.short, f.valueName ?? null])).toEqual([
      ['--embedfile', '-ef', '<filename>'], ['--force', '-f', null],
    ]);
    expect(commandBlockFlags(HELP, 'extract').map((f) => [f.long, f.valueName ?? null])).toEqual([['--extractfile', '<filename>']]);
    expect(commandBlockFlags(HELP, 'info')).toEqual([]);
  });

  it('needs three such rows, each word the same as its option', () => {
    expect(optionSpelledCommands(toLines(' embed, --embed   embed data\n extract, --extract   extract data\n'))).toEqual([]);
    expect(optionSpelledCommands(toLines(' a, --all   all\n b, --brief   brief\n c, --color   color\n'))).toEqual([]);
  });
});
