import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Handles of kept outputs (DESIGN.md "Gateway"): what a `svc://output/<handle>/<stream>` URI
 * carries. A handle is 38 bytes, base64url (51 characters): a version byte, the output's 16-byte
 * random id, its expiry (48-bit milliseconds) and 16 bytes of HMAC-SHA-256 over the caller, the
 * id and the expiry, under a key every replica shares. The caller is not in the handle: it is who
 * asks, so the same handle read by another caller fails the HMAC exactly like an unknown id.
 */

const VERSION = 1;
const ID_BYTES = 16;
const MAC_BYTES = 16;
const HANDLE_BYTES = 1 + ID_BYTES + 6 + MAC_BYTES;
/** Length of a handle in base64url characters. */
export const OUTPUT_HANDLE_LENGTH = Math.ceil((HANDLE_BYTES * 4) / 3);
const SHAPE = new RegExp(`^[A-Za-z0-9_-]{${OUTPUT_HANDLE_LENGTH}}$`);

/** What a valid handle names. */
export interface OpenedHandle {
  /** The output's id in the store (22 base64url characters). */
  id: string;
  /** When it stops being readable (ms since the epoch). */
  expiresAt: number;
}

function mac(key: Buffer, caller: string, id: Buffer, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`svc-output\0${caller}\0`).update(id).update(`\0${expiresAt}`).digest().subarray(0, MAC_BYTES);
}

/** A fresh output id: 128 random bits, base64url. */
export function newOutputId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

/**
 * Mints the handle of output `id` for `caller`, good until `expiresAt`.
 *
 * @example
 * const handle = mintOutputHandle(key, 'alice', newOutputId(), Date.now() + 30 * 60_000);
 */
export function mintOutputHandle(key: Buffer, caller: string, id: string, expiresAt: number): string {
  const idBytes = Buffer.from(id, 'base64url');
  if (idBytes.length !== ID_BYTES || idBytes.toString('base64url') !== id) throw new Error(`not an output id: ${id}`);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < 0 || expiresAt >= 2 ** 48) throw new Error(`expiry out of range: ${expiresAt}`);
  const out = Buffer.alloc(HANDLE_BYTES);
  out[0] = VERSION;
  idBytes.copy(out, 1);
  out.writeUIntBE(expiresAt, 1 + ID_BYTES, 6);
  mac(key, caller, idBytes, expiresAt).copy(out, 1 + ID_BYTES + 6);
  return out.toString('base64url');
}

/**
 * Checks a handle for `caller` at time `now`: the output's id and expiry when the HMAC matches
 * and it has not expired; `undefined` for anything else (malformed, another caller's, forged,
 * expired), so every failure looks the same to whoever asks.
 *
 * @example
 * openOutputHandle(key, 'alice', handle); // { id: 'q3…', expiresAt: 1767225600000 }
 * openOutputHandle(key, 'bob', handle);   // undefined
 */
export function openOutputHandle(key: Buffer, caller: string, handle: string, now = Date.now()): OpenedHandle | undefined {
  if (typeof handle !== 'string' || !SHAPE.test(handle)) return undefined;
  const bytes = Buffer.from(handle, 'base64url');
  if (bytes.length !== HANDLE_BYTES || bytes[0] !== VERSION) return undefined;
  const idBytes = bytes.subarray(1, 1 + ID_BYTES);
  const expiresAt = bytes.readUIntBE(1 + ID_BYTES, 6);
  const given = bytes.subarray(1 + ID_BYTES + 6);
  if (!timingSafeEqual(given, mac(key, caller, idBytes, expiresAt))) return undefined;
  if (expiresAt <= now) return undefined;
  return { id: idBytes.toString('base64url'), expiresAt };
}
