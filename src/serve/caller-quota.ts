import type { StateStore } from '../state/types.js';

/** What {@link CallerQuota.admit} answers: a slot to release, or guidance for a refused call. */
export type QuotaAdmission = { ok: true; release: () => Promise<void> } | { ok: false; guidance: string };

/** Bounds one caller identity's running programs and call rate, every replica together. */
export interface CallerQuota {
  admit(caller: string): Promise<QuotaAdmission>;
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
  return {
    async admit(caller) {
      // The rate window and the slot in one step: with a shared store each awaited round trip
      // costs the call a wake-up of this process and of Redis (docs/gateway.md "Performance").
      const admitted = await options.store.admitCall(caller, bounds);
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
