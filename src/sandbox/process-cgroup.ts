/**
 * A cgroup per call, for svc running as root: the kernel does not enforce RLIMIT_NPROC for
 * real uid 0 (user namespace or not), so a fork bomb is bounded by the cgroup's `pids.max`
 * instead; where a memory controller is writable too, the call's memory is bounded in sum (RLIMIT_AS
 * bounds each process only). The call is admitted through bubblewrap's hand-shake: bwrap reports its child's pid on
 * `--info-fd`, the child waits on `--block-fd` until svc has moved it into the cgroup, so every
 * process of the call is counted from the first (launch-handshake.ts). cgroup v1 (`/sys/fs/cgroup/pids`) and a
 * delegated v2 hierarchy with the pids controller are both understood.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One call's cgroups (one per controller on cgroup v1, one on v2). */
export interface ProcessCgroup {
  /** Their directories under /sys/fs/cgroup. */
  paths: string[];
  /** Whether the call's memory is bounded in sum (a memory controller was available). */
  boundsMemory: boolean;
  /**
   * Moves a process (and so everything it starts later) into the cgroups. Asynchronous: a cgroup v1
   * migration waits for an RCU grace period in the kernel (about 1 ms a call measured here, when
   * calls are a few milliseconds apart), which must not hold svc's event loop.
   */
  admit(pid: number): Promise<void>;
  /**
   * Removes the cgroups once their processes are gone (the kernel may still be tearing the PID
   * namespace down when the call's pipes close, so it retries for up to `waitMs`); never rejects.
   */
  remove(waitMs?: number): Promise<void>;
}

/** What a call's cgroup bounds. */
export interface CgroupLimits {
  /** `pids.max`: processes and threads at once. */
  maxProcesses: number;
  /** `memory.limit_in_bytes` (v1) or `memory.max` (v2): the whole call's memory, swap excluded. */
  memoryBytes?: number;
}

/** svc's own cgroup in each hierarchy, from /proc/self/cgroup (`0::` is v2's). */
function ownCgroups(): Map<string, string> {
  const own = new Map<string, string>();
  try {
    for (const line of readFileSync('/proc/self/cgroup', 'utf8').split('\n')) {
      const first = line.indexOf(':');
      const second = line.indexOf(':', first + 1);
      if (first < 0 || second < 0) continue;
      const path = line.slice(second + 1);
      const controllers = line.slice(first + 1, second);
      if (controllers === '') own.set('', path);
      for (const controller of controllers.split(',')) if (controller) own.set(controller, path);
    }
  } catch {
    // not Linux
  }
  return own;
}

interface ControllerPlan {
  directory: string;
  settings: Array<[file: string, value: string]>;
}

/**
 * Where the call's cgroups go: below svc's own cgroup in each hierarchy, so that limits set on
 * svc (a container's memory limit) still hold for the call.
 */
function plan(name: string, limits: CgroupLimits): ControllerPlan[] {
  const own = ownCgroups();
  const v1 = (controller: string, settings: Array<[string, string]>): ControllerPlan | undefined => {
    const hierarchy = join('/sys/fs/cgroup', controller);
    if (!existsSync(join(hierarchy, 'cgroup.procs'))) return undefined;
    return { directory: join(hierarchy, own.get(controller) ?? '/', name), settings };
  };
  const pids = v1('pids', [['pids.max', String(limits.maxProcesses)]]);
  if (pids) {
    const memory = limits.memoryBytes === undefined ? undefined : v1('memory', [['memory.limit_in_bytes', String(limits.memoryBytes)], ['memory.memsw.limit_in_bytes', String(limits.memoryBytes)]]);
    return memory ? [pids, memory] : [pids];
  }
  // cgroup v2: one directory, only if svc's own cgroup delegates the controllers.
  const base = join('/sys/fs/cgroup', own.get('') ?? '/');
  let delegated: string[] = [];
  try {
    delegated = readFileSync(join(base, 'cgroup.subtree_control'), 'utf8').trim().split(/\s+/);
  } catch {
    return [];
  }
  if (!delegated.includes('pids')) return [];
  const settings: Array<[string, string]> = [['pids.max', String(limits.maxProcesses)]];
  if (limits.memoryBytes !== undefined && delegated.includes('memory')) settings.push(['memory.max', String(limits.memoryBytes)], ['memory.swap.max', '0']);
  return [{ directory: join(base, name), settings }];
}

/** Removes what it can; returns the directories still busy. */
function removeAll(directories: string[]): string[] {
  const busy: string[] = [];
  for (const directory of directories) {
    try {
      rmdirSync(directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') busy.push(directory);
    }
  }
  return busy;
}

async function removeWithin(directories: string[], waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  let busy = removeAll(directories);
  while (busy.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    busy = removeAll(busy);
  }
}

/**
 * Makes the call's cgroups, or returns undefined when this process may not (no pids controller,
 * or not allowed to write the hierarchy). A memory setting the kernel refuses (no swap
 * accounting: no `memory.memsw.*`) is skipped, the rest stays.
 *
 * @example
 * const cgroup = createProcessCgroup(`svc-${runId}`, { maxProcesses: 256, memoryBytes: 4 * 1024 ** 3 });
 */
export function createProcessCgroup(name: string, limits: CgroupLimits): ProcessCgroup | undefined {
  if (!/^[A-Za-z0-9._-]+$/.test(name)) return undefined;
  const plans = plan(name, limits);
  if (plans.length === 0) return undefined;
  const made: string[] = [];
  let boundsMemory = false;
  try {
    for (const { directory, settings } of plans) {
      mkdirSync(directory);
      made.push(directory);
      for (const [file, value] of settings) {
        try {
          writeFileSync(join(directory, file), value);
          if (file.startsWith('memory.limit') || file === 'memory.max') boundsMemory = true;
        } catch (error) {
          if (file.startsWith('pids')) throw error;
        }
      }
    }
  } catch {
    removeAll(made.reverse());
    return undefined;
  }
  return {
    paths: made,
    boundsMemory,
    admit: async (pid) => {
      for (const directory of made) await writeFile(join(directory, 'cgroup.procs'), String(pid));
    },
    remove: (waitMs = 2000) => removeWithin([...made].reverse(), waitMs),
  };
}

