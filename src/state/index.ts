/**
 * The state store (DESIGN.md "Gateway", docs/state.md): memory for one process, Redis or Valkey
 * for replicas; the shared key that signs output handles and approval states.
 */
import type { SvcState } from '../config/state.js';
import type { Logger } from '../log/index.js';
import { createMemoryStateStore } from './memory-store.js';
import { loadStateSecret } from './secret.js';
import type { StateStore } from './types.js';

export type { CallAdmission, CallBounds, EnabledToolLists, EnabledToolsOutcome, KeptOutputRecord, KeptOutputs, KeptStreamFacts, OutputBytes, OutputStream, SlotLease, StateStore } from './types.js';
export { createMemoryEnabledTools, createMemoryStateStore, type MemoryStateStoreOptions } from './memory-store.js';
// The Redis store is imported only when configured: the `redis` client costs start-up time that a
// single svc on memory never needs. Import `connectRedisStateStore` from './redis-store.js'.
export type { RedisStateStoreOptions } from './redis-store.js';
export { deriveKey, loadStateSecret, StateSecretError, type SecretPurpose } from './secret.js';
export { mintOutputHandle, newOutputId, openOutputHandle, OUTPUT_HANDLE_LENGTH, type OpenedHandle } from './output-handle.js';
export { approvalDigest, APPROVAL_STATE_TTL_MS, consumeApprovalState, mintApprovalState } from './approval-state.js';

/** Options for {@link openStateStore}. */
export interface OpenStateStoreOptions {
  /** Bytes of kept outputs on local disk for the memory store (`results.max_kept_bytes`). */
  maxKeptBytes: number;
  /** The key file when `state.secret_file` is '' (`state.key` beside the config file). */
  defaultSecretFile: string;
  log?: Logger;
}

/** An open store and the secret replicas share. */
export interface OpenedState {
  store: StateStore;
  /** 32 bytes; derive a key per purpose with `deriveKey`. */
  secret: Buffer;
}

/**
 * Opens the store the configuration names and reads (memory: creates) the shared key. A Redis
 * store that cannot be reached, or a missing key file for Redis, rejects with an error that says
 * what to do; svc does not start half-shared.
 *
 * @example
 * const { store, secret } = await openStateStore(config.state, { maxKeptBytes: config.results.max_kept_bytes, defaultSecretFile: join(svcHome(), 'state.key') });
 */
export async function openStateStore(state: SvcState, options: OpenStateStoreOptions): Promise<OpenedState> {
  const secretFile = state.secret_file || options.defaultSecretFile;
  const secret = await loadStateSecret(secretFile, { create: state.store === 'memory' });
  if (state.store === 'memory') return { store: createMemoryStateStore({ maxKeptBytes: options.maxKeptBytes }), secret };
  const { connectRedisStateStore } = await import('./redis-store.js');
  const store = await connectRedisStateStore({
    url: state.url,
    keyPrefix: state.key_prefix,
    maxOutputBytes: state.max_shared_output_bytes,
    maxSharedBytes: state.max_shared_bytes,
    timeoutMs: state.timeout_ms,
    log: options.log,
  });
  return { store, secret };
}
