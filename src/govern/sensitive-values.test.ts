import { describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { sensitiveValues } from './sensitive-values.js';

const binding = {
  input_schema: {
    type: 'object',
    properties: {
      oauth2_bearer: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--oauth2-bearer' },
      note: { type: 'string', 'x-cli-kind': 'flag', 'x-cli-flag': '--note', 'x-cli-sensitive': true },
      url: { type: 'string', 'x-cli-kind': 'positional' },
    },
  },
} as unknown as Binding;

describe('sensitiveValues', () => {
  it('returns the values of sensitive parameters, longest first, skipping short ones and others', () => {
    expect(sensitiveValues(binding, { oauth2_bearer: 'abc123', note: ['longer secret', 'ab'], url: 'https://x' })).toEqual(['longer secret', 'abc123']);
    expect(sensitiveValues(binding, { url: 'https://x' })).toEqual([]);
  });
});
