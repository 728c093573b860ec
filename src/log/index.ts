import { isatty } from 'node:tty';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Log levels of SPEC.md ("Global"), least to most verbose. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Field names whose values never reach a log line (matched case-insensitively, at any depth up to 2). */
export const SENSITIVE_KEYS = [
  'token', 'password', 'passwd', 'secret', 'key', 'apikey', 'api_key', 'authorization',
  'auth', 'cookie', 'credential', 'credentials', 'private_key', 'access_token', 'auth_token',
];

const redactPaths = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** Options for {@link createLogger}. */
export interface LoggerOptions {
  level?: LogLevel | 'silent';
  /** File descriptor to write to; always stderr (2) by default so stdio mode keeps stdout for protocol. */
  fd?: number;
  /**
   * `json` lines for machines, or `text` lines (`svc warn: message key=value`) for a person at a
   * terminal. Default: `text` when the descriptor is a terminal, else `json`.
   */
  format?: 'json' | 'text';
}

const LEVEL_NAMES: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

/** Turns one pino JSON line (already redacted) into `svc warn: message key=value ...`. */
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
 * Creates the process logger: JSON lines on stderr, sensitive fields replaced by `[REDACTED]`.
 * Nothing is ever written to stdout, which stdio mode reserves for MCP protocol messages.
 *
 * @example
 * const log = createLogger({ level: 'debug' });
 * log.info({ token: 'abc' }, 'starting'); // token is redacted
 */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths, censor: '[REDACTED]' },
      base: undefined,
    },
    textOrJson(options.fd ?? 2, options.format),
  );
}

function textOrJson(fd: number, format: LoggerOptions['format']): pino.DestinationStream {
  const destination = pino.destination({ fd, sync: true });
  if ((format ?? (isatty(fd) ? 'text' : 'json')) === 'json') return destination;
  // Text goes to a terminal, where a progress line may be showing: clear it first.
  return { write: (line: string) => destination.write(`\r\x1b[K${formatLogLine(line)}`) };
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
