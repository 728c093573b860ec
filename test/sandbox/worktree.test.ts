/**
 * A git worktree as the root (what coding agents use for parallel branches): its repository lives
 * in the main checkout's `.git`, outside the root, and git inside the sandbox still works there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/index.js';
import { readAclFile } from '../../src/govern/acl-file.js';
import { createToolRuntime } from '../../src/call/invoke.js';
import { materializeFixtureBindings, type FixtureBindings } from '../fixtures/bindings/load.js';

const hasBwrap = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0;
if (!hasBwrap) console.warn('worktree sandbox test: skipping, bwrap is not installed');

let fx: FixtureBindings;
let base: string;

beforeAll(async () => {
  fx = await materializeFixtureBindings({ only: ['cli.git.log', 'cli.git.status'] });
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-worktree-sandbox-')));
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' };
  execFileSync('git', ['init', '-q', join(base, 'main')], { env });
  await writeFile(join(base, 'main', 'a.txt'), 'a\n');
  execFileSync('git', ['-C', join(base, 'main'), 'add', 'a.txt'], { env });
  execFileSync('git', ['-C', join(base, 'main'), 'commit', '-qm', 'in the main checkout'], { env });
  execFileSync('git', ['-C', join(base, 'main'), 'worktree', 'add', '-q', join(base, 'feature')], { env });
});

describe.skipIf(!hasBwrap)('a git worktree as the only root', () => {
  it('git log and git status work inside the sandbox; the facts show it was sandboxed', async () => {
    const config = { ...defaultConfig({ HOME: fx.root }), audit_log: join(fx.root, 'audit.jsonl'), roots: [join(base, 'feature')], sandbox: 'auto' as const };
    const rt = createToolRuntime({ bindings: fx.bindings, config, acl: await readAclFile(fx.aclFile), aclFile: fx.aclFile });
    const log = await rt.invoke('git_log', { oneline: true }, { caller: 'test' });
    expect(log.payload.stderr).toBe('');
    expect(log.payload.stdout).toMatch(/^[0-9a-f]{7,} in the main checkout\n$/);
    expect(log.payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [], network: false });
    const status = await rt.invoke('git_status', { short: true }, { caller: 'test' });
    expect(status.payload).toMatchObject({ exit_code: 0, stdout: '' });
  });
});
