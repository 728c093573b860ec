import { describe, expect, it } from 'vitest';
import { commandSectionFlags } from './command-sections.js';

/** The layout sphinx-click writes (todoman's and khal's pages), with other names. */
const PAGE = [
  'TASKER(1)                          Tasker                         TASKER(1)',
  '',
  'NAME',
  '       tasker - a todo manager',
  '',
  'TASKER',
  '          tasker [OPTIONS] COMMAND [ARGS]...',
  '',
  '       Options',
  '',
  '       -c, --config <PATH>',
  '              The config file to use.',
  '',
  '   copy',
  '       Copy tasks to another list.',
  '',
  '          tasker copy [OPTIONS] IDS...',
  '',
  '       Options',
  '',
  '       -l, --list <list>',
  '              The list to copy the tasks to.',
  '',
  '   list',
  '       List tasks.',
  '',
  '          tasker list [OPTIONS] [LISTS]...',
  '',
  '       Options',
  '',
  '       --sort <sort>',
  '              Sort tasks by these fields.',
  '',
  '       --reverse, --no-reverse',
  '              Sort in reverse order.',
  '',
  'AUTHOR',
  '       Someone',
  '',
].join('\n');

describe('commandSectionFlags', () => {
  it('reads the options of the command\'s own subsection, up to the next heading as far out', () => {
    expect(commandSectionFlags(PAGE, 'copy').map((flag) => [flag.short, flag.long, flag.valueName])).toEqual([['-l', '--list', 'list']]);
    expect(commandSectionFlags(PAGE, 'list').map((flag) => [flag.long, flag.type, flag.negation])).toEqual([['--sort', 'string', undefined], ['--reverse', 'boolean', '--no-reverse']]);
  });

  it('reads nothing for a word that heads no subsection with the command\'s synopsis', () => {
    expect(commandSectionFlags(PAGE, 'move')).toEqual([]);
    expect(commandSectionFlags(PAGE.replace('tasker copy [OPTIONS] IDS...', 'copies the tasks'), 'copy')).toEqual([]);
  });
});
