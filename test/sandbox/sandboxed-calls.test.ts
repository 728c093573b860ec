/**
 * Issue 18: every call runs in a kernel sandbox compiled from its governance decision. Real
 * programs scanned for real, the default generated ACL, real bubblewrap, the real MCP SDK client.
 * The sandbox must hold where the argument layer fails, so one tool is a deliberate hole: `bash`
 * bound with its `-c` script classified as harmless and allowed (as a mis-classified flag of a
 * real program would be). Every outcome is checked outside svc's reply: marker files, a loopback
 * listener, secrets planted outside the root and in svc's own files.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { holeBinding } from '../support/hole-binding.js';
import { processesCarrying } from '../support/host-processes.js';
import { waitUntil } from '../support/processes.js';
import { skipBecause } from '../support/skip.js';
import { connectCurrent, connectV1, payloadOf, readAudit, type TestClient } from '../serve/helpers.js';

const PROGRAMS = ['git', 'ls', 'grep', 'rg', 'jq', 'curl'];
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = [...PROGRAMS, 'bwrap', 'bash'].filter((name) => !which(name));
if (missing.length > 0) console.warn(`sandboxed-calls: skipping, not installed: ${missing.join(', ')}`);

const SECRET = `OUTSIDE-SECRET-${Math.random().toString(36).slice(2)}`;
const SVC_SECRET = `SVC-OWN-SECRET-${Math.random().toString(36).slice(2)}`;
const ENV_SECRET = `SVC-ENV-SECRET-${Math.random().toString(36).slice(2)}`;

let home: string;
let work: string;
let outside: string;
let auditFile: string;
let running: RunningSvcHttp;
let client: TestClient;
let approving: TestClient;
let listener: Server;
let port: number;
let connections = 0;

beforeAll(async () => {
  if (missing.length > 0) return;
  home = await realpath(await mkdtemp(join(tmpdir(), 'svc-sandboxed-')));
  work = join(home, 'work');
  outside = join(home, 'outside');
  await mkdir(work);
  await mkdir(outside);
  await writeFile(join(outside, 'secret.txt'), `${SECRET}\n`);
  await mkdir(join(home, '.ssh'));
  await writeFile(join(home, '.ssh', 'id_ed25519'), `${SECRET}-ssh\n`);
  await writeFile(join(home, '.gitconfig'), '[user]\n\tname = Sandbox Tester\n\temail = t@example.com\n');
  execFileSync('git', ['init', '-q', work]);
  await writeFile(join(work, 'a.txt'), 'alpha needle\nbeta\n');
  await writeFile(join(work, 'data.json'), '{"a": 1, "b": [2, 3]}\n');
  execFileSync('git', ['-C', work, 'add', '.'], { env: { ...process.env, HOME: home } });
  execFileSync('git', ['-C', work, 'commit', '-qm', 'first'], { env: { ...process.env, HOME: home } });
  await writeFile(join(work, 'a.txt'), 'alpha needle\nbeta changed\n');
  // rg --follow through a link inside the root to the outside directory
  await symlink(outside, join(work, 'out-link'));
  await seedScanCache(join(home, '.svc', 'cache'), PROGRAMS, 2);
  execFileSync(process.execPath, [SVC_BIN, 'scan', ...PROGRAMS, '--depth', '2', '--format', 'json'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const modules = join(home, '.svc', 'modules');
  await writeFile(join(modules, 'cli.hole.binding.yaml'), holeBinding('cli.hole', 'hole'));
  await writeFile(join(modules, 'cli.holew.binding.yaml'), holeBinding('cli.holew', 'holew'));
  await writeFile(join(home, '.svc', 'planted.txt'), `${SVC_SECRET}\n`);
  // The operator's rules on top of the generated ones: the hole is allowed (read-only), its twin
  // needs approval (an approved call may write its roots), curl is allowed (open-world: network).
  const acl = await readFile(join(home, '.svc', 'acl.yaml'), 'utf8');
  await writeFile(join(home, '.svc', 'acl.yaml'), acl.replace('rules:\n', `rules:
  - callers: ["*"]
    targets: [cli.hole]
    effect: allow
    description: test hole, allowed
  - callers: ["*"]
    targets: [cli.holew]
    effect: deny
    description: test hole, behind approval
    conditions: {require_approval: true}
  - callers: ["*"]
    targets: [cli.curl]
    effect: allow
    description: curl to the test listener
    conditions: {effects: {network: allow}}
`));
  listener = createServer((socket) => {
    connections += 1;
    socket.end('HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nhello\n');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as { port: number }).port;
  process.env.SVC_TEST_ENV_SECRET = ENV_SECRET;
  auditFile = join(home, '.svc', 'audit.jsonl');
  const svc = await createSvcServer({
    modulesDir: modules, acl: join(home, '.svc', 'acl.yaml'), approval: 'elicit', log: 'error',
    config: {
      audit_log: auditFile, cache_dir: join(home, '.svc', 'cache'), roots: [work],
      allow_shell_metacharacters: ['cli.hole', 'cli.holew'], default_timeout: 20, sandbox: 'auto',
      limits: { ...(await import('../../src/config/limits.js')).DEFAULT_LIMITS, sandbox_memory_mb: 256, sandbox_max_processes: 64 },
    },
  });
  running = await svc.serveHttp({ port: 0 });
  client = await connectCurrent({ kind: 'http', url: running.mcpUrl });
  approving = await connectV1({ kind: 'http', url: running.mcpUrl }, { elicit: 'approve' });
}, 240_000);

afterAll(async () => {
  delete process.env.SVC_TEST_ENV_SECRET;
  await client?.close();
  await approving?.close();
  await running?.close();
  listener?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGKILL to processes this file started, each that is still there. */
