import { describe, expect, it } from 'vitest';
import { commandSectionFlags, pageWithoutCommandSections } from './command-sections.js';

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

/** The layout pod2man gives cupt(1): actions as entries under group headings, each with its own options (synthetic). */
const ACTIONS_PAGE = [
  'ACTIONS',
  '   Query actions',
  '       show',
  '           prints version info of specified packages',
  '',
  '           Specific options:',
  '',
  '           --all-versions,-a',
  '               print all versions of the package',
  '',
  '           Examples:',
  '',
  '           "pkgtool show pkg"',
  '',
  '       showsrc',
  '           The same as show, only for source packages.',
  '',
  '       showauto',
  '           prints the list of automatically installed packages',
  '',
  '           "pkgtool showauto --invert": prints the list of manually installed packages',
  '',
  '   Management actions',
  '       source',
  '           fetches source packages',
  '',
  '           --download-only',
  '               do not unpack',
  '',
  '           Example: "pkgtool source pkg"',
  '',
  '       --download-only,-d',
  '           only download the packages',
  '',
].join('\n');

describe('commandSectionFlags: actions as entries of a page (cupt(1), synthetic)', () => {
  it('reads the entry right under a group heading, and one whose example names it after a label', () => {
    expect(commandSectionFlags(ACTIONS_PAGE, 'show').map((flag) => [flag.long, flag.short])).toEqual([['--all-versions', '-a']]);
    expect(commandSectionFlags(ACTIONS_PAGE, 'source').map((flag) => flag.long)).toEqual(['--download-only']);
  });

  it('reads an option only an example in the entry passes, as a switch', () => {
    expect(commandSectionFlags(ACTIONS_PAGE, 'showauto').map((flag) => [flag.long, flag.type])).toEqual([['--invert', 'boolean']]);
  });

  it('gives an entry described as the same as another that one\'s options', () => {
    expect(commandSectionFlags(ACTIONS_PAGE, 'showsrc').map((flag) => flag.long)).toEqual(['--all-versions']);
    expect(commandSectionFlags(ACTIONS_PAGE.replace('The same as show', 'Much as show'), 'showsrc')).toEqual([]);
  });
});

describe('pageWithoutCommandSections', () => {
  it('blanks the commands\' entries and keeps what the page lists for the program', () => {
    const rest = pageWithoutCommandSections(ACTIONS_PAGE, ['show', 'showauto', 'source']);
    expect(rest).not.toContain('--all-versions');
    expect(rest).not.toContain('do not unpack');
    expect(rest).toContain('--download-only,-d');
    expect(rest.split('\n')).toHaveLength(ACTIONS_PAGE.split('\n').length);
  });
});
