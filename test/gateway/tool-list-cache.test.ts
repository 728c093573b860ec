/**
 * `tools/list` for 2026-07-28 clients (issue 20 "Discovery without per-connection lists"): the
 * same answer, byte for byte, for every request with the same authorization on every replica, in
 * a stable order, carrying `ttlMs` and `cacheScope` (docs/tool-list.md "Caching"). A 2025 session
 * client's list carries neither.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { TOOL_LIST_CACHE_HINT } from '../../src/serve/session-tool-list.js';
import { serveFixture, type ServeFixture } from '../serve/helpers.js';
import { postModern } from '../support/modern-http.js';

const TOKEN = 'tool-list-cache-token';
let fx: ServeFixture;
const replicas: RunningSvcHttp[] = [];

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.rm', 'cli.ls']);
  for (let n = 0; n < 2; n++) {
    // auto with room for one tool: the list mixes discovery tools and a planned choice.
    const svc = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error',
      config: { audit_log: fx.auditFile, tool_list: { mode: 'auto', budget_bytes: 4_000, max_tools: 3 } },
    });
    replicas.push(await svc.serveHttp({ port: 0, authToken: TOKEN }));
  }
}, 60_000);
afterAll(async () => {
  for (const replica of replicas) await replica.close();
});

describe('tools/list without sessions', () => {
  it('is byte-identical for two requests on each of two replicas, with ttlMs and cacheScope private', async () => {
    const auth = { Authorization: `Bearer ${TOKEN}` };
    const answers = [];
    for (const replica of [...replicas, ...replicas]) answers.push(await postModern(replica.mcpUrl, 7, 'tools/list', {}, auth));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    const { result } = answers[0]!.message;
    expect([result.ttlMs, result.cacheScope]).toEqual([TOOL_LIST_CACHE_HINT.ttlMs, 'private']);
    expect([result.ttlMs, result.cacheScope]).toEqual([60_000, 'private']);
    expect((result.tools as Array<{ name: string }>).map((t) => t.name)).toEqual(['svc_find_tools', 'svc_enable_tools', 'sleeper']);
  }, 60_000);

  it('a 2025 session client gets the same tools and no cache fields', async () => {
    const client = new Client({ name: 'tool-list-legacy', version: '1.0.0' }, { versionNegotiation: { mode: 'legacy' } } as never);
    await client.connect(new StreamableHTTPClientTransport(new URL(replicas[0]!.mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } } }));
    try {
      const listed = (await client.listTools()) as Record<string, unknown> & { tools: Array<{ name: string }> };
      expect(listed.tools.map((t) => t.name)).toEqual(['svc_find_tools', 'svc_enable_tools', 'sleeper']);
      expect(['ttlMs' in listed, 'cacheScope' in listed]).toEqual([false, false]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
