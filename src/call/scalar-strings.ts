/**
 * A call's top-level arguments with scalars turned into what the tool's schema declares: numbers
 * and booleans that came as their canonical text (`"5"`, `"-2"`, `"0.5"`, `"true"`) become numbers
 * and booleans, and a plain number sent for a text parameter becomes its text (`{L: 2}` for tree's
 * `-L level`, whose help names no type: people type `tree -L 2`, and a model sends 2).
 *
 * A client that has no schema for a parameter (a brief `tools/list` entry shows only required
 * ones; MCP Inspector 0.15 then sends every field as text) would otherwise be refused for
 * `{"max_count": "5"}`. Only exact canonical spellings are read: `"05"`, `"5 "`, `"1e999"`, `"yes"`
 * stay strings and are refused by validation as before, so nothing a schema forbids gets in.
 * Only integers and plain decimals become text (`2`, `-3`, `0.5`; not `1e21`). The value becomes
 * argv text either way; this changes what is accepted, not what runs.
 *
 * @example
 * scalarsAsDeclared({ type: 'object', properties: { max_count: { type: 'integer' } } }, { max_count: '5' });
 * // { max_count: 5 }
 */
export function scalarsAsDeclared(schema: { properties?: Record<string, unknown> }, args: unknown): unknown {
  if (!isPlainObject(args) || !schema.properties) return args;
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (!Object.hasOwn(schema.properties, name)) continue;
    const property = schema.properties[name] as { type?: unknown; items?: { type?: unknown } } | undefined;
    const read = Array.isArray(value) && typeOf(property) === 'array'
      ? arrayFromText(typeOf(property?.items), value)
      : fromText(typeOf(property), value);
    if (read === value) continue;
    out ??= { ...args };
    out[name] = read;
  }
  return out ?? args;
}

const INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;
const NUMBER = /^-?(?:0|[1-9]\d{0,14})(?:\.\d{1,15})?$/;

/** A number whose text is its plain spelling (`2`, `-3`, `0.5`), the only numbers read as text. */
const PLAIN_NUMBER_TEXT = /^-?\d{1,15}(?:\.\d{1,15})?$/;

function fromText(type: string | undefined, value: unknown): unknown {
  if (typeof value === 'number') return type === 'string' && PLAIN_NUMBER_TEXT.test(String(value)) ? String(value) : value;
  if (typeof value !== 'string') return value;
  if (type === 'integer' && INTEGER.test(value)) return Number(value);
  if (type === 'number' && NUMBER.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function arrayFromText(type: string | undefined, values: unknown[]): unknown[] {
  const read = values.map((value) => fromText(type, value));
  return read.some((value, index) => value !== values[index]) ? read : values;
}

/** The schema's single declared type; a union (`["integer", "string"]`) is left as the client sent it. */
function typeOf(schema: { type?: unknown } | undefined): string | undefined {
  return typeof schema?.type === 'string' ? schema.type : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
