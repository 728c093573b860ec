/**
 * A bounded pool: at most `size` tasks run at once; the rest wait in arrival order.
 * Help probes go through one pool per scan so a program with hundreds of subcommands cannot
 * start hundreds of processes at once. A fallback probe (`-h` after `--help`) jumps the queue: left
 * at the back, one slow fallback (git filter-branch's `-h` sleeps) would run alone at the end.
 */

/** Options of one task. */
export interface LimitOptions {
  /** Start before every task still waiting (a follow-up of work already under way). */
  first?: boolean;
}

/** Runs a task when a slot is free and resolves with its result. */
export type Limiter = <T>(task: () => Promise<T>, options?: LimitOptions) => Promise<T>;

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
  return <T>(task: () => Promise<T>, options: LimitOptions = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        task().then(resolve, reject).finally(release);
      };
      if (running < slots) start();
      else if (options.first) waiting.unshift(start);
      else waiting.push(start);
    });
}

/**
 * The default number of probes run at once: twice the cores, between 2 and 8.
 *
 * @example
 * defaultConcurrency(availableParallelism()); // 4 on two cores
 */
export function defaultConcurrency(cores: number): number {
  return Math.min(8, Math.max(2, cores * 2));
}