function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

describe.skipIf(missing.length > 0)('a program that runs a shell through an allowed parameter is contained', () => {
  it('cannot write outside the root nor into it, read svc files, secrets or svc environment, or connect anywhere', async () => {
    const script = [
      `echo pwned > ${outside}/marker`,
      `echo pwned > ${work}/marker`,
      `cat ${home}/.svc/planted.txt ${home}/.svc/acl.yaml ${outside}/secret.txt ${home}/.ssh/id_ed25519`,
      // NULs become line breaks so the output stays text and is shown, not summarised as binary.
      `tr '\\0' '\\n' < /proc/${process.pid}/environ`,
      "cat /proc/*/environ | tr '\\0' '\\n'",
      'env',
      `exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected`,
      'echo done',
    ].join('; ');
    const result = await client.callTool('hole', { script });
    const payload = payloadOf(result);
    const everything = JSON.stringify(result);
    expect(payload.stdout).toContain('done');
    expect(payload.stdout).not.toContain('[svc: binary');
    expect(existsSync(join(outside, 'marker'))).toBe(false);
    expect(existsSync(join(work, 'marker'))).toBe(false);
    for (const secret of [SECRET, SVC_SECRET, ENV_SECRET, 'default_effect']) expect(everything).not.toContain(secret);
    expect(payload.stdout).not.toContain('connected');
    expect(connections).toBe(0);
    expect(payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [], network: false });
    const audit = (await readAudit(auditFile)).filter((line) => line.module_id === 'cli.hole');
    expect(audit.at(-1)).toMatchObject({ status: 'success', decision: 'allow', sandbox: { mechanism: 'bubblewrap', writable: [], network: false } });
  });

  it('a daemon it starts (setsid, empty environment) dies with the call', async () => {
    // The daemon writes its pid inside the root at once, a marker a second later, then stays up
    // (at most 60 s); the script waits (at most 5 s) for the pid, so the call cannot end before the
    // daemon ran. The token in its command line finds it among the host's processes, from outside
    // the sandbox.
    const daemonScript = (dir: string, token: string) => {
      const daemon = `: ${token}; echo $$ > ${dir}/daemon-born; sleep 1; echo alive > ${dir}/daemon-marker; i=0; while [ $i -lt 300 ]; do sleep 0.2; i=$((i+1)); done`;
      return `setsid env -i /bin/sh -c '${daemon}' > /dev/null 2>&1 & for i in $(seq 100); do [ -s ${dir}/daemon-born ] && break; sleep 0.05; done; echo started`;
    };
    const token = `svc-daemon-${Math.random().toString(36).slice(2)}`;

    // The control, done directly: the same script leaves the daemon running after it exits.
    const control = await mkdtemp(join(tmpdir(), 'svc-daemon-control-'));
    try {
      const direct = spawnSync('bash', ['-c', daemonScript(control, `${token}-control`)], { encoding: 'utf8', timeout: 10_000 });
      expect(direct.stdout).toBe('started\n');
      expect(processesCarrying(`${token}-control`).length, 'control: the daemon outlives the script').toBeGreaterThan(0);
      expect(await waitUntil(() => existsSync(join(control, 'daemon-marker')), 5_000), 'control: the daemon writes its marker').toBe(true);
    } finally {
      killAll(processesCarrying(`${token}-control`));
      await rm(control, { recursive: true, force: true });
    }

    try {
      const result = await approving.callTool('holew', { script: daemonScript(work, token) });
      const payload = payloadOf(result);
      expect(payload.stdout).toBe('started\n');
      expect(payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [work], network: false });
      // Proof the daemon ran: it wrote its pid inside the root before the call ended.
      expect(await readFile(join(work, 'daemon-born'), 'utf8')).toMatch(/^\d+\n$/);
      // After the call nothing on the host carries it (a surviving daemon would stay up for a
      // minute), and its marker never appears.
      expect(await waitUntil(() => processesCarrying(token).length === 0, 3_000), 'the daemon is gone after the call').toBe(true);
      await sleep(1_500);
      expect(existsSync(join(work, 'daemon-marker'))).toBe(false);
    } finally {
      killAll(processesCarrying(token));
      await rm(join(work, 'daemon-born'), { force: true });
      await rm(join(work, 'daemon-marker'), { force: true });
    }
  });

  it('an approved write call writes inside the root and nowhere else', async () => {
    // A name of this run's own, so a failed run leaves nothing another run (or the user) could mistake for its own, and the finally removes only what this run wrote.
    const name = `approved-${Math.random().toString(36).slice(2)}.txt`;
    const realHome = process.env.HOME ?? '/root';
    try {
      const result = await approving.callTool('holew', { script: `echo in > ${work}/${name}; echo out > ${outside}/${name}; echo home > ${home}/${name}; echo home > $HOME/${name}; echo done` });
      const payload = payloadOf(result);
      expect(payload.stdout).toBe('done\n');
      expect(await readFile(join(work, name), 'utf8')).toBe('in\n');
      expect(existsSync(join(outside, name))).toBe(false);
      expect(existsSync(join(home, name))).toBe(false);
      expect(existsSync(join(realHome, name))).toBe(false);
      expect(payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [work], network: false });
      // The outside directory is not even there; what lands in the sandbox's own /tmp or HOME is dropped with it.
      expect(payload.stderr).toContain(`${outside}/${name}: No such file or directory`);
    } finally {
      for (const dir of [work, outside, home, realHome]) await rm(join(dir, name), { force: true });
    }
  });

  it('a memory bomb is stopped at the limit, with guidance that says so', async () => {
    const result = await client.callTool('hole', { script: 'head -c 2000000000 /dev/zero | sort > /dev/null' });
    expect(result.isError).toBe(true);
    const payload = payloadOf(result);
    expect(payload.stderr).toContain('sort: memory exhausted');
    expect(payload.ai_guidance).toContain('memory');
    expect(payload.ai_guidance).toContain('Do not retry the same call');
  });
});

