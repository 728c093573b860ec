import { mkdir, readdir } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { yaml } from '../shared/yaml.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import { readRegularFile } from '../shared/regular-file.js';
import { BINDING_SPEC_VERSION, type Binding } from './types.js';
import { VALUE_TEXTS, type ValueText } from '../govern/effects/types.js';
import { migrateLegacyFormats } from './cli-format.js';
import { expressionProblem } from './expression-check.js';

/** Suffix of binding files (SPEC.md). */
export const BINDING_SUFFIX = '.binding.yaml';

/** A binding file that could not be trusted, with the reason. */
export interface BindingLoadError {
  file: string;
  message: string;
}

/** Result of {@link readBindings}: the good bindings and one error per rejected file. */
export interface LoadedBindings {
  bindings: Binding[];
  errors: BindingLoadError[];
}

/** File name of a module's binding. */
export function bindingFileName(moduleId: string): string {
  return `${moduleId}${BINDING_SUFFIX}`;
}

/** Serializes a binding exactly as it is written to disk (stable key order, no line folding). */
export function bindingToYaml(binding: Binding): string {
  return yaml().stringify(binding, { lineWidth: 0, aliasDuplicateObjects: false });
}

/**
 * Writes one binding atomically to `<dir>/<module_id>.binding.yaml`, creating the directory.
 *
 * @example
 * await writeBinding('/home/me/.svc/modules', binding);
 */
export async function writeBinding(dir: string, binding: Binding): Promise<string> {
  const file = join(dir, bindingFileName(binding.module_id));
  await writeFileAtomic(file, bindingToYaml(binding));
  return file;
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Values `x-cli-effect` may hold (docs/governance.md "Effects of parameters"). */
const EFFECT_CLASSES: readonly string[] = ['exec', 'write', 'network', 'read', 'none'];
const VALUE_STYLES = ['separate', 'equals', 'attached', 'switch'];

/**
 * The keywords governance and rendering rely on must say something svc understands: an effect
 * class it does not know, or a sensitivity that is not a boolean, would otherwise be read as
 * harmless or not secret.
 */
function governanceKeywordProblem(prop: Record<string, unknown>): string | undefined {
  const effect = prop['x-cli-effect'];
  if (effect !== undefined && !EFFECT_CLASSES.includes(effect as string)) return `x-cli-effect must be one of ${EFFECT_CLASSES.join(', ')} (got ${JSON.stringify(effect)})`;
  for (const key of ['x-cli-effect-reason', 'x-cli-effect-source']) {
    if (prop[key] !== undefined && typeof prop[key] !== 'string') return `${key} must be a string`;
  }
  if (prop['x-cli-sensitive'] !== undefined && typeof prop['x-cli-sensitive'] !== 'boolean') return 'x-cli-sensitive must be true or false';
  const style = prop['x-cli-value-style'];
  if (style !== undefined && !VALUE_STYLES.includes(style as string)) return `x-cli-value-style must be one of ${VALUE_STYLES.join(', ')}`;
  if (prop['x-cli-optional-value'] !== undefined && typeof prop['x-cli-optional-value'] !== 'boolean') return 'x-cli-optional-value must be true or false';
  if (prop['x-cli-inherited'] !== undefined && typeof prop['x-cli-inherited'] !== 'boolean') return 'x-cli-inherited must be true or false';
  if (prop['x-cli-before-command'] !== undefined && prop['x-cli-before-command'] !== true) return 'x-cli-before-command must be true';
  if (prop['x-cli-standalone'] !== undefined && typeof prop['x-cli-standalone'] !== 'boolean') return 'x-cli-standalone must be true or false';
  const unless = prop['x-cli-required-unless'];
  if (unless !== undefined && !(Array.isArray(unless) && unless.length > 0 && unless.every((token) => typeof token === 'string' && /^--?[^\s=]+$/.test(token)))) {
    return 'x-cli-required-unless must list flag tokens like --files';
  }
  const repeat = prop['x-cli-repeat'];
  if (repeat !== undefined && repeat !== 'repeat' && repeat !== 'comma') return 'x-cli-repeat must be repeat or comma';
  const negation = prop['x-cli-negation'];
  if (negation !== undefined && (typeof negation !== 'string' || !/^--?[^\s=]+$/.test(negation))) return 'x-cli-negation must be a flag token like --no-name';
  const values = prop['x-cli-values'];
  if (values !== undefined) {
    const ok = Array.isArray(values) && values.length >= 2 && values.every((item) =>
      item !== null && typeof item === 'object' && typeof (item as Record<string, unknown>).name === 'string'
      && EFFECT_CLASSES.includes((item as Record<string, unknown>).effect as string)
      && ((item as Record<string, unknown>).sensitive === undefined || typeof (item as Record<string, unknown>).sensitive === 'boolean'));
    if (!ok || prop['x-cli-kind'] !== 'flag') return `x-cli-values must list two or more values of a flag, each with a name and an effect (one of ${EFFECT_CLASSES.join(', ')})`;
  }
  const text = prop['x-cli-text'];
  if (text !== undefined && !VALUE_TEXTS.includes(text as ValueText)) return `x-cli-text must be one of ${VALUE_TEXTS.join(', ')} (got ${JSON.stringify(text)})`;
  const roles = prop['x-cli-effect-when'];
  if (roles !== undefined) {
    const ok = Array.isArray(roles) && roles.every((role) =>
      role !== null && typeof role === 'object' && isStringArray((role as Record<string, unknown>).flags)
      && ((role as Record<string, unknown>).flags as string[]).every((flag) => /^--?[^\s=]+$/.test(flag))
      && ['read', 'write'].includes((role as Record<string, unknown>).effect as string));
    if (!ok) return 'x-cli-effect-when must list roles, each with flags (tokens like --regexp) and an effect of read or write';
  }
  return expressionProblem(prop, governanceKeywordProblem);
}

/**
 * Checks that a parsed document is a binding `serve` can trust. Returns the reason it cannot, or
 * undefined when it is fine.
 */
export function bindingProblem(doc: unknown): string | undefined {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return 'not a YAML mapping';
  const b = doc as Partial<Binding>;
  if (typeof b.spec_version !== 'string' || b.spec_version.split('.')[0] !== BINDING_SPEC_VERSION.split('.')[0]) {
    return `unsupported spec_version ${JSON.stringify(b.spec_version)} (expected ${BINDING_SPEC_VERSION}); rescan with \`svc scan\``;
  }
  if (typeof b.module_id !== 'string' || !/^cli\.[^.\s]+(\.[^.\s]+)*$/.test(b.module_id)) return 'module_id must look like cli.<tool>[.<sub>...]';
  if (typeof b.alias !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]{0,127}$/.test(b.alias)) return 'alias must be a valid MCP tool name';
  if (typeof b.description !== 'string') return 'description must be a string';
  if (!b.target || typeof b.target.binary !== 'string' || !isAbsolute(b.target.binary)) return 'target.binary must be an absolute path';
  if (!isStringArray(b.target.command_path)) return 'target.command_path must be a list of words';
  if (b.target.command_path.some((word) => word.startsWith('-') || /[\0\n]/.test(word))) return 'target.command_path words must not be options';
  const schema = b.input_schema;
  if (!schema || schema.type !== 'object' || !schema.properties || typeof schema.properties !== 'object') return 'input_schema must be an object schema with properties';
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (!prop || typeof prop !== 'object') return `input_schema.properties.${name} must be a mapping`;
    const governance = governanceKeywordProblem(prop as unknown as Record<string, unknown>);
    if (governance) return `input_schema.properties.${name}: ${governance}`;
    if (prop['x-cli-kind'] === 'flag') {
      // `+x` too: fzf's `+s, --no-sort` and `+i` (issue 21 reads them; a binding svc wrote must load).
      if (typeof prop['x-cli-flag'] !== 'string' || !/^(?:--?|\+)[^\s=+-][^\s=]*$|^--?[^\s=]+$/.test(prop['x-cli-flag'])) return `input_schema.properties.${name} needs an x-cli-flag token like --name`;
    } else if (prop['x-cli-kind'] === 'positional') {
      if (!Number.isInteger(prop['x-cli-position'])) return `input_schema.properties.${name} needs an integer x-cli-position`;
    } else {
      return `input_schema.properties.${name} needs x-cli-kind flag or positional`;
    }
  }
  if (!b.annotations || typeof b.annotations !== 'object') return 'annotations must be a mapping';
  if (!isStringArray(b.tags ?? [])) return 'tags must be a list of strings';
  return undefined;
}

