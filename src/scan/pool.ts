/**
 * A bounded pool: at most `size` tasks run at once; the rest wait in arrival order.
 * Help probes go through one pool per scan so a program with hundreds of subcommands cannot
 * start hundreds of processes at once.
 */

/** Runs a task when a slot is free and resolves with its result. */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Creates a limiter that runs at most `size` tasks at a time.
 *
 * @example
 * const limit = createLimiter(4);
 * const texts = await Promise.all(commands.map((c) => limit(() => probe(c))));
 */
export function createLimiter(size: number): Limiter {
  const slots = Math.max(1, Math.floor(size));
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        task().then(resolve, reject).finally(release);
      };
      if (running < slots) start();
      else waiting.push(start);
    });
}

/** The default number of probes run at once: twice the cores, between 2 and 8. */
export function defaultConcurrency(cores: number): number {
  return Math.min(8, Math.max(2, cores * 2));
}
