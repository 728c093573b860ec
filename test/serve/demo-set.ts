/**
 * The README's demo set (`npm run demo`: git ls grep tar curl jq rg at depth 2), really scanned
 * into a temporary HOME. Test files of one run share a scan cache (test/support/scan-cache.ts), so
 * only the first file's scan probes the programs; the others read its results.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { svc, tempHome, which } from '../scan/helpers.js';
import { seedScanCache } from '../support/scan-cache.js';

export const DEMO_PROGRAMS = ['git', 'ls', 'grep', 'tar', 'curl', 'jq', 'rg'];

export interface DemoSet {
  home: string;
  modulesDir: string;
  aclFile: string;
  /** The demo programs installed here (the others are named in a printed warning). */
  present: string[];
}

export async function scanDemoSet(label: string): Promise<DemoSet> {
  const present = DEMO_PROGRAMS.filter((name) => which(name));
  const absent = DEMO_PROGRAMS.filter((name) => !which(name));
  if (absent.length > 0) console.warn(`${label}: demo programs not installed, left out: ${absent.join(', ')}`);
  const home = await tempHome();
  await seedScanCache(join(home, '.svc', 'cache'), present, 2);
  const scan = await svc(['scan', ...present, '--depth', '2'], home);
  expect(scan.exitCode, scan.stderr).toBe(0);
  return { home, modulesDir: join(home, '.svc', 'modules'), aclFile: join(home, '.svc', 'acl.yaml'), present };
}
