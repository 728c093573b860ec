import { describe, expect, it } from 'vitest';
import { isSecretName, isSensitiveParameter, redactArgv, redactCredentials } from './redact.js';

describe('redactCredentials', () => {
  it('redacts URL userinfo, secret query parameters, credential headers and name=value pairs', () => {
    expect(redactCredentials('https://me:hunter2@example.com/x')).toBe('https://[REDACTED]@example.com/x');
    expect(redactCredentials('git clone https://ghp_abc123@github.com/a/b.git')).toBe('git clone https://[REDACTED]@github.com/a/b.git');
    expect(redactCredentials('ftp://u:p@h and ssh://git@host')).toBe('ftp://[REDACTED]@h and ssh://[REDACTED]@host');
    expect(redactCredentials('https://api.example.com/v1?access_token=abc&page=2&api_key=k')).toBe('https://api.example.com/v1?access_token=[REDACTED]&page=2&api_key=[REDACTED]');
    expect(redactCredentials('Authorization: Bearer abc.def')).toBe('Authorization: [REDACTED]');
    expect(redactCredentials("> authorization: Basic dXNlcjpwYXNz\n< HTTP/1.1 200 OK")).toBe('> authorization: [REDACTED]\n< HTTP/1.1 200 OK');
    expect(redactCredentials('Cookie: session=1; other=2')).toBe('Cookie: [REDACTED]');
    expect(redactCredentials('X-Api-Key: k1')).toBe('X-Api-Key: [REDACTED]');
    expect(redactCredentials('Private-Token: abc')).toBe('Private-Token: [REDACTED]');
    expect(redactCredentials('--header=Authorization: Bearer x')).toBe('--header=Authorization: [REDACTED]');
    expect(redactCredentials('--password=hunter2 --api-key=k')).toBe('--password=[REDACTED] --api-key=[REDACTED]');
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['git log --author=alice --format=%H', 'https://example.com/a?page=2', 'Author: Alice', 'error: x', 'user@example.com']) {
      expect(redactCredentials(text)).toBe(text);
    }
  });
});

describe('redactArgv', () => {
  it('redacts the value after a credential option, and credentials inside any token', () => {
    expect(redactArgv(['/usr/bin/curl', '--oauth2-bearer', 'abc', '-H', 'Authorization: Bearer x', '-u', 'me:pw', '--token', 'T', 'https://a:b@h'])).toEqual([
      '/usr/bin/curl', '--oauth2-bearer', '[REDACTED]', '-H', 'Authorization: [REDACTED]', '-u', 'me:pw', '--token', '[REDACTED]', 'https://[REDACTED]@h',
    ]);
  });
});

describe('isSecretName / isSensitiveParameter', () => {
  it('knows credential names and leaves look-alikes', () => {
    expect(['--password', 'api_token', '--oauth2-bearer', 'X-Api-Key', 'api_key', '--auth', 'client_secret', '--passwd'].map(isSecretName)).toEqual(Array(8).fill(true));
    expect(['--author', '--path', 'authors', '--tokenize', '--format'].map(isSecretName)).toEqual(Array(5).fill(false));
  });

  it('marked sensitive, or named like a credential (switches never)', () => {
    expect(isSensitiveParameter('user', { 'x-cli-kind': 'flag', 'x-cli-flag': '--user', 'x-cli-sensitive': true })).toBe(true);
    expect(isSensitiveParameter('bearer', { 'x-cli-kind': 'flag', 'x-cli-flag': '--oauth2-bearer', type: 'string' })).toBe(true);
    expect(isSensitiveParameter('t', { 'x-cli-kind': 'flag', 'x-cli-flag': '--token', type: 'string' })).toBe(true);
    expect(isSensitiveParameter('show_token', { 'x-cli-kind': 'flag', 'x-cli-flag': '--show-token', type: 'boolean' })).toBe(false);
    expect(isSensitiveParameter('message', { 'x-cli-kind': 'flag', 'x-cli-flag': '-m', type: 'string' })).toBe(false);
  });
});
