import { describe, expect, it } from 'vitest';
import { podCommandEntries } from './pod-commands.js';

/** The layout pod2man gives a SUBCOMMANDS section (dpt-salsa(1)), with other names. */
const PAGE = [
  'NAME',
  '       tool-repo - manage repositories',
  '',
  'SUBCOMMANDS',
  '   for managing repositories',
  '       pushrepo',
  '',
  '       Creates a new repository and pushes the local one.',
  '',
  '       createrepo repositoryname',
  '',
  '       Creates a new empty repository.',
  '',
  '       Parameters:',
  '',
  '       repositoryname',
  '           Name of the repository to be added.',
  '',
  '       toattic|fromattic repositoryid|repositoryname',
  '',
  '       Moves a repository to or from the attic.',
  '',
  '   for managing users',
  '       adduser username|userid [access_level]',
  '',
  '       Adds a user.',
  '',
  'OPTIONS',
  '       --json',
  '           Format output as JSON.',
  '',
].join('\n');

describe('podCommandEntries', () => {
  it('reads each paragraph head of the section as a command with its synopsis, both names of a pair', () => {
    expect(podCommandEntries(PAGE).map((entry) => [entry.name, entry.synopsis])).toEqual([
      ['pushrepo', 'pushrepo'],
      ['createrepo', 'createrepo repositoryname'],
      ['toattic', 'toattic repositoryid|repositoryname'],
      ['fromattic', 'fromattic repositoryid|repositoryname'],
      ['adduser', 'adduser username|userid [access_level]'],
    ]);
  });

  it('reads nothing from a page without such a section, or with fewer than three heads', () => {
    expect(podCommandEntries(PAGE.replace('SUBCOMMANDS', 'DESCRIPTION'))).toEqual([]);
    expect(podCommandEntries('COMMANDS\n       list\n\n       Lists them.\n')).toEqual([]);
  });
});
