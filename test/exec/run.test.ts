import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowlistedEnv, runProgram } from '../../src/exec/run.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { alive, waitUntil } from '../support/processes.js';

const program = (name: string) => join(FIXTURE_PROGRAMS_DIR, name);

function readFileSyncOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

describe('runProgram', () => {
  it('runs a real program directly and measures it', async () => {
    const result = await runProgram({ binary: '/usr/bin/echo', argv: ['hello', 'a;b $(id)'], timeoutMs: 10_000 });
    expect(result).toMatchObject({ outcome: 'success', stdout: 'hello a;b $(id)\n', stderr: '', exitCode: 0, signal: null, truncated: { stdout: false, stderr: false } });
    expect(Number.isInteger(result.durationMs)).toBe(true);
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a non-zero exit with both streams', async () => {
    const result = await runProgram({ binary: program('exit3.sh'), argv: ['data.csv'], timeoutMs: 10_000 });
    expect(result.outcome).toBe('exit_nonzero');
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toBe('partial output\n');
    expect(result.stderr).toBe('exit3: cannot process data.csv: the operation failed on purpose\n');
  });

  it('classifies a missing program (ENOENT) and a non-executable one (EACCES); no process ran', async () => {
    const missing = await runProgram({ binary: program('missing-program'), argv: [], timeoutMs: 5000 });
    expect(missing).toMatchObject({ outcome: 'not_found', exitCode: -1, errorCode: 'ENOENT' });
    const denied = await runProgram({ binary: program('not-executable.sh'), argv: [], timeoutMs: 5000 });
    expect(denied).toMatchObject({ outcome: 'permission_denied', exitCode: -1, errorCode: 'EACCES' });
  });

  it('times out and reports the signal exit code', async () => {
    const result = await runProgram({ binary: program('sleeper.sh'), argv: ['10'], timeoutMs: 300, killGraceMs: 500 });
    expect(result.outcome).toBe('timeout');
    expect(result.signal).toBe('SIGTERM');
    expect(result.exitCode).toBe(143);
    expect(result.durationMs).toBeGreaterThanOrEqual(300);
    expect(result.durationMs).toBeLessThan(3000);
  });

  it('kills the whole process group on timeout: the grandchild dies too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-run-'));
    const pidfile = join(dir, 'pids');
    const result = await runProgram({ binary: program('spawn-tree.sh'), argv: [pidfile, '30'], timeoutMs: 500, killGraceMs: 300 });
    expect(result.outcome).toBe('timeout');
    const [grandchild, child] = (await readFile(pidfile, 'utf8')).trim().split('\n').map(Number);
    expect(grandchild).toBeGreaterThan(1);
    expect(child).toBeGreaterThan(1);
    expect(await waitUntil(() => !alive(grandchild!) && !alive(child!), 2000)).toBe(true);
  });

  it('an aborted signal stops the whole process group and reports cancelled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-run-'));
    const pidfile = join(dir, 'pids');
    const controller = new AbortController();
    const running = runProgram({ binary: program('spawn-tree.sh'), argv: [pidfile, '30'], timeoutMs: 20_000, killGraceMs: 300, signal: controller.signal });
    expect(await waitUntil(() => (readFileSyncOr(pidfile).match(/\n/g) ?? []).length >= 2, 3000)).toBe(true);
    controller.abort();
    const result = await running;
    expect(result).toMatchObject({ outcome: 'cancelled', signal: 'SIGTERM', exitCode: 143 });
    expect(result.durationMs).toBeLessThan(5000);
    const [grandchild, child] = readFileSyncOr(pidfile).trim().split('\n').map(Number);
    expect(await waitUntil(() => !alive(grandchild!) && !alive(child!), 2000)).toBe(true);
  });

  it('an already aborted signal starts nothing', async () => {
    const result = await runProgram({ binary: program('sleeper.sh'), argv: ['10'], timeoutMs: 20_000, signal: AbortSignal.abort() });
    expect(result).toMatchObject({ outcome: 'cancelled', exitCode: -1, signal: null, stdout: '' });
  });

  it('a program that ignores SIGTERM gets SIGKILL after the grace period', async () => {
    const result = await runProgram({ binary: '/bin/sh', argv: ['-c', 'trap "" TERM; sleep 30'], timeoutMs: 300, killGraceMs: 400 });
    expect(result).toMatchObject({ outcome: 'timeout', signal: 'SIGKILL', exitCode: 137 });
    expect(result.durationMs).toBeGreaterThanOrEqual(700);
    expect(result.durationMs).toBeLessThan(3000);
  });

  it('caps each stream, flags the truncation and still lets the program finish', async () => {
    const out = await runProgram({ binary: program('flood.sh'), argv: ['--bytes', '3000000'], timeoutMs: 20_000, maxOutputBytes: 1024 * 1024 });
    expect(out.outcome).toBe('success');
    expect(out.stdout.length).toBe(1024 * 1024);
    expect(out.truncated).toEqual({ stdout: true, stderr: false });
    const err = await runProgram({ binary: program('flood.sh'), argv: ['--stderr', '--bytes', '5000'], timeoutMs: 20_000, maxOutputBytes: 4096 });
    expect(err.stderr).toBe('x'.repeat(4096));
    expect(err.truncated).toEqual({ stdout: false, stderr: true });
    const exact = await runProgram({ binary: program('flood.sh'), argv: ['--bytes', '4096'], timeoutMs: 20_000, maxOutputBytes: 4096 });
    expect(exact.truncated.stdout).toBe(false);
  });

  it('keeps draining a program that never stops writing, until the timeout ends it', async () => {
    const result = await runProgram({ binary: program('flood.sh'), argv: ['--forever'], timeoutMs: 700, killGraceMs: 300, maxOutputBytes: 65536 });
    expect(result.outcome).toBe('timeout');
    expect(result.stdout.length).toBe(65536);
    expect(result.truncated.stdout).toBe(true);
  });

  it('passes only the allowlisted environment: a secret in the parent never reaches the program', async () => {
    const parentEnv = { ...process.env, SVC_TEST_SECRET: 'hunter2', AWS_SECRET_ACCESS_KEY: 'xyz', LC_ALL: 'C', TERM: 'xterm-256color', TZ: 'UTC' };
    const result = await runProgram({ binary: program('envdump.sh'), argv: [], timeoutMs: 10_000, parentEnv, extraEnv: { GIT_PAGER: 'cat' } });
    expect(result.outcome).toBe('success');
    const names = result.stdout.trim().split('\n').map((line) => line.split('=')[0]).filter((name) => name !== 'PWD' && name !== 'SHLVL' && name !== '_');
    // SVC_RUN_ID is svc's own marker, so a program that leaves its process group can still be found and stopped.
    const expected = ['GIT_PAGER', 'LC_ALL', 'SVC_RUN_ID', 'TERM', 'TZ', 'NO_COLOR', 'PAGER', 'GIT_TERMINAL_PROMPT', 'GCM_INTERACTIVE', ...['PATH', 'HOME', 'LANG', 'USER', 'LOGNAME', 'TMPDIR'].filter((n) => parentEnv[n as keyof typeof parentEnv] !== undefined)];
    expect(names.sort()).toEqual(expected.sort());
    expect(result.stdout).not.toContain('hunter2');
    expect(result.stdout).toContain('TERM=dumb\n');
  });

  it('allowlistedEnv keeps LC_* and sets the non-interactive defaults (TERM=dumb, no pager, no prompts, no colour)', () => {
    expect(allowlistedEnv({ PATH: '/bin', LC_CTYPE: 'C.UTF-8', TOKEN: 'x', TERM: 'xterm', GIT_ASKPASS: '/x', SSH_ASKPASS: '/y' }, { A: 'b' })).toEqual({
      PATH: '/bin', LC_CTYPE: 'C.UTF-8', TERM: 'dumb', NO_COLOR: '1', PAGER: 'cat', GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'never', A: 'b',
    });
  });

  it('gives the program an empty stdin', async () => {
    const result = await runProgram({ binary: '/usr/bin/cat', argv: [], timeoutMs: 5000 });
    expect(result).toMatchObject({ outcome: 'success', stdout: '' });
  });

  it('does not wait for a background child that keeps the pipes open after the program exits', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-run-'));
    const pidfile = join(dir, 'pids');
    // sh -c is the program under test here, not a way of running svc's commands.
    const result = await runProgram({ binary: '/bin/sh', argv: ['-c', `sleep 30 & echo $! > ${pidfile}; echo started`], timeoutMs: 20_000 });
    expect(result).toMatchObject({ outcome: 'success', stdout: 'started\n' });
    expect(result.durationMs).toBeLessThan(5000);
    const grandchild = Number((await readFile(pidfile, 'utf8')).trim());
    expect(await waitUntil(() => !alive(grandchild), 2000)).toBe(true);
  });
});

describe('runProgram: start-up failures that are not the program missing', () => {
  it('names a missing #! interpreter', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-run-'));
    const script = join(dir, 'needs-interp');
    await writeFile(script, '#!/usr/bin/svc-no-such-interpreter\nprint(1)\n', { mode: 0o755 });
    const result = await runProgram({ binary: script, argv: [], timeoutMs: 5000 });
    expect(result).toMatchObject({ outcome: 'not_found', exitCode: -1, missingInterpreter: '/usr/bin/svc-no-such-interpreter' });
  });

  it('a missing working directory is a spawn error, not a missing program', async () => {
    const result = await runProgram({ binary: '/usr/bin/echo', argv: [], timeoutMs: 5000, cwd: '/nonexistent/svc-dir' });
    expect(result).toMatchObject({ outcome: 'spawn_error', exitCode: -1, errorMessage: 'the working directory /nonexistent/svc-dir does not exist' });
  });

  it('a program that kills itself reports 128 + the signal number', async () => {
    const result = await runProgram({ binary: '/bin/sh', argv: ['-c', 'kill -9 $$'], timeoutMs: 5000 });
    expect(result).toMatchObject({ outcome: 'exit_nonzero', signal: 'SIGKILL', exitCode: 137 });
  });
});
