/**
 * bubblewrap mounts over every masked path (a root-only file of /etc, another caller's root). svc
 * looks at the machine first; a path removed between that look and bubblewrap's mount leaves no
 * mount point in the read-only view, and bubblewrap stops before the program starts. The call is
 * then safe to launch once more: nothing ran, and the next look no longer masks the path.
 * docs/sandbox.md "A masked path removed during the launch".
 */
import { lstatSync } from 'node:fs';

/** bubblewrap's own messages for a mount point it could not make (bubblewrap.c, setup_newroot). */
const MOUNT_POINT_FAILURE = /^bwrap: Can't (?:create file at|mkdir) (\/.*): [^:\n]+$/;

/**
 * The path bubblewrap could not make a mount point at, when it is one the launch mounts over and
 * it no longer exists; otherwise undefined (any other failure is reported as it is).
 *
 * @example
 * vanishedMountPoint("bwrap: Can't create file at /etc/apt/lock: Read-only file system\n", args);
 * // '/etc/apt/lock' when args mount over it and it has been removed since
 */
export function vanishedMountPoint(stderr: string, launchArgs: readonly string[]): string | undefined {
  const firstLine = stderr.slice(0, 4096).split('\n')[0] ?? '';
  const path = MOUNT_POINT_FAILURE.exec(firstLine)?.[1];
  if (path === undefined || !launchArgs.includes(path)) return undefined;
  return lstatSync(path, { throwIfNoEntry: false }) === undefined ? path : undefined;
}
