import { describe, expect, it } from 'vitest';
import { dropNulls, isToolLike, toolDetail, toolSummary } from './serialize.js';

describe('dropNulls', () => {
  it('drops null and undefined fields at every depth, keeps falsy values', () => {
    expect(dropNulls({ a: null, b: undefined, c: 0, d: false, e: '', f: { g: null, h: { i: null, j: 1 } } })).toEqual({
      c: 0,
      d: false,
      e: '',
      f: { h: { j: 1 } },
    });
  });

  it('keeps array elements (null in enum stays) but cleans objects inside arrays', () => {
    expect(dropNulls({ enum: [null, 'a'], anyOf: [{ type: 'string', title: null }] })).toEqual({
      enum: [null, 'a'],
      anyOf: [{ type: 'string' }],
    });
  });

  it('lets objects dump themselves through toJSON() or toObject(), then cleans the dump', () => {
    const viaToJSON = { secret: 'x', toJSON: () => ({ readOnlyHint: true, destructiveHint: null }) };
    const viaToObject = { toObject: () => ({ idempotentHint: false, openWorldHint: null }) };
    expect(dropNulls({ a: viaToJSON, b: viaToObject })).toEqual({ a: { readOnlyHint: true }, b: { idempotentHint: false } });
  });

  it('passes scalars through unchanged', () => {
    expect(dropNulls('text')).toBe('text');
    expect(dropNulls(3)).toBe(3);
    expect(dropNulls(null)).toBe(null);
  });

  it('refuses a cyclic object instead of overflowing the stack', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => dropNulls(cyclic)).toThrow('value nested deeper than 64 levels (or cyclic)');
  });
});

describe('tool shapes', () => {
  it('matches tools by a string name', () => {
    expect(isToolLike({ name: 'x' })).toBe(true);
    expect(isToolLike({ name: 3 })).toBe(false);
    expect(isToolLike(null)).toBe(false);
  });

  it('omits annotations when null or absent, keeps an empty object', () => {
    expect(toolSummary({ name: 'a', description: 'd', annotations: null })).toEqual({ name: 'a', description: 'd' });
    expect('annotations' in toolSummary({ name: 'a', description: 'd' })).toBe(false);
    expect(toolSummary({ name: 'a', description: 'd', annotations: {} })).toEqual({ name: 'a', description: 'd', annotations: {} });
  });

  it('gives a missing description as an empty string and a missing schema as {}', () => {
    expect(toolDetail({ name: 'a' } as never)).toEqual({ name: 'a', description: '', inputSchema: {} });
  });
});
