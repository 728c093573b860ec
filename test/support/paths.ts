import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** The repository root, for tests that run the real `svc` command or read its files. */
export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/** The checkout's launcher, `node bin/svc.js ...`: runs the TypeScript sources through tsx. */
export const SVC_SOURCE_BIN = join(REPO_ROOT, 'bin', 'svc.js');

function built(): string {
  try {
    return inject('svcBuild');
  } catch {
    return '';
  }
}

/**
 * The `svc` command the tests spawn: the run's build of the current sources
 * (test/support/global-setup.ts), which starts in a third of tsx's CPU time; bin/svc.js when the
 * run has none (`SVC_TEST_SOURCE=1`).
 */
export const SVC_BIN = built() || SVC_SOURCE_BIN;
