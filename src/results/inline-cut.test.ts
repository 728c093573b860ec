import { describe, expect, it } from 'vitest';
import { cutInline } from './inline-cut.js';

const whole = (text: string) => {
  const b = Buffer.from(text);
  return { totalBytes: b.length, whole: b, head: b, tail: b };
};

describe('cutInline', () => {
  it('returns output within the budget whole', () => {
    expect(cutInline(whole('a\nb\n'), 4, () => 'MARK')).toEqual({ text: 'a\nb\n', omittedBytes: 0, shownBytes: 4 });
  });

  it('keeps head and tail at line breaks around one marker line, within the budget', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line ${String(i).padStart(4, '0')}\n`).join('');
    const cut = cutInline(whole(text), 400, (n) => `[cut ${n}]`);
    expect(Buffer.byteLength(cut.text)).toBeLessThanOrEqual(400);
    const [head, tail] = cut.text.split(`[cut ${cut.omittedBytes}]\n`);
    expect(text.startsWith(head!)).toBe(true);
    expect(text.endsWith(tail!)).toBe(true);
    expect(head!.endsWith('\n')).toBe(true);
    expect(tail!.startsWith('line ')).toBe(true);
    expect(cut.shownBytes).toBe(head!.length + tail!.length);
    expect(cut.omittedBytes).toBe(text.length - cut.shownBytes);
  });

  it('never splits a UTF-8 character and works from head and tail alone', () => {
    const text = 'é'.repeat(5000);
    const b = Buffer.from(text);
    const cut = cutInline({ totalBytes: b.length, head: b.subarray(0, 301), tail: b.subarray(b.length - 301) }, 300, (n) => `<${n}>`);
    expect(cut.text).not.toContain('\uFFFD');
    expect(Buffer.byteLength(cut.text)).toBeLessThanOrEqual(300);
    expect(cut.omittedBytes + cut.shownBytes).toBe(b.length);
  });
});
