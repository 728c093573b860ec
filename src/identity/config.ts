import { isLoopbackHost } from '../serve/http-guards.js';

/** Where an access token's claims are read: claim names, or dotted paths into nested claims (`realm_access.roles`). */
export interface OAuthClaimNames {
  /** The caller's identity (default `sub`). */
  subject: string;
  /** Roles: a list of strings, or one space-separated string (default `roles`). */
  roles: string;
  /** Groups (default `groups`). */
  groups: string;
  /** Scopes: `scope` (RFC 9068: space-separated) or `scp` (a list) (default `scope`). */
  scopes: string;
}

/** `auth.oauth` in config.yaml: svc as an OAuth 2.1 resource server (docs/gateway.md "Identity"). */
export interface OAuthConfig {
  /** The authorization server's issuer identifier; tokens must carry it as `iss`. */
  issuer: string;
  /** Accepted `aud` values (default: `public_url`). */
  audience: string[];
  /** The issuer's JWKS (default: `jwks_uri` of the issuer's discovery document). */
  jwks_uri?: string;
  /** Advertised in the Protected Resource Metadata (default: `[issuer]`). */
  authorization_servers: string[];
  /** Scopes advertised in the metadata (default: none listed). */
  scopes_supported: string[];
  /** Tolerance on `exp`, `nbf` and `iat`, in seconds (default 30, at most 300). */
  clock_skew_seconds: number;
  /** Accepted signing algorithms (default: the asymmetric ones jose supports). */
  algorithms: string[];
  claims: OAuthClaimNames;
}

/** `auth` in config.yaml. Absent `oauth`: only the static token (`--auth-token`), as before. */
export interface SvcAuth {
  oauth?: OAuthConfig;
}

/** Asymmetric algorithms only: a symmetric key would be a secret shared with every resource server. */
export const DEFAULT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

const DEFAULT_CLAIMS: OAuthClaimNames = { subject: 'sub', roles: 'roles', groups: 'groups', scopes: 'scope' };
const OAUTH_MEMBERS = ['issuer', 'audience', 'jwks_uri', 'authorization_servers', 'scopes_supported', 'clock_skew_seconds', 'algorithms', 'claims'];

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a URL svc fetches or compares against: https, or http on a loopback host only (a token
 * key set fetched in clear text from elsewhere could be swapped on the way).
 */
function secureUrl(where: string, raw: unknown): string {
  if (typeof raw !== 'string' || !URL.canParse(raw)) throw new Error(`${where} must be a URL like https://idp.example.com/realms/team (got ${JSON.stringify(raw)})`);
  const url = new URL(raw);
  if (url.protocol === 'https:') return raw;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return raw;
  throw new Error(`${where} must use https (http only for localhost); got ${JSON.stringify(raw)}`);
}

function stringList(where: string, raw: unknown): string[] {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || list.length === 0 || !list.every((item) => typeof item === 'string' && item.trim() !== '')) {
    throw new Error(`${where} must be a string or a non-empty list of strings (got ${JSON.stringify(raw)})`);
  }
  return list.map((item: string) => item.trim());
}

/**
 * Checks `public_url`: the URL clients reach svc at (a load balancer's), an absolute http(s) URL
 * without query or fragment. Returned without a trailing slash.
 *
 * @example
 * coercePublicUrl('https://svc.example.com/'); // 'https://svc.example.com'
 */
export function coercePublicUrl(raw: unknown): string {
  if (typeof raw !== 'string' || !URL.canParse(raw.trim())) throw new Error(`public_url must be an absolute URL like https://svc.example.com (got ${JSON.stringify(raw)})`);
  const url = new URL(raw.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`public_url must be an http or https URL (got ${JSON.stringify(raw)})`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`public_url must have no query, fragment or credentials (got ${JSON.stringify(raw)})`);
  return url.href.replace(/\/+$/, '');
}

