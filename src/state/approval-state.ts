import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StateStore } from './types.js';

/**
 * The opaque `requestState` of the 2026-07-28 multi-round-trip approval (DESIGN.md "Gateway").
 * The client holds it between rounds and must be distrusted, and its retry may reach any replica:
 * the state is signed under the key replicas share, bound to the caller, to an HMAC digest of the
 * exact call and to a short expiry, and its nonce is claimed once in the shared store, so an
 * approval answered on one replica is refused when replayed on any other.
 */

/** How long an issued approval question stays answerable by default. */
export const APPROVAL_STATE_TTL_MS = 10 * 60_000;

/**
 * Digest of one call: what an approval is bound to (the tool name, the arguments as sent and the
 * exact argv that would run), an HMAC under the state key so the state does not reveal them.
 *
 * @example
 * const digest = approvalDigest(key, 'rm', { recursive: true, path: 'build' }, ['/usr/bin/rm', '-r', 'build']);
 */
export function approvalDigest(key: Buffer, alias: string, args: unknown, argv: readonly string[]): string {
  const canonical = createHash('sha256').update(JSON.stringify([alias, args, argv])).digest();
  return createHmac('sha256', key).update('svc-approval-call\0').update(canonical).digest('base64url');
}

function sign(key: Buffer, caller: string, body: string): string {
  return createHmac('sha256', key).update(`svc-approval\0${caller}\0${body}`).digest('base64url');
}

/**
 * Mints the state of one approval question, for `caller` and the call `digest`.
 *
 * @example
 * const requestState = mintApprovalState(key, 'alice', digest);
 */
export function mintApprovalState(key: Buffer, caller: string, digest: string, now = Date.now(), ttlMs = APPROVAL_STATE_TTL_MS): string {
  const body = Buffer.from(JSON.stringify({ d: digest, e: now + ttlMs, n: randomBytes(16).toString('base64url') })).toString('base64url');
  return `${body}.${sign(key, caller, body)}`;
}

/**
 * Checks a state the client sent back and consumes it in the shared store: true at most once,
 * across every replica, for the same caller and the same call, before it expires. Everything else
 * (forged, another caller's, another call's, expired, replayed, malformed) is false.
 *
 * @example
 * if (await consumeApprovalState(store, key, ctx.requestState, 'alice', digest)) { ... the answer counts ... }
 */
export async function consumeApprovalState(store: StateStore, key: Buffer, state: unknown, caller: string, digest: string, now = Date.now()): Promise<boolean> {
  if (typeof state !== 'string' || state.length > 1024) return false;
  const [body, sig, extra] = state.split('.');
  if (!body || !sig || extra !== undefined) return false;
  const expected = Buffer.from(sign(key, caller, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  let parsed: { d?: unknown; e?: unknown; n?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof parsed;
  } catch {
    return false;
  }
  if (parsed.d !== digest || typeof parsed.e !== 'number' || parsed.e <= now || typeof parsed.n !== 'string') return false;
  return store.claimOnce(`approval:${parsed.n}`, parsed.e - now);
}
