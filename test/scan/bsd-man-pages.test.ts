import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCases, mismatches, parseCase } from '../support/help-expectations.js';
import { REPO_ROOT } from '../support/paths.js';

/**
 * BSD and macOS manual pages (mdoc rendered by mandoc) and help, with hand-written expectations:
 * option characters @, % and , ; mdoc's stretched brackets (`-C[num, --context=num]`); values,
 * defaults and the JSON flag in BSD wording (test/fixtures/bsd/README.md).
 */
const dir = join(REPO_ROOT, 'test', 'fixtures', 'bsd');
const cases = loadCases(dir);

describe('BSD and macOS pages', () => {
  it('has an expectation for every text', () => {
    const texts = readdirSync(dir).filter((name) => name.endsWith('.txt')).map((name) => name.slice(0, -4)).sort();
    expect(cases.map((c) => c.name).sort()).toEqual(texts);
  });

  for (const c of cases) {
    it(c.name, () => {
      expect(mismatches(parseCase(c), c.expect)).toEqual([]);
    });
  }
});
