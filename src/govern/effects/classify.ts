/**
 * The effect classifier (docs/governance.md, "Effects of parameters"): for each flag and operand
 * of a scanned command, the curated table's named entries, then the help rules, then the curated
 * table's catch-alls, then the default.
 */
import type { ParsedFlag, ParsedHelp, ParsedPositional } from '../../scan/types.js';
import { valuePlaceholders, tupleKeys } from '../../scan/value-arity.js';
import { CURATED_EFFECTS } from './curated-effects.js';
import { curatedEffect, curatedOperandRoles, curatedTuple, type OperandRoleEffect, type TupleEffects } from './curated-lookup.js';
import { defaultEffect } from './default-effect.js';
import { effectFromHelp, takesFreeText } from './help-rules.js';
import { isCredentialParameter } from './sensitive.js';
import { classifyExpression, type PredicateEffect } from './expression-effects.js';
import type { CommandContext, ParameterEffect, ParameterFacts } from './types.js';

/** Effects of one command's parameters. */
export interface CommandEffects {
  /** By the flag's main token (`flag.long ?? flag.short`), the token its property records in `x-cli-flag`. */
  flags: Map<string, ParameterEffect>;
  /** By operand position. */
  positionals: ParameterEffect[];
  /** Options that take several values (curated table, else two or more placeholders in the help), by main token. */
  tuples?: Map<string, TupleEffects>;
  /** By operand position: the roles the operand takes when a call sets certain flags. */
  operandRoles?: OperandRoleEffect[][];
  /** The expression's predicates (`find ... [expression]`), by their key in the expression's items (`name`, `exec`). */
  expression?: Map<string, PredicateEffect>;
}

const DANGER: Readonly<Record<ParameterEffect['effect'], number>> = { exec: 0, write: 1, network: 2, read: 3, none: 4 };

/** The more dangerous of two effects; the first on a tie. A secret in either stays a secret. */
function worseOf(a: ParameterEffect, b: ParameterEffect): ParameterEffect {
  const worse = DANGER[b.effect] < DANGER[a.effect] ? b : a;
  return a.sensitive || b.sensitive ? { ...worse, sensitive: true } : worse;
}

/**
 * The values of an option that takes several, each with its effect: the curated table's, else
 * one per placeholder the help shows, each classified like a flag whose value name it is.
 */
function tupleOf(context: CommandContext, flag: ParsedFlag): TupleEffects | undefined {
  const facts = flagFacts(flag);
  const curated = curatedTuple(context, facts.tokens);
  if (curated) return curated;
  const placeholders = valuePlaceholders(flag.valueName);
  if (!placeholders || flag.type === 'boolean') return undefined;
  const keys = tupleKeys(placeholders);
  return {
    repeatable: flag.repeatable === true,
    values: placeholders.map((placeholder, index) => ({
      name: keys[index]!,
      ...classifyParameter(context, { ...facts, valueName: placeholder, type: 'string', enumValues: undefined } as ParameterFacts),
    })),
  };
}

/**
 * The effect of a whole multi-value option: its most dangerous value's (`--slurpfile NAME FILE` is `read`).
 *
 * @example
 * tupleEffect({ repeatable: true, values: [{ name: 'name', effect: 'none', ... }, { name: 'file', effect: 'read', ... }] }).effect; // 'read'
 */
export function tupleEffect(tuple: TupleEffects): ParameterEffect {
  const worst = tuple.values.reduce<ParameterEffect>(worseOf, tuple.values[0]!);
  const result: ParameterEffect = { effect: worst.effect, reason: worst.reason, source: worst.source };
  if (worst.sensitive) result.sensitive = true;
  return result;
}

function flagFacts(flag: ParsedFlag): ParameterFacts {
  const tokens = [flag.long, flag.short].filter((token): token is string => token !== undefined);
  return {
    kind: 'flag', tokens, name: tokens[0] ?? '', type: flag.type, description: flag.description,
    ...(flag.valueName !== undefined ? { valueName: flag.valueName } : {}),
    ...(flag.enumValues !== undefined ? { enumValues: flag.enumValues } : {}),
  };
}

function positionalFacts(positional: ParsedPositional, position: number): ParameterFacts {
  return { kind: 'positional', tokens: [], name: positional.name, type: positional.type, description: positional.description, position, ...(positional.enumValues ? { enumValues: positional.enumValues } : {}) };
}

