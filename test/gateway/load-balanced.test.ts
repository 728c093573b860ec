/**
 * Three real `svc serve --transport http` processes sharing a real redis-server, behind a real
 * HAProxy (round-robin, one request at a time), reached only through the balancer by clients of
 * the current SDK speaking 2026-07-28 (no session), with per-user identity from a real OpenID
 * provider (issue 20 "Tests"; docs/gateway.md "Replicas behind a load balancer", docs/state.md).
 *
 * HAProxy names the replica that answered in an `X-Served-By` response header, so each case can
 * say which replica did what without trusting svc's own reply.
 */
import { addSleeperCopy } from '../serve/result-programs.js';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_STATE_MESSAGE } from '../../src/serve/elicit-approval.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { payloadOf, readAudit, serveFixture, type ServeFixture } from '../serve/helpers.js';
import { readOutputParts, type OutputPartItem } from '../support/output-parts.js';
import { haproxyMissing, startHaproxy, type RunningHaproxy } from '../support/haproxy.js';
import { redisMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startIdp, type TestIdp } from './oidc.js';
import { freePort, startServe, type ServeProcess } from './serve-process.js';

const missing = redisMissing() ?? haproxyMissing();
if (missing) console.warn(`[skip] replicas behind a load balancer: ${missing}`);

const REPLICAS = 3;
const ACL = `default_effect: deny
rules:
  - callers: ["role:ops"]
    targets: [cli.echo, cli.sleeper, cli.bulk]
    effect: allow
    description: operators run the test programs
  - callers: ["role:ops"]
    targets: [cli.rm]
    effect: deny
    description: removing needs approval
    conditions:
      require_approval: true
`;

let fx: ServeFixture;
let redis: RedisServer;
let idp: TestIdp;
let haproxy: RunningHaproxy;
/** The balancer's URL: what clients use, every replica's --public-url and the tokens' audience. */
let publicUrl: string;
const replicas: ServeProcess[] = [];
const auditFiles: string[] = [];
/** trace_id of every tools/call whose result a client received, for the audit check of case 5. */
const completed = new Set<string>();

beforeAll(async () => {
  if (missing) return;
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.rm']);
  await addSleeperCopy(fx, 'bulk', 'bytes', 'how many bytes to write');
  await writeFile(fx.aclFile, ACL);
  [redis, idp] = await Promise.all([startRedisServer(), startIdp({ alice: ['ops'], bob: ['ops'] })]);
  const balancerPort = await freePort();
  publicUrl = `http://127.0.0.1:${balancerPort}`;
  // One key file for all replicas (a mounted secret in a real deployment).
  const secretFile = join(fx.root, 'state.key');
  await writeFile(secretFile, `${'7c'.repeat(32)}\n`, { mode: 0o600 });
  const configFile = join(fx.root, 'config.yaml');
  await writeFile(configFile, `state:\n  store: redis\n  url: ${redis.url}\n  key_prefix: "lb:"\n  secret_file: ${secretFile}\nauth:\n  oauth:\n    issuer: ${idp.issuer}\n`);
  // Each replica keeps its own audit file, as on separate hosts.
  for (let n = 0; n < REPLICAS; n++) auditFiles.push(join(fx.root, `audit-${n + 1}.jsonl`));
  replicas.push(...await Promise.all(auditFiles.map((auditFile) => startServe(
    () => ['--public-url', publicUrl, '--approval', 'elicit'],
    { ...fx.env, SVC_CONFIG: configFile, SVC_AUDIT_LOG: auditFile },
  ))));
  haproxy = await startHaproxy(join(fx.root, 'haproxy.cfg'), balancerPort, replicas.map((r) => r.port));
}, 60_000);

afterAll(async () => {
  await haproxy?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
  await redis?.stop();
  await idp?.close();
});

/** One HTTP exchange the client made through the balancer, and which replica answered it. */
interface Exchange { body: string; headers: Headers; servedBy: string }