/** Parses one binding file's text; throws an Error naming the file on any problem. */
export function parseBinding(text: string, file: string): Binding {
  let doc: unknown;
  try {
    doc = yaml().parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const problem = bindingProblem(doc);
  if (problem) throw new Error(`${file}: ${problem}`);
  const binding = doc as Binding;
  // Files from older scans say `format: path`; svc's kinds now live in x-cli-format (cli-format.ts).
  return { ...binding, input_schema: migrateLegacyFormats(binding.input_schema) };
}

/**
 * Reads every `*.binding.yaml` in `dir` (sorted by file name). Files that cannot be trusted are
 * reported in `errors` and skipped; the others are returned. A missing directory is created empty.
 *
 * @example
 * const { bindings, errors } = await readBindings('/home/me/.svc/modules');
 */
export async function readBindings(dir: string): Promise<LoadedBindings> {
  await mkdir(dir, { recursive: true });
  const names = (await readdir(dir)).filter((name) => name.endsWith(BINDING_SUFFIX)).sort();
  const bindings: Binding[] = [];
  const errors: BindingLoadError[] = [];
  const seenAliases = new Map<string, string>();
  for (const name of names) {
    const file = join(dir, name);
    try {
      const binding = parseBinding(await readRegularFile(file), file);
      const clash = seenAliases.get(binding.alias);
      if (clash) throw new Error(`${file}: alias ${binding.alias} is already used by ${clash}`);
      seenAliases.set(binding.alias, file);
      bindings.push(binding);
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  return { bindings, errors };
}
