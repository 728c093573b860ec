import { describe, expect, it } from 'vitest';
import { VALIDATOR_CACHE_SIZE, escapePointerToken, validateArguments, validatorCacheSize } from './validate.js';

const citySchema = {
  type: 'object',
  properties: {
    city: { type: 'string', 'x-cli-flag': '--city', 'x-cli-repeat': 'none' },
    'a/b~c': { type: 'integer', minimum: 3 },
    file: { type: 'string', format: 'path' },
  },
  required: ['city', 'x/y'],
};

describe('validateArguments', () => {
  it('accepts valid input and omits errors', () => {
    const result = validateArguments(citySchema, { city: 'Oslo', 'x/y': 1, file: '/tmp/a' });
    expect(result).toEqual({ valid: true });
    expect('errors' in result).toBe(false);
  });

  it('reports every failure with RFC 6901 paths, required pointing at the missing field', () => {
    expect(validateArguments(citySchema, { 'a/b~c': 1, file: '' })).toEqual({
      valid: false,
      errors: [
        { path: '/city', message: "must have required property 'city'", keyword: 'required' },
        { path: '/x~1y', message: "must have required property 'x/y'", keyword: 'required' },
        { path: '/a~1b~0c', message: 'must be >= 3', keyword: 'minimum' },
        { path: '/file', message: 'must match format "path"', keyword: 'format' },
      ],
    });
  });

  it('reports nested and root paths', () => {
    const schema = { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } };
    expect(validateArguments(schema, { list: ['a', 2] })).toEqual({
      valid: false,
      errors: [{ path: '/list/1', message: 'must be string', keyword: 'type' }],
    });
    expect(validateArguments(schema, 'text')).toEqual({ valid: false, errors: [{ path: '', message: 'must be object', keyword: 'type' }] });
  });

  it('treats a missing or null schema as {}', () => {
    expect(validateArguments(undefined, { anything: 1 })).toEqual({ valid: true });
    expect(validateArguments(null, 'x')).toEqual({ valid: true });
  });

  it.each([
    ['unknown type', { type: 'frobnicate' }, /^Invalid schema: schema is invalid: data\/type must be equal to one of the allowed values/],
    ['unresolvable $ref', { $ref: '#/$defs/missing' }, /^Invalid schema: can't resolve reference #\/\$defs\/missing/],
    ['malformed keyword', { minimum: 'three' }, /^Invalid schema: schema is invalid: data\/minimum must be number$/],
    ['unknown meta-schema', { $schema: 'http://json-schema.org/draft-04/schema#' }, /^Invalid schema: no schema with key or ref/],
    ['non-schema value', 42, /^Invalid schema: schema must be an object or a boolean, got number$/],
  ])('answers an uncompilable schema (%s) with exactly one schema failure', (_label, schema, message) => {
    const result = validateArguments(schema, {});
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]!.path).toBe('');
    expect(result.errors![0]!.keyword).toBe('schema');
    expect(result.errors![0]!.message).toMatch(message);
  });

  it('reports a cyclic schema object as invalid instead of recursing forever', () => {
    const schema: Record<string, unknown> = { type: 'object' };
    schema.properties = { self: schema };
    const result = validateArguments(schema, {});
    expect(result).toEqual({
      valid: false,
      errors: [{ path: '', message: 'Invalid schema: schema contains a reference cycle between objects', keyword: 'schema' }],
    });
  });

  it('defaults to draft 2020-12 (prefixItems) and honours draft-07 and 2019-09', () => {
    expect(validateArguments({ type: 'array', prefixItems: [{ type: 'string' }] }, [1])).toEqual({
      valid: false,
      errors: [{ path: '/0', message: 'must be string', keyword: 'type' }],
    });
    const draft07 = { $schema: 'http://json-schema.org/draft-07/schema#', items: [{ type: 'string' }], additionalItems: false };
    expect(validateArguments(draft07, ['a', 1])).toEqual({
      valid: false,
      errors: [{ path: '', message: 'must NOT have more than 1 items', keyword: 'additionalItems' }],
    });
    const draft2019 = { $schema: 'https://json-schema.org/draft/2019-09/schema', dependentRequired: { a: ['b'] } };
    expect(validateArguments(draft2019, { a: 1 })).toEqual({
      valid: false,
      errors: [{ path: '/b', message: 'must have property b when property a is present', keyword: 'dependentRequired' }],
    });
  });

  it('keeps schemas with the same $id but different content apart', () => {
    expect(validateArguments({ $id: 'https://example.test/s', type: 'string' }, 1).valid).toBe(false);
    expect(validateArguments({ $id: 'https://example.test/s', type: 'number' }, 1)).toEqual({ valid: true });
    const nested = (type: string) => ({
      $id: 'https://example.test/outer',
      $defs: { inner: { $id: 'https://example.test/inner', type } },
      properties: { q: { $ref: 'https://example.test/inner' } },
    });
    expect(validateArguments(nested('string'), { q: 1 })).toEqual({
      valid: false,
      errors: [{ path: '/q', message: 'must be string', keyword: 'type' }],
    });
    expect(validateArguments(nested('integer'), { q: 1 })).toEqual({ valid: true });
  });

  it('caches by content: fresh equal objects reuse one validator, and the cache stays bounded', () => {
    const make = (i: number) => ({ properties: { [`k${i}`]: { type: 'string' } }, type: 'object' });
    validateArguments(make(-1), {});
    const size = validatorCacheSize();
    for (let i = 0; i < 50; i++) validateArguments({ type: 'object', properties: { ['k-1']: { type: 'string' } } }, {});
    expect(validatorCacheSize()).toBe(size);
    for (let i = 0; i < VALIDATOR_CACHE_SIZE + 20; i++) validateArguments(make(i), { [`k${i}`]: 'v' });
    expect(validatorCacheSize()).toBe(VALIDATOR_CACHE_SIZE);
  });

  it('shares one validator between equal schemas written in another key order', () => {
    validateArguments({ type: 'object', properties: { zz: { type: 'string', minLength: 2 } } }, {});
    const size = validatorCacheSize();
    expect(validateArguments({ properties: { zz: { minLength: 2, type: 'string' } }, type: 'object' }, { zz: 'a' })).toEqual({
      valid: false,
      errors: [{ path: '/zz', message: 'must NOT have fewer than 2 characters', keyword: 'minLength' }],
    });
    expect(validatorCacheSize()).toBe(size);
  });

  it('drops null fields first when asked, as the explorer does for the schema it shows', () => {
    const schema = { type: 'object', title: null, properties: { a: { type: 'string', default: null } } };
    expect(validateArguments(schema, { a: 'x' }, { dropNullFields: true })).toEqual({ valid: true });
    expect(validateArguments(schema, { a: 'x' })).toEqual({
      valid: false,
      errors: [{ path: '', message: 'Invalid schema: schema is invalid: data/title must be string', keyword: 'schema' }],
    });
  });

  it('escapes pointer tokens per RFC 6901', () => {
    expect(escapePointerToken('a~/b')).toBe('a~0~1b');
  });
});
