import type { CliPropertySchema } from '../bindings/types.js';
import { propertyEffect } from './effects/default-effect.js';

/**
 * What setting one parameter can do (the per-parameter effect recorded at scan time):
 * `exec` runs a program or shell text, `write` creates, overwrites or deletes files, `network`
 * reaches another host, `read` reads a file named by the value, `none` is harmless.
 */
export type ParamEffect = 'exec' | 'write' | 'network' | 'read' | 'none';

/** Every effect class, most dangerous first. */
export const PARAM_EFFECTS: readonly ParamEffect[] = ['exec', 'write', 'network', 'read', 'none'];

/** Whether a value is one of {@link PARAM_EFFECTS}. */
export function isParamEffect(value: unknown): value is ParamEffect {
  return typeof value === 'string' && (PARAM_EFFECTS as readonly string[]).includes(value);
}

/** A parameter's effect, with why and where it was decided. */
export interface ResolvedEffect {
  effect: ParamEffect;
  /** `x-cli-effect-reason` of the binding, or the default rule that applied. */
  reason: string;
  /** `curated`, `help` or `default` as recorded; `default` when enforcement had to decide. */
  source: string;
}

/**
 * The effect enforcement applies to one input property. The recorded `x-cli-effect` wins; a
 * property without one (an older scan, a hand-written binding) is never harmless unless it cannot
 * name anything: switches, numbers, integers and enums are `none`, every other value (free
 * strings, paths, URLs, arrays of those) is `write`.
 *
 * @example
 * resolveEffect({ 'x-cli-kind': 'flag', 'x-cli-flag': '--output', type: 'string' });
 * // { effect: 'write', reason: 'no recorded effect: a free value could name a file', source: 'default' }
 * resolveEffect({ 'x-cli-kind': 'flag', 'x-cli-flag': '-n', type: 'boolean' }).effect; // 'none'
 */
export function resolveEffect(prop: CliPropertySchema): ResolvedEffect {
  const recorded = prop['x-cli-effect'];
  if (isParamEffect(recorded)) {
    const reason = typeof prop['x-cli-effect-reason'] === 'string' && prop['x-cli-effect-reason'] !== '' ? prop['x-cli-effect-reason'] : `recorded effect ${recorded}`;
    const source = typeof prop['x-cli-effect-source'] === 'string' ? prop['x-cli-effect-source'] : 'binding';
    return { effect: recorded, reason, source };
  }
  if (recorded !== undefined) {
    // bindingProblem refuses such files; a binding built in code may still carry one.
    return { effect: 'write', reason: `unknown effect ${JSON.stringify(recorded)}: treated as write`, source: 'default' };
  }
  // The contract's default for a property without an effect, shared with the scan side.
  const effect = prop['x-cli-value-style'] === 'switch' ? 'none' : propertyEffect(prop);
  if (effect === 'none') return { effect, reason: 'no recorded effect: a switch, number or choice cannot name a file', source: 'default' };
  return { effect: 'write', reason: 'no recorded effect: a free value could name a file', source: 'default' };
}
