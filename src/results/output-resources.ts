import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpillFile, SpillingSink } from '../exec/output-spill.js';
import type { Logger } from '../log/index.js';
import { parseOutputUri } from './output-uri.js';
import { processAlive } from '../shared/process-alive.js';
import { mintOutputHandle, newOutputId, openOutputHandle } from '../state/output-handle.js';
import type { KeptOutputRecord, KeptOutputs, OutputStream } from '../state/types.js';

/** Options for {@link createOutputStore}. */
export interface OutputStoreOptions {
  /** Parent of svc's private spill directory (`<cache_dir>/results`); a temp dir when unusable. */
  parentDir: string;
  /** How long a kept output stays readable. */
  retentionMs: number;
  /** Bytes on disk for kept and in-flight outputs together; past it the oldest kept ones go. */
  maxKeptBytes: number;
  log?: Logger;
  /** Clock (tests). */
  now?: () => number;
  /**
   * Key of the handles in output URIs (src/state/output-handle.ts), shared by replicas; default a
   * random key of this process.
   */
  handleKey?: Buffer;
  /**
   * Kept outputs every replica shares (the Redis state store's, docs/state.md): a finished call's
   * spilled streams are copied there and their local files deleted. Without it they stay on this
   * process's disk.
   */
  shared?: KeptOutputs;
}

/** One kept stream, as `resources/list` shows it. */
export interface KeptStream {
  uri: string;
  stream: 'stdout' | 'stderr';
  /** Bytes kept (the program may have written more: see `complete`). */
  bytes: number;
  /** False when the capture cap or the disk budget stopped keeping before the output ended. */
  complete: boolean;
  /** What produced it (`stdout of git_log`). */
  label: string;
  /** When it stops being readable (ms since the epoch). */
  expiresAt: number;
}

/** A `resources/read` answer: the bytes of the range asked for. */
export interface OutputRead {
  uri: string;
  bytes: Buffer;
  offset: number;
  /** Bytes the kept stream holds in all. */
  total: number;
}

/** The one error every unreadable output gets, whatever the reason (unknown, expired, another session's). */
export class OutputNotFoundError extends Error {
  override name = 'OutputNotFoundError';
  constructor(uri: string) {
    super(`Resource not found: ${String(uri).slice(0, 200)}. Kept outputs are readable only by the session (or, without a session, the caller) whose call made them, until they expire (docs/results.md).`);
  }
}

/** The whole outputs svc keeps for the sessions that made them (docs/results.md). */
export interface OutputStore {
  /** A new spill file for one stream of a running call (`SpillingSink.openSpill`); undefined when none can be made. */
  spillFile(): SpillFile | undefined;
  /**
   * Keeps the spilled streams of a finished call for `owner` (a session, or a caller without one)
   * and returns their URIs, whose handles only `owner` can open; streams that never spilled are not
   * kept. Resolves undefined when nothing was kept. With a shared store it resolves once every
   * replica can read them.
   */
  keep(owner: string, streams: { stdout?: SpillingSink; stderr?: SpillingSink }, tool: string): Promise<Partial<Record<'stdout' | 'stderr', KeptStream>> | undefined>;
  /** Deletes the spill files of streams that will not be kept (a call without a session). */
  discard(...sinks: Array<SpillingSink | undefined>): void;
  /** Reads a kept stream, or a byte range of it, for `owner`; anything else is {@link OutputNotFoundError}. */
  read(owner: string, uri: string): Promise<OutputRead>;
  /** The streams `owner` may read, newest first. */
  list(owner: string): Promise<KeptStream[]>;
  /** Forgets and deletes everything `owner` kept (its session ended). */
  dropOwner(owner: string): void;
  /** Bytes on disk now (kept and in flight). */
  usedBytes(): number;
  /** Deletes every file and the directory (shutdown). */
  close(): void;
}

interface Entry {
  id: string;
  owner: string;
  createdAt: number;
  expiresAt: number;
  streams: Partial<Record<'stdout' | 'stderr', { path: string; bytes: number; complete: boolean; label: string }>>;
}

const DIR_PREFIX = 'svc-out-';

// One exit hook for every store of the process (an embedder may create many).
const liveStores = new Set<() => void>();
let exitHookInstalled = false;
function onProcessExit(removeAll: () => void): void {
  liveStores.add(removeAll);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const remove of liveStores) remove();
  });
}

/** A directory svc can trust: a real directory (not a link) owned by this user. */
function usableParent(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = lstatSync(dir);
    return stat.isDirectory() && (typeof process.getuid !== 'function' || stat.uid === process.getuid());
  } catch {
    return false;
  }
}

/** Removes the spill directories of svc processes that no longer run (a crash, SIGKILL). */
function sweepDeadSiblings(parent: string, log?: Logger): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = /^svc-out-(\d+)-[A-Za-z0-9]{6}$/.exec(name);
    if (!m || Number(m[1]) === process.pid || processAlive(Number(m[1]))) continue;
    try {
      rmSync(join(parent, name), { recursive: true, force: true });
      log?.debug({ dir: join(parent, name) }, 'removed the kept outputs of an svc process that no longer runs');
    } catch {
      // another svc may be sweeping it too
    }
  }
}

