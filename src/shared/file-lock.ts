import { lstat, mkdir, open, readFile, readlink, unlink } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processAlive } from './process-alive.js';

/** Options for {@link withFileLock}. */
export interface FileLockOptions {
  /** Give up after this long, ms (default 120 s: a cold scan of a large program takes a while). */
  timeoutMs?: number;
  /** Pause between attempts, ms (default 50). */
  retryMs?: number;
}

/** Thrown when the lock stays held by a live process past the timeout. */
export class FileLockTimeout extends Error {
  override name = 'FileLockTimeout';
  constructor(readonly lockFile: string, holder: string) {
    super(`${lockFile} is held by another svc process (${holder}); wait for it to finish, or remove the file if no svc is running.`);
  }
}

/**
 * Runs `fn` while holding an exclusive lock file (`O_CREAT|O_EXCL`, holding this process's pid).
 * A lock left by a process that no longer exists is taken over, so a crashed scan never blocks the
 * next one. Used around every read-merge-write of the ACL and of the modules directory, so
 * concurrent `svc scan` runs serialise instead of losing each other's rules.
 *
 * @example
 * await withFileLock(`${aclFile}.lock`, () => mergeAclFile(aclFile, bindings));
 */
export async function withFileLock<T>(lockFile: string, fn: () => Promise<T>, options: FileLockOptions = {}): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  await mkdir(dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holderText = await readFile(lockFile, 'utf8').catch(() => '');
    const pid = Number.parseInt(holderText, 10);
    // A lock file still being written has no pid yet: only a readable, dead pid is stale.
    if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) {
      await unlink(lockFile).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw new FileLockTimeout(lockFile, Number.isInteger(pid) ? `pid ${pid}` : 'unknown pid');
    await sleep(options.retryMs ?? 50);
  }
  try {
    return await fn();
  } finally {
    await unlink(lockFile).catch(() => undefined);
  }
}

/**
 * The file a write to `path` should replace: `path` itself, or, when it is a symbolic link (also a
 * chain of them, or one whose target does not exist yet), the file the link points to. Writing
 * there and renaming over it keeps the user's link instead of replacing it with a regular file.
 *
 * @example
 * await writeFileAtomic(await writeTargetOf(aclFile), text);
 */
export async function writeTargetOf(path: string): Promise<string> {
  let current = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    let isLink: boolean;
    try {
      isLink = (await lstat(current)).isSymbolicLink();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return current;
      throw error;
    }
    if (!isLink) return current;
    current = resolve(dirname(current), await readlink(current));
  }
  throw new Error(`${path}: too many levels of symbolic links`);
}
