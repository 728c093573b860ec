/** Path comparisons the compilers share: whole segments only, so `/a/bc` is not inside `/a/b`. */
import { isAbsolute, relative, sep } from 'node:path';

/**
 * Whether `path` is `parent` or lies below it.
 *
 * @example
 * isSameOrInside('/home/me/.ssh/id_rsa', '/home/me/.ssh'); // true
 * isSameOrInside('/home/me/.sshx', '/home/me/.ssh'); // false
 */
export function isSameOrInside(path: string, parent: string): boolean {
  const rel = relative(parent, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Number of segments of an absolute path, so shallower mounts can be emitted first.
 *
 * @example
 * pathDepth('/a/b'); // 2
 */
export function pathDepth(path: string): number {
  return path.split('/').filter(Boolean).length;
}
