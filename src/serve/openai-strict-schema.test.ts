import { describe, expect, it } from 'vitest';
import { strictSchema } from './openai-strict-schema.js';
import { strictModeViolations } from '../../test/support/openai-strict-rules.js';

describe('strictSchema', () => {
  it('requires every property, makes the optional ones nullable and closes the object', () => {
    const schema = strictSchema({
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'What to look for' },
        max_count: { type: 'integer', minimum: 0, default: 10 },
        color: { type: 'string', enum: ['never', 'always', 'auto'] },
        files: { type: 'array', items: { type: 'string', format: 'path' }, uniqueItems: true },
      },
      required: ['pattern'],
    });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'What to look for' },
        max_count: { type: ['integer', 'null'], minimum: 0, description: 'Default: 10.' },
        color: { type: ['string', 'null'], enum: ['never', 'always', 'auto', null] },
        files: { type: ['array', 'null'], items: { type: 'string' } },
      },
      required: ['pattern', 'max_count', 'color', 'files'],
      additionalProperties: false,
    });
    expect(strictModeViolations(schema)).toEqual([]);
  });

  it('keeps a description before the folded default, and the formats strict mode knows', () => {
    const schema = strictSchema({
      type: 'object',
      properties: { since: { type: 'string', format: 'date-time', description: 'Start.', default: 'now', minLength: 1, title: 'Since' } },
    });
    expect(schema.properties).toEqual({ since: { type: ['string', 'null'], format: 'date-time', description: 'Start. Default: "now".' } });
  });

  it('closes nested objects, gives untyped values a type, and wraps anyOf in a null branch', () => {
    const schema = strictSchema({
      type: 'object',
      properties: {
        anything: {},
        nested: { type: 'object', properties: { a: { type: 'boolean' } }, required: [] },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }], description: 'one of two' },
        list: { type: 'array' },
      },
      required: ['nested'],
    });
    expect(schema.properties).toEqual({
      anything: { type: ['string', 'null'] },
      nested: { type: 'object', properties: { a: { type: ['boolean', 'null'] } }, required: ['a'], additionalProperties: false },
      either: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }], description: 'one of two' },
      list: { type: ['array', 'null'], items: { type: 'string' } },
    });
    expect(strictModeViolations(schema)).toEqual([]);
  });
});

describe('the strict-mode checker itself', () => {
  it('reports what OpenAI refuses', () => {
    expect(strictModeViolations({ type: 'object', properties: { a: { type: 'string', default: 'x' } } })).toEqual([
      ': additionalProperties must be false',
      ': property "a" is not in required',
      '/properties/a: keyword "default" is not supported',
    ]);
    expect(strictModeViolations({ anyOf: [] })).toContain('/: the root must be an object schema, not anyOf');
    expect(strictModeViolations({ type: 'object', properties: { p: { format: 'path', type: 'string' } }, required: ['p'], additionalProperties: false }))
      .toEqual(['/properties/p: format "path" is not supported']);
    const deep = (n: number): Record<string, unknown> =>
      n === 0 ? { type: 'string' } : { type: 'object', properties: { x: deep(n - 1) }, required: ['x'], additionalProperties: false };
    expect(strictModeViolations(deep(10))).toContain('/properties/x/properties/x/properties/x/properties/x/properties/x/properties/x/properties/x/properties/x/properties/x/properties/x: nested deeper than 10 levels');
    const enumSchema = { type: 'object', properties: { e: { type: 'string', enum: Array.from({ length: 1001 }, (_, i) => `v${i}`) } }, required: ['e'], additionalProperties: false };
    expect(strictModeViolations(enumSchema)).toContain('/: 1001 enum values (limit 1000)');
  });
});