/**
 * Last words of flag and operand names that, for a program the curated table does not know, name
 * where it connects (`--index`, `--source`, `--mirror`, `--address`, `--host`): package indexes,
 * sources and mirrors are hosts or URLs far more often than files.
 */
const UNCURATED_NETWORK_WORDS = new Set(['index', 'source', 'sources', 'mirror', 'mirrors', 'repository', 'repo', 'address', 'addr', 'host', 'hostname', 'url', 'uri', 'proxy', 'endpoint', 'server', 'registry']);

/**
 * Of those, the words that as an *operand's* name are what the command works on, not where it
 * connects: `cp SOURCE DEST`, `mv SOURCE... DIRECTORY`, `install SOURCE DEST`, `ln TARGET`. The
 * option `--source URL` of a package tool is a host; the operand SOURCE of a copy is a path.
 */
const OPERAND_NOT_NETWORK_WORDS = new Set(['index', 'source', 'sources']);

function uncuratedNetworkEffect(facts: ParameterFacts): ParameterEffect | undefined {
  const name = (facts.kind === 'flag' ? facts.tokens[0] ?? facts.name : facts.name).toLowerCase();
  const last = name.split(/[^a-z0-9]+/).filter((word) => word !== '').at(-1) ?? '';
  if (!UNCURATED_NETWORK_WORDS.has(last)) return undefined;
  if (facts.kind === 'positional' && OPERAND_NOT_NETWORK_WORDS.has(last)) return undefined;
  const who = facts.kind === 'flag' ? facts.name : `operand <${facts.name}>`;
  return { effect: 'network', reason: `help: ${who} names an index, source, host or address to connect to`, source: 'help' };
}

/**
 * The effect of one parameter.
 *
 * @example
 * classifyParameter({ tool: 'git', commandPath: ['log'] },
 *   { kind: 'flag', tokens: ['--output'], name: '--output', valueName: '<file>', type: 'path', description: 'Output to a specific file instead of stdout.' });
 * // { effect: 'write', reason: 'curated: git log --output writes the named file', source: 'curated' }
 */
export function classifyParameter(context: CommandContext, facts: ParameterFacts): ParameterEffect {
  const named = curatedEffect(context, facts, 'named');
  let result = named ?? effectFromHelp(facts);
  if (!result && (facts.kind === 'positional' || takesFreeText(facts))) result = curatedEffect(context, facts, 'fallback');
  if (!result && takesFreeText(facts) && !Object.hasOwn(CURATED_EFFECTS, context.tool)) result = uncuratedNetworkEffect(facts);
  result ??= defaultEffect(facts);
  if (!result.sensitive && isCredentialParameter(facts)) result = { ...result, sensitive: true };
  return result;
}

/** One flag's effect in `context`, and its values' when it takes several. */
function flagEffect(context: CommandContext, flag: ParsedFlag): { effect: ParameterEffect; tuple?: TupleEffects } {
  const tuple = flag.type === 'boolean' ? undefined : tupleOf(context, flag);
  return tuple ? { effect: tupleEffect(tuple), tuple } : { effect: classifyParameter(context, flagFacts(flag)) };
}

/**
 * The effects of every flag and operand of one parsed command.
 *
 * @example
 * const effects = classifyCommand({ tool: 'env', commandPath: [] }, help);
 * effects.positionals[0]; // { effect: 'exec', reason: 'curated: env operand <command> is a program it runs', source: 'curated' }
 */
export function classifyCommand(context: CommandContext, help: Pick<ParsedHelp, 'flags' | 'positionals' | 'expression'>): CommandEffects {
  const flags = new Map<string, ParameterEffect>();
  const tuples = new Map<string, TupleEffects>();
  for (const flag of help.flags) {
    const token = flag.long ?? flag.short;
    if (token === undefined || flags.has(token)) continue;
    const { effect, tuple } = flagEffect(context, flag);
    if (tuple) tuples.set(token, tuple);
    // An option the root lists is judged at least as on the root, where it belongs: git's `-c` is
    // curated there, not on each command.
    const inheritedFromRoot = flag.inherited && context.commandPath.length > 0;
    flags.set(token, inheritedFromRoot ? worseOf(effect, flagEffect({ ...context, commandPath: [] }, flag).effect) : effect);
  }
  const positionals = help.positionals.map((positional, index) => classifyParameter(context, positionalFacts(positional, index)));
  const operandRoles = help.positionals.map((positional) => curatedOperandRoles(context, positional.name));
  return { flags, positionals, tuples, operandRoles, ...(help.expression ? { expression: classifyExpression(context, help.expression) } : {}) };
}
