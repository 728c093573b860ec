import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { renderExpression } from './render-expression.js';

/**
 * Characters refused in argument values by default. svc never runs a shell, so they cannot do harm
 * on their own; they are refused because a value carrying them is almost always an attempt to chain
 * (`;` `|` `&`), substitute (`$` `` ` `` `(` `)`) or redirect (`<` `>`) commands, and the agent
 * should be told rather than have the program receive it. Relaxed per tool with
 * `allowShellMetacharacters`; values of parameters marked `x-cli-text` (patterns and program text:
 * `|`, `$` and `(` are their syntax) are exempt unless `checkPatternMetacharacters` is set.
 */
export const SHELL_METACHARACTERS = [';', '|', '&', '$', '`', '<', '>', '(', ')'] as const;

const METACHARACTER_SET = new Set<string>(SHELL_METACHARACTERS);
const IS_METACHARACTER = new Uint8Array(128);
for (const ch of SHELL_METACHARACTERS) IS_METACHARACTER[ch.charCodeAt(0)] = 1;

/** Why an argument could not be rendered. */
export type ArgvRefusalKind =
  /** A value holds a NUL byte, CR or LF: always refused. */
  | 'control_characters'
  /** A value that would be read as an option (leading `-` where a value is expected): always refused. */
  | 'option_like'
  /** A value holds characters of {@link SHELL_METACHARACTERS}: refused unless allowed for the tool. */
  | 'shell_metacharacters'
  /** The value's type cannot be rendered for this parameter, or the parameter is unknown. */
  | 'invalid_value';

/**
 * An argument that svc will not pass to the program. `parameter` names the input property, so the
 * guidance can tell the caller exactly what to change.
 */
export class ArgvRefusal extends Error {
  override name = 'ArgvRefusal';
  constructor(
    readonly kind: ArgvRefusalKind,
    readonly parameter: string,
    message: string,
    /** For `shell_metacharacters`: the characters found, in order of first appearance. */
    readonly found: string[] = [],
  ) {
    super(message);
  }
}

/** Options for {@link renderArgv}. */
export interface RenderArgvOptions {
  /** Let values contain {@link SHELL_METACHARACTERS} (configured per tool). Default false. */
  allowShellMetacharacters?: boolean;
  /**
   * Check patterns and program text (`x-cli-text`) for {@link SHELL_METACHARACTERS} too, as every
   * other value (config `refuse_metacharacters_in_patterns`). Default false: they are exempt.
   */
  checkPatternMetacharacters?: boolean;
}

/** Whether the metacharacter check applies to this parameter's values. */
function checksMetacharacters(prop: CliPropertySchema, options: RenderArgvOptions): boolean {
  if (options.allowShellMetacharacters) return false;
  return prop['x-cli-text'] === undefined || options.checkPatternMetacharacters === true;
}

type Placement = 'flag-separate' | 'flag-joined' | 'positional';

function checkToken(parameter: string, token: string, placement: Placement, checkMetacharacters: boolean, isNumber: boolean): void {
  if (/[\0\r\n]/.test(token)) {
    throw new ArgvRefusal('control_characters', parameter, `parameter ${parameter} contains a NUL byte or a line break`);
  }
  // A value glued to its flag (`--x=-1`, `-n-1`) cannot be mistaken for an option; a negative number
  // after its own flag is what programs expect (`--offset -3`); anywhere else a leading dash is an option.
  if (token.startsWith('-') && placement !== 'flag-joined' && !(placement === 'flag-separate' && isNumber)) {
    throw new ArgvRefusal('option_like', parameter, `parameter ${parameter} starts with "-" and would be read as an option`);
  }
  if (checkMetacharacters) {
    // Scanned by character code, each found character kept once: values may be 1 MiB.
    const found: string[] = [];
    for (let i = 0; i < token.length && found.length < METACHARACTER_SET.size; i++) {
      const code = token.charCodeAt(i);
      if (code < 128 && IS_METACHARACTER[code] === 1 && !found.includes(token[i]!)) found.push(token[i]!);
    }
    if (found.length > 0) {
      throw new ArgvRefusal('shell_metacharacters', parameter, `parameter ${parameter} contains shell metacharacters ${found.join(' ')}`, found);
    }
  }
}

function scalarText(parameter: string, value: unknown): { text: string; isNumber: boolean } {
  if (typeof value === 'string') return { text: value, isNumber: false };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ArgvRefusal('invalid_value', parameter, `parameter ${parameter} must be a finite number`);
    return { text: String(value), isNumber: true };
  }
  if (typeof value === 'boolean') return { text: String(value), isNumber: false };
  throw new ArgvRefusal('invalid_value', parameter, `parameter ${parameter} must be a string, number or boolean (got ${value === null ? 'null' : typeof value})`);
}

