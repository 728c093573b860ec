/**
 * `tools/list` for 2026-07-28 clients (issue 20 "Discovery without per-connection lists"): the
 * same answer, byte for byte, for every request with the same authorization on every replica, in
 * a stable order, carrying `ttlMs` and `cacheScope` (docs/tool-list.md "Caching"). A 2025 session
 * client's list carries neither. `svc_find_tools {include_schemas: true}` gives a 2026-07-28 client
 * (the current SDK) the whole entries of its matches, and it calls one by name without enabling it.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { MAX_SCHEMA_BYTES } from '../../src/tool-list/discovery-tools.js';
import { TOOL_LIST_CACHE_HINT } from '../../src/tool-list/session-tool-list.js';
import { payloadOf } from '../serve/helpers.js';
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

  it('svc_find_tools with include_schemas gives a 2026-07-28 client whole entries it calls by name, without enabling', async () => {
    const client = new Client({ name: 'find-with-schemas', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(replicas[1]!.mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } } }));
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).not.toContain('echo');
      const found = (await client.callTool({ name: 'svc_find_tools', arguments: { query: 'echo', include_schemas: true } })) as { content: Array<{ type: string; text: string }>; isError?: boolean };
      expect(found.isError).toBeFalsy();
      expect(found.content).toHaveLength(2);
      expect(found.content[0]!.text.split('\n').at(-1)).toBe('The next content item is {"tools": [...]}: the whole entries (input schemas) of echo, as tools/list gives them. Call them by name with those arguments. Denied tools cannot be run (no schema is given for them).');
      expect(Buffer.byteLength(found.content[1]!.text)).toBeLessThanOrEqual(MAX_SCHEMA_BYTES);
      const { tools } = JSON.parse(found.content[1]!.text) as { tools: Array<{ name: string; inputSchema: { properties: Record<string, unknown> } }> };
      expect(tools.map((t) => t.name)).toEqual(['echo']);
      expect(Object.keys(tools[0]!.inputSchema.properties)).toContain('words');
      // Called by name on another replica, with arguments shaped by the schema it was given.
      const called = await client.callTool({ name: 'echo', arguments: { words: ['hello', 'schemas'] } });
      expect(payloadOf(called as never).exit_code).toBe(0);
      expect(payloadOf(called as never).stdout).toBe('hello schemas\n');
      const bad = (await client.callTool({ name: 'svc_find_tools', arguments: { query: 'echo', include_schemas: 'yes' } })) as { content: Array<{ text: string }>; isError?: boolean };
      expect([bad.isError, bad.content[0]!.text]).toEqual([true, 'svc_find_tools: include_schemas must be true or false (got "yes").']);
    } finally {
      await client.close();
    }
  }, 60_000);
});
