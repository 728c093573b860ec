import { describe, expect, it } from 'vitest';
import { coerceWholeNumberMembers } from './whole-number-members.js';

const defaults = { a: 1, b: 2 };
const ranges = { a: [0, 10], b: [1, 5] } as const;

describe('coerceWholeNumberMembers', () => {
  it('fills defaults, reads numbers and numeric text', () => {
    expect(coerceWholeNumberMembers('s', undefined, defaults, ranges)).toEqual({ a: 1, b: 2 });
    expect(coerceWholeNumberMembers('s', { a: '7' }, defaults, ranges)).toEqual({ a: 7, b: 2 });
  });

  it('says what is accepted for a bad section, member or value', () => {
    expect(() => coerceWholeNumberMembers('s', [], defaults, ranges)).toThrow('s must be a mapping of a, b');
    expect(() => coerceWholeNumberMembers('s', { c: 1 }, defaults, ranges)).toThrow('s has no member "c"; known members: a, b');
    expect(() => coerceWholeNumberMembers('s', { b: 9 }, defaults, ranges)).toThrow('s.b must be a whole number from 1 to 5 (got 9)');
    expect(() => coerceWholeNumberMembers('s', { a: 1.5 }, defaults, ranges)).toThrow('s.a must be a whole number from 0 to 10 (got 1.5)');
  });
});
