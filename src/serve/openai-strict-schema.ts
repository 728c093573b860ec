/**
 * Keywords OpenAI's strict mode (Structured Outputs, "supported schemas") accepts; everything
 * else is left out of a strict export. `default` is not among them: its value moves into the
 * description, where the model still reads it.
 */
const KEPT_KEYWORDS = new Set([
  'type', 'description', 'enum', 'const', 'anyOf', 'items', 'properties', 'required', 'additionalProperties',
  '$ref', '$defs', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'minItems', 'maxItems',
]);

/** String formats strict mode knows; others (and svc's own `path`) are dropped. */
export const OPENAI_STRICT_FORMATS: ReadonlySet<string> = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

type Schema = Record<string, unknown>;

/**
 * The form of a JSON Schema that OpenAI's strict mode accepts, with the same meaning for the
 * values a model can send:
 * - every object lists all its properties in `required` and has `additionalProperties: false`;
 * - a property that was optional may be `null` instead (`type: [T, "null"]`, `null` added to an
 *   `enum`, or an `anyOf` branch), and svc reads a `null` argument as not given;
 * - unsupported keywords are dropped, `default` is folded into the description, and a value
 *   schema with no type at all becomes a string (what a command line passes anyway).
 *
 * @example
 * strictSchema({ type: 'object', properties: { n: { type: 'integer', default: 10 } } });
 * // { type: 'object', properties: { n: { type: ['integer', 'null'], description: 'Default: 10.' } },
 * //   required: ['n'], additionalProperties: false }
 */
export function strictSchema(schema: Schema): Schema {
  return strictNode(schema, false);
}

function strictNode(node: Schema, nullable: boolean): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!KEPT_KEYWORDS.has(key)) continue;
    if (key === 'format' && (typeof value !== 'string' || !OPENAI_STRICT_FORMATS.has(value))) continue;
    if (key === 'properties' || key === 'required' || key === 'additionalProperties') continue;
    if (key === 'items') out.items = isSchema(value) ? strictNode(value, false) : { type: 'string' };
    else if (key === '$defs') out.$defs = mapValues(value, (sub) => strictNode(sub, false));
    else if (key === 'anyOf' && Array.isArray(value)) out.anyOf = value.filter(isSchema).map((sub) => strictNode(sub, false));
    else out[key] = value;
  }
  if (node.default !== undefined && node.default !== null) {
    const said = `Default: ${JSON.stringify(node.default)}.`;
    out.description = typeof out.description === 'string' && out.description ? `${out.description} ${said}` : said;
  }
  if (isObjectSchema(node)) {
    const properties = isSchema(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required.filter((n): n is string => typeof n === 'string') : []);
    out.type = 'object';
    out.properties = mapValues(properties, (sub, name) => strictNode(sub, !required.has(name)));
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  } else if (out.type === 'array' && out.items === undefined) {
    out.items = { type: 'string' };
  } else if (out.type === undefined && out.enum === undefined && out.const === undefined && out.anyOf === undefined && out.$ref === undefined) {
    out.type = 'string';
  }
  return nullable ? orNull(out) : out;
}

/** The same schema, also accepting `null`. */
function orNull(schema: Schema): Schema {
  if (schema.anyOf !== undefined || schema.$ref !== undefined || schema.const !== undefined) {
    const { description, ...rest } = schema;
    const withNull: Schema = { anyOf: [...(Array.isArray(rest.anyOf) && Object.keys(rest).length === 1 ? rest.anyOf : [rest]), { type: 'null' }] };
    if (description !== undefined) withNull.description = description;
    return withNull;
  }
  const out: Schema = { ...schema };
  if (typeof out.type === 'string') out.type = out.type === 'null' ? 'null' : [out.type, 'null'];
  else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

function isObjectSchema(node: Schema): boolean {
  return node.type === 'object' || (node.type === undefined && isSchema(node.properties));
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapValues(value: unknown, fn: (sub: Schema, name: string) => Schema): Schema {
  const out: Schema = {};
  if (!isSchema(value)) return out;
  for (const [name, sub] of Object.entries(value)) out[name] = fn(isSchema(sub) ? sub : {}, name);
  return out;
}
