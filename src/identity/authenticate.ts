import type { Logger } from '../log/index.js';
import { bearerMatches } from '../serve/http-guards.js';
import type { OAuthConfig } from './config.js';
import { metadataPath, protectedResourceMetadata, wwwAuthenticate } from './metadata.js';
import { identityFromClaims } from './principals.js';
import type { JWTVerifyGetKey } from 'jose';

/** An authenticated request: the caller the ACL, approvals and the audit line use. */
export interface Authenticated {
  ok: true;
  /** `token` for the static token, `user:<sub>` for an access token. */
  caller: string;
  /** Names ACL `callers` may match: the caller, then `role:`, `group:`, `scope:` entries. */
  principals: string[];
  scopes: string[];
  /** Seconds since the epoch when the access token expires. */
  expiresAt?: number;
}

/** A refused request: answer `status` with `headers` and `{error}`. */
export interface Refused {
  ok: false;
  status: 401 | 503;
  error: string;
  headers: Record<string, string>;
}

/** Checks the `Authorization` header of the MCP routes. */
export interface Authenticator {
  authenticate(authorization: string | null | undefined): Promise<Authenticated | Refused>;
  /** The Protected Resource Metadata routes (path → document); empty without OAuth. */
  readonly metadata: ReadonlyMap<string, Record<string, unknown>>;
}

/** Options for {@link createAuthenticator}. */
export interface AuthenticatorOptions {
  /** The static Bearer token (`--auth-token`): still accepted when OAuth is on. */
  staticToken?: string;
  oauth?: OAuthConfig;
  /** The audience tokens must carry (resolveAudience); the first is the resource identifier. */
  audience?: string[];
  /** The resource identifier advertised in the metadata (default: the first audience). */
  resource?: string;
  /** Server name in the metadata. */
  name?: string;
  log?: Logger;
  /** Waiting for the issuer's discovery document or JWKS, in ms (default 5000). */
  fetchTimeoutMs?: number;
}

const DISCOVERY_PATHS = ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server'];

/**
 * Finds the issuer's `jwks_uri` from its discovery document (OpenID Connect Discovery, then RFC
 * 8414), checking that the document is the issuer's own.
 */
async function discoverJwksUri(issuer: string, timeoutMs: number): Promise<string> {
  const base = new URL(issuer);
  const tail = base.pathname.replace(/\/+$/, '');
  // OIDC appends the well-known path to the issuer; RFC 8414 inserts it before the issuer's path.
  const candidates = [`${issuer.replace(/\/+$/, '')}${DISCOVERY_PATHS[0]}`, `${base.origin}${DISCOVERY_PATHS[1]}${tail}`];
  const problems: string[] = [];
  for (const url of candidates) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
      if (!response.ok) {
        problems.push(`${url}: HTTP ${response.status}`);
        continue;
      }
      const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (document.issuer !== issuer) throw new Error(`${url} names issuer ${JSON.stringify(document.issuer)}, not ${JSON.stringify(issuer)}`);
      if (typeof document.jwks_uri !== 'string') throw new Error(`${url} has no jwks_uri`);
      return document.jwks_uri;
    } catch (error) {
      problems.push(`${url}: ${(error as Error).message}`);
    }
  }
  throw new Error(`cannot find the issuer's keys: ${problems.join('; ')}; set auth.oauth.jwks_uri`);
}

/** Why jose refused a token, in words a client can act on; undefined when the token is not at fault. */
function tokenProblem(error: unknown): string | undefined {
  const code = (error as { code?: string }).code;
  const claim = (error as { claim?: string }).claim;
  switch (code) {
    case 'ERR_JWT_EXPIRED': return 'The access token expired';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'aud') return 'The access token is not for this server (audience)';
      if (claim === 'iss') return 'The access token is from another issuer';
      if (claim === 'nbf') return 'The access token is not valid yet';
      return `The access token's ${claim ?? 'claims'} claim is not acceptable`;
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED': return 'The access token signature does not verify';
    case 'ERR_JWKS_NO_MATCHING_KEY': return 'The access token was not signed by a key of the issuer';
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS': return 'The access token names no single key of the issuer';
    case 'ERR_JOSE_ALG_NOT_ALLOWED': return 'The access token is signed with an algorithm svc does not accept';
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
    case 'ERR_JOSE_NOT_SUPPORTED': return 'The access token is not a valid signed JWT';
    default: return undefined;
  }
}

