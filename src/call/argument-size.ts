/**
 * The first bound a call meets (issue 19): its arguments' size, measured before redaction,
 * validation or anything else reads them, so no value can make svc's own code slow.
 */

/** An argument past a size limit. */
export type OversizedArguments =
  | { kind: 'value'; parameter: string; bytes: number; limit: number }
  | { kind: 'call'; bytes: number; limit: number };

/** The limits {@link findOversizedArguments} checks (config `limits`). */
export interface ArgumentSizeLimits {
  max_value_bytes: number;
  max_call_bytes: number;
}

/**
 * The first value over `max_value_bytes`, or the call over `max_call_bytes` (names, strings and
 * the text of numbers counted in UTF-8), or `undefined`. Stops at the first excess, so its own
 * cost is bounded by the limits, not by the input. `args` must already be known to nest at most a
 * few levels (argument-depth.ts runs first).
 *
 * @example
 * findOversizedArguments({ pattern: 'x'.repeat(70_000) }, { max_value_bytes: 65_536, max_call_bytes: 262_144 });
 * // { kind: 'value', parameter: 'pattern', bytes: 70000, limit: 65536 }
 */
export function findOversizedArguments(args: unknown, limits: ArgumentSizeLimits): OversizedArguments | undefined {
  let total = 0;
  const stack: Array<{ value: unknown; parameter: string }> = [{ value: args, parameter: '' }];
  while (stack.length > 0) {
    const { value, parameter } = stack.pop()!;
    if (typeof value === 'string') {
      const bytes = Buffer.byteLength(value, 'utf8');
      if (bytes > limits.max_value_bytes) return { kind: 'value', parameter, bytes, limit: limits.max_value_bytes };
      total += bytes;
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      total += String(value).length;
    } else if (Array.isArray(value)) {
      total += value.length;
      for (const item of value) stack.push({ value: item, parameter });
    } else if (value !== null && typeof value === 'object') {
      // for…in, not Object.entries: an object of half a million names stops at the limit.
      for (const name in value) {
        if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
        total += Buffer.byteLength(name, 'utf8');
        if (total > limits.max_call_bytes) return { kind: 'call', bytes: total, limit: limits.max_call_bytes };
        stack.push({ value: (value as Record<string, unknown>)[name], parameter: parameter === '' ? name : parameter });
      }
    }
    if (total > limits.max_call_bytes) return { kind: 'call', bytes: total, limit: limits.max_call_bytes };
  }
  return undefined;
}
