import { describe, expect, it } from 'vitest';
import { coerceToolList, DEFAULT_TOOL_LIST } from './tool-list.js';

describe('coerceToolList', () => {
  it('fills defaults and checks members', () => {
    expect(coerceToolList(undefined)).toEqual(DEFAULT_TOOL_LIST);
    expect(coerceToolList({ mode: 'discover', budget_bytes: '50000' })).toEqual({ mode: 'discover', budget_bytes: 50_000, max_tools: 100 });
    expect(() => coerceToolList({ mode: 'some' })).toThrow('tool_list.mode must be one of full, auto, discover (got "some")');
    expect(() => coerceToolList({ budget: 1 })).toThrow('tool_list has no member "budget"; known members: mode, budget_bytes, max_tools');
    expect(() => coerceToolList({ max_tools: 1 })).toThrow('tool_list.max_tools must be a whole number from 3 to 100000 (got 1)');
    expect(() => coerceToolList('auto')).toThrow('tool_list must be a mapping of mode, budget_bytes, max_tools');
  });
});
