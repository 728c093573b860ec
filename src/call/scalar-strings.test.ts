import { describe, expect, it } from 'vitest';
import { scalarsAsDeclared } from './scalar-strings.js';

const schema = {
  properties: {
    max_count: { type: 'integer' },
    ratio: { type: 'number' },
    oneline: { type: 'boolean' },
    lines: { type: 'array', items: { type: 'integer' } },
    either: { type: ['integer', 'string'] },
    name: { type: 'string' },
  },
};

describe('scalarsAsDeclared', () => {
  it('reads canonical number and boolean text by the declared type', () => {
    expect(scalarsAsDeclared(schema, { max_count: '5', ratio: '-0.25', oneline: 'true', lines: ['1', 2, '30'], name: '7' }))
      .toEqual({ max_count: 5, ratio: -0.25, oneline: true, lines: [1, 2, 30], name: '7' });
    expect(scalarsAsDeclared(schema, { max_count: '-12', oneline: 'false' })).toEqual({ max_count: -12, oneline: false });
  });

  it('leaves every other spelling as text, for validation to refuse', () => {
    const odd = { max_count: '05', ratio: '1e999', oneline: 'yes' };
    expect(scalarsAsDeclared(schema, odd)).toBe(odd);
    for (const text of ['5 ', ' 5', '+5', '0x10', '1.0', '', '9999999999999999', 'NaN', 'Infinity', '1_000']) {
      expect(scalarsAsDeclared(schema, { max_count: text })).toEqual({ max_count: text });
    }
    expect(scalarsAsDeclared(schema, { ratio: '.5' })).toEqual({ ratio: '.5' });
    expect(scalarsAsDeclared(schema, { oneline: 'TRUE' })).toEqual({ oneline: 'TRUE' });
  });

  it('reads a plain number sent for a text parameter as its text (tree -L 2), and nothing else', () => {
    expect(scalarsAsDeclared(schema, { name: 2, lines: [3] })).toEqual({ name: '2', lines: [3] });
    expect(scalarsAsDeclared(schema, { name: -3 })).toEqual({ name: '-3' });
    expect(scalarsAsDeclared(schema, { name: 0.5 })).toEqual({ name: '0.5' });
    // Spellings a person would not type stay numbers, for validation to refuse.
    for (const value of [1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY]) expect(scalarsAsDeclared(schema, { name: value })).toEqual({ name: value });
    expect(scalarsAsDeclared(schema, { name: true })).toEqual({ name: true });
    expect(scalarsAsDeclared(schema, { either: 5 })).toEqual({ either: 5 });
  });

  it('leaves unions, unknown names and non-objects alone, and never changes the caller\'s object', () => {
    const args = { either: '5', unknown: '5', max_count: '3' };
    expect(scalarsAsDeclared(schema, args)).toEqual({ either: '5', unknown: '5', max_count: 3 });
    expect(args.max_count).toBe('3');
    expect(scalarsAsDeclared(schema, ['5'])).toEqual(['5']);
    expect(scalarsAsDeclared(schema, null)).toBe(null);
    expect(scalarsAsDeclared({ properties: { constructor: { type: 'integer' } } }, { toString: '1' })).toEqual({ toString: '1' });
  });
});
