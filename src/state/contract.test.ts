import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisMissing, startRedisServer, type RedisServer } from '../../test/support/redis-server.js';
import { waitUntil } from '../../test/support/processes.js';
import { connectRedisStateStore } from './redis-store.js';
import {
  approvalDigest, consumeApprovalState, createMemoryEnabledTools, createMemoryStateStore, deriveKey, mintApprovalState, newOutputId,
  type KeptOutputRecord, type SlotLease, type StateStore,
} from './index.js';

/**
 * One contract, two stores: every test below runs against the memory store and against a real
 * redis-server started here. "Replica" tests open a second store on the same server (for memory,
 * the same store stands in: one process is its only replica).
 */

const missing = redisMissing();
if (missing) console.warn(`[skip] Redis state store contract: ${missing}`);

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (!missing) redis = await startRedisServer();
});
afterAll(async () => {
  await redis?.stop();
});

interface Kind {
  name: 'memory' | 'redis';
  /** A store with these output budgets; `replica` opens another one on the same shared state. */
  open(budget?: { maxKeptBytes?: number; maxOutputBytes?: number }): Promise<{ store: StateStore; replica: () => Promise<StateStore>; close: () => Promise<void> }>;
}

const kinds: Kind[] = [
  {
    name: 'memory',
    async open(budget = {}) {
      const store = createMemoryStateStore({ maxKeptBytes: budget.maxKeptBytes ?? 64 << 20 });
      return { store, replica: async () => store, close: () => store.close() };
    },
  },
  {
    name: 'redis',
    async open(budget = {}) {
      // A prefix per store keeps tests apart on one server.
      const keyPrefix = `t${randomBytes(4).toString('hex')}:`;
      const options = { url: redis!.url, keyPrefix, maxOutputBytes: budget.maxOutputBytes ?? 64 << 20, maxSharedBytes: budget.maxKeptBytes ?? 64 << 20, timeoutMs: 5000 };
      const opened: StateStore[] = [];
      const connect = async () => {
        const store = await connectRedisStateStore(options);
        opened.push(store);
        return store;
      };
      const store = await connect();
      return { store, replica: connect, close: async () => void (await Promise.all(opened.map((s) => s.close()))) };
    },
  },
];

const dir = mkdtempSync(join(tmpdir(), 'svc-state-contract-'));
/** A spill file holding `bytes`, as the capture leaves it. */
function spill(bytes: Buffer): string {
  const path = join(dir, randomBytes(8).toString('hex'));
  writeFileSync(path, bytes, { mode: 0o600 });
  return path;
}
/** A program slot alone (no rate bound), as `limits.max_running_programs_per_caller` takes it. */
async function slot(store: StateStore, owner: string, limit: number, leaseMs: number): Promise<SlotLease | undefined> {
  const admitted = await store.admitCall(owner, { maxCalls: 0, windowMs: 60_000, maxSlots: limit, leaseMs });
  return admitted.ok ? admitted.lease : undefined;
}
/** A counted call alone (no slot), as `limits.max_calls_per_minute_per_caller` counts it. */
async function countCall(store: StateStore, owner: string, windowMs: number, maxCalls = 1_000_000) {
  return store.admitCall(owner, { maxCalls, windowMs, maxSlots: 0, leaseMs: 5_000 });
}
function record(owner: string, streams: KeptOutputRecord['streams'], ttlMs = 60_000): KeptOutputRecord {
  const now = Date.now();
  return { id: newOutputId(), owner, createdAt: now, expiresAt: now + ttlMs, streams };
}

