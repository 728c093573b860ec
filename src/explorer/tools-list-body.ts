import { isToolLike, toolSummary } from './serialize.js';

/**
 * What one provider item contributed to the last `GET /tools` body, and enough to tell, without
 * building anything, whether it would contribute the same today.
 */
interface ItemRecord {
  item: unknown;
  /** false: the item is not tool-shaped and was left out. */
  listed: boolean;
  name: unknown;
  description: unknown;
  annotations: unknown;
  /** `[key, value, key, value, ...]` of flat plain annotations; null when they cannot be compared cheaply. */
  annotationFields: unknown[] | null;
}

/**
 * Builds the `GET /tools` body (SPEC.md: name, description, annotations without null fields) for
 * the provider's items of this request.
 *
 * The provider is still asked on every request and the body always shows what the items hold
 * now. What is saved is the rebuilding: a summary depends only on an item's `name`,
 * `description` and `annotations`, so when every item is the same object with the same values
 * in those fields (annotations compared field by field, since hosts may edit them in place), the
 * previous text is exact and is sent again. Anything that cannot be compared that cheaply
 * (annotations with `toJSON()`, nested values, class instances) is rebuilt on every request.
 * That keeps the explorer's list about as cheap as a handler that serializes precomputed
 * summaries (bench/explorer-throughput.ts).
 *
 * @example
 * const body = createToolsListBody();
 * body([{ name: 'git_status', description: 'Show the working tree status', annotations: null }]);
 * // '[{"name":"git_status","description":"Show the working tree status"}]'
 */
export function createToolsListBody(): (items: readonly unknown[]) => string {
  let records: ItemRecord[] = [];
  let cacheable = false;
  let text = '';
  return (items) => {
    if (cacheable && unchanged(records, items)) return text;
    records = items.map(recordOf);
    cacheable = records.every((r) => !r.listed || r.annotations === null || r.annotations === undefined || r.annotationFields !== null);
    const summaries: Record<string, unknown>[] = [];
    for (const item of items) if (isToolLike(item)) summaries.push(toolSummary(item));
    text = JSON.stringify(summaries);
    return text;
  };
}

function recordOf(item: unknown): ItemRecord {
  if (!isToolLike(item)) return { item, listed: false, name: undefined, description: undefined, annotations: undefined, annotationFields: null };
  const annotations = item.annotations;
  return {
    item,
    listed: true,
    name: item.name,
    description: (item as { description?: unknown }).description,
    annotations,
    annotationFields: flatFields(annotations),
  };
}

function unchanged(records: readonly ItemRecord[], items: readonly unknown[]): boolean {
  if (records.length !== items.length) return false;
  for (let i = 0; i < items.length; i++) {
    const record = records[i]!;
    const item = items[i];
    if (item !== record.item) return false;
    if (!record.listed) {
      if (isToolLike(item)) return false;
      continue;
    }
    const tool = item as { name?: unknown; description?: unknown; annotations?: unknown };
    if (tool.name !== record.name || typeof tool.name !== 'string') return false;
    if (tool.description !== record.description) return false;
    const annotations = tool.annotations;
    if (annotations !== record.annotations) return false;
    if (annotations !== null && annotations !== undefined && !sameFields(annotations as object, record.annotationFields!)) return false;
  }
  return true;
}

/** The fields of a plain object whose values are all primitives (null included); otherwise null. */
function flatFields(value: unknown): unknown[] | null {
  if (value === null || typeof value !== 'object' || !isPlain(value)) return null;
  const fields: unknown[] = [];
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) return null;
    const field = (value as Record<string, unknown>)[key];
    if (field !== null && (typeof field === 'object' || typeof field === 'function')) return null;
    fields.push(key, field);
  }
  return fields;
}

function sameFields(value: object, fields: readonly unknown[]): boolean {
  if (!isPlain(value)) return false;
  let at = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) return false;
    if (key !== fields[at] || (value as Record<string, unknown>)[key] !== fields[at + 1]) return false;
    at += 2;
  }
  return at === fields.length;
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
