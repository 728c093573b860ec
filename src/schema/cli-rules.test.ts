import { describe, expect, it } from 'vitest';
import { cliRules } from './cli-rules.js';
import { validateArguments } from './validate.js';
import { usageFormsSchema } from '../../test/support/usage-forms-schema.js';

const schema = usageFormsSchema();

const patternMissing = { path: '/pattern', message: "must have required property 'pattern' unless one of files, regexp is set", keyword: 'required' };

describe('validateArguments: x-cli-required-unless', () => {
  it('refuses an operand left out while none of the flags that spare it is set, naming them in the binding order', () => {
    expect(validateArguments(schema, { path: ['src'], mode: 'm' })).toEqual({ valid: false, errors: [patternMissing] });
  });

  it('accepts it when a flag that spares it is set, or when it is given', () => {
    expect(validateArguments(schema, { files: true, path: ['src'], mode: 'm' })).toEqual({ valid: true });
    expect(validateArguments(schema, { regexp: ['a'], mode: 'm' })).toEqual({ valid: true });
    expect(validateArguments(schema, { pattern: 'a', mode: 'm' })).toEqual({ valid: true });
  });

  it('counts false, "" and [] as not set, on the operand and on the flags', () => {
    expect(validateArguments(schema, { files: false, regexp: [], pattern: '', mode: 'm' })).toEqual({ valid: false, errors: [patternMissing] });
  });

  it("is checked once the rest of the schema holds (Ajv's failures come alone, as in a call)", () => {
    expect(validateArguments(schema, {})).toEqual({
      valid: false,
      errors: [{ path: '/mode', message: "must have required property 'mode'", keyword: 'required' }],
    });
    expect(validateArguments(schema, { mode: 'm' })).toEqual({ valid: false, errors: [patternMissing] });
  });

  it('names no flags when none of the tokens is a flag of the schema, and escapes the pointer', () => {
    const odd = { type: 'object', properties: { 'a/b': { type: 'string', 'x-cli-required-unless': ['--gone'] } } };
    expect(validateArguments(odd, {})).toEqual({ valid: false, errors: [{ path: '/a~1b', message: "must have required property 'a/b'", keyword: 'required' }] });
  });

  it('leaves a schema without the keywords, and arguments that are not an object, to JSON Schema alone', () => {
    expect(cliRules({ type: 'object', properties: { a: { type: 'string' } } })).toBeUndefined();
    expect(validateArguments(schema, 'text')).toEqual({ valid: false, errors: [{ path: '', message: 'must be object', keyword: 'type' }] });
  });
});

describe('validateArguments: x-cli-standalone', () => {
  it('a call that sets the version switch needs none of the required parameters, nor a spared operand', () => {
    expect(validateArguments(schema, { version: true })).toEqual({ valid: true });
  });

  it('does not lift them when the switch is false', () => {
    expect(validateArguments(schema, { version: false })).toEqual({
      valid: false,
      errors: [{ path: '/mode', message: "must have required property 'mode'", keyword: 'required' }],
    });
    expect(validateArguments(schema, { version: false, mode: 'm' })).toEqual({ valid: false, errors: [patternMissing] });
  });

  it('keeps the rest of the schema', () => {
    expect(validateArguments(schema, { version: true, path: [] })).toEqual({
      valid: false,
      errors: [{ path: '/path', message: 'must NOT have fewer than 1 items', keyword: 'minItems' }],
    });
    expect(validateArguments(schema, { version: true, other: 1 })).toMatchObject({ valid: false, errors: [{ keyword: 'additionalProperties' }] });
  });

  it('applies with dropNullFields too (the explorer)', () => {
    expect(validateArguments(schema, { version: true }, { dropNullFields: true })).toEqual({ valid: true });
    expect(validateArguments(schema, { files: true, mode: 'm' }, { dropNullFields: true })).toEqual({ valid: true });
  });
});
