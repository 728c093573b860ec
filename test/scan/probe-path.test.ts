/**
 * Issue 21: in the probe sandbox a program sees the directories of the scan's PATH read-only, so
 * that what it lists from PATH matches what svc would run: `git help -a` lists every `git-*`
 * executable on PATH (a project's node_modules/.bin gave git `raw-commits` and `semver-tags`).
 * HOME itself stays hidden even when it is on PATH. Real git, real bubblewrap.
 */
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openProbeConfinement } from '../../src/scan/probe-confinement.js';
import { runHelp } from '../../src/scan/run-help.js';
import { probeSandbox } from '../../src/sandbox/index.js';
import { which } from './helpers.js';

const sandbox = await probeSandbox();
if (!sandbox.ok) console.warn(`probe-path: skipped: ${sandbox.reason}`);
const git = which('git');
if (!git) console.warn('probe-path: skipped: git is not installed');

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'svc-probe-path-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function executable(path: string): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, '#!/bin/sh\necho external\n');
  await chmod(path, 0o755);
}

describe.skipIf(!sandbox.ok || !git)('PATH directories in the probe sandbox', () => {
  it('git help -a lists the git-* commands of PATH directories, node_modules/.bin links included, not those in HOME', async () => {
    const home = join(base, 'home');
    const tools = join(base, 'tools', 'bin');
    const modules = join(base, 'project', 'node_modules');
    await executable(join(tools, 'git-svc-tool'));
    // As npm installs it: `.bin` holds a link into the package, which lies beside it.
    await executable(join(modules, 'svc-pkg', 'cli.js'));
    await mkdir(join(modules, '.bin'));
    await symlink('../svc-pkg/cli.js', join(modules, '.bin', 'git-svc-linked'));
    await executable(join(home, 'git-svc-in-home'));
    const env = { HOME: home, PATH: [tools, join(modules, '.bin'), home, process.env.PATH ?? '/usr/bin:/bin'].join(delimiter) };
    const confinement = await openProbeConfinement(git!, { env });
    try {
      expect(confinement.mechanism).toBe('bubblewrap');
      const run = await runHelp(git!, ['help', '-a'], { confinement, baseEnv: env });
      expect({ exit: run.exitCode, stderr: run.stderr }).toEqual({ exit: 0, stderr: '' });
      const listed = new Set(run.stdout.split('\n').map((line) => line.trim().split(/\s+/)[0]));
      expect(listed.has('svc-tool')).toBe(true);
      expect(listed.has('svc-linked')).toBe(true);
      expect(listed.has('svc-in-home')).toBe(false);
    } finally {
      await confinement.close();
    }
  });
});
