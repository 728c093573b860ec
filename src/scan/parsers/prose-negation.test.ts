import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';

/** `jest --help` of Jest 29 (yargs): negations named only in the description. */
const JEST = readFileSync(new URL('../../../test/fixtures/help/jest.txt', import.meta.url), 'utf8');

describe('negations named in prose', () => {
  const help = parseHelp(JEST, { programName: 'jest', commandPath: [] });
  const byLong = new Map(help.flags.map((f) => [f.long, f]));

  it('"Disable the cache using --no-cache." and "Disable using --no-watchman." (jest)', () => {
    expect(byLong.get('--cache')).toEqual({
      long: '--cache', negation: '--no-cache', type: 'boolean', description: 'Whether to use the transform cache. Disable the cache using --no-cache.', source: 'help',
    });
    expect(byLong.get('--watchman')).toMatchObject({ negation: '--no-watchman', type: 'boolean' });
  });

  it('a flag whose text names another option is not negated by it', () => {
    // `--cacheDirectory`'s text says nothing about --no-cacheDirectory.
    expect(byLong.get('--cacheDirectory')!.negation).toBeUndefined();
    expect(help.flags.filter((f) => f.negation !== undefined).map((f) => f.long)).toEqual(['--cache', '--watchman']);
  });
});

describe('negations and aliases named in prose before the verb (issue 21)', () => {
  const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/help/${name}.txt`, import.meta.url), 'utf8');

  it('"Use `--no-preview` to disable." (ruff server) and "+x or --no-extended to disable" (fzf)', () => {
    const ruff = parseHelp(fixture('ruff__server'), { programName: 'ruff', commandPath: ['server'] });
    expect(ruff.flags.find((f) => f.long === '--preview')!.negation).toBe('--no-preview');
    expect(ruff.flags.filter((f) => f.negation !== undefined).map((f) => f.long)).toEqual(['--preview']);
    const fzf = parseHelp(fixture('fzf'), { programName: 'fzf', commandPath: [] });
    expect(fzf.flags.find((f) => f.long === '--extended')!.negation).toBe('--no-extended');
  });

  it('"(Alias: --external-downloader)" is another spelling of the same option (yt-dlp)', () => {
    const help = parseHelp(fixture('yt-dlp'), { programName: 'yt-dlp', commandPath: [] });
    const byLong = new Map(help.flags.map((f) => [f.long, f]));
    expect({ ...byLong.get('--external-downloader'), long: '--downloader' }).toEqual(byLong.get('--downloader'));
    expect({ ...byLong.get('--external-downloader-args'), long: '--downloader-args' }).toEqual(byLong.get('--downloader-args'));
  });
});
