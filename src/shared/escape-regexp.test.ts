import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-regexp.js';

describe('escapeRegExp', () => {
  it('matches the text literally, every special character included', () => {
    const text = 'c++filt .*?^${}()|[]\\ x';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.b')}$`).test('axb')).toBe(false);
  });
});
