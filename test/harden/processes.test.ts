/**
 * Issue 8, programs never outlive their call: daemons that leave the process group (setsid, a
 * double fork) are stopped when the call ends, times out, is cancelled, or svc shuts down; and
 * 300 concurrent calls start at most the configured number of programs, queue a bounded number,
 * and refuse the rest with guidance. Real processes throughout.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgramSlots, ProgramQueueFull } from '../../src/exec/program-slots.js';
import { runProgram, stopRunningPrograms } from '../../src/exec/run.js';
import { alive, waitUntil } from '../support/processes.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';

const DAEMONIZE = join(FIXTURE_PROGRAMS_DIR, 'daemonize.sh');

async function daemonPids(pidFile: string): Promise<number[]> {
  const read = async (file: string) => Number((await readFile(file, 'utf8')).trim());
  return [await read(pidFile), await read(`${pidFile}.double`)];
}

/**
 * The proof a daemon test needs: waits (at most 5 s) until the fixture has written both pids and
 * both daemons run, and returns the pids; fails the test when they never do.
 */
async function runningDaemons(pidFile: string): Promise<number[]> {
  let pids: number[] = [];
  const up = await waitUntil(() => {
    try {
      pids = [pidFile, `${pidFile}.double`].map((file) => Number(readFileSync(file, 'utf8').trim()));
    } catch {
      return false;
    }
    return pids.every((pid) => pid > 0 && alive(pid));
  }, 5_000);
  expect(up, `both daemons of ${pidFile} run (pids ${pids.join(', ')})`).toBe(true);
  return pids;
}

describe('daemons that leave the process group', () => {
  it('the control: run directly, the fixture leaves both daemons running after it exits', async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), 'svc-daemon-')), 'pid');
    const direct = spawnSync(DAEMONIZE, [pidFile], { timeout: 10_000 });
    expect(direct.status).toBe(0);
    const pids = await daemonPids(pidFile);
    try {
      expect(pids.every((pid) => alive(pid))).toBe(true);
      // Still up a moment later: nothing but svc would stop them.
      await waitUntil(() => false, 300);
      expect(pids.every((pid) => alive(pid))).toBe(true);
    } finally {
      // Each daemon leads its own process group (setsid): the group takes the `sleep` a shell started too.
      for (const pid of pids) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });

  it('are stopped when the program exits normally', async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), 'svc-daemon-')), 'pid');
    // The program stays a second, so the daemons are seen running before it exits.
    const running = runProgram({ binary: DAEMONIZE, argv: [pidFile, '1'], timeoutMs: 10_000 });
    const pids = await runningDaemons(pidFile);
    const result = await running;
    expect(result.outcome).toBe('success');
    expect(await waitUntil(() => pids.every((pid) => !alive(pid)), 5_000)).toBe(true);
  });

  it('are stopped at a timeout', async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), 'svc-daemon-')), 'pid');
    const running = runProgram({ binary: DAEMONIZE, argv: [pidFile, '60'], timeoutMs: 1_500, killGraceMs: 200 });
    const pids = await runningDaemons(pidFile);
    const result = await running;
    expect(result.outcome).toBe('timeout');
    expect(await waitUntil(() => pids.every((pid) => !alive(pid)), 5_000)).toBe(true);
  });

  it('are stopped when the call is cancelled', async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), 'svc-daemon-')), 'pid');
    const controller = new AbortController();
    const running = runProgram({ binary: DAEMONIZE, argv: [pidFile, '60'], timeoutMs: 30_000, killGraceMs: 200, signal: controller.signal });
    const pids = await runningDaemons(pidFile);
    controller.abort();
    expect((await running).outcome).toBe('cancelled');
    expect(await waitUntil(() => pids.every((pid) => !alive(pid)), 5_000)).toBe(true);
  });

  it('are stopped at shutdown (stopRunningPrograms)', async () => {
    const pidFile = join(await mkdtemp(join(tmpdir(), 'svc-daemon-')), 'pid');
    const running = runProgram({ binary: DAEMONIZE, argv: [pidFile, '60'], timeoutMs: 30_000, killGraceMs: 200 });
    const pids = await runningDaemons(pidFile);
    stopRunningPrograms('SIGTERM');
    expect(await waitUntil(() => pids.every((pid) => !alive(pid)), 5_000)).toBe(true);
    await running;
  });
});

describe('concurrent programs', () => {
  it('300 concurrent calls run at most max_running at once, queue max_queued, and refuse the rest at once', async () => {
    const slots = createProgramSlots({ maxRunning: 4, maxQueued: 16 });
    let running = 0;
    let peak = 0;
    // Ten sessions: one session alone runs at most half of the slots (fair slots, issue 19).
    const outcomes = await Promise.all(Array.from({ length: 300 }, async (_, index) => {
      let release: () => void;
      try {
        release = await slots.acquire(undefined, `session-${index % 10}`);
      } catch (error) {
        expect(error).toBeInstanceOf(ProgramQueueFull);
        return 'refused';
      }
      running += 1;
      peak = Math.max(peak, running);
      try {
        await runProgram({ binary: '/bin/sleep', argv: ['0.05'], timeoutMs: 10_000 });
      } finally {
        running -= 1;
        release();
      }
      return 'ran';
    }));
    expect(peak).toBe(4);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(280);
    expect(slots.running).toBe(0);
    expect(slots.queued).toBe(0);
  });

  it('a queued call that is cancelled leaves the queue and never runs', async () => {
    const slots = createProgramSlots({ maxRunning: 1, maxQueued: 4 });
    const first = await slots.acquire();
    const controller = new AbortController();
    const waiting = slots.acquire(controller.signal);
    expect(slots.queued).toBe(1);
    controller.abort();
    await expect(waiting).rejects.toThrow('cancelled while waiting for a program slot');
    expect(slots.queued).toBe(0);
    first();
    expect(slots.running).toBe(0);
  });
});
