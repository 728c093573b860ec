import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

/**
 * Builds the svc CLI with tsup into `.tmp/bench-dist` and returns the entry to run with node.
 * Benchmarks time the production build, as an installed svc runs, not the TypeScript sources
 * through tsx (whose on-the-fly compilation would count against svc).
 *
 * @example
 * const main = await buildCli();
 * spawn(process.execPath, [main, 'scan', 'git']);
 */
export async function buildCli(): Promise<string> {
  const out = join(ROOT, '.tmp', 'bench-dist');
  process.stderr.write('building svc into .tmp/bench-dist ...\n');
  const { build } = await import('tsup');
  const { cliBuildOptions } = await import('../../tsup.config.js');
  await build(cliBuildOptions(out, ROOT));
  return join(out, 'cli', 'main.js');
}
