import { writeSync } from 'node:fs';
import { isatty } from 'node:tty';

/** Log levels of SPEC.md ("Global"), least to most verbose. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One logging method: fields and a message (`log.warn({ file }, 'cannot read')`), or a message alone. */
export interface LogFn {
  (fields: object, message?: string): void;
  (message: string): void;
}

/**
 * What svc logs through. A pino logger fits it too, so an embedder can pass its own
 * (`createSvcServer({ log: pino() })`).
 */
export interface Logger {
  level: string;
  trace: LogFn;
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

/** Field names whose values never reach a log line (matched case-insensitively, at any depth up to 2). */
export const SENSITIVE_KEYS = [
  'token', 'password', 'passwd', 'secret', 'key', 'apikey', 'api_key', 'authorization',
  'auth', 'cookie', 'credential', 'credentials', 'private_key', 'access_token', 'auth_token',
];

const SENSITIVE = new Set(SENSITIVE_KEYS);
const REDACTED = '[REDACTED]';
/** Depths (0 = the fields themselves) at which sensitive keys are redacted. */
const REDACT_DEPTH = 2;

/** Options for {@link createLogger}. */
export interface LoggerOptions {
  level?: LogLevel | 'silent';
  /** File descriptor to write to; always stderr (2) by default so stdio mode keeps stdout for protocol. */
  fd?: number;
  /** Where lines go instead of `fd` (tests, embedders): each call gets one whole line. */
  destination?: { write(line: string): void };
  /**
   * `json` lines for machines, or `text` lines (`svc warn: message key=value`) for a person at a
   * terminal. Default: `text` when the descriptor is a terminal, else `json`.
   */
  format?: 'json' | 'text';
}

const LEVEL_NUMBERS: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50 };
const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Turns one JSON log line (already redacted) into `svc warn: message key=value ...`. */
export function formatLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const { level, time: _time, msg, ...fields } = record;
  const extras = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `svc ${LEVEL_NAMES[level as number] ?? String(level)}: ${String(msg ?? '')}${extras.length ? ` (${extras.join(', ')})` : ''}\n`;
}

/**
 * Creates the process logger: JSON lines on stderr (`{"level":40,"time":...,"msg":...}`, pino's
 * shape), sensitive fields replaced by `[REDACTED]`. Nothing is ever written to stdout, which
 * stdio mode reserves for MCP protocol messages. Writes are synchronous, so a line logged just
 * before the process exits is not lost.
 *
 * @example
 * const log = createLogger({ level: 'debug' });
 * log.info({ token: 'abc' }, 'starting'); // token is redacted
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? 'info';
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVEL_NUMBERS[level];
  const write = lineWriter(options);
  const method = (name: LogLevel): LogFn => {
    const number = LEVEL_NUMBERS[name];
    if (number < threshold) return () => undefined;
    return ((fieldsOrMessage: object | string, message?: string) => {
      const fields = typeof fieldsOrMessage === 'string' ? {} : fieldsOrMessage;
      const msg = typeof fieldsOrMessage === 'string' ? fieldsOrMessage : message;
      write(`${JSON.stringify({ level: number, time: Date.now(), ...(redacted(fields, 0) as object), ...(msg === undefined ? {} : { msg }) }, circularSafe())}\n`);
    }) as LogFn;
  };
  return { level, trace: method('trace'), debug: method('debug'), info: method('info'), warn: method('warn'), error: method('error') };
}

/** A copy of the fields with sensitive keys' values replaced, down to {@link REDACT_DEPTH}; errors as their type, message and stack. */
function redacted(value: unknown, depth: number): unknown {
  if (value instanceof Error) return { type: value.name, message: value.message, stack: value.stack };
  if (depth > REDACT_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redacted(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = SENSITIVE.has(key.toLowerCase()) ? REDACTED : redacted(item, depth + 1);
  return out;
}

/** A JSON.stringify replacer that writes a repeated object as "[Circular]" instead of throwing. */
function circularSafe(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (_key, value) => {
    if (typeof value === 'bigint') return value.toString();
    if (value === null || typeof value !== 'object') return value;
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
    return value;
  };
}

function lineWriter(options: LoggerOptions): (line: string) => void {
  if (options.destination) {
    const destination = options.destination;
    return (line) => destination.write(line);
  }
  const fd = options.fd ?? 2;
  const toFd = (text: string) => writeAll(fd, text);
  if ((options.format ?? (isatty(fd) ? 'text' : 'json')) === 'json') return toFd;
  // Text goes to a terminal, where a progress line may be showing: clear it first.
  return (line) => toFd(`\r\x1b[K${formatLogLine(line)}`);
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/**
 * Writes the whole text to the descriptor. A full non-blocking pipe (EAGAIN) is waited on
 * briefly, then the line is dropped: a reader that stopped reading must not stall svc.
 */
function writeAll(fd: number, text: string): void {
  let buffer = Buffer.from(text);
  for (let waits = 0; buffer.length > 0; ) {
    try {
      buffer = buffer.subarray(writeSync(fd, buffer));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || ++waits > 100) return;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}

/**
 * Maps a `RUST_LOG`-style directive (`info`, `svc=debug,hyper=warn`) to one of our levels,
 * so users of the original tool keep their habits. Returns undefined when nothing applies.
 *
 * @example
 * levelFromRustLog('svc=debug,other=warn'); // 'debug'
 */
export function levelFromRustLog(value: string | undefined): LogLevel | undefined {
  if (!value) return undefined;
  let fallback: LogLevel | undefined;
  for (const directive of value.split(',').map((part) => part.trim().toLowerCase())) {
    const [target, level] = directive.includes('=') ? directive.split('=', 2) : [undefined, directive];
    const normalized = level === 'warning' ? 'warn' : level === 'off' ? 'error' : level;
    if (!LOG_LEVELS.includes(normalized as LogLevel)) continue;
    if (target === 'svc') return normalized as LogLevel;
    if (target === undefined) fallback = normalized as LogLevel;
  }
  return fallback;
}
