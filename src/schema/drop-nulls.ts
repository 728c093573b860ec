/**
 * SPEC.md serialization rule: objects that can dump themselves (`toJSON()` or `toObject()`) do
 * so, plain maps are processed recursively, and fields whose value is null (or undefined) are
 * dropped. Array elements are kept as they are (a `null` in `enum` stays) but objects inside
 * arrays are processed too. Anything else passes through unchanged.
 *
 * @example
 * dropNulls({ a: 1, b: null, c: { d: null } }); // { a: 1, c: {} }
 */
export function dropNulls(value: unknown): unknown {
  return clean(value, 0);
}

// Deeper than any sane schema; stops a self-referencing object from recursing forever.
const MAX_DEPTH = 64;

function clean(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new Error(`value nested deeper than ${MAX_DEPTH} levels (or cyclic)`);
  const dumped = dump(value);
  if (dumped !== value) return clean(dumped, depth + 1);
  if (Array.isArray(value)) return value.map((item) => (item === null ? null : clean(item, depth + 1)));
  // Fast path (GET /tools runs this for every tool on every request): a plain object whose values
  // are all non-null primitives is already clean; JSON.stringify gives the same text for it.
  if (isFlatClean(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined) continue;
    out[key] = clean(field, depth + 1);
  }
  return out;
}

function isFlatClean(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) return false;
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined || typeof field === 'object') return false;
  }
  return true;
}

function dump(value: object): unknown {
  const candidate = value as { toJSON?: unknown; toObject?: unknown };
  if (typeof candidate.toJSON === 'function') return (candidate.toJSON as () => unknown).call(value);
  if (typeof candidate.toObject === 'function') return (candidate.toObject as () => unknown).call(value);
  return value;
}
