/**
 * Three real `svc serve --transport http` processes sharing a real redis-server, behind a real
 * HAProxy (round-robin, one request at a time), reached only through the balancer by clients of
 * the current SDK speaking 2026-07-28 (no session), with per-user identity from a real OpenID
 * provider (issue 20 "Tests"; docs/gateway.md "Replicas behind a load balancer", docs/state.md).
 *
 * HAProxy names the replica that answered in an `X-Served-By` response header, so each case can
 * say which replica did what without trusting svc's own reply.
 *
 * The replicas run every call in bubblewrap (`sandbox: required`) with roots per caller role
 * (`caller_roots`): alice has role dev and her own root, bob role ops and his. One case checks on
 * disk that this holds on every replica (docs/gateway.md "Roots per caller").
 */
import { addSleeperCopy } from '../serve/result-programs.js';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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
import { outsideGuidance, pathGuidance, sandboxedRootsMissing, snapshot } from './roots-on-disk.js';
import { freePort, startServe, type ServeProcess } from './serve-process.js';

const missing = redisMissing() ?? haproxyMissing() ?? sandboxedRootsMissing();
if (missing) console.warn(`[skip] replicas behind a load balancer: ${missing}`);

const REPLICAS = 3;
/** limits.max_running_programs_per_caller on every replica. */
const SLOTS_PER_CALLER = 3;
const ACL = `default_effect: deny
rules:
  - callers: ["role:dev", "role:ops"]
    targets: [cli.echo, cli.sleeper, cli.bulk]
    effect: allow
    description: both teams run the test programs
  - callers: ["role:dev", "role:ops"]
    targets: [cli.touch, cli.grep]
    effect: allow
    description: both teams touch and grep in their roots
    conditions: {effects: {write: allow}}
  - callers: ["role:dev", "role:ops"]
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
/** Each role's root (caller_roots): alice (role dev) works in aliceRoot, bob (role ops) in bobRoot. */
let aliceRoot: string;
let bobRoot: string;
const ALICE_SECRET = `ALICE-SECRET-${Math.random().toString(36).slice(2)}`;
const BOB_SECRET = `BOB-SECRET-${Math.random().toString(36).slice(2)}`;
const replicas: ServeProcess[] = [];
const auditFiles: string[] = [];
/** trace_id of every tools/call whose result a client received, for the audit check of case 5. */
const completed = new Set<string>();

beforeAll(async () => {
  if (missing) return;
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.rm', 'cli.touch', 'cli.grep']);
  await addSleeperCopy(fx, 'bulk', 'bytes', 'how many bytes to write');
  await writeFile(fx.aclFile, ACL);
  [redis, idp] = await Promise.all([startRedisServer(), startIdp({ alice: ['dev'], bob: ['ops'] })]);
  const balancerPort = await freePort();
  publicUrl = `http://127.0.0.1:${balancerPort}`;
  // One key file for all replicas (a mounted secret in a real deployment).
  const secretFile = join(fx.root, 'state.key');
  await writeFile(secretFile, `${'7c'.repeat(32)}\n`, { mode: 0o600 });
  const base = await realpath(await mkdtemp(join(tmpdir(), 'svc-lb-roots-')));
  [aliceRoot, bobRoot] = [join(base, 'alice'), join(base, 'bob')];
  for (const [root, secret] of [[aliceRoot, ALICE_SECRET], [bobRoot, BOB_SECRET]] as const) {
    await mkdir(root);
    await writeFile(join(root, 'secret.txt'), `${secret}\n`);
  }
  const configFile = join(fx.root, 'config.yaml');
  await writeFile(configFile, [
    'state:', '  store: redis', `  url: ${redis.url}`, '  key_prefix: "lb:"', `  secret_file: ${secretFile}`,
    'auth:', '  oauth:', `    issuer: ${idp.issuer}`,
    // The same on every replica, as one config file mounted into each.
    'caller_roots:', '  - callers: ["role:dev"]', `    roots: [${aliceRoot}]`, '  - callers: ["role:ops"]', `    roots: [${bobRoot}]`,
    // Per-caller bounds on, so every call asks Redis as its sandbox starts (the held start).
    'limits:', `  max_running_programs_per_caller: ${SLOTS_PER_CALLER}`, '  max_calls_per_minute_per_caller: 600',
    '',
  ].join('\n'));
  // Each replica keeps its own audit file, as on separate hosts.
  for (let n = 0; n < REPLICAS; n++) auditFiles.push(join(fx.root, `audit-${n + 1}.jsonl`));
  replicas.push(...await Promise.all(auditFiles.map((auditFile) => startServe(
    () => ['--public-url', publicUrl, '--approval', 'elicit'],
    { ...fx.env, SVC_CONFIG: configFile, SVC_AUDIT_LOG: auditFile, SVC_SANDBOX: 'required' },
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
      expect(tools.map((t) => t.name).filter((n) => !n.startsWith('svc_')).sort()).toEqual(['bulk', 'echo', 'grep', 'rm', 'sleeper', 'touch']);
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
    const victim = join(aliceRoot, 'remove-me-lb');
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

  it("roots per caller role hold on every replica: each caller's markers land in its own root only; the other root is refused as working_directory and as path, and stays unchanged", async () => {
    const everyReplica = Array.from({ length: REPLICAS }, (_, n) => `svc${n + 1}`);
    for (const [who, own, other, otherSecret] of [['alice', aliceRoot, bobRoot, BOB_SECRET], ['bob', bobRoot, aliceRoot, ALICE_SECRET]] as const) {
      const caller = await modernClient(who);
      const before = await snapshot(other);
      /** Per kind of call, the replicas that served it (X-Served-By); per call, what its audit line must say and where. */
      const servedBy: Record<string, string[]> = { marker: [], directory: [], path: [], read: [] };
      const expected: Array<{ traceId: string; servedBy: string; line: unknown[] }> = [];
      try {
        // Four calls a round, three replicas in round-robin: each kind moves one replica on per
        // round, so three rounds put every kind of call on every replica.
        for (let round = 0; round < 3; round++) {
          const kinds: Array<[string, string, Record<string, unknown>, (payload: Record<string, any>) => void]> = [
            ['marker', 'touch', { files: [`${who}-${round}.txt`] }, (payload) => {
              expect(payload.exit_code).toBe(0);
              expect(payload.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [own], network: false });
            }],
            ['directory', 'touch', { files: [`${who}-away-${round}.txt`], working_directory: other }, (payload) => {
              expect(payload).toMatchObject({ exit_code: -1, ai_guidance: outsideGuidance(other, own) });
            }],
            ['path', 'touch', { files: [join(other, `${who}-pwned-${round}.txt`)] }, (payload) => {
              expect(payload).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(other, `${who}-pwned-${round}.txt`), own) });
            }],
            ['read', 'grep', { pattern: 'SECRET', files: [join(other, 'secret.txt')] }, (payload) => {
              expect(payload).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(other, 'secret.txt'), own) });
            }],
          ];
          for (const [kind, tool, args, check] of kinds) {
            const result = await caller.call(tool, args);
            const by = calls(caller.sent).at(-1)!.servedBy;
            const payload = payloadOf(result as never);
            check(payload);
            expect(JSON.stringify(result)).not.toContain(otherSecret);
            servedBy[kind]!.push(by);
            expected.push({ traceId: payload.trace_id, servedBy: by, line: [`user:${who}`, `cli.${tool}`, kind === 'marker' ? 'success' : 'refused'] });
          }
        }
      } finally {
        await caller.client.close();
      }
      for (const kind of Object.keys(servedBy)) expect([...new Set(servedBy[kind])].sort(), `${who}'s ${kind} calls`).toEqual(everyReplica);
      // On disk: the markers in the caller's own root, nothing else of theirs anywhere; the other
      // root exactly as before (names, contents, modification times).
      expect(readdirSync(own).filter((name) => name.startsWith(`${who}-`)).sort()).toEqual([0, 1, 2].map((round) => `${who}-${round}.txt`));
      expect(await snapshot(other)).toEqual(before);
      // Each replica's own audit file holds the lines of exactly the calls HAProxy says it served.
      for (const [n, file] of auditFiles.entries()) {
        const mine = new Set(expected.map((call) => call.traceId));
        const lines = (await readAudit(file)).filter((line) => mine.has(line.trace_id as string));
        expect(lines.map((line) => [line.trace_id, [line.caller, line.module_id, line.status]]), `audit file of svc${n + 1}`)
          .toEqual(expected.filter((call) => call.servedBy === `svc${n + 1}`).map((call) => [call.traceId, call.line]));
      }
    }
  }, 60_000);

  // Last: it kills a replica.
  it("a caller's program slots hold across the replicas: of four calls at once one is refused, runs nothing, and no slot outlives the calls", async () => {
    const bob = await modernClient('bob');
    try {
      const results = await Promise.all(Array.from({ length: SLOTS_PER_CALLER + 1 }, () => bob.call('sleeper', { seconds: 2 }, 20_000)));
      // Round-robin spread the four over every replica; the slots are counted in Redis.
      expect(new Set(calls(bob.sent).slice(-4).map((s) => s.servedBy)).size).toBe(REPLICAS);
      const payloads = results.map((result) => payloadOf(result as never));
      expect(payloads.filter((p) => p.stdout === 'slept 2\n' && p.exit_code === 0)).toHaveLength(SLOTS_PER_CALLER);
      const refused = payloads.filter((p) => p.exit_code !== 0);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.ai_guidance).toBe(
        `Caller "user:bob" already runs ${SLOTS_PER_CALLER} programs, its limit across every svc replica (limits.max_running_programs_per_caller). Nothing was run. Retry when one of them has finished, or make fewer calls at once.`,
      );
      // Outside svc's replies: the refused call's line says refused, and Redis holds no slot now.
      const lines = (await Promise.all(auditFiles.map((file) => readAudit(file)))).flat();
      expect(lines.filter((line) => line.trace_id === refused[0]!.trace_id)).toMatchObject([{ module_id: 'cli.sleeper', status: 'refused', exit_code: -1 }]);
      const keys = (await promisify(execFile)('redis-cli', ['-u', redis.url, '--scan', '--pattern', 'lb:slots:*'], { encoding: 'utf8' })).stdout.split('\n').filter(Boolean);
      // Redis drops a sorted set when its last member goes, so a held slot is a key with members.
      for (const key of keys) expect((await promisify(execFile)('redis-cli', ['-u', redis.url, 'ZCARD', key], { encoding: 'utf8' })).stdout.trim()).toBe('0');
    } finally {
      await bob.client.close();
    }
  }, 60_000);

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
    // The slots case's four sleeper calls (one refused), then the retry here; the killed call has none.
    expect(lines.filter((line) => line.module_id === 'cli.sleeper').map((line) => line.status).sort()).toEqual(['refused', 'success', 'success', 'success', 'success']);
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
