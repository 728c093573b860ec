import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIT_SAFETY_ENV } from './git-safety.js';
import { allowlistedEnv, runProgram } from './run.js';

const git = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
if (git === '') console.warn('git-safety: skipping the real git runs: git is not installed');

describe('GIT_SAFETY_ENV', () => {
  it('keeps read-only git calls from taking optional locks, beside the config that runs nothing', () => {
    expect(GIT_SAFETY_ENV).toMatchObject({ GIT_OPTIONAL_LOCKS: '0', GIT_CONFIG_COUNT: '3', GIT_CONFIG_KEY_1: 'core.fsmonitor' });
    expect(Object.isFrozen(GIT_SAFETY_ENV)).toBe(true);
  });
});

describe.skipIf(git === '')('git status with the safety environment (real git)', () => {
  let repo: string;
  const index = () => join(repo, '.git', 'index');
  const state = () => ({ hash: createHash('sha256').update(readFileSync(index())).digest('hex'), mtimeMs: statSync(index()).mtimeMs });
  /** Gives the tracked file a new mtime, same content: git status then refreshes the index entry, and writes the index when it may. */
  const touch = (seconds: number) => utimesSync(join(repo, 'tracked.txt'), seconds, seconds);

  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'svc-git-safety-'));
    const env = { ...process.env, HOME: repo, GIT_CONFIG_NOSYSTEM: '1' };
    execFileSync(git, ['init', '-q'], { cwd: repo, env });
    writeFileSync(join(repo, 'tracked.txt'), 'content\n');
    execFileSync(git, ['add', 'tracked.txt'], { cwd: repo, env });
    execFileSync(git, ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one'], { cwd: repo, env });
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it('leaves the index as it was; the same git status without it rewrites the index (control)', async () => {
    touch(1_700_000_000);
    const before = state();
    const run = await runProgram({ binary: git, argv: ['status', '--short'], timeoutMs: 20_000, cwd: repo, extraEnv: { ...GIT_SAFETY_ENV }, parentEnv: { ...process.env, HOME: repo } });
    expect(run.outcome).toBe('success');
    expect(state()).toEqual(before);

    touch(1_700_000_100);
    const control = spawnSync(git, ['status', '--short'], { cwd: repo, env: allowlistedEnv({ ...process.env, HOME: repo }), encoding: 'utf8' });
    expect(control.status).toBe(0);
    expect(state().hash).not.toBe(before.hash);
  });
});
