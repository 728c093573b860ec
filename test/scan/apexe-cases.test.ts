import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHelp } from '../../src/scan/parsers/index.js';
import { loadCases, mismatches, parseCase } from '../support/help-expectations.js';
import { REPO_ROOT } from '../support/paths.js';

/**
 * apexe's parser test cases (aiperceivable/apexe, src/scanner/parsers/*.rs, value_placeholder.rs,
 * pipeline.rs): their help texts, with svc's own expectations (test/fixtures/apexe/README.md).
 */
const dir = join(REPO_ROOT, 'test', 'fixtures', 'apexe');
const cases = loadCases(dir);

describe("apexe's parser cases", () => {
  it('has an expectation for every help text, and the cases say where they come from', () => {
    const texts = readdirSync(dir).filter((name) => name.endsWith('.txt')).map((name) => name.slice(0, -4)).sort();
    expect(cases.map((c) => c.name).sort()).toEqual(texts);
    expect(cases.length).toBeGreaterThanOrEqual(90);
    for (const c of cases) expect(c.expect.apexe?.length, c.name).toBeGreaterThan(0);
  });

  for (const c of cases) {
    it(c.name, () => {
      const help = parseCase(c);
      expect(mismatches(help, c.expect)).toEqual([]);
      // CRLF line ends (apexe's pipeline case) parse the same.
      expect(parseHelp(c.text.replace(/\n/g, '\r\n'), c.expect.context ?? {})).toEqual(help);
    });
  }
});
