/**
 * svc as an OAuth 2.1 resource server, end to end: a real OpenID provider (oidc-provider) mints
 * client_credentials tokens for two users with different roles; a real `svc serve --transport
 * http` checks them against the provider's JWKS; real SDK clients call with the bearer token. The
 * ACL decides by role, the audit file names each user, and refused tokens get 401 with the
 * WWW-Authenticate of RFC 9728 / RFC 6750. Also /healthz, /readyz and --public-url's Host.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCurrent, payloadOf, rawRequest, readAudit, serveFixture, type ServeFixture } from '../serve/helpers.js';
import { startIdp, type TestIdp } from './oidc.js';
import { startServe, type ServeProcess } from './serve-process.js';

let fx: ServeFixture;
let idp: TestIdp;
let otherIdp: TestIdp;
let svc: ServeProcess;
/** The URL clients use (a load balancer's name); the test reaches svc at 127.0.0.1 with this Host. */
let publicUrl: string;
let publicHost: string;

const ACL = `default_effect: deny
rules:
  - callers: ["role:ops"]
    targets: [cli.echo]
    effect: allow
    description: operators may echo
  - callers: [token]
    targets: [cli.echo]
    effect: allow
    description: the static token may echo
`;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo']);
  await writeFile(fx.aclFile, ACL);
  idp = await startIdp({ alice: ['ops'], bob: ['viewer'] });
  otherIdp = await startIdp({ alice: ['ops'] });
  const configFile = join(fx.root, 'config.yaml');
  // The issuer and claim names from the file, the public URL from the flag: both tiers in play.
  await writeFile(configFile, `auth:\n  oauth:\n    issuer: ${idp.issuer}\n    clock_skew_seconds: 5\n    claims:\n      roles: roles\n`);
  svc = await startServe((port) => {
    publicHost = `svc.example.test:${port}`;
    publicUrl = `http://${publicHost}`;
    return ['--public-url', publicUrl, '--auth-token', 'static-secret'];
  }, { ...fx.env, SVC_CONFIG: configFile });
}, 60_000);

afterAll(async () => {
  expect(await svc?.stop()).toBe(0);
  await idp?.close();
  await otherIdp?.close();
});

