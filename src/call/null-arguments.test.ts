import { describe, expect, it } from 'vitest';
import { withoutNullArguments } from './null-arguments.js';

describe('withoutNullArguments', () => {
  it('drops null fields at the top level and in nested objects', () => {
    expect(withoutNullArguments({ a: 'x', b: null, c: { d: null, e: 1 } })).toEqual({ a: 'x', c: { e: 1 } });
  });

  it('keeps array elements, false, 0 and empty strings', () => {
    expect(withoutNullArguments({ files: ['a', null], flag: false, n: 0, s: '' })).toEqual({ files: ['a', null], flag: false, n: 0, s: '' });
  });

  it('drops null fields of objects inside arrays (strict mode sends every key of an expression item)', () => {
    expect(withoutNullArguments({ expression: [{ name: '*.ts', type: null }, { name: null, type: 'f' }, null, 'x'] }))
      .toEqual({ expression: [{ name: '*.ts' }, { type: 'f' }, null, 'x'] });
    const args = { expression: [{ name: 'a' }] };
    expect(withoutNullArguments(args)).toBe(args);
  });

  it('returns the same object when nothing is null, and non-objects unchanged', () => {
    const args = { a: 1, nested: { b: 2 } };
    expect(withoutNullArguments(args)).toBe(args);
    expect(withoutNullArguments(null)).toBe(null);
    expect(withoutNullArguments([null])).toEqual([null]);
    expect(withoutNullArguments('x')).toBe('x');
  });

  it('does not change the caller\'s object', () => {
    const args = { a: null, b: 1 };
    withoutNullArguments(args);
    expect(args).toEqual({ a: null, b: 1 });
  });
});
