/**
 * vitest globalSetup: one scan cache directory for the whole run (test/support/scan-cache.ts),
 * removed when the run ends. Each run starts empty, so a change to the scanner is always seen.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared scan cache directory. */
    scanCacheDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const scanCacheDir = await mkdtemp(join(tmpdir(), 'svc-test-scan-cache-'));
  project.provide('scanCacheDir', scanCacheDir);
  return async () => {
    await rm(scanCacheDir, { recursive: true, force: true });
  };
}
