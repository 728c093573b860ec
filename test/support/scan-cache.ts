/**
 * A scan cache shared by the test files of one run. Many files scan the same real programs (git at
 * depth 2 alone runs hundreds of probes and renders dozens of manual pages) only to serve or attack
 * the bindings; what they test is not the scan itself. Each such program is scanned cold once per
 * run, into the directory test/support/global-setup.ts provides, and a test copies the cache files
 * of its programs into the cache directory its own `svc scan` reads. That scan then runs unchanged
 * (same command, same HOME, same generated ACL), as svc's cached rescan (SPEC.md "svc scan" rule 5).
 *
 * Two test files run at once (two forks): a per-program lock directory makes the second wait for
 * the first's scan of a program instead of scanning it cold as well. Tests about the scan itself
 * (test/scan/scan-real.test.ts and the like) do not read this cache; scan-real's cold scan, which
 * it runs anyway, is given to it (`provideScans`), and test/support/sequencer.ts starts that file
 * first so its scan of git comes before any file would warm git itself.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { logColdScan, logScanWait } from './cold-scans.js';
import { SVC_BIN } from './paths.js';
import { alive } from './processes.js';

const execFileAsync = promisify(execFile);

/** Programs one warming `svc scan` takes. */
const BATCH = 4;

/** The run's shared cache (provided by the globalSetup; a per-run directory when absent). */
function sharedDir(): string {
  let provided: string | undefined;
  try {
    provided = inject('scanCacheDir');
  } catch {
    provided = undefined;
  }
  const dir = provided ?? join(tmpdir(), `svc-test-scan-cache-${process.ppid}`);
  mkdirSync(join(dir, 'warm'), { recursive: true });
  return dir;
}

/** Takes the lock of one program's scan; a lock whose holder died is broken. */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Just created, pid not written yet: the holder is alive.
      return false;
    }
    if (Number.isInteger(holder) && !alive(holder)) {
      void rm(lock, { recursive: true, force: true });
    }
    return false;
  }
}

/** A file of the run's scan bookkeeping: `<program>.depth<N>.lock` (a scan under way) or `.done`. */
function warmMarker(dir: string, program: string, depth: number, ext: 'lock' | 'done'): string {
  return join(dir, 'warm', `${program}.depth${depth}.${ext}`);
}

/** Marks a program scanned at `depth` (whatever the scan gave) and gives up its lock. */
async function markScanned(dir: string, program: string, depth: number): Promise<void> {
  writeFileSync(warmMarker(dir, program, depth, 'done'), '');
  await rm(warmMarker(dir, program, depth, 'lock'), { recursive: true, force: true });
}

/** The program a scan cache file is of (`git-3f2a9c0d1e4b5a6f.json`: src/scan/cache.ts `cacheFileName`), or undefined. */
function cachedProgram(fileName: string): string | undefined {
  return /^(.+)-[0-9a-f]{16}\.json$/.exec(fileName)?.[1];
}

/**
 * Makes sure each of `programs` has been scanned at `depth` into the shared cache, scanning the
 * ones nobody has scanned yet, a batch per `svc scan`, and waiting for the ones another file is
 * scanning.
 * A failed scan is not retried: the caller's own scan meets the same problem and reports it.
 */
