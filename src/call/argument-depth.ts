/** Deepest nesting of objects and arrays accepted in a call's arguments (documented in docs/execution.md). */
export const MAX_ARGUMENT_DEPTH = 32;

/**
 * True when `value` nests objects or arrays more than `limit` levels deep. Iterative, so an input
 * nested 10,000 levels deep is measured without exhausting the stack, and stops at the first
 * branch past the limit.
 *
 * @example
 * nestedDeeperThan({ a: [[1]] }, 2); // true (object → array → array)
 */
export function nestedDeeperThan(value: unknown, limit: number = MAX_ARGUMENT_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
