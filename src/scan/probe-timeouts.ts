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
