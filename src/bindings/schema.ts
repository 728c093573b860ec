/**
 * Schema generation (SPEC.md "Schema generation"): turns what the help parsers found into the
 * binding's `input_schema`, with `x-cli-*` keywords that say how each property goes back to argv.
 */
import type { ParsedFlag, ParsedHelp, ParsedPositional, CliValueType } from '../scan/types.js';
import type { CommandEffects, ParameterEffect } from '../govern/effects/index.js';
import type { OperandRoleEffect, TupleEffects } from '../govern/effects/curated-lookup.js';
import { expressionProperty } from './expression-schema.js';
import type { BindingInputSchema, CliPropertySchema } from './types.js';

/** The output schema of SPEC.md schema rule 5, for programs with a JSON-output flag. */
export const JSON_OUTPUT_SCHEMA: Readonly<Record<string, unknown>> = Object.freeze({
  type: 'object',
  properties: {
    stdout: { type: 'string' },
    stderr: { type: 'string' },
    exit_code: { type: 'integer' },
    json_output: { type: 'object' },
  },
});

/** Name words that mark a value as a secret (compared against whole words of the property name). */
const SENSITIVE_WORDS = new Set([
  'password', 'passwd', 'passphrase', 'pass', 'token', 'secret', 'key', 'apikey', 'credential',
  'credentials', 'auth', 'authorization', 'cookie', 'private', 'bearer', 'otp', 'header', 'headers',
]);

type ScalarSchema = Pick<CliPropertySchema, 'type' | 'x-cli-format' | 'enum'>;

/** Maps a CLI value type to its JSON Schema (SPEC.md table). Enum without values falls back to string. */
function scalarSchema(type: CliValueType, enumValues: readonly string[] | undefined): ScalarSchema {
  switch (type) {
    case 'integer': return { type: 'integer' };
    case 'float': return { type: 'number' };
    case 'boolean': return { type: 'boolean' };
    // svc's kinds go in x-cli-format: a default Ajv throws on formats it does not know (cli-format.ts).
    case 'path': return { type: 'string', 'x-cli-format': 'path' };
    case 'url': return { type: 'string', 'x-cli-format': 'uri' };
    case 'enum': return enumValues && enumValues.length > 0 ? { type: 'string', enum: [...enumValues] } : { type: 'string' };
    default: return { type: 'string' };
  }
}

/**
 * Coerces a default printed in help text to the property's type. Returns undefined when the text
 * cannot be a valid value (a default the schema itself would reject is worse than none).
 *
 * @example
 * coerceDefault('10', { type: 'integer' }); // 10
 */
