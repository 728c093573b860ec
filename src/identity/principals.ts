import type { OAuthClaimNames } from './config.js';

/** Who an access token speaks for: the caller id (audit, approvals) and every name an ACL rule may use. */
export interface TokenIdentity {
  /** `user:<subject>`: prefixed, so a subject named like a transport (`stdio`) is never that caller. */
  caller: string;
  /** The caller, then `role:<r>`, `group:<g>` and `scope:<s>` for each claim value. */
  principals: string[];
  scopes: string[];
}

/** Claim values svc reads at most per kind (a token is attacker-shaped input until verified, and bounded after). */
const MAX_VALUES = 256;

/** Reads a claim by name or dotted path (`realm_access.roles`); a literal name with dots wins. */
function claimAt(payload: Record<string, unknown>, path: string): unknown {
  if (Object.hasOwn(payload, path)) return payload[path];
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** A list claim: an array of strings, or one space-separated string (OAuth's `scope`). */
function valuesOf(value: unknown): string[] {
  const list = typeof value === 'string' ? value.split(' ') : Array.isArray(value) ? value : [];
  const out = new Set<string>();
  for (const item of list) {
    if (typeof item === 'string' && item !== '' && out.size < MAX_VALUES) out.add(item);
  }
  return [...out];
}

/**
 * The identity of a verified token's claims, or undefined when it names no subject.
 *
 * @example
 * identityFromClaims({ sub: 'alice', roles: ['ops'], scope: 'tools' }, claims);
 * // { caller: 'user:alice', principals: ['user:alice', 'role:ops', 'scope:tools'], scopes: ['tools'] }
 */
export function identityFromClaims(payload: Record<string, unknown>, names: OAuthClaimNames): TokenIdentity | undefined {
  const subject = claimAt(payload, names.subject);
  if (typeof subject !== 'string' || subject === '') return undefined;
  const caller = `user:${subject}`;
  const scopes = valuesOf(claimAt(payload, names.scopes));
  const principals = [
    caller,
    ...valuesOf(claimAt(payload, names.roles)).map((role) => `role:${role}`),
    ...valuesOf(claimAt(payload, names.groups)).map((group) => `group:${group}`),
    ...scopes.map((scope) => `scope:${scope}`),
  ];
  return { caller, principals, scopes };
}
