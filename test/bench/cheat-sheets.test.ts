import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cheatSheetSpec, cheatSheets } from '../../bench/support/cheat-sheets.js';

// Made-up sheets in the two collections' shapes (no program of any set).
const cheatStyle = [
  '---',
  'tags: [ --not-an-option ]',
  'syntax: bash',
  '---',
  '# List everything, also the hidden things:',
  'tool list --all --format=json',
  '',
  '# Write to a file, quietly (a trailing comment is no part of the line):',
  'tool --output <file> --quiet  # --ignored',
  '',
  '# Across two lines:',
  'tool remote add <name> \\',
  '  --track <branch>',
  '',
  '# A redirection, not a placeholder:',
  '$ tool parse --strict < input.txt',
].join('\n');

const chubinStyle = ['# tool', '# remove a remote', 'sudo tool remote remove <name> -f', '# not the program', 'other --ignored'].join('\n');

describe('cheat sheets read as a spec', () => {
  it('reads command lines, skipping front matter, comments, prompts and trailing comments', () => {
    expect(cheatSheetSpec([cheatStyle, chubinStyle], 'tool')).toEqual({
      name: 'tool',
      options: [{ name: '--output', args: {} }, { name: '--quiet' }],
      subcommands: [
        { name: 'list', options: [{ name: '--all' }, { name: '--format', args: {} }] },
        { name: 'remote', subcommands: [{ name: 'add', options: [{ name: '--track', args: {} }] }, { name: 'remove', options: [{ name: '-f' }] }] },
        { name: 'parse', options: [{ name: '--strict' }] },
      ],
    });
  });

  it("finds a program's sheets in either collection, and none for a program without one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'cheat-'));
    mkdirSync(join(dir, 'cheat'));
    mkdirSync(join(dir, 'chubin'));
    writeFileSync(join(dir, 'cheat', 'tool'), cheatStyle);
    writeFileSync(join(dir, 'chubin', 'tool'), chubinStyle);
    writeFileSync(join(dir, 'chubin', 'other'), 'other --x\n');
    expect(cheatSheets(dir, 'tool')).toEqual([cheatStyle, chubinStyle]);
    expect(cheatSheets(dir, 'other')).toEqual(['other --x\n']);
    expect(cheatSheets(dir, 'missing')).toBeUndefined();
  });
});
