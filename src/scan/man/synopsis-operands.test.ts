import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHelp } from '../parsers/index.js';
import { enrichWithManPage } from './enrich.js';
import { parseManPage } from './parse.js';
import { manSynopsisOperands, synopsisLines } from './synopsis-operands.js';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures');
const page = (name: string): string => readFileSync(join(fixtures, 'man', `${name}.txt`), 'utf8');
const helpText = (name: string): string => readFileSync(join(fixtures, 'help', `${name}.txt`), 'utf8');

// What `git diff -h` prints outside a repository (where svc scans): only the --no-index usage.
const gitDiffOutsideRepo = 'usage: git diff --no-index [<options>] <path> <path>\n\n    --cached              compare the index\n';

describe('operands only the manual synopsis shows (issue 11: git_diff had no revision operand)', () => {
  it('joins wrapped synopsis lines', () => {
    expect(parseManPage(page('git-diff')).synopses).toEqual([
      'git diff [<options>] [<commit>] [--] [<path>...]',
      'git diff [<options>] --cached [--merge-base] [<commit>] [--] [<path>...]',
      'git diff [<options>] [--merge-base] <commit> [<commit>...] <commit> [--] [<path>...]',
      'git diff [<options>] <commit>...<commit> [--] [<path>...]',
      'git diff [<options>] <blob> <blob>',
      'git diff [<options>] --no-index [--] <path> <path>',
    ]);
    expect(parseManPage(page('git-fetch-pack')).synopses).toEqual([
      'git fetch-pack [--all] [--quiet|-q] [--keep|-k] [--thin] [--include-tag] [--upload-pack=<git-upload-pack>] [--depth=<n>] [--no-progress] [-v] <repository> [<refs>...]',
    ]);
  });

  it('gives git diff an optional revision and optional paths', () => {
    const help = parseHelp(gitDiffOutsideRepo, { programName: 'git', commandPath: ['diff'] });
    expect(help.positionals.map((p) => p.name)).toEqual(['path']);
    const { help: enriched, enriched: changes } = enrichWithManPage(help, parseManPage(page('git-diff')));
    expect(enriched.positionals).toEqual([
      { name: 'commit', required: false, variadic: false, type: 'string', description: '' },
      { name: 'path', required: false, variadic: true, type: 'path', description: '' },
    ]);
    expect(changes).toContain('operand-added:commit');
  });

  it('gives git fetch-pack the repository its help prints as `[<host>:]<directory>`', () => {
    const help = parseHelp('usage: git fetch-pack [--all] [--stdin] [-v] [<host>:]<directory> [<refs>...]\n', { programName: 'git', commandPath: ['fetch-pack'] });
    const operands = manSynopsisOperands(help, parseManPage(page('git-fetch-pack')).synopses ?? []);
    expect(operands?.map((p) => [p.name, p.required, p.variadic])).toEqual([['repository', true, false], ['refs', false, true]]);
  });

  it('leaves the help alone when the page adds nothing, renames an operand, or the command has subcommands', () => {
    const ls = parseHelp(helpText('ls'), { programName: 'ls' });
    expect(manSynopsisOperands(ls, parseManPage(page('ls')).synopses ?? [])).toBeUndefined();
    // The help's `<pathspec>` is not among the page's operands: the help stays authoritative.
    const commit = parseHelp('usage: git commit [<options>] [--] <pathspec>...\n', { programName: 'git', commandPath: ['commit'] });
    expect(manSynopsisOperands(commit, ['git commit [-a] [--] [<file>...]', 'git commit <msg> [--] [<file>...]'])).toBeUndefined();
    const remote = parseHelp(helpText('git__remote'), { programName: 'git', commandPath: ['remote'] });
    expect(manSynopsisOperands({ ...remote, positionals: [{ name: 'name', required: true, variadic: false, type: 'string', description: '' }] }, ['git remote add <name> <URL>'])).toBeUndefined();
  });
});

describe('manSynopsisOperands: the page brackets an operand the help requires', () => {
  it('makes it optional (git show -h: `<object>...`; git-show(1): `[<object>...]`)', () => {
    const help = parseHelp(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'help', 'git__show.txt'), 'utf8'), { programName: 'git', commandPath: ['show'] });
    expect(help.positionals.map((operand) => [operand.name, operand.required])).toEqual([['object', true]]);
    const operands = manSynopsisOperands(help, ['git show [<options>] [<object>...]']);
    expect(operands?.map((operand) => [operand.name, operand.required, operand.variadic])).toEqual([['object', false, true]]);
  });

  it('changes nothing when the page requires it too', () => {
    const help = parseHelp('usage: tool <file>\n', { programName: 'tool' });
    expect(manSynopsisOperands(help, ['tool <file>'])).toBeUndefined();
  });
});

describe('synopsisLines', () => {
  it('joins a word the terminal-width page hyphenated across two lines', () => {
    expect(synopsisLines(['       tool [--build-dir=directory] [--add-de\u2010', '       pends-arch=dependency] [--jobs=n]'])).toEqual(['tool [--build-dir=directory] [--add-depends-arch=dependency] [--jobs=n]']);
  });
});
