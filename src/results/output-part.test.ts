import { describe, expect, it } from 'vitest';
import { fitPart, MAX_PART_WIRE_BYTES, rangedUri, READ_PART_BYTES } from './output-part.js';

describe('fitPart', () => {
  it('returns plain text whole when its JSON fits', () => {
    const bytes = Buffer.from('a\n'.repeat(READ_PART_BYTES / 2));
    const part = fitPart(bytes, true);
    expect(part.bytes.equals(bytes)).toBe(true);
    expect(part.text).toBe('a\n'.repeat(READ_PART_BYTES / 2));
  });

  it('never cuts a UTF-8 character where svc chose the end, and keeps a client range as asked', () => {
    const bytes = Buffer.from('é'.repeat(10)).subarray(0, 5);
    expect(fitPart(bytes, true)).toEqual({ bytes: bytes.subarray(0, 4), text: 'éé' });
    // The client chose the range: the cut character makes it binary, returned as asked.
    expect(fitPart(bytes, false)).toEqual({ bytes });
    const emoji = Buffer.from('x😀');
    for (let cut = 2; cut <= 4; cut++) expect(fitPart(emoji.subarray(0, cut), true).text).toBe('x');
  });

  it('halves text of control characters until its JSON is at most MAX_PART_WIRE_BYTES', () => {
    const bytes = Buffer.alloc(READ_PART_BYTES, 1); // each byte is \u0001 in JSON: 6 bytes
    const part = fitPart(bytes, true);
    // 128 KiB would be 768 KiB and 2 quotes: one byte over, so a quarter.
    expect(part.bytes.length).toBe(READ_PART_BYTES / 4);
    expect(Buffer.byteLength(JSON.stringify(part.text))).toBe(READ_PART_BYTES / 4 * 6 + 2);
    expect(Buffer.byteLength(JSON.stringify(part.text))).toBeLessThanOrEqual(MAX_PART_WIRE_BYTES);
  });

  it('keeps binary bytes as they are (base64 of 256 KiB is 341 KiB)', () => {
    const bytes = Buffer.alloc(READ_PART_BYTES, 0xff);
    const part = fitPart(bytes, true);
    expect(part.bytes.equals(bytes)).toBe(true);
    expect(part.text).toBeUndefined();
  });
});

describe('rangedUri', () => {
  it('appends offset and length', () => {
    expect(rangedUri('svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout', 262144, 100)).toBe('svc://output/AAAAAAAAAAAAAAAAAAAAAA/stdout?offset=262144&length=100');
  });
});
