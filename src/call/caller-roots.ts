/**
 * Which roots a caller works in (docs/serve.md "Roots and working directories"): the union of the
 * roots of every `caller_roots` entry naming the caller (matched as ACL `callers` are), else the
 * operator's global roots. A client's MCP roots narrow this set later (src/serve/roots.ts); they
 * never widen it.
 */
import type { CallerRootsEntry } from '../config/caller-roots.js';
import { callerMatches } from '../govern/acl-evaluate.js';
import { isInsideRoots, realpathOfDeepestAncestor } from '../exec/workspace.js';

/** The roots of each caller, decided per call. */
export interface CallerRoots {
  /** The caller's roots, real paths; empty: the operator configured none that apply (no confinement). */
  of(caller: string, principals?: readonly string[]): readonly string[];
  /**
   * Every configured root (global or per caller) that a call working in `roots` must not see:
   * those neither inside one of `roots` nor holding one of them. The sandbox hides them, so a
   * root of another caller that lies in the system view (`/opt/team-b`) stays out of reach.
   */
  othersThan(roots: readonly string[]): string[];
}

/**
 * Builds the per-call lookup from the global roots and the `caller_roots` entries. Paths are
 * resolved through symlinks (already real when svc serve checked them at start).
 *
 * @example
 * const rootsOf = createCallerRoots(['/srv/shared'], [{ callers: ['role:dev'], roots: ['/srv/dev'] }]);
 * rootsOf.of('user:bob', ['user:bob', 'role:dev']); // ['/srv/dev']
 * rootsOf.of('stdio'); // ['/srv/shared']
 */
export function createCallerRoots(globalRoots: readonly string[], entries: readonly CallerRootsEntry[] = []): CallerRoots {
  const real = (roots: readonly string[]) => [...new Set(roots.map((root) => realpathOfDeepestAncestor(root)))];
  const global = real(globalRoots);
  const table = entries.map((entry) => ({ callers: entry.callers, roots: real(entry.roots) }));
  const every = [...new Set([...global, ...table.flatMap((entry) => entry.roots)])];
  return {
    of(caller, principals) {
      const matched = table.filter((entry) => callerMatches(entry.callers, caller, principals));
      return matched.length === 0 ? global : [...new Set(matched.flatMap((entry) => entry.roots))];
    },
    othersThan(roots) {
      return every.filter((other) => !isInsideRoots(other, roots) && !roots.some((root) => isInsideRoots(root, [other])));
    },
  };
}
