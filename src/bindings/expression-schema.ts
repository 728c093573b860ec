/**
 * The schema of an expression operand (issue 32: `find src -name '*.ts'`): an ordered list of
 * one-key objects, each a predicate of the page's grammar (`{"name": "*.ts"}`, `{"type": "f"}`,
 * `{"newer": "F"}`, `{"exec": ["wc", "-l", "{}"]}`) or an operator (`{"operator": "-o"}`), rendered
 * in order after the starting points. Flat rather than nested: parentheses are operators like the
 * others, so every expression find accepts can be written, and the schema needs no recursion
 * (which many clients cannot follow). Each predicate's schema carries how it is rendered
 * (`x-cli-flag`, `x-cli-values`, `x-cli-glued`, `x-cli-terminators`) and what it does
 * (`x-cli-effect`), read by src/exec/render-expression.ts and the govern layer.
 */
import type { ExpressionPredicate, ExpressionValue, ParsedExpression } from '../scan/man/expression.js';
import { predicateKey, type PredicateEffect } from '../govern/effects/expression-effects.js';
import type { TupleValueEffect } from '../govern/effects/curated-lookup.js';
import type { CliPropertySchema } from './types.js';

/** The key of an operator item. No predicate is called `-operator`. */
export const OPERATOR_KEY = 'operator';

type Schema = Record<string, unknown>;

const DANGER: Readonly<Record<PredicateEffect['effect'], number>> = { exec: 0, write: 1, network: 2, read: 3, none: 4 };

function valueSchema(value: ExpressionValue | undefined, effect: TupleValueEffect | PredicateEffect | undefined): Schema {
  if (value?.type === 'integer') return { type: 'integer', minimum: 0 };
  if (value?.type === 'signed') {
    // The page's n: +n more than, -n less than, n exactly; a bare number is n exactly.
    return { type: ['integer', 'string'], pattern: `^[-+]?[0-9]+${value.suffixes ? `[${value.suffixes}]?` : ''}$` };
  }
  const schema: Schema = { type: 'string' };
  if (effect && (effect.effect === 'read' || effect.effect === 'write')) schema['x-cli-format'] = 'path';
  return schema;
}

function effectKeywords(effect: PredicateEffect | undefined): Schema {
  if (!effect) return { 'x-cli-effect': 'write', 'x-cli-effect-reason': 'default: an unclassified predicate could name a file', 'x-cli-effect-source': 'default' };
  return {
    'x-cli-effect': effect.effect, 'x-cli-effect-reason': effect.reason, 'x-cli-effect-source': effect.source,
    ...(effect.text ? { 'x-cli-text': effect.text } : {}),
    ...(effect.sensitive ? { 'x-cli-sensitive': true } : {}),
  };
}

function predicateSchema(predicate: ExpressionPredicate, effect: PredicateEffect | undefined): Schema {
  const head: Schema = { description: predicate.description };
  const rendering: Schema = { 'x-cli-kind': 'flag', 'x-cli-flag': predicate.token };
  if (predicate.terminators) {
    const batch = predicate.terminators.includes('+');
    head.description = `${predicate.description} The command's words; svc ends them with ";"${batch ? ' (end them with "{}", "+" for the form that passes many files at once)' : ''}.`;
    return { type: 'array', items: { type: 'string' }, minItems: 1, ...head, ...rendering, 'x-cli-terminators': [...predicate.terminators], ...effectKeywords(effect) };
  }
  if (predicate.values.length === 0 && !predicate.glued) {
    return { type: 'boolean', enum: [true], ...head, ...rendering, ...effectKeywords(effect) };
  }
  if (predicate.values.length === 1 && !predicate.glued) {
    return { ...valueSchema(predicate.values[0], effect), ...head, ...rendering, ...effectKeywords(effect) };
  }
  // Several values, or letters glued to the word (-newerXY): one string per value, every one required.
  const names = [...(predicate.glued ? [predicate.glued] : []), ...predicate.values.map((value) => value.name)];
  const values = effect?.values ?? names.map((name) => ({ name, effect: 'write' as const, reason: 'default: an unclassified value could name a file', source: 'default' as const }));
  const properties = Object.fromEntries(names.map((name, index) => {
    const glued = predicate.glued !== undefined && index === 0;
    const value = glued ? undefined : predicate.values[index - (predicate.glued ? 1 : 0)];
    const schema = glued ? { type: 'string', pattern: `^[A-Za-z]{${predicate.glued!.length}}$` } : valueSchema(value, values[index]);
    return [name, schema];
  }));
  return {
    type: 'object', properties, required: names, additionalProperties: false, ...head, ...rendering,
    ...(predicate.glued ? { 'x-cli-glued': predicate.glued } : {}),
    'x-cli-values': values.map((item) => ({ name: item.name, effect: item.effect, reason: item.reason, source: item.source })),
    ...effectKeywords(effect),
  };
}

