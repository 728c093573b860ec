import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigFile } from '../config/index.js';
import { checkLoopbackRequest } from '../serve/http-guards.js';
import { coerceAuth, coercePublicUrl, identityFromClaims, metadataPath, resolveAudience, wwwAuthenticate } from './index.js';

const CLAIMS = { subject: 'sub', roles: 'roles', groups: 'groups', scopes: 'scope' };

describe('auth config', () => {
  it('fills the defaults around an issuer', () => {
    expect(coerceAuth({ oauth: { issuer: 'https://idp.example.com/realms/team' } })).toEqual({
      oauth: {
        issuer: 'https://idp.example.com/realms/team', audience: [], authorization_servers: ['https://idp.example.com/realms/team'],
        scopes_supported: [], clock_skew_seconds: 30, algorithms: expect.arrayContaining(['RS256', 'ES256', 'EdDSA']), claims: CLAIMS,
      },
    });
  });

  it.each([
    [{ oauth: {} }, 'auth.oauth.issuer is required'],
    [{ oauth: { issuer: 'http://idp.example.com' } }, 'auth.oauth.issuer must use https (http only for localhost)'],
    [{ oauth: { issuer: 'https://idp.example.com', jwks_uri: 'http://keys.example.com/jwks' } }, 'auth.oauth.jwks_uri must use https'],
    [{ oauth: { issuer: 'https://idp.example.com', algorithms: ['RS256', 'HS256'] } }, 'auth.oauth.algorithms: HS256 cannot be used'],
    [{ oauth: { issuer: 'https://idp.example.com', clock_skew_seconds: 900 } }, 'auth.oauth.clock_skew_seconds must be a whole number from 0 to 300'],
    [{ oauth: { issuer: 'https://idp.example.com', claims: { role: 'x' } } }, 'auth.oauth.claims: unknown member "role"'],
    [{ oauth: { issuer: 'https://idp.example.com', audiences: 'x' } }, 'auth.oauth: unknown member "audiences"'],
    [{ oidc: {} }, 'auth: unknown member "oidc" (known: oauth)'],
  ])('refuses %j', (raw, message) => {
    expect(() => coerceAuth(raw)).toThrow(message);
  });

  it('takes the audience from the config, else the public URL, else refuses to start', () => {
    const { oauth } = coerceAuth({ oauth: { issuer: 'https://idp.example.com' } });
    expect(resolveAudience(oauth!, 'https://svc.example.com')).toEqual(['https://svc.example.com']);
    expect(resolveAudience({ ...oauth!, audience: ['api://svc'] }, 'https://svc.example.com')).toEqual(['api://svc']);
    expect(() => resolveAudience(oauth!, undefined)).toThrow('auth.oauth needs an audience: set public_url');
  });

  it('normalizes public_url and refuses one with a query', () => {
    expect(coercePublicUrl('https://svc.example.com/')).toBe('https://svc.example.com');
    expect(() => coercePublicUrl('https://svc.example.com/?x=1')).toThrow('public_url must have no query');
  });

  it('names the file and the nested line of a bad member', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-auth-config-'));
    const file = join(dir, 'config.yaml');
    await writeFile(file, 'log_level: info\nauth:\n  oauth:\n    issuer: https://idp.example.com\n    clock_skew_seconds: -1\n');
    await expect(readConfigFile(file)).rejects.toThrow(`Config file ${file} line 5: auth.oauth.clock_skew_seconds must be a whole number from 0 to 300 (got -1).`);
    await writeFile(file, 'telemetry:\n  endpoint: collector:4318\n');
    await expect(readConfigFile(file)).rejects.toThrow(`Config file ${file} line 2: telemetry.endpoint must be an OTLP/HTTP URL`);
  });
});

describe('identity of a token', () => {
  it('prefixes the subject and turns roles, groups and scopes into principals', () => {
    expect(identityFromClaims({ sub: 'alice', roles: ['ops', 'ops', 7], groups: 'platform', scope: 'tools:read tools:write' }, CLAIMS)).toEqual({
      caller: 'user:alice',
      principals: ['user:alice', 'role:ops', 'group:platform', 'scope:tools:read', 'scope:tools:write'],
      scopes: ['tools:read', 'tools:write'],
    });
  });

  it('reads nested claims by dotted path (Keycloak realm roles) and needs a subject', () => {
    expect(identityFromClaims({ sub: 'bob', realm_access: { roles: ['viewer'] } }, { ...CLAIMS, roles: 'realm_access.roles' })?.principals).toEqual(['user:bob', 'role:viewer']);
    expect(identityFromClaims({ roles: ['ops'] }, CLAIMS)).toBeUndefined();
    // A subject named like a transport never becomes that transport's caller.
    expect(identityFromClaims({ sub: 'stdio' }, CLAIMS)?.caller).toBe('user:stdio');
  });
});

describe('RFC 9728 pieces', () => {
  it('places the metadata after the resource path and quotes WWW-Authenticate values', () => {
    expect(metadataPath('https://svc.example.com')).toBe('/.well-known/oauth-protected-resource');
    expect(metadataPath('https://svc.example.com/team/mcp')).toBe('/.well-known/oauth-protected-resource/team/mcp');
    expect(wwwAuthenticate('https://svc.example.com/.well-known/oauth-protected-resource', { code: 'invalid_token', description: 'bad "x"\n' }))
      .toBe('Bearer resource_metadata="https://svc.example.com/.well-known/oauth-protected-resource", error="invalid_token", error_description="bad \\"x\\""');
  });
});

describe('Host guard with a public URL', () => {
  it('accepts the public host on its port and origin, and nothing else new', () => {
    expect(checkLoopbackRequest({ host: 'svc.example.com' }, 8000, 'https://svc.example.com')).toBeUndefined();
    expect(checkLoopbackRequest({ host: 'svc.example.com:443', origin: 'https://svc.example.com' }, 8000, 'https://svc.example.com')).toBeUndefined();
    expect(checkLoopbackRequest({ host: 'svc.example.com:8443' }, 8000, 'https://svc.example.com')).toContain('is not allowed');
    expect(checkLoopbackRequest({ host: 'svc.example.com', origin: 'http://svc.example.com' }, 8000, 'https://svc.example.com')).toContain('Origin "http://svc.example.com" is not allowed');
    expect(checkLoopbackRequest({ host: '127.0.0.1:8000' }, 8000, 'https://svc.example.com')).toBeUndefined();
  });
});
