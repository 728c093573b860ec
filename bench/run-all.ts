/**
 * Runs every benchmark in bench/ one after another (they measure against baselines in the same
 * run, so running them in parallel would only add noise). Extra arguments such as `--check` are
 * passed to each; the exit code is non-zero when any benchmark failed.
 *
 * Run: npm run bench [-- --check]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(benchDir).filter((name) => name.endsWith('.ts') && name !== 'run-all.ts').sort();
let failed = 0;
for (const bench of benches) {
  process.stdout.write(`\n=== ${bench}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, bench), ...process.argv.slice(2)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    process.stdout.write(`=== ${bench} exited with ${run.status ?? run.signal}\n`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