/**
 * An option that takes several values (`x-cli-values`, `jq --arg NAME VALUE`): each object gives
 * the flag token, then its values in the order the binding lists them, each a token of its own.
 */
function renderTuple(name: string, prop: CliPropertySchema, flag: string, value: unknown, options: RenderArgvOptions): string[] {
  const keys = (prop['x-cli-values'] ?? []).map((item) => item.name);
  const shape = `{${keys.map((key) => `"${key}": "..."`).join(', ')}}`;
  const one = (item: unknown): string[] => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      throw new ArgvRefusal('invalid_value', name, `parameter ${name} takes ${keys.length} values as an object ${shape}`);
    }
    const given = item as Record<string, unknown>;
    const extra = Object.keys(given).find((key) => !keys.includes(key));
    if (extra !== undefined) throw new ArgvRefusal('invalid_value', name, `parameter ${name} has no value "${extra}": give an object ${shape}`);
    return [flag, ...keys.map((key) => {
      if (given[key] === undefined || given[key] === null) throw new ArgvRefusal('invalid_value', name, `parameter ${name} needs its value "${key}": give an object ${shape}`);
      const { text, isNumber } = scalarText(name, given[key]);
      // The values of a multi-value option carry no mark of their own (jq's --arg VALUE is data).
      checkToken(name, text, 'flag-separate', !options.allowShellMetacharacters, isNumber);
      return text;
    })];
  };
  if (prop.type === 'array') {
    if (!Array.isArray(value)) throw new ArgvRefusal('invalid_value', name, `parameter ${name} takes a list of objects ${shape}`);
    return value.flatMap(one);
  }
  return one(value);
}

function renderFlag(name: string, prop: CliPropertySchema, value: unknown, options: RenderArgvOptions): string[] {
  const flag = prop['x-cli-flag'];
  if (!flag) throw new ArgvRefusal('invalid_value', name, `parameter ${name} has no x-cli-flag in its binding`);
  if (Array.isArray(prop['x-cli-values'])) return renderTuple(name, prop, flag, value, options);
  const style = prop['x-cli-value-style'] ?? (prop.type === 'boolean' ? 'switch' : 'separate');
  const check = checksMetacharacters(prop, options);
  if (style === 'switch') {
    if (typeof value !== 'boolean') throw new ArgvRefusal('invalid_value', name, `parameter ${name} must be true or false`);
    if (value) return [flag];
    // false: say so explicitly only when the program's default is on and it has an off switch.
    const negation = prop['x-cli-negation'];
    return prop.default === true && negation ? [negation] : [];
  }
  const one = (item: unknown): string[] => {
    const { text, isNumber } = scalarText(name, item);
    // `--stat[=<width>]` given '': the bare flag, never `--stat=` (docs/bindings.md `x-cli-optional-value`).
    if (text === '' && prop['x-cli-optional-value'] === true && style !== 'separate') return [flag];
    if (style === 'separate') {
      checkToken(name, text, 'flag-separate', check, isNumber);
      return [flag, text];
    }
    checkToken(name, text, 'flag-joined', check, isNumber);
    return [style === 'equals' ? `${flag}=${text}` : `${flag}${text}`];
  };
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    if (prop['x-cli-repeat'] === 'comma') {
      const texts = value.map((item) => scalarText(name, item).text);
      if (texts.some((text) => text.includes(','))) {
        throw new ArgvRefusal('invalid_value', name, `an item of parameter ${name} contains a comma, which would split it into two items`);
      }
      return one(texts.join(','));
    }
    return value.flatMap(one);
  }
  return one(value);
}

function renderPositional(name: string, prop: CliPropertySchema, value: unknown, options: RenderArgvOptions): string[] {
  const items = Array.isArray(value) ? value : [value];
  const check = checksMetacharacters(prop, options);
  return items.map((item) => {
    const { text, isNumber } = scalarText(name, item);
    checkToken(name, text, 'positional', check, isNumber);
    return text;
  });
}

/** The argv tokens one parameter contributed to a rendered call. */
export interface RenderedPart {
  /** The input property's name. */
  parameter: string;
  /** Its tokens, exactly as in argv (`['--output', 'x']`, `['--format=%H']`, `['a.txt', 'b.txt']`). */
  tokens: string[];
}

