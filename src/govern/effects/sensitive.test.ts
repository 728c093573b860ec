import { describe, expect, it } from 'vitest';
import { isCredentialParameter } from './sensitive.js';
import type { ParameterFacts } from './types.js';

const flag = (tokens: string[], valueName?: string, description = '', type: ParameterFacts['type'] = 'string'): ParameterFacts => ({
  kind: 'flag', tokens, name: tokens[0]!, type, description, ...(valueName ? { valueName } : {}),
});

describe('isCredentialParameter', () => {
  it('marks credential names', () => {
    for (const token of ['--password', '--token', '--pass', '--api-key', '--secret', '--oauth2-bearer', '--header', '--otp', '--client-secret']) {
      expect(isCredentialParameter(flag([token])), token).toBe(true);
    }
  });
  it('marks values whose value name or description says password or token', () => {
    expect(isCredentialParameter(flag(['--user', '-u'], '<user:password>', 'Server user and password'))).toBe(true);
    expect(isCredentialParameter(flag(['--auth-with'], 'X', 'the access token to send'))).toBe(true);
  });
  it('leaves ordinary values and every switch alone', () => {
    expect(isCredentialParameter(flag(['--output'], 'FILE', 'write to FILE'))).toBe(false);
    expect(isCredentialParameter(flag(['--author'], '<pattern>', 'limit commits'))).toBe(false);
    expect(isCredentialParameter(flag(['--password-stdin'], undefined, 'read the password from stdin', 'boolean'))).toBe(false);
  });
});
