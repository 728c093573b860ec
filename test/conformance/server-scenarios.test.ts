/**
 * The MCP conformance suite's server scenarios (@modelcontextprotocol/conformance, its own CLI on
 * Node 22 from npm) against the real `svc serve --transport http`, at the 2025 session protocol
 * (2025-11-25) and the stateless one (2026-07-28). One `it` per scenario and revision, asserting
 * the suite reports no failed check. Which scenarios apply, which are re-aimed at svc's own tools
 * and which cannot apply (with the reason): test/conformance/scenarios.ts.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node22 } from '../support/node22.js';
import type { SvcServeProcess } from '../support/svc-process.js';
import { KNOWN_FAILING_UNTIL_ISSUE_22, SCENARIOS, SPEC_VERSIONS, type SpecVersion } from './scenarios.js';
import { CONFORMANCE_CLI, runConformanceSuite, type ConformanceCheck } from './suite-runner.js';
import { startSvcUnderTest } from './svc-under-test.js';

const runtime = node22();
if ('missing' in runtime) console.warn(`conformance: skipped: ${runtime.missing}`);

/** The scenarios the suite itself runs at a revision (`conformance list --server --spec-version`). */
function listedScenarios(bin: string, version: SpecVersion): string[] {
  const text = execFileSync(bin, [CONFORMANCE_CLI, 'list', '--server', '--spec-version', version], { encoding: 'utf8' });
  return [...text.matchAll(/^\s+- (\S+) \[/gm)].map((m) => m[1]!);
}
const listed: Record<SpecVersion, string[]> = 'bin' in runtime
  ? Object.fromEntries(SPEC_VERSIONS.map((v) => [v, listedScenarios(runtime.bin, v)])) as Record<SpecVersion, string[]>
  : { '2025-11-25': [], '2026-07-28': [] };

let server: SvcServeProcess | undefined;
const results = new Map<SpecVersion, Map<string, ConformanceCheck[]>>();

beforeAll(async () => {
  if (!('bin' in runtime)) return;
  server = (await startSvcUnderTest()).server;
  // Both revisions at once: the suite mostly waits on the server, and each run has its own sessions.
  await Promise.all(SPEC_VERSIONS.map(async (v) => results.set(v, await runConformanceSuite(runtime.bin, server!.url, v))));
}, 300_000);

afterAll(async () => {
  await server?.stop();
  for (const [version, byScenario] of results) {
    let passed = 0;
    let failed = 0;
    for (const checks of byScenario.values()) for (const c of checks) c.status === 'SUCCESS' ? passed++ : c.status === 'FAILURE' ? failed++ : undefined;
    const counted = [...byScenario.keys()].filter((s) => SCENARIOS[s]?.verdict !== 'not-applicable');
    const clean = counted.filter((s) => failuresOf(s, byScenario.get(s)!).length === 0);
    console.log(`conformance ${version}: ${byScenario.size} scenarios run, ${clean.length} of ${counted.length} applicable or re-aimed ones pass; all checks: ${passed} passed, ${failed} failed`);
  }
});

/** The checks that make a scenario fail: FAILURE (and WARNING for a strict one), fixture-only checks left out. */
function failuresOf(scenario: string, checks: ConformanceCheck[]): string[] {
  const rule = SCENARIOS[scenario]!;
  return checks
    .filter((c) => c.status === 'FAILURE' || (rule.strict === true && c.status === 'WARNING'))
    .filter((c) => !rule.fixtureChecks?.[c.id])
    .map((c) => `${c.id}: ${c.status}: ${c.errorMessage ?? ''}`);
}

describe.skipIf(!('bin' in runtime))('MCP conformance suite, server scenarios, against svc serve --transport http', () => {
  for (const version of SPEC_VERSIONS) {
    describe(`at ${version}`, () => {
      it('every scenario the suite has at this revision is classified in scenarios.ts, and it ran all of them', () => {
        expect(listed[version].filter((s) => !SCENARIOS[s])).toEqual([]);
        expect([...results.get(version)!.keys()].sort()).toEqual([...listed[version]].sort());
      });

      const skipped = listed[version].filter((s) => SCENARIOS[s]?.verdict === 'not-applicable');
      console.log(`conformance ${version}: not applicable to svc (${skipped.length}): ${skipped.map((s) => `${s} (${SCENARIOS[s]!.reason})`).join('; ')}`);

      for (const scenario of listed[version].filter((s) => SCENARIOS[s] && SCENARIOS[s].verdict !== 'not-applicable')) {
        const rule = SCENARIOS[scenario]!;
        const known = KNOWN_FAILING_UNTIL_ISSUE_22[`${scenario}@${version}`];
        if (known) console.log(`conformance ${scenario}@${version}: expected to fail until issue 22 ${known}`);
        (known ? it.fails : it)(`${scenario} (${rule.verdict}${rule.reason ? `: ${rule.reason}` : ''})`, () => {
          const checks = results.get(version)!.get(scenario);
          expect(checks, `the suite ran no ${scenario}`).toBeDefined();
          for (const [id, why] of Object.entries(rule.fixtureChecks ?? {})) {
            if (checks!.some((c) => c.id === id && c.status === 'FAILURE')) console.log(`conformance ${scenario}@${version}: check ${id} not counted: ${why}`);
          }
          expect(failuresOf(scenario, checks!)).toEqual([]);
          expect(checks!.some((c) => c.status === 'SUCCESS')).toBe(true);
        });
      }
    });
  }
});
