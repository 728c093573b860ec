import { describe, expect, it } from 'vitest';
import { numbersAndBooleansFromText } from './scalar-strings.js';

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

describe('numbersAndBooleansFromText', () => {
  it('reads canonical number and boolean text by the declared type', () => {
    expect(numbersAndBooleansFromText(schema, { max_count: '5', ratio: '-0.25', oneline: 'true', lines: ['1', 2, '30'], name: '7' }))
      .toEqual({ max_count: 5, ratio: -0.25, oneline: true, lines: [1, 2, 30], name: '7' });
    expect(numbersAndBooleansFromText(schema, { max_count: '-12', oneline: 'false' })).toEqual({ max_count: -12, oneline: false });
  });

  it('leaves every other spelling as text, for validation to refuse', () => {
    const odd = { max_count: '05', ratio: '1e999', oneline: 'yes' };
    expect(numbersAndBooleansFromText(schema, odd)).toBe(odd);
    for (const text of ['5 ', ' 5', '+5', '0x10', '1.0', '', '9999999999999999', 'NaN', 'Infinity', '1_000']) {
      expect(numbersAndBooleansFromText(schema, { max_count: text })).toEqual({ max_count: text });
    }
    expect(numbersAndBooleansFromText(schema, { ratio: '.5' })).toEqual({ ratio: '.5' });
    expect(numbersAndBooleansFromText(schema, { oneline: 'TRUE' })).toEqual({ oneline: 'TRUE' });
  });

  it('leaves unions, unknown names and non-objects alone, and never changes the caller\'s object', () => {
    const args = { either: '5', unknown: '5', max_count: '3' };
    expect(numbersAndBooleansFromText(schema, args)).toEqual({ either: '5', unknown: '5', max_count: 3 });
    expect(args.max_count).toBe('3');
    expect(numbersAndBooleansFromText(schema, ['5'])).toEqual(['5']);
    expect(numbersAndBooleansFromText(schema, null)).toBe(null);
    expect(numbersAndBooleansFromText({ properties: { constructor: { type: 'integer' } } }, { toString: '1' })).toEqual({ toString: '1' });
  });
});
