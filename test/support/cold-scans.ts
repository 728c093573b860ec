/**
 * The run's cold scans (test/support/scan-cache.ts): each `svc scan` that fills the shared cache is
 * logged, and the globalSetup prints one line on them when the run ends. Kept apart from
 * scan-cache.ts, which imports vitest's worker API, so the globalSetup can read the log.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file each cold scan of the run is logged to, read back by {@link coldScanSummary}. */
const COLD_LOG = 'cold-scans.log';

/** The file each wait for another file's cold scan is logged to. */
const WAIT_LOG = 'scan-waits.log';

/**
 * Logs how long a test file sat waiting for cold scans another file was running (`seconds
 * program...`): time a fork spends idle, which the run's wall time pays in full.
 */
export function logScanWait(dir: string, programs: string[], elapsedMs: number): void {
  appendFileSync(join(dir, WAIT_LOG), `${(elapsedMs / 1000).toFixed(1)} ${programs.join(' ')}\n`);
}

/** The waits {@link logScanWait} logged: their count, total seconds and the longest. */
function waitSummary(dir: string): string {
  let text = '';
  try {
    text = readFileSync(join(dir, WAIT_LOG), 'utf8');
  } catch {
    return '; no file waited for another\'s scan';
  }
  const waits = text.split('\n').filter((line) => line !== '').map((line) => {
    const [seconds, ...programs] = line.split(' ');
    return { seconds: Number(seconds), programs: programs.join('+') };
  }).sort((a, b) => b.seconds - a.seconds);
  const total = waits.reduce((sum, wait) => sum + wait.seconds, 0);
  return `; files waited ${Math.round(total)} s in all for another file's scan (${waits.length} waits; longest: ${waits.slice(0, 3).map((wait) => `${wait.seconds.toFixed(1)} s for ${wait.programs}`).join(', ')})`;
}

/** Logs one cold scan (`depth seconds program...`), so the run can say what its scans cost. */
export function logColdScan(dir: string, programs: string[], depth: number, elapsedMs: number): void {
  appendFileSync(join(dir, COLD_LOG), `${depth} ${(elapsedMs / 1000).toFixed(1)} ${programs.join(' ')}\n`);
}

/**
 * One line on the run's cold scans, longest first: how many `svc scan`s filled the shared cache and
 * how long they took, so a slower suite shows whether its scans are why. Undefined when none ran.
 *
 * @example
 * coldScanSummary(dir); // 'scan cache: 9 cold scans, 212 s in all; longest: git@2 84.1 s, ...'
 */
export function coldScanSummary(dir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, COLD_LOG), 'utf8');
  } catch {
    return undefined;
  }
  const scans = text.split('\n').filter((line) => line !== '').map((line) => {
    const [depth, seconds, ...programs] = line.split(' ');
    return { label: `${programs.join('+')}@${depth}`, seconds: Number(seconds) };
  }).sort((a, b) => b.seconds - a.seconds);
  const total = scans.reduce((sum, scan) => sum + scan.seconds, 0);
  const longest = scans.slice(0, 5).map((scan) => `${scan.label} ${scan.seconds.toFixed(1)} s`).join(', ');
  return `scan cache: ${scans.length} cold scans, ${Math.round(total)} s in all; longest: ${longest}${waitSummary(dir)}`;
}