async function warm(dir: string, programs: string[], depth: number): Promise<void> {
  let pending = [...programs];
  let waitedMs = 0;
  const waitedFor = new Set<string>();
  while (pending.length > 0) {
    pending = pending.filter((program) => !existsSync(warmMarker(dir, program, depth, 'done')));
    // A few at a time (the scanner runs 4 probes at once on 2 cores): a file waiting for one of
    // them waits for a short scan, not for the 25 programs the attack tests scan, and takes the
    // others it needs meanwhile.
    const mine: string[] = [];
    for (const program of pending) {
      if (mine.length === BATCH) break;
      if (tryLock(warmMarker(dir, program, depth, 'lock'))) mine.push(program);
    }
    if (mine.length > 0) {
      const home = await mkdtemp(join(tmpdir(), 'svc-warm-home-'));
      const started = performance.now();
      try {
        await execFileAsync(process.execPath, [SVC_BIN, 'scan', ...mine, '--depth', String(depth), '--format', 'json'], {
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error', SVC_CACHE_DIR: dir },
          maxBuffer: 64 * 1024 * 1024,
        }).catch(() => undefined);
      } finally {
        logColdScan(dir, mine, depth, performance.now() - started);
        for (const program of mine) await markScanned(dir, program, depth);
        await rm(home, { recursive: true, force: true });
      }
      continue;
    }
    if (pending.length > 0) {
      pending.forEach((program) => waitedFor.add(program));
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 100));
      waitedMs += performance.now() - started;
    }
  }
  if (waitedMs >= 1000) logScanWait(dir, [...waitedFor], waitedMs);
}

/**
 * Lets a test that scans programs cold for its own sake (test/scan/scan-real.test.ts: a default
 * `svc scan`, cold, in a HOME of its own) give the run those scans, so no file scans them cold a
 * second time. Before `scan` runs, it takes the lock of each of `programs` that no file has
 * scanned or is scanning. While `scan` runs, each of those programs whose cache file appears in
 * `cacheDir` (svc writes it, atomically, as soon as the program is scanned) is copied into the
 * run's cache and marked scanned, so a file waiting for git need not wait for the programs after
 * it; when `scan` ends, whatever it did, the rest are marked scanned too. A program this scan did
 * not cache (it failed) is then scanned by the waiting file's own `svc scan`, cold, as when a
 * warming scan fails. Programs another file had already taken are left to it: `scan` still runs.
 *
 * @example
 * const run = await provideScans(['git', 'ls'], 2, join(home, '.svc', 'cache'), () => svc(['scan', 'git', 'ls'], home));
 */
export async function provideScans<T>(programs: string[], depth: number, cacheDir: string, scan: () => Promise<T>): Promise<T> {
  const dir = sharedDir();
  const pending = new Set(programs.filter((program) => !existsSync(warmMarker(dir, program, depth, 'done')) && tryLock(warmMarker(dir, program, depth, 'lock'))));
  const release = async (program: string) => {
    pending.delete(program);
    await markScanned(dir, program, depth);
  };
  /** Hands over the programs whose cache file `scan` has written by now. */
  const handOver = async () => {
    for (const name of await readdir(cacheDir).catch(() => [] as string[])) {
      const program = cachedProgram(name);
      if (program === undefined || !pending.has(program)) continue;
      await copyFile(join(cacheDir, name), join(dir, name));
      await release(program);
    }
  };
  let scanning = true;
  const started = performance.now();
  const provided = [...pending];
  const watching = (async () => {
    while (scanning && pending.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await handOver();
    }
  })();
  try {
    return await scan();
  } finally {
    scanning = false;
    if (provided.length > 0) logColdScan(dir, provided, depth, performance.now() - started);
    await watching;
    await handOver();
    for (const program of [...pending]) await release(program);
  }
}

/**
 * Fills `cacheDir` (the scan cache a test's `svc scan` will read, e.g. `<HOME>/.svc/cache`) with
 * this run's scans of `programs` at `depth`, scanning them first when no file has yet.
 *
 * @example
 * await seedScanCache(join(home, '.svc', 'cache'), ['git', 'ls'], 2);
 * await svc(['scan', 'git', 'ls', '--depth', '2'], home); // every program a cache hit
 */
export async function seedScanCache(cacheDir: string, programs: string[], depth: number): Promise<void> {
  const dir = sharedDir();
  await warm(dir, programs, depth);
  await mkdir(cacheDir, { recursive: true });
  const wanted = new Set(programs);
  for (const name of await readdir(dir)) {
    const program = cachedProgram(name);
    if (program !== undefined && wanted.has(program)) await copyFile(join(dir, name), join(cacheDir, name));
  }
}
