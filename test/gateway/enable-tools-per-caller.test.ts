/**
 * `svc_enable_tools` without a session (issue 31, "Answers a model can trust"): in a 2026-07-28
 * request it changes what that caller's `tools/list` returns, kept per caller identity in the state
 * store, and the client is told (`notifications/tools/list_changed` on the call's response stream,
 * which evicts the client's cached list); another caller's list does not change; a 2025 session
 * keeps its own list as before. Callers are two users of a real OpenID provider (oidc-provider);
 * clients are the current TypeScript SDK in 2026-07-28 mode and, when its venv exists, the MCP
 * Python SDK in 2026-07-28 mode; with Redis, two replicas share one caller's list.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_LIST_TTL_MS } from '../../src/tool-list/discovery-tools.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { serveFixture, type ServeFixture } from '../serve/helpers.js';
import { postModern } from '../support/modern-http.js';
import { REPO_ROOT } from '../support/paths.js';
import { redisMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startIdp, type TestIdp } from './oidc.js';

const PUBLIC_URL = 'http://svc.example.test';
const PYTHON = join(REPO_ROOT, '.tmp', 'python-clients', 'bin', 'python');
const haveVenv = existsSync(PYTHON);
if (!haveVenv) console.warn(`enable tools per caller: Python SDK case skipped: no venv at ${PYTHON}; run \`bash scripts/ensure-python-clients.sh\``);
const redisAbsent = redisMissing();
if (redisAbsent) console.warn(`[skip] enable tools per caller, two replicas on Redis: ${redisAbsent}`);

/** auto with room for one tool besides the discovery tools: echo, rm and ls are left to discovery. */
const PLANNED = ['svc_find_tools', 'svc_enable_tools', 'sleeper'];
const TOOL_LIST = { mode: 'auto' as const, budget_bytes: 4_000, max_tools: 3 };
const HOURS = CALLER_LIST_TTL_MS / 3_600_000;

let fx: ServeFixture;
let idp: TestIdp;
let memory: RunningSvcHttp;
let redis: RedisServer | undefined;
const replicas: RunningSvcHttp[] = [];

const oauth = () => ({ public_url: PUBLIC_URL, auth: { oauth: { issuer: idp.issuer, claims: { roles: 'roles' } } } });

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.rm', 'cli.ls']);
  idp = await startIdp({ alice: ['dev'], bob: ['dev'], carol: ['dev'], dave: ['dev'], erin: ['dev'] });
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, tool_list: TOOL_LIST, ...oauth() } as never });
  memory = await svc.serveHttp({ port: 0 });
  if (redisAbsent) return;
  redis = await startRedisServer();
  const secretFile = join(fx.root, 'state.key');
  writeFileSync(secretFile, `${'3e'.repeat(32)}\n`, { mode: 0o600 });
  for (let n = 0; n < 2; n++) {
    const replica = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error',
      config: {
        audit_log: fx.auditFile, tool_list: TOOL_LIST, ...oauth(),
        state: { store: 'redis', url: redis.url, key_prefix: 'et:', secret_file: secretFile, max_shared_output_bytes: 16 << 20, max_shared_bytes: 64 << 20, timeout_ms: 5000 },
      } as never,
    });
    replicas.push(await replica.serveHttp({ port: 0 }));
  }
}, 90_000);

afterAll(async () => {
  await memory?.close();
  for (const replica of replicas) await replica.close();
  await redis?.stop();
  await idp?.close();
});

const bearer = async (who: string) => ({ authorization: `Bearer ${await idp.token(who, PUBLIC_URL)}` });

/** The names a raw 2026-07-28 `tools/list` of `who` gets from `url`: no client cache in between. */
async function listedFor(url: string, who: string): Promise<string[]> {
  const { message } = await postModern(url, 1, 'tools/list', {}, await bearer(who));
  return (message.result.tools as Array<{ name: string }>).map((t) => t.name);
}

/** A current-SDK client of `who`: 2026-07-28 when `modern`, else a 2025 session; records the list_changed it receives. */
async function connect(url: string, who: string, modern = true) {
  const client = new Client({ name: `enable-${who}`, version: '1.0.0' }, { versionNegotiation: { mode: modern ? 'auto' : 'legacy' } } as never);
  const changed: string[] = [];
  client.setNotificationHandler('notifications/tools/list_changed', () => void changed.push('list_changed'));
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: await bearer(who) } }));
  const names = async () => (await client.listTools()).tools.map((t) => t.name);
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as { content: Array<{ type: string; text: string }>; isError?: boolean };
  return { client, changed, names, call, close: () => client.close() };
}

/** What svc answers a caller (`user:<who>`) whose call added `added`. */
const addedText = (who: string, added: string[]) =>
  `Added to your tool list: ${added.join(', ')}. Without an MCP session svc keeps this list for caller "user:${who}" on every replica, for ${HOURS} hours after its last use. ` +
  'The client was sent notifications/tools/list_changed; a client that keeps an older list shows them after its next tools/list.';

