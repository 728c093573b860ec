import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, writeFile } from 'node:fs/promises';
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
    await writeFile(join(base, '.git'), 'not a gitdir line\n');
    expect(worktreeGitDirs([base])).toEqual([]);
    // A planted .git file cannot get another directory shown: neither pointing straight at it, nor
    // through a worktree-shaped chain of the call's own files whose commondir is elsewhere.
    const secret = join(base, 'secret-store');
    await mkdir(join(secret, 'objects'), { recursive: true });
    await writeFile(join(secret, 'HEAD'), 'ref: refs/heads/main\n');
    const planted = join(base, 'planted');
    await mkdir(join(planted, 'chain', 'worktrees', 'w'), { recursive: true });
    await writeFile(join(planted, '.git'), `gitdir: ${secret}\n`);
    expect(worktreeGitDirs([planted])).toEqual([]);
    await writeFile(join(planted, '.git'), `gitdir: ${join(planted, 'chain', 'worktrees', 'w')}\n`);
    await writeFile(join(planted, 'chain', 'worktrees', 'w', 'gitdir'), `${join(planted, '.git')}\n`);
    await writeFile(join(planted, 'chain', 'worktrees', 'w', 'commondir'), `${secret}\n`);
    expect(worktreeGitDirs([planted])).toEqual([]);
    // A real worktree's back-pointer names that worktree, not a root that borrows its gitdir.
    await writeFile(join(planted, '.git'), `gitdir: ${join(main, '.git', 'worktrees', 'feature')}\n`);
    expect(worktreeGitDirs([planted])).toEqual([]);
    // A FIFO planted as .git neither blocks svc nor counts.
    const fifo = join(base, 'fifo');
    await mkdir(fifo);
    execFileSync('mkfifo', [join(fifo, '.git')]);
    expect(worktreeGitDirs([fifo])).toEqual([]);
  });
});
