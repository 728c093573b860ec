import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../shared/atomic-write.js';
import { parseHelp } from './index.js';

/**
 * Golden tests: every help text captured from a real program (scripts/capture-help-fixtures.ts)
 * must parse to exactly its reviewed `.golden.json`. `UPDATE_GOLDEN=1` rewrites the goldens; every
 * change then needs a review against the help text before it is committed.
 */
const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures', 'help');
const fixtures = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.txt'))
  .sort();
const update = process.env.UPDATE_GOLDEN === '1';

/** The golden's serialisation: two-space JSON plus a final newline. */
function serialise(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

describe('help fixtures parse to their goldens', () => {
  it('has fixtures of all four formats', () => {
    const formats = new Set(fixtures.map((name) => parseHelp(readFileSync(join(fixtureDir, name), 'utf8')).format));
    // Layouts outside the four styles (Yarn's usage-line command list) are detected as `unknown`.
    expect([...formats].sort()).toEqual(expect.arrayContaining(['clap', 'click', 'cobra', 'gnu']));
  });

  for (const name of fixtures) {
    const stem = name.slice(0, -'.txt'.length);
    it(stem, async () => {
      const text = readFileSync(join(fixtureDir, name), 'utf8');
      // `git__commit.txt` is the help of `git commit`.
      const [programName, ...commandPath] = stem.split('__');
      const context = { programName: programName!, commandPath };
      const actual = serialise(parseHelp(text, context));
      const goldenPath = join(fixtureDir, `${stem}.golden.json`);
      if (update) await writeFileAtomic(goldenPath, actual);
      const golden = readFileSync(goldenPath, 'utf8');
      expect(actual).toBe(golden);
      // Same text, same bytes: a second parse and a CRLF + ANSI-decorated copy give the same result.
      expect(serialise(parseHelp(text, context))).toBe(actual);
      const decorated = text.replace(/\n/g, '\r\n').replace(/^(Usage|USAGE|usage)/m, '\x1b[1m$1\x1b[0m');
      expect(serialise(parseHelp(decorated, context))).toBe(actual);
    });
  }
});