describe('svc_enable_tools without a session, one replica (memory store)', () => {
  it("changes the caller's own tools/list, tells its client, and leaves another caller's list as it was", async () => {
    const alice = await connect(memory.mcpUrl, 'alice');
    const bob = await connect(memory.mcpUrl, 'bob');
    try {
      expect(await alice.names()).toEqual(PLANNED);
      expect(await bob.names()).toEqual(PLANNED);
      const answer = await alice.call('svc_enable_tools', { names: ['echo', 'no_such_tool'] });
      expect(answer.isError).toBeFalsy();
      expect(answer.content[0]!.text).toBe(`${addedText('alice', ['echo'])} No such tool: "no_such_tool"; find names with svc_find_tools. ` +
        'The next content item is {"tools": [...]}: the whole entries (input schemas) of echo, as tools/list gives them. Call them by name with those arguments, listed yet or not.');
      const { tools } = JSON.parse(answer.content[1]!.text) as { tools: Array<{ name: string }> };
      expect(tools.map((t) => t.name)).toEqual(['echo']);
      expect(alice.changed).toEqual(['list_changed']);
      // The client listed before and caches lists for ttlMs (60 s): only the notification's
      // eviction makes this list the new one.
      const listed = (await alice.client.listTools()).tools;
      expect(listed.map((t) => t.name)).toEqual([...PLANNED, 'echo']);
      // The entry listed is the one the answer carried, whole.
      expect(JSON.parse(JSON.stringify(listed.find((t) => t.name === 'echo')))).toEqual(tools[0]);
      // Kept by svc, not by one client: a fresh request of the same caller lists it too.
      expect(await listedFor(memory.mcpUrl, 'alice')).toEqual([...PLANNED, 'echo']);
      // Another caller's list is unchanged, through its client and on the wire.
      expect(await bob.names()).toEqual(PLANNED);
      expect(await listedFor(memory.mcpUrl, 'bob')).toEqual(PLANNED);
      expect(bob.changed).toEqual([]);
      // Again: nothing new, no notification.
      const again = await alice.call('svc_enable_tools', { names: ['echo'] });
      expect([again.isError, again.content.map((c) => c.text)]).toEqual([false, ['Already in it: echo.']]);
      expect(alice.changed).toEqual(['list_changed']);
      // svc_find_tools reports it listed for alice, not for bob.
      expect((await alice.call('svc_find_tools', { query: 'echo' })).content[0]!.text).toContain('(allowed; listed)');
      expect((await bob.call('svc_find_tools', { query: 'echo' })).content[0]!.text).toContain('(allowed; not listed)');
    } finally {
      await Promise.all([alice.close(), bob.close()]);
    }
  }, 60_000);

  it("a 2025 session keeps its own list: its enabling is the session's, and the caller's list does not leak into it", async () => {
    const session = await connect(memory.mcpUrl, 'alice', false);
    try {
      // alice's caller list holds echo (above); her session starts from the plan.
      expect(await session.names()).toEqual(PLANNED);
      const answer = await session.call('svc_enable_tools', { names: ['ls'] });
      expect(answer.content.map((c) => c.text)).toEqual(['Added to your tool list: ls.']);
      expect(session.changed).toEqual(['list_changed']);
      expect(await session.names()).toEqual([...PLANNED, 'ls']);
      expect(await listedFor(memory.mcpUrl, 'alice')).toEqual([...PLANNED, 'echo']);
    } finally {
      await session.close();
    }
  }, 60_000);

  it.skipIf(!haveVenv)('the MCP Python SDK in 2026-07-28 mode sees its list change, and another caller does not', async () => {
    const plan = { url: memory.mcpUrl, token: (await bearer('carol')).authorization.slice('Bearer '.length), enable: ['rm'] };
    const seen = await new Promise<Record<string, any>>((resolve, reject) => {
      execFile(PYTHON, [join(REPO_ROOT, 'test', 'clients', 'python', 'enable_tools.py'), JSON.stringify(plan)], { timeout: 120_000 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`enable_tools.py failed: ${error.message}\n${stderr.slice(-4000)}`));
        else resolve(JSON.parse(stdout) as Record<string, any>);
      });
    });
    expect(seen.before).toEqual(PLANNED);
    expect(seen.enable.isError).toBe(false);
    expect(seen.enable.texts[0]).toBe(`${addedText('carol', ['rm'])} The next content item is {"tools": [...]}: the whole entries (input schemas) of rm, as tools/list gives them. Call them by name with those arguments, listed yet or not.`);
    expect(JSON.parse(seen.enable.texts[1]).tools.map((t: { name: string }) => t.name)).toEqual(['rm']);
    expect(seen.notifications).toContain('notifications/tools/list_changed');
    expect(seen.after).toEqual([...PLANNED, 'rm']);
    expect(seen.fresh).toEqual([...PLANNED, 'rm']);
    expect(await listedFor(memory.mcpUrl, 'bob')).toEqual(PLANNED);
  }, 150_000);
});

describe.skipIf(redisAbsent !== undefined)('svc_enable_tools without a session, two replicas sharing Redis', () => {
  it("a caller's list changed on one replica is its list on the other; another caller's list is unchanged on both", async () => {
    const [a, b] = replicas.map((r) => r.mcpUrl) as [string, string];
    const dave = await connect(a, 'dave');
    try {
      expect(await listedFor(b, 'dave')).toEqual(PLANNED);
      const answer = await dave.call('svc_enable_tools', { names: ['ls', 'echo'] });
      expect(answer.content[0]!.text.startsWith(addedText('dave', ['ls', 'echo']))).toBe(true);
      expect(dave.changed).toEqual(['list_changed']);
      // The order of the list is the binding order, the same on every replica.
      expect(await listedFor(b, 'dave')).toEqual([...PLANNED, 'echo', 'ls']);
      expect(await listedFor(a, 'dave')).toEqual([...PLANNED, 'echo', 'ls']);
      expect(await dave.names()).toEqual([...PLANNED, 'echo', 'ls']);
      expect(await listedFor(a, 'erin')).toEqual(PLANNED);
      expect(await listedFor(b, 'erin')).toEqual(PLANNED);
      // Enabled on b, seen as already there (the list is one, in Redis).
      const { message } = await postModern(b, 2, 'tools/call', { name: 'svc_enable_tools', arguments: { names: ['echo'] } }, await bearer('dave'));
      expect(message.result.content[0].text).toBe('Already in it: echo.');
    } finally {
      await dave.close();
    }
  }, 60_000);
});
