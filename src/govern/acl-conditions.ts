/**
 * The `conditions` of an ACL rule (docs/governance.md "Conditions"): what a call the rule matches
 * may pass. SPEC.md's `require_approval` plus conditions over the call's parameters and their
 * effects. Every key is checked: an unknown one (`require_aproval`) is an error, never ignored.
 */

/** What a call that sets a parameter of some effect gets. */
export type EffectTreatment = 'allow' | 'approve' | 'deny';

/** Effect classes a rule can set a treatment for (`none` is always allowed). */
export type ConditionEffect = 'exec' | 'write' | 'network' | 'read';

/** A rule's conditions, validated. */
export interface AclConditions {
  /** SPEC.md: the call runs only if approved (a deny rule with it asks instead of denying). */
  require_approval?: boolean;
  /** Per effect class, what a call that sets such a parameter gets (defaults: {@link DEFAULT_EFFECT_TREATMENT}). */
  effects?: Partial<Record<ConditionEffect, EffectTreatment>>;
  /** Parameters (input names like `upload_pack`, or flag tokens like `--upload-pack`) a call may not set. */
  deny_params?: string[];
  /** Parameters (names or flag tokens) whose use needs approval. */
  approve_params?: string[];
  /**
   * The rule matches only calls svc will run in a sandbox (`true`), or only calls it will run
   * without one (`false`); otherwise the next rules decide. The generated ACL lets every scanned
   * command run in the read-only sandbox this way (docs/governance.md "Profiles").
   */
  sandboxed?: boolean;
}

/**
 * What a call that sets a parameter of each effect gets when no rule condition says otherwise:
 * `exec` is refused, `write` and `network` need approval (reaching another host sends data out
 * of the machine and may run a transport such as ssh), `read` runs.
 */
export const DEFAULT_EFFECT_TREATMENT: Readonly<Record<ConditionEffect, EffectTreatment>> = {
  exec: 'deny',
  write: 'approve',
  network: 'approve',
  read: 'allow',
};

/**
 * Treatments a rule may choose per effect. `exec` can only become `approve`: no rule makes a
 * parameter that runs a program run unasked.
 */
export const ALLOWED_TREATMENTS: Readonly<Record<ConditionEffect, readonly EffectTreatment[]>> = {
  exec: ['deny', 'approve'],
  write: ['approve', 'deny', 'allow'],
  network: ['allow', 'approve', 'deny'],
  read: ['allow', 'approve', 'deny'],
};

/** The keys a `conditions` mapping may hold. */
export const CONDITION_KEYS: readonly string[] = ['require_approval', 'effects', 'deny_params', 'approve_params', 'sandboxed'];

/** A problem in a rule's conditions: where (keys below `conditions`) and why. */
export interface ConditionsProblem {
  path: (string | number)[];
  reason: string;
}

const isParamList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

/**
 * Checks a parsed `conditions` value. Returns the first problem, or undefined when it is valid.
 *
 * @example
 * conditionsProblem({ require_aproval: true });
 * // { path: ['require_aproval'], reason: 'unknown condition "require_aproval" (expected require_approval, effects, deny_params, approve_params, sandboxed)' }
 * conditionsProblem({ effects: { exec: 'approve' }, deny_params: ['--output'] }); // undefined
 */
export function conditionsProblem(value: unknown): ConditionsProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { path: [], reason: 'conditions must be a mapping' };
  const conditions = value as Record<string, unknown>;
  for (const key of Object.keys(conditions)) {
    if (!CONDITION_KEYS.includes(key)) return { path: [key], reason: `unknown condition "${key}" (expected ${CONDITION_KEYS.join(', ')})` };
  }
  for (const key of ['require_approval', 'sandboxed'] as const) {
    if (conditions[key] !== undefined && typeof conditions[key] !== 'boolean') return { path: [key], reason: `conditions.${key} must be true or false` };
  }
  const effects = conditions.effects;
  if (effects !== undefined) {
    if (typeof effects !== 'object' || effects === null || Array.isArray(effects)) {
      return { path: ['effects'], reason: 'conditions.effects must be a mapping like {exec: approve, write: deny}' };
    }
    for (const [effect, treatment] of Object.entries(effects)) {
      const allowed = ALLOWED_TREATMENTS[effect as ConditionEffect];
      if (!allowed) return { path: ['effects', effect], reason: `unknown effect "${effect}" in conditions.effects (expected exec, write, network, read)` };
      if (!allowed.includes(treatment as EffectTreatment)) {
        return { path: ['effects', effect], reason: `conditions.effects.${effect} must be ${allowed.join(' or ')} (got ${JSON.stringify(treatment)})` };
      }
    }
  }
  for (const key of ['deny_params', 'approve_params'] as const) {
    if (conditions[key] !== undefined && !isParamList(conditions[key])) {
      return { path: [key], reason: `conditions.${key} must be a non-empty list of parameter names or flags (upload_pack, --upload-pack)` };
    }
  }
  return undefined;
}
