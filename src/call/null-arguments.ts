/**
 * A call's arguments with every field whose value is `null` removed, in the top-level object and
 * in objects nested in it (array elements are kept as they are).
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
    const cleaned = value === null ? undefined : withoutNullArguments(value);
    if (cleaned === value) continue;
    out ??= { ...args };
    if (cleaned === undefined) delete out[name];
    else out[name] = cleaned;
  }
  return out ?? args;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
