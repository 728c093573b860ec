/**
 * Untouched console placeholders in svc's explorer (issue 12): what makes Execute on the page's
 * untouched pre-fill run the command with no options set.
 *
 * The console pre-fills every property with its `default`, else `""`, `0`, `false`, `[]` or `{}`
 * by type, and `null` for an unknown type (SPEC.md, unchanged). For a command-line tool those are
 * not "nothing": svc would render `--porcelain=` or `--max-parents=0`, and a scanned default such
 * as git status's `--ignored=traditional` (the bare flag's value) changes what the program does.
 *
 * Definition. A value is an untouched placeholder, and the explorer treats it as not given (before
 * `/validate` and before the call), when both hold:
 * 1. its property is declared in the tool's `inputSchema.properties` and is not `required`
 *    (a required value is always kept and validated as sent: svc cannot invent it);
 * 2. the value equals what the console pre-fills for that property: its `default` when it has one
 *    (leaving it out means the same by the schema's own definition of `default`), otherwise the
 *    SPEC.md value for its type (`""`, `0`, `false`, `[]`, `{}`; `null` for no or an unknown type;
 *    the first non-null member of a type list).
 *
 * Every other value counts as given, whatever it is — including `""` for a required property, any
 * non-empty string, any non-zero number, `true`, a non-empty list. The server cannot tell a typed
 * value from a pre-filled one, so a value that is typed but equal to the placeholder is not given
 * either. For `""`, `false`, `[]` and `null` that changes nothing (an empty option value is not a
 * value; an unset switch and an empty list render nothing). For a scanned default it is what the
 * default means. The one real loss is an explicit `0` for an optional number without a default
 * (`git log --max-parents=0`): from the explorer such a call needs another value, or an MCP client,
 * where no placeholder rule applies. MCP `tools/call` is not affected.
 */

type Schema = Record<string, unknown>;

function typeOf(prop: Schema): string | undefined {
  const type = prop.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}

/**
 * What the console pre-fills for a property (SPEC.md "Try-it console behavior" 1).
 *
 * @example
 * consolePrefill({ type: 'integer' });                  // 0
 * consolePrefill({ type: 'string', default: 'auto' });  // 'auto'
 */
export function consolePrefill(prop: unknown): unknown {
  if (!prop || typeof prop !== 'object' || Array.isArray(prop)) return null;
  const schema = prop as Schema;
  if (Object.prototype.hasOwnProperty.call(schema, 'default')) return schema.default;
  switch (typeOf(schema)) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as Schema)[k], (b as Schema)[k]));
}

/**
 * The arguments without their untouched placeholders (see the module comment for the exact rule).
 * Returns the same object when nothing is dropped.
 *
 * @example
 * const schema = { type: 'object', properties: { porcelain: { type: 'string' }, short: { type: 'boolean', default: false }, path: { type: 'string' } }, required: ['path'] };
 * withoutPlaceholders(schema, { porcelain: '', short: false, path: '' }); // { path: '' }
 * withoutPlaceholders(schema, { porcelain: 'v2', short: true, path: 'x' }); // unchanged
 */
export function withoutPlaceholders(schema: unknown, args: Record<string, unknown>): Record<string, unknown> {
  if (!schema || typeof schema !== 'object') return args;
  const properties = (schema as Schema).properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return args;
  const requiredList = (schema as Schema).required;
  const required = new Set(Array.isArray(requiredList) ? requiredList : []);
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(args)) {
    if (required.has(key) || !Object.prototype.hasOwnProperty.call(properties, key)) continue;
    if (!sameJson(args[key], consolePrefill((properties as Schema)[key]))) continue;
    out ??= { ...args };
    delete out[key];
  }
  return out ?? args;
}
