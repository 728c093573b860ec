import { execFileSync } from 'node:child_process';
import { mkdtemp, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { worktreeGitDirs } from './git-worktree-dirs.js';

describe('worktreeGitDirs', () => {
  it("names the main repository's git directory of a real worktree, and nothing for a plain repository or directory", async () => {
    const base = await realpath(await mkdtemp(join(tmpdir(), 'svc-worktree-')));
    const main = join(base, 'main');
    const git = (...args: string[]) => execFileSync('git', args, { stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' } });
    git('init', '-q', main);
    await writeFile(join(main, 'a'), 'a\n');
    git('-C', main, 'add', 'a');
    git('-C', main, 'commit', '-qm', 'a');
    git('-C', main, 'worktree', 'add', '-q', join(base, 'feature'));
    expect(worktreeGitDirs([join(base, 'feature')])).toEqual([join(main, '.git')]);
    expect(worktreeGitDirs([main])).toEqual([]);
    expect(worktreeGitDirs([base])).toEqual([]);
    // A root that holds the main repository already shows it.
    expect(worktreeGitDirs([join(base, 'feature'), main])).toEqual([]);
    await writeFile(join(base, 'fake', '.git').replace('/fake/.git', '/.git'), 'not a gitdir line\n');
    expect(worktreeGitDirs([base])).toEqual([]);
  });
});
