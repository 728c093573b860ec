/**
 * The two rules of svc's binding keywords that plain JSON Schema cannot say (docs/bindings.md),
 * applied wherever a schema carries them: by {@link validateArguments} for the explorer's
 * `/validate` and for the call pipeline alike, so both give one verdict.
 *
 * - `x-cli-standalone: true` on a property (the program's `version` switch): a call that sets it
 *   to `true` needs none of the schema's `required` parameters (`diff --version` needs no FILES).
 * - `x-cli-required-unless: [flag tokens]` on an operand: the operand is required unless the call
 *   sets one of the properties whose `x-cli-flag` is one of those tokens (rg's PATTERN is not
 *   needed with `--files`). Left out, a later operand would take its place (`rg src` searches
 *   for "src").
 *
 * Only the top-level `properties` are read: both keywords belong to a binding's parameters.
 */
import type { ValidationFailure } from './types.js';

/** What a schema's keywords ask beyond JSON Schema; `undefined` when it carries neither keyword. */
export interface CliRules {
  /** Properties marked `x-cli-standalone`. */
  standalone: string[];
  /** Operands marked `x-cli-required-unless`, each with the property names of the flags that spare it, in the binding's order. */
  requiredUnless: { name: string; sparedBy: string[] }[];
}

type Properties = Record<string, unknown>;

const rulesBySchema = new WeakMap<object, CliRules | null>();
const withoutRequiredBySchema = new WeakMap<object, object>();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a call gives a parameter a value that puts something in argv (`false`, `''` and `[]` do not). */
export function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && value !== '' && !(Array.isArray(value) && value.length === 0);
}

/** The rules a schema's top-level properties carry, read once per schema object. */
export function cliRules(schema: unknown): CliRules | undefined {
  if (!isPlainObject(schema)) return undefined;
  const known = rulesBySchema.get(schema);
  if (known !== undefined) return known ?? undefined;
  const rules = readRules(schema.properties);
  rulesBySchema.set(schema, rules ?? null);
  return rules;
}

function readRules(properties: unknown): CliRules | undefined {
  if (!isPlainObject(properties)) return undefined;
  const entries = Object.entries(properties as Properties).filter((entry): entry is [string, Record<string, unknown>] => isPlainObject(entry[1]));
  const standalone = entries.filter(([, prop]) => prop['x-cli-standalone'] === true).map(([name]) => name);
  const requiredUnless: CliRules['requiredUnless'] = [];
  for (const [name, prop] of entries) {
    const unless = prop['x-cli-required-unless'];
    if (!Array.isArray(unless)) continue;
    // In the order the binding lists them (the usage's order of forms).
    const sparedBy = unless.flatMap((token) => entries.filter(([, other]) => other['x-cli-kind'] === 'flag' && other['x-cli-flag'] === token).map(([other]) => other));
    requiredUnless.push({ name, sparedBy });
  }
  return standalone.length > 0 || requiredUnless.length > 0 ? { standalone, requiredUnless } : undefined;
}

/** Whether the call sets a standalone switch (`x-cli-standalone`: the program's `--version`). */
export function setsStandalone(rules: CliRules | undefined, args: unknown): boolean {
  return rules !== undefined && isPlainObject(args) && rules.standalone.some((name) => args[name] === true);
}

/** The schema without its top-level `required`, for a call that sets a standalone switch (the rest of the schema still holds). */
export function withoutRequired(schema: object): object {
  let stripped = withoutRequiredBySchema.get(schema);
  if (!stripped) {
    const { required: _required, ...rest } = schema as Record<string, unknown>;
    stripped = rest;
    withoutRequiredBySchema.set(schema, stripped);
  }
  return stripped;
}

/**
 * Operands the schema leaves optional because other usage forms of the command leave them out,
 * that this call still needs: it sets none of the flags that select such a form.
 *
 * @example
 * operandsStillNeeded(cliRules(rg)!, { path: ['src'] });
 * // [{ path: '/pattern', message: "must have required property 'pattern' unless one of files is set", keyword: 'required' }]
 */
export function operandsStillNeeded(rules: CliRules, args: unknown, escape: (token: string) => string = (token) => token): ValidationFailure[] {
  if (!isPlainObject(args)) return [];
  const failures: ValidationFailure[] = [];
  for (const { name, sparedBy } of rules.requiredUnless) {
    if (isSet(args[name]) || sparedBy.some((other) => isSet(args[other]))) continue;
    const unlessText = sparedBy.length > 0 ? ` unless one of ${sparedBy.join(', ')} is set` : '';
    failures.push({ path: `/${escape(name)}`, message: `must have required property '${name}'${unlessText}`, keyword: 'required' });
  }
  return failures;
}
