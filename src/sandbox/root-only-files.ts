/**
 * Files and directories of the system view that only root may read (`/etc/kubernetes/admin.conf`,
 * `/etc/netplan/*.yaml`, `/etc/apt/auth.conf.d`...). When svc runs as root, its sandboxed program
 * is uid 0 too (without capabilities), and the kernel would let it read what root owns; these are
 * masked instead, found by their mode rather than by a list of names. docs/sandbox.md "Root-only
 * files".
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SYSTEM_STATE_VIEW } from './host-facts.js';

/**
 * Where root keeps configuration of its own, and the system's state under /var the view shows;
 * `/usr` outside `/usr/local` holds packaged files, and is not walked.
 */
export const ROOT_ONLY_SEARCH: readonly string[] = Object.freeze(['/etc', '/opt', '/usr/local', ...SYSTEM_STATE_VIEW]);
/** Entries looked at per walk at most; past it the walk stops and says so (`complete: false`). */
export const ROOT_ONLY_MAX_ENTRIES = 50_000;

/** What one walk found. */
export interface RootOnlyScan {
  /** Paths others may not read (files without o+r, directories without o+r or o+x); nothing below a listed directory. */
  paths: string[];
  /** False when the walk stopped at {@link ROOT_ONLY_MAX_ENTRIES}. */
  complete: boolean;
}

/**
 * Walks `directories` (symlinks not followed) for entries that others may not read. Asynchronous,
 * so that a walk never holds svc's event loop (6,000 entries take 50 ms of file-system calls).
 *
 * @example
 * (await findRootOnly(['/etc'])).paths; // ['/etc/shadow', '/etc/ssl/private', ...]
 */
export async function findRootOnly(directories: readonly string[] = ROOT_ONLY_SEARCH, maxEntries = ROOT_ONLY_MAX_ENTRIES): Promise<RootOnlyScan> {
  const paths: string[] = [];
  const pending: string[] = [];
  let seen = 0;
  for (const directory of directories) {
    const stat = await lstat(directory).catch(() => undefined);
    if (stat?.isDirectory()) pending.push(directory);
  }
  while (pending.length > 0) {
    const directory = pending.pop() as string;
    const names = await readdir(directory).catch(() => [] as string[]);
    if ((seen += names.length) > maxEntries) return { paths, complete: false };
    const stats = await Promise.all(names.map((name) => lstat(join(directory, name)).catch(() => undefined)));
    names.forEach((name, index) => {
      const stat = stats[index];
      if (!stat || stat.isSymbolicLink()) return;
      const path = join(directory, name);
      const othersRead = stat.isDirectory() ? (stat.mode & 0o005) === 0o005 : (stat.mode & 0o004) !== 0;
      if (!othersRead) paths.push(path);
      else if (stat.isDirectory()) pending.push(path);
    });
  }
  return { paths: paths.sort(), complete: true };
}

let latest: { scan: RootOnlyScan; at: number } | undefined;
let walking: Promise<RootOnlyScan> | undefined;

/**
 * The latest {@link findRootOnly} over {@link ROOT_ONLY_SEARCH}. The first call waits for a walk;
 * later ones get the last result at once and, when it is older than `refreshMs`, start a new walk
 * in the background (a file made root-only meanwhile is masked from the next walk on).
 *
 * @example
 * (await rootOnlyFiles()).paths.includes('/etc/shadow'); // true
 */
export async function rootOnlyFiles(refreshMs = 10_000): Promise<RootOnlyScan> {
  const walk = (): Promise<RootOnlyScan> =>
    (walking ??= findRootOnly().then((scan) => {
      latest = { scan, at: Date.now() };
      return scan;
    }).finally(() => {
      walking = undefined;
    }));
  if (!latest) return walk();
  if (Date.now() - latest.at > refreshMs) void walk().catch(() => undefined);
  return latest.scan;
}
