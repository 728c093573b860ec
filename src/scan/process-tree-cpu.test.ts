import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProcStat, processTreeCpuMs, treeTicks } from './process-tree-cpu.js';
import { fixturePrograms } from '../../test/scan/helpers.js';
import { waitUntil } from '../../test/support/processes.js';

describe('parseProcStat', () => {
  it('reads the parent and user + system time of the process and of its reaped children', () => {
    expect(parseProcStat('42 (sh) S 7 42 42 0 -1 4194304 0 0 0 0 150 20 3 1 20 0 1 0 1 0 0')).toEqual({ pid: 42, ppid: 7, ticks: 174 });
  });

  it('counts the fields from the last parenthesis: a command name may hold spaces and parentheses', () => {
    expect(parseProcStat('9 (a) b (c) R 3 9 9 0 -1 0 0 0 0 0 5 6 0 0 20 0 1 0 1 0 0')).toEqual({ pid: 9, ppid: 3, ticks: 11 });
  });

  it('reads no text that is not a stat line', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('12 (x) S 1')).toBeUndefined();
  });
});

describe('treeTicks', () => {
  it('sums a process and its descendants, not its parent or other processes', () => {
    const processes = [
      { pid: 1, ppid: 0, ticks: 1000 },
      { pid: 10, ppid: 1, ticks: 5 },
      { pid: 11, ppid: 10, ticks: 7 },
      { pid: 12, ppid: 11, ticks: 30 },
      { pid: 20, ppid: 1, ticks: 400 },
    ];
    expect(treeTicks(processes, 10)).toBe(42);
    expect(treeTicks(processes, 12)).toBe(30);
    expect(treeTicks(processes, 99)).toBe(0);
  });
});

describe('processTreeCpuMs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-tree-cpu-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the CPU time of a busy program through its parent, as of bwrap and the program in its sandbox', async () => {
    // No shell command line: coreutils' timeout forks the fixture script and waits, using no CPU
    // itself, while the script's first `crunch` spins in sh.
    const child = spawn('timeout', ['600', join(fixturePrograms, 'svc-fixture-busyhelp'), 'crunch', '--help'], { cwd: dir, stdio: 'ignore', detached: true });
    try {
      expect(await waitUntil(() => (processTreeCpuMs(child.pid!) ?? 0) >= 200, 60_000)).toBe(true);
    } finally {
      process.kill(-child.pid!, 'SIGKILL');
    }
  });

  it('says nothing of a process that is not there', () => {
    expect(processTreeCpuMs(2 ** 22 + 1)).toBeUndefined();
  });
});