/** The argv of a call and which parameter produced which tokens. */
export interface RenderedArgv {
  /** What follows the binary: command_path words, flags, positionals. */
  argv: string[];
  /** One entry per parameter that put at least one token in argv, in argv order; an expression gives one per item. */
  parts: RenderedPart[];
}

/**
 * {@link renderArgv}, also telling which parameter produced which argv tokens: what the call
 * really passes, for the per-call argument policy (a parameter left out, `false` without a
 * negation, an empty array or a dropped trailing `""` has no part).
 *
 * @example
 * renderArgvParts(gitLogBinding, { output: 'x', oneline: true }).parts;
 * // [{ parameter: 'output', tokens: ['--output', 'x'] }, { parameter: 'oneline', tokens: ['--oneline'] }]
 */
export function renderArgvParts(binding: Binding, args: Record<string, unknown>, options: RenderArgvOptions = {}): RenderedArgv {
  const properties = binding.input_schema.properties;
  const flags: RenderedPart[] = [];
  const beforeCommand: RenderedPart[] = [];
  const positionals: { position: number; order: number; parts: RenderedPart[]; optionalEmpty: boolean }[] = [];
  // Operands the program takes before its command words (`pwmigrate DATABASE status`).
  const leadingOperands: typeof positionals = [];
  const required = new Set(binding.input_schema.required ?? []);
  for (const name of Object.keys(args)) {
    if (!Object.prototype.hasOwnProperty.call(properties, name)) {
      throw new ArgvRefusal('invalid_value', name, `${binding.alias} has no parameter ${name}`);
    }
  }
  Object.entries(properties).forEach(([name, prop], order) => {
    const value = args[name];
    if (value === undefined || value === null) return;
    if (prop['x-cli-kind'] === 'flag') {
      (prop['x-cli-before-command'] === true ? beforeCommand : flags).push({ parameter: name, tokens: renderFlag(name, prop, value, options) });
    } else if (value === '' && Array.isArray(prop['x-cli-required-unless']) && !required.has(name)) {
      // rg's pattern given "" beside --files (the explorer pre-fills strings so): the call picked
      // a form without it (validation saw to that), so later operands take its place: `rg --files src`.
      return;
    } else {
      // An expression (find's) gives one part per predicate, so each is judged by its own effect.
      const parts = prop['x-cli-expression'] === true
        ? renderExpression(name, prop, value, options).map((tokens) => ({ parameter: name, tokens }))
        : [{ parameter: name, tokens: renderPositional(name, prop, value, options) }];
      (prop['x-cli-before-command'] === true ? leadingOperands : positionals).push({
        position: prop['x-cli-position'] ?? Number.MAX_SAFE_INTEGER,
        order,
        parts,
        optionalEmpty: value === '' && !required.has(name),
      });
    }
  });
  positionals.sort((a, b) => a.position - b.position || a.order - b.order);
  // An empty string for an optional trailing positional means "not given" (the explorer pre-fills
  // every string with ""; agents do the same): passing '' makes most programs fail on a missing
  // file or revision. Only trailing ones go, so no later positional shifts into its place.
  while (positionals.length > 0 && positionals[positionals.length - 1]!.optionalEmpty) positionals.pop();
  leadingOperands.sort((a, b) => a.position - b.position || a.order - b.order);
  const before = [...beforeCommand, ...leadingOperands.flatMap((p) => p.parts)].filter((part) => part.tokens.length > 0);
  const parts = [...flags, ...positionals.flatMap((p) => p.parts)].filter((part) => part.tokens.length > 0);
  return { argv: [...before.flatMap((part) => part.tokens), ...binding.target.command_path, ...parts.flatMap((part) => part.tokens)], parts: [...before, ...parts] };
}

/**
 * Renders a call's arguments to the argv that follows the binary: the flags marked
 * `x-cli-before-command` (the root's options, where its usage puts them first), then the operands
 * so marked (pwmigrate's DATABASE: `pwmigrate DATABASE status`), the binding's
 * `command_path` words, then the other flags in schema order, then positionals by `x-cli-position`. Absent, `null` and empty
 * array values are left out, so the program applies its own defaults, and so are empty strings of
 * optional positionals at the end (an empty string that a later positional follows stays). Throws {@link ArgvRefusal}
 * naming the parameter for a value svc will not pass on.
 *
 * @example
 * renderArgv(grepBinding, { ignore_case: true, regexp: ['a', 'b'], files: ['x.txt'] });
 * // ['-i', '-e', 'a', '-e', 'b', 'x.txt']
 */
export function renderArgv(binding: Binding, args: Record<string, unknown>, options: RenderArgvOptions = {}): string[] {
  return renderArgvParts(binding, args, options).argv;
}
