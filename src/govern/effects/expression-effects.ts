/**
 * The effects of an expression's predicates (issue 32: `find ... [expression]`). Each predicate is
 * classified like an option of the same word would be: the curated table's entries for find
 * (`-exec` runs a program, `-delete` and `-fprint` write, `-newer` reads), the help rules over the
 * page's text, the table's fallback for find's values, the default. A predicate that takes two
 * values (`-fprintf file format`) gets one effect per value, as an option with several values does.
 */
import type { ExpressionPredicate, ParsedExpression } from '../../scan/man/expression.js';
import { classifyParameter, tupleEffect } from './classify.js';
import { curatedTuple, type TupleValueEffect } from './curated-lookup.js';
import type { CommandContext, ParameterEffect, ParameterFacts } from './types.js';

/** The effect of one predicate, and of each of its values when it takes several. */
export interface PredicateEffect extends ParameterEffect {
  /** Predicates with several values (or a glued placeholder and a value): each value's effect, in order. */
  values?: TupleValueEffect[];
}

/** The key of a predicate in the expression's items: its word without the dash, a glued placeholder kept (`newerXY`). */
export function predicateKey(predicate: Pick<ExpressionPredicate, 'token' | 'glued'>): string {
  return `${predicate.token.slice(1)}${predicate.glued ?? ''}`.replace(/[^A-Za-z0-9_]+/g, '_');
}

function factsOf(predicate: ExpressionPredicate, valueName: string | undefined): ParameterFacts {
  const takesValue = predicate.terminators !== undefined || valueName !== undefined;
  const numeric = predicate.values.length === 1 && predicate.values[0]!.type !== 'string';
  return {
    kind: 'flag', tokens: [predicate.token], name: predicate.token, description: predicate.description,
    type: !takesValue ? 'boolean' : numeric ? 'integer' : 'string',
    ...(valueName !== undefined ? { valueName } : {}),
  };
}

/** Each value of a predicate that takes several: the curated table's, else each classified like the predicate with that value. */
function valueEffects(context: CommandContext, predicate: ExpressionPredicate): TupleValueEffect[] {
  const curated = curatedTuple(context, [predicate.token]);
  if (curated && curated.values.length === predicate.values.length) return curated.values;
  // A glued placeholder (`XY` of -newerXY) chooses which test runs; the value after it is classified as the predicate's value.
  const names = [...(predicate.glued ? [predicate.glued] : []), ...predicate.values.map((value) => value.name)];
  return names.map((name, index) => {
    if (predicate.glued && index === 0) return { name, effect: 'none' as const, reason: `help: ${predicate.token}${predicate.glued}: ${name} names the timestamps compared`, source: 'help' as const };
    return { name, ...classifyParameter(context, factsOf(predicate, name)) };
  });
}

/**
 * The effect of every predicate of an expression grammar, by its key ({@link predicateKey}).
 *
 * @example
 * const effects = classifyExpression({ tool: 'find', commandPath: [] }, findGrammar);
 * effects.get('exec');   // { effect: 'exec', reason: 'curated: find -exec runs a program', source: 'curated' }
 * effects.get('delete'); // { effect: 'write', reason: 'curated: find -delete deletes the files found', source: 'curated' }
 */
export function classifyExpression(context: CommandContext, grammar: ParsedExpression): Map<string, PredicateEffect> {
  const effects = new Map<string, PredicateEffect>();
  for (const predicate of grammar.predicates) {
    const key = predicateKey(predicate);
    if (effects.has(key)) continue;
    if (predicate.values.length > 1 || predicate.glued) {
      const values = valueEffects(context, predicate);
      effects.set(key, { ...tupleEffect({ values, repeatable: false }), values });
      continue;
    }
    effects.set(key, classifyParameter(context, factsOf(predicate, predicate.values[0]?.name ?? (predicate.terminators ? 'command' : undefined))));
  }
  return effects;
}
