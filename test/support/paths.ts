import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, for tests that run the real `svc` command or read its files. */
export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/** The `svc` command as a user runs it from a checkout: `node bin/svc.js ...`. */
export const SVC_BIN = join(REPO_ROOT, 'bin', 'svc.js');
