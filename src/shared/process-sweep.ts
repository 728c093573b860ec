import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
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

/**
 * Where the kernel's PID allocation stood when a run began. PIDs are handed out in increasing
 * order until they wrap at `pid_max`, so a process the run created has a PID above `lastPid`
 * unless allocation wrapped meanwhile; `forks` (/proc/stat `processes`, every fork on the
 * machine) tells a full lap apart from no wrap at all.
 */
export interface PidCursor {
  lastPid: number;
  forks: number;
}

/** The kernel hands out PIDs below this only at boot; after a wrap allocation restarts here. */
const RESERVED_PIDS = 300;

let pidMax: number | undefined;
let procIsOwnNamespace: boolean | undefined;

function readNumber(path: string): number | undefined {
  try {
    const value = Number(readFileSync(path, 'latin1').trim());
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function forksSinceBoot(): number | undefined {
  try {
    const match = /^processes (\d+)$/m.exec(readFileSync('/proc/stat', 'latin1'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The PID cursor now, or undefined where it cannot be read or would mislead: no /proc, or a
 * /proc of another PID namespace than svc's (its PIDs and ns_last_pid would not match).
 *
 * @example
 * const since = pidCursor(); // before spawning
 * await sweepRun(marker, since); // reads only the environments of processes created since
 */
export function pidCursor(): PidCursor | undefined {
  if (procIsOwnNamespace === undefined) {
    try {
      procIsOwnNamespace = readlinkSync('/proc/self') === String(process.pid);
    } catch {
      procIsOwnNamespace = false;
    }
    pidMax = readNumber('/proc/sys/kernel/pid_max');
  }
  if (!procIsOwnNamespace || pidMax === undefined) return undefined;
  const lastPid = readNumber('/proc/sys/kernel/ns_last_pid');
  const forks = forksSinceBoot();
  return lastPid === undefined || forks === undefined ? undefined : { lastPid, forks };
}

/**
 * The lowest PID a process created since `since` can have: `since.lastPid + 1`, or the first PID
 * at all when allocation may have wrapped (the cursor went back, or enough forks happened to lap).
 *
 * @example
 * lowestNewPid({ lastPid: 900, forks: 10 }, { lastPid: 950, forks: 60 }, 32768); // 901
 * lowestNewPid({ lastPid: 32000, forks: 10 }, { lastPid: 400, forks: 1200 }, 32768); // 1
 */
export function lowestNewPid(since: PidCursor | undefined, now: PidCursor | undefined, max: number | undefined): number {
  if (!since || !now || max === undefined) return 1;
  // To wrap and end above the cursor again, allocation must pass every PID from the reserved ones
  // to pid_max at least once: that many forks at least.
  const wrapped = now.lastPid < since.lastPid || now.forks - since.forks >= max - RESERVED_PIDS;
  return wrapped ? 1 : since.lastPid + 1;
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
 * With `since` (the cursor taken before the run started anything) only processes created since
 * are read: an unsandboxed call no longer reads every environment on the machine, which cost more
 * than the call itself on a busy host. Resolves to 0 where there is no /proc.
 *
 * @example
 * const since = pidCursor();
 * // ... spawn the run with env[RUN_MARKER_VARIABLE] = marker ...
 * await sweepRun(marker, since); // after the program's group was killed
 */
export async function sweepRun(marker: string, since?: PidCursor): Promise<number> {
  const needle = needleFor(marker);
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return 0;
  }
  const lowest = since ? lowestNewPid(since, pidCursor(), pidMax) : 1;
  let killed = 0;
  await Promise.all(names.filter((name) => /^\d+$/.test(name) && Number(name) >= lowest && Number(name) !== process.pid).map(async (name) => {
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
