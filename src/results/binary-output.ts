/**
 * Tells program output that is not text (an archive, an image, random bytes) from text, so a
 * result summarises it instead of inlining it as U+FFFD replacement characters (docs/results.md
 * "Binary output"). Only bytes already at hand are read: the head and the tail the capture keeps.
 */

/** A known file signature: each part's `bytes` at its `offset` name the kind of data. */
interface Signature {
  kind: string;
  parts: ReadonlyArray<{ offset: number; bytes: readonly number[] }>;
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const at0 = (kind: string, bytes: readonly number[]): Signature => ({ kind, parts: [{ offset: 0, bytes }] });

/**
 * Signatures of common binary formats programs write to stdout (`gzip -c`, `tar c`, `git archive`,
 * image converters). Data, not code. Each is long or odd enough that no text starts with it:
 * printable prefixes (`BZh`, `PACK`, `RIFF`) are matched with the binary bytes that follow them.
 */
const SIGNATURES: readonly Signature[] = [
  at0('gzip data', [0x1f, 0x8b]),
  { kind: 'bzip2 data', parts: [{ offset: 0, bytes: ascii('BZh') }, { offset: 4, bytes: [0x31, 0x41, 0x59, 0x26, 0x53, 0x59] }] },
  at0('xz data', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]),
  at0('zstd data', [0x28, 0xb5, 0x2f, 0xfd]),
  at0('7-zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  at0('zip archive', [0x50, 0x4b, 0x03, 0x04]),
  { kind: 'tar archive', parts: [{ offset: 257, bytes: [...ascii('ustar'), 0x00] }] },
  { kind: 'tar archive', parts: [{ offset: 257, bytes: [...ascii('ustar  '), 0x00] }] },
  at0('PNG image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  at0('JPEG image', [0xff, 0xd8, 0xff]),
  at0('GIF image', ascii('GIF89a')),
  at0('GIF image', ascii('GIF87a')),
  { kind: 'WebP image', parts: [{ offset: 0, bytes: ascii('RIFF') }, { offset: 8, bytes: ascii('WEBP') }] },
  at0('PDF document', ascii('%PDF-')),
  at0('ELF executable', [0x7f, 0x45, 0x4c, 0x46]),
  at0('WebAssembly module', [0x00, 0x61, 0x73, 0x6d]),
  at0('SQLite database', [...ascii('SQLite format 3'), 0x00]),
  { kind: 'git pack data', parts: [{ offset: 0, bytes: [...ascii('PACK'), 0x00, 0x00, 0x00] }] },
];

/**
 * Share of bytes (invalid UTF-8 sequences and control characters other than tab, line breaks,
 * form feed, backspace and escape) past which output is binary. Text in a legacy 8-bit encoding
 * (Latin-1 accents) stays well below it and is still shown; random bytes are about half.
 */
export const BINARY_BYTE_SHARE = 0.05;

/** Bytes read at each end: enough to judge, bounded so a 1 MiB result costs no more than a small one. */
const SAMPLE_BYTES = 64 * 1024;

function hasSignature(head: Buffer, signature: Signature): boolean {
  return signature.parts.every(({ offset, bytes }) => head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte));
}

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the byte there starts none. */
function utf8SequenceLength(buf: Buffer, i: number): number {
  const b = buf[i]!;
  let length: number;
  let min: number;
  if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
  else if (b >= 0xe0 && b <= 0xef) [length, min] = [3, b === 0xe0 ? 0xa0 : 0x80];
  else if (b >= 0xf0 && b <= 0xf4) [length, min] = [4, b === 0xf0 ? 0x90 : 0x80];
  else return 0;
  // The second byte's range excludes overlong forms and surrogates (0xED 0xA0..) and code points past U+10FFFF.
  const max = b === 0xed || b === 0xf4 ? (b === 0xed ? 0x9f : 0x8f) : 0xbf;
  if (i + length > buf.length) return -1;
  if (buf[i + 1]! < min || buf[i + 1]! > max) return 0;
  for (let k = 2; k < length; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return 0;
  return length;
}

/** Counts bytes that are not text: NULs (returned apart), invalid UTF-8 and unusual control characters. */
function scan(sample: Buffer): { nul: boolean; odd: number } {
  let odd = 0;
  // A sample cut from a longer stream may start inside a character: skip its continuation bytes.
  let i = 0;
  while (i < sample.length && i < 3 && (sample[i]! & 0xc0) === 0x80) i++;
  while (i < sample.length) {
    const b = sample[i]!;
    if (b === 0) return { nul: true, odd };
    if (b < 0x80) {
      // Tab, LF, VT, FF, CR, backspace (man's overstrike) and ESC (colour) appear in text.
      if (b < 0x20 && !(b >= 0x08 && b <= 0x0d) && b !== 0x1b) odd++;
      else if (b === 0x7f) odd++;
      i++;
      continue;
    }
    const length = utf8SequenceLength(sample, i);
    // A character cut by the end of the sample is not evidence either way.
    if (length === -1) break;
    if (length === 0) {
      odd++;
      i++;
    } else {
      i += length;
    }
  }
  return { nul: false, odd };
}

/**
 * What kind of binary data a stream holds, or undefined when it is text. `head` is its first
 * bytes, `tail` its last (the same buffer when the whole output is at hand). Binary is: a known
 * signature at the start (`gzip data`, `PNG image`, …), else any NUL byte or more than
 * {@link BINARY_BYTE_SHARE} of bytes that are invalid UTF-8 or control characters (`binary data`).
 *
 * @example
 * binaryKind(gzipSync('hi'), gzipSync('hi')); // 'gzip data'
 * binaryKind(Buffer.from('héllo\n'), Buffer.from('héllo\n')); // undefined
 */
export function binaryKind(head: Buffer, tail: Buffer): string | undefined {
  if (head.length === 0) return undefined;
  for (const signature of SIGNATURES) if (hasSignature(head, signature)) return signature.kind;
  const samples = head === tail && head.length <= 2 * SAMPLE_BYTES
    ? [head]
    : [head.subarray(0, SAMPLE_BYTES), tail.subarray(Math.max(0, tail.length - SAMPLE_BYTES))];
  let odd = 0;
  let bytes = 0;
  for (const sample of samples) {
    const found = scan(sample);
    if (found.nul) return 'binary data';
    odd += found.odd;
    bytes += sample.length;
  }
  return odd > bytes * BINARY_BYTE_SHARE ? 'binary data' : undefined;
}
