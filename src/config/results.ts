/**
 * How tool results are sized and how long whole outputs are kept (docs/results.md): the `results`
 * member of `~/.svc/config.yaml`. Every member is optional in the file; missing ones take these
 * defaults.
 */
import { coerceWholeNumberMembers } from './whole-number-members.js';

export interface SvcResults {
  /** Bytes of the program's standard output shown inline in a result; past it, head and tail. */
  inline_bytes: number;
  /** Bytes of standard error shown inline (in the facts part); past it, head and tail. */
  stderr_inline_bytes: number;
  /** Bytes captured per stream (spilled to disk past the inline budget); past it, read and dropped. */
  max_output_bytes: number;
  /** Minutes a whole output stays readable as an MCP resource. */
  retention_minutes: number;
  /** Bytes of kept outputs on disk, all sessions together; the oldest go first past it. */
  max_kept_bytes: number;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/** The defaults (docs/results.md "Budgets"). */
export const DEFAULT_RESULTS: Readonly<SvcResults> = Object.freeze({
  inline_bytes: 24 * KIB,
  stderr_inline_bytes: 4 * KIB,
  max_output_bytes: 16 * MIB,
  retention_minutes: 30,
  max_kept_bytes: 256 * MIB,
});

const RANGES: Record<keyof SvcResults, [number, number]> = {
  inline_bytes: [1 * KIB, 16 * MIB],
  stderr_inline_bytes: [256, 1 * MIB],
  max_output_bytes: [16 * MIB, 1024 * MIB],
  retention_minutes: [1, 7 * 24 * 60],
  max_kept_bytes: [16 * MIB, 64 * 1024 * MIB],
};

/**
 * Checks a `results` value from the config file: a mapping of known members, each a whole number
 * in its range. Throws an Error saying what is accepted.
 *
 * @example
 * coerceResults({ inline_bytes: 8192 }); // { ...DEFAULT_RESULTS, inline_bytes: 8192 }
 */
export function coerceResults(raw: unknown): SvcResults {
  return coerceWholeNumberMembers('results', raw, DEFAULT_RESULTS, RANGES);
}
