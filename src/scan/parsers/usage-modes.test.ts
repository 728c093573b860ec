import { describe, expect, it } from 'vitest';
import { usageFacts } from './usage.js';

describe('usage lines of one mode', () => {
  it('keeps operands optional when a long switch outside brackets selects the mode (git diff outside a repository)', () => {
    // `git diff -h` prints only this usage when run outside a repository (git 2.39).
    expect(usageFacts('git diff --no-index [<options>] <path> <path>').positionals).toEqual([
      { name: 'path', required: false, variadic: false, type: 'path' },
    ]);
  });

  it('keeps operands required otherwise, a required option with a value included', () => {
    expect(usageFacts('grep [OPTION]... PATTERNS [FILE]...').positionals[0]).toMatchObject({ name: 'patterns', required: true });
    expect(usageFacts('prog --name NAME <file>').positionals).toEqual([{ name: 'file', required: true, variadic: false, type: 'path' }]);
  });

  it('reads grouped option spellings with their value as an option, not a positional', () => {
    // git grep's synopsis (git 2.39).
    const facts = usageFacts('git grep [-a | --text] [(-m | --max-count) <num>] [(-O | --open-files-in-pager) [<pager>]] [-e] <pattern> [<pathspec>...]');
    expect(facts.positionals.map((p) => p.name)).toEqual(['pattern', 'pathspec']);
  });
});

describe('operands with a suffix', () => {
  it("reads sleep's NUMBER[SUFFIX]... as one repeated text operand", () => {
    // GNU coreutils 9.1 `sleep --help`.
    expect(usageFacts('sleep NUMBER[SUFFIX]...').positionals).toEqual([{ name: 'number', required: true, variadic: true, type: 'string' }]);
    expect(usageFacts('prog [OPTION]... [SIZE[UNIT]]').positionals).toEqual([{ name: 'size', required: false, variadic: false, type: 'string' }]);
  });
});
