/**
 * Two `svc` replicas in this process sharing a real redis-server (issue 20, docs/state.md): a
 * 2026-07-28 client (the current SDK, no session) calls on one replica and reads the kept output
 * back, whole and by byte range, through the other; per-caller program slots hold across replicas.
 * (The three-replica HAProxy suite with a killed replica is test/gateway's next step.)
 */
import { addSleeperCopy } from '../serve/result-programs.js';
import { STALE_STATE_MESSAGE } from '../../src/serve/elicit-approval.js';
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { payloadOf, serveFixture, type ServeFixture } from '../serve/helpers.js';
import { readOutputParts, type OutputPartItem } from '../support/output-parts.js';
import { redisMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';

const missing = redisMissing();
if (missing) console.warn(`[skip] shared state between replicas: ${missing}`);

let fx: ServeFixture;
let redis: RedisServer;
const replicas: RunningSvcHttp[] = [];

beforeAll(async () => {
  if (missing) return;
  redis = await startRedisServer();
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.rm']);
  await addSleeperCopy(fx, 'bulk', 'bytes', 'how many bytes to write');
  const acl = await readFile(fx.aclFile, 'utf8');
  await writeFile(fx.aclFile, acl.replace('targets: [cli.echo, cli.sleeper,', 'targets: [cli.echo, cli.bulk, cli.sleeper,'));
  // Replicas share one key file (a mounted secret in a real deployment).
  const secretFile = join(fx.root, 'state.key');
  writeFileSync(secretFile, `${'5a'.repeat(32)}\n`, { mode: 0o600 });
  for (let n = 0; n < 2; n++) {
    const svc = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', approval: 'elicit',
      config: {
        audit_log: fx.auditFile,
        state: { store: 'redis', url: redis.url, key_prefix: 'gw:', secret_file: secretFile, max_shared_output_bytes: 16 << 20, max_shared_bytes: 64 << 20, timeout_ms: 5000 },
        limits: { ...(await import('../../src/config/limits.js')).DEFAULT_LIMITS, max_running_programs_per_caller: 1 },
      },
    });
    replicas.push(await svc.serveHttp({ port: 0 }));
  }
}, 60_000);
afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await redis?.stop();
});