export function coerceDefault(text: string, schema: ScalarSchema): unknown {
  const value = text.trim().replace(/^(["'`])(.*)\1$/, '$2');
  switch (schema.type) {
    case 'integer':
      return /^[-+]?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
    case 'number':
      return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? Number(value) : undefined;
    case 'boolean': {
      const lower = value.toLowerCase();
      if (['true', 'yes', 'on', '1', 'enabled'].includes(lower)) return true;
      if (['false', 'no', 'off', '0', 'disabled'].includes(lower)) return false;
      return undefined;
    }
    default:
      if (value === '') return undefined;
      if (schema.enum && !schema.enum.includes(value)) return undefined;
      return value;
  }
}

const SYMBOL_NAMES: Record<string, string> = {
  '@': 'at', '%': 'percent', ',': 'comma', '#': 'hash', '!': 'bang', '?': 'question_mark', '+': 'plus', '.': 'dot', ':': 'colon',
};

/**
 * Turns a flag token or argument name into a property name: dashes and other separators become
 * underscores (`--dry-run` → `dry_run`), case is kept so `-n` and `-N` stay apart.
 *
 * @example
 * propertyName('--dry-run'); // 'dry_run'
 * propertyName('FILE...');   // 'FILE'
 */
export function propertyName(token: string): string {
  // BSD switches that are a symbol (macOS ls `-@`, `-%`, `-,`) are named after it.
  const symbol = SYMBOL_NAMES[token.replace(/^-+/, '')];
  if (symbol && token.startsWith('-')) return symbol;
  const name = token.replace(/^-+/, '').replace(/\.\.\.$/, '').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  if (name === '') return 'arg';
  // Clients reject property names over 64 characters (Anthropic's and OpenAI's tool schemas);
  // the cut leaves room for uniqueName's `_2`.
  return (/^[0-9]/.test(name) ? `_${name}` : name).slice(0, MAX_PROPERTY_NAME);
}

/** Longest property name svc writes: 64, the clients' limit, less room for a `_NN` suffix. */
const MAX_PROPERTY_NAME = 60;

/**
 * True when a property name holds a secret by its words (`--api-key`, `--password`, `--token`).
 *
 * @example
 * isSensitiveName('api_key');  // true
 * isSensitiveName('keep');     // false
 */
export function isSensitiveName(name: string): boolean {
  return name.toLowerCase().split(/[^a-z0-9]+/).some((word) => SENSITIVE_WORDS.has(word));
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

/**
 * An option that takes several values (`jq --slurpfile NAME FILE`): an object with one string per
 * value, every one required (a list of such objects when the option repeats), `x-cli-values`
 * giving their order and each one's effect (docs/bindings.md "Options with several values").
 */
function tupleProperty(flag: ParsedFlag, token: string, tuple: TupleEffects): CliPropertySchema {
  const keys = tuple.values.map((item) => item.name);
  const object = {
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, { type: 'string' }])),
    required: keys,
    additionalProperties: false,
  };
  const property = { 'x-cli-kind': 'flag', 'x-cli-flag': token } as CliPropertySchema;
  if (tuple.repeatable || flag.repeatable) {
    property.type = 'array';
    property.items = object as CliPropertySchema['items'];
    property['x-cli-repeat'] = 'repeat';
  } else {
    Object.assign(property, object);
  }
  if (flag.description) property.description = flag.description;
  property['x-cli-value-style'] = 'separate';
  property['x-cli-values'] = tuple.values.map((item) => ({
    name: item.name, effect: item.effect, reason: item.reason, source: item.source, ...(item.sensitive ? { sensitive: true } : {}),
  }));
  property['x-cli-source'] = flag.source ?? 'help';
  if (flag.inherited) property['x-cli-inherited'] = true;
  if (flag.beforeCommand) property['x-cli-before-command'] = true;
  return property;
}

function flagProperty(flag: ParsedFlag, tuple?: TupleEffects): CliPropertySchema | undefined {
  const token = flag.long ?? flag.short;
  if (!token) return undefined;
  if (tuple) return tupleProperty(flag, token, tuple);
  const scalar = scalarSchema(flag.type, flag.enumValues);
  const isSwitch = scalar.type === 'boolean';
  const property: CliPropertySchema = { 'x-cli-kind': 'flag', 'x-cli-flag': token } as CliPropertySchema;
  // A default is what the program does when the flag is absent. For a flag whose value may be
  // left out (`--untracked-files[=<mode>]`, `--color[=WHEN]`) the help's default is the value a
  // bare flag implies (git: "(Default: all)"; GNU: "WHEN defaults to 'always'"), not that: a
  // client that fills in defaults would change what the program does, so there is none.
  const impliedByBareFlag = flag.valueOptional === true && !isSwitch;
  let defaultValue: unknown = flag.default === undefined || impliedByBareFlag ? undefined : coerceDefault(flag.default, scalar);
  if (isSwitch && defaultValue === undefined) defaultValue = false;
  if (flag.repeatable) {
    property.type = 'array';
    property.items = { ...scalar } as CliPropertySchema['items'];
    if (defaultValue !== undefined && !isSwitch) property.default = [defaultValue];
    property['x-cli-repeat'] = 'repeat';
  } else {
    Object.assign(property, scalar);
    if (defaultValue !== undefined) property.default = defaultValue;
  }
  if (flag.description) property.description = flag.description;
  if (isSwitch) {
    property['x-cli-value-style'] = 'switch';
    if (flag.negation) property['x-cli-negation'] = flag.negation;
  } else {
    // `--color[=WHEN]` only accepts the value attached; a long flag printed as `--lines=NUM` is given the same way.
    const attached = flag.long !== undefined && token === flag.long && (flag.valueOptional || flag.valueStyle === 'equals');
    // A short option's optional value can only be glued on (getopt's `x::`): ruby's `-T[level]` is `-T2`.
    const glued = !attached && ((flag.long === undefined && flag.valueOptional === true) || flag.valueStyle === 'attached');
    property['x-cli-value-style'] = attached ? 'equals' : glued ? 'attached' : 'separate';
    if ((attached || glued) && flag.valueOptional) property['x-cli-optional-value'] = true;
  }
  if (!isSwitch && isSensitiveName(token)) property['x-cli-sensitive'] = true;
  property['x-cli-source'] = flag.source ?? 'help';
  if (flag.inherited) property['x-cli-inherited'] = true;
  if (flag.beforeCommand) property['x-cli-before-command'] = true;
  if (flag.standalone && isSwitch) property['x-cli-standalone'] = true;
  return property;
}

/**
 * The flags (as their properties record them in `x-cli-flag`) that spare an operand: the usage's
 * spellings (`-e`) resolved to the flag that has them (`--regexp`). Spellings no flag has are
 * dropped; a call could never set them.
 */
function unlessTokens(tokens: readonly string[] | undefined, flags: readonly ParsedFlag[]): string[] {
  const found: string[] = [];
  for (const token of tokens ?? []) {
    const flag = flags.find((f) => f.long === token || f.short === token);
    const main = flag ? flag.long ?? flag.short : undefined;
    if (main !== undefined && !found.includes(main)) found.push(main);
  }
  return found;
}

function positionalProperty(positional: ParsedPositional, position: number): CliPropertySchema {
  const scalar = scalarSchema(positional.type, positional.enumValues);
  const property = { 'x-cli-kind': 'positional', 'x-cli-position': position } as CliPropertySchema;
  if (positional.variadic) {
    property.type = 'array';
    property.items = { ...scalar } as CliPropertySchema['items'];
    // diff's FILES: exactly the number of words its help gives, each its own argv entry in order.
    if (positional.count) {
      property.minItems = positional.count.min;
      property.maxItems = positional.count.max;
    }
  } else {
    Object.assign(property, scalar);
  }
  if (positional.description) property.description = positional.description;
  if (positional.knownValues && positional.knownValues.length > 0) {
    // The words go in the description too: strict exports (openai-strict-schema.ts) drop `examples`.
    property.examples = [...positional.knownValues];
    const words = `Or one of the words: ${positional.knownValues.join(', ')}.`;
    property.description = property.description ? `${property.description} ${words}` : words;
  }
  if (scalar.type !== 'boolean' && isSensitiveName(positional.name)) property['x-cli-sensitive'] = true;
  property['x-cli-source'] = 'help';
  if (positional.beforeCommand) property['x-cli-before-command'] = true;
  return property;
}

/** Key order of every property, so the YAML on disk is the same whatever order the parts were set in. */
const KEY_ORDER = [
  'type', 'format', 'enum', 'items', 'minItems', 'maxItems', 'properties', 'required', 'additionalProperties', 'default', 'description', 'examples',
  'x-cli-kind', 'x-cli-format', 'x-cli-flag', 'x-cli-negation', 'x-cli-value-style', 'x-cli-optional-value', 'x-cli-values',
  'x-cli-position', 'x-cli-repeat', 'x-cli-sensitive', 'x-cli-source', 'x-cli-inherited', 'x-cli-before-command', 'x-cli-standalone', 'x-cli-required-unless', 'x-cli-effect',
  'x-cli-effect-reason', 'x-cli-effect-source', 'x-cli-effect-when', 'x-cli-text', 'x-cli-expression',
];

/** Records the roles an operand takes with certain flags (`x-cli-effect-when`). */
function withRoles(property: CliPropertySchema, roles: readonly OperandRoleEffect[] | undefined): CliPropertySchema {
  // An operand that names a file in every call (jq's FILE) needs no role; one that runs a program (sed's SCRIPT) keeps it, since confinement only looks at files.
  const own = property['x-cli-effect'];
  const useful = (roles ?? []).filter((role) => !(own === 'write' || own === role.effect));
  if (useful.length > 0) property['x-cli-effect-when'] = useful.map((role) => ({ flags: [...role.flags], effect: role.effect, reason: role.reason }));
  return property;
}

/** Records a parameter's effect (and a credential mark) on its property. */
function withEffect(property: CliPropertySchema, effect: ParameterEffect | undefined): CliPropertySchema {
  if (!effect) return property;
  property['x-cli-effect'] = effect.effect;
  property['x-cli-effect-reason'] = effect.reason;
  property['x-cli-effect-source'] = effect.source;
  if (effect.sensitive && property.type !== 'boolean') property['x-cli-sensitive'] = true;
  if (effect.text && property.type !== 'boolean') property['x-cli-text'] = effect.text;
  return property;
}

function ordered(property: CliPropertySchema): CliPropertySchema {
  const source = property as unknown as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (source[key] !== undefined) result[key] = source[key];
  for (const key of Object.keys(source).sort()) if (!(key in result) && source[key] !== undefined) result[key] = source[key];
  return result as unknown as CliPropertySchema;
}

/**
 * Builds a binding's `input_schema` from one parsed help (SPEC.md "Schema generation"): flags first
 * in help order, then positionals in order; names from the long flag, else the short flag, else the
 * argument name; operands are named first, and a flag whose name an operand has gets `_option`
 * (grep's `--file` → `file_option`, its FILE operand `file`); a name already taken gets `_2`, `_3`, ...; required flags and arguments go into
 * `required`; no other properties are allowed. `effects` (from `classifyCommand`) are recorded on
 * each property as `x-cli-effect`, `x-cli-effect-reason`, `x-cli-effect-source`, and credentials
 * as `x-cli-sensitive`.
 *
 * @example
 * buildInputSchema({ format: 'gnu', description: '', flags: [
 *   { long: '--lines', short: '-n', valueName: 'NUM', type: 'integer', default: '10', description: 'print NUM lines' },
 * ], positionals: [], subcommands: [] });
 * // { type: 'object', properties: { lines: { type: 'integer', default: 10, ..., 'x-cli-flag': '--lines' } },
 * //   additionalProperties: false }
 */
export function buildInputSchema(help: Pick<ParsedHelp, 'flags' | 'positionals' | 'expression'>, effects?: CommandEffects): BindingInputSchema {
  const properties: Record<string, CliPropertySchema> = {};
  const required: string[] = [];
  const taken = new Set<string>();
  const seenTokens = new Set<string>();
  // Operands are named first: on a clash the flag's name changes (`--file` → `file_option`), so
  // grep's FILE operand stays `file`, never `file_2` (issue 11).
  const operandNames: string[] = [];
  const operandTaken = new Set<string>();
  for (const positional of help.positionals) operandNames.push(uniqueName(propertyName(positional.name), operandTaken));
  for (const name of operandNames) taken.add(name);
  for (const flag of help.flags) {
    const token = flag.long ?? flag.short;
    if (!token || seenTokens.has(token)) continue;
    seenTokens.add(token);
    const property = flagProperty(flag, effects?.tuples?.get(token));
    if (!property) continue;
    // The version switch is `version` whatever its spelling (`-V` alone included).
    const base = property['x-cli-standalone'] ? 'version' : propertyName(token);
    const name = uniqueName(operandTaken.has(base) ? `${base}_option` : base, taken);
    properties[name] = ordered(withEffect(property, effects?.flags.get(token)));
    if (flag.required) required.push(name);
  }
  help.positionals.forEach((positional, index) => {
    const name = operandNames[index]!;
    // find's expression: a list of predicates and operators from its page (expression-schema.ts).
    if (help.expression && index === help.positionals.length - 1) {
      properties[name] = ordered(expressionProperty(help.expression, effects?.expression, index));
      return;
    }
    const property = positionalProperty(positional, index);
    // Required in some usage forms only: needed unless a flag selects a form without it. With no
    // such flag left to set, the operand is required as the usage's first form says.
    const unless = unlessTokens(positional.requiredUnless, help.flags);
    if (unless.length > 0) property['x-cli-required-unless'] = unless;
    properties[name] = ordered(withRoles(withEffect(property, effects?.positionals[index]), effects?.operandRoles?.[index]));
    if (positional.required || (positional.requiredUnless !== undefined && unless.length === 0)) required.push(name);
  });
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/**
 * The output schema of a command: SPEC.md's JSON-output object when a JSON-output flag was
 * detected, otherwise null.
 *
 * @example
 * buildOutputSchema('--json'); // { type: 'object', properties: { stdout: ..., json_output: { type: 'object' } } }
 */
export function buildOutputSchema(jsonOutputFlag: string | undefined | null): Record<string, unknown> | null {
  return jsonOutputFlag ? structuredClone(JSON_OUTPUT_SCHEMA) as Record<string, unknown> : null;
}
