/**
 * What one rendered item of an expression operand does (issue 32). An expression (`x-cli-expression`)
 * renders one part per item (src/exec/render-expression.ts); the argument policy judges each part
 * by its own predicate's schema, so `-name` runs unasked while `-exec` is refused and `-delete`
 * needs approval, as options of the same effects would.
 */
import type { CliPropertySchema } from '../bindings/types.js';

/**
 * The schema that stands for one rendered item of an expression: its predicate's (with
 * `x-cli-flag` the predicate word), an operator's (`none`), or, for tokens no predicate of the
 * binding renders, a `write` that needs approval (a token svc cannot place is never harmless).
 *
 * @example
 * expressionItemProperty(findExpression, ['-exec', 'rm', '{}', ';'])['x-cli-effect']; // 'exec'
 * expressionItemProperty(findExpression, ['-o'])['x-cli-effect'];                     // 'none'
 */
export function expressionItemProperty(prop: CliPropertySchema, tokens: readonly string[]): CliPropertySchema {
  const first = tokens[0] ?? '';
  const schemas = Object.values(prop.items?.properties ?? {}) as Record<string, unknown>[];
  for (const schema of schemas) {
    if (schema['x-cli-operator'] === true && Array.isArray(schema.enum) && schema.enum.includes(first) && tokens.length === 1) {
      return { ...(schema as object), 'x-cli-kind': 'flag', 'x-cli-flag': first } as CliPropertySchema;
    }
  }
  for (const schema of schemas) {
    const flag = schema['x-cli-flag'];
    if (typeof flag !== 'string') continue;
    const glued = typeof schema['x-cli-glued'] === 'string' ? schema['x-cli-glued'] : undefined;
    const matches = glued === undefined ? first === flag : first.length === flag.length + glued.length && first.startsWith(flag);
    if (matches) return { ...(schema as object), 'x-cli-kind': 'flag', 'x-cli-flag': flag, 'x-cli-value-style': 'separate' } as CliPropertySchema;
  }
  return {
    type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': first.startsWith('-') ? first : '-', 'x-cli-effect': 'write',
    'x-cli-effect-reason': `${first} is no predicate of this expression: treated as write`, 'x-cli-effect-source': 'default',
  } as CliPropertySchema;
}
