import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runProgram } from './run.js';
import { findPrlimit, PRLIMIT_PATHS, unconfinedLaunch } from './unconfined-limits.js';

const MIB = 1024 * 1024;
const LIMITS = { memoryBytes: 64 * MIB, fileSizeBytes: 1 * MIB, cpuSeconds: 30 };

describe('unconfinedLaunch', () => {
  it('runs the program through prlimit with the memory, file size and CPU bounds, and asks for the sweep', () => {
    expect(unconfinedLaunch('/usr/bin/prlimit', '/usr/bin/sort', ['-r', 'big'], LIMITS)).toEqual({
      file: '/usr/bin/prlimit',
      args: [`--as=${64 * MIB}`, `--fsize=${MIB}`, '--cpu=30', '--', '/usr/bin/sort', '-r', 'big'],
      sweep: true,
    });
  });

  it('an argument that looks like an option stays the program\'s: it comes after --', () => {
    const { args } = unconfinedLaunch('/usr/bin/prlimit', '/usr/bin/sort', ['--as=1'], LIMITS);
    expect(args.slice(args.indexOf('--'))).toEqual(['--', '/usr/bin/sort', '--as=1']);
  });

  it('refuses a bound that is not a positive whole number rather than run unbounded', () => {
    expect(() => unconfinedLaunch('/p', '/b', [], { ...LIMITS, memoryBytes: 0 })).toThrow(/memoryBytes must be a positive whole number/);
    expect(() => unconfinedLaunch('/p', '/b', [], { ...LIMITS, cpuSeconds: 1.5 })).toThrow(/cpuSeconds/);
    expect(() => unconfinedLaunch('/p', '/b', [], { ...LIMITS, fileSizeBytes: Number.NaN })).toThrow(/fileSizeBytes/);
  });
});

describe('findPrlimit', () => {
  it('takes the first fixed path that exists, never PATH', () => {
    expect(findPrlimit(PRLIMIT_PATHS, (path) => path === '/bin/prlimit')).toBe('/bin/prlimit');
    expect(findPrlimit(PRLIMIT_PATHS, () => false)).toBeUndefined();
  });
});

const prlimit = findPrlimit();
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
const programs = { sort: which('sort'), dd: which('dd'), setsid: which('setsid') };
const missing = [...(prlimit ? [] : ['prlimit']), ...Object.entries(programs).filter(([, path]) => path === '').map(([name]) => name)];
if (missing.length > 0) console.warn(`unconfined-limits: skipping the real runs: ${missing.join(', ')} not installed`);

/** Pids of processes whose command line is exactly `words`. */
function processesRunning(words: string[]): number[] {
  const wanted = `${words.join('\0')}\0`;
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'latin1') === wanted;
    } catch {
      return false;
    }
  });
}

describe.skipIf(missing.length > 0)('unconfined runs under prlimit (real programs)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-unconfined-limits-'));
    // A sparse file of 8 GiB of zeros without a newline: sort must hold it whole as one line.
    const file = await open(join(dir, 'zeros'), 'w');
    await file.truncate(8 * 1024 * MIB);
    await file.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('sort of an endless line stops with "memory exhausted" at the memory bound', async () => {
    const argv = [join(dir, 'zeros')];
    const result = await runProgram({ binary: programs.sort, argv, timeoutMs: 20_000, launch: unconfinedLaunch(prlimit!, programs.sort, argv, LIMITS) });
    expect(result.outcome).toBe('exit_nonzero');
    expect(result.stderr).toMatch(/memory exhausted/);
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('a file written past the file-size bound is cut there; without the launcher it is written whole (control)', async () => {
    const bounded = join(dir, 'bounded');
    const argv = (file: string) => ['if=/dev/zero', `of=${file}`, 'bs=1M', 'count=4'];
    const result = await runProgram({ binary: programs.dd, argv: argv(bounded), timeoutMs: 20_000, launch: unconfinedLaunch(prlimit!, programs.dd, argv(bounded), LIMITS) });
    expect(result.outcome).toBe('exit_nonzero');
    expect(statSync(bounded).size).toBe(MIB);
    const control = join(dir, 'control');
    expect((await runProgram({ binary: programs.dd, argv: argv(control), timeoutMs: 20_000 })).outcome).toBe('success');
    expect(statSync(control).size).toBe(4 * MIB);
  });

  it('a script whose #! interpreter is missing is not_found and names it, as a direct run says, not prlimit\'s exit 127', async () => {
    const script = join(dir, 'script');
    const file = await open(script, 'w', 0o755);
    await file.writeFile('#!/usr/bin/svc-no-such-interpreter\nprint(1)\n');
    await file.close();
    const result = await runProgram({ binary: script, argv: [], timeoutMs: 20_000, launch: unconfinedLaunch(prlimit!, script, [], LIMITS) });
    expect(result).toMatchObject({ outcome: 'not_found', exitCode: -1, missingInterpreter: '/usr/bin/svc-no-such-interpreter' });
  });

  it('a daemon the program starts in a session of its own is swept after the run; a launcher not marked sweep leaves it (control)', async () => {
    const daemon = (seconds: string) => ['-f', 'sleep', seconds];
    const swept = ['sleep', '61.25'];
    await runProgram({ binary: programs.setsid, argv: daemon('61.25'), timeoutMs: 20_000, launch: unconfinedLaunch(prlimit!, programs.setsid, daemon('61.25'), LIMITS) });
    await vi.waitFor(() => expect(processesRunning(swept)).toEqual([]), { timeout: 10_000, interval: 100 });

    const left = ['sleep', '61.75'];
    const { sweep: _sweep, ...unmarked } = unconfinedLaunch(prlimit!, programs.setsid, daemon('61.75'), LIMITS);
    await runProgram({ binary: programs.setsid, argv: daemon('61.75'), timeoutMs: 20_000, launch: unmarked });
    try {
      await vi.waitFor(() => expect(processesRunning(left)).toHaveLength(1), { timeout: 10_000, interval: 100 });
      // Given time to sweep, it still runs.
      await new Promise((done) => setTimeout(done, 1_500));
      expect(processesRunning(left)).toHaveLength(1);
    } finally {
      for (const pid of processesRunning(left)) process.kill(pid, 'SIGKILL');
    }
  });
});
