import { createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, open, unlink } from 'node:fs/promises';
import { appendRegularFile, NotRegularFileError, readRegularFile } from '../shared/regular-file.js';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '../log/index.js';

/**
 * How an invocation ended, as written to the audit trail:
 * - `success`: the program exited 0.
 * - `error`: the program exited non-zero or was ended by a signal.
 * - `timeout`: the program ran past the timeout and its process group was killed.
 * - `not_found`: the program is not installed (nothing ran).
 * - `permission_denied`: the program could not be executed (nothing ran).
 * - `spawn_error`: starting the program failed otherwise (nothing ran).
 * - `denied`: the ACL denied the call, or approval was needed and not granted (nothing ran).
 * - `invalid`: the arguments failed schema validation (nothing ran).
 * - `refused`: an argument value was refused (shell metacharacters, option-like, NUL/newline) (nothing ran).
 * - `unknown_tool`: no tool has that name (nothing ran; `module_id` is empty).
 * - `internal_error`: svc itself failed while handling the call (a bug, an unreadable ACL source).
 * - `cancelled`: the client cancelled the call; the program's process group was stopped.
 */
export type AuditStatus =
  | 'success' | 'error' | 'timeout' | 'not_found' | 'permission_denied' | 'spawn_error'
  | 'denied' | 'invalid' | 'refused' | 'unknown_tool' | 'internal_error' | 'cancelled';

/**
 * The ACL/approval decision recorded with each call:
 * `allow` (ACL allowed, no approval needed), `approved` (approval needed and granted),
 * `deny` (ACL denied without approval option), `declined` / `cancelled` / `unsupported`
 * (approval needed and not granted), `none` (the call failed before the ACL was consulted).
 */
export type AuditDecision = 'allow' | 'approved' | 'deny' | 'declined' | 'cancelled' | 'unsupported' | 'none';

/** What the caller of {@link AuditLog.record} supplies; timestamp, user and input_hash are added. */
export interface AuditEntry {
  module_id: string;
  /** The raw input: hashed, never written. */
  input: unknown;
  status: AuditStatus;
  /** -1 when no process ran. */
  exit_code: number;
  duration_ms: number;
  trace_id: string;
  caller: string;
  decision: AuditDecision;
  /** 0-based index of the ACL rule that decided, or null for default_effect / not evaluated. */
  acl_rule?: number | null;
  /** The confinement the program ran under (mechanism, writable paths, network); absent when nothing ran. */
  sandbox?: { mechanism: string; writable: string[]; network: boolean };
  /**
   * The argv as approvers see it (binary first, sensitive values masked), once the call was
   * rendered: hashed into `argv_hash` like the input, never written (raw values are never logged).
   */
  argv?: readonly string[];
}

/** One line of the audit file (SPEC.md "Audit record" plus DESIGN.md's additions). */
export type AuditRecord = Omit<AuditEntry, 'input' | 'acl_rule' | 'argv'> & {
  timestamp: string;
  user: string;
  input_hash: string;
  acl_rule: number | null;
  /** {@link inputHash} of the entry's `argv` (its canonical JSON array), when it had one: a preview's argv can be matched to the call that ran. */
  argv_hash?: string;
};

/**
 * Where the audit salt lives when nothing else is configured: `audit.salt` beside the audit file.
 *
 * @example
 * defaultSaltFile('/home/me/.svc/audit.jsonl'); // '/home/me/.svc/audit.salt'
 */
export function defaultSaltFile(auditFile: string): string {
  return join(dirname(auditFile), 'audit.salt');
}

/** Options for {@link createAuditLog}. */
export interface AuditLogOptions {
  /** The audit file (`audit_log` in the configuration). */
  file: string;
  /** Where write failures are reported (warn, one line per lost record). */
  log?: Logger;
  /** The per-installation salt file (default `audit.salt` beside the audit file, mode 0600). */
  saltFile?: string;
  /** Also receives every record as written (OTLP logs: src/telemetry); a throw is ignored. */
  onRecord?: (record: AuditRecord) => void;
}

/** An append-only audit trail. */
export interface AuditLog {
  /** Appends one line. Never rejects: a failure is logged and the call goes on. */
  record(entry: AuditEntry): Promise<void>;
  /** The audit file. */
  readonly file: string;
  /**
   * Reads (or creates) the salt now. A salt file of the wrong size or format, or one that is not a
   * regular file, rejects with an error naming it, so start-up stops; any other failure (an
   * unwritable directory) is only logged, since the audit trail is never fatal.
   */
  prepare?(): Promise<void>;
}

/**
 * JSON with object keys sorted at every depth, so equal inputs hash equally whatever their key
 * order.
 *
 * @example
 * canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }); // '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  // Inputs this deep are refused before anything runs, but their audit line must still be written:
  // below this depth the hash covers a marker instead of recursing until the stack runs out.
  if (depth >= MAX_CANONICAL_DEPTH) return '"[nested too deep]"';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  const entries = Object.keys(value as object)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key], depth + 1)}`);
  return `{${entries.join(',')}}`;
}

/** Depth past which {@link canonicalJson} stops descending. */
export const MAX_CANONICAL_DEPTH = 256;

/**
 * HMAC-SHA-256 (hex) of the canonical JSON of `input` under `salt`: equal inputs can be matched
 * across the trail without the trail holding them, and without the salt they cannot be guessed.
 *
 * @example
 * inputHash({ message: 'hi' }, salt); // '3f1c…' (64 hex digits)
 */
