/**
 * Which parameters of one call name files: what path confinement checks and what the argument
 * policy judges, for the flags this call really sets. A parameter's role can depend on other flags
 * (`grep -e PAT FILE...` makes grep's PATTERNS operand a file: `x-cli-effect-when`), and an option
 * that takes several values names a file only through some of them (`jq --slurpfile NAME FILE`:
 * `x-cli-values`). docs/governance.md "Operand roles that follow the call's flags".
 */
import type { Binding, CliPropertySchema } from '../bindings/types.js';
import { expressionPaths } from './expression-paths.js';
import { findPathOutsideRoots, isPathParameter, type PathOutsideRoots } from './path-confinement.js';

type PathEffect = 'read' | 'write';
type Effect = 'exec' | 'write' | 'network' | 'read' | 'none';


/** One parameter that names files in this call. */
export interface CallPathParameter {
  /** The input property's name. */
  parameter: string;
  /** `write` when any of its file values is written, else `read`. */
  effect: PathEffect;
  /** The rule that makes it a path (`curated: grep with --regexp, ..., operand <patterns> is a file it reads ...`). */
  reason: string;
  /** The file names it gives, as the caller wrote them. */
  values: string[];
  /** A value is a credential: guidance must not quote it. */
  sensitive?: true;
}

/** A value is given (a switch that is on, a value, a non-empty list). */
function isSet(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);
}

function texts(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map(String)
    .filter((item) => item !== '');
}

/**
 * The flag tokens (as the binding spells them, `x-cli-flag`) that a call sets.
 *
 * @example
 * flagsSetInCall(grepBinding, { regexp: 'root', ignore_case: false, file: ['/etc/passwd'] }); // Set { '--regexp' }
 */
export function flagsSetInCall(binding: Binding, args: Record<string, unknown>): Set<string> {
  const set = new Set<string>();
  for (const [name, property] of Object.entries(binding.input_schema.properties)) {
    const flag = property['x-cli-flag'];
    if (property['x-cli-kind'] === 'flag' && typeof flag === 'string' && isSet(args[name])) set.add(flag);
  }
  return set;
}

/**
 * The role an operand takes in this call because of the flags it sets (`x-cli-effect-when`), or
 * undefined when no such flag is set.
 *
 * @example
 * activeRole(grepBinding.input_schema.properties.patterns, new Set(['--regexp']));
 * // { effect: 'read', reason: 'curated: grep with --regexp, -e, --file or -f, operand <patterns> is a file it reads (...)' }
 */
export function activeRole(property: CliPropertySchema, flagsSet: ReadonlySet<string>): { effect: PathEffect; reason: string } | undefined {
  const roles = property['x-cli-kind'] === 'positional' && Array.isArray(property['x-cli-effect-when']) ? property['x-cli-effect-when'] : [];
  let found: { effect: PathEffect; reason: string } | undefined;
  for (const role of roles) {
    if (!Array.isArray(role.flags) || !role.flags.some((flag) => flagsSet.has(flag))) continue;
    const effect: PathEffect = role.effect === 'write' ? 'write' : 'read';
    if (!found || (effect === 'write' && found.effect === 'read')) found = { effect, reason: role.reason ?? `with ${role.flags.join(', ')} the operand names a file` };
  }
  return found;
}

/** The file values of an option that takes several (`x-cli-values`): those whose own effect is read or write. */
function tuplePaths(name: string, property: CliPropertySchema, value: unknown): CallPathParameter | undefined {
  const entries = (property['x-cli-values'] ?? []).filter((entry) => entry.effect === 'read' || entry.effect === 'write');
  if (entries.length === 0) return undefined;
  const values: string[] = [];
  let effect: PathEffect = 'read';
  let sensitive = property['x-cli-sensitive'] === true;
  for (const item of Array.isArray(value) ? value : [value]) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const entry of entries) {
      const given = texts((item as Record<string, unknown>)[entry.name]);
      if (given.length === 0) continue;
      values.push(...given);
      if (entry.effect === 'write') effect = 'write';
      if (entry.sensitive) sensitive = true;
    }
  }
  if (values.length === 0) return undefined;
  const reason = entries.find((entry) => entry.effect === effect)?.reason ?? `a value of ${property['x-cli-flag']} names a file`;
  return { parameter: name, effect, reason, values, ...(sensitive ? { sensitive: true as const } : {}) };
}

/**
 * Which parameters name files in this call, and the file names they give: parameters that are
 * paths in every call (`x-cli-format: path`, a `read` or `write` effect from the curated table or the
 * help), operands that become paths through a flag the call sets (`x-cli-effect-when`), the
 * file values of options that take several (`x-cli-values`), and the files an expression's
 * predicates name (`x-cli-expression`: find's `-newer F`, `-fprint F`). In schema order.
 *
 * @example
 * pathParametersOfCall(grepBinding, { regexp: 'root', patterns: '/etc/passwd' });
 * // [{ parameter: 'patterns', effect: 'read', reason: 'curated: grep with --regexp, ...', values: ['/etc/passwd'] }]
 * pathParametersOfCall(jqBinding, { slurpfile: [{ name: 'n', file: '/etc/passwd' }], jq_filter: '.' });
 * // [{ parameter: 'slurpfile', effect: 'read', reason: 'curated: jq --slurpfile <file> reads the named file', values: ['/etc/passwd'] }]
 */