describe.skipIf(missing.length > 0)('a repository cannot make a read-only git call run its programs', () => {
  it('git status in a committed bare repository with core.fsmonitor, and in the work repository, runs no fsmonitor', async () => {
    // A bare repository committed inside the project (the attack), its fsmonitor a script
    // that says so on stderr, which git passes through; the work repository gets the same setting.
    const bare = join(work, 'evil.git');
    execFileSync('git', ['init', '-q', '--bare', bare]);
    const hook = join(work, 'fsmonitor.sh');
    await writeFile(hook, '#!/bin/sh\necho FSMONITOR-RAN >&2\n', { mode: 0o755 });
    execFileSync('git', ['--git-dir', bare, 'config', 'core.fsmonitor', hook]);
    execFileSync('git', ['-C', work, 'config', 'core.fsmonitor', hook]);
    try {
      const inBare = await client.callTool('git_status', { working_directory: bare });
      const inWork = await client.callTool('git_status', {});
      expect(JSON.stringify(inBare)).not.toContain('FSMONITOR-RAN');
      expect(JSON.stringify(inWork)).not.toContain('FSMONITOR-RAN');
      expect(payloadOf(inWork).exit_code).toBe(0);
      // The control: git itself runs it.
      const direct = spawnSync('git', ['-C', work, 'status'], { encoding: 'utf8' });
      expect(direct.stderr).toContain('FSMONITOR-RAN');
    } finally {
      execFileSync('git', ['-C', work, 'config', '--unset', 'core.fsmonitor']);
      await rm(bare, { recursive: true, force: true });
      await rm(hook, { force: true });
    }
  });
});

