/**
 * vitest globalSetup, run once per `vitest run`:
 *
 * - one scan cache directory for the whole run (test/support/scan-cache.ts), removed when the run
 *   ends; each run starts empty, so a change to the scanner is always seen;
 * - the svc CLI built once (tsup, like `npm run build`) for the tests that spawn `svc`
 *   (test/support/paths.ts `SVC_BIN`). `bin/svc.js` in a checkout runs the sources through tsx,
 *   which costs about a second of CPU at every start; the suite starts svc hundreds of times. The
 *   build is keyed on the contents of src/, package.json and tsup.config.ts, so it is never stale and a rerun with
 *   unchanged sources reuses it. `SVC_TEST_SOURCE=1` runs `bin/svc.js` instead.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { cliBuildOptions } from '../../tsup.config.js';
import { coldScanSummary } from './cold-scans.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared scan cache directory. */
    scanCacheDir: string;
    /** The built `svc` entry point (`…/dist/cli/main.js`), or '' to run bin/svc.js. */
    svcBuild: string;
  }
}

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const BUILDS = join(REPO_ROOT, '.tmp', 'test-svc-build');

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(path)));
    else if (!entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** SHA-256 of everything the build reads: src/ (tests aside), package.json and the build options. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = [...(await sourceFiles(join(REPO_ROOT, 'src'))), join(REPO_ROOT, 'package.json'), join(REPO_ROOT, 'tsup.config.ts')].sort();
  for (const file of files) hash.update(relative(REPO_ROOT, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the CLI into `.tmp/test-svc-build/<fingerprint>/dist` (no package.json of its own there,
 * so `--show-config` still finds the checkout's, as from bin/svc.js) and returns its main.js.
 */
async function buildSvc(): Promise<string> {
  const key = await fingerprint();
  const dir = join(BUILDS, key);
  const main = join(dir, 'dist', 'cli', 'main.js');
  if (existsSync(main)) return main;
  await mkdir(BUILDS, { recursive: true });
  const partial = await mkdtemp(join(BUILDS, `${key}.partial-`));
  const { build } = await import('tsup');
  await build(cliBuildOptions(join(partial, 'dist'), REPO_ROOT));
  // Another run may have finished the same build meanwhile: either copy is the same.
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  // Older builds go, but not one another run of the suite may still be using (started within the
  // last hour): removing it under that run failed every test that spawns svc.
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(BUILDS)) {
    if (name === key || name.startsWith(`${key}.`)) continue;
    const modified = (await stat(join(BUILDS, name)).catch(() => undefined))?.mtimeMs ?? 0;
    if (modified < hourAgo) await rm(join(BUILDS, name), { recursive: true, force: true });
  }
  return main;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scanCacheDir = await mkdtemp(join(tmpdir(), 'svc-test-scan-cache-'));
  project.provide('scanCacheDir', scanCacheDir);
  project.provide('svcBuild', process.env.SVC_TEST_SOURCE === '1' ? '' : await buildSvc());
  return async () => {
    const summary = coldScanSummary(scanCacheDir);
    if (summary !== undefined) process.stdout.write(`${summary}\n`);
    await rm(scanCacheDir, { recursive: true, force: true });
  };
}
