import { createHash, randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import { createClient, ErrorReply, RESP_TYPES } from 'redis';
import type { Logger } from '../log/index.js';
import { redactUrl } from '../config/state.js';
import { ADMIT_CALL, COUNT_SLOTS, ENABLE_TOOLS, LIST_OUTPUT, READ_ENABLED_TOOLS, RELEASE_OUTPUT, RENEW_SLOT, RESERVE_OUTPUT } from './redis-scripts.js';
import type { CallAdmission, EnabledToolLists, EnabledToolsOutcome, KeptOutputRecord, KeptOutputs, OutputStream, SlotLease, StateStore } from './types.js';

/** Options for {@link connectRedisStateStore}. */
export interface RedisStateStoreOptions {
  /** `redis://…` or `rediss://…`. */
  url: string;
  /** Prefix of every key (`svc:`). */
  keyPrefix: string;
  /** Bytes of one stream copied into Redis; longer streams are kept up to here and marked incomplete. */
  maxOutputBytes: number;
  /** Bytes of kept outputs in Redis, every replica together; past it the oldest go first. */
  maxSharedBytes: number;
  /** Connect timeout, and how long one command may take before it fails. */
  timeoutMs: number;
  log?: Logger;
}

/** Thrown when the Redis server cannot be reached at start; the message names it (password hidden). */
export class StateStoreUnavailable extends Error {
  override name = 'StateStoreUnavailable';
}

/** Bytes per APPEND when copying a stream in: big enough to be quick, small enough not to stall the server. */
const CHUNK_BYTES = 1024 * 1024;

/** A bounded, printable key part for a caller identity (which may be long or hold any character). */
function ownerKey(owner: string): string {
  return createHash('sha256').update(owner).digest('base64url').slice(0, 27);
}

/**
 * Connects the Redis (or Valkey) state store replicas share (docs/state.md). Keys, under
 * `keyPrefix`:
 * - `out:<id>` (hash: owner, times, stream facts) and `out:<id>:<stream>` (the bytes), each
 *   expiring with the output; `outs:<owner>` lists an owner's ids; `outs`, `out-sizes` and
 *   `out-bytes` keep the shared budget (scripted, oldest dropped first);
 * - `once:<key>` single-use claims (`SET NX PX`);
 * - `slots:<owner>` leases (a sorted set by expiry, renewed by the live holder, so a crashed
 *   replica's slots free themselves within the lease);
 * - `rate:<owner>:<window ms>:<window>` call counters expiring with their window;
 * - `tools:<owner>` the tools a caller without a session enabled (a sorted set by when each was
 *   added), expiring a while after its last use.
 *
 * @example
 * const store = await connectRedisStateStore({ url: 'redis://127.0.0.1:6379', keyPrefix: 'svc:', maxOutputBytes: 16 << 20, maxSharedBytes: 256 << 20, timeoutMs: 5000 });
 */
export async function connectRedisStateStore(options: RedisStateStoreOptions): Promise<StateStore> {
  const { keyPrefix: p, timeoutMs, log, url } = options;
  const client = createClient({
    url,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000) },
    // While the connection is down a command fails at once instead of queueing unbounded for
    // the reconnect: the call is refused with guidance now, not run late against a caller's
    // slots it no longer waits for.
    disableOfflineQueue: true,
  });
  // Without a listener an error event would end the process; reconnecting is the client's job.
  let lastError = '';
  client.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log?.warn({ err: error.message, state: redactUrl(url) }, 'state store: Redis connection error');
  });
  client.on('ready', () => {
    lastError = '';
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    client.destroy();
    throw new StateStoreUnavailable(`Cannot reach the state store ${redactUrl(url)}: ${(error as Error).message}. Start Redis or Valkey there, or fix state.url (--state).`);
  } finally {
    clearTimeout(timer);
  }

  const buffers = { typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer } };
  /**
   * One command, failing when Redis has not answered within timeoutMs. The deadline is one timer,
   * not the client's per-command `timeout` option, whose `AbortSignal.timeout` (an event target,
   * a weakly held timer that lives out its whole timeout, listeners added and removed) costs
   * 12–19 µs a command against a timer's 1–3 µs, on every call of a gateway (docs/gateway.md
   * "Performance").
   */
  const answerWithin = <T>(args: Array<string | Buffer>, options?: typeof buffers): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new StateStoreUnavailable(`The state store ${redactUrl(url)} did not answer ${String(args[0])} within ${timeoutMs} ms (state.timeout_ms).`)),
        timeoutMs,
      );
      client.sendCommand<T>(args, options).then(
        (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
        (error: Error) => {
          clearTimeout(timer);
          // Redis's own error replies stay as they are; a lost connection names the store.
          reject(error instanceof ErrorReply ? error : new StateStoreUnavailable(`The state store ${redactUrl(url)} cannot be reached (${error.message}).`));
        },
      );
    });
  const send = <T>(args: Array<string | Buffer>) => answerWithin<T>(args);
  const evalScript = <T>(script: string, keys: string[], args: Array<string | number>) =>
    send<T>(['EVAL', script, String(keys.length), ...keys, ...args.map(String)]);
  const budgetKeys = [`${p}outs`, `${p}out-sizes`, `${p}out-bytes`];
  const outKey = (id: string) => `${p}out:${id}`;

  async function readRecord(id: string): Promise<KeptOutputRecord | undefined> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
    const raw = await send<string | null>(['HGET', outKey(id), 'record']);
    if (!raw) return undefined;
    const record = JSON.parse(raw) as KeptOutputRecord;
    return record.expiresAt > Date.now() ? record : undefined;
  }

  /** Copies `bytes` bytes of a local file into `key` in chunks, then sets its expiry. */
  async function upload(key: string, path: string, bytes: number, expiresAt: number): Promise<void> {
    const handle = await open(path, 'r');
    try {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, Math.max(1, bytes)));
      let done = 0;
      await send(['SET', key, '', 'PXAT', String(expiresAt)]);
      while (done < bytes) {
        const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, bytes - done), done);
        if (bytesRead === 0) break;
        await send(['APPEND', key, chunk.subarray(0, bytesRead)]);
        done += bytesRead;
      }
    } finally {
      await handle.close();
    }
  }

  const outputs: KeptOutputs = {
    async keep(record, files) {
      const streams: KeptOutputRecord['streams'] = {};
      for (const [name, facts] of Object.entries(record.streams) as Array<[OutputStream, NonNullable<KeptOutputRecord['streams'][OutputStream]>]>) {
        const bytes = Math.min(facts.bytes, options.maxOutputBytes);
        streams[name] = { ...facts, bytes, complete: facts.complete && bytes === facts.bytes };
      }
      const kept: KeptOutputRecord = { ...record, streams };
      const total = Object.values(streams).reduce((sum, s) => sum + (s?.bytes ?? 0), 0);
      const removeFiles = () => Promise.all(Object.values(files).map((path) => (path ? unlink(path).catch(() => undefined) : undefined)));
      try {
        const reserved = await evalScript<number>(RESERVE_OUTPUT, budgetKeys, [record.id, total, options.maxSharedBytes, record.expiresAt, `${p}out:`]);
        if (reserved !== 1) {
          log?.warn({ bytes: total }, 'state store: no room for a kept output within state.max_shared_bytes');
          return undefined;
        }
        try {
          for (const [name, facts] of Object.entries(streams) as Array<[OutputStream, { bytes: number }]>) {
            const path = files[name];
            if (path) await upload(`${outKey(record.id)}:${name}`, path, facts.bytes, record.expiresAt);
          }
          // The record last: a reader never finds a record whose bytes are still arriving.
          await send(['HSET', outKey(record.id), 'record', JSON.stringify(kept)]);
          await send(['PEXPIREAT', outKey(record.id), String(record.expiresAt)]);
          const list = `${p}outs:${ownerKey(record.owner)}`;
          await evalScript(LIST_OUTPUT, [list], [record.createdAt, record.id, record.expiresAt]);
          return { ...kept, streams: { ...streams } };
        } catch (error) {
          await send(['DEL', outKey(record.id), `${outKey(record.id)}:stdout`, `${outKey(record.id)}:stderr`]).catch(() => undefined);
          await evalScript(RELEASE_OUTPUT, budgetKeys, [record.id]).catch(() => undefined);
          throw error;
        }
      } catch (error) {
        log?.warn({ err: (error as Error).message }, 'state store: cannot keep an output in Redis');
        return undefined;
      } finally {
        await removeFiles();
      }
    },
    record: readRecord,
    async read(id, stream, offset, length) {
      const record = await readRecord(id);
      const facts = record?.streams[stream];
      if (!facts) return undefined;
      const start = Math.min(Math.max(0, offset), facts.bytes);
      const size = Math.min(length ?? facts.bytes - start, facts.bytes - start);
      if (size <= 0) return { bytes: Buffer.alloc(0), total: facts.bytes };
      const bytes = await answerWithin<Buffer | null>(['GETRANGE', `${outKey(id)}:${stream}`, String(start), String(start + size - 1)], buffers);
      // Dropped for room (or expired) between the two reads: as unknown as any other.
      if (bytes === null || (bytes.length === 0 && size > 0)) return undefined;
      return { bytes: Buffer.from(bytes), total: facts.bytes };
    },
    async list(owner) {
      const list = `${p}outs:${ownerKey(owner)}`;
      const ids = await send<string[]>(['ZRANGE', list, '0', '-1', 'REV']);
      const out: KeptOutputRecord[] = [];
      for (const id of ids) {
        const record = await readRecord(id);
        if (record && record.owner === owner) out.push(record);
        else if (!record) await send(['ZREM', list, id]);
      }
      return out;
    },
    async dropOwner(owner) {
      const list = `${p}outs:${ownerKey(owner)}`;
      const ids = await send<string[]>(['ZRANGE', list, '0', '-1']);
      for (const id of ids) {
        const record = await readRecord(id);
        if (record && record.owner !== owner) continue;
        await send(['DEL', outKey(id), `${outKey(id)}:stdout`, `${outKey(id)}:stderr`]);
        await evalScript(RELEASE_OUTPUT, budgetKeys, [id]);
      }
      await send(['DEL', list]);
    },
  };

  const enabledTools: EnabledToolLists = {
    async read(owner, ttlMs) {
      return evalScript<string[]>(READ_ENABLED_TOOLS, [`${p}tools:${ownerKey(owner)}`], [Math.max(1, Math.ceil(ttlMs))]);
    },
    async add(owner, names, max, ttlMs) {
      const unique = [...new Set(names)];
      const codes = await evalScript<number[]>(ENABLE_TOOLS, [`${p}tools:${ownerKey(owner)}`], [max, Math.max(1, Math.ceil(ttlMs)), ...unique]);
      const outcome: EnabledToolsOutcome = { added: [], already: [], overLimit: [] };
      unique.forEach((name, i) => (codes[i] === 1 ? outcome.added : codes[i] === 0 ? outcome.already : outcome.overLimit).push(name));
      return outcome;
    },
  };

  const leases = new Set<NodeJS.Timeout>();
  return {
    kind: 'redis',
    outputs,
    enabledTools,
    async claimOnce(key, ttlMs) {
      const answer = await send<string | null>(['SET', `${p}once:${key}`, '1', 'NX', 'PX', String(Math.max(1, Math.ceil(ttlMs)))]);
      return answer === 'OK';
    },
    async admitCall(owner, bounds): Promise<CallAdmission> {
      const owned = ownerKey(owner);
      const key = `${p}slots:${owned}`;
      const id = bounds.maxSlots > 0 ? randomBytes(12).toString('base64url') : '';
      const [verdict, count, resetMs] = await evalScript<[number, number, number]>(
        ADMIT_CALL, [`${p}rate:${owned}:${bounds.windowMs}`, key], [bounds.windowMs, bounds.maxCalls, bounds.maxSlots, bounds.leaseMs, id],
      ).catch((error: Error) => {
        // Sent but unanswered, the script may still run when Redis answers again and take a slot
        // nobody holds: take it back right behind it (one connection runs its commands in order).
        if (id) void send(['ZREM', key, id]).catch(() => undefined);
        throw error;
      });
      if (verdict !== 1) return { ok: false, bound: verdict === 0 ? 'rate' : 'slots', count, resetMs };
      if (bounds.maxSlots <= 0) return { ok: true, count, resetMs };
      const leaseMs = bounds.leaseMs;
      // Renewed while held; a replica that dies stops renewing, and its slot frees within leaseMs.
      const renew = setInterval(() => {
        evalScript(RENEW_SLOT, [key], [leaseMs, id]).catch((error: Error) => log?.warn({ err: error.message }, 'state store: cannot renew a program slot lease'));
      }, Math.max(50, Math.floor(leaseMs / 3)));
      renew.unref();
      leases.add(renew);
      let released = false;
      const lease: SlotLease = {
        async release() {
          if (released) return;
          released = true;
          clearInterval(renew);
          leases.delete(renew);
          await send(['ZREM', key, id]).catch((error: Error) => log?.warn({ err: error.message }, 'state store: cannot release a program slot (it frees itself when its lease ends)'));
        },
      };
      return { ok: true, count, resetMs, lease };
    },
    async slotsHeld(owner) {
      return evalScript<number>(COUNT_SLOTS, [`${p}slots:${ownerKey(owner)}`], []);
    },
    async ping() {
      const answer = await send<string>(['PING']);
      if (answer !== 'PONG') throw new Error(`unexpected PING answer ${String(answer)}`);
    },
    async close() {
      for (const timer of leases) clearInterval(timer);
      leases.clear();
      await client.close().catch(() => client.destroy());
    },
  };
}
