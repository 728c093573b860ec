/**
 * How svc's explorer mount makes the console's untouched pre-fill a call with no options set
 * (issue 12), while every value a user types still counts.
 *
 * The console pre-fills each property with its `default`, else `""`, `0`, `false` or `[]` by type
 * (SPEC.md, unchanged). For a command-line tool `""` and `0` are not "nothing": svc would render
 * `--porcelain=` or `--max-parents=0`, and a scanned default such as git status's
 * `--ignored=traditional` (the value of the bare flag) changes what the program does. The server
 * cannot tell a typed `0` from a pre-filled one, so instead the explorer's copy of each schema
 * makes the pre-fill unambiguous: every optional property whose pre-fill would render an option
 * gets `default: null`, and the console therefore pre-fills `null`, which means "not given"
 * (SPEC.md drops null fields; `/validate` ignores them; the call leaves them out). Booleans keep
 * `false` (an unset switch renders nothing) unless their default is `true`; arrays keep `[]` (an
 * empty list renders nothing). Required properties are untouched: a required value cannot be
 * invented. A scanned default that is replaced moves to `examples`, so the schema panel still
 * shows it. The MCP `tools/list` schemas are not changed.
 */

type Schema = Record<string, unknown>;

function firstType(type: unknown): string | undefined {
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}

/** Whether the console's pre-fill of this optional property could render an option. */
function prefillRendersSomething(prop: Schema): boolean {
  const type = firstType(prop.type);
  if (type === 'array') return false;
  if (type === 'boolean') return Object.prototype.hasOwnProperty.call(prop, 'default') && prop.default === true;
  if (Object.prototype.hasOwnProperty.call(prop, 'default') && prop.default === null) return false;
  return true;
}

/**
 * The explorer's copy of a tool's public input schema: optional properties whose pre-fill would
 * render an option get `default: null` (a replaced default moves to `examples`). The input is not
 * changed.
 *
 * @example
 * explorerInputSchema({ type: 'object', properties: { porcelain: { type: 'string' }, short: { type: 'boolean', default: false } } });
 * // { type: 'object', properties: { porcelain: { type: 'string', default: null }, short: { type: 'boolean', default: false } } }
 */
export function explorerInputSchema<T extends Schema>(schema: T): T {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return schema;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as unknown[]) : []);
  const out: Schema = {};
  for (const [name, value] of Object.entries(properties as Record<string, unknown>)) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || required.has(name) || !prefillRendersSomething(value as Schema)) {
      out[name] = value;
      continue;
    }
    const prop = { ...(value as Schema) };
    if (Object.prototype.hasOwnProperty.call(prop, 'default') && prop.default !== null && !Array.isArray(prop.examples)) {
      prop.examples = [prop.default];
    }
    prop.default = null;
    out[name] = prop;
  }
  return { ...schema, properties: out };
}

/**
 * The arguments of an explorer call without `null` members: `null` means "not given" (SPEC.md
 * serialization), which is what the explorer's `default: null` pre-fill says.
 *
 * @example
 * withoutNulls({ porcelain: null, short: true }); // { short: true }
 */
export function withoutNulls(args: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value !== null) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
