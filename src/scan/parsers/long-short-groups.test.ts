import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { spellLongShortGroups } from './long-short-groups.js';
import { usageOptions } from './usage.js';

const fixture = (name: string): string => readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8');

describe('long-before-short option groups in a usage line (pass)', () => {
  it('reads `[--echo,-e | --multiline,-m] [--force,-f]` as three switches with their short spellings', () => {
    const help = parseHelp(fixture('pass__insert'), { programName: 'pass', commandPath: ['insert'] });
    expect(help.flags.map((f) => [f.long, f.short, f.type])).toEqual([
      ['--echo', '-e', 'boolean'], ['--multiline', '-m', 'boolean'], ['--force', '-f', 'boolean'],
    ]);
    expect(help.positionals.map((p) => p.name)).toEqual(['pass-name']);
  });

  it('gives `--clip[=line-number],-c[line-number]` a value that may be left out', () => {
    const help = parseHelp(fixture('pass__show'), { programName: 'pass', commandPath: ['show'] });
    expect(help.flags.find((f) => f.long === '--clip')).toEqual({
      long: '--clip', short: '-c', valueName: 'line-number', valueOptional: true, valueStyle: 'equals', type: 'string', description: '', source: 'help',
    });
  });

  it('takes the value either spelling shows: `--path=subfolder,-p subfolder`, `--out|-o FILE`', () => {
    expect(usageOptions('pass init [--path=subfolder,-p subfolder] gpg-id...')).toEqual([
      { token: '--path', negatable: false, valueOptional: false, short: '-p', valueName: 'subfolder', valueStyle: 'equals' },
    ]);
    // Synthetic: the `[--out|-o FILE]` spelling of the brief, checked on a minimal usage.
    expect(usageOptions('tool [--out|-o FILE] [--force, -f] input')).toEqual([
      { token: '--out', negatable: false, valueOptional: false, short: '-o', valueName: 'FILE', valueStyle: 'separate' },
      { token: '--force', negatable: false, valueOptional: false, short: '-f' },
    ]);
  });

  it('leaves short-first and long-only alternatives alone', () => {
    expect(spellLongShortGroups('npm [-S|--save|--no-save] (--default|--branch <branch>) [-v | --verbose]')).toEqual({
      usage: 'npm [-S|--save|--no-save] (--default|--branch <branch>) [-v | --verbose]', shorts: new Map(),
    });
  });
});
