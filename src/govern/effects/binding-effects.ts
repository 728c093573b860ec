/**
 * A binding's parameter effects at a glance, for `svc list --format json` and other reports.
 */
import type { Binding } from '../../bindings/types.js';
import { propertyEffect } from './default-effect.js';
import { EFFECTS, type Effect } from './types.js';

/** Per-parameter effects of one binding and how many parameters fall in each class. */
export interface BindingEffectSummary {
  /** Property name → effect (a property without `x-cli-effect` gets the enforcement fallback). */
  effects: Record<string, Effect>;
  /** Count per effect class, every class present, in danger order. */
  effect_counts: Record<Effect, number>;
  /** Property names whose values are credentials (`x-cli-sensitive`). */
  sensitive: string[];
}

/**
 * Summarizes the effects recorded on a binding's input_schema properties.
 *
 * @example
 * bindingEffects(lsRemote).effects.upload_pack; // 'exec'
 * bindingEffects(lsRemote).effect_counts;       // { exec: 1, write: 2, network: 2, read: 0, none: 7 }
 */
export function bindingEffects(binding: Pick<Binding, 'input_schema'>): BindingEffectSummary {
  const effects: Record<string, Effect> = {};
  const counts = Object.fromEntries(EFFECTS.map((effect) => [effect, 0])) as Record<Effect, number>;
  const sensitive: string[] = [];
  for (const [name, property] of Object.entries(binding.input_schema.properties)) {
    const effect = propertyEffect(property);
    effects[name] = effect;
    counts[effect]++;
    if (property['x-cli-sensitive'] === true) sensitive.push(name);
  }
  return { effects, effect_counts: counts, sensitive };
}
