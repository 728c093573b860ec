/**
 * A git worktree (`git worktree add`, what coding agents use for parallel branches) keeps its
 * repository outside itself: its `.git` is a file naming a directory of the main repository. A
 * sandbox that shows only the worktree would make every git call fail with "not a git repository",
 * so the directories its `.git` file names are shown too (docs/sandbox.md "Git worktrees").
 */
import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

function gitdirOf(directory: string): string | undefined {
  const line = /^gitdir: (.+)$/m.exec(readHead(join(directory, '.git')) ?? '')?.[1]?.trim();
  if (!line) return undefined;
  try {
    return realpathSync(isAbsolute(line) ? line : resolve(directory, line));
  } catch {
    return undefined;
  }
}

/**
 * The first 4 KiB of a regular file, or undefined. These files lie in roots a call may have
 * written: a FIFO or a huge file there must neither block svc nor be read whole.
 */
function readHead(path: string): string | undefined {
  let fd: number | undefined;
  try {
    if (!statSync(path).isFile()) return undefined;
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(4096);
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The main repository's git directory of the worktree at `directory`, only when it is one git
 * made: the `.git` file names `<common>/worktrees/<name>`, that directory's `gitdir` file names
 * this worktree's `.git` back, and `<common>` holds `HEAD` and `objects`. A `.git` file a call
 * planted in a root to have another directory mounted (`gitdir: /home/me/.aws`, or a chain of
 * its own files) names nothing: a call cannot write the back-pointer outside the roots.
 */
function commonDirOf(directory: string): string | undefined {
  const gitdir = gitdirOf(directory);
  if (!gitdir || basename(dirname(gitdir)) !== 'worktrees') return undefined;
  const back = readHead(join(gitdir, 'gitdir'))?.trim();
  if (!back) return undefined;
  try {
    if (realpathSync(isAbsolute(back) ? back : resolve(gitdir, back)) !== realpathSync(join(directory, '.git'))) return undefined;
    const common = dirname(dirname(gitdir));
    return statSync(join(common, 'HEAD')).isFile() && statSync(join(common, 'objects')).isDirectory() ? common : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The main repositories' git directories of the worktrees among `directories` (real paths), those
 * not already inside one of `directories`. See {@link commonDirOf} for what counts as a worktree.
 *
 * @example
 * worktreeGitDirs(['/home/me/proj-feature']); // ['/home/me/proj/.git']
 */
export function worktreeGitDirs(directories: readonly string[]): string[] {
  const inside = (path: string) => directories.some((directory) => path === directory || path.startsWith(`${directory}/`));
  const found = new Set<string>();
  for (const directory of directories) {
    const common = commonDirOf(directory);
    if (common && !inside(common)) found.add(common);
  }
  return [...found].sort();
}
