/**
 * Scan performance (issue 3 "Performance"):
 *  1. `svc scan git --depth 2 --no-cache` wall time against the floor: the very same help probes
 *     (and the version probe) run directly, with the same parallelism, in the same run. Target <= 1.3.
 *  2. A cached rescan (`svc scan git --depth 2`) as a fraction of the cold scan. Target < 5%.
 * Both sides are timed as whole processes, so svc's start-up counts against it; svc runs from a
 * production build (tsup), as an installed svc does.
 *
 * Run: npx tsx bench/scan-perf.ts [--runs N] [--tool git] [--check]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLimiter, defaultConcurrency } from '../src/scan/pool.js';
import { resolveProgram } from '../src/scan/resolve-program.js';
import { runHelp } from '../src/scan/run-help.js';
import { scanTool } from '../src/scan/scanner.js';
import { buildCli } from './support/build-cli.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const runs = Number(option('--runs', '5'));
const tool = option('--tool', 'git');
const depth = option('--depth', '2');
const check = args.includes('--check');
const root = fileURLToPath(new URL('..', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function timeProcess(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const binary = await resolveProgram(tool);
  if (!binary) {
    console.log(`scan-perf: ${tool} is not installed; nothing to measure.`);
    return;
  }
  const concurrency = defaultConcurrency(availableParallelism());
  // The probes svc runs for this program, taken from one in-process scan.
  const reference = await scanTool(tool, { depth: Number(depth) });
  const probes = [['--version'], ...reference.probes];
  console.log(`scan-perf: ${tool} depth ${depth}: ${reference.bindings.length} bindings, ${probes.length} probes, pool of ${concurrency}, ${runs} runs each`);

  const floorRun = async (): Promise<number> => {
    const cwd = await mkdtemp(join(tmpdir(), 'svc-bench-floor-'));
    const limit = createLimiter(concurrency);
    const started = performance.now();
    await Promise.all(probes.map((probe) => limit(() => runHelp(binary, probe, { cwd }))));
    const elapsed = performance.now() - started;
    await rm(cwd, { recursive: true, force: true });
    return elapsed;
  };

  const home = await mkdtemp(join(tmpdir(), 'svc-bench-home-'));
  const env = { ...process.env, HOME: home, SVC_LOG_LEVEL: 'error' };
  const svc = [process.execPath, await buildCli(), 'scan', tool, '--depth', depth, '--format', 'json'];
  const cold: number[] = [];
  const floor: number[] = [];
  const cached: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      floor.push(await floorRun());
      cold.push(await timeProcess([...svc, '--no-cache'], env));
      cached.push(await timeProcess(svc, env));
    }
  } finally {
    await rm(home, { recursive: true, force: true });
  }
  // The same cached rescan through the API, without a process start-up (tsx + module loading).
  const cacheDir = await mkdtemp(join(tmpdir(), 'svc-bench-cache-'));
  const apiCached: number[] = [];
  try {
    await scanTool(tool, { depth: Number(depth), cacheDir, noCache: true });
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await scanTool(tool, { depth: Number(depth), cacheDir });
      apiCached.push(performance.now() - started);
      if (!result.fromCache) throw new Error('expected a cache hit');
    }
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
  const apiCachedFraction = median(apiCached) / median(cold);
  const coldMedian = median(cold);
  const floorMedian = median(floor);
  const cachedMedian = median(cached);
  const ratio = coldMedian / floorMedian;
  const cachedFraction = cachedMedian / coldMedian;
  console.log(`floor (same probes, direct)  median ${floorMedian.toFixed(0)} ms  [${floor.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`svc scan --no-cache          median ${coldMedian.toFixed(0)} ms  [${cold.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`svc scan (cached)            median ${cachedMedian.toFixed(0)} ms  [${cached.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`ratio cold/floor  ${ratio.toFixed(2)}  (target <= 1.30)  ${ratio <= 1.3 ? 'met' : 'MISSED'}`);
  console.log(`cached/cold       ${(cachedFraction * 100).toFixed(1)}%  (target < 5%)  ${cachedFraction < 0.05 ? 'met' : 'MISSED'}`);
  console.log(`cached/cold via the scanner API (no process start-up)  ${(apiCachedFraction * 100).toFixed(1)}%  median ${median(apiCached).toFixed(0)} ms  ${apiCachedFraction < 0.05 ? 'met' : 'MISSED'}`);
  if (check && (ratio > 1.3 || cachedFraction >= 0.05)) process.exitCode = 1;
}

await main();
