import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseManPage } from './parse.js';
import { synopsisFlags } from './synopsis-options.js';
import { synopsisLines } from './synopsis-operands.js';

/** git-diff(1) of git 2.39.5 (test/fixtures/man/README.md). */
const GIT_DIFF = readFileSync(new URL('../../../test/fixtures/man/git-diff.txt', import.meta.url), 'utf8');

describe('options only a SYNOPSIS names', () => {
  it("git diff's modes: --cached, --merge-base, --no-index", () => {
    const page = parseManPage(GIT_DIFF);
    expect(page.flags.filter((f) => f.description === '')).toEqual([
      { long: '--cached', type: 'boolean', description: '', source: 'man' },
      { long: '--merge-base', type: 'boolean', description: '', source: 'man' },
      { long: '--no-index', type: 'boolean', description: '', source: 'man' },
    ]);
  });

  it('joins continuation lines, reads values, and leaves short letters and --help out', () => {
    expect(synopsisFlags(synopsisLines([
      '       tool [-acf] [--level=<n>] [--help]',
      '            [--[no-]color] [--output <file>]',
      '       tool --list',
      '       tool COMMAND [--no-color] [ARGS]',
    ]))).toEqual([
      { long: '--level', valueName: 'n', valueStyle: 'equals', type: 'integer', description: '', source: 'man' },
      { long: '--color', negation: '--no-color', type: 'boolean', description: '', source: 'man' },
      { long: '--output', valueName: 'file', valueStyle: 'separate', type: 'path', description: '', source: 'man' },
      { long: '--list', type: 'boolean', description: '', source: 'man' },
    ]);
  });
});
