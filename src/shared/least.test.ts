import { describe, expect, it } from 'vitest';
import { greatest, least } from './least.js';

describe('least and greatest', () => {
  it('give the smallest and largest value, or the empty value for none', () => {
    expect(least([4, 2, 8])).toBe(2);
    expect(greatest([4, 2, 8])).toBe(8);
    expect(least([], 0)).toBe(0);
    expect(least([])).toBe(Number.POSITIVE_INFINITY);
    expect(greatest([])).toBe(Number.NEGATIVE_INFINITY);
  });
  it('take a million values, which Math.min(...values) cannot', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => (i === 654_321 ? -1 : i));
    expect(() => Math.min(...many)).toThrow(RangeError);
    expect(least(many)).toBe(-1);
    expect(greatest(many)).toBe(999_999);
  });
});
