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
    pino.destination({ fd: options.fd ?? 2, sync: true }),
  );
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
