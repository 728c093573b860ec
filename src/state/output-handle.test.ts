import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mintOutputHandle, newOutputId, openOutputHandle, OUTPUT_HANDLE_LENGTH } from './output-handle.js';

describe('output handles', () => {
  const key = randomBytes(32);
  const id = newOutputId();
  const expiresAt = 1_900_000_000_000;
  const now = expiresAt - 60_000;

  it('open for the caller they were minted for, before they expire', () => {
    const handle = mintOutputHandle(key, 'alice', id, expiresAt);
    expect(handle).toMatch(new RegExp(`^[A-Za-z0-9_-]{${OUTPUT_HANDLE_LENGTH}}$`));
    expect(OUTPUT_HANDLE_LENGTH).toBe(52);
    expect(openOutputHandle(key, 'alice', handle, now)).toEqual({ id, expiresAt });
  });

  it('answer another caller, another key, a forged expiry or id, a stale handle and junk all alike', () => {
    const handle = mintOutputHandle(key, 'alice', id, expiresAt);
    expect(openOutputHandle(key, 'bob', handle, now)).toBeUndefined();
    expect(openOutputHandle(key, 'alice ', handle, now)).toBeUndefined();
    expect(openOutputHandle(randomBytes(32), 'alice', handle, now)).toBeUndefined();
    expect(openOutputHandle(key, 'alice', handle, expiresAt)).toBeUndefined();
    const bytes = Buffer.from(handle, 'base64url');
    for (const at of [0, 1, 17, 20, 30]) {
      const forged = Buffer.from(bytes);
      forged[at] = forged[at]! ^ 1;
      expect(openOutputHandle(key, 'alice', forged.toString('base64url'), now), `byte ${at}`).toBeUndefined();
    }
    for (const junk of ['', 'x', id, `${handle}A`, handle.slice(1), '../'.repeat(20), 42 as unknown as string]) {
      expect(openOutputHandle(key, 'alice', junk, now)).toBeUndefined();
    }
  });

  it('refuses to mint for a malformed id or expiry', () => {
    expect(() => mintOutputHandle(key, 'alice', 'short', expiresAt)).toThrow('not an output id: short');
    expect(() => mintOutputHandle(key, 'alice', id, 2 ** 48)).toThrow('expiry out of range: 281474976710656');
  });
});
