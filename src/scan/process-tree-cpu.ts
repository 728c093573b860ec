/**
 * The CPU time a process and all its descendants have used, read from /proc. A probe cut off by
 * its timeout is read once, just before it is killed, to tell a program that was busy working
 * (Python imports, on a loaded machine) from one that sat idle (a sleep, a pager, the network).
 * The probe runs inside bubblewrap in its own PID namespace, but /proc of the scanner's namespace
 * shows every process of the sandbox with its outer pid and parent, so the tree is walked from
 * bwrap's pid.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of the times in /proc/PID/stat (USER_HZ: 100 on every Linux ABI). */
export const CLOCK_TICKS_PER_SECOND = 100;

/** What one /proc/PID/stat line says of the process: its parent and the CPU ticks it accounts for. */
export interface ProcessTicks {
  pid: number;
  ppid: number;
  /**
   * utime + stime + cutime + cstime: its own user and system time and that of the children it
   * has reaped. Reaped children are no longer in the tree, so nothing is counted twice, and a
   * shell that ran many short busy commands one after another is counted busy.
   */
  ticks: number;
}

/**
 * Parses one /proc/PID/stat text, or undefined when it is not one. The command name (field 2)
 * stands in parentheses and may itself hold spaces and parentheses, so the fields are counted from
 * the last `)`.
 *
 * @example
 * parseProcStat('42 (sh) S 7 42 42 0 -1 4194304 0 0 0 0 150 20 3 1 20 0 1 0 1 0 0'); // { pid: 42, ppid: 7, ticks: 174 }
 */
export function parseProcStat(text: string): ProcessTicks | undefined {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || !Number.isInteger(pid)) return undefined;
  // After the name: state (field 3), ppid (4), ... utime (14), stime (15), cutime (16), cstime (17).
  const fields = text.slice(close + 1).trim().split(/\s+/);
  const numbers = [1, 11, 12, 13, 14].map((index) => Number(fields[index]));
  if (numbers.some((value) => !Number.isFinite(value))) return undefined;
  const [ppid, utime, stime, cutime, cstime] = numbers as [number, number, number, number, number];
  return { pid, ppid, ticks: utime + stime + cutime + cstime };
}

/**
 * The ticks of `root` and every process descending from it, among `processes`; 0 when root is
 * not among them.
 *
 * @example
 * treeTicks([{ pid: 1, ppid: 0, ticks: 5 }, { pid: 2, ppid: 1, ticks: 7 }, { pid: 3, ppid: 9, ticks: 100 }], 1); // 12
 */
export function treeTicks(processes: readonly ProcessTicks[], root: number): number {
  const children = new Map<number, ProcessTicks[]>();
  for (const process of processes) {
    const siblings = children.get(process.ppid);
    if (siblings) siblings.push(process);
    else children.set(process.ppid, [process]);
  }
  const rootProcess = processes.find((process) => process.pid === root);
  if (!rootProcess) return 0;
  let total = 0;
  const queue = [rootProcess];
  const seen = new Set<number>();
  for (let next = queue.pop(); next; next = queue.pop()) {
    if (seen.has(next.pid)) continue;
    seen.add(next.pid);
    total += next.ticks;
    queue.push(...(children.get(next.pid) ?? []));
  }
  return total;
}

/**
 * The CPU milliseconds (user + system) the process `pid` and its descendants have used, read from
 * /proc now; undefined where there is no /proc or the process is gone. A process that exits
 * between the listing and its read is skipped. Synchronous, so that it reads the tree before the
 * caller kills it; it reads one small file per process on the machine, and is called only when a
 * probe is cut off.
 *
 * @example
 * processTreeCpuMs(child.pid); // 3_170
 */
export function processTreeCpuMs(pid: number): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const processes: ProcessTicks[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const parsed = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (parsed) processes.push(parsed);
    } catch {
      // Gone since the listing, or not ours to read.
    }
  }
  if (!processes.some((process) => process.pid === pid)) return undefined;
  return (treeTicks(processes, pid) * 1000) / CLOCK_TICKS_PER_SECOND;
}
