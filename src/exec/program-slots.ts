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

/** A bounded pool of program slots with a bounded wait queue, shared fairly between owners. */
export interface ProgramSlots {
  /**
   * Waits for a free slot and returns the function that frees it. `owner` is the key fairness is
   * kept by (an MCP session id, or the caller); calls without one share the key `''`.
   * Rejects with {@link ProgramQueueFull} at once when the queue is full, and with
   * {@link ProgramWaitCancelled} when `signal` aborts while waiting.
   */
  acquire(signal?: AbortSignal, owner?: string): Promise<() => void>;
  readonly running: number;
  readonly queued: number;
  /** Slots `owner` holds now. */
  runningFor(owner: string): number;
}

/** Options for {@link createProgramSlots}. */
export interface ProgramSlotsOptions {
  maxRunning: number;
  maxQueued: number;
  /**
   * Slots one owner may hold while another owner waits; 0 or absent means half of `maxRunning`,
   * at least 1. Values above `maxRunning` act as `maxRunning` (no fairness).
   */
  maxPerOwner?: number;
}

/** The most slots one owner may hold at once: `maxPerOwner`, or half of `maxRunning` (at least 1). */
export function ownerShare(options: ProgramSlotsOptions): number {
  const max = Math.max(1, options.maxRunning);
  const configured = options.maxPerOwner ?? 0;
  return configured > 0 ? Math.min(configured, max) : Math.max(1, Math.floor(max / 2));
}

interface Waiter {
  owner: string;
  grant: () => void;
}

/**
 * Bounds how many programs svc runs at once: 300 concurrent calls start `maxRunning` programs,
 * queue up to `maxQueued`, and the rest are refused at once with guidance instead of piling up.
 *
 * Fairness between owners (MCP sessions): an owner runs at most its share ({@link ownerShare},
 * half of `maxRunning` by default) at once; its further calls wait in the queue even while slots
 * are free, so another owner arriving later always finds a slot. When a slot frees, it goes to the
 * first waiter whose owner is below its share.
 *
 * @example
 * const slots = createProgramSlots({ maxRunning: 8, maxQueued: 64 });
 * const release = await slots.acquire(signal, sessionId);
 * try { await runProgram(...); } finally { release(); }
 */
export function createProgramSlots(options: ProgramSlotsOptions): ProgramSlots {
  const share = ownerShare(options);
  let running = 0;
  const held = new Map<string, number>();
  const waiting: Waiter[] = [];
  const hold = (owner: string, delta: number) => {
    const n = (held.get(owner) ?? 0) + delta;
    if (n > 0) held.set(owner, n);
    else held.delete(owner);
  };
  // A call starts when a slot is free and its session holds less than its share; otherwise it
  // waits. Strict, not work-conserving: a session that took every slot while alone would keep the
  // next one waiting for as long as its programs run (eight `tail --follow` calls, 30 s).
  const mayStart = (owner: string) => running < options.maxRunning && (held.get(owner) ?? 0) < share;
  const dispatch = () => {
    for (let index = 0; index < waiting.length && running < options.maxRunning; ) {
      const next = waiting[index]!;
      if (!mayStart(next.owner)) {
        index++;
        continue;
      }
      waiting.splice(index, 1);
      running += 1;
      hold(next.owner, 1);
      next.grant();
    }
  };
  const release = (owner: string) => {
    hold(owner, -1);
    running -= 1;
    dispatch();
  };
  const once = (owner: string) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release(owner);
    };
  };
  return {
    get running() {
      return running;
    },
    get queued() {
      return waiting.length;
    },
    runningFor(owner) {
      return held.get(owner) ?? 0;
    },
    acquire(signal, owner = '') {
      if (signal?.aborted) return Promise.reject(new ProgramWaitCancelled('cancelled before it started'));
      if (mayStart(owner)) {
        running += 1;
        hold(owner, 1);
        return Promise.resolve(once(owner));
      }
      if (waiting.length >= options.maxQueued) return Promise.reject(new ProgramQueueFull(running, waiting.length));
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index !== -1) waiting.splice(index, 1);
          reject(new ProgramWaitCancelled('cancelled while waiting for a program slot'));
        };
        const entry: Waiter = {
          owner,
          grant: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve(once(owner));
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
  };
}