export function inputHash(input: unknown, salt: string): string {
  return createHmac('sha256', salt).update(canonicalJson(input)).digest('hex');
}

/** The salt file holds 32 random bytes as 64 lower-case hex digits and a newline. */
const SALT_PATTERN = /^[0-9a-f]{64}$/;

/** Thrown for a salt file of the wrong size or format: a weak or foreign HMAC key is never used. */
export class AuditSaltError extends Error {
  override name = 'AuditSaltError';
  readonly code = 'EBADSALT';
}

function checkedSalt(saltFile: string, text: string): string {
  const salt = text.trim();
  if (SALT_PATTERN.test(salt)) return salt;
  throw new AuditSaltError(
    `${saltFile} is not a valid audit salt (expected 64 hex digits, found ${salt.length} characters). ` +
      'Move it away and restart svc to create a new one; input hashes made with the old salt will no longer match new ones.',
  );
}

/**
 * Reads the installation's salt, creating it once: 32 random bytes written to a private temp file,
 * then hard-linked into place, so two processes starting together agree on one salt and nobody
 * ever reads a half-written one.
 */
export async function loadOrCreateSalt(saltFile: string): Promise<string> {
  try {
    return checkedSalt(saltFile, await readRegularFile(saltFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(saltFile), { recursive: true });
  const salt = randomBytes(32).toString('hex');
  const temp = `${saltFile}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${salt}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temp, saltFile);
    return salt;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return checkedSalt(saltFile, await readRegularFile(saltFile));
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? process.env.LOGNAME ?? String(process.getuid?.() ?? 'unknown');
  }
}

/**
 * Opens the audit trail: one JSON line per invocation appended (O_APPEND, mode 0600) to `file`,
 * with SPEC.md's fields (timestamp, user, module_id, input_hash, status, exit_code, duration_ms)
 * plus trace_id, caller, decision and acl_rule. Raw inputs are never written. A write failure
 * (read-only file or disk, full disk, a directory in the way) never fails the call; each one is
 * logged at warn with the trace id of the call whose line was lost (the reason in full the first
 * time).
 *
 * @example
 * const audit = createAuditLog({ file: config.audit_log, log });
 * await audit.record({ module_id: 'cli.ls', input: { long: true }, status: 'success', exit_code: 0,
 *   duration_ms: 4, trace_id, caller: 'stdio', decision: 'allow', acl_rule: 0 });
 */
export function createAuditLog(options: AuditLogOptions): AuditLog {
  const { file, log } = options;
  const saltFile = options.saltFile ?? defaultSaltFile(file);
  const warned = new Set<string>();
  const warnOnce = (kind: string, message: string) => {
    if (warned.has(kind)) return;
    warned.add(kind);
    log?.warn({ audit_log: file, code: kind }, message);
  };
  let saltPromise: Promise<string> | undefined;
  const salt = () =>
    (saltPromise ??= loadOrCreateSalt(saltFile).catch((error: NodeJS.ErrnoException) => {
      // Without the salt file hashes cannot be matched across restarts, but they stay unguessable.
      warnOnce(`salt:${error.code ?? 'ERR'}`, `cannot read or create the audit salt ${saltFile} (${error.message}); using a salt for this process only`);
      return randomBytes(32).toString('hex');
    }));
  let dirReady: Promise<unknown> | undefined;
  const user = currentUser();
  return {
    file,
    async prepare() {
      try {
        await loadOrCreateSalt(saltFile);
      } catch (error) {
        if (error instanceof AuditSaltError || error instanceof NotRegularFileError) throw error;
        warnOnce(`salt:${(error as NodeJS.ErrnoException).code ?? 'ERR'}`, `cannot read or create the audit salt ${saltFile} (${(error as Error).message}); using a salt for this process only`);
      }
    },
    async record(entry) {
      try {
        const record: AuditRecord = {
          timestamp: new Date().toISOString(),
          user,
          module_id: entry.module_id,
          input_hash: inputHash(entry.input ?? {}, await salt()),
          status: entry.status,
          exit_code: entry.exit_code,
          duration_ms: Math.round(entry.duration_ms),
          trace_id: entry.trace_id,
          caller: entry.caller,
          decision: entry.decision,
          acl_rule: entry.acl_rule ?? null,
          ...(entry.sandbox ? { sandbox: entry.sandbox } : {}),
          ...(entry.argv ? { argv_hash: inputHash(entry.argv, await salt()) } : {}),
        };
        // Shipped before the file write, so a full disk does not also cost the central copy.
        try {
          options.onRecord?.(record);
        } catch (error) {
          warnOnce('sink', `the audit record could not be shipped: ${(error as Error).message}`);
        }
        dirReady ??= mkdir(dirname(file), { recursive: true }).catch(() => undefined);
        await dirReady;
        await appendRegularFile(file, `${JSON.stringify(record)}\n`, 0o600);
      } catch (error) {
        // Every lost line is logged (SPEC.md: a failure is "only logged"), with the trace id and
        // module so the operator can tell which calls the trail misses; never the input.
        const code = (error as NodeJS.ErrnoException).code ?? 'ERR';
        const lost = { audit_log: file, code, trace_id: entry.trace_id, module_id: entry.module_id, status: entry.status };
        if (warned.has(`write:${code}`)) {
          log?.warn(lost, 'audit line lost: the audit log still cannot be written');
        } else {
          warned.add(`write:${code}`);
          log?.warn(lost, `cannot write the audit log ${file} (${(error as Error).message}); the call goes on without an audit line`);
        }
      }
    },
  };
}
