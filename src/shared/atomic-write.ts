import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Options for {@link writeFileAtomic}. */
export interface AtomicWriteOptions {
  /** File mode of the new file (default 0o644). */
  mode?: number;
}

/**
 * Writes `data` to `path` so that readers see either the old file or the whole new one, never a
 * torn write: the bytes go to a temporary sibling, are fsynced, then renamed over the target.
 * On any failure the temporary file is removed and the original is left untouched.
 *
 * @example
 * await writeFileAtomic('/home/me/.svc/acl.yaml', yamlText);
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', options.mode ?? 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    await rename(temp, path);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/**
 * {@link writeFileAtomic} for caches, synchronous and without fsync: readers see the old file or
 * the whole new one, and a process killed right after (a client that lists tools and quits) has
 * either written it or left nothing behind but, at worst, a stale cache. Not for user files: a
 * power loss may leave the new name empty, which a cache reader treats as no cache.
 *
 * @example
 * writeCacheFileSync(join(cacheDir, 'list-entries.json'), JSON.stringify(entries), { mode: 0o600 });
 */
export function writeCacheFileSync(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, data, { mode: options.mode ?? 0o644, flag: 'wx' });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
