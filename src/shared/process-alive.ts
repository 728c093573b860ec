/**
 * Whether a process with this id exists. Signal 0 checks without sending anything; EPERM means it
 * exists but belongs to another user, which still counts as alive.
 *
 * @example
 * processAlive(process.pid); // true
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
