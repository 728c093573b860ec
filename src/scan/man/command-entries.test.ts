import { describe, expect, it } from 'vitest';
import { commandSectionEntries } from './command-entries.js';

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
