import { describe, expect, it } from 'vitest';
import { withAliasRows } from './alias-rows.js';
import { splitSections, toLines } from './layout.js';

const read = (text: string, subcommands: Array<{ name: string; description: string }>) => {
  const lines = toLines(text);
  return withAliasRows(subcommands, lines, splitSections(lines), { programName: 'cordova' });
};

describe('withAliasRows', () => {
  it('makes a row naming a listed command an alias, and one running the program a command (cordova)', () => {
    const text = 'Commands\n    remove ..... Remove\n\nAliases\n    rm -> remove\n    build -> cordova prepare && cordova compile\n    platforms -> platform\n';
    expect(read(text, [{ name: 'remove', description: 'Remove' }])).toEqual([
      { name: 'remove', description: 'Remove', aliases: ['rm'] },
      { name: 'build', description: 'cordova prepare && cordova compile' },
    ]);
  });

  it('reads nothing outside an Aliases section', () => {
    const subs = [{ name: 'remove', description: 'Remove' }];
    expect(read('Notes\n    rm -> remove\n', subs)).toBe(subs);
  });
});