/**
 * Checks `auth` from the config file. Throws an Error naming the member (`auth.oauth.issuer ...`)
 * and what is accepted; unknown members are errors, like everywhere in config.yaml.
 *
 * @example
 * coerceAuth({ oauth: { issuer: 'https://idp.example.com', audience: 'https://svc.example.com' } });
 */
export function coerceAuth(raw: unknown): SvcAuth {
  if (raw === null || raw === undefined) return {};
  if (!isMapping(raw)) throw new Error('auth must be a mapping with an oauth member');
  for (const key of Object.keys(raw)) if (key !== 'oauth') throw new Error(`auth: unknown member "${key}" (known: oauth)`);
  if (raw.oauth === undefined || raw.oauth === null) return {};
  const o = raw.oauth;
  if (!isMapping(o)) throw new Error('auth.oauth must be a mapping with at least issuer');
  for (const key of Object.keys(o)) if (!OAUTH_MEMBERS.includes(key)) throw new Error(`auth.oauth: unknown member "${key}" (known: ${OAUTH_MEMBERS.join(', ')})`);
  if (o.issuer === undefined) throw new Error('auth.oauth.issuer is required: the issuer identifier of your identity provider (its tokens\' iss)');
  const issuer = secureUrl('auth.oauth.issuer', o.issuer);
  const skew = o.clock_skew_seconds ?? 30;
  if (typeof skew !== 'number' || !Number.isInteger(skew) || skew < 0 || skew > 300) throw new Error(`auth.oauth.clock_skew_seconds must be a whole number from 0 to 300 (got ${JSON.stringify(o.clock_skew_seconds)})`);
  const claims = { ...DEFAULT_CLAIMS };
  if (o.claims !== undefined) {
    if (!isMapping(o.claims)) throw new Error('auth.oauth.claims must be a mapping of subject, roles, groups, scopes to claim names');
    for (const [key, value] of Object.entries(o.claims)) {
      if (!(key in DEFAULT_CLAIMS)) throw new Error(`auth.oauth.claims: unknown member "${key}" (known: ${Object.keys(DEFAULT_CLAIMS).join(', ')})`);
      if (typeof value !== 'string' || !/^[^.\s]+(\.[^.\s]+)*$/.test(value)) throw new Error(`auth.oauth.claims.${key} must be a claim name or a dotted path like realm_access.roles (got ${JSON.stringify(value)})`);
      claims[key as keyof OAuthClaimNames] = value;
    }
  }
  const algorithms = o.algorithms === undefined ? DEFAULT_ALGORITHMS : stringList('auth.oauth.algorithms', o.algorithms);
  const symmetric = algorithms.filter((alg) => /^HS/i.test(alg) || alg === 'none');
  if (symmetric.length) throw new Error(`auth.oauth.algorithms: ${symmetric.join(', ')} cannot be used: svc verifies tokens with the issuer's public keys (asymmetric algorithms only)`);
  return {
    oauth: {
      issuer,
      audience: o.audience === undefined ? [] : stringList('auth.oauth.audience', o.audience),
      ...(o.jwks_uri !== undefined ? { jwks_uri: secureUrl('auth.oauth.jwks_uri', o.jwks_uri) } : {}),
      authorization_servers: o.authorization_servers === undefined ? [issuer] : stringList('auth.oauth.authorization_servers', o.authorization_servers).map((server, i) => secureUrl(`auth.oauth.authorization_servers[${i}]`, server)),
      scopes_supported: o.scopes_supported === undefined ? [] : stringList('auth.oauth.scopes_supported', o.scopes_supported),
      clock_skew_seconds: skew,
      algorithms,
      claims,
    },
  };
}

/**
 * The audience tokens must name: the configured one, else the public URL. Throws when neither is
 * set, since a resource server that accepts any audience accepts tokens minted for other services.
 */
export function resolveAudience(oauth: OAuthConfig, publicUrl: string | undefined): string[] {
  if (oauth.audience.length) return oauth.audience;
  if (publicUrl) return [publicUrl];
  throw new Error('auth.oauth needs an audience: set public_url (svc serve --public-url), the URL clients use, or auth.oauth.audience');
}
