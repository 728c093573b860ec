/**
 * The smallest of `values`, or `empty` when there are none. A loop, not `Math.min(...values)`: a
 * help text of a hundred thousand short lines would overflow the call stack as arguments.
 *
 * @example
 * least([4, 2, 8]) // 2
 * least([], 0) // 0
 */
export function least(values: Iterable<number>, empty = Number.POSITIVE_INFINITY): number {
  let found = empty;
  let any = false;
  for (const value of values) {
    if (!any || value < found) found = value;
    any = true;
  }
  return found;
}

/**
 * The largest of `values`, or `empty` when there are none (see {@link least}).
 *
 * @example
 * greatest([4, 2, 8]) // 8
 */
export function greatest(values: Iterable<number>, empty = Number.NEGATIVE_INFINITY): number {
  let found = empty;
  let any = false;
  for (const value of values) {
    if (!any || value > found) found = value;
    any = true;
  }
  return found;
}
