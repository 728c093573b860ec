import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisMissing, startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { createMemoryStateStore, type StateStore } from '../state/index.js';
import { connectRedisStateStore } from '../state/redis-store.js';
import { createCallerQuota } from './caller-quota.js';

const missing = redisMissing();
if (missing) console.warn(`[skip] caller quota on Redis: ${missing}`);
let redis: RedisServer | undefined;
beforeAll(async () => {
  if (!missing) redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

/** Two replicas of one store: the memory store is its own only replica. */
const kinds: Array<{ name: string; open: () => Promise<StateStore[]> }> = [
  { name: 'memory', open: async () => { const store = createMemoryStateStore({ maxKeptBytes: 1 << 20 }); return [store, store]; } },
  {
    name: 'redis',
    open: async () => {
      const options = { url: redis!.url, keyPrefix: `q${randomBytes(4).toString('hex')}:`, maxOutputBytes: 1 << 20, maxSharedBytes: 1 << 20, timeoutMs: 5000 };
      return [await connectRedisStateStore(options), await connectRedisStateStore(options)];
    },
  },
];

describe.each(kinds)('caller quota on the $name store', (kind) => {
  const skip = kind.name === 'redis' && missing !== undefined;

  it.skipIf(skip)('refuses a second running program across replicas, and admits again once the first is released', async () => {
    const [a, b] = await kind.open();
    try {
      const [qa, qb] = [a!, b!].map((store) => createCallerQuota({ store, maxRunning: 1, callsPerMinute: 0 }));
      const first = await qa!.admit('alice');
      expect(first.ok).toBe(true);
      expect(await qb!.admit('alice')).toEqual({
        ok: false,
        guidance: 'Caller "alice" already runs 1 programs, its limit across every svc replica (limits.max_running_programs_per_caller). Nothing was run. Retry when one of them has finished, or make fewer calls at once.',
      });
      expect((await qb!.admit('bob')).ok).toBe(true);
      expect([qb!.recentlyRefused('alice'), qb!.recentlyRefused('bob'), qa!.recentlyRefused('alice')]).toEqual([true, false, false]);
      if (first.ok) await first.release();
      expect(await b!.slotsHeld('alice')).toBe(0);
      const again = await qb!.admit('alice');
      expect(again.ok).toBe(true);
      // Admitted again: the refusal is forgotten at once.
      expect(qb!.recentlyRefused('alice')).toBe(false);
      if (again.ok) await again.release();
    } finally {
      await Promise.all([...new Set([a!, b!])].map((s) => s.close()));
    }
  });

  it.skipIf(skip)('refuses past the calls per minute across replicas, saying when to retry, and takes no slot for it', async () => {
    const [a, b] = await kind.open();
    try {
      const [qa, qb] = [a!, b!].map((store) => createCallerQuota({ store, maxRunning: 5, callsPerMinute: 2 }));
      const admitted = [await qa!.admit('carol'), await qb!.admit('carol')];
      expect(admitted.map((x) => x.ok)).toEqual([true, true]);
      const refused = await qa!.admit('carol');
      // A minute boundary may fall between the calls; then the third call opens a new window.
      if (!refused.ok) {
        expect(refused.guidance).toMatch(/^Too many calls: caller "carol" made more than 2 calls this minute \(limits\.max_calls_per_minute_per_caller\)\. Nothing was run\. Retry in ([1-9]|[1-5]\d|60) s\.$/);
        expect(await b!.slotsHeld('carol')).toBe(2);
      }
      for (const x of [...admitted, refused]) if (x.ok) await x.release();
      expect(await a!.slotsHeld('carol')).toBe(0);
      // The replica that refused remembers it until the window ends; the other saw no refusal.
      expect([qa!.recentlyRefused('carol'), qb!.recentlyRefused('carol')]).toEqual([!refused.ok, false]);
    } finally {
      await Promise.all([...new Set([a!, b!])].map((s) => s.close()));
    }
  });
});