async function modernClient(url: string): Promise<Client> {
  const client = new Client({ name: 'gateway-modern', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

describe.skipIf(missing !== undefined)('two replicas sharing Redis', () => {
  it('a 2026-07-28 client reads an output kept by one replica through the other, whole and by byte range', async () => {
    const [a, b] = [await modernClient(replicas[0]!.mcpUrl), await modernClient(replicas[1]!.mcpUrl)];
    const size = 3 * 1024 * 1024;
    const expected = (await promisify(execFile)(join(FIXTURE_PROGRAMS_DIR, 'bulk.sh'), [String(size)], { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
    try {
      const result = (await a.callTool({ name: 'bulk', arguments: { bytes: size } })) as { content: Array<Record<string, any>> };
      expect(payloadOf(result as never).exit_code).toBe(0);
      const link = result.content[2]!;
      expect(link).toMatchObject({ type: 'resource_link', size });
      // The link names the first part (handle + range); the rest follows each part's _meta.next.
      const bare = payloadOf(result as never).truncation.stdout.resource as string;
      expect(link.uri).toBe(`${bare}?offset=0&length=262144`);
      const whole = await readOutputParts(async (uri) => (await b.readResource({ uri })).contents[0] as unknown as OutputPartItem, bare);
      expect(whole.bytes.equals(expected)).toBe(true);
      expect(whole.sizes).toEqual([...Array.from({ length: 12 }, () => 262_144)]);
      const first = (await b.readResource({ uri: link.uri })).contents[0] as { text: string };
      expect(first.text).toBe(expected.subarray(0, 262_144).toString());
      const range = await b.readResource({ uri: `${bare}?offset=2000003&length=70001` });
      expect((range.contents[0] as { text: string }).text).toBe(expected.subarray(2_000_003, 2_070_004).toString());
      // A forged handle (one character changed) is as unknown on every replica, for a part too.
      const forged = link.uri.replace(/output\/(.)/, (_m: string, c: string) => `output/${c === 'A' ? 'B' : 'A'}`);
      await expect(a.readResource({ uri: forged })).rejects.toThrow(/Resource not found/);
      await expect(b.readResource({ uri: forged })).rejects.toThrow(/Resource not found/);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('one caller runs at most max_running_programs_per_caller programs across both replicas', async () => {
    const [a, b] = [await modernClient(replicas[0]!.mcpUrl), await modernClient(replicas[1]!.mcpUrl)];
    try {
      const slow = a.callTool({ name: 'sleeper', arguments: { seconds: 2 } });
      await new Promise((r) => setTimeout(r, 700));
      const refused = (await b.callTool({ name: 'echo', arguments: { words: ['hi'] } })) as never;
      expect(payloadOf(refused).ai_guidance).toBe('Caller "http" already runs 1 programs, its limit across every svc replica (limits.max_running_programs_per_caller). Nothing was run. Retry when one of them has finished, or make fewer calls at once.');
      expect(payloadOf((await slow) as never).exit_code).toBe(0);
      expect(payloadOf((await b.callTool({ name: 'echo', arguments: { words: ['hi'] } })) as never).exit_code).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('a call the sandbox refuses leaves no slot of the caller held', async () => {
    // A third replica that must sandbox but finds no bubblewrap refuses every call; the caller's
    // one slot, asked for while the sandbox was looked for, is given back.
    const svc = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', sandboxSearchPath: join(fx.root, 'no-bwrap-here'),
      config: {
        audit_log: fx.auditFile, sandbox: 'required',
        state: { store: 'redis', url: redis.url, key_prefix: 'gw:', secret_file: join(fx.root, 'state.key'), max_shared_output_bytes: 16 << 20, max_shared_bytes: 64 << 20, timeout_ms: 5000 },
        limits: { ...(await import('../../src/config/limits.js')).DEFAULT_LIMITS, max_running_programs_per_caller: 1 },
      },
    });
    const strict = await svc.serveHttp({ port: 0 });
    const [c, a] = [await modernClient(strict.mcpUrl), await modernClient(replicas[0]!.mcpUrl)];
    try {
      for (let i = 0; i < 2; i++) {
        const refused = payloadOf((await c.callTool({ name: 'echo', arguments: { words: ['hi'] } })) as never);
        expect(refused.exit_code).toBe(-1);
        expect(refused.ai_guidance).toBe('svc runs every call in a sandbox (sandbox: required), and this machine cannot provide one: bubblewrap (bwrap) is not installed or not on PATH. Nothing was run. Retrying will not help; the operator must fix the machine (Install bubblewrap: apt-get install bubblewrap (Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap).) or change the sandbox mode.');
      }
      // Outside svc's replies: no slot of any caller is left held in Redis once the refusals are answered.
      const redisCli = (...args: string[]) => promisify(execFile)('redis-cli', ['-u', redis.url, ...args], { encoding: 'utf8' }).then((r) => r.stdout.trim());
      await vi.waitFor(async () => {
        const keys = (await redisCli('--scan', '--pattern', 'gw:slots:*')).split('\n').filter(Boolean);
        expect(await Promise.all(keys.map((key) => redisCli('ZCARD', key)))).toEqual(keys.map(() => '0'));
      }, { timeout: 5000 });
      // And the caller's one slot is free for a call on another replica.
      expect(payloadOf((await a.callTool({ name: 'echo', arguments: { words: ['after'] } })) as never).exit_code).toBe(0);
    } finally {
      await Promise.all([c.close(), a.close()]);
      await strict.close();
    }
  }, 60_000);

  it('an approval asked by one replica is answered on the other; the same answer replayed is refused (JSON-RPC -32602), not run', async () => {
    const victim = join(fx.root, 'remove-me-gateway');
    await writeFile(victim, 'x');
    // Round-robin between the replicas, as a load balancer would; remember what was sent where.
    const sent: Array<{ url: string; body: string; headers: Headers }> = [];
    let next = 0;
    const roundRobin: typeof fetch = async (input, init) => {
      const url = replicas[next++ % replicas.length]!.mcpUrl;
      sent.push({ url, body: typeof init?.body === 'string' ? init.body : '', headers: new Headers(init?.headers) });
      return fetch(url, init);
    };
    const asked: string[] = [];
    const client = new Client({ name: 'gateway-approver', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: 'auto' } });
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String((request.params as { message?: string }).message));
      return { action: 'accept', content: { approve: true } };
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(replicas[0]!.mcpUrl), { fetch: roundRobin }));
    try {
      const result = (await client.callTool({ name: 'rm', arguments: { files: [victim] } })) as never;
      expect(payloadOf(result).exit_code).toBe(0);
      expect(existsSync(victim)).toBe(false);
      expect(asked).toHaveLength(1);
      const calls = sent.filter((s) => s.body.includes('"tools/call"'));
      expect(calls).toHaveLength(2);
      expect(calls[0]!.url).not.toBe(calls[1]!.url);
      expect(calls[1]!.body).toContain('requestState');
      // The approved retry sent again (to either replica): its state was used once, so svc refuses it and runs nothing.
      await writeFile(victim, 'x');
      for (const replica of replicas) {
        const replay = await fetch(replica.mcpUrl, { method: 'POST', headers: calls[1]!.headers, body: calls[1]!.body });
        const text = await replay.text();
        expect(text, text.slice(0, 400)).toContain('"code":-32602');
        expect(text).toContain(JSON.stringify(STALE_STATE_MESSAGE));
        expect(text).not.toContain('"exit_code":0');
      }
      expect(existsSync(victim)).toBe(true);
    } finally {
      await client.close();
    }
  }, 60_000);
  // Last: it stops the shared Redis.
  it('/readyz says ready with Redis answering, and 503 once it stops (the balancer then skips the replica)', async () => {
    const readyz = async () => {
      const answer = await fetch(new URL('/readyz', replicas[0]!.url));
      return [answer.status, await answer.json()];
    };
    expect(await readyz()).toEqual([200, { status: 'ready', bindings: 4, state: 'redis' }]);
    await redis.stop();
    expect(await readyz()).toEqual([503, { status: 'not_ready', bindings: 4, state: 'redis unreachable' }]);
  }, 60_000);
});
