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
