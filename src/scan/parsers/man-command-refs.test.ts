import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manPageCommandRefs } from './man-command-refs.js';

/** `bundle --help` (bundler 2.3) prints the bundle(1) manual page. */
const BUNDLE = readFileSync(new URL('../../../test/fixtures/command-lists/bundle__--help.txt', import.meta.url), 'utf8');

describe('commands listed as references to their own manual pages (bundler 2.3)', () => {
  const subs = manPageCommandRefs(BUNDLE, { programName: 'bundle', commandPath: [] });

  it('finds the 23 commands under PRIMARY COMMANDS and UTILITIES, not the obsolete one', () => {
    expect(subs.map((s) => s.name)).toEqual([
      'install', 'update', 'cache', 'exec', 'config', 'help', 'add', 'binstubs', 'check', 'show', 'outdated', 'console', 'open', 'lock',
      'viz', 'init', 'gem', 'platform', 'clean', 'doctor', 'remove', 'plugin', 'version',
    ]);
  });

  it('joins wrapped descriptions and reads (aliases: ...)', () => {
    expect(subs.find((s) => s.name === 'check')).toEqual({
      name: 'check', description: 'Determine whether the requirements for your application are installed and available to Bundler',
    });
    expect(subs.find((s) => s.name === 'cache')).toEqual({
      name: 'cache', description: 'Package the .gem files required by your application into the vendor/cache directory', aliases: ['package', 'pack'],
    });
    expect(subs.find((s) => s.name === 'console')).toEqual({ name: 'console', description: 'Start an IRB session in the current bundle' });
  });

  it('needs the program name and command path before each reference, and three of them', () => {
    expect(manPageCommandRefs(BUNDLE, { programName: 'gem', commandPath: [] })).toEqual([]);
    expect(manPageCommandRefs(BUNDLE, { programName: 'bundle', commandPath: ['install'] })).toEqual([]);
    const two = '       tool a(1)\n              Does a\n\n       tool b(1)\n              Does b\n';
    expect(manPageCommandRefs(two, { programName: 'tool' })).toEqual([]);
    expect(manPageCommandRefs(`${two}\n       tool c(1)\n              Does c\n`, { programName: 'tool' }).map((s) => s.name)).toEqual(['a', 'b', 'c']);
  });

  it('takes nothing from a page whose references are see-also lists (git-add(1), ls(1))', () => {
    expect(manPageCommandRefs('SEE ALSO\n       git-add(1), git-commit(1), git-log(1)\n', { programName: 'git' })).toEqual([]);
  });
});
