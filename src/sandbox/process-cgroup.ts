/**
 * A pids cgroup per call, for svc running as root: the kernel does not enforce RLIMIT_NPROC for
 * real uid 0 (user namespace or not), so a fork bomb is bounded by the cgroup's `pids.max`
 * instead. The call is admitted through bubblewrap's hand-shake: bwrap reports its child's pid on
 * `--info-fd`, the child waits on `--block-fd` until svc has moved it into the cgroup, so every
 * process of the call is counted from the first. cgroup v1 (`/sys/fs/cgroup/pids`) and a
 * delegated v2 hierarchy with the pids controller are both understood.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** One call's cgroup. */
export interface ProcessCgroup {
  /** Its directory under /sys/fs/cgroup. */
  path: string;
  /** Moves a process (and so everything it starts later) into the cgroup. */
  admit(pid: number): void;
  /** Removes the cgroup once its processes are gone; never throws. */
  remove(): void;
}

/** Where a pids cgroup can be made: cgroup v1's pids hierarchy, or v2's root when it delegates `pids`. */
function pidsHierarchy(): string | undefined {
  if (existsSync('/sys/fs/cgroup/pids/cgroup.procs')) return '/sys/fs/cgroup/pids';
  try {
    if (readFileSync('/sys/fs/cgroup/cgroup.subtree_control', 'utf8').split(/\s+/).includes('pids')) return '/sys/fs/cgroup';
  } catch {
    // no cgroup v2 root here
  }
  return undefined;
}

/**
 * Makes a pids cgroup limited to `maxProcesses`, or returns undefined when this process may not
 * (no pids controller, or not allowed to write the hierarchy).
 *
 * @example
 * const cgroup = createProcessCgroup(`svc-${runId}`, 256);
 */
export function createProcessCgroup(name: string, maxProcesses: number): ProcessCgroup | undefined {
  const hierarchy = pidsHierarchy();
  if (!hierarchy || !/^[A-Za-z0-9._-]+$/.test(name)) return undefined;
  const path = join(hierarchy, name);
  try {
    mkdirSync(path);
    writeFileSync(join(path, 'pids.max'), String(maxProcesses));
  } catch {
    try {
      rmdirSync(path);
    } catch {
      // never made
    }
    return undefined;
  }
  return {
    path,
    admit: (pid) => writeFileSync(join(path, 'cgroup.procs'), String(pid)),
    remove: () => {
      try {
        rmdirSync(path);
      } catch {
        // still busy or already gone; the next call uses another name
      }
    },
  };
}

/**
 * Completes bubblewrap's hand-shake: reads `{"child-pid": N}` from the info stream, admits N into
 * `cgroup`, then lets the sandbox go on by writing to the block stream. Resolves with the pid;
 * rejects (and leaves the sandbox blocked, so the caller must kill it) when no pid comes.
 *
 * @example
 * const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe', 'pipe'] });
 * await admitSandbox(child.stdio[3] as Readable, child.stdio[4] as Writable, cgroup);
 */
export function admitSandbox(info: Readable, block: Writable, cgroup: ProcessCgroup): Promise<number> {
  // bwrap closes both ends when the sandbox ends; a reset then is no error of the call.
  info.on('error', () => undefined);
  block.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer): void => {
      text += chunk.toString('utf8');
      const match = /"child-pid"\s*:\s*(\d+)/.exec(text);
      if (!match) {
        if (text.length > 4096) finish(new Error('bubblewrap sent no child pid'));
        return;
      }
      try {
        cgroup.admit(Number(match[1]));
        block.end('go');
        finish(undefined, Number(match[1]));
      } catch (error) {
        finish(error as Error);
      }
    };
    const onEnd = (): void => finish(new Error('bubblewrap closed its info stream without a child pid'));
    const finish = (error?: Error, pid?: number): void => {
      info.off('data', onData);
      info.off('end', onEnd);
      info.resume();
      if (error) reject(error);
      else resolve(pid as number);
    };
    info.on('data', onData);
    info.on('end', onEnd);
  });
}