/** A 2026-07-28 client (current SDK) of `who`, through the balancer; `sent` records every exchange. */
async function modernClient(who: 'alice' | 'bob', options: { approve?: boolean } = {}) {
  const token = await idp.token(who, publicUrl);
  const sent: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    sent.push({ body: typeof init?.body === 'string' ? init.body : '', headers: new Headers(init?.headers), servedBy: response.headers.get('x-served-by') ?? '' });
    return response;
  };
  const client = new Client({ name: `lb-${who}`, version: '1.0.0' }, {
    capabilities: options.approve ? { elicitation: { form: {} } } : {},
    versionNegotiation: { mode: 'auto' },
  });
  const asked: string[] = [];
  if (options.approve) {
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String((request.params as { message?: string }).message));
      return { action: 'accept', content: { approve: true } };
    });
  }
  await client.connect(new StreamableHTTPClientTransport(new URL(`${publicUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } }, fetch: recording }));
  const call = async (name: string, args: Record<string, unknown>, timeout?: number) => {
    const result = (await client.callTool({ name, arguments: args }, timeout ? { timeout } : undefined)) as never;
    completed.add(payloadOf(result).trace_id);
    return result as { content: Array<Record<string, any>>; isError?: boolean };
  };
  return { client, sent, asked, call, token };
}

const calls = (sent: Exchange[]) => sent.filter((s) => s.body.includes('"tools/call"'));
const reads = (sent: Exchange[]) => sent.filter((s) => s.body.includes('"resources/read"'));

describe.skipIf(missing !== undefined)('three replicas behind HAProxy, sharing Redis', () => {
  it('a 2026-07-28 client lists tools and calls one through the balancer', async () => {
    const alice = await modernClient('alice');
    try {
      const { tools } = await alice.client.listTools();
      expect(tools.map((t) => t.name).filter((n) => !n.startsWith('svc_')).sort()).toEqual(['bulk', 'echo', 'rm', 'sleeper']);
      const result = await alice.call('echo', { words: ['through', 'haproxy'] });
      expect(payloadOf(result as never).stdout).toBe('through haproxy\n');
      expect(alice.sent.every((s) => /^svc[123]$/.test(s.servedBy))).toBe(true);
    } finally {
      await alice.client.close();
    }
  }, 30_000);

  let aliceOutput: string;
  it('a 5 MiB output cut on one replica is read back whole, part by part, and by byte range, by the others', async () => {
    const size = 5 * 1024 * 1024;
    const expected = (await promisify(execFile)(join(FIXTURE_PROGRAMS_DIR, 'bulk.sh'), [String(size)], { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
    const alice = await modernClient('alice');
    try {
      const result = await alice.call('bulk', { bytes: size });
      expect(payloadOf(result as never).exit_code).toBe(0);
      const cutOn = calls(alice.sent).at(-1)!.servedBy;
      const bare = payloadOf(result as never).truncation.stdout.resource as string;
      expect(result.content[2]).toMatchObject({ type: 'resource_link', size, uri: `${bare}?offset=0&length=262144` });
      aliceOutput = bare;
      const whole = await readOutputParts(async (uri) => (await alice.client.readResource({ uri })).contents[0] as unknown as OutputPartItem, bare);
      expect(whole.bytes.equals(expected)).toBe(true);
      expect(whole.sizes).toEqual(Array.from({ length: 20 }, () => 262_144));
      const range = await alice.client.readResource({ uri: `${bare}?offset=4000007&length=90001` });
      expect((range.contents[0] as { text: string }).text).toBe(expected.subarray(4_000_007, 4_090_008).toString());
      // Round-robin spread the 21 reads over all three replicas: both others served parts.
      const servers = new Set(reads(alice.sent).map((s) => s.servedBy));
      expect([...servers].sort()).toEqual(['svc1', 'svc2', 'svc3']);
      expect(servers.has(cutOn)).toBe(true);
    } finally {
      await alice.client.close();
    }
  }, 60_000);

  it('another caller cannot read the first caller\'s output: the same answer as an unknown id', async () => {
    const bob = await modernClient('bob');
    try {
      const unknown = aliceOutput.replace(/output\/(.{20})/, (_m, head: string) => `output/${head.split('').reverse().join('')}`);
      expect(unknown).not.toBe(aliceOutput);
      const answers: Array<{ code: number; message: string }> = [];
      for (const uri of [aliceOutput, unknown, `${aliceOutput}?offset=0&length=10`]) {
        const error = await bob.client.readResource({ uri }).then(() => undefined, (e: { code: number; message: string }) => e);
        expect(error, `bob read ${uri}`).toBeDefined();
        answers.push({ code: error!.code, message: error!.message.replace(uri.slice(0, 200), '<uri>') });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[2]).toEqual(answers[1]);
      expect(answers[0]!.message).toContain('Resource not found: <uri>.');
      // Asked of all three replicas (three reads in a row): none of them serves it to bob.
      expect(new Set(reads(bob.sent).map((s) => s.servedBy)).size).toBe(3);
    } finally {
      await bob.client.close();
    }
  }, 30_000);

  it('an approval asked through one replica is answered on another; replayed on every replica it gets -32602 and runs nothing', async () => {
    const victim = join(fx.root, 'remove-me-lb');
    await writeFile(victim, 'x');
    const alice = await modernClient('alice', { approve: true });
    try {
      const result = await alice.call('rm', { files: [victim] });
      expect(payloadOf(result as never).exit_code).toBe(0);
      expect(existsSync(victim)).toBe(false);
      expect(alice.asked).toHaveLength(1);
      const [ask, answer] = calls(alice.sent);
      expect(calls(alice.sent)).toHaveLength(2);
      expect(answer!.body).toContain('requestState');
      expect(answer!.servedBy).not.toBe(ask!.servedBy);
      // The approved request sent again, three times in a row through the balancer: one of them
      // reaches the third replica, which neither asked nor was answered. Nothing runs.
      await writeFile(victim, 'x');
      const replayedOn: string[] = [];
      for (let n = 0; n < 3; n++) {
        const replay = await fetch(`${publicUrl}/mcp`, { method: 'POST', headers: answer!.headers, body: answer!.body });
        replayedOn.push(replay.headers.get('x-served-by') ?? '');
        const text = await replay.text();
        expect(text, text.slice(0, 400)).toContain('"code":-32602');
        expect(text).toContain(JSON.stringify(STALE_STATE_MESSAGE));
        expect(text).not.toContain('"exit_code"');
      }
      expect(replayedOn.sort()).toEqual(['svc1', 'svc2', 'svc3']);
      expect(existsSync(victim)).toBe(true);
      expect(readFileSync(victim, 'utf8')).toBe('x');
    } finally {
      await alice.client.close();
    }
  }, 30_000);

  // Last: it kills a replica.
  it('a replica SIGKILLed during a call: the retry succeeds on another, and no completed call lost its audit line', async () => {
    const alice = await modernClient('alice');
    try {
      // Calls completed on every replica before the kill (round-robin: three in a row hit all three).
      for (let n = 0; n < 3; n++) await alice.call('echo', { words: [`before-${n}`] });
      expect(new Set(calls(alice.sent).slice(-3).map((s) => s.servedBy)).size).toBe(3);
      const slow = alice.call('sleeper', { seconds: 4 }, 20_000).then(() => 'completed', (e: Error) => e.message);
      // Which replica runs it: the one whose process has sleeper.sh below it.
      const running = await waitFor(() => replicas.findIndex((r) => descendants(r.child.pid!).some((pid) => cmdline(pid).includes('sleeper.sh'))));
      const killed = replicas[running]!;
      const orphans = descendants(killed.child.pid!);
      killed.child.kill('SIGKILL');
      const outcome = await slow;
      // The balancer never resends a request a server already took (it may have run): the
      // client sees the connection fail and must retry itself.
      expect(outcome).toBe('fetch failed');
      for (const pid of orphans) try { process.kill(pid, 'SIGKILL'); } catch { /* already gone */ }
      // The client retries the call: HAProxy sends it to a live replica (redispatch if it picks the dead one).
      const retry = await alice.call('sleeper', { seconds: 1 }, 20_000);
      expect(payloadOf(retry as never).stdout).toBe('slept 1\n');
      expect(calls(alice.sent).at(-1)!.servedBy).not.toBe(`svc${running + 1}`);
      expect(calls(alice.sent).at(-1)!.servedBy).toMatch(/^svc[123]$/);
    } finally {
      await alice.client.close();
    }
    // The audit check. svc appends a call's line (O_APPEND) before it sends the result, so a
    // client that got a result has a line on the disk of the replica that served it, even if that
    // replica was SIGKILLed afterwards. Checked: every file parses line by line (no torn line),
    // and every tools/call result this file's clients received (trace_id from the result's facts)
    // has exactly one line across the three files. The killed call never completed: it has none.
    const lines = (await Promise.all(auditFiles.map(async (file, n) => {
      const text = await readFile(file, 'utf8').catch(() => '');
      expect(text === '' || text.endsWith('\n'), `audit file ${n + 1} ends in a whole line`).toBe(true);
      return readAudit(file);
    }))).flat();
    const traceIds = lines.map((line) => line.trace_id as string);
    for (const id of completed) expect(traceIds.filter((t) => t === id), `audit lines for ${id}`).toHaveLength(1);
    expect(lines.filter((line) => line.module_id === 'cli.sleeper').map((line) => line.status)).toEqual(['success']);
    expect(completed.size).toBe(lines.length);
  }, 60_000);
});

/** Polls `probe` until it returns something other than -1. */
async function waitFor(probe: () => number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const found = probe();
    if (found !== -1) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting for the call to start on a replica');
}

/** Every process below `root` (from /proc's parent pids). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* exited meanwhile */ }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, ppid] of parent) if (ppid === pid) { found.push(child); walk(child); }
  };
  walk(root);
  return found;
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
