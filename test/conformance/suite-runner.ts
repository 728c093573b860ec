/**
 * Runs the server scenarios of the MCP conformance suite (`conformance server`, its own CLI from
 * node_modules/@modelcontextprotocol/conformance) on Node 22 and reads back each scenario's checks.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/paths.js';

/** The suite's CLI entry. */
export const CONFORMANCE_CLI = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

/** One check as the suite writes it to `checks.json`. */
export interface ConformanceCheck {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
  details?: unknown;
}

/**
 * `conformance server --url <url> --suite all --spec-version <version> -o <dir>`; resolves with the
 * checks per scenario name (every scenario the suite ran at that version).
 */
export async function runConformanceSuite(node22: string, url: string, specVersion: string): Promise<Map<string, ConformanceCheck[]>> {
  const out = await mkdtemp(join(tmpdir(), `svc-conformance-${specVersion}-`));
  // The exit status says whether every scenario passed; the checks say which did, so it is ignored.
  await new Promise<void>((resolve) => {
    execFile(node22, [CONFORMANCE_CLI, 'server', '--url', url, '--suite', 'all', '--spec-version', specVersion, '-o', out], { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 }, () => resolve());
  });
  const results = new Map<string, ConformanceCheck[]>();
  for (const dir of await readdir(out)) {
    // server-<scenario>-<ISO timestamp with dashes>
    const scenario = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(dir)?.[1];
    if (!scenario) continue;
    try {
      results.set(scenario, JSON.parse(await readFile(join(out, dir, 'checks.json'), 'utf8')) as ConformanceCheck[]);
    } catch {
      results.set(scenario, [{ id: 'checks.json', status: 'FAILURE', errorMessage: `the suite wrote no readable checks.json in ${join(out, dir)}` }]);
    }
  }
  return results;
}
