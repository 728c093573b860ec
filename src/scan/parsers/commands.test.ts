import { describe, expect, it } from 'vitest';
import { parseSubcommands } from './commands.js';
import { splitSections, toLines } from './layout.js';

const names = (text: string) => {
  const lines = toLines(text);
  return parseSubcommands(lines, splitSections(lines)).map((sub) => sub.name);
};

describe('parseSubcommands', () => {
  it('reads `-c|check <file>` as the command check (aspell)', () => {
    expect(names('Commands:\n  -?|usage         display a brief usage message\n  -c|check <file>  spellchecks a file\n  list             list words\n')).toEqual(['usage', 'check', 'list']);
  });

  it('carries a command list into the untitled-by-keyword groups after it only while their rows are name, gap, description (git)', () => {
    expect(names('Commands:\n  open <device> - open device\n\nstart a working area:\n   clone     Clone a repository\n')).toEqual(['open', 'clone']);
    // cryptsetup: settings after the list, `name: value` or prose with single spaces, are no commands.
    expect(names('Commands:\n  open <device> - open device\n\nDefault compiled-in device cipher parameters:\n\tloop-AES: aes, Key 256 bits\n\tplain: aes-cbc-essiv:sha256, Key: 256 bits\n')).toEqual(['open']);
    expect(names('Commands:\n  open <device> - open device\n\nDefault compiled-in key and passphrase parameters:\n\tMaximum keyfile size: 8192kB\n')).toEqual(['open']);
  });
});
