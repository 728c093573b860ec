/**
 * The parts `resources/read` answers a kept output in (docs/results.md "Reading in parts"): a
 * read gives at most {@link READ_PART_BYTES} bytes, shrunk further when its JSON form would pass
 * {@link MAX_PART_WIRE_BYTES}, and names the URI of the next part. Clients refuse big messages
 * (the Python SDK and FastMCP drop SSE events over 1 MiB, and on the SSE transport the whole
 * connection with them), so no read may be one.
 */

/** Most bytes one `resources/read` of a kept output returns (256 KiB: a quarter of 1 MiB). */
export const READ_PART_BYTES = 256 * 1024;

/**
 * Most bytes the part may take as a JSON string on the wire. Text of control characters costs six
 * bytes each (`\u0001`), so a 256 KiB part could be 1.5 MiB: such a part is halved until it fits.
 */
export const MAX_PART_WIRE_BYTES = 768 * 1024;

/** The URI of a byte range of a kept stream (`base` is the bare `svc://output/<id>/<stream>`). */
export function rangedUri(base: string, offset: number, length: number): string {
  return `${base}?offset=${offset}&length=${length}`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** `bytes` without a UTF-8 character cut at its end (at most 3 bytes shorter). */
function toCharBoundary(bytes: Buffer): Buffer {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}

/** One part as `resources/read` returns it. */
export interface OutputPart {
  /** The bytes of the part (a prefix of what was read). */
  bytes: Buffer;
  /** The bytes as text when they are valid UTF-8 (else they go out as a base64 blob). */
  text?: string;
}

/**
 * The part of `bytes` one read returns: all of them when their JSON form fits
 * {@link MAX_PART_WIRE_BYTES}, else the longest halving that does. Where svc chose the end
 * (`ownEnd`: the read was capped, or the part shrunk) it never cuts a UTF-8 character, so text
 * stays text; a range the client chose is returned as asked.
 *
 * @example
 * fitPart(Buffer.from('é'.repeat(10)).subarray(0, 5), true); // { bytes: <4 bytes>, text: 'éé' }
 */
export function fitPart(bytes: Buffer, ownEnd: boolean): OutputPart {
  let length = bytes.length;
  for (;;) {
    const shrunk = length < bytes.length;
    let slice = bytes.subarray(0, length);
    let text: string | undefined;
    if (ownEnd || shrunk) {
      // Binary bytes stay as they are: only text is cut back to a character's start.
      const trimmed = toCharBoundary(slice);
      text = asText(trimmed);
      if (text !== undefined) slice = trimmed;
    } else {
      text = asText(slice);
    }
    const wire = text !== undefined ? Buffer.byteLength(JSON.stringify(text)) : Math.ceil(slice.length / 3) * 4;
    if (wire <= MAX_PART_WIRE_BYTES || length <= 4096) return text !== undefined ? { bytes: slice, text } : { bytes: slice };
    length = Math.floor(length / 2);
  }
}
