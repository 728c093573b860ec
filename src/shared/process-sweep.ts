import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';

/**
 * Every program svc runs (a tool call, or a scan's help probes) carries
 * `SVC_RUN_ID=<instance>:<run>` in its environment. A program that leaves its process group
 * (`setsid`, a double fork) escapes the group kill, but not its environment: sweeping the process
 * table for the marker finds it and its children. This is the fallback DESIGN.md names for
 * machines where svc cannot create a cgroup; on Linux the table is /proc. Elsewhere (macOS) the
 * sweep finds nothing and only the process group is stopped.
 */
export const RUN_MARKER_VARIABLE = 'SVC_RUN_ID';

/** This svc process's marker prefix: random, so two svc instances never sweep each other's programs. */
const INSTANCE = randomBytes(6).toString('hex');
let runs = 0;

/**
 * A fresh marker value for one run.
 *
 * @example
 * env[RUN_MARKER_VARIABLE] = newRunMarker(); // 'a1b2c3d4e5f6:17'
 */
export function newRunMarker(): string {
  runs += 1;
  return `${INSTANCE}:${runs}`;
}

function matches(environ: Buffer, needle: Buffer): boolean {
  // Entries are NUL-separated `NAME=value`; the needle ends with NUL unless it is a prefix match.
  return environ.indexOf(needle) !== -1;
}

function needleFor(marker: string | { instance: true }): Buffer {
  return typeof marker === 'string'
    ? Buffer.from(`\0${RUN_MARKER_VARIABLE}=${marker}\0`)
    : Buffer.from(`\0${RUN_MARKER_VARIABLE}=${INSTANCE}:`);
}

function kill(pid: number): boolean {
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * Kills (SIGKILL) every process still carrying `marker`, and returns how many there were.
 * Resolves to 0 where there is no /proc.
 *
 * @example
 * await sweepRun(marker); // after the program's group was killed at a timeout
 */
export async function sweepRun(marker: string): Promise<number> {
  const needle = needleFor(marker);
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return 0;
  }
  let killed = 0;
  await Promise.all(names.filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid).map(async (name) => {
    try {
      // Prefix NUL: /proc/<pid>/environ has no leading separator, so give the first entry one.
      const environ = Buffer.concat([Buffer.from('\0'), await readFile(`/proc/${name}/environ`)]);
      if (matches(environ, needle) && kill(Number(name))) killed += 1;
    } catch {
      // Gone already, or not ours to read.
    }
  }));
  return killed;
}

/**
 * Synchronous sweep of every process any run of this svc instance started: for svc's exit, where
 * only synchronous work happens.
 *
 * @example
 * process.once('exit', () => sweepInstanceSync());
 */
export function sweepInstanceSync(): number {
  const needle = needleFor({ instance: true });
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return 0;
  }
  let killed = 0;
  for (const name of names) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const environ = Buffer.concat([Buffer.from('\0'), readFileSync(`/proc/${name}/environ`)]);
      if (matches(environ, needle) && kill(Number(name))) killed += 1;
    } catch {
      // Gone already, or not ours to read.
    }
  }
  return killed;
}