describe.each(kinds)('state store contract: $name', (kind) => {
  const skip = kind.name === 'redis' && missing !== undefined;

  it.skipIf(skip)('keeps an output whole and by byte range, readable from another replica, listed for its owner only', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const stdout = randomBytes(3 * 1024 * 1024 + 17);
      const stderr = Buffer.from('warning: something\n');
      const rec = record('alice', { stdout: { bytes: stdout.length, complete: true, label: 'stdout of cat' }, stderr: { bytes: stderr.length, complete: true, label: 'stderr of cat' } });
      const files = { stdout: spill(stdout), stderr: spill(stderr) };
      expect(await store.outputs.keep(rec, files)).toEqual(rec);
      const other = await replica();
      expect(await other.outputs.record(rec.id)).toEqual(rec);
      const whole = await other.outputs.read(rec.id, 'stdout', 0);
      expect(whole!.total).toBe(stdout.length);
      expect(whole!.bytes.equals(stdout)).toBe(true);
      const range = await other.outputs.read(rec.id, 'stdout', 1_000_000, 4096);
      expect(range).toEqual({ bytes: stdout.subarray(1_000_000, 1_004_096), total: stdout.length });
      expect(await other.outputs.read(rec.id, 'stdout', stdout.length - 10, 100)).toEqual({ bytes: stdout.subarray(stdout.length - 10), total: stdout.length });
      expect(await other.outputs.read(rec.id, 'stdout', stdout.length + 5, 100)).toEqual({ bytes: Buffer.alloc(0), total: stdout.length });
      expect((await other.outputs.read(rec.id, 'stderr', 0))!.bytes.toString()).toBe('warning: something\n');
      expect(await other.outputs.list('alice')).toEqual([rec]);
      expect(await other.outputs.list('bob')).toEqual([]);
      // Redis copies the bytes and deletes the local files; memory reads them in place.
      expect(existsSync(files.stdout)).toBe(kind.name === 'memory');
      await other.outputs.dropOwner('alice');
      expect(await store.outputs.record(rec.id)).toBeUndefined();
      expect(await store.outputs.read(rec.id, 'stdout', 0)).toBeUndefined();
      expect(existsSync(files.stdout)).toBe(false);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('answers unknown and expired outputs alike, and lists newest first', async () => {
    const { store, close } = await kind.open();
    try {
      expect(await store.outputs.record(newOutputId())).toBeUndefined();
      expect(await store.outputs.read(newOutputId(), 'stdout', 0)).toBeUndefined();
      expect(await store.outputs.record('../../etc/passwd')).toBeUndefined();
      const short = record('carol', { stdout: { bytes: 3, complete: true, label: 'stdout of a' } }, 150);
      await store.outputs.keep(short, { stdout: spill(Buffer.from('abc')) });
      const first = record('carol', { stdout: { bytes: 1, complete: true, label: 'stdout of b' } });
      await store.outputs.keep(first, { stdout: spill(Buffer.from('b')) });
      const second = { ...record('carol', { stdout: { bytes: 1, complete: true, label: 'stdout of c' } }), createdAt: first.createdAt + 1 };
      await store.outputs.keep(second, { stdout: spill(Buffer.from('c')) });
      expect(await waitUntil(() => Date.now() > short.expiresAt + 20, 2000)).toBe(true);
      expect(await store.outputs.read(short.id, 'stdout', 0)).toBeUndefined();
      expect((await store.outputs.list('carol')).map((r) => r.id)).toEqual([second.id, first.id]);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('keeps listing a long-lived output after a short-lived one of the same owner expires, on any replica', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const long = record('dave', { stdout: { bytes: 1, complete: true, label: 'stdout of long' } });
      expect(await store.outputs.keep(long, { stdout: spill(Buffer.from('l')) })).toBeDefined();
      const short = { ...record('dave', { stdout: { bytes: 1, complete: true, label: 'stdout of short' } }, 150), createdAt: long.createdAt + 1 };
      expect(await store.outputs.keep(short, { stdout: spill(Buffer.from('s')) })).toBeDefined();
      expect(await waitUntil(() => Date.now() > short.expiresAt + 50, 2000)).toBe(true);
      expect((await store.outputs.list('dave')).map((r) => r.id)).toEqual([long.id]);
      expect((await store.outputs.read(long.id, 'stdout', 0))?.bytes.toString()).toBe('l');
      // A request without a session, answered by another replica, sees the same list and bytes.
      const other = await replica();
      expect((await other.outputs.list('dave')).map((r) => r.id)).toEqual([long.id]);
      expect((await other.outputs.read(long.id, 'stdout', 0))?.bytes.toString()).toBe('l');
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('stays within its byte budget by dropping the oldest outputs first', async () => {
    const { store, close } = await kind.open({ maxKeptBytes: 2 * 1024 * 1024, maxOutputBytes: 2 * 1024 * 1024 });
    try {
      const mib = 1024 * 1024;
      const ids: string[] = [];
      for (let n = 0; n < 3; n++) {
        const rec = { ...record('dave', { stdout: { bytes: mib, complete: true, label: `stdout of ${n}` } }), createdAt: Date.now() + n };
        ids.push(rec.id);
        expect(await store.outputs.keep(rec, { stdout: spill(Buffer.alloc(mib, n)) })).toBeDefined();
      }
      expect(await store.outputs.record(ids[0]!)).toBeUndefined();
      expect((await store.outputs.read(ids[1]!, 'stdout', 0, 4))!.bytes).toEqual(Buffer.alloc(4, 1));
      expect((await store.outputs.read(ids[2]!, 'stdout', 0, 4))!.bytes).toEqual(Buffer.alloc(4, 2));
      // One output bigger than the whole budget is not kept, and its file is removed.
      const huge = record('dave', { stdout: { bytes: 3 * mib, complete: true, label: 'stdout of huge' } });
      const file = spill(Buffer.alloc(3 * mib));
      if (kind.name === 'memory') {
        expect(await store.outputs.keep(huge, { stdout: file })).toBeUndefined();
      } else {
        // Redis first cuts a stream to its per-stream bound (2 MiB here), then makes room for it.
        const kept = await store.outputs.keep(huge, { stdout: file });
        expect(kept!.streams.stdout).toEqual({ bytes: 2 * mib, complete: false, label: 'stdout of huge' });
        expect((await store.outputs.read(huge.id, 'stdout', 0))!.total).toBe(2 * mib);
        expect(await store.outputs.record(ids[2]!)).toBeUndefined();
      }
      expect(existsSync(file)).toBe(false);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('claims a key once across replicas, until it expires', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const other = await replica();
      expect(await store.claimOnce('approval:n1', 200)).toBe(true);
      expect(await other.claimOnce('approval:n1', 200)).toBe(false);
      expect(await store.claimOnce('approval:n1', 200)).toBe(false);
      expect(await other.claimOnce('approval:n2', 200)).toBe(true);
      await new Promise((r) => setTimeout(r, 400));
      expect(await other.claimOnce('approval:n1', 200)).toBe(true);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('an approval state is good once, for its caller and its call, on any replica', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const key = deriveKey(randomBytes(32), 'approval-state');
      const digest = approvalDigest(key, 'rm', { path: 'build' }, ['/usr/bin/rm', '-r', 'build']);
      const state = mintApprovalState(key, 'alice', digest);
      const [second, third] = [await replica(), await replica()];
      // Another caller, another call, a forged signature, an expired state: refused, and not consumed.
      expect(await consumeApprovalState(second, key, state, 'bob', digest)).toBe(false);
      expect(await consumeApprovalState(second, key, state, 'alice', approvalDigest(key, 'rm', { path: 'src' }, ['/usr/bin/rm', '-r', 'src']))).toBe(false);
      expect(await consumeApprovalState(second, key, `${state.split('.')[0]}.${'A'.repeat(43)}`, 'alice', digest)).toBe(false);
      expect(await consumeApprovalState(second, deriveKey(randomBytes(32), 'approval-state'), state, 'alice', digest)).toBe(false);
      expect(await consumeApprovalState(second, key, mintApprovalState(key, 'alice', digest, Date.now() - 700_000), 'alice', digest)).toBe(false);
      expect(await consumeApprovalState(second, key, 42, 'alice', digest)).toBe(false);
      expect(await consumeApprovalState(second, key, state, 'alice', digest)).toBe(true);
      expect(await consumeApprovalState(third, key, state, 'alice', digest)).toBe(false);
      expect(await consumeApprovalState(store, key, state, 'alice', digest)).toBe(false);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('bounds one caller\'s program slots across replicas', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const other = await replica();
      const a = await slot(store, 'erin', 2, 5_000);
      const b = await slot(other, 'erin', 2, 5_000);
      expect(a).toBeDefined();
      expect(b).toBeDefined();
      expect(await slot(store, 'erin', 2, 5_000)).toBeUndefined();
      expect(await other.slotsHeld('erin')).toBe(2);
      expect(await slot(other, 'frank', 2, 5_000)).toBeDefined();
      await a!.release();
      await a!.release();
      expect(await store.slotsHeld('erin')).toBe(1);
      const c = await slot(other, 'erin', 2, 5_000);
      expect(c).toBeDefined();
      await b!.release();
      await c!.release();
      expect(await store.slotsHeld('erin')).toBe(0);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('counts calls per caller in fixed windows across replicas', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const other = await replica();
      const window = 60_000;
      const first = await countCall(store, 'gina', window);
      // A window boundary may fall between calls: count from whichever window the first landed in.
      const second = await countCall(other, 'gina', window);
      const third = await countCall(store, 'gina', window);
      if (second.count !== 1 && third.count !== 1) {
        expect([first.count, second.count, third.count]).toEqual([1, 2, 3]);
      }
      expect((await countCall(other, 'hank', window)).count).toBe(1);
      expect(first.resetMs).toBeGreaterThan(0);
      expect(first.resetMs).toBeLessThanOrEqual(window);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('admits a call against its rate and its slots in one step: a call past the rate takes no slot, a call refused for slots is counted', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const other = await replica();
      // A window long enough that no boundary falls inside this test.
      const bounds = { maxCalls: 3, windowMs: 3_600_000, maxSlots: 1, leaseMs: 5_000 };
      const first = await store.admitCall('lena', bounds);
      expect(first.ok && first.count === 1 && first.lease !== undefined).toBe(true);
      // The slot is held on one replica: the other refuses for slots, and counts the call.
      expect(await other.admitCall('lena', bounds)).toMatchObject({ ok: false, bound: 'slots', count: 2 });
      await (first as { lease: SlotLease }).lease.release();
      const third = await other.admitCall('lena', bounds);
      expect(third).toMatchObject({ ok: true, count: 3 });
      await (third as { lease: SlotLease }).lease.release();
      // Past the rate: refused for it, and no slot is taken.
      const fourth = await store.admitCall('lena', bounds);
      expect(fourth).toMatchObject({ ok: false, bound: 'rate', count: 4 });
      expect(fourth.resetMs).toBeGreaterThan(0);
      expect(fourth.resetMs).toBeLessThanOrEqual(bounds.windowMs);
      expect(await other.slotsHeld('lena')).toBe(0);
      // No bound at all: admitted, nothing counted, no slot.
      expect(await store.admitCall('lena', { maxCalls: 0, windowMs: 60_000, maxSlots: 0, leaseMs: 5_000 })).toEqual({ ok: true, count: 0, resetMs: 0 });
      expect(await countCall(other, 'lena', bounds.windowMs, 10)).toMatchObject({ ok: true, count: 5 });
    } finally {
      await close();
    }
  });
});

describe.each(kinds)('enabled tool lists per caller: $name', (kind) => {
  const skip = kind.name === 'redis' && missing !== undefined;
  const DAY = 86_400_000;

  it.skipIf(skip)("keeps each caller's own list, in the order enabled, readable on another replica; another caller's stays empty", async () => {
    const { store, replica, close } = await kind.open();
    try {
      expect(await store.enabledTools.read('user:alice', DAY)).toEqual([]);
      expect(await store.enabledTools.add('user:alice', ['git_log', 'git_blame', 'git_log'], 100, DAY)).toEqual({ added: ['git_log', 'git_blame'], already: [], overLimit: [] });
      const other = await replica();
      expect(await other.enabledTools.add('user:alice', ['git_blame', 'tar'], 100, DAY)).toEqual({ added: ['tar'], already: ['git_blame'], overLimit: [] });
      expect(await store.enabledTools.read('user:alice', DAY)).toEqual(['git_log', 'git_blame', 'tar']);
      expect(await other.enabledTools.read('user:alice', DAY)).toEqual(['git_log', 'git_blame', 'tar']);
      expect(await other.enabledTools.read('user:bob', DAY)).toEqual([]);
      expect(await store.enabledTools.read('user:alice ', DAY)).toEqual([]);
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('never holds more than the bound, also when two replicas add at once', async () => {
    const { store, replica, close } = await kind.open();
    try {
      const other = await replica();
      const names = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}_${i}`);
      const outcomes = await Promise.all([store.enabledTools.add('carol', names('a'), 25, DAY), other.enabledTools.add('carol', names('b'), 25, DAY)]);
      expect(outcomes.reduce((n, o) => n + o.added.length, 0)).toBe(25);
      expect(outcomes.reduce((n, o) => n + o.overLimit.length, 0)).toBe(15);
      expect(await store.enabledTools.read('carol', DAY)).toHaveLength(25);
      expect(await other.enabledTools.add('carol', ['a_0', 'c_0'], 25, DAY)).toEqual({ added: [], already: ['a_0'], overLimit: ['c_0'] });
    } finally {
      await close();
    }
  });

  it.skipIf(skip)('forgets a list once it went unused for its time; a read renews it', async () => {
    const { store, close } = await kind.open();
    try {
      // A 1.2 s lifetime and waits of 0.7 s: 0.5 s of margin each way, so a busy machine whose
      // timers fire late (CI saw 100 ms late with 300 ms lifetimes) still tells the cases apart.
      await store.enabledTools.add('dave', ['git_log'], 100, 1200);
      await new Promise((r) => setTimeout(r, 700));
      expect(await store.enabledTools.read('dave', 1200)).toEqual(['git_log']);
      await new Promise((r) => setTimeout(r, 700));
      // 1.4 s after the add (past its first lifetime), 0.7 s after the read that renewed it.
      expect(await store.enabledTools.read('dave', 1200)).toEqual(['git_log']);
      await new Promise((r) => setTimeout(r, 1900));
      expect(await store.enabledTools.read('dave', 1200)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('memory enabled tool lists', () => {
  it('drop the least recently used caller past their bound of callers', async () => {
    const lists = createMemoryEnabledTools({ maxCallers: 2 });
    await lists.add('a', ['x'], 100, 60_000);
    await lists.add('b', ['x'], 100, 60_000);
    expect(await lists.read('a', 60_000)).toEqual(['x']);
    await lists.add('c', ['x'], 100, 60_000);
    expect([await lists.read('a', 60_000), await lists.read('b', 60_000), await lists.read('c', 60_000)]).toEqual([['x'], [], ['x']]);
  });
});

describe.skipIf(missing !== undefined)('redis state store: what only a shared store can show', () => {
  it('frees the slots of a replica that died without releasing them, within the lease; a live holder keeps its slot', async () => {
    const keyPrefix = `t${randomBytes(4).toString('hex')}:`;
    const options = { url: redis!.url, keyPrefix, maxOutputBytes: 1 << 20, maxSharedBytes: 1 << 20, timeoutMs: 5000 };
    const dying = await connectRedisStateStore(options);
    const survivor = await connectRedisStateStore(options);
    try {
      expect(await slot(dying, 'ivan', 1, 300)).toBeDefined();
      const kept = await slot(survivor, 'judy', 1, 300);
      // The dying replica stops renewing (its connection and timers end, as at a crash).
      await dying.close();
      expect(await slot(survivor, 'ivan', 1, 300)).toBeUndefined();
      let freed = false;
      for (let n = 0; n < 100 && !freed; n++) {
        await new Promise((r) => setTimeout(r, 50));
        const lease = await slot(survivor, 'ivan', 1, 300);
        if (lease) {
          freed = true;
          await lease.release();
        }
      }
      expect(freed).toBe(true);
      // judy's holder renewed her lease all along: still held, well past 300 ms.
      expect(await survivor.slotsHeld('judy')).toBe(1);
      await kept!.release();
    } finally {
      await survivor.close();
    }
  });

  it('refuses to start against an unreachable server, naming it without its password', async () => {
    await expect(connectRedisStateStore({ url: 'redis://svc:hunter2@127.0.0.1:1', keyPrefix: 'x:', maxOutputBytes: 1 << 20, maxSharedBytes: 1 << 20, timeoutMs: 500 }))
      .rejects.toThrow(/^Cannot reach the state store redis:\/\/svc:\*\*\*@127\.0\.0\.1:1: .+\. Start Redis or Valkey there, or fix state\.url \(--state\)\.$/);
  });

  it('writes only under its key prefix, every key with an expiry', async () => {
    const keyPrefix = `t${randomBytes(4).toString('hex')}:`;
    const store = await connectRedisStateStore({ url: redis!.url, keyPrefix, maxOutputBytes: 1 << 20, maxSharedBytes: 1 << 20, timeoutMs: 5000 });
    const raw = createClient({ url: redis!.url });
    await raw.connect();
    try {
      const rec = record('kim', { stdout: { bytes: 5, complete: true, label: 'stdout of echo' } });
      await store.outputs.keep(rec, { stdout: spill(Buffer.from('hello')) });
      await store.claimOnce('approval:z', 60_000);
      const lease = await slot(store, 'kim', 1, 60_000);
      await countCall(store, 'kim', 60_000);
      await store.enabledTools.add('user:kim', ['git_log'], 100, 60_000);
      const keys = (await raw.keys(`${keyPrefix}*`)).sort();
      const budget = new Set([`${keyPrefix}outs`, `${keyPrefix}out-sizes`, `${keyPrefix}out-bytes`]);
      for (const key of keys) {
        if (budget.has(key)) continue;
        expect(await raw.pTTL(key), key).toBeGreaterThan(0);
      }
      expect(keys.filter((key) => !budget.has(key)).map((key) => key.slice(keyPrefix.length).replace(/:[A-Za-z0-9_-]{22,27}/, ':<id>').replace(/:\d+$/, ':<n>')).sort())
        .toEqual(['once:approval:z', 'out:<id>', 'out:<id>:stdout', 'outs:<id>', 'rate:<id>:60000:<n>', 'slots:<id>', 'tools:<id>'].sort());
      expect(await raw.get(`${keyPrefix}out-bytes`)).toBe('5');
      await lease!.release();
    } finally {
      await raw.close();
      await store.close();
    }
  });
});