/**
 * Builds the authentication of svc's MCP routes: the static token (`token` caller), and, with
 * `oauth`, JWT access tokens checked against the issuer's JWKS with `jose` (signature, `iss`,
 * `aud`, `exp`/`nbf` within the clock skew). A 401 carries `WWW-Authenticate` with
 * `resource_metadata` (and `error="invalid_token"` for a refused token); an unreachable issuer is a
 * 503, since the token may well be good.
 *
 * @example
 * const auth = await createAuthenticator({ oauth, audience: ['https://svc.example.com'] });
 * await auth.authenticate('Bearer eyJ...'); // { ok: true, caller: 'user:alice', principals: [...] }
 */
export async function createAuthenticator(options: AuthenticatorOptions): Promise<Authenticator> {
  const { oauth, staticToken, log } = options;
  const metadata = new Map<string, Record<string, unknown>>();
  if (!oauth) {
    return {
      metadata,
      async authenticate(header) {
        if (staticToken === undefined || bearerMatches(header, staticToken)) return { ok: true, caller: 'token', principals: ['token'], scopes: [] };
        return { ok: false, status: 401, error: 'Unauthorized', headers: { 'www-authenticate': 'Bearer realm="svc"' } };
      },
    };
  }
  const audience = options.audience ?? oauth.audience;
  if (!audience.length) throw new Error('auth.oauth needs an audience (public_url or auth.oauth.audience)');
  const resource = options.resource ?? audience[0]!;
  if (!/^https?:\/\//.test(resource) || !URL.canParse(resource)) {
    throw new Error(`the resource identifier ${JSON.stringify(resource)} is not an http(s) URL: set public_url (svc serve --public-url), the URL clients use`);
  }
  const document = protectedResourceMetadata(oauth, resource, options.name ?? 'svc');
  const ownPath = metadataPath(resource);
  metadata.set(ownPath, document);
  // Clients that only know the origin try the bare well-known path first.
  metadata.set(metadataPath(new URL(resource).origin), document);
  const metadataUrl = `${new URL(resource).origin}${ownPath}`;
  const refuse = (description?: string): Refused => ({
    ok: false, status: 401, error: description ? `Unauthorized: ${description}` : 'Unauthorized: send an OAuth access token (Authorization: Bearer ...)',
    headers: { 'www-authenticate': wwwAuthenticate(metadataUrl, description ? { code: 'invalid_token', description } : undefined) },
  });

  // jose loads only when OAuth is configured.
  const { createRemoteJWKSet, jwtVerify } = await import('jose');
  const timeoutMs = options.fetchTimeoutMs ?? 5000;
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const keySet = () => (keys ??= (async () => {
    const uri = oauth.jwks_uri ?? (await discoverJwksUri(oauth.issuer, timeoutMs));
    return createRemoteJWKSet(new URL(uri), { timeoutDuration: timeoutMs });
  })().catch((error: unknown) => {
    keys = undefined; // try discovery again on the next request
    throw error;
  }));

  return {
    metadata,
    async authenticate(header) {
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header.trim()) : null;
      if (!match) return refuse();
      if (staticToken !== undefined && bearerMatches(header, staticToken)) return { ok: true, caller: 'token', principals: ['token'], scopes: [] };
      try {
        const { payload } = await jwtVerify(match[1]!, await keySet(), {
          issuer: oauth.issuer, audience, clockTolerance: oauth.clock_skew_seconds, algorithms: oauth.algorithms,
          requiredClaims: ['exp'],
        });
        const identity = identityFromClaims(payload as Record<string, unknown>, oauth.claims);
        if (!identity) return refuse(`The access token has no ${oauth.claims.subject} claim naming its subject`);
        return { ok: true, ...identity, ...(payload.exp !== undefined ? { expiresAt: payload.exp } : {}) };
      } catch (error) {
        const problem = tokenProblem(error);
        if (problem) {
          log?.info({ reason: problem }, 'access token refused');
          return refuse(problem);
        }
        log?.warn({ err: (error as Error).message, issuer: oauth.issuer }, 'cannot check access tokens: the issuer\'s keys are unreachable');
        return { ok: false, status: 503, error: 'Service unavailable: the identity provider\'s keys cannot be fetched; retry shortly', headers: { 'retry-after': '5' } };
      }
    },
  };
}
