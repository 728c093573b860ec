/**
 * A real OpenID provider for tests (the `oidc-provider` package): clients minting JWT access
 * tokens with client_credentials, each carrying the roles this test gives it, for the resource
 * (audience) asked with RFC 8707 `resource`. Its signing key is generated here with jose, so a test
 * can also sign tokens the provider would never issue (expired, another issuer) with the real key.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import Provider from 'oidc-provider';

export interface TestIdp {
  issuer: string;
  /** A client_credentials token for `client` (its roles in the `roles` claim) and `resource`. */
  token(client: string, resource: string): Promise<string>;
  /** Signs arbitrary claims with the provider's own key (kid included). */
  sign(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Starts a provider on a free loopback port; `clients` maps client ids to their roles. */
export async function startIdp(clients: Record<string, string[]>, options: { ttlSeconds?: number } = {}): Promise<TestIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: `k-${Math.random().toString(36).slice(2)}`, alg: 'RS256', use: 'sig' };
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: Object.keys(clients).map((id) => ({
      client_id: id, client_secret: `${id}-secret`, grant_types: ['client_credentials'], redirect_uris: [], response_types: [],
    })),
    jwks: { keys: [jwk] },
    ttl: { ClientCredentials: options.ttlSeconds ?? 300 },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => ({ scope: 'tools', audience: resource, accessTokenFormat: 'jwt', accessTokenTTL: options.ttlSeconds ?? 300 }),
      },
    },
    // client_credentials tokens have no end user: the client is the subject, with its roles.
    extraTokenClaims: (_ctx: unknown, token: { clientId?: string }) => ({ sub: token.clientId, roles: clients[token.clientId ?? ''] ?? [] }),
  } as never);
  server.on('request', provider.callback());
  return {
    issuer,
    async token(client, resource) {
      const response = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${client}:${client}-secret`).toString('base64')}` },
        body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'tools', resource }),
      });
      const body = (await response.json()) as { access_token?: string };
      if (!response.ok || !body.access_token) throw new Error(`token request failed: ${response.status} ${JSON.stringify(body)}`);
      return body.access_token;
    },
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' }).sign(privateKey as CryptoKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
