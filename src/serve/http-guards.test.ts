import { describe, expect, it } from 'vitest';
import { bearerMatches, checkLoopbackRequest, isLoopbackHost } from './http-guards.js';

describe('checkLoopbackRequest', () => {
  it('accepts loopback names with the right port', () => {
    expect(checkLoopbackRequest({ host: '127.0.0.1:8000' }, 8000)).toBeUndefined();
    expect(checkLoopbackRequest({ host: 'localhost:8000', origin: 'http://localhost:3000' }, 8000)).toBeUndefined();
    expect(checkLoopbackRequest({ host: '[::1]:8000', origin: 'http://[::1]:8000' }, 8000)).toBeUndefined();
  });

  it('accepts any 127.0.0.0/8 address, so a server bound to 127.0.0.2 answers requests to it', () => {
    expect(checkLoopbackRequest({ host: '127.0.0.2:8000', origin: 'http://127.0.0.2:8000' }, 8000)).toBeUndefined();
    expect(checkLoopbackRequest({ host: '127.255.0.9' }, 80)).toBeUndefined();
    expect(checkLoopbackRequest({ host: '127.0.0.2.evil.example:8000' }, 8000)).toBe('Host "127.0.0.2.evil.example:8000" is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]');
    expect(checkLoopbackRequest({ host: '127.0.0.1:8000', origin: 'http://127.0.0.1.evil.example' }, 8000)).toBe('Origin "http://127.0.0.1.evil.example" is not allowed: only loopback origins may call this server');
  });

  it('refuses a foreign Host, a wrong port, a foreign or opaque Origin', () => {
    expect(checkLoopbackRequest({ host: 'evil.example:8000' }, 8000)).toBe('Host "evil.example:8000" is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]');
    expect(checkLoopbackRequest({ host: '127.0.0.1:9999' }, 8000)).toBe('Host "127.0.0.1:9999" is not allowed: the port must be 8000');
    expect(checkLoopbackRequest({ host: '127.0.0.1:8000', origin: 'https://evil.example' }, 8000)).toBe('Origin "https://evil.example" is not allowed: only loopback origins may call this server');
    expect(checkLoopbackRequest({ host: '127.0.0.1:8000', origin: 'null' }, 8000)).toBe('Origin "null" is not allowed');
    expect(checkLoopbackRequest({}, 8000)).toBe('Missing or malformed Host header');
  });
});

describe('isLoopbackHost / bearerMatches', () => {
  it('tells loopback binds apart', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.4', 'example.com'].some(isLoopbackHost)).toBe(false);
  });

  it('matches only the exact Bearer token', () => {
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('Bearer s3cre', 's3cret')).toBe(false);
    expect(bearerMatches('s3cret', 's3cret')).toBe(false);
    expect(bearerMatches(undefined, 's3cret')).toBe(false);
  });
});
