/**
 * Checks a config section that is a mapping of whole numbers, each in its range (`limits`,
 * `results`, the numbers of `tool_list`): members left out take their defaults, an unknown member or
 * a value out of range throws an Error saying what is accepted. `others` handles members that are
 * not numbers (`tool_list.mode`); it returns false for a key it does not know.
 *
 * @example
 * coerceWholeNumberMembers('limits', { max_sessions: 20 }, DEFAULT_LIMITS, { max_sessions: [1, 100000] });
 * // { ...DEFAULT_LIMITS, max_sessions: 20 }
 */
export function coerceWholeNumberMembers<T extends object>(
  section: string,
  raw: unknown,
  defaults: Readonly<T>,
  ranges: Partial<Record<keyof T, readonly [number, number]>>,
  others?: (key: string, value: unknown, out: T) => boolean,
): T {
  const known = Object.keys(defaults).join(', ');
  if (raw === null || raw === undefined) return { ...defaults };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${section} must be a mapping of ${known}`);
  const out = { ...defaults } as T;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (others?.(key, value, out)) continue;
    const range = ranges[key as keyof T];
    if (!range) throw new Error(`${section} has no member "${key}"; known members: ${known}`);
    const n = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(n) || n < range[0] || n > range[1]) throw new Error(`${section}.${key} must be a whole number from ${range[0]} to ${range[1]} (got ${JSON.stringify(value)})`);
    (out as Record<string, unknown>)[key] = n;
  }
  return out;
}
