/**
 * A sandboxed call asks the state store for its admission while its sandbox starts, and the
 * program waits at bubblewrap's hand-shake for the answer (docs/gateway.md "Performance"). A real
 * redis-server, paused with `CLIENT PAUSE` so the answer comes well after the sandbox is up, and
 * real bubblewrap: a call the caller's quota refuses never starts its program (checked on disk),
 * holds no slot, and leaves no cgroup; a call admitted late runs. A caller refused a moment ago
 * gets no sandbox started until the store has answered (bubblewrap processes watched in /proc).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../src/config/limits.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { connectCurrent, payloadOf, readAudit, serveFixture, type ServeFixture, type TestClient } from '../serve/helpers.js';
import { redisMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { sandboxedRootsMissing } from './roots-on-disk.js';

const missing = redisMissing() ?? sandboxedRootsMissing(['bwrap', 'touch']);
if (missing) console.warn(`[skip] held sandbox start: ${missing}`);

/** How long Redis answers nobody: far longer than bubblewrap needs to reach its hand-shake. */
const PAUSE_MS = 1500;

let fx: ServeFixture;
let redis: RedisServer;
let root: string;
let server: RunningSvcHttp;
let client: TestClient;

const redisCli = (...args: string[]) => promisify(execFile)('redis-cli', ['-u', redis.url, ...args], { encoding: 'utf8' }).then((r) => r.stdout.trim());
/**
 * Watches this process's children for `ms` and counts the bubblewrap processes seen (the
 * in-process server spawns each call's bwrap as a child of this process).
 */
async function bubblewrapChildrenDuring(ms: number): Promise<number> {
  const seen = new Set<string>();
  const until = Date.now() + ms;
  while (Date.now() < until) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [comm, rest] = [stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), stat.slice(stat.lastIndexOf(')') + 2).split(' ')];
        if (comm === 'bwrap' && Number(rest[1]) === process.pid) seen.add(pid);
      } catch {
        // gone between the listing and the read
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return seen.size;
}
/** The call's cgroups as root (cgroup v1 pids hierarchy, or v2), named after its trace id. */
const cgroupsOf = (traceId: string) =>
  ['/sys/fs/cgroup/pids', '/sys/fs/cgroup'].filter(existsSync).flatMap((dir) => readdirSync(dir).filter((name) => name.includes(traceId)));

/** svc over HTTP on the test's Redis: every call sandboxed, 4 slots per caller, `callsPerMinute` calls. */
async function serveOnRedis(options: { keyPrefix: string; timeoutMs: number; callsPerMinute: number }): Promise<RunningSvcHttp> {
  const secretFile = join(root, `${options.keyPrefix.replace(/\W/g, '')}.key`);
  await writeFile(secretFile, `${'6b'.repeat(32)}\n`, { mode: 0o600 });
  const svc = await createSvcServer({
    modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error',
    config: {
      audit_log: fx.auditFile, sandbox: 'required', roots: [join(root, 'work')],
      state: { store: 'redis', url: redis.url, key_prefix: options.keyPrefix, secret_file: secretFile, max_shared_output_bytes: 1 << 20, max_shared_bytes: 4 << 20, timeout_ms: options.timeoutMs },
      limits: { ...DEFAULT_LIMITS, max_running_programs_per_caller: 4, max_calls_per_minute_per_caller: options.callsPerMinute },
    },
  });
  return svc.serveHttp({ port: 0 });
}

beforeAll(async () => {
  if (missing) return;
  redis = await startRedisServer();
  fx = await serveFixture(['cli.touch']);
  root = await realpath(await mkdtemp(join(tmpdir(), 'svc-held-start-')));
  await mkdir(join(root, 'work'));
  await writeFile(fx.aclFile, 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.touch]\n    effect: allow\n    description: touch in the root\n    conditions: {effects: {write: allow}}\n');
  server = await serveOnRedis({ keyPrefix: 'held:', timeoutMs: 10_000, callsPerMinute: 1 });
  client = await connectCurrent({ kind: 'http', url: server.mcpUrl }, { modern: true });
}, 60_000);

afterAll(async () => {
  await client?.close();
  await server?.close();
  await redis?.stop();
});

