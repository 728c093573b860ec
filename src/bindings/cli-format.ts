/**
 * svc's own value kinds of a parameter: `path` (names a file; path confinement applies) and `uri`.
 * They live in the `x-cli-format` keyword, not in JSON Schema's `format`: a default Ajv
 * (`new Ajv()`, strict), as many MCP clients use it, throws on any format it does not know, and it
 * knows none (issue 22 item 9; docs/decisions.md). Bindings written before say `format: path` or
 * `format: uri`; they are read both ways, and {@link migrateLegacyFormats} moves them on load.
 */
import type { BindingInputSchema, CliPropertySchema } from './types.js';

/** The value kinds `x-cli-format` names. */
export type CliFormat = 'path' | 'uri';

const KINDS: ReadonlySet<string> = new Set<CliFormat>(['path', 'uri']);

type FormatCarrier = { format?: unknown; 'x-cli-format'?: unknown } | undefined;

function kindOf(node: FormatCarrier): CliFormat | undefined {
  if (!node) return undefined;
  const value = node['x-cli-format'] ?? node.format;
  return typeof value === 'string' && KINDS.has(value) ? (value as CliFormat) : undefined;
}

/**
 * The value kind of a parameter, from `x-cli-format` (or a legacy `format`) on the value or, for
 * arrays, on its items.
 *
 * @example
 * cliFormatOf({ type: 'array', items: { type: 'string', 'x-cli-format': 'path' }, 'x-cli-kind': 'positional' }); // 'path'
 * cliFormatOf({ type: 'string', format: 'path', 'x-cli-kind': 'positional' }); // 'path' (a binding from an older scan)
 */
export function cliFormatOf(property: CliPropertySchema): CliFormat | undefined {
  return kindOf(property as FormatCarrier) ?? kindOf(property.items as FormatCarrier);
}

function moved<T extends object>(node: T): T {
  const kind = kindOf(node as FormatCarrier);
  const format = (node as { format?: unknown }).format;
  if (format !== 'path' && format !== 'uri') return node;
  const { format: _legacy, ...rest } = node as T & { format?: unknown };
  return { ...rest, 'x-cli-format': kind } as T;
}

/**
 * The schema with every legacy `format: path` / `format: uri` of its properties (and their items)
 * moved to `x-cli-format`; the same object when there is none.
 *
 * @example
 * migrateLegacyFormats({ type: 'object', properties: { f: { type: 'string', format: 'path', 'x-cli-kind': 'positional', 'x-cli-position': 0 } }, additionalProperties: false });
 * // properties.f: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-format': 'path' }
 */
export function migrateLegacyFormats(schema: BindingInputSchema): BindingInputSchema {
  let changed = false;
  const properties: Record<string, CliPropertySchema> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    let next = moved(property);
    if (next.items && typeof next.items === 'object') {
      const items = moved(next.items);
      if (items !== next.items) next = { ...next, items };
    }
    if (next !== property) changed = true;
    properties[name] = next;
  }
  return changed ? { ...schema, properties } : schema;
}
