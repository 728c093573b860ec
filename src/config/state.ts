/**
 * Where svc keeps the state that must outlive one request (DESIGN.md "Gateway", docs/state.md):
 * the `state` member of `~/.svc/config.yaml` and `svc serve --state URL`. Every member is optional;
 * with none, svc keeps its state in memory and on its local disk, as a single process always did.
 */

/** `memory`: this process and its disk; `redis`: a Redis or Valkey server every replica shares. */
export type StateStoreKind = 'memory' | 'redis';

export interface SvcState {
  store: StateStoreKind;
  /** `redis://[user:password@]host:port[/db]` or `rediss://…` (TLS); '' for memory. */
  url: string;
  /** Prefix of every key svc writes, so several svc deployments can share one Redis. */
  key_prefix: string;
  /**
   * File holding the key that signs output handles and approval states (64 hex digits, mode 0600).
   * Every replica must read the same file; '' means `state.key` beside the config file. Created when
   * missing only for `memory` (one process): replicas that each made their own key would refuse one
   * another's handles.
   */
  secret_file: string;
  /** Bytes of one kept stream copied into Redis; a longer stream is kept up to here and marked incomplete. */
  max_shared_output_bytes: number;
  /** Bytes of kept outputs in Redis, every replica together; past it the oldest go first. */
  max_shared_bytes: number;
  /** Milliseconds to connect to Redis at start, and to wait for one command before it counts as down. */
  timeout_ms: number;
}

const MIB = 1024 * 1024;

/** The defaults: memory, nothing else needed. */
export const DEFAULT_STATE: Readonly<SvcState> = Object.freeze({
  store: 'memory',
  url: '',
  key_prefix: 'svc:',
  secret_file: '',
  max_shared_output_bytes: 16 * MIB,
  max_shared_bytes: 256 * MIB,
  timeout_ms: 5_000,
});

const RANGES = {
  max_shared_output_bytes: [64 * 1024, 512 * MIB],
  max_shared_bytes: [1 * MIB, 64 * 1024 * MIB],
  timeout_ms: [100, 120_000],
} as const;

const MEMBERS = Object.keys(DEFAULT_STATE);

/** Error about one member of `state`; `member` lets the config reader point at its line. */
export class StateConfigError extends Error {
  override name = 'StateConfigError';
  constructor(readonly member: string | undefined, message: string) {
    super(message);
  }
}

/** The store a URL names: `memory`, or `redis`/`rediss` (Valkey speaks the same protocol). */
function kindOfUrl(url: string): StateStoreKind {
  if (url === 'memory') return 'memory';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new StateConfigError('url', `state.url must be memory or a URL like redis://host:6379 (got ${JSON.stringify(redactUrl(url))})`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new StateConfigError('url', `state.url must use redis:// or rediss:// (got ${parsed.protocol}//)`);
  }
  if (!parsed.hostname) throw new StateConfigError('url', 'state.url names no host (redis://host:6379)');
  return 'redis';
}

/**
 * A URL with its password replaced by `***`, for messages, logs and `svc config --show`.
 *
 * @example
 * redactUrl('redis://svc:hunter2@cache:6379/0'); // 'redis://svc:***@cache:6379/0'
 */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}

/**
 * Checks a `state` value from the config file, or the `--state` flag's URL (a string: `memory` or
 * `redis://…`). `store` follows from `url` when only the URL is given; a `redis` store needs one.
 * Throws a {@link StateConfigError} saying what is accepted.
 *
 * @example
 * coerceState('redis://cache:6379'); // { ...DEFAULT_STATE, store: 'redis', url: 'redis://cache:6379' }
 * coerceState({ store: 'memory' });   // DEFAULT_STATE
 */
export function coerceState(raw: unknown): SvcState {
  if (raw === null || raw === undefined) return { ...DEFAULT_STATE };
  if (typeof raw === 'string') return coerceState({ url: raw.trim() });
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new StateConfigError(undefined, `state must be a mapping of ${MEMBERS.join(', ')}, or a URL (memory, redis://host:6379)`);
  const out: SvcState = { ...DEFAULT_STATE };
  const given = raw as Record<string, unknown>;
  for (const [key, value] of Object.entries(given)) {
    if (!MEMBERS.includes(key)) throw new StateConfigError(key, `state has no member "${key}"; known members: ${MEMBERS.join(', ')}`);
    if (key in RANGES) {
      const [min, max] = RANGES[key as keyof typeof RANGES];
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isInteger(n) || n < min || n > max) throw new StateConfigError(key, `state.${key} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`);
      (out as unknown as Record<string, number>)[key] = n;
      continue;
    }
    if (typeof value !== 'string') throw new StateConfigError(key, `state.${key} must be text (got ${JSON.stringify(value)})`);
    (out as unknown as Record<string, string>)[key] = value.trim();
  }
  if (given.store !== undefined && out.store !== 'memory' && out.store !== 'redis') {
    throw new StateConfigError('store', `state.store must be memory or redis (got ${JSON.stringify(given.store)})`);
  }
  if (out.key_prefix !== '' && !/^[A-Za-z0-9:_.{}-]{1,64}$/.test(out.key_prefix)) {
    throw new StateConfigError('key_prefix', `state.key_prefix must be 1 to 64 letters, digits or : _ . - { } (got ${JSON.stringify(out.key_prefix)})`);
  }
  const urlKind = out.url === '' ? undefined : kindOfUrl(out.url);
  if (given.store === undefined && urlKind) out.store = urlKind;
  if (out.url === 'memory') out.url = '';
  if (out.store === 'redis' && !urlKind) throw new StateConfigError('url', 'state.store is redis but state.url is missing: give the server, like url: redis://host:6379');
  if (out.store === 'memory' && urlKind === 'redis') throw new StateConfigError('store', `state.store is memory but state.url names a Redis server (${redactUrl(out.url)}): say store: redis, or drop the url`);
  if (out.max_shared_output_bytes > out.max_shared_bytes) {
    throw new StateConfigError('max_shared_output_bytes', `state.max_shared_output_bytes (${out.max_shared_output_bytes}) must not exceed state.max_shared_bytes (${out.max_shared_bytes})`);
  }
  return out;
}

/**
 * The state settings with only the store's URL changed (the `--state` flag, `SVC_STATE`): the
 * file's key prefix, key file and bounds stay.
 *
 * @example
 * withStateUrl({ ...DEFAULT_STATE, key_prefix: 'team:' }, 'redis://cache:6379'); // store redis, key_prefix 'team:'
 */
export function withStateUrl(base: SvcState, url: string): SvcState {
  const { store: _store, url: _url, ...rest } = base;
  return coerceState({ ...rest, url: url.trim() });
}
