import { describe, expect, it } from 'vitest';
import { commandEntrySynopsisFlags } from './entry-synopsis-flags.js';

// A made-up page in pass(1)'s shape: each command's entry head carries its options.
const page = [
  'COMMANDS',
  '       init [ --path=sub-folder, -p sub-folder ] gpg-id...',
  '              Initialize new password storage.',
  '',
  '       show [ --clip, -c ] [ --username, -u ] pass-name',
  '              Decrypt and print a password named pass-name.',
  '',
  '       generate [ --no-symbols, -n ] [ --in-place, -i |',
  '       --force, -f ] pass-name pass-length',
  '              Generate a new password.',
  '',
  '       edit pass-name',
  '              Edit a password; show it with --clip first.',
  '',
  '       show the password with care (prose that starts with a command name)',
].join('\n');

describe('commandEntrySynopsisFlags', () => {
  it('reads the options in brackets on the head of a command\'s entry, its wrapped head included', () => {
    expect(commandEntrySynopsisFlags(page, 'show').map((f) => f.long)).toEqual(['--clip', '--username']);
    expect(commandEntrySynopsisFlags(page, 'generate').map((f) => f.long)).toEqual(['--no-symbols', '--in-place', '--force']);
    const init = commandEntrySynopsisFlags(page, 'init');
    expect(init.map((f) => [f.long, f.valueName])).toEqual([['--path', 'sub-folder']]);
  });

  it('gives nothing for an entry without options in brackets, or a name no entry heads', () => {
    expect(commandEntrySynopsisFlags(page, 'edit')).toEqual([]);
    expect(commandEntrySynopsisFlags(page, 'grep')).toEqual([]);
  });
});
