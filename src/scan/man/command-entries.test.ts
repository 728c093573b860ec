import { describe, expect, it } from 'vitest';
import { commandHeadingEntries, commandSectionEntries } from './command-entries.js';

const page = [
  'NAME',
  '       tool - keep a store',
  '',
  'COMMANDS',
  '       export [ names ]',
  '              Write every index again.',
  '',
  '        [ --delete ] link [ names ]',
  '              Make the links.',
  '',
  '       list store [ item ]',
  '              List the items.  The format changes with --format.',
  '',
  '              tool -b . list main lists everything.',
  '',
  '       restore store snapshot items...',
  '',
  '       restorefilter store snapshot formula',
  '              Like the copy commands, from a snapshot.',
  '',
  '   internal commands',
  '       sizes [ stores ]',
  '              Print the space used.',
  '',
  'FILES',
  '       conf/stores',
  '              The configuration.',
  '',
].join('\n');

describe('commandSectionEntries', () => {
  it('names each entry head of the COMMANDS section, whatever operands follow it', () => {
    expect(commandSectionEntries(page)).toEqual(['export', 'link', 'list', 'restore', 'restorefilter', 'sizes']);
  });

  it('reads nothing from a page without a COMMANDS section', () => {
    expect(commandSectionEntries(page.replace('COMMANDS', 'DESCRIPTION'))).toEqual([]);
  });
});

describe('commandHeadingEntries (a section per command, as Pod writes `=head1 COMMAND: ENV`)', () => {
  const page = [
    'COMMAND: EXEC',
    '    Usage: mytool exec [options] <command> <args...>',
    '',
    'COMMAND: SYMLINK-EXECUTABLES',
    '',
    '    Usage: mytool symlink-executables [ <name> ]',
    '',
    'COMMAND: HISTORY',
    '    This heading titles prose; no line under it runs the program.',
    '',
    '    COMMAND: NESTED',
    '    Usage: mytool nested',
  ].join('\n');

  it('takes each heading a usage line right under it runs, lower-cased', () => {
    expect(commandHeadingEntries(page, 'mytool')).toEqual(['exec', 'symlink-executables']);
  });

  it('takes nothing where the usage names another program', () => {
    expect(commandHeadingEntries(page, 'other')).toEqual([]);
  });
});
