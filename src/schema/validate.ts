import type { Ajv as Ajv07, AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import type { Ajv2019 } from 'ajv/dist/2019.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { createRequire } from 'node:module';
import { cliRules, operandsStillNeeded, setsStandalone, withoutRequired } from './cli-rules.js';
import { dropNulls } from './drop-nulls.js';
import type { ValidateResult, ValidationFailure } from './types.js';

// Ajv and its formats (about a fifth of svc's own start-up CPU) load on the first validation,
// not at import: `svc serve` answers `tools/list` without them (bench/initialize.ts). They are
// CommonJS, so a synchronous require keeps validateArguments synchronous; through require also
// because bundlers drop JSON import attributes on external modules.
const requireLazily = createRequire(import.meta.url);

/** Largest number of compiled validators kept; least recently used ones are dropped first. */
export const VALIDATOR_CACHE_SIZE = 256;

type AjvInstance = Ajv07 | Ajv2019 | Ajv2020;

type CacheEntry = { validate: ValidateFunction } | { schemaError: string };

const DRAFT_07 = 'http://json-schema.org/draft-07/schema';
const DRAFT_06 = 'http://json-schema.org/draft-06/schema';
const DRAFT_2019 = 'https://json-schema.org/draft/2019-09/schema';

let instances: { draft07: Ajv07; draft2019: Ajv2019; draft2020: Ajv2020 } | undefined;
// Two bounded maps: the schema's JSON text as given (one native JSON.stringify per call, the hot
// path) and its canonical form with sorted keys (so equal content in another key order shares
// one compiled validator). Both keys are content, never object identity or $id.
interface Stamped {
  entry: CacheEntry;
  stamp: number;
}
const byText = new Map<string, Stamped>();
const byCanonical = new Map<string, Stamped>();
let insertions = 0;

/** Options of {@link validateArguments}. */
export interface ValidateOptions {
  /**
   * Drop null-valued fields from the schema first (SPEC.md's serialization rule), so the schema
   * validated is the one `GET /tools/{name}` shows. The explorer sets this.
   */
  dropNullFields?: boolean;
}

/**
 * Validates `args` against a tool's `inputSchema` and returns SPEC.md's ValidateResult:
 * `{valid: true}` without `errors`, or `{valid: false, errors: [...]}` with RFC 6901 paths
 * (for `required`, the missing property's path). A missing or null schema accepts anything; a
 * schema that cannot be compiled yields exactly one failure with keyword `schema`.
 *
 * Draft 2020-12 by default; a declared `$schema` of draft-07, draft-06 or 2019-09 is honoured.
 * Unknown keywords are ignored, svc's `x-cli-*` too, except two whose rules JSON Schema cannot
 * say (cli-rules.ts, docs/bindings.md): a property marked `x-cli-standalone` set to `true` lifts
 * the top-level `required`, and an operand marked `x-cli-required-unless` left out while none of
 * its flags is set fails with keyword `required` (checked once the rest of the schema holds). Compiled validators are
 * cached by the schema's content, so providers that build fresh schema objects per request
 * neither leak nor collide on `$id`.
 *
 * @example
 * validateArguments({ type: 'object', required: ['city'] }, {});
 * // { valid: false, errors: [{ path: '/city', message: "must have required property 'city'", keyword: 'required' }] }
 */
export function validateArguments(schema: unknown, args: unknown, options: ValidateOptions = {}): ValidateResult {
  if (schema === undefined || schema === null) return { valid: true };
  const rules = cliRules(schema);
  // `node --version` needs no script, `diff --version` no FILES: the version switch is the whole call.
  const standalone = setsStandalone(rules, args);
  const entry = compiled(standalone ? withoutRequired(schema as object) : schema, options.dropNullFields === true);
  if ('schemaError' in entry) {
    return { valid: false, errors: [{ path: '', message: `Invalid schema: ${entry.schemaError}`, keyword: 'schema' }] };
  }
  const errors: ValidationFailure[] = [];
  if (!entry.validate(args)) {
    errors.push(...(entry.validate.errors ?? []).map(toFailure));
    // Never report invalid with an empty list; Ajv always gives a reason, this is a guard.
    if (errors.length === 0) errors.push({ path: '', message: 'must match the schema' });
  }
  // Only once the schema itself holds, as the call pipeline always has: one round of fixes at a time.
  if (errors.length === 0 && rules && !standalone) errors.push(...operandsStillNeeded(rules, args, escapePointerToken));
  return errors.length === 0 ? { valid: true } : { valid: false, errors };
}

/** Number of compiled validators currently cached (for tests and diagnostics). */
export function validatorCacheSize(): number {
  return byCanonical.size;
}

function toFailure(error: ErrorObject): ValidationFailure {
  let path = error.instancePath;
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if (
    (error.keyword === 'required' || error.keyword === 'dependentRequired' || error.keyword === 'dependencies') &&
    typeof missing === 'string'
  ) {
    path = `${path}/${escapePointerToken(missing)}`;
  }
  return { path, message: error.message ?? `failed keyword ${error.keyword}`, keyword: error.keyword };
}

/** Escapes one RFC 6901 reference token. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * In front of the content caches: the entry for a schema object already seen, so a provider that
 * hands out the same objects (a static tool list) skips serializing the schema on every request.
 * Weak keys: it holds nothing a provider has let go of. Like Ajv's own cache, it assumes a schema
 * object is not changed in place once handed over; a changed schema comes as a new object.
 */
const byObject = { n: new WeakMap<object, CacheEntry>(), k: new WeakMap<object, CacheEntry>() };

function compiled(schema: unknown, dropNullFields: boolean): CacheEntry {
  const prefix = dropNullFields ? 'n' : 'k';
  if (typeof schema !== 'object' || schema === null) return compiledByContent(schema, prefix);
  const seen = byObject[prefix].get(schema);
  if (seen) return seen;
  const entry = compiledByContent(schema, prefix);
  byObject[prefix].set(schema, entry);
  return entry;
}

function compiledByContent(schema: unknown, prefix: 'n' | 'k'): CacheEntry {
  const dropNullFields = prefix === 'n';
  let text: string | undefined;
  try {
    text = JSON.stringify(schema);
  } catch {
    // Cyclic or otherwise unserializable: stableKey below reports it.
  }
  const fast = text === undefined ? undefined : touch(byText, prefix + text);
  if (fast) return fast;
  let entry: CacheEntry;
  try {
    const usable = dropNullFields ? dropNulls(schema) : schema;
    const canonical = prefix + stableKey(usable);
    entry = touch(byCanonical, canonical) ?? remember(byCanonical, canonical, compileIsolated(usable));
  } catch (err) {
    entry = { schemaError: errorMessage(err) };
  }
  if (text !== undefined) remember(byText, prefix + text, entry);
  return entry;
}

/**
 * Approximate LRU read: a hit is moved to the most recently used end only once it has drifted
 * into the older half, which keeps hot entries from being re-inserted on every call.
 */
function touch(map: Map<string, Stamped>, key: string): CacheEntry | undefined {
  const hit = map.get(key);
  if (hit && insertions - hit.stamp > VALIDATOR_CACHE_SIZE / 2) {
    map.delete(key);
    hit.stamp = ++insertions;
    map.set(key, hit);
  }
  return hit?.entry;
}

function remember(map: Map<string, Stamped>, key: string, entry: CacheEntry): CacheEntry {
  map.set(key, { entry, stamp: ++insertions });
  if (map.size > VALIDATOR_CACHE_SIZE) map.delete(map.keys().next().value as string);
  return entry;
}

/**
 * Compiles without leaving anything registered in the shared Ajv instance: every `$id` the
 * schema (or its subschemas) declared is removed afterwards, so the next schema with the same
 * `$id` but different content compiles on its own and nothing accumulates.
 */
function compileIsolated(schema: unknown): CacheEntry {
  if (typeof schema !== 'object' && typeof schema !== 'boolean') {
    return { schemaError: `schema must be an object or a boolean, got ${typeof schema}` };
  }
  const ajv = instanceFor(schema);
  const refsBefore = new Set(Object.keys(ajv.refs));
  const schemasBefore = new Set(Object.keys(ajv.schemas));
  try {
    return { validate: ajv.compile(schema as AnySchema) as ValidateFunction };
  } catch (err) {
    return { schemaError: errorMessage(err) };
  } finally {
    ajv.removeSchema(schema as AnySchema);
    for (const ref of Object.keys(ajv.refs)) if (!refsBefore.has(ref)) delete ajv.refs[ref];
    for (const id of Object.keys(ajv.schemas)) if (!schemasBefore.has(id)) delete ajv.schemas[id];
  }
}

function instanceFor(schema: unknown): AjvInstance {
  instances ??= createInstances();
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  if (typeof declared !== 'string') return instances.draft2020;
  const normalized = declared.replace(/#$/, '').replace(/^https?:\/\//, 'http://');
  if (normalized === DRAFT_07 || normalized === DRAFT_06) return instances.draft07;
  if (normalized === DRAFT_2019.replace('https://', 'http://')) return instances.draft2019;
  // 2020-12 and anything unknown go to the default; an unknown meta-schema fails to compile there.
  return instances.draft2020;
}

const validPath = (value: string): boolean => value.length > 0 && !value.includes('\0');
// What ajv-formats' `uri` accepted: an absolute URI (scheme, then anything URL can parse).
const validUri = (value: string): boolean => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(value) && URL.canParse(value);

function createInstances(): { draft07: Ajv07; draft2019: Ajv2019; draft2020: Ajv2020 } {
  // strict: false tolerates vendor keywords such as x-cli-flag; logger: false keeps Ajv's
  // warnings off the console (stdio mode owns stdout, and stderr is svc's log).
  const options = { allErrors: true, strict: false, logger: false as const };
  const { Ajv: Ajv07Class } = requireLazily('ajv') as typeof import('ajv');
  const { Ajv2019: Ajv2019Class } = requireLazily('ajv/dist/2019.js') as typeof import('ajv/dist/2019.js');
  const { Ajv2020: Ajv2020Class } = requireLazily('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const formatsModule = requireLazily('ajv-formats') as { default?: unknown };
  // ajv-formats is CommonJS with its function on `default` (and as the module itself).
  const addFormats = (formatsModule.default ?? formatsModule) as (ajv: Ajv07) => Ajv07;
  const draft07 = new Ajv07Class(options);
  draft07.addMetaSchema(requireLazily('ajv/dist/refs/json-schema-draft-06.json') as Record<string, unknown>);
  const draft2019 = new Ajv2019Class(options);
  const draft2020 = new Ajv2020Class(options);
  for (const ajv of [draft07, draft2019, draft2020]) {
    addFormats(ajv as Ajv07);
    // `path`: the format older svc bindings gave file-system arguments; any non-empty string without NUL.
    ajv.addFormat('path', { type: 'string', validate: validPath });
    // svc's value kinds now live in x-cli-format (bindings/cli-format.ts), checked the same way.
    ajv.addKeyword({
      keyword: 'x-cli-format',
      type: 'string',
      schemaType: 'string',
      errors: false,
      validate: (kind: string, value: string) => (kind === 'path' ? validPath(value) : kind === 'uri' ? validUri(value) : true),
    });
  }
  return { draft07, draft2019, draft2020 };
}

/** JSON text with object keys sorted, so equal schemas give equal keys whatever their key order. */
function stableKey(value: unknown): string {
  const ancestors: object[] = [];
  const walk = (node: unknown): string => {
    if (node === null || typeof node !== 'object') {
      const text = JSON.stringify(node);
      return text === undefined ? 'null' : text;
    }
    if (ancestors.includes(node)) throw new Error('schema contains a reference cycle between objects');
    ancestors.push(node);
    let out: string;
    if (Array.isArray(node)) {
      out = `[${node.map(walk).join(',')}]`;
    } else {
      const keys = Object.keys(node).sort();
      out = `{${keys
        .filter((k) => (node as Record<string, unknown>)[k] !== undefined)
        .map((k) => `${JSON.stringify(k)}:${walk((node as Record<string, unknown>)[k])}`)
        .join(',')}}`;
    }
    ancestors.pop();
    return out;
  };
  return typeof value === 'boolean' ? String(value) : walk(value);
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
