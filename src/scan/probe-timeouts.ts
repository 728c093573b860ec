/**
 * How long a help probe may take. Some programs spend seconds starting up before they print
 * anything (lerna 9 loads Nx and takes 5 to 10 s for `lerna --help` on a busy machine): their
 * first runs (`--version`, `--help`) get a longer time, and each later probe at least four times
 * what the program's own help took, so a slow start-up is not mistaken for a hang. Four, because
 * the root's help ran alone and later probes run twice as many at a time as there are cores.
 */
import { availableParallelism, loadavg } from 'node:os';

/** Later probes may take this many times what the root's help took. */
export const STARTUP_FACTOR = 4;

/** The root's probes may take this many times the probe timeout. */
export const ROOT_TIMEOUT_FACTOR = 4;

/**
 * The timeout of the program's first probes: `<tool> --version` and `<tool> --help`.
 *
 * @example
 * rootProbeTimeout(5_000); // 20_000
 */
export function rootProbeTimeout(timeoutMs: number): number {
  return timeoutMs * ROOT_TIMEOUT_FACTOR;
}

/**
 * The timeout of a subcommand's probes: the probe timeout, or four times what the root's help
 * took when that is longer, never more than the root's own timeout.
 *
 * @example
 * subcommandProbeTimeout(5_000, 800); // 5_000
 * subcommandProbeTimeout(5_000, 3_100); // 12_400
 */
export function subcommandProbeTimeout(timeoutMs: number, rootHelpMs: number | undefined): number {
  return Math.min(rootProbeTimeout(timeoutMs), Math.max(timeoutMs, STARTUP_FACTOR * (rootHelpMs ?? 0)));
}

/**
 * A probe cut off at a timeout this many times what the root's help took was not slow: the program
 * did something else with the words (`git filter-branch WORD --help` sleeps 10 s, then filters).
 */
export const NOT_SLOW_FACTOR = 20;

/**
 * True when a confirmation probe cut off by `timeoutMs` is worth asking once more with twice the
 * time: the program's own help took more than a twentieth of the timeout, so on a loaded machine
 * its next probe can take the whole of it. A program whose help took 10 ms and whose probe then
 * sat for 5 s is not slow, and asking again would cost 10 s more for nothing.
 *
 * @example
 * retriesTimedOutProbes(5_000, 12); // false: git's help took 12 ms
 * retriesTimedOutProbes(12_400, 3_100); // true: jupyter's took 3.1 s
 */
export function retriesTimedOutProbes(timeoutMs: number, rootHelpMs: number | undefined): boolean {
  return NOT_SLOW_FACTOR * (rootHelpMs ?? 0) > timeoutMs;
}

/**
 * The share of its wall time a probe cut off by the timeout must have spent on the CPU (its whole
 * process tree, user + system) to count as busy. Measured on the 2-core bench machine at load 4 to
 * 10, four probes at a time: jupyter's cut-off `nbconvert --help`, `notebook --help` and the like
 * (Python imports) used 32-38% of their time, a busy shell loop 44%, a sleeping probe 0% (git
 * filter-branch's sleep: 0 ms in 5 s). A quarter lies well between, with room for a busier
 * machine, and above a program that imports for a second and then waits (20% of 5 s).
 */
export const BUSY_SHARE = 0.25;

/**
 * True when a probe cut off by its timeout was busy working, not stuck: its processes used at least
 * {@link BUSY_SHARE} of the time it ran on the CPU. Such a probe is slow on a loaded machine and is
 * worth asking once more with four times the time (confirm-commands.ts), whatever the program's
 * root help took; a probe that
 * sat idle (a sleep, a pager, input, the network) is not.
 *
 * @example
 * wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 3_100, durationMs: 5_010 }); // true: Python imports
 * wasBusyWhenCutOff({ timedOut: true, cutOffCpuMs: 20, durationMs: 5_010 }); // false: a 10 s sleep
 */
export function wasBusyWhenCutOff(run: { timedOut: boolean; cutOffCpuMs?: number; durationMs: number }, machineShare: number = cpuShareOfMachine()): boolean {
  return run.timedOut && run.cutOffCpuMs !== undefined && run.durationMs > 0 && run.cutOffCpuMs >= BUSY_SHARE * machineShare * run.durationMs;
}

/**
 * The least share of the CPU a machine this loaded leaves one runnable process: the cores over the
 * last minute's load, never below {@link MIN_MACHINE_SHARE}. At load 10 on 2 cores a busy loop got
 * 20% of its wall time, under {@link BUSY_SHARE}, and was taken for idle; scaled, a quarter of a
 * fifth still lies far above a sleeping probe's 0%.
 */
export function cpuShareOfMachine(cores: number = availableParallelism(), load: number = loadavg()[0] ?? 0): number {
  return Math.min(1, Math.max(MIN_MACHINE_SHARE, cores / Math.max(load, 1)));
}

/** The floor of {@link cpuShareOfMachine}: however loaded the machine, a probe needs 5% (a quarter of it) of its time on the CPU to count as busy. */
export const MIN_MACHINE_SHARE = 0.2;
