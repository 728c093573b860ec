import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { helpEnvironment, helpOutput, refusedCLocale, runHelp } from './run-help.js';

const programs = fileURLToPath(new URL('../../test/fixtures/programs/', import.meta.url));

function which(name: string): string | undefined {
  try {
    return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const git = which('git');
const env = which('env');

describe('runHelp', () => {
  it('asks a program that refuses the C locale again under C.UTF-8', async () => {
    const run = await runHelp(`${programs}svc-fixture-utf8only`, ['--help']);
    expect(run.locale).toBe('C.UTF-8');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('-o, --output FILE   Write the summary to FILE.');
    // Under C.UTF-8 the probe still has no colour and no pager.
    expect(helpEnvironment({}, 'C.UTF-8')).toMatchObject({ LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8', NO_COLOR: '1', PAGER: 'cat', TERM: 'dumb', SHELL: '/bin/sh' });
  });

  it('does not retry programs that fail for other reasons, or succeed', () => {
    expect(refusedCLocale({ exitCode: 1, stdout: '', stderr: 'This system requires the locale encoding to be UTF-8' })).toBe(true);
    expect(refusedCLocale({ exitCode: 1, stdout: '', stderr: 'RuntimeError: Click will abort further execution because Python 3 was configured to use ASCII as encoding for the environment.' })).toBe(true);
    expect(refusedCLocale({ exitCode: 0, stdout: 'Convert text to UTF-8 encoding', stderr: '' })).toBe(false);
    expect(refusedCLocale({ exitCode: 2, stdout: '', stderr: "error: unknown option '--help'" })).toBe(false);
    expect(refusedCLocale({ exitCode: null, stdout: '', stderr: 'locale encoding UTF-8' })).toBe(false);
  });

  it('kills a hanging program and its children at the timeout', async () => {
    const started = Date.now();
    const run = await runHelp(`${programs}svc-fixture-hang`, ['--help'], { timeoutMs: 400 });
    expect(run.timedOut).toBe(true);
    expect(run.exitCode).toBeNull();
    // The background `sleep 30` holds the pipe open: only a process-group kill ends this quickly.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops reading a flooding program at the cap and marks the result truncated', async () => {
    const run = await runHelp(`${programs}svc-fixture-flood`, ['--help'], { maxBytes: 64 * 1024, timeoutMs: 10_000 });
    expect(run.truncated).toBe(true);
    expect(run.timedOut).toBe(false);
    expect(Buffer.byteLength(run.stdout)).toBe(64 * 1024);
  });

  it('reports a program that cannot be started instead of throwing', async () => {
    const run = await runHelp('/nonexistent/svc-no-such-program', ['--help']);
    expect(run.spawnError).toMatch(/^ENOENT/);
    expect(run.exitCode).toBeNull();
  });

  it.skipIf(!git)('accepts help printed with a non-zero exit code (git commit -h exits 129)', async () => {
    const run = await runHelp(git!, ['commit', '-h']);
    expect(run.exitCode).toBe(129);
    expect(helpOutput(run)).toMatch(/^usage: git commit/m);
  });

  it.skipIf(!env)('runs with the normalised environment only', async () => {
    const run = await runHelp(env!, [], { baseEnv: { PATH: '/usr/bin:/bin', HOME: '/tmp', SECRET_TOKEN: 'x' } });
    const lines = run.stdout.trim().split('\n').sort();
    expect(lines).toEqual([
      'COLUMNS=100', 'GH_PAGER=cat', 'GIT_PAGER=cat', 'HOME=/tmp', 'LANG=C', 'LC_ALL=C', 'MANPAGER=cat', 'MANWIDTH=100',
      'NO_COLOR=1', 'PAGER=cat', 'PATH=/usr/bin:/bin', 'SHELL=/bin/sh', 'SYSTEMD_PAGER=cat', 'TERM=dumb',
    ]);
  });

  it('closes stdin so a program reading it sees end of file at once', async () => {
    const cat = which('cat');
    if (!cat) return console.warn('cat not installed: stdin test skipped');
    const run = await runHelp(cat, [], { timeoutMs: 2_000 });
    expect(run.timedOut).toBe(false);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('');
  });

  it('helpOutput falls back to stderr when stdout is empty', () => {
    expect(helpOutput({ args: [], stdout: ' \n', stderr: 'usage: x', exitCode: 2, timedOut: false, truncated: false, durationMs: 1 })).toBe('usage: x');
  });

  it('helpOutput reads a help split across the streams whole, the usage line from stderr first (lastpass-cli)', () => {
    const split = { args: [], stdout: '  vault team ls TEAM\n  vault team rm TEAM\n', stderr: "team: unrecognized option '--help'\nUsage: vault team subcommand ...\n", exitCode: 1, timedOut: false, truncated: false, durationMs: 1 };
    expect(helpOutput(split)).toBe("team: unrecognized option '--help'\nUsage: vault team subcommand ...\n  vault team ls TEAM\n  vault team rm TEAM\n");
    // Help on stdout with a usage of its own keeps stdout alone; a warning on stderr is not read.
    expect(helpOutput({ ...split, stdout: 'Usage: vault team ...\n' })).toBe('Usage: vault team ...\n');
    expect(helpOutput({ ...split, stderr: 'warning: old config\n' })).toBe(split.stdout);
    expect(helpEnvironment({}).PATH).toBeUndefined();
  });
});
