/**
 * A masked path removed between svc's look at the machine and bubblewrap's mount (a root-only
 * lock file under /etc that comes and goes). bubblewrap then cannot make the mount point in the
 * read-only view and stops before the program starts; svc launches the call once more, and the
 * caller gets the program's result, not "svc could not build this call's sandbox". The removal
 * is made to land in that window every time by a `bwrap` on svc's search path that removes the
 * file and then runs the real bubblewrap.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCallConfinement } from '../../src/call/confine-call.js';
import { createToolRuntime } from '../../src/call/invoke.js';
import { createCallCapture } from '../../src/call/call-capture.js';
import { defaultConfig } from '../../src/config/index.js';
import { readAclFile } from '../../src/govern/acl-file.js';
import { createAuditLog } from '../../src/govern/audit.js';
import { materializeFixtureBindings } from '../fixtures/bindings/load.js';
import { skipBecause } from '../support/skip.js';

const realBwrap = spawnSync('sh', ['-c', 'command -v bwrap'], { encoding: 'utf8' }).stdout.trim();
const asRoot = process.getuid?.() === 0;
const secret = `/etc/svc-mount-race-${process.pid}.conf`;
const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** A runtime whose `bwrap` is `script` (a shell script that ends by running the real one, or not). */
async function runtimeWithBwrap(script: (home: string) => string) {
  const fx = await materializeFixtureBindings();
  const home = await realpath(await mkdtemp(join(tmpdir(), 'svc-mount-race-')));
  cleanups.push(() => rmSync(home, { recursive: true, force: true }));
  const wrapperDir = join(home, 'bin');
  const work = join(home, 'work');
  mkdirSync(wrapperDir);
  mkdirSync(work);
  writeFileSync(join(wrapperDir, 'bwrap'), `#!/bin/sh\n${script(home)}`, { mode: 0o755 });
  const config = { ...defaultConfig({ HOME: home }), audit_log: join(home, 'audit.jsonl'), default_timeout: 10, sandbox: 'required' as const };
  const confinement = createCallConfinement({ config, homeDir: home, searchPath: `${wrapperDir}:${process.env.PATH ?? ''}` });
  const rt = createToolRuntime({
    bindings: fx.bindings, config, acl: await readAclFile(fx.aclFile), aclFile: fx.aclFile,
    audit: createAuditLog({ file: config.audit_log }), cwd: work, confinement,
  });
  return { rt, home, auditFile: config.audit_log };
}

describe('a masked path removed while bubblewrap builds the sandbox', () => {
  it('is launched once more: the program runs once, its output is whole, and the audit has one line', async (ctx) => {
    if (!realBwrap || !asRoot) skipBecause(ctx, `needs bubblewrap and root, to mask a root-only file of /etc (bwrap ${realBwrap || 'missing'}, uid ${process.getuid?.()})`);
    writeFileSync(secret, 'token=1\n');
    chmodSync(secret, 0o600);
    cleanups.push(() => rmSync(secret, { force: true }));
    // Removed by the launch that masks it (the sandbox probe before it does not).
    const { rt, auditFile } = await runtimeWithBwrap(() => `case "$*" in *'${secret}'*) rm -f '${secret}';; esac\nexec '${realBwrap}' "$@"\n`);
    const capture = createCallCapture();
    const result = await rt.invoke('echo', { words: ['hello', 'world'] }, { caller: 'stdio', sinks: capture.sinks });
    expect(existsSync(secret)).toBe(false);
    expect(result.payload.ai_guidance).toBeUndefined();
    expect(result).toMatchObject({ isError: false, payload: { stdout: 'hello world\n', stderr: '', exit_code: 0, sandbox: { mechanism: 'bubblewrap' } } });
    // Nothing of the failed launch reaches the caller's output either.
    expect(capture.sinks.stderr.bytes).toBe(0);
    expect(capture.sinks.stdout.bytes).toBe(12);
    const audit = (await readFile(auditFile, 'utf8')).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit.map((line) => [line.module_id, line.status, line.exit_code])).toEqual([['cli.echo', 'success', 0]]);
  });

  it('is not launched again when bubblewrap fails for any other reason: the failure is reported as svc\'s', async (ctx) => {
    if (!realBwrap || !asRoot) skipBecause(ctx, `needs bubblewrap and root (bwrap ${realBwrap || 'missing'}, uid ${process.getuid?.()})`);
    // A launcher that always fails the way it would on a mount point that is still there; the
    // sandbox probe (`--version`, the probe's own run) gets the real one.
    const { rt, home } = await runtimeWithBwrap((home) => [
      `case "$*" in --version|*svc-sandbox-probe*) exec '${realBwrap}' "$@";; esac`,
      `echo x >> '${home}/launches'`,
      `echo "bwrap: Can't create file at /etc/hostname: Read-only file system" >&2`,
      'exit 1',
      '',
    ].join('\n'));
    const counter = join(home, 'launches');
    const result = await rt.invoke('echo', { words: ['hi'] }, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload.ai_guidance).toContain("svc could not build this call's sandbox (bwrap: Can't create file at /etc/hostname: Read-only file system), so the program did not run.");
    expect((await readFile(counter, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
  });
});
