import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { lowestNewPid, newRunMarker, pidCursor, RUN_MARKER_VARIABLE, sweepRun } from './process-sweep.js';

/** PIDs of live processes whose environment carries `marker` (a zombie's environment reads empty). */
function carrying(marker: string): number[] {
  const needle = `${RUN_MARKER_VARIABLE}=${marker}\0`;
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      return `${readFileSync(`/proc/${name}/environ`, 'latin1')}\0`.includes(needle) ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Starts `sleep 60` in a session of its own (`setsid -f` forks it off), so no group kill reaches
 * it, and resolves once it runs `sleep`: `setsid` exits before its child has exec'd, and a process
 * in the middle of execve has no environment to read for a moment.
 */
async function escapedDaemon(marker: string): Promise<void> {
  const started = spawnSync('setsid', ['-f', 'sleep', '60'], { env: { ...process.env, [RUN_MARKER_VARIABLE]: marker }, stdio: 'ignore' });
  expect(started.status).toBe(0);
  await vi.waitFor(() => expect(carrying(marker).map((pid) => readFileSync(`/proc/${pid}/comm`, 'latin1').trim())).toEqual(['sleep']), { timeout: 10_000 });
}

const linux = process.platform === 'linux' && spawnSync('setsid', ['--version']).status === 0;
if (!linux) console.warn('process-sweep: skipping the /proc tests, no /proc or no setsid (util-linux) here');

describe('lowestNewPid', () => {
  it('starts above the cursor while allocation has not wrapped', () => {
    expect(lowestNewPid({ lastPid: 900, forks: 10 }, { lastPid: 950, forks: 60 }, 32768)).toBe(901);
  });

  it('starts at the first PID when the cursor went back (allocation wrapped at pid_max)', () => {
    expect(lowestNewPid({ lastPid: 32000, forks: 10 }, { lastPid: 400, forks: 1200 }, 32768)).toBe(1);
  });

  it('starts at the first PID when enough forks happened to lap the cursor, though it stands higher', () => {
    expect(lowestNewPid({ lastPid: 900, forks: 0 }, { lastPid: 950, forks: 32468 }, 32768)).toBe(1);
    expect(lowestNewPid({ lastPid: 900, forks: 0 }, { lastPid: 950, forks: 32467 }, 32768)).toBe(901);
  });

  it('starts at the first PID when either cursor is unknown', () => {
    expect(lowestNewPid(undefined, { lastPid: 950, forks: 60 }, 32768)).toBe(1);
    expect(lowestNewPid({ lastPid: 900, forks: 10 }, undefined, 32768)).toBe(1);
    expect(lowestNewPid({ lastPid: 900, forks: 10 }, { lastPid: 950, forks: 60 }, undefined)).toBe(1);
  });
});

describe.skipIf(!linux)('sweepRun', () => {
  it('reads the cursor of this PID namespace, and it moves past a process started after it', () => {
    const before = pidCursor();
    expect(before).toBeDefined();
    const child = spawnSync('true');
    const after = pidCursor()!;
    expect(after.forks).toBeGreaterThan(before!.forks);
    // Either the child's PID lies in (before, after], or allocation wrapped in between.
    expect(child.pid! > before!.lastPid ? child.pid! <= after.lastPid : after.lastPid < before!.lastPid).toBe(true);
  });

  it('kills a daemon that left its session when it was started after the cursor', async () => {
    const marker = newRunMarker();
    const since = pidCursor();
    await escapedDaemon(marker);
    expect(carrying(marker)).toHaveLength(1);
    expect(await sweepRun(marker, since)).toBe(1);
    // SIGKILL is delivered at once; the process is gone a moment later.
    await vi.waitFor(() => expect(carrying(marker)).toEqual([]), { timeout: 10_000 });
  });

  it('reads no process older than the cursor, and the whole table without one', async () => {
    const marker = newRunMarker();
    await escapedDaemon(marker);
    const [pid] = carrying(marker);
    const since = pidCursor()!;
    if (since.lastPid < pid!) {
      console.warn('process-sweep: PID allocation wrapped between the daemon and the cursor; nothing to check this time');
      await sweepRun(marker);
      return;
    }
    expect(await sweepRun(marker, since)).toBe(0);
    expect(carrying(marker)).toEqual([pid]);
    expect(await sweepRun(marker)).toBe(1);
    // SIGKILL is delivered at once; the process is gone a moment later.
    await vi.waitFor(() => expect(carrying(marker)).toEqual([]), { timeout: 10_000 });
  });
});
