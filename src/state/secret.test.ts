import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveKey, loadStateSecret } from './secret.js';

describe('loadStateSecret', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'svc-state-secret-'));

  it('creates the key once, 0600, when allowed, and reads the same key afterwards', async () => {
    const file = join(dir(), 'sub', 'state.key');
    const [a, b] = await Promise.all([loadStateSecret(file, { create: true }), loadStateSecret(file, { create: true })]);
    expect(a.length).toBe(32);
    expect(b.equals(a)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(`${a.toString('hex')}\n`);
    expect((await loadStateSecret(file, { create: false })).equals(a)).toBe(true);
  });

  it('does not create it for replicas, and says how to make and share it', async () => {
    const file = join(dir(), 'state.key');
    await expect(loadStateSecret(file, { create: false })).rejects.toThrow(
      `State key file ${file} does not exist. Replicas sharing a Redis state store must share one key: create it once (\`umask 077; openssl rand -hex 32 > ${file}\`), give every replica the same file (a mounted secret), and set state.secret_file if it lives elsewhere.`,
    );
  });

  it('refuses a malformed key and one other users can read', async () => {
    const file = join(dir(), 'state.key');
    writeFileSync(file, 'abc\n', { mode: 0o600 });
    await expect(loadStateSecret(file, { create: true })).rejects.toThrow(`${file} is not a valid state key (expected 64 hex digits, found 3 characters).`);
    writeFileSync(file, `${'ab'.repeat(32)}\n`);
    chmodSync(file, 0o644);
    await expect(loadStateSecret(file, { create: true })).rejects.toThrow(`${file} is readable by other users (mode 644); whoever reads it can forge output handles. Run \`chmod 600 ${file}\`.`);
  });

  it('derives a different key per purpose', () => {
    const secret = Buffer.alloc(32, 7);
    const handles = deriveKey(secret, 'output-handle');
    expect(handles.length).toBe(32);
    expect(handles.equals(deriveKey(secret, 'approval-state'))).toBe(false);
    expect(handles.equals(deriveKey(Buffer.from(secret), 'output-handle'))).toBe(true);
  });
});
