/**
 * A call's arguments with every field whose value is `null` removed, in the top-level object and
 * in objects nested in it, objects in arrays included (find's expression items: strict mode sends
 * every predicate key of an item, `null` for all but one). Array elements themselves are kept as
 * they are, `null` ones too.
 *
 * OpenAI's strict mode makes a client send every property, `null` for the ones it means to leave
 * out (see `toOpenAITools(..., { strict: true })`); other clients do the same. svc reads such a
 * `null` as "not given", so it never reaches validation or argv rendering.
 *
 * @example
 * withoutNullArguments({ pattern: 'TODO', ignore_case: null, max_count: null });
 * // { pattern: 'TODO' }
 */
export function withoutNullArguments(args: unknown): unknown {
  if (!isPlainObject(args)) return args;
  let out: Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(args)) {
    const cleaned = value === null ? undefined : Array.isArray(value) ? withoutNullFieldsInItems(value) : withoutNullArguments(value);
    if (cleaned === value) continue;
    out ??= { ...args };
    if (cleaned === undefined) delete out[name];
    else out[name] = cleaned;
  }
  return out ?? args;
}

/** The array with the null fields of its object items removed; the same array when there are none. */
function withoutNullFieldsInItems(items: unknown[]): unknown[] {
  const cleaned = items.map((item) => (isPlainObject(item) ? withoutNullArguments(item) : item));
  return cleaned.some((item, index) => item !== items[index]) ? cleaned : items;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
