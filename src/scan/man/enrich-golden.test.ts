import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../shared/atomic-write.js';
import { parseHelp } from '../parsers/index.js';
import { enrichWithManPage } from './enrich.js';
import { parseManPage } from './parse.js';

/**
 * Golden tests of Tier 2 on help texts and man pages captured from the same installed programs
 * (test/fixtures/help/, test/fixtures/man/): each pair must enrich to exactly its reviewed
 * `test/fixtures/man-enrich/<help stem>.golden.json`, as the scanner calls it for a command with a
 * page of its own. `UPDATE_GOLDEN=1` rewrites them; review every change against both texts.
 */
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures');
const update = process.env.UPDATE_GOLDEN === '1';

/** Help fixture stem → man page fixture, with what each pair shows (issue 21 arity: arity.ts). */
const PAIRS: Array<{ help: string; man: string; shows: string }> = [
  { help: 'wget', man: 'wget', shows: 'help rows with no placeholder, page `--max-redirect=number`, `--hsts-file=file`: values' },
  { help: 'git__rev-list', man: 'git-rev-list', shows: 'help `--branches`, page `--branches[=<pattern>]`: optional values' },
  { help: 'git__replace', man: 'git-replace', shows: 'page `--edit <object>` is the operand of a mode: switches stay' },
  { help: 'hugo', man: 'hugo', shows: "cobra's page `--buildDrafts[=false]`: switches stay" },
];

describe('help and man page pairs enrich to their goldens', () => {
  for (const pair of PAIRS) {
    it(`${pair.help}: ${pair.shows}`, async () => {
      const [programName, ...commandPath] = pair.help.split('__');
      const help = parseHelp(readFileSync(join(fixtures, 'help', `${pair.help}.txt`), 'utf8'), { programName: programName!, commandPath });
      const page = parseManPage(readFileSync(join(fixtures, 'man', `${pair.man}.txt`), 'utf8'));
      const actual = `${JSON.stringify(enrichWithManPage(help, page), null, 2)}\n`;
      const goldenPath = join(fixtures, 'man-enrich', `${pair.help}.golden.json`);
      if (update) await writeFileAtomic(goldenPath, actual);
      expect(actual).toBe(readFileSync(goldenPath, 'utf8'));
    });
  }
});
