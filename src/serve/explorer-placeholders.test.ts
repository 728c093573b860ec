import { describe, expect, it } from 'vitest';
import { consolePrefill, withoutPlaceholders } from './explorer-placeholders.js';

const schema = {
  type: 'object',
  properties: {
    porcelain: { type: 'string', enum: ['v1', 'v2'] },
    find_renames: { type: 'integer' },
    ignored: { type: 'string', default: 'traditional' },
    short: { type: 'boolean', default: false },
    pathspec: { type: 'array', items: { type: 'string' } },
    cfg: { type: 'object' },
    anything: {},
    maybe: { type: ['null', 'number'] },
    file: { type: 'string', format: 'path' },
    count: { type: 'integer' },
  },
  required: ['file', 'count'],
};

describe('consolePrefill', () => {
  it('is the default, else the SPEC.md value for the type', () => {
    expect(Object.values(schema.properties).map(consolePrefill)).toEqual(['', 0, 'traditional', false, [], {}, null, 0, '', 0]);
  });
});

describe('withoutPlaceholders', () => {
  it('drops every optional property still at its pre-fill and keeps required ones as sent', () => {
    const untouched = { porcelain: '', find_renames: 0, ignored: 'traditional', short: false, pathspec: [], cfg: {}, anything: null, maybe: 0, file: '', count: 0 };
    expect(withoutPlaceholders(schema, untouched)).toEqual({ file: '', count: 0 });
    expect(untouched.porcelain).toBe(''); // the input is not changed
  });

  it('keeps every value that differs from the pre-fill, and unknown keys (the validator reports them)', () => {
    const typed = { porcelain: 'v2', find_renames: 50, ignored: 'matching', short: true, pathspec: ['a'], cfg: { a: 1 }, anything: 'x', maybe: 1.5, extra: '' };
    expect(withoutPlaceholders(schema, typed)).toBe(typed);
    expect(withoutPlaceholders(schema, { find_renames: -0 + 1, ignored: '' })).toEqual({ find_renames: 1, ignored: '' });
  });

  it('leaves arguments alone for a schema without properties', () => {
    const args = { a: '' };
    expect(withoutPlaceholders({}, args)).toBe(args);
    expect(withoutPlaceholders(undefined, args)).toBe(args);
  });
});