/**
 * Creates the store of whole outputs behind `svc://output/...` resources. Files live in one
 * private directory per svc process (`<parentDir>/svc-out-<pid>-XXXXXX`, mode 0700, made on the
 * first spill), each file 0600 with a random name; ids are 128 random bits and map to files only
 * through this store, never through the URI. A kept output is readable only by its owner (the
 * session), until it expires (`retentionMs`), its session ends, or the disk budget needs its room.
 * `close()` (and process exit) deletes the directory.
 *
 * @example
 * const store = createOutputStore({ parentDir: join(config.cache_dir, 'results'), retentionMs: 30 * 60_000, maxKeptBytes: 256 << 20 });
 * const kept = store.keep(sessionId, { stdout: sink }, 'git_log'); // { stdout: { uri: 'svc://output/…/stdout', … } }
 * const { bytes } = await store.read(sessionId, `${kept.stdout.uri}?offset=0&length=4096`);
 */
export function createOutputStore(options: OutputStoreOptions): OutputStore {
  const now = options.now ?? Date.now;
  const handleKey = options.handleKey ?? randomBytes(32);
  const shared = options.shared;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, { bytes: number }>();
  let used = 0;
  let dir: string | undefined;
  let closed = false;
  let sweeper: NodeJS.Timeout | undefined;

  function removeAll(): void {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
    entries.clear();
    pending.clear();
    used = 0;
  }

  function ensureDir(): string | undefined {
    if (dir) {
      try {
        if (statSync(dir).isDirectory()) return dir;
      } catch {
        dir = undefined; // removed behind our back: make a new one
      }
    }
    const parent = usableParent(options.parentDir) ? options.parentDir : tmpdir();
    if (parent === options.parentDir) sweepDeadSiblings(parent, options.log);
    try {
      dir = mkdtempSync(join(parent, `${DIR_PREFIX}${process.pid}-`));
    } catch (error) {
      options.log?.warn({ err: (error as Error).message, dir: parent }, 'cannot create the directory for whole outputs: long outputs are cut without being kept');
      return undefined;
    }
    onProcessExit(removeAll);
    sweeper = setInterval(expire, Math.min(options.retentionMs, 60_000));
    sweeper.unref();
    return dir;
  }

  function deleteEntry(entry: Entry): void {
    entries.delete(entry.id);
    for (const stream of Object.values(entry.streams)) {
      used -= stream.bytes;
      try {
        unlinkSync(stream.path);
      } catch {
        // already gone
      }
    }
  }

  function expire(): void {
    const t = now();
    for (const entry of [...entries.values()]) if (entry.expiresAt <= t) deleteEntry(entry);
  }

  /** Makes room for `bytes` more by dropping the oldest kept outputs; false when even that is not enough. */
  function reserve(bytes: number): boolean {
    expire();
    if (used + bytes <= options.maxKeptBytes) {
      used += bytes;
      return true;
    }
    const oldestFirst = [...entries.values()].sort((a, b) => a.createdAt - b.createdAt);
    for (const entry of oldestFirst) {
      if (used + bytes <= options.maxKeptBytes) break;
      deleteEntry(entry);
      options.log?.debug({ id: entry.id }, 'dropped a kept output to stay within results.max_kept_bytes');
    }
    if (used + bytes > options.maxKeptBytes) return false;
    used += bytes;
    return true;
  }

  const uriOf = (owner: string, id: string, expiresAt: number, stream: string) => `svc://output/${mintOutputHandle(handleKey, owner, id, expiresAt)}/${stream}`;

  function kept(entry: Pick<KeptOutputRecord, 'id' | 'owner' | 'expiresAt' | 'streams'>, stream: 'stdout' | 'stderr'): KeptStream {
    const s = entry.streams[stream]!;
    return { uri: uriOf(entry.owner, entry.id, entry.expiresAt, stream), stream, bytes: s.bytes, complete: s.complete, label: s.label, expiresAt: entry.expiresAt };
  }

  /** Copies a finished call's spilled streams into the shared store; their local files go. */
  async function keepShared(owner: string, entry: Entry): Promise<Partial<Record<'stdout' | 'stderr', KeptStream>> | undefined> {
    const record: KeptOutputRecord = { id: entry.id, owner, createdAt: entry.createdAt, expiresAt: entry.expiresAt, streams: {} };
    const files: Partial<Record<OutputStream, string>> = {};
    for (const [name, stream] of Object.entries(entry.streams) as Array<[OutputStream, Entry['streams']['stdout'] & object]>) {
      record.streams[name] = { bytes: stream.bytes, complete: stream.complete, label: stream.label };
      files[name] = stream.path;
    }
    try {
      const stored = await shared!.keep(record, files);
      if (!stored) return undefined;
      const out: Partial<Record<'stdout' | 'stderr', KeptStream>> = {};
      for (const name of Object.keys(stored.streams) as OutputStream[]) out[name] = kept(stored, name);
      return out;
    } finally {
      // The shared store deleted the files (copied or not): their room on this disk is free again.
      for (const stream of Object.values(entry.streams)) used -= stream?.bytes ?? 0;
    }
  }

  return {
    spillFile() {
      if (closed) return undefined;
      const where = ensureDir();
      if (!where) return undefined;
      const path = join(where, randomBytes(16).toString('base64url'));
      let fd: number;
      try {
        fd = openSync(path, 'wx', 0o600);
      } catch (error) {
        options.log?.warn({ err: (error as Error).message }, 'cannot create a file for a whole output');
        return undefined;
      }
      const record = { bytes: 0 };
      pending.set(path, record);
      return {
        fd,
        path,
        reserve: (bytes: number) => {
          if (closed || !pending.has(path) || !reserve(bytes)) return false;
          record.bytes += bytes;
          return true;
        },
      };
    },

    async keep(owner, streams, tool) {
      const spilled = (['stdout', 'stderr'] as const).filter((name) => streams[name]?.file && pending.has(streams[name]!.file!.path));
      if (spilled.length === 0 || closed) return undefined;
      const id = newOutputId();
      const createdAt = now();
      const entry: Entry = { id, owner, createdAt, expiresAt: createdAt + options.retentionMs, streams: {} };
      for (const name of spilled) {
        const sink = streams[name]!;
        sink.close();
        const path = sink.file!.path;
        const bytes = pending.get(path)!.bytes;
        pending.delete(path);
        entry.streams[name] = { path, bytes, complete: !sink.spillIncomplete && sink.spilledBytes === sink.bytes, label: `${name} of ${tool}` };
      }
      if (shared) return keepShared(owner, entry);
      entries.set(id, entry);
      const out: Partial<Record<'stdout' | 'stderr', KeptStream>> = {};
      for (const name of spilled) out[name] = kept(entry, name);
      return out;
    },

    discard(...sinks) {
      for (const sink of sinks) {
        if (!sink?.file) continue;
        sink.close();
        const record = pending.get(sink.file.path);
        if (!record) continue;
        pending.delete(sink.file.path);
        used -= record.bytes;
        try {
          unlinkSync(sink.file.path);
        } catch {
          // already gone
        }
      }
    },

    async read(owner, uri) {
      const parts = parseOutputUri(uri);
      // Another owner's handle fails its HMAC: the same answer as an unknown one.
      const opened = parts ? openOutputHandle(handleKey, owner, parts.id, now()) : undefined;
      if (!parts || !opened) throw new OutputNotFoundError(uri);
      if (shared) {
        const record = await shared.record(opened.id);
        if (!record || record.owner !== owner) throw new OutputNotFoundError(uri);
        const read = await shared.read(opened.id, parts.stream, parts.offset, parts.length);
        if (!read) throw new OutputNotFoundError(uri);
        return { uri, bytes: read.bytes, offset: Math.min(parts.offset, read.total), total: read.total };
      }
      const entry = entries.get(opened.id);
      const stream = entry ? entry.streams[parts.stream] : undefined;
      if (!entry || !stream || entry.owner !== owner || entry.expiresAt <= now()) throw new OutputNotFoundError(uri);
      const offset = Math.min(parts.offset, stream.bytes);
      const length = Math.min(parts.length ?? stream.bytes - offset, stream.bytes - offset);
      const bytes = Buffer.alloc(length);
      const handle = await open(stream.path, 'r').catch(() => {
        throw new OutputNotFoundError(uri);
      });
      try {
        let done = 0;
        while (done < length) {
          const { bytesRead } = await handle.read(bytes, done, length - done, offset + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return { uri, bytes: done === length ? bytes : bytes.subarray(0, done), offset, total: stream.bytes };
      } finally {
        await handle.close();
      }
    },

    async list(owner) {
      if (shared) {
        const records = await shared.list(owner);
        return records.flatMap((record) => (['stdout', 'stderr'] as const).filter((name) => record.streams[name]).map((name) => kept(record, name)));
      }
      expire();
      const out: KeptStream[] = [];
      for (const entry of [...entries.values()].reverse()) {
        if (entry.owner !== owner) continue;
        for (const name of ['stdout', 'stderr'] as const) if (entry.streams[name]) out.push(kept(entry, name));
      }
      return out;
    },

    dropOwner(owner) {
      if (shared) {
        shared.dropOwner(owner).catch((error: Error) => options.log?.warn({ err: error.message }, 'cannot drop the kept outputs of an ended session from the state store (they expire by themselves)'));
        return;
      }
      for (const entry of [...entries.values()]) if (entry.owner === owner) deleteEntry(entry);
    },

    usedBytes: () => used,

    close() {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      liveStores.delete(removeAll);
      removeAll();
    },
  };
}