describe.skipIf(missing !== undefined)('a sandboxed call held at the hand-shake until the store answers', () => {
  it('runs a call admitted late, and never starts the program of a call its quota refuses', async () => {
    // The calls-per-minute window is the wall-clock minute: the three calls below (about 10 s) must
    // share one, or the third lands in a fresh window and is admitted. Start early in a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 35_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 250));
    // Admitted, but only once Redis answers again: the program runs then.
    await redisCli('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
    const admitted = payloadOf(await client.callTool('touch', { files: ['admitted.txt'] }));
    expect(admitted.exit_code).toBe(0);
    expect(admitted.sandbox).toMatchObject({ mechanism: 'bubblewrap' });
    expect(existsSync(join(root, 'work', 'admitted.txt'))).toBe(true);

    // The second call this minute is over the caller's rate bound of 1. Its sandbox is up and
    // waiting for the whole pause; the program must not start before the refusal, nor after it.
    await redisCli('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
    const pending = client.callTool('touch', { files: ['refused.txt'] });
    // Its sandbox is started and held while Redis says nothing.
    expect(await bubblewrapChildrenDuring(PAUSE_MS - 500)).toBe(1);
    const result = await pending;
    expect(result.isError).toBe(true);
    const refused = payloadOf(result);
    expect(refused.exit_code).toBe(-1);
    expect(refused.ai_guidance).toMatch(/^Too many calls: caller "http" made more than 1 calls this minute \(limits\.max_calls_per_minute_per_caller\)\. Nothing was run\. Retry in ([1-9]|[1-5]\d|60) s\.$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(join(root, 'work', 'refused.txt'))).toBe(false);
    expect(readdirSync(join(root, 'work')).sort()).toEqual(['admitted.txt']);

    // Outside svc's reply: no slot held in Redis, no cgroup left, and one audit line each.
    const keys = (await redisCli('--scan', '--pattern', 'held:slots:*')).split('\n').filter(Boolean);
    expect(await Promise.all(keys.map((key) => redisCli('ZCARD', key)))).toEqual(keys.map(() => '0'));
    if (process.getuid?.() === 0) expect(cgroupsOf(refused.trace_id)).toEqual([]);
    const lines = (await readAudit(fx.auditFile)).filter((entry) => entry.trace_id === admitted.trace_id || entry.trace_id === refused.trace_id);
    expect(lines).toMatchObject([
      { module_id: 'cli.touch', status: 'success', exit_code: 0 },
      { module_id: 'cli.touch', status: 'refused', exit_code: -1 },
    ]);

    // Refused a moment ago, the caller's next call waits for the store's answer before svc starts
    // anything: no sandbox while Redis is paused, and the refusal after it.
    await redisCli('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
    const third = client.callTool('touch', { files: ['third.txt'] });
    expect(await bubblewrapChildrenDuring(PAUSE_MS - 500)).toBe(0);
    const thirdPayload = payloadOf(await third);
    expect(thirdPayload.ai_guidance).toMatch(/^Too many calls: caller "http" made more than 1 calls this minute/);
    expect(existsSync(join(root, 'work', 'third.txt'))).toBe(false);
  }, 90_000);
});

describe.skipIf(missing !== undefined)('a store that does not answer in time', () => {
  it('refuses the call at state.timeout_ms, runs nothing, and leaves no slot once Redis answers again', async () => {
    const late = await serveOnRedis({ keyPrefix: 'late:', timeoutMs: 400, callsPerMinute: 100 });
    const lateClient = await connectCurrent({ kind: 'http', url: late.mcpUrl }, { modern: true });
    try {
      // Paused far past the 400 ms deadline: without it the call would wait and then run.
      await redisCli('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
      const result = await lateClient.callTool('touch', { files: ['unanswered.txt'] });
      expect(result.isError).toBe(true);
      const refused = payloadOf(result);
      expect(refused.exit_code).toBe(-1);
      expect(refused.ai_guidance).toMatch(
        /^svc could not check caller "http"'s limits across its replicas: The state store redis:\/\/127\.0\.0\.1:\d+ did not answer EVAL within 400 ms \(state\.timeout_ms\)\. Nothing was run\. Retry in a few seconds; if this keeps happening, tell the operator that svc's state store is not answering \(its \/readyz says so\)\.$/,
      );
      // Once Redis answers again the script it was sent runs, and the slot it took is given back
      // right behind it; the program never started.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS + 300));
      expect(existsSync(join(root, 'work', 'unanswered.txt'))).toBe(false);
      const keys = (await redisCli('--scan', '--pattern', 'late:slots:*')).split('\n').filter(Boolean);
      expect(keys.length).toBeLessThanOrEqual(1);
      expect(await Promise.all(keys.map((key) => redisCli('ZCARD', key)))).toEqual(keys.map(() => '0'));
      expect((await readAudit(fx.auditFile)).filter((entry) => entry.trace_id === refused.trace_id)).toMatchObject([{ module_id: 'cli.touch', status: 'refused', exit_code: -1 }]);

      // Answering again, the store admits the next call and it runs.
      const next = payloadOf(await lateClient.callTool('touch', { files: ['answered.txt'] }));
      expect(next.exit_code).toBe(0);
      expect(existsSync(join(root, 'work', 'answered.txt'))).toBe(true);
    } finally {
      await lateClient.close();
      await late.close();
    }
  }, 60_000);
});
