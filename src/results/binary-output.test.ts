import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { binaryKind } from './binary-output.js';

const whole = (buf: Buffer) => binaryKind(buf, buf);

describe('binaryKind', () => {
  it('names known signatures', () => {
    expect(whole(gzipSync('hi'))).toBe('gzip data');
    expect(whole(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('PNG image');
    expect(whole(Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(20)]))).toBe('zip archive');
    const tar = Buffer.alloc(512);
    tar.write('a.txt');
    tar.write('ustar\0', 257, 'latin1');
    expect(whole(tar)).toBe('tar archive');
    expect(whole(Buffer.from('%PDF-1.7\n'))).toBe('PDF document');
  });

  it('calls NULs, random bytes and many control characters binary data', () => {
    expect(whole(Buffer.from('text\0more'))).toBe('binary data');
    const random = randomBytes(65_536);
    expect(binaryKind(random.subarray(0, 24_576), random.subarray(-24_576))).toBe('binary data');
    expect(whole(Buffer.from('\x01\x02\x03\x04abcdefghij'.repeat(4), 'latin1'))).toBe('binary data');
  });

  it('leaves text alone: UTF-8, colour codes, backspaces, a legacy 8-bit accent, texts that start like a signature, a cut character', () => {
    expect(whole(Buffer.from('héllo wörld ✓ 🙂\n\t\r\f'))).toBeUndefined();
    expect(whole(Buffer.from('\x1b[31mred\x1b[0m N\bNA\bAM\bME\bE\n'))).toBeUndefined();
    expect(whole(Buffer.concat([Buffer.from('caf'), Buffer.from([0xe9]), Buffer.from(' crème brûlée, '.repeat(5))]))).toBeUndefined();
    expect(whole(Buffer.from('PACKAGE NAME\nBZh is bzip2\nGIF8 RIFF....WEBP\n'))).toBeUndefined();
    const text = Buffer.from('ünïcödé '.repeat(100));
    // A head and a tail cut from a longer stream, each inside a character.
    expect(binaryKind(text.subarray(0, 101), text.subarray(text.length - 101))).toBeUndefined();
    expect(whole(Buffer.alloc(0))).toBeUndefined();
  });
});
