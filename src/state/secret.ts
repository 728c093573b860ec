import { hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, open, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { readRegularFile } from '../shared/regular-file.js';

/** The key file holds 32 random bytes as 64 lower-case hex digits and a newline. */
const KEY_PATTERN = /^[0-9a-f]{64}$/;

/** Thrown for a key file that is missing (where svc may not create it), malformed or readable by others. */
export class StateSecretError extends Error {
  override name = 'StateSecretError';
}

/** Options for {@link loadStateSecret}. */
export interface LoadStateSecretOptions {
  /**
   * Create the file when it is missing (one process: `state.store: memory`). Replicas must share
   * one key, so for Redis a missing file is an error that says how to make and distribute it.
   */
  create: boolean;
}

/**
 * Reads the key that signs output handles and approval states, creating it once when allowed:
 * 32 random bytes written to a private temp file (0600) and hard-linked into place, so two
 * processes starting together agree on one key. A file other users can read is refused: whoever
 * holds the key can mint a handle to anyone's output.
 *
 * @example
 * const secret = await loadStateSecret('/home/me/.svc/state.key', { create: true }); // 32-byte Buffer
 */
export async function loadStateSecret(file: string, options: LoadStateSecretOptions): Promise<Buffer> {
  try {
    return await readChecked(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!options.create) {
    throw new StateSecretError(
      `State key file ${file} does not exist. Replicas sharing a Redis state store must share one key: create it once ` +
        `(\`umask 077; openssl rand -hex 32 > ${file}\`), give every replica the same file (a mounted secret), and set state.secret_file if it lives elsewhere.`,
    );
  }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(32).toString('hex')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return readChecked(file);
}

async function readChecked(file: string): Promise<Buffer> {
  const text = (await readRegularFile(file)).trim();
  if (!KEY_PATTERN.test(text)) {
    throw new StateSecretError(`${file} is not a valid state key (expected 64 hex digits, found ${text.length} characters). Write one with \`umask 077; openssl rand -hex 32 > ${file}\`.`);
  }
  const mode = (await stat(file)).mode;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new StateSecretError(`${file} is readable by other users (mode ${(mode & 0o777).toString(8)}); whoever reads it can forge output handles. Run \`chmod 600 ${file}\`.`);
  }
  return Buffer.from(text, 'hex');
}

/** What a derived key is for: each use gets its own key, so a value signed for one is never good for another. */
export type SecretPurpose = 'output-handle' | 'approval-state';

/**
 * A key for one purpose, derived from the shared secret with HKDF-SHA-256.
 *
 * @example
 * const handleKey = deriveKey(secret, 'output-handle');
 */
export function deriveKey(secret: Buffer, purpose: SecretPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `svc state ${purpose}`, 32));
}
