import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/index.js';
import { canonicalJson, createAuditLog, inputHash, loadOrCreateSalt, type AuditEntry } from './audit.js';

function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  return { log: createLogger({ level: 'warn', destination: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } }), lines };
}

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  module_id: 'cli.git.commit',
  input: { message: 'secret plan', amend: false },
  status: 'success',
  exit_code: 0,
  duration_ms: 12.4,
  trace_id: '1b4e28ba-2fa1-4d3b-9c4a-5a7f7b8c9d0e',
  caller: 'stdio',
  decision: 'allow',
  acl_rule: 0,
  ...over,
});

async function readLines(file: string) {
  return (await readFile(file, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
}

const mounts: string[] = [];
afterAll(() => {
  for (const dir of mounts) {
    try {
      execFileSync('umount', [dir]);
    } catch {
      /* already gone */
    }
  }
});

/** Mounts a small real tmpfs (needs root); returns undefined with a printed reason when it cannot. */
async function tmpfs(options: string): Promise<string | undefined> {
  const dir = await mkdtemp(join(tmpdir(), 'svc-audit-mnt-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
    mounts.push(dir);
    return dir;
  } catch (error) {
    console.warn(`skipping: cannot mount a tmpfs (${(error as Error).message.split('\n')[0]}); needs root`);
    return undefined;
  }
}

describe('canonicalJson and inputHash', () => {
  it('sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }], u: undefined })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });
  it('is an HMAC-SHA-256: equal inputs match whatever the key order, another salt gives another hash', () => {
    const h = inputHash({ a: 1, b: 2 }, 'salt-1');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(inputHash({ b: 2, a: 1 }, 'salt-1')).toBe(h);
    expect(inputHash({ a: 1, b: 2 }, 'salt-2')).not.toBe(h);
    // Known answer from an independent implementation: HMAC-SHA256(key="salt-1", msg='{"a":1,"b":2}').
    let reference: string | undefined;
    try {
      reference = execFileSync('openssl', ['dgst', '-sha256', '-hmac', 'salt-1', '-r'], { input: '{"a":1,"b":2}' }).toString().split(' ')[0];
    } catch {
      console.warn('skipping the openssl cross-check: openssl is not installed');
    }
    if (reference) expect(h).toBe(reference);
  });
});

describe('createAuditLog', () => {
  it('appends one line per invocation with every field, never the raw input', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-audit-'));
    const file = join(dir, 'nested', 'audit.jsonl');
    const audit = createAuditLog({ file });
    const before = Date.now();
    await audit.record(entry());
    await audit.record(entry({ status: 'denied', exit_code: -1, duration_ms: 0, decision: 'deny', acl_rule: null, caller: 'http', input: { amend: false, message: 'secret plan' } }));
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('secret plan');
    const [first, second] = await readLines(file);
    expect(Object.keys(first!)).toEqual(['timestamp', 'user', 'module_id', 'input_hash', 'status', 'exit_code', 'duration_ms', 'trace_id', 'caller', 'decision', 'acl_rule']);
    expect(first!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(first!.timestamp as string)).toBeGreaterThanOrEqual(before - 1);
    expect(first).toMatchObject({ user: userInfo().username, module_id: 'cli.git.commit', status: 'success', exit_code: 0, duration_ms: 12, trace_id: '1b4e28ba-2fa1-4d3b-9c4a-5a7f7b8c9d0e', caller: 'stdio', decision: 'allow', acl_rule: 0 });
    const salt = (await readFile(join(dir, 'nested', 'audit.salt'), 'utf8')).trim();
    expect(first!.input_hash).toBe(inputHash({ message: 'secret plan', amend: false }, salt));
    expect(second).toMatchObject({ status: 'denied', exit_code: -1, decision: 'deny', acl_rule: null, caller: 'http' });
    expect(second!.input_hash).toBe(first!.input_hash);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('creates the salt once, 0600, and every process agrees on it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-salt-'));
    const saltFile = join(dir, 'audit.salt');
    const salts = await Promise.all(Array.from({ length: 8 }, () => loadOrCreateSalt(saltFile)));
    expect(new Set(salts).size).toBe(1);
    expect(salts[0]).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(saltFile)).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateSalt(saltFile)).toBe(salts[0]);
  });

  it('a directory in the way: every lost line is logged at warn with its trace id, and record() still resolves', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-audit-'));
    const file = join(dir, 'audit.jsonl');
    await mkdir(file);
    const { log, lines } = captureLogger();
    const audit = createAuditLog({ file, log });
    await expect(audit.record(entry())).resolves.toBeUndefined();
    await expect(audit.record(entry({ trace_id: 'second-call', module_id: 'cli.rm' }))).resolves.toBeUndefined();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, code: 'ENOTREGULAR', audit_log: file, trace_id: '1b4e28ba-2fa1-4d3b-9c4a-5a7f7b8c9d0e', module_id: 'cli.git.commit' });
    expect(String(lines[0]!.msg)).toContain('the call goes on without an audit line');
    expect(lines[1]).toMatchObject({ level: 40, code: 'ENOTREGULAR', audit_log: file, trace_id: 'second-call', module_id: 'cli.rm', msg: 'audit line lost: the audit log still cannot be written' });
    expect(JSON.stringify(lines)).not.toContain('secret plan');
  });

  it('a read-only filesystem (EROFS) is logged and never fails the call', async () => {
    const mnt = await tmpfs('size=64k');
    if (!mnt) return;
    await writeFile(join(mnt, 'audit.salt'), `${'a'.repeat(64)}\n`, { mode: 0o600 });
    execFileSync('mount', ['-o', 'remount,ro', mnt]);
    const { log, lines } = captureLogger();
    const audit = createAuditLog({ file: join(mnt, 'audit.jsonl'), log });
    await expect(audit.record(entry())).resolves.toBeUndefined();
    expect(lines.map((line) => line.code)).toEqual(['EROFS']);
  });

  it('a full disk (ENOSPC) is logged for every lost line and never fails the call', async () => {
    const mnt = await tmpfs('size=64k');
    if (!mnt) return;
    const audit0 = createAuditLog({ file: join(mnt, 'audit.jsonl') });
    await audit0.record(entry()); // creates the salt while there is room
    const before = (await readFile(join(mnt, 'audit.jsonl'), 'utf8')).length;
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${join(mnt, 'filler')}`, 'bs=4096', 'count=64'], { stdio: 'pipe' });
    } catch {
      // dd stops with "No space left on device": exactly what we want.
    }
    const { log, lines } = captureLogger();
    const audit = createAuditLog({ file: join(mnt, 'audit.jsonl'), log });
    // Lines are small: fill the last partial block so the next append really needs a new one.
    for (let i = 0; i < 64 && lines.length === 0; i++) await audit.record(entry());
    expect(lines.map((line) => line.code)).toEqual(['ENOSPC']);
    await expect(audit.record(entry())).resolves.toBeUndefined();
    expect(lines.map((line) => line.code)).toEqual(['ENOSPC', 'ENOSPC']);
    expect((await readFile(join(mnt, 'audit.jsonl'), 'utf8')).length).toBeGreaterThanOrEqual(before);
    await rm(join(mnt, 'filler'));
  });
});
