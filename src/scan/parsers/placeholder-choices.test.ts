import { describe, expect, it } from 'vitest';
import { toLines } from './layout.js';
import { placeholderChoices } from './placeholder-choices.js';

describe('placeholderChoices', () => {
  it('reads one `name: text` line each under the command operand\'s row (dnf module)', () => {
    expect(placeholderChoices(toLines('  <modular command>     disable: disable a module with all its streams\n                        enable: enable a module stream\n  module-spec           Module specification\n')))
      .toEqual([{ name: 'disable', description: 'disable a module with all its streams' }, { name: 'enable', description: 'enable a module stream' }]);
  });

  it('reads a sentence listing them, wrapped, without its notes (dnf group)', () => {
    expect(placeholderChoices(toLines('  COMMAND               available subcommands: summary (default), list, info,\n                        remove, install\n  COMMAND_ARG           argument for group subcommand\n')).map((s) => s.name))
      .toEqual(['summary', 'list', 'info', 'remove', 'install']);
  });

  it('reads nothing from an operand described in prose', () => {
    expect(placeholderChoices(toLines('  COMMAND               the command to run, with its arguments\n'))).toEqual([]);
  });
});
