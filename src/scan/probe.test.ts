import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { helpScore, looksLikeManPage } from './probe.js';

function manText(page: string): string | undefined {
  try {
    return execFileSync('man', [page], { encoding: 'utf8', env: { PATH: process.env.PATH, MANPAGER: 'cat', PAGER: 'cat', MANWIDTH: '100', LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

const gitCommitMan = manText('git-commit');

describe('looksLikeManPage', () => {
  it.skipIf(!gitCommitMan)('recognises a rendered manual page (what `git commit --help` prints)', () => {
    expect(looksLikeManPage(gitCommitMan!.replace(/.\x08/g, ''))).toBe(true);
  });

  it('does not take help texts for manual pages', () => {
    expect(looksLikeManPage('usage: git commit [<options>] [--] <pathspec>...\n\n    -q, --quiet   suppress summary\n')).toBe(false);
    expect(looksLikeManPage('Usage: ls [OPTION]... [FILE]...\nList information about the FILEs.\n\nNAME is not a heading here\n')).toBe(false);
    expect(looksLikeManPage('')).toBe(false);
  });

  it('accepts section headings at the top', () => {
    expect(looksLikeManPage('NAME\n       tool - does things\n\nSYNOPSIS\n       tool [options]\n')).toBe(true);
  });
});

describe('helpScore', () => {
  it('counts flags, subcommands and positionals', () => {
    expect(helpScore({ format: 'gnu', description: '', flags: [{ long: '--a', type: 'boolean', description: '' }], positionals: [], subcommands: [{ name: 'x', description: '' }, { name: 'y', description: '' }] })).toBe(3);
  });
});
