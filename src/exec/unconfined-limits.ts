/**
 * Bounds for a program that runs without a sandbox (`sandbox: off`, or `auto` where no sandbox
 * works): util-linux `prlimit` sets the call's rlimits and then execs the program, the same
 * wrapper the sandbox runs inside bubblewrap (src/sandbox/bubblewrap.ts). docs/sandbox.md "Modes".
 *
 * - memory: RLIMIT_AS, so `sort` of an endless line fails with "memory exhausted" instead of
 *   taking the machine's memory;
 * - file size: RLIMIT_FSIZE, a write past it fails (SIGXFSZ);
 * - CPU time: RLIMIT_CPU (SIGXCPU, then SIGKILL).
 *
 * Not the number of processes: outside a sandbox's user namespace RLIMIT_NPROC counts every
 * process of the user running svc, not the call's, so a bound that fits a call would break a busy
 * user's calls at random; as root the kernel does not enforce it at all. The timeout, which stops
 * the whole process group, and the sweep of the run's marked processes remain the bound there.
 */
import { existsSync } from 'node:fs';
import type { LaunchCommand } from './run.js';

/** The rlimits of one unconfined call (the sandbox's `limits.sandbox_*`, in bytes and seconds). */
export interface UnconfinedLimits {
  memoryBytes: number;
  fileSizeBytes: number;
  cpuSeconds: number;
}

/** Where `prlimit` is looked for: fixed paths, never the caller's PATH. */
export const PRLIMIT_PATHS: readonly string[] = Object.freeze(['/usr/bin/prlimit', '/bin/prlimit', '/usr/sbin/prlimit', '/sbin/prlimit']);

/**
 * The first of `candidates` that exists, or undefined when this machine has no `prlimit`
 * (macOS, a minimal container): unconfined calls then run without rlimits.
 *
 * @example
 * findPrlimit(); // '/usr/bin/prlimit'
 */
export function findPrlimit(candidates: readonly string[] = PRLIMIT_PATHS, exists: (path: string) => boolean = existsSync): string | undefined {
  return candidates.find((candidate) => exists(candidate));
}

function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${what} must be a positive whole number (got ${value})`);
  return value;
}

/**
 * The launcher that runs `binary argv` under `limits` through `prlimit` (which sets them and execs
 * the program, so the process, its exit status and its signals are the program's own). Marked
 * `sweep`: nothing contains what the program starts, so the run's processes are swept as a direct
 * run's are. Pure.
 *
 * @example
 * unconfinedLaunch('/usr/bin/prlimit', '/usr/bin/sort', ['big'], { memoryBytes: 1 << 30, fileSizeBytes: 1 << 30, cpuSeconds: 300 });
 * // { file: '/usr/bin/prlimit', args: ['--as=1073741824', '--fsize=1073741824', '--cpu=300', '--', '/usr/bin/sort', 'big'], sweep: true }
 */
export function unconfinedLaunch(prlimit: string, binary: string, argv: readonly string[], limits: UnconfinedLimits): LaunchCommand {
  return {
    file: prlimit,
    args: [
      `--as=${whole(limits.memoryBytes, 'memoryBytes')}`,
      `--fsize=${whole(limits.fileSizeBytes, 'fileSizeBytes')}`,
      `--cpu=${whole(limits.cpuSeconds, 'cpuSeconds')}`,
      '--', binary, ...argv,
    ],
    sweep: true,
  };
}
