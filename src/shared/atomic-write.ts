import { mkdir, open, rename, unlink } from 'node:fs/promises';
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
