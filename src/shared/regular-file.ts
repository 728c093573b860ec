import { constants, type Stats } from 'node:fs';
import { lstat, open, type FileHandle } from 'node:fs/promises';

/**
 * svc's own files (config, ACL, bindings, caches, audit log, salt) must be regular files. A FIFO
 * opened the ordinary way blocks the opening thread until a writer appears; four such opens take
 * every libuv worker, after which no file operation (and no orderly shutdown) completes. So every
 * open here is non-blocking, the opened handle is checked with fstat (no race with a swap between
 * a stat and the open), and anything but a regular file is refused with an error naming the path.
 */

/** Thrown for a path that exists but is not a regular file. `code` is `ENOTREGULAR`. */
export class NotRegularFileError extends Error {
  override name = 'NotRegularFileError';
  readonly code = 'ENOTREGULAR';
  constructor(
    readonly path: string,
    /** `FIFO`, `directory`, `socket`, `character device`, `block device` or `special file`. */
    readonly kind: string,
  ) {
    super(`${path} is a ${kind}, not a regular file; svc only uses regular files here. Remove it (or move it away) and let svc recreate it, or put a regular file in its place.`);
  }
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'FIFO';
  if (stats.isDirectory()) return 'directory';
  if (stats.isSocket()) return 'socket';
  if (stats.isCharacterDevice()) return 'character device';
  if (stats.isBlockDevice()) return 'block device';
  return 'special file';
}

async function openChecked(path: string, flags: number, mode?: number): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(path, flags | constants.O_NONBLOCK, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A FIFO with no reader refuses a non-blocking write open (ENXIO); a directory refuses writes (EISDIR).
    if (code === 'ENXIO') throw new NotRegularFileError(path, 'FIFO');
    if (code === 'EISDIR') throw new NotRegularFileError(path, 'directory');
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new NotRegularFileError(path, kindOf(stats));
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Reads a whole file as UTF-8, refusing anything that is not a regular file, without ever blocking
 * on it. Symbolic links are followed (a symlinked `acl.yaml` is the user's choice). A missing file
 * rejects with the usual `ENOENT` error.
 *
 * @example
 * const text = await readRegularFile(join(home, '.svc', 'acl.yaml'));
 */
export async function readRegularFile(path: string): Promise<string> {
  const handle = await openChecked(path, constants.O_RDONLY);
  try {
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * Appends text to a file, creating it with `mode` when missing, refusing a FIFO, device, socket or
 * directory at that path instead of blocking on it or writing into it.
 *
 * @example
 * await appendRegularFile(auditFile, `${JSON.stringify(record)}\n`, 0o600);
 */
export async function appendRegularFile(path: string, text: string, mode = 0o644): Promise<void> {
  const handle = await openChecked(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT, mode);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

/**
 * True when `path` exists (as anything). Never opens it, so a FIFO cannot block the check.
 *
 * @example
 * if (await pathExists(configFile)) return false; // never clobber the user's file
 */
export async function pathExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
