import { OUTPUT_HANDLE_LENGTH } from '../state/output-handle.js';

/** The URI template of kept outputs, as `resources/templates/list` announces it (RFC 6570). */
export const OUTPUT_URI_TEMPLATE = 'svc://output/{id}/{stream}{?offset,length}';

/** A parsed `svc://output/...` URI. */
export interface OutputUriParts {
  /**
   * The output's handle (src/state/output-handle.ts: its id, expiry and an HMAC binding it to its
   * owner; 52 base64url characters). Only the store can turn it into an id, for its owner.
   */
  id: string;
  stream: 'stdout' | 'stderr';
  /** First byte to read (default 0). */
  offset: number;
  /** Bytes to read (default: to the end). */
  length?: number;
}

const SHAPE = new RegExp(`^svc://output/([A-Za-z0-9_-]{${OUTPUT_HANDLE_LENGTH}})/(stdout|stderr)(?:\\?([^#]*))?$`);
const MAX_NUMBER = Number.MAX_SAFE_INTEGER;

/**
 * Parses the URI of a kept output strictly: `svc://output/<handle>/<stdout|stderr>` with optional
 * `offset` and `length` query parameters (decimal byte counts, each at most once, nothing else).
 * Anything else, percent-escapes and `..` included, is `undefined`: the handle only ever yields a
 * store key, never part of a file path.
 *
 * @example
 * parseOutputUri(`svc://output/${handle}/stdout?offset=100&length=50`);
 * // { id: handle, stream: 'stdout', offset: 100, length: 50 }
 */
export function parseOutputUri(uri: string): OutputUriParts | undefined {
  if (typeof uri !== 'string' || uri.length > 200) return undefined;
  const match = SHAPE.exec(uri);
  if (!match) return undefined;
  const parts: OutputUriParts = { id: match[1]!, stream: match[2] as 'stdout' | 'stderr', offset: 0 };
  if (match[3] === undefined || match[3] === '') return parts;
  const seen = new Set<string>();
  for (const pair of match[3].split('&')) {
    const m = /^(offset|length)=(\d{1,16})$/.exec(pair);
    if (!m || seen.has(m[1]!)) return undefined;
    seen.add(m[1]!);
    const n = Number(m[2]);
    if (!Number.isSafeInteger(n) || n > MAX_NUMBER) return undefined;
    if (m[1] === 'offset') parts.offset = n;
    else parts.length = n;
  }
  return parts;
}
