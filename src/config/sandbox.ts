/**
 * How calls are confined (DESIGN.md "Confinement", docs/sandbox.md): the `sandbox` mode and the
 * operator's per-module `sandbox_grants` of `~/.svc/config.yaml`.
 */

/** `auto`: sandbox when the start probe works, else argument governance alone (with more approvals); `required`: refuse what cannot be sandboxed; `off`: never sandbox. */
export type SandboxMode = 'auto' | 'required' | 'off';

/** The modes, in the order the docs list them. */
export const SANDBOX_MODES: readonly SandboxMode[] = ['auto', 'required', 'off'];

/** What the operator grants the sandboxed calls of some modules beyond the default profile. */
export interface SandboxGrant {
  /** Module ids, `*` globs allowed (`cli.kubectl*`). */
  modules: string[];
  /** Paths shown read-only (`~/.kube`); a credential store is shown only when granted here. */
  read: string[];
  /** Paths shown writable (a build cache). */
  write: string[];
  /** The host's network for every call of these modules, open-world or not. */
  network: boolean;
}

const GRANT_KEYS = ['modules', 'read', 'write', 'network'];

/**
 * Checks the `sandbox` setting. Throws an Error saying what is accepted.
 *
 * @example
 * coerceSandboxMode('Required'); // 'required'
 */
export function coerceSandboxMode(raw: unknown): SandboxMode {
  const mode = String(raw).trim().toLowerCase();
  if (!(SANDBOX_MODES as readonly string[]).includes(mode)) throw new Error(`sandbox must be one of ${SANDBOX_MODES.join(', ')} (got ${JSON.stringify(raw)})`);
  return mode as SandboxMode;
}

function stringList(where: string, raw: unknown, expand: (path: string) => string): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every((item) => typeof item === 'string' && item.trim() !== '')) throw new Error(`${where} must be a list of paths (got ${JSON.stringify(raw)})`);
  return raw.map((item: string) => expand(item.trim()));
}

/**
 * Checks `sandbox_grants`: a list of `{modules, read, write, network}` mappings; unknown keys and
 * wrong types are errors naming the entry. `expand` turns `~/x` and relative paths into absolute ones.
 *
 * @example
 * coerceSandboxGrants([{ modules: ['cli.kubectl*'], read: ['~/.kube'] }], expand);
 * // [{ modules: ['cli.kubectl*'], read: ['/home/me/.kube'], write: [], network: false }]
 */
export function coerceSandboxGrants(raw: unknown, expand: (path: string) => string): SandboxGrant[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new Error(`sandbox_grants must be a list of {modules, read, write, network} entries (got ${JSON.stringify(raw)})`);
  return raw.map((entry: unknown, index) => {
    const where = `sandbox_grants[${index}]`;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new Error(`${where} must be a mapping with modules, read, write and network`);
    const record = entry as Record<string, unknown>;
    const unknown = Object.keys(record).filter((key) => !GRANT_KEYS.includes(key));
    if (unknown.length > 0) throw new Error(`${where} has unknown key "${unknown[0]}"; known keys: ${GRANT_KEYS.join(', ')}`);
    const modules = record.modules;
    if (!Array.isArray(modules) || modules.length === 0 || !modules.every((item) => typeof item === 'string' && /^cli\.[^\s]+$/.test(item))) {
      throw new Error(`${where}.modules must be a list of module ids like cli.kubectl or cli.kubectl* (got ${JSON.stringify(modules)})`);
    }
    if (record.network !== undefined && typeof record.network !== 'boolean') throw new Error(`${where}.network must be true or false (got ${JSON.stringify(record.network)})`);
    return {
      modules: modules as string[],
      read: stringList(`${where}.read`, record.read, expand),
      write: stringList(`${where}.write`, record.write, expand),
      network: record.network === true,
    };
  });
}
