/**
 * A git worktree (`git worktree add`, what coding agents use for parallel branches) keeps its
 * repository outside itself: its `.git` is a file naming a directory of the main repository. A
 * sandbox that shows only the worktree would make every git call fail with "not a git repository",
 * so the directories its `.git` file names are shown too (docs/sandbox.md "Git worktrees").
 */
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

function gitdirOf(directory: string): string | undefined {
  const dotGit = join(directory, '.git');
  try {
    if (!statSync(dotGit).isFile()) return undefined;
    // A `.git` file is one short line; anything longer is not one.
    const text = readFileSync(dotGit, 'utf8').slice(0, 4096);
    const line = /^gitdir: (.+)$/m.exec(text)?.[1]?.trim();
    if (!line) return undefined;
    return realpathSync(isAbsolute(line) ? line : resolve(directory, line));
  } catch {
    return undefined;
  }
}

/**
 * The repository directories the worktrees among `directories` live in: each worktree's own git
 * directory and the main repository's common directory (`commondir`), real paths, those not
 * already inside one of `directories`.
 *
 * @example
 * worktreeGitDirs(['/home/me/proj-feature']); // ['/home/me/proj/.git']
 */
export function worktreeGitDirs(directories: readonly string[]): string[] {
  const found = new Set<string>();
  for (const directory of directories) {
    const gitdir = gitdirOf(directory);
    if (!gitdir) continue;
    found.add(gitdir);
    try {
      const common = readFileSync(join(gitdir, 'commondir'), 'utf8').slice(0, 4096).trim();
      if (common) found.add(realpathSync(isAbsolute(common) ? common : resolve(gitdir, common)));
    } catch {
      // A submodule's `.git` file has no commondir: its git directory alone is the repository.
    }
  }
  const inside = (path: string) => directories.some((directory) => path === directory || path.startsWith(`${directory}/`));
  // The common directory usually holds the worktree's own (`.git/worktrees/<name>`): one mount does.
  const all = [...found].filter((path) => !inside(path));
  return all.filter((path) => !all.some((other) => other !== path && path.startsWith(`${other}/`))).sort();
}
