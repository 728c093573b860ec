/** Thrown by {@link ProgramSlots.acquire} when every slot is taken and the queue is full. */
export class ProgramQueueFull extends Error {
  override name = 'ProgramQueueFull';
  constructor(readonly running: number, readonly queued: number) {
    super(`svc is running ${running} programs and ${queued} more calls are waiting`);
  }
}

/** Thrown by {@link ProgramSlots.acquire} when the call is cancelled while it waits. */
export class ProgramWaitCancelled extends Error {
  override name = 'ProgramWaitCancelled';
}

/** A bounded pool of program slots with a bounded wait queue. */
export interface ProgramSlots {
  /**
   * Waits for a free slot (first come, first served) and returns the function that frees it.
   * Rejects with {@link ProgramQueueFull} at once when the queue is full, and with
   * {@link ProgramWaitCancelled} when `signal` aborts while waiting.
   */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly running: number;
  readonly queued: number;
}

/**
 * Bounds how many programs svc runs at once: 300 concurrent calls start `maxRunning` programs,
 * queue up to `maxQueued`, and the rest are refused at once with guidance instead of piling up.
 *
 * @example
 * const slots = createProgramSlots({ maxRunning: 8, maxQueued: 64 });
 * const release = await slots.acquire(signal);
 * try { await runProgram(...); } finally { release(); }
 */
export function createProgramSlots(options: { maxRunning: number; maxQueued: number }): ProgramSlots {
  let running = 0;
  const waiting: Array<{ grant: () => void; cancel: () => void }> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else running -= 1;
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(new ProgramWaitCancelled('cancelled before it started'));
      if (running < options.maxRunning) {
        running += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= options.maxQueued) return Promise.reject(new ProgramQueueFull(running, waiting.length));
      return new Promise((resolve, reject) => {
        const entry = {
          // The slot passes straight from the finishing call to this one: `running` stays as it is.
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(once());
          },
          cancel: () => reject(new ProgramWaitCancelled('cancelled while waiting for a program slot')),
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index !== -1) waiting.splice(index, 1);
          entry.cancel();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
  };
}
