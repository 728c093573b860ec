import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fullListCommand } from './full-list-command.js';

/** `gem --help` of RubyGems 3.3: no command list, a row pointing to `gem help commands`. */
const GEM = readFileSync(new URL('../../test/fixtures/help/gem.txt', import.meta.url), 'utf8');

describe('fullListCommand', () => {
  it("finds gem's `gem help commands   list all 'gem' commands` row", () => {
    expect(fullListCommand(GEM, 'gem', [])).toEqual(['help', 'commands']);
  });

  it('needs the program and command path first, at most two more words, and "all ... commands"', () => {
    // Another program's row, or a row of a subcommand's help naming the parent's list.
    expect(fullListCommand(GEM, 'rake', [])).toBeUndefined();
    expect(fullListCommand(GEM, 'gem', ['install'])).toBeUndefined();
    expect(fullListCommand('  tool help examples    show some examples of usage\n', 'tool', [])).toBeUndefined();
    expect(fullListCommand('  tool help all the things    list all commands\n', 'tool', [])).toBeUndefined();
    expect(fullListCommand('  tool help <COMMAND>   list all commands\n', 'tool', [])).toBeUndefined();
    expect(fullListCommand('  tool remote list    lists all remote commands\n', 'tool', ['remote'])).toEqual(['list']);
  });
});
