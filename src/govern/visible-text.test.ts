import { describe, expect, it } from 'vitest';
import { hasHiddenText, visibleText } from './visible-text.js';

describe('visibleText', () => {
  it('escapes controls, bidi overrides and isolates, separators and zero-width characters', () => {
    expect(visibleText('a\tb\nc\rd\x1b[2Je\x7f')).toBe('a\\tb\\nc\\rd\\u001B[2Je\\u007F');
    expect(visibleText('rm \u202Efdp.exe')).toBe('rm \\u202Efdp.exe');
    for (const cp of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c]) {
      expect(visibleText(String.fromCodePoint(cp))).toBe(`\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    expect(visibleText('a\u2028b\u2029c')).toBe('a\\u2028b\\u2029c');
    expect(visibleText('x\u200By\u200Cz\u200D\u2060\uFEFF\u00AD')).toBe('x\\u200By\\u200Cz\\u200D\\u2060\\uFEFF\\u00AD');
    expect(visibleText('no\u00A0break\u3000wide')).toBe('no\\u00A0break\\u3000wide');
    expect(visibleText('tag\u{E0041}')).toBe('tag\\u{E0041}');
    expect(visibleText('\u0085next')).toBe('\\u0085next');
  });

  it('collapses padding: runs of 5+ spaces, runs of 24+ of any other character', () => {
    expect(visibleText(`git log${' '.repeat(40)}--output=/x`)).toBe('git log␠×40--output=/x');
    expect(visibleText('a    b')).toBe('a    b');
    expect(visibleText(`x${'\u200B'.repeat(30)}y`)).toBe('x\\u200B×30y');
    expect(visibleText(`${'='.repeat(23)}|${'-'.repeat(100)}`)).toBe(`${'='.repeat(23)}|-×100`);
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    for (const text of ['git log --format=%h %s', 'café naïve', 'e\u0301', '日本語', '😀']) {
      expect(visibleText(text)).toBe(text);
      expect(hasHiddenText(text)).toBe(false);
    }
    expect(hasHiddenText('a\u202Eb')).toBe(true);
  });
});
