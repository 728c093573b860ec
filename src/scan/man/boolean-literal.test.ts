import { describe, expect, it } from 'vitest';
import { isBooleanLiteral } from './boolean-literal.js';
import { parseOptionHead } from './option-head.js';

describe('isBooleanLiteral', () => {
  it('takes a boolean literal or a choice of them for no value', () => {
    for (const value of ['false', 'true', 'TRUE', 'true|false', '(true|false)', '{true,false}', '<true|false>', 'yes|no', 'on/off', '<bool>', 'boolean', '"false"']) {
      expect([value, isBooleanLiteral(value)]).toEqual([value, true]);
    }
  });

  it('keeps real values and choices with a third value', () => {
    for (const value of ['(true|false|if-asked)', 'when', 'number', '<file>', '...', '', 'truefalse', 'always|never']) {
      expect([value, isBooleanLiteral(value)]).toEqual([value, false]);
    }
  });
});

describe('option heads with a bracketed boolean literal', () => {
  it("reads cobra's `--buildDrafts[=false]` as a switch", () => {
    expect(parseOptionHead('-D, --buildDrafts[=false]', 'include content marked as draft')).toEqual([
      { type: 'boolean', description: 'include content marked as draft', source: 'man', long: '--buildDrafts', short: '-D' },
    ]);
    expect(parseOptionHead('--watch[=true]', 'watch')).toEqual([{ type: 'boolean', description: 'watch', source: 'man', long: '--watch' }]);
  });

  it('keeps a bracketed real value optional', () => {
    expect(parseOptionHead('--branches[=<pattern>]', 'refs')).toEqual([
      { type: 'string', description: 'refs', source: 'man', long: '--branches', valueName: 'pattern', valueStyle: 'equals', valueOptional: true },
    ]);
  });
});
