import { readdirSync, readFileSync } from 'node:fs';
import { alive } from './processes.js';

/**
 * The pids of the live processes on this host whose command line contains `token` (a random word
 * a test put into the command it started), this process excluded. How a test finds, from outside
 * any sandbox or pid namespace, what a program it ran left behind.
 *
 * @example
 * const token = `svc-daemon-${Math.random().toString(36).slice(2)}`;
 * spawnSync('bash', ['-c', `setsid sh -c ': ${token}; sleep 5' &`]);
 * processesCarrying(token); // [4242]
 */
export function processesCarrying(token: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (cmdline.includes(token) && alive(pid)) pids.push(pid);
  }
  return pids;
}
