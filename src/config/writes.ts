/**
 * What a sandboxed call that would write inside its roots gets (docs/governance.md "Profiles"):
 * the `writes` setting of `~/.svc/config.yaml`. `ask` (the default) asks once, through
 * elicitation or a 2026-07-28 input request; `allow` runs it in the write profile without asking,
 * as Codex's `workspace-write` does; `deny` refuses it. Per module glob as well:
 *
 * ```yaml
 * writes: allow
 * # or
 * writes:
 *   default: ask
 *   modules: {"cli.git.*": allow, "cli.rm": deny}
 * ```
 *
 * Only writes inside the roots, and only with a sandbox: without one, argument governance stays
 * as strict as it is, and `allow` asks like `ask`.
 */
/** What a write inside the roots gets. */
export type WritesPolicy = 'ask' | 'allow' | 'deny';

/** The policies, in the order the docs list them. */
export const WRITES_POLICIES: readonly WritesPolicy[] = ['ask', 'allow', 'deny'];

/** The resolved `writes` setting: a default and per-module exceptions, first matching glob wins. */
export interface SvcWrites {
  default: WritesPolicy;
  modules: Array<{ pattern: string; writes: WritesPolicy }>;
}

/** The setting when the config names none. */
export const DEFAULT_WRITES: Readonly<SvcWrites> = Object.freeze({ default: 'ask', modules: [] });

function policy(where: string, raw: unknown): WritesPolicy {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (typeof value !== 'string' || !(WRITES_POLICIES as readonly string[]).includes(value)) {
    throw new Error(`${where} must be one of ${WRITES_POLICIES.join(', ')} (got ${JSON.stringify(raw)})`);
  }
  return value as WritesPolicy;
}

/**
 * Checks the `writes` setting: a policy, or `{default, modules}` with module-id globs. Throws an
 * Error saying what is accepted.
 *
 * @example
 * coerceWrites('allow'); // { default: 'allow', modules: [] }
 * coerceWrites({ modules: { 'cli.git.*': 'allow' } }); // { default: 'ask', modules: [{ pattern: 'cli.git.*', writes: 'allow' }] }
 */
export function coerceWrites(raw: unknown): SvcWrites {
  if (raw === undefined || raw === null) return { ...DEFAULT_WRITES, modules: [] };
  if (typeof raw === 'string') return { default: policy('writes', raw), modules: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`writes must be ask, allow or deny, or a mapping {default: ask, modules: {"cli.git.*": allow}} (got ${JSON.stringify(raw)})`);
  const record = raw as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => key !== 'default' && key !== 'modules');
  if (unknown !== undefined) throw new Error(`writes has unknown key "${unknown}"; known keys: default, modules`);
  const modules = record.modules ?? {};
  if (typeof modules !== 'object' || modules === null || Array.isArray(modules)) throw new Error(`writes.modules must be a mapping of module-id globs to ask, allow or deny (got ${JSON.stringify(modules)})`);
  return {
    default: record.default === undefined ? 'ask' : policy('writes.default', record.default),
    modules: Object.entries(modules as Record<string, unknown>).map(([pattern, value]) => ({ pattern, writes: policy(`writes.modules["${pattern}"]`, value) })),
  };
}
