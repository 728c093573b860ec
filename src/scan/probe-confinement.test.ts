import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachePathRestorer, pathRoots, programRoots } from './probe-confinement.js';

let base: string;
beforeEach(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-roots-')));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function file(path: string): Promise<string> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, '#!/bin/sh\n');
  return path;
}

describe('programRoots', () => {
  it('gives an npm program its whole node_modules tree, where its dependencies lie', async () => {
    const bin = await file(join(base, 'p', 'node_modules', '.bin', 'nest'));
    expect(programRoots(bin)).toEqual([join(base, 'p', 'node_modules')]);
  });

  it('gives a program in a home toolchain the toolchain and its companions that exist', async () => {
    const home = join(base, 'home');
    const cargo = await file(join(home, '.cargo', 'bin', 'cargo'));
    expect(programRoots(cargo)).toEqual([join(home, '.cargo')]);
    await mkdir(join(home, '.rustup'));
    expect(programRoots(cargo)).toEqual([join(home, '.cargo'), join(home, '.rustup')]);
  });

  it('gives nothing more to a program elsewhere in HOME or outside it', async () => {
    const home = join(base, 'home');
    expect(programRoots(await file(join(home, 'bin', 'tool')))).toEqual([]);
    expect(programRoots(await file(join(base, 'opt', 'bin', 'tool')))).toEqual([]);
  });

  it('finds a toolchain in another home than the scan\'s (PATH naming /root/.pyenv/shims while HOME is elsewhere)', async () => {
    const shim = await file(join(base, 'otherhome', '.pyenv', 'shims', 'pip'));
    expect(programRoots(shim)).toEqual([join(base, 'otherhome', '.pyenv')]);
  });
});

describe('programRoots of a Python virtual environment', () => {
  it('gives the whole environment (its packages lie in lib/) and the toolchain of its base interpreter', async () => {
    await mkdir(join(base, 'otherhome', '.pyenv', 'versions', '3.11.7', 'bin'), { recursive: true });
    const tool = await file(join(base, 'venv', 'bin', 'yt-dlp'));
    await writeFile(join(base, 'venv', 'pyvenv.cfg'), `home = ${join(base, 'otherhome', '.pyenv', 'versions', '3.11.7', 'bin')}\nversion = 3.11.7\n`);
    expect(programRoots(tool)).toEqual([join(base, 'venv'), join(base, 'otherhome', '.pyenv')]);
    expect(pathRoots(join(base, 'venv', 'bin'), join(base, 'home'))).toEqual([join(base, 'venv', 'bin'), join(base, 'venv'), join(base, 'otherhome', '.pyenv')]);
  });

  it('gives nothing more to a bin/ directory without pyvenv.cfg beside it', async () => {
    expect(programRoots(await file(join(base, 'plain', 'bin', 'tool')))).toEqual([]);
  });
});

describe('pathRoots', () => {
  it('gives the PATH directories outside the system view, with their node_modules tree, never HOME or what contains it', async () => {
    const home = join(base, 'home');
    const tools = join(base, 'tools', 'bin');
    const bin = join(base, 'p', 'node_modules', '.bin');
    const local = join(home, '.local', 'bin');
    await Promise.all([tools, bin, local].map((dir) => mkdir(dir, { recursive: true })));
    const path = [tools, '/usr/bin', bin, home, base, 'relative/bin', '.', local, join(base, 'missing'), '/'].join(':');
    expect(pathRoots(path, home)).toEqual([tools, bin, join(base, 'p', 'node_modules'), local]);
  });
});

describe('openProbeConfinement with bubblewrap', async () => {
  const { openProbeConfinement } = await import('./probe-confinement.js');
  const { runHelp } = await import('./run-help.js');
  const { probeSandbox } = await import('../sandbox/index.js');
  const sandbox = await probeSandbox();
  if (!sandbox.ok) console.warn(`probe-confinement: skipping the bubblewrap test: ${sandbox.reason}`);

  it.skipIf(!sandbox.ok)('runs each probe\'s own words under the profile compiled once for the environment', async () => {
    const confinement = await openProbeConfinement('/bin/echo', { env: { PATH: '/usr/bin:/bin', HOME: base } });
    try {
      expect(confinement.mechanism).toBe('bubblewrap');
      const env = { PATH: '/usr/bin:/bin', LC_ALL: 'C' };
      const first = confinement.command(['one', '--help'], env)!;
      const second = confinement.command(['two'], env)!;
      expect(first.args.slice(-3)).toEqual(['/bin/echo', 'one', '--help']);
      expect(second.args.slice(0, -1)).toEqual(first.args.slice(0, -2));
      expect(confinement.command(['two'], { ...env, LC_ALL: 'C.UTF-8' })!.args).toContain('C.UTF-8');
      const runs = await Promise.all([['one', '--help'], ['two', 'words']].map((args) => runHelp('/bin/echo', args, { confinement, baseEnv: { PATH: '/usr/bin:/bin' } })));
      expect(runs.map((run) => run.stdout)).toEqual(['one --help\n', 'two words\n']);
    } finally {
      await confinement.close();
    }
  });
});

