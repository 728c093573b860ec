/**
 * The effect of a parameter that neither the curated table nor the help rules decide
 * (docs/governance.md, "Effects of parameters"): a value that could name a file is `write`,
 * never harmless; switches, numbers and values from a fixed list are `none`.
 */
import type { CliPropertySchema } from '../../bindings/types.js';
import { takesFreeText } from './help-rules.js';
import type { ParameterEffect, ParameterFacts } from './types.js';

/**
 * The default effect of a parameter, from its type alone.
 *
 * @example
 * defaultEffect({ kind: 'positional', tokens: [], name: 'file', type: 'string', description: '' });
 * // { effect: 'write', reason: 'default: operand <file> could name a file', source: 'default' }
 */
export function defaultEffect(facts: Pick<ParameterFacts, 'kind' | 'name' | 'type' | 'enumValues'>): ParameterEffect {
  const who = facts.kind === 'flag' ? facts.name : `operand <${facts.name}>`;
  if (facts.type === 'boolean') return { effect: 'none', reason: `default: ${who} is a switch`, source: 'default' };
  if (!takesFreeText(facts)) return { effect: 'none', reason: `default: ${who} is a number or one of a fixed list`, source: 'default' };
  return { effect: 'write', reason: `default: ${who} could name a file`, source: 'default' };
}

/**
 * The effect enforcement assumes for a property that carries no `x-cli-effect` (a binding from an
 * older scan, or written by hand): switches, numbers and enums are `none`, anything else `write`.
 * A recorded `x-cli-effect` that is not one of the five classes counts as missing.
 *
 * @example
 * propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--output' }); // 'write'
 * propertyEffect({ type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--upload-pack', 'x-cli-effect': 'exec' }); // 'exec'
 */
export function propertyEffect(property: CliPropertySchema): 'exec' | 'write' | 'network' | 'read' | 'none' {
  const recorded = property['x-cli-effect'];
  if (recorded === 'exec' || recorded === 'write' || recorded === 'network' || recorded === 'read' || recorded === 'none') return recorded;
  const scalar = property.type === 'array' ? property.items ?? {} : property;
  const type = scalar.type;
  if (type === 'boolean' || type === 'integer' || type === 'number') return 'none';
  if (Array.isArray(scalar.enum) && scalar.enum.length > 0) return 'none';
  return 'write';
}
