/**
 * The files an expression operand names in one call (issue 32): the values of its predicates whose
 * effect is `read` or `write` (`-newer F`, `-samefile F`, `-files0-from F` are read; `-fprint F`,
 * `-fls F`, the file of `-fprintf file format` are written). Path confinement checks them against
 * the usable roots like any other path parameter.
 */
import type { CliPropertySchema } from '../bindings/types.js';

type PathEffect = 'read' | 'write';

/** The file values of one call's expression and whether any is written. */
export interface ExpressionPaths {
  effect: PathEffect;
  reason: string;
  values: string[];
}

function isPathEffect(effect: unknown): effect is PathEffect {
  return effect === 'read' || effect === 'write';
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The files an expression names, or undefined when it names none.
 *
 * @example
 * expressionPaths(findExpression, [{ name: '*.ts' }, { newer: 'F' }, { fprint: 'out.txt' }]);
 * // { effect: 'write', reason: 'curated: find -fprint writes the named file', values: ['F', 'out.txt'] }
 */
export function expressionPaths(prop: CliPropertySchema, value: unknown): ExpressionPaths | undefined {
  if (!Array.isArray(value)) return undefined;
  const schemas = (prop.items?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const values: string[] = [];
  const reasons: Partial<Record<PathEffect, string>> = {};
  const add = (text: string | undefined, own: PathEffect, why: unknown): void => {
    if (text === undefined) return;
    values.push(text);
    reasons[own] ??= typeof why === 'string' ? why : 'the value names a file';
  };
  for (const item of value) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const [key, given] of Object.entries(item as Record<string, unknown>)) {
      const schema = Object.hasOwn(schemas, key) ? schemas[key] : undefined;
      if (!schema) continue;
      const entries = schema['x-cli-values'];
      if (Array.isArray(entries)) {
        if (given === null || typeof given !== 'object') continue;
        for (const entry of entries as { name: string; effect: unknown; reason?: string }[]) {
          if (isPathEffect(entry.effect)) add(textOf((given as Record<string, unknown>)[entry.name]), entry.effect, entry.reason);
        }
      } else if (isPathEffect(schema['x-cli-effect']) && schema['x-cli-terminators'] === undefined && schema.type !== 'boolean') {
        add(textOf(given), schema['x-cli-effect'], schema['x-cli-effect-reason']);
      }
    }
  }
  if (values.length === 0) return undefined;
  const effect: PathEffect = reasons.write !== undefined ? 'write' : 'read';
  return { effect, reason: reasons[effect]!, values };
}