export function pathParametersOfCall(binding: Binding, args: Record<string, unknown>): CallPathParameter[] {
  const flagsSet = flagsSetInCall(binding, args);
  const found: CallPathParameter[] = [];
  for (const [name, property] of Object.entries(binding.input_schema.properties)) {
    const value = args[name];
    if (!isSet(value)) continue;
    if (Array.isArray(property['x-cli-values'])) {
      const tuple = tuplePaths(name, property, value);
      if (tuple) found.push(tuple);
      continue;
    }
    if (property['x-cli-expression'] === true) {
      // find's -newer F, -fprint F: the files its predicates name (expression-paths.ts).
      const files = expressionPaths(property, value);
      if (files) found.push({ parameter: name, ...files, ...(property['x-cli-sensitive'] ? { sensitive: true as const } : {}) });
      continue;
    }
    const values = texts(value);
    if (values.length === 0) continue;
    const role = activeRole(property, flagsSet);
    const always = isPathParameter(property);
    if (!role && !always) continue;
    const own = property['x-cli-effect'];
    const staticEffect: PathEffect = own === 'write' ? 'write' : 'read';
    const effect: PathEffect = role?.effect === 'write' || (always && staticEffect === 'write') ? 'write' : 'read';
    const reason = role && (!always || effect === role.effect) ? role.reason : property['x-cli-effect-reason'] ?? 'the value names a file';
    found.push({ parameter: name, effect, reason, values, ...(property['x-cli-sensitive'] ? { sensitive: true as const } : {}) });
  }
  return found;
}

/**
 * The binding as this call sees it: each operand that a flag of the call makes a file
 * (`x-cli-effect-when`) carries that effect instead of the recorded one (sed's operands are files,
 * not a script, once `-e` gives the script; a recorded `write` is never lowered to `read`),
 * so the argument policy and ACL conditions on `effects.read`/`effects.write` judge the call by
 * what the program will really do. The binding itself is not changed.
 *
 * @example
 * bindingForCall(grepBinding, { regexp: 'x', patterns: 'a.txt' }).input_schema.properties.patterns['x-cli-effect']; // 'read'
 */
export function bindingForCall(binding: Binding, args: Record<string, unknown>): Binding {
  const flagsSet = flagsSetInCall(binding, args);
  let properties: Record<string, CliPropertySchema> | undefined;
  for (const [name, property] of Object.entries(binding.input_schema.properties)) {
    const role = activeRole(property, flagsSet);
    if (!role) continue;
    const own = (property['x-cli-effect'] ?? 'none') as Effect;
    // A role replaces the effect both ways: grep's PATTERNS becomes a file it reads (none → read),
    // and sed's first operand, a script unless -e gives one, becomes a file it reads (exec → read).
    // Only a write the role would lower stays: a file written is never just read.
    if (own === role.effect || (own === 'write' && role.effect === 'read')) continue;
    properties ??= { ...binding.input_schema.properties };
    // The operand names a file in this call: it is no longer the program text it would otherwise be.
    const { 'x-cli-text': _text, ...rest } = property;
    properties[name] = { ...rest, 'x-cli-effect': role.effect, 'x-cli-effect-reason': role.reason, 'x-cli-effect-source': 'curated' };
  }
  return properties ? { ...binding, input_schema: { ...binding.input_schema, properties } } : binding;
}

/**
 * {@link findPathOutsideRoots} over the paths of this call ({@link pathParametersOfCall}): the
 * first file value, by schema order, that resolves outside `roots`.
 *
 * @example
 * findCallPathOutsideRoots(grepBinding, { regexp: 'root', patterns: '/etc/passwd' }, '/w/p', ['/w/p']);
 * // { parameter: 'patterns', value: '/etc/passwd', resolved: '/etc/passwd' }
 */
export function findCallPathOutsideRoots(binding: Binding, args: Record<string, unknown>, cwd: string, roots: readonly string[]): PathOutsideRoots | undefined {
  if (roots.length === 0) return undefined;
  const paths = pathParametersOfCall(binding, args);
  const properties: Record<string, CliPropertySchema> = {};
  const values: Record<string, unknown> = {};
  paths.forEach((path, index) => {
    properties[path.parameter] = {
      type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, 'x-cli-kind': 'positional', 'x-cli-position': index,
      ...(path.sensitive ? { 'x-cli-sensitive': true } : {}),
    };
    values[path.parameter] = path.values;
  });
  const view: Binding = { ...binding, input_schema: { type: 'object', properties, additionalProperties: false } };
  return findPathOutsideRoots(view, values, cwd, roots);
}
