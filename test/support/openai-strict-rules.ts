/**
 * A checker for OpenAI's strict mode (Structured Outputs / function calling with `strict: true`),
 * written from OpenAI's published "supported schemas" rules, independent of svc's exporter:
 *
 * - the root is an object, not `anyOf`;
 * - every object has `additionalProperties: false` and lists every property in `required`;
 * - every schema says what it is (`type`, `enum`, `const`, `anyOf` or `$ref`), types are JSON
 *   Schema's, and only supported keywords appear (string `pattern`/`format` with the formats
 *   OpenAI lists, number bounds and `multipleOf`, array `items`/`minItems`/`maxItems`);
 * - at most 10 levels of nesting, 5,000 object properties in all, 1,000 enum values in all,
 *   120,000 characters of property names, enum and const values, and an enum of more than 250
 *   values at most 15,000 characters.
 *
 * Returns the violations found, as `path: rule` lines; an empty list means the schema is accepted.
 */
const SUPPORTED = new Set([
  'type', 'description', 'enum', 'const', 'anyOf', 'items', 'properties', 'required', 'additionalProperties',
  '$ref', '$defs', 'definitions', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minItems', 'maxItems',
]);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);
const LIMITS = { depth: 10, properties: 5000, enumValues: 1000, characters: 120_000, largeEnum: 250, largeEnumCharacters: 15_000 };

type Node = Record<string, unknown>;

export function strictModeViolations(root: unknown): string[] {
  const problems: string[] = [];
  const totals = { properties: 0, enumValues: 0, characters: 0 };
  if (!isNode(root) || root.type !== 'object' || root.anyOf !== undefined) problems.push('/: the root must be an object schema, not anyOf');
  const visit = (node: unknown, path: string, depth: number) => {
    if (!isNode(node)) return void problems.push(`${path}: not a schema object`);
    if (depth > LIMITS.depth) problems.push(`${path}: nested deeper than ${LIMITS.depth} levels`);
    for (const key of Object.keys(node)) if (!SUPPORTED.has(key)) problems.push(`${path}: keyword "${key}" is not supported`);
    const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
    if (types.some((t) => typeof t !== 'string' || !TYPES.has(t))) problems.push(`${path}: unknown type ${JSON.stringify(node.type)}`);
    if (types.length === 0 && node.enum === undefined && node.const === undefined && node.anyOf === undefined && node.$ref === undefined) {
      problems.push(`${path}: says neither type, enum, const, anyOf nor $ref`);
    }
    if (node.format !== undefined && !FORMATS.has(String(node.format))) problems.push(`${path}: format "${String(node.format)}" is not supported`);
    if (Array.isArray(node.enum)) {
      totals.enumValues += node.enum.length;
      const chars = node.enum.reduce<number>((sum, v) => sum + String(v).length, 0);
      totals.characters += chars;
      if (node.enum.length > LIMITS.largeEnum && chars > LIMITS.largeEnumCharacters) problems.push(`${path}: enum of ${node.enum.length} values has ${chars} characters`);
      // With a type, every enum value must be of it (an optional enum lists null too).
      if (types.length > 0 && node.enum.some((v) => !matchesSomeType(v, types as string[]))) problems.push(`${path}: enum value outside type ${JSON.stringify(node.type)}`);
    }
    if (node.const !== undefined) totals.characters += String(node.const).length;
    const isObject = types.includes('object') || node.properties !== undefined;
    if (isObject) {
      if (node.additionalProperties !== false) problems.push(`${path}: additionalProperties must be false`);
      const properties = isNode(node.properties) ? node.properties : {};
      const names = Object.keys(properties);
      totals.properties += names.length;
      totals.characters += names.reduce((sum, n) => sum + n.length, 0);
      const required = Array.isArray(node.required) ? node.required : [];
      for (const name of names) if (!required.includes(name)) problems.push(`${path}: property "${name}" is not in required`);
      for (const name of required) if (!names.includes(name as string)) problems.push(`${path}: required "${String(name)}" is not a property`);
      for (const name of names) visit(properties[name], `${path}/properties/${name}`, depth + 1);
    }
    if (node.items !== undefined) visit(node.items, `${path}/items`, depth + 1);
    if (types.includes('array') && node.items === undefined) problems.push(`${path}: an array needs items`);
    if (Array.isArray(node.anyOf)) node.anyOf.forEach((sub, i) => visit(sub, `${path}/anyOf/${i}`, depth + 1));
    for (const defs of ['$defs', 'definitions'] as const) {
      if (isNode(node[defs])) for (const [name, sub] of Object.entries(node[defs] as Node)) visit(sub, `${path}/${defs}/${name}`, depth + 1);
    }
  };
  visit(root, '', 1);
  if (totals.properties > LIMITS.properties) problems.push(`/: ${totals.properties} properties (limit ${LIMITS.properties})`);
  if (totals.enumValues > LIMITS.enumValues) problems.push(`/: ${totals.enumValues} enum values (limit ${LIMITS.enumValues})`);
  if (totals.characters > LIMITS.characters) problems.push(`/: ${totals.characters} characters of names and values (limit ${LIMITS.characters})`);
  return problems;
}

function matchesSomeType(value: unknown, types: string[]): boolean {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((t) => t === kind || (t === 'integer' && Number.isInteger(value)) || (t === 'number' && kind === 'number'));
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
