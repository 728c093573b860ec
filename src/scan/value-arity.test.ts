import { describe, expect, it } from 'vitest';
import { tupleKeys, valuePlaceholders } from './value-arity.js';

describe('valuePlaceholders', () => {
  it('reads several values from the helps of jq, hyperfine and GNU-style NAME VALUE', () => {
    expect(valuePlaceholders('a v')).toEqual(['a', 'v']);
    expect(valuePlaceholders('variable-name filename')).toEqual(['variable-name', 'filename']);
    expect(valuePlaceholders('<VAR> <MIN> <MAX>')).toEqual(['VAR', 'MIN', 'MAX']);
    expect(valuePlaceholders('<VAR> <VALUES>')).toEqual(['VAR', 'VALUES']);
    expect(valuePlaceholders('NAME VALUE')).toEqual(['NAME', 'VALUE']);
  });
  it('keeps one value for phrases, click types and alternatives', () => {
    for (const one of ['<file name>', 'INTEGER RANGE', 'USER[:PASS] | TOKEN', 'FILE', '<fractional seconds>', 'NUM...', undefined]) expect(valuePlaceholders(one)).toBeUndefined();
  });
  it('names the keys in lower case, numbering repeats', () => {
    expect(tupleKeys(['VAR', 'MIN', 'MAX'])).toEqual(['var', 'min', 'max']);
    expect(tupleKeys(['a', 'a'])).toEqual(['a', 'a_2']);
  });
});
