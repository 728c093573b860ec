/**
 * Roots per caller (docs/serve.md "Roots and working directories", docs/gateway.md "Roots per
 * caller"): the `caller_roots` member of `~/.svc/config.yaml`. Each entry names callers the way an
 * ACL rule does (`*`, a caller id such as `user:alice` or `stdio`, or a principal such as
 * `role:dev`) and the directories they may work in.
 */

/** One `caller_roots` entry. */
export interface CallerRootsEntry {
  /** Caller patterns, matched like ACL `callers` (src/govern/acl-evaluate.ts `callerMatches`). */
  callers: string[];
  /** Directories these callers may work in (absolute, `~` expanded; real paths once serving). */
  roots: string[];
}

const ENTRY_KEYS = ['callers', 'roots'];

/** Error about one entry of `caller_roots`; `entry` and `member` let the config reader point at its line. */
export class CallerRootsConfigError extends Error {
  override name = 'CallerRootsConfigError';
  constructor(readonly entry: number | undefined, readonly member: string | undefined, message: string) {
    super(message);
  }
}

const nonEmptyStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/**
 * Checks `caller_roots`: a list of `{callers, roots}` mappings, each list non-empty. Unknown keys
 * and wrong types are errors naming the entry (0-based, as `caller_roots[1].roots`). `expand`
 * turns `~/x` and relative paths into absolute ones.
 *
 * @example
 * coerceCallerRoots([{ callers: ['role:dev'], roots: ['~/proj'] }], expand);
 * // [{ callers: ['role:dev'], roots: ['/home/me/proj'] }]
 */
export function coerceCallerRoots(raw: unknown, expand: (path: string) => string): CallerRootsEntry[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    throw new CallerRootsConfigError(undefined, undefined, `caller_roots must be a list of {callers, roots} entries, like [{callers: ["role:dev"], roots: [~/proj]}] (got ${JSON.stringify(raw)})`);
  }
  return raw.map((entry: unknown, index) => {
    const where = `caller_roots[${index}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
      throw new CallerRootsConfigError(index, undefined, `${where} must be a mapping with callers and roots (got ${JSON.stringify(entry)})`);
    }
    const record = entry as Record<string, unknown>;
    const unknown = Object.keys(record).find((key) => !ENTRY_KEYS.includes(key));
    if (unknown !== undefined) throw new CallerRootsConfigError(index, unknown, `${where} has unknown key "${unknown}"; known keys: ${ENTRY_KEYS.join(', ')}`);
    if (!nonEmptyStrings(record.callers)) {
      throw new CallerRootsConfigError(index, 'callers', `${where}.callers must be a non-empty list of callers as ACL rules name them ("*", "stdio", "user:alice", "role:dev") (got ${JSON.stringify(record.callers)})`);
    }
    if (!nonEmptyStrings(record.roots)) {
      throw new CallerRootsConfigError(index, 'roots', `${where}.roots must be a non-empty list of directories (got ${JSON.stringify(record.roots)})`);
    }
    return { callers: record.callers.map((caller) => caller.trim()), roots: record.roots.map((root) => expand(root.trim())) };
  });
}
