/**
 * The state store (DESIGN.md "Gateway", docs/state.md): what svc keeps beyond one request, so
 * every feature works per request, without an MCP session, on any replica. Two implementations
 * keep one contract (src/state/contract.test.ts runs the same tests on both): `memory` (one
 * process, kept output bytes on its local disk) and `redis` (Redis or Valkey shared by replicas).
 */

/** A kept output's streams. */
export type OutputStream = 'stdout' | 'stderr';

/** What is known of one kept stream. */
export interface KeptStreamFacts {
  /** Bytes kept (the program may have written more: see `complete`). */
  bytes: number;
  /** False when a cap stopped keeping before the output ended. */
  complete: boolean;
  /** What produced it (`stdout of git_log`). */
  label: string;
}

/** One kept output: the streams of one finished call, owned by one caller. */
export interface KeptOutputRecord {
  /** 22 base64url characters (src/state/output-handle.ts `newOutputId`). */
  id: string;
  /** Who may read it: the caller identity (and, for 2025 session clients, the session). */
  owner: string;
  createdAt: number;
  expiresAt: number;
  streams: Partial<Record<OutputStream, KeptStreamFacts>>;
}

/** Bytes of a kept stream, or a range of them. */
export interface OutputBytes {
  bytes: Buffer;
  /** Bytes the stream holds in all. */
  total: number;
}

/** The store's kept outputs: records and their bytes. */
export interface KeptOutputs {
  /**
   * Keeps a finished call's streams. `files` are the local spill files holding them (each holds
   * `record.streams[name].bytes` bytes); the store takes them over: `memory` reads them in place
   * and deletes them when the output goes, `redis` copies them (up to its per-stream bound, marking
   * a longer one incomplete) and deletes them at once. Returns the record as kept, or undefined when
   * nothing could be kept (no room even after dropping the oldest, the store unreachable).
   */
  keep(record: KeptOutputRecord, files: Partial<Record<OutputStream, string>>): Promise<KeptOutputRecord | undefined>;
  /** The record of output `id`, or undefined when unknown or expired. */
  record(id: string): Promise<KeptOutputRecord | undefined>;
  /** `length` bytes from `offset` of one stream (clamped to what it holds); undefined when unknown or expired. */
  read(id: string, stream: OutputStream, offset: number, length?: number): Promise<OutputBytes | undefined>;
  /** The records `owner` may read, newest first. */
  list(owner: string): Promise<KeptOutputRecord[]>;
  /** Forgets and deletes everything `owner` kept (a 2025 session ended). */
  dropOwner(owner: string): Promise<void>;
}

/** A program slot held by one caller; released once, explicitly, or by its lease running out. */
export interface SlotLease {
  release(): Promise<void>;
}

/** One caller's bounds for {@link StateStore.admitCall}; a bound of 0 is off (and not counted). */
export interface CallBounds {
  /** Calls per window; 0: no rate bound, and no window is counted. */
  maxCalls: number;
  windowMs: number;
  /** Programs running at once; 0: no slot is taken. */
  maxSlots: number;
  leaseMs: number;
}

/**
 * What {@link StateStore.admitCall} answers. `count` is the calls counted in this window so far,
 * this one included, and `resetMs` the ms until the window ends (both 0 with no rate bound).
 */
export type CallAdmission =
  | { ok: true; count: number; resetMs: number; lease?: SlotLease }
  | { ok: false; bound: 'rate' | 'slots'; count: number; resetMs: number };

/** What {@link EnabledToolLists.add} did with each name. */
export interface EnabledToolsOutcome {
  /** Added now. */
  added: string[];
  /** Already in the caller's list (their expiry renewed with the rest). */
  already: string[];
  /** Refused: the list already holds the most it may. */
  overLimit: string[];
}

/**
 * Per-caller tool lists of requests without an MCP session (2026-07-28 per-request traffic):
 * the tools each caller added with `svc_enable_tools` (docs/tool-list.md "Discovery tools").
 * One set per caller identity, shared by every replica, bounded in size, expiring a while after
 * its last use; a caller reads and changes only its own.
 */
export interface EnabledToolLists {
  /** The names `owner` enabled, first enabled first; [] when none or expired. Renews the expiry to `ttlMs` from now. */
  read(owner: string, ttlMs: number): Promise<string[]>;
  /**
   * Adds `names` (the caller checked that each is a served tool) to `owner`'s list, every replica
   * together in one step, never past `max` names; the list then expires `ttlMs` from now.
   */
  add(owner: string, names: readonly string[], max: number, ttlMs: number): Promise<EnabledToolsOutcome>;
}

/** The state behind kept outputs, single-use approvals, per-caller slots and call rates. */
export interface StateStore {
  readonly kind: 'memory' | 'redis';
  readonly outputs: KeptOutputs;
  /** Tools each caller without a session added to its `tools/list`. */
  readonly enabledTools: EnabledToolLists;
  /**
   * Claims `key` for `ttlMs`: true for the first claim across every replica, false for every later
   * one until it expires. Single-use approval states (src/state/approval-state.ts).
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /**
   * Admits one call of `owner` against its bounds, every replica together, in one step (one round
   * trip to a shared store): counts the call in the current fixed window of `bounds.windowMs` when
   * `maxCalls` is on, refusing past it; then takes one of `maxSlots` program slots when that is on,
   * refusing when all are held. A call refused for its rate takes no slot; a call refused for slots
   * is still counted. A slot whose holder died (a crashed replica) frees itself within
   * `bounds.leaseMs`; a live holder renews its lease until it releases.
   */
  admitCall(owner: string, bounds: CallBounds): Promise<CallAdmission>;
  /** Slots `owner` holds now, every replica together. */
  slotsHeld(owner: string): Promise<number>;
  /** Throws when the store cannot serve (`/readyz`). */
  ping(): Promise<void>;
  /** Releases connections and timers; the memory store also deletes the files it kept. */
  close(): Promise<void>;
}
