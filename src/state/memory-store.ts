import { unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { EnabledToolLists, EnabledToolsOutcome, KeptOutputRecord, KeptOutputs, OutputStream, StateStore } from './types.js';

/** Options for {@link createMemoryStateStore}. */
export interface MemoryStateStoreOptions {
  /** Bytes of kept outputs on local disk; past it the oldest go first (`results.max_kept_bytes`). */
  maxKeptBytes: number;
  /** Clock (tests). */
  now?: () => number;
}

interface LocalOutput {
  record: KeptOutputRecord;
  files: Partial<Record<OutputStream, string>>;
  bytes: number;
}

/** Removes a file that may already be gone. */
function remove(path: string | undefined): void {
  if (!path) return;
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/** Callers whose enabled tools one process keeps at most; past it the least recently used go first. */
export const MEMORY_ENABLED_TOOL_CALLERS = 10_000;

/**
 * Per-caller enabled tool lists in this process's memory (the memory store's, and the default of
 * servers built without a store): at most {@link MEMORY_ENABLED_TOOL_CALLERS} callers, least
 * recently used dropped first, each list expiring `ttlMs` after its last read or change.
 *
 * @example
 * const lists = createMemoryEnabledTools();
 * await lists.add('user:alice', ['git_log'], 100, 86_400_000); // { added: ['git_log'], already: [], overLimit: [] }
 * await lists.read('user:bob', 86_400_000); // []
 */
export function createMemoryEnabledTools(options: { now?: () => number; maxCallers?: number } = {}): EnabledToolLists & { clear(): void } {
  const now = options.now ?? Date.now;
  const maxCallers = options.maxCallers ?? MEMORY_ENABLED_TOOL_CALLERS;
  // Insertion order is recency: every use moves a caller to the end.
  const lists = new Map<string, { names: Set<string>; expiresAt: number }>();
  const live = (owner: string) => {
    const entry = lists.get(owner);
    if (!entry) return undefined;
    lists.delete(owner);
    if (entry.expiresAt <= now()) return undefined;
    return entry;
  };
  return {
    async read(owner, ttlMs) {
      const entry = live(owner);
      if (!entry) return [];
      entry.expiresAt = now() + ttlMs;
      lists.set(owner, entry);
      return [...entry.names];
    },
    async add(owner, names, max, ttlMs) {
      const entry = live(owner) ?? { names: new Set<string>(), expiresAt: 0 };
      const outcome: EnabledToolsOutcome = { added: [], already: [], overLimit: [] };
      for (const name of new Set(names)) {
        if (entry.names.has(name)) outcome.already.push(name);
        else if (entry.names.size >= max) outcome.overLimit.push(name);
        else {
          entry.names.add(name);
          outcome.added.push(name);
        }
      }
      if (entry.names.size > 0) {
        entry.expiresAt = now() + ttlMs;
        lists.set(owner, entry);
        for (const [key, other] of lists) {
          if (lists.size <= maxCallers && other.expiresAt > now()) break;
          if (key !== owner) lists.delete(key);
        }
      }
      return outcome;
    },
    clear() {
      lists.clear();
    },
  };
}

/**
 * The embedded state store: one process, nothing else needed. Kept output bytes stay in the local
 * spill files they were written to (svc's private directory, as before the store existed); records,
 * single-use claims, slots and rate windows live in this process's memory and end with it.
 *
 * @example
 * const store = createMemoryStateStore({ maxKeptBytes: 256 << 20 });
 * await store.claimOnce('approval:n1', 60_000); // true, then false
 */
export function createMemoryStateStore(options: MemoryStateStoreOptions): StateStore {
  const now = options.now ?? Date.now;
  const outputs = new Map<string, LocalOutput>();
  const claims = new Map<string, number>();
  const slots = new Map<string, number>();
  const windows = new Map<string, { window: number; count: number }>();
  let keptBytes = 0;
  const enabledTools = createMemoryEnabledTools({ now });

  const drop = (output: LocalOutput) => {
    outputs.delete(output.record.id);
    keptBytes -= output.bytes;
    for (const path of Object.values(output.files)) remove(path);
  };
  const expire = () => {
    const t = now();
    for (const output of [...outputs.values()]) if (output.record.expiresAt <= t) drop(output);
  };
  const live = (id: string) => {
    const output = outputs.get(id);
    if (!output) return undefined;
    if (output.record.expiresAt > now()) return output;
    drop(output);
    return undefined;
  };

  const kept: KeptOutputs = {
    async keep(record, files) {
      expire();
      const bytes = Object.values(record.streams).reduce((sum, stream) => sum + (stream?.bytes ?? 0), 0);
      // Oldest first (a Map iterates in insertion order) until the new one fits.
      for (const output of outputs.values()) {
        if (keptBytes + bytes <= options.maxKeptBytes) break;
        drop(output);
      }
      if (keptBytes + bytes > options.maxKeptBytes) {
        for (const path of Object.values(files)) remove(path);
        return undefined;
      }
      const copy: KeptOutputRecord = { ...record, streams: { ...record.streams } };
      outputs.set(record.id, { record: copy, files: { ...files }, bytes });
      keptBytes += bytes;
      return { ...copy, streams: { ...copy.streams } };
    },
    async record(id) {
      const output = live(id);
      return output ? { ...output.record, streams: { ...output.record.streams } } : undefined;
    },
    async read(id, stream, offset, length) {
      const output = live(id);
      const facts = output?.record.streams[stream];
      const path = output?.files[stream];
      if (!facts || !path) return undefined;
      const start = Math.min(Math.max(0, offset), facts.bytes);
      const size = Math.min(length ?? facts.bytes - start, facts.bytes - start);
      const bytes = Buffer.alloc(size);
      const handle = await open(path, 'r').catch(() => undefined);
      if (!handle) return undefined;
      try {
        let done = 0;
        while (done < size) {
          const { bytesRead } = await handle.read(bytes, done, size - done, start + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return { bytes: done === size ? bytes : bytes.subarray(0, done), total: facts.bytes };
      } finally {
        await handle.close();
      }
    },
    async list(owner) {
      expire();
      return [...outputs.values()].filter((output) => output.record.owner === owner).map((output) => ({ ...output.record, streams: { ...output.record.streams } })).reverse();
    },
    async dropOwner(owner) {
      for (const output of [...outputs.values()]) if (output.record.owner === owner) drop(output);
    },
  };

  return {
    kind: 'memory',
    outputs: kept,
    enabledTools,
    async claimOnce(key, ttlMs) {
      const t = now();
      if (claims.size > 1024) for (const [k, until] of claims) if (until <= t) claims.delete(k);
      const until = claims.get(key);
      if (until !== undefined && until > t) return false;
      claims.set(key, t + Math.max(1, ttlMs));
      return true;
    },
    async admitCall(owner, bounds) {
      let count = 0;
      let resetMs = 0;
      if (bounds.maxCalls > 0) {
        const t = now();
        const window = Math.floor(t / bounds.windowMs);
        if (windows.size > 4096) for (const [k, w] of windows) if (w.window !== window) windows.delete(k);
        const key = `${bounds.windowMs}:${owner}`;
        const entry = windows.get(key);
        count = entry && entry.window === window ? entry.count + 1 : 1;
        windows.set(key, { window, count });
        resetMs = (window + 1) * bounds.windowMs - t;
        if (count > bounds.maxCalls) return { ok: false, bound: 'rate', count, resetMs };
      }
      if (bounds.maxSlots <= 0) return { ok: true, count, resetMs };
      const held = slots.get(owner) ?? 0;
      if (held >= bounds.maxSlots) return { ok: false, bound: 'slots', count, resetMs };
      slots.set(owner, held + 1);
      let released = false;
      const lease = {
        async release() {
          if (released) return;
          released = true;
          const n = (slots.get(owner) ?? 1) - 1;
          if (n > 0) slots.set(owner, n);
          else slots.delete(owner);
        },
      };
      return { ok: true, count, resetMs, lease };
    },
    async slotsHeld(owner) {
      return slots.get(owner) ?? 0;
    },
    async ping() {},
    async close() {
      for (const output of [...outputs.values()]) drop(output);
      claims.clear();
      slots.clear();
      windows.clear();
      enabledTools.clear();
    },
  };
}
