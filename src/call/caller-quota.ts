import type { CallAdmission, StateStore } from '../state/types.js';

/** What {@link CallerQuota.admit} answers: a slot to release, or guidance for a refused call. */
export type QuotaAdmission = { ok: true; release: () => Promise<void> } | { ok: false; guidance: string };

/** Bounds one caller identity's running programs and call rate, every replica together. */
export interface CallerQuota {
  admit(caller: string): Promise<QuotaAdmission>;
  /**
   * Whether this replica saw the caller refused in the current window (its rate bound) or in the
   * last second (its slots). svc then waits for the answer before it starts the call's sandbox,
   * so a caller over its bounds cannot make svc start sandboxes it will refuse.
   */
  recentlyRefused(caller: string): boolean;
}

/** Options for {@link createCallerQuota}. */
export interface CallerQuotaOptions {
  store: StateStore;
  /** Programs one caller may run at once; 0: no bound. */
  maxRunning: number;
  /** Calls one caller may make per minute; 0: no bound. */
  callsPerMinute: number;
  /** How long a slot outlives a replica that died holding it (default 30 s; renewed while held). */
  leaseMs?: number;
}

const WINDOW_MS = 60_000;
/** How long a refusal for slots is remembered: programs end at any moment, so briefly. */
const SLOTS_REFUSAL_MEMORY_MS = 1_000;
/** Callers whose refusal one replica remembers; past it the expired go first, then all. */
const MAX_REMEMBERED_REFUSALS = 4_096;

/**
 * Per-caller bounds across replicas (`limits.max_running_programs_per_caller`,
 * `limits.max_calls_per_minute_per_caller`; docs/state.md "Slots and rates per caller"). A refusal
 * runs nothing and says when to retry. With both bounds 0, every call is admitted without touching
 * the store.
 *
 * @example
 * const quota = createCallerQuota({ store, maxRunning: 4, callsPerMinute: 120 });
 * const admitted = await quota.admit('alice');
 * if (admitted.ok) try { await run(); } finally { await admitted.release(); }
 */
export function createCallerQuota(options: CallerQuotaOptions): CallerQuota {
  const none = async () => undefined;
  const bounds = { maxCalls: options.callsPerMinute, windowMs: WINDOW_MS, maxSlots: options.maxRunning, leaseMs: options.leaseMs ?? 30_000 };
  const refusedUntil = new Map<string, number>();
  const remember = (caller: string, until: number) => {
    if (refusedUntil.size >= MAX_REMEMBERED_REFUSALS) {
      const now = Date.now();
      for (const [name, end] of refusedUntil) if (end <= now) refusedUntil.delete(name);
      if (refusedUntil.size >= MAX_REMEMBERED_REFUSALS) refusedUntil.clear();
    }
    refusedUntil.set(caller, until);
  };
  return {
    recentlyRefused(caller) {
      const until = refusedUntil.get(caller);
      return until !== undefined && until > Date.now();
    },
    async admit(caller) {
      // The rate window and the slot in one step: with a shared store each awaited round trip
      // costs the call a wake-up of this process and of Redis (docs/gateway.md "Performance").
      let admitted: CallAdmission;
      try {
        admitted = await options.store.admitCall(caller, bounds);
      } catch (error) {
        // Without the store's answer the bounds cannot be checked: the call runs nothing.
        return {
          ok: false,
          guidance: `svc could not check caller "${caller}"'s limits across its replicas: ${(error as Error).message} Nothing was run. Retry in a few seconds; if this keeps happening, tell the operator that svc's state store is not answering (its /readyz says so).`,
        };
      }
      if (admitted.ok) refusedUntil.delete(caller);
      else remember(caller, Date.now() + (admitted.bound === 'rate' ? admitted.resetMs : SLOTS_REFUSAL_MEMORY_MS));
      if (admitted.ok) {
        const lease = admitted.lease;
        return { ok: true, release: lease ? () => lease.release() : none };
      }
      if (admitted.bound === 'rate') {
        return {
          ok: false,
          guidance: `Too many calls: caller "${caller}" made more than ${options.callsPerMinute} calls this minute (limits.max_calls_per_minute_per_caller). Nothing was run. Retry in ${Math.ceil(admitted.resetMs / 1000)} s.`,
        };
      }
      return {
        ok: false,
        guidance: `Caller "${caller}" already runs ${options.maxRunning} programs, its limit across every svc replica (limits.max_running_programs_per_caller). Nothing was run. Retry when one of them has finished, or make fewer calls at once.`,
      };
    },
  };
}