/** The words of the predicates with `effect`, at most four (`-exec, -execdir, -ok, -okdir`). */
function mostDangerous(grammar: ParsedExpression, effects: ReadonlyMap<string, PredicateEffect>, effect: PredicateEffect['effect']): string {
  const words = grammar.predicates.filter((predicate) => effects.get(predicateKey(predicate))?.effect === effect).map((predicate) => `${predicate.token}${predicate.glued ?? ''}`);
  return [...new Set(words)].slice(0, 4).join(', ');
}

/**
 * The expression operand's property: `type: array` of one-key objects, the operator first, then
 * the predicates in the page's order, `x-cli-expression: true`, and as its own effect the most
 * dangerous of its predicates' (a call is judged by the predicates it uses: src/govern/expression-parts.ts).
 *
 * @example
 * const property = expressionProperty(findGrammar, effects, 1);
 * property.items?.properties?.name; // { type: 'string', description: '...', 'x-cli-flag': '-name', 'x-cli-effect': 'none', 'x-cli-text': 'pattern', ... }
 */
export function expressionProperty(grammar: ParsedExpression, effects: ReadonlyMap<string, PredicateEffect> | undefined, position: number): CliPropertySchema {
  const properties: Record<string, Schema> = {};
  if (grammar.operators.length > 0) {
    properties[OPERATOR_KEY] = {
      type: 'string', enum: [...grammar.operators],
      description: 'An operator between predicates: "(" and ")" group, "!" negates what follows, "-o" is or, "-a" is and (implied between predicates), "," evaluates both and keeps the second.',
      'x-cli-operator': true, 'x-cli-effect': 'none', 'x-cli-effect-reason': 'help: an operator joins predicates and does nothing itself', 'x-cli-effect-source': 'help',
    };
  }
  let worst: PredicateEffect | undefined;
  for (const predicate of grammar.predicates) {
    const key = predicateKey(predicate);
    if (Object.hasOwn(properties, key)) continue;
    const effect = effects?.get(key);
    properties[key] = predicateSchema(predicate, effect);
    if (effect && (!worst || DANGER[effect.effect] < DANGER[worst.effect])) worst = effect;
  }
  const property = {
    type: 'array',
    items: { type: 'object', properties, minProperties: 1, maxProperties: 1, additionalProperties: false },
    description: 'The expression after the starting points, in order: each item one predicate or operator, as a one-key object '
      + '({"name": "*.ts"}, {"type": "f"}, {"newer": "file"}, {"operator": "-o"}). A predicate that takes no value is given true ({"delete": true}).',
    'x-cli-kind': 'positional',
    'x-cli-position': position,
    'x-cli-source': 'man',
    'x-cli-expression': true,
    'x-cli-effect': worst?.effect ?? 'none',
    // Reasons start with their source, as every other property's (`curated: ...`).
    'x-cli-effect-reason': worst ? `${worst.source}: the expression can hold ${mostDangerous(grammar, effects!, worst.effect)} (${worst.reason})` : 'help: no predicate does anything but test',
    'x-cli-effect-source': worst?.source ?? 'help',
  } as unknown as CliPropertySchema;
  return property;
}
