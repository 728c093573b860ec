import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { levelFromRustLog, type LoggerOptions } from './index.js';

describe('levelFromRustLog', () => {
  it('reads plain and targeted directives', () => {
    expect(levelFromRustLog('debug')).toBe('debug');
    expect(levelFromRustLog('hyper=warn,svc=trace')).toBe('trace');
    expect(levelFromRustLog('hyper=warn')).toBeUndefined();
    expect(levelFromRustLog('WARNING')).toBe('warn');
    expect(levelFromRustLog('nonsense')).toBeUndefined();
  });
});

describe('createLogger', () => {
  it('writes only to stderr and redacts secrets', () => {
    const script = `
      const { createLogger } = await import(${JSON.stringify(new URL('./index.ts', import.meta.url).pathname)});
      const log = createLogger({ level: 'info' });
      log.info({ token: 'tok-123', nested: { password: 'pw-456' }, user: 'ann' }, 'hello');
    `;
    const result = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(result).toBe('');
  });

  it('puts redacted JSON lines on stderr', async () => {
    const { spawnSync } = await import('node:child_process');
    const script = `
      const { createLogger } = await import(${JSON.stringify(new URL('./index.ts', import.meta.url).pathname)});
      createLogger({ level: 'info' }).info({ token: 'tok-123', nested: { password: 'pw-456' }, user: 'ann' }, 'hello');
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stdout).toBe('');
    const line = JSON.parse(run.stderr.trim());
    expect(line).toMatchObject({ msg: 'hello', token: '[REDACTED]', nested: { password: '[REDACTED]' }, user: 'ann' });
    expect(run.stderr).not.toContain('tok-123');
    expect(run.stderr).not.toContain('pw-456');
  });
});

describe('formatLogLine', () => {
  it('renders a redacted JSON record as one readable line', async () => {
    const { formatLogLine } = await import('./index.js');
    expect(formatLogLine('{"level":40,"time":1,"tool":"git","token":"[REDACTED]","msg":"added a stub"}\n')).toBe(
      'svc warn: added a stub (tool=git, token=[REDACTED])\n',
    );
    expect(formatLogLine('not json\n')).toBe('not json\n');
  });
});

describe('createLogger lines', () => {
  const capture = (level: LoggerOptions['level']) => import('./index.js').then(({ createLogger }) => {
    const lines: string[] = [];
    return { log: createLogger({ level, destination: { write: (line) => void lines.push(line) } }), lines };
  });

  it('writes pino-shaped JSON lines at or above the level, and nothing when silent', async () => {
    const { log, lines } = await capture('warn');
    log.info({ a: 1 }, 'dropped');
    log.warn({ a: 1 }, 'kept');
    log.error('message only');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const [warn, error] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(warn!)).toEqual(['level', 'time', 'a', 'msg']);
    expect(warn).toMatchObject({ level: 40, a: 1, msg: 'kept' });
    expect(error).toMatchObject({ level: 50, msg: 'message only' });
    const silent = await capture('silent');
    silent.log.error({ a: 1 }, 'x');
    expect(silent.lines).toEqual([]);
  });

  it('redacts sensitive keys in any case down to two levels, serialises errors, survives cycles', async () => {
    const { log, lines } = await capture('trace');
    const cyclic: Record<string, unknown> = { name: 'c' };
    cyclic.self = cyclic;
    // Marked values no path in the error's stack can hold (a clone in /tmp/tmp.k10... held `k1`).
    log.trace({ Token: 'token_value_1', outer: { inner: { API_KEY: 'key_value_1', deeper: { secret: 'kept at depth 3' } } }, list: [{ password: 'password_value_1' }], err: new TypeError('bad'), cyclic }, 'm');
    const line = JSON.parse(lines[0]!) as Record<string, any>;
    expect(line.Token).toBe('[REDACTED]');
    expect(line.outer.inner.API_KEY).toBe('[REDACTED]');
    expect(line.outer.inner.deeper.secret).toBe('kept at depth 3');
    expect(line.list[0].password).toBe('[REDACTED]');
    expect(line.err).toMatchObject({ type: 'TypeError', message: 'bad' });
    expect(lines[0]).toContain('"[Circular]"');
    expect(line.cyclic.name).toBe('c');
    expect(lines[0]).not.toContain('token_value_1');
    expect(lines[0]).not.toContain('key_value_1');
    expect(lines[0]).not.toContain('password_value_1');
  });
});