const metadataUrl = () => `${publicUrl}/.well-known/oauth-protected-resource`;
const mcp = (headers: Record<string, string>) => rawRequest(`${svc.url}/mcp`, {
  method: 'POST',
  headers: { host: publicHost, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
});

describe('per-user identity from a real OpenID provider', () => {
  it('lets the ACL tell two users apart by role, and audits each by subject', async () => {
    const aliceToken = await idp.token('alice', publicUrl);
    const bobToken = await idp.token('bob', publicUrl);
    // alice speaks 2026-07-28 (no session), bob a 2025 session: identity works for both.
    const alice = await connectCurrent({ kind: 'http', url: `${svc.url}/mcp` }, { modern: true, headers: { authorization: `Bearer ${aliceToken}` } });
    const bob = await connectCurrent({ kind: 'http', url: `${svc.url}/mcp` }, { headers: { authorization: `Bearer ${bobToken}` } });
    try {
      const allowed = await alice.callTool('echo', { words: ['from', 'alice'] });
      expect(allowed.isError).toBe(false);
      expect(payloadOf(allowed).stdout).toBe('from alice\n');
      const denied = await bob.callTool('echo', { words: ['from', 'bob'] });
      expect(denied.isError).toBe(true);
      const guidance = payloadOf(denied).ai_guidance as string;
      expect(guidance).toContain('Calling cli.echo is denied for caller "user:bob": no rule in');
      expect(payloadOf(denied).exit_code).toBe(-1);
    } finally {
      await alice.close();
      await bob.close();
    }
    const lines = (await readAudit(fx.auditFile)).filter((line) => line.module_id === 'cli.echo');
    expect(lines.map((line) => [line.caller, line.decision, line.status, line.acl_rule])).toEqual([
      ['user:alice', 'allow', 'success', 0],
      ['user:bob', 'deny', 'denied', null],
    ]);
  });

  it('keeps the static token working beside OAuth (caller "token")', async () => {
    const client = await connectCurrent({ kind: 'http', url: `${svc.url}/mcp` }, { headers: { authorization: 'Bearer static-secret' } });
    try {
      expect(payloadOf(await client.callTool('echo', { words: ['static'] })).stdout).toBe('static\n');
    } finally {
      await client.close();
    }
    const last = (await readAudit(fx.auditFile)).at(-1)!;
    expect([last.caller, last.decision]).toEqual(['token', 'allow']);
  });

  it('answers a request without a token with 401 and the resource metadata URL, and serves that metadata', async () => {
    const response = await mcp({});
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataUrl()}"`);
    const metadata = await rawRequest(`${svc.url}/.well-known/oauth-protected-resource`, { headers: { host: publicHost } });
    expect(metadata.status).toBe(200);
    expect(JSON.parse(metadata.body)).toEqual({
      resource: publicUrl, authorization_servers: [idp.issuer], bearer_methods_supported: ['header'], resource_name: 'svc',
    });
  });

  const refused = (description: string) => `Bearer resource_metadata="${metadataUrl()}", error="invalid_token", error_description="${description}"`;

  it('refuses an expired token signed by the issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await idp.sign({ iss: idp.issuer, aud: publicUrl, sub: 'alice', roles: ['ops'], iat: now - 3600, exp: now - 600 });
    const response = await mcp({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe(refused('The access token expired'));
    expect(JSON.parse(response.body)).toEqual({ error: 'Unauthorized: The access token expired' });
  });

  it('refuses a real token the provider minted for another audience', async () => {
    const token = await idp.token('alice', 'http://other-service.example.test');
    const response = await mcp({ authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe(refused('The access token is not for this server (audience)'));
  });

  it('refuses tokens of another issuer: one naming it with the right key, and one from another real provider', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await idp.sign({ iss: 'http://127.0.0.1:1', aud: publicUrl, sub: 'alice', roles: ['ops'], iat: now, exp: now + 300 });
    const first = await mcp({ authorization: `Bearer ${forged}` });
    expect(first.status).toBe(401);
    expect(first.headers['www-authenticate']).toBe(refused('The access token is from another issuer'));
    const foreign = await otherIdp.token('alice', publicUrl);
    const second = await mcp({ authorization: `Bearer ${foreign}` });
    expect(second.status).toBe(401);
    expect(second.headers['www-authenticate']).toBe(refused('The access token was not signed by a key of the issuer'));
  });

  it('refuses a token that is no JWT at all', async () => {
    const response = await mcp({ authorization: 'Bearer not-a-jwt' });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe(refused('The access token is not a valid signed JWT'));
  });
});

describe('behind a load balancer: --public-url, /healthz, /readyz', () => {
  it('passes the public host through the Host guard and still refuses other names', async () => {
    const good = await rawRequest(`${svc.url}/.well-known/oauth-protected-resource`, { headers: { host: publicHost, origin: publicUrl } });
    expect(good.status).toBe(200);
    const evil = await rawRequest(`${svc.url}/.well-known/oauth-protected-resource`, { headers: { host: 'evil.example.test' } });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body).error).toBe(`Forbidden: Host "evil.example.test" is not allowed: this server only answers to localhost, 127.0.0.1 or [::1] or ${publicHost} (--public-url)`);
    const wrongPort = await rawRequest(`${svc.url}/.well-known/oauth-protected-resource`, { headers: { host: 'svc.example.test:1' } });
    expect(wrongPort.status).toBe(403);
    const evilOrigin = await rawRequest(`${svc.url}/.well-known/oauth-protected-resource`, { headers: { host: publicHost, origin: 'http://evil.example.test' } });
    expect(evilOrigin.status).toBe(403);
  });

  it('answers /healthz and /readyz without a token, whatever the Host (a balancer probes by address)', async () => {
    const health = await rawRequest(`${svc.url}/healthz`, { headers: { host: '10.1.2.3:8000' } });
    expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
    const ready = await rawRequest(`${svc.url}/readyz`, { headers: { host: publicHost } });
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: 'ready', bindings: 1 }]);
  });
});
