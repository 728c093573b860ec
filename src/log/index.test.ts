import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { levelFromRustLog } from './index.js';

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