describe('what a probe sees of /sys', async () => {
  const { openProbeConfinement } = await import('./probe-confinement.js');
  const { runHelp } = await import('./run-help.js');
  const { probeSandbox } = await import('../sandbox/index.js');
  const sandbox = await probeSandbox();
  if (!sandbox.ok) console.warn(`probe-confinement: skipping the /sys test: ${sandbox.reason}`);
  const hasCgroups = existsSync('/sys/fs/cgroup') && existsSync('/sys/class');
  if (!hasCgroups) console.warn('probe-confinement: skipping the /sys test: this machine has no /sys/fs/cgroup or /sys/class');

  // toolbox reads the cgroup version before printing its help ("failed to get the cgroups version").
  it.skipIf(!sandbox.ok || !hasCgroups)('the cgroup hierarchy, read-only, and nothing else of /sys', async () => {
    const tool = join(base, 'sysprobe');
    await writeFile(tool, '#!/bin/sh\nls /sys/fs/cgroup >/dev/null && echo cgroup-seen\ntouch /sys/fs/cgroup/svc-marker 2>/dev/null && echo cgroup-written\nls /sys/class 2>/dev/null || echo class-hidden\n', { mode: 0o755 });
    const env = { PATH: '/usr/bin:/bin', HOME: base };
    const confinement = await openProbeConfinement(tool, { env });
    try {
      expect(confinement.mechanism).toBe('bubblewrap');
      expect((await runHelp(tool, ['--help'], { confinement, baseEnv: env })).stdout).toBe('cgroup-seen\nclass-hidden\n');
      expect(existsSync('/sys/fs/cgroup/svc-marker')).toBe(false);
    } finally {
      await confinement.close();
    }
  });
});

describe('a toolchain in another HOME than the scan\'s, in the sandbox', async () => {
  const { openProbeConfinement } = await import('./probe-confinement.js');
  const { runHelp } = await import('./run-help.js');
  const { probeSandbox } = await import('../sandbox/index.js');
  const sandbox = await probeSandbox();
  if (!sandbox.ok) console.warn(`probe-confinement: skipping the toolchain test: ${sandbox.reason}`);

  // rustup's proxies in /root/.cargo/bin while the scan runs with another HOME: the sandbox's empty
  // HOME holds no ~/.rustup, so the probe must be told where the toolchain is.
  it.skipIf(!sandbox.ok)('names the toolchain by its variables; one in the scan\'s own HOME needs none', async () => {
    const other = join(base, 'otherhome');
    const tool = join(other, '.cargo', 'bin', 'rustc');
    await mkdir(join(other, '.cargo', 'bin'), { recursive: true });
    await mkdir(join(other, '.rustup'));
    await writeFile(tool, '#!/bin/sh\necho "rustup=$RUSTUP_HOME cargo=$CARGO_HOME"; ls "$RUSTUP_HOME" >/dev/null && echo seen\n', { mode: 0o755 });
    const answer = async (home: string): Promise<string> => {
      const env = { PATH: `${join(other, '.cargo', 'bin')}:/usr/bin:/bin`, HOME: home };
      const confinement = await openProbeConfinement(tool, { env });
      try {
        expect(confinement.mechanism).toBe('bubblewrap');
        return (await runHelp(tool, ['--help'], { confinement, baseEnv: env })).stdout;
      } finally {
        await confinement.close();
      }
    };
    await mkdir(join(base, 'home'));
    expect(await answer(join(base, 'home'))).toBe(`rustup=${join(other, '.rustup')} cargo=${join(other, '.cargo')}\nseen\n`);
    expect(await answer(other)).toBe('rustup= cargo=\n');
  });
});

describe('cachePathRestorer', () => {
  it('shows the sandbox\'s cache directory as the user\'s, only where it starts a path', () => {
    const restore = cachePathRestorer('/home/me/.cache');
    expect(restore('(default: /tmp/.cache/rclone/bisync)')).toBe('(default: /home/me/.cache/rclone/bisync)');
    expect(restore('"/tmp/.cache" or /tmp/.cache.')).toBe('"/home/me/.cache" or /home/me/.cache.');
    expect(restore('/var/tmp/.cache/x /tmp/.cached /tmp/.cache-old ~/tmp/.cache')).toBe('/var/tmp/.cache/x /tmp/.cached /tmp/.cache-old ~/tmp/.cache');
  });
});
