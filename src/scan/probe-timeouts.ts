/**
 * How long a help probe may take. Some programs spend seconds starting up before they print
 * anything (lerna 9 loads Nx and takes 5 to 10 s for `lerna --help` on a busy machine): their
 * first runs (`--version`, `--help`) get a longer time, and each later probe at least four times
 * what the program's own help took, so a slow start-up is not mistaken for a hang. Four, because
 * the root's help ran alone and later probes run twice as many at a time as there are cores.
 */

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