describe.skipIf(missing.length > 0)('a fork bomb is bounded', () => {
  it('stops at the process limit (64 here) and the call ends', async () => {
    // Python's fork fails at once with EAGAIN; bash's retries for up to 15 s per failed fork,
    // which a loaded machine turned into the call's timeout.
    const bomb = [
      'import os, signal, time',
      'children = []',
      'try:',
      '    while len(children) < 200:',
      '        pid = os.fork()',
      '        if pid == 0:',
      '            time.sleep(30)',
      '            os._exit(0)',
      '        children.append(pid)',
      'except OSError:',
      '    pass',
      'print("started", len(children), flush=True)',
      'for pid in children:',
      '    os.kill(pid, signal.SIGKILL)',
      'print("end")',
    ].join('\\n');
    // svc passes no line break, so bash's $'...' makes them from the two characters backslash and n.
    const result = await client.callTool('hole', { script: `python3 -c $'${bomb}'` });
    const payload = payloadOf(result);
    const started = Number(/started (\d+)/.exec(payload.stdout)?.[1]);
    expect(started).toBeGreaterThan(0);
    expect(started).toBeLessThan(64);
    expect(payload.stdout).toContain('end');
  });
});

describe.skipIf(missing.length > 0)('reads outside the root through the programs\' own behaviour return nothing', () => {
  it('rg --follow through a symlink inside the root does not reach the outside file', async (ctx) => {
    // The pattern matches a file inside the root too: its line proves rg ran and searched the root.
    const pattern = 'needle|OUTSIDE';
    // The control, done directly: rg follows work/out-link to the secret outside the root.
    const direct = spawnSync('rg', ['--follow', pattern], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 10_000 });
    expect(direct.stdout).toMatch(/^a\.txt:alpha needle$/m);
    expect(direct.stdout).toContain(`out-link/secret.txt:${SECRET}`);

    const result = await client.callTool('rg', { pattern, follow: true });
    const payload = payloadOf(result);
    expect(JSON.stringify(result)).not.toContain(SECRET);
    if (payload.exit_code === -1) skipBecause(ctx, `svc refused rg --follow before it ran, so the sandbox was not tested: ${String(payload.ai_guidance)}`);
    expect(payload.stdout).toMatch(/^a\.txt:alpha needle$/m);
    expect(payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [], network: false });
  });
});

describe.skipIf(missing.length > 0)('read-only work keeps working inside the sandbox', () => {
  it('git log, status, diff and show in the repository', async () => {
    expect(payloadOf(await client.callTool('git_log', { oneline: true })).stdout).toMatch(/^[0-9a-f]{7,} first\n$/);
    expect(payloadOf(await client.callTool('git_status', { short: true })).stdout).toBe(' M a.txt\n?? out-link\n');
    expect(payloadOf(await client.callTool('git_diff', {})).stdout).toContain('+beta changed');
    expect(payloadOf(await client.callTool('git_show', {})).stdout).toContain('Author: Sandbox Tester <t@example.com>');
  });

  it('ls, rg, grep -n and jq . FILE', async () => {
    expect(payloadOf(await client.callTool('ls', {})).stdout).toBe('a.txt\ndata.json\nout-link\n');
    expect(payloadOf(await client.callTool('rg', { pattern: 'needle', path: ['a.txt'] })).stdout).toBe('alpha needle\n');
    expect(payloadOf(await client.callTool('grep', { line_number: true, patterns: 'needle', file: ['a.txt'] })).stdout).toBe('1:alpha needle\n');
    expect(payloadOf(await client.callTool('jq', { jq_filter: '.b[1]', file: ['data.json'] })).stdout).toBe('3\n');
  });

  it('curl reaches a loopback server for an open-world module the operator allowed', async () => {
    const before = connections;
    const result = await client.callTool('curl', { url: `http://127.0.0.1:${port}/`, silent: true });
    const payload = payloadOf(result);
    expect(payload).toMatchObject({ stderr: '', exit_code: 0 });
    expect(payload.stdout).toBe('hello\n');
    expect(connections).toBe(before + 1);
    expect(payload.sandbox).toMatchObject({ mechanism: 'bubblewrap', network: true });
  });
});
