/**
 * Large kept outputs read in parts (issue 22 item 3; docs/results.md "Reading in parts"): a
 * 3.5 MiB output read through the real SDK clients over the SSE transport, streamable HTTP and
 * stdio, and checked on the wire with raw fetches reading the event streams: no event carrying
 * a part is 1 MiB or more (the Python SDK and FastMCP refuse such events).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, SSEClientTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { wireEvents, type WireEvent } from '../support/sse-wire.js';
import { payloadOf, serveFixture, SVC_BIN, type ServeFixture } from './helpers.js';
import { addResultPrograms } from './result-programs.js';

const SIZE = 3.5 * 1024 * 1024;
const PART = 256 * 1024;
const MIB = 1024 * 1024;

let fx: ServeFixture;
let expected: Buffer;
let http: RunningSvcHttp;
let sse: RunningSvcHttp;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper']);
  await addResultPrograms(fx);
  expected = (await promisify(execFile)(join(FIXTURE_PROGRAMS_DIR, 'bulk.sh'), [String(SIZE)], { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
  expect(expected.length).toBe(SIZE);
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
  http = await svc.serveHttp({ port: 0 });
  sse = await svc.serveSse({ port: 0 });
}, 60_000);
afterAll(async () => {
  await http?.close();
  await sse?.close();
});

type ReadItem = { text?: string; blob?: string; _meta: { offset: number; length: number; total_bytes: number; next?: string } };

/** Follows `_meta.next` from `uri` to the end; returns the bytes and each part's size. */
async function readParts(read: (uri: string) => Promise<ReadItem>, uri: string): Promise<{ bytes: Buffer; sizes: number[] }> {
  const chunks: Buffer[] = [];
  for (let next: string | undefined = uri; next !== undefined;) {
    const item: ReadItem = await read(next);
    const bytes = item.text !== undefined ? Buffer.from(item.text, 'utf8') : Buffer.from(item.blob!, 'base64');
    expect(item._meta.length).toBe(bytes.length);
    chunks.push(bytes);
    next = item._meta.next;
  }
  return { bytes: Buffer.concat(chunks), sizes: chunks.map((c) => c.length) };
}

const PARTS = [...Array.from({ length: Math.floor(SIZE / PART) }, () => PART), ...(SIZE % PART ? [SIZE % PART] : [])];

describe.each([
  ['SSE transport', () => new SSEClientTransport(new URL(sse.mcpUrl))],
  ['streamable HTTP (2025 session, SSE responses)', () => new StreamableHTTPClientTransport(new URL(http.mcpUrl))],
  ['stdio', () => new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], env: fx.env, stderr: 'pipe' })],
] as const)('a 3.5 MiB output through the current SDK client over %s', (_label, transport) => {
  it('links its first part, and reads whole in 256 KiB parts', async () => {
    const client = new Client({ name: 'large-reads', version: '1.0.0' });
    await client.connect(transport());
    try {
      const result = await client.callTool({ name: 'bulk', arguments: { bytes: SIZE } });
      const bare = payloadOf(result).truncation.stdout.resource as string;
      const link = (result.content as Array<Record<string, unknown>>)[2]!;
      expect(link).toEqual({
        type: 'resource_link', uri: `${bare}?offset=0&length=${PART}`, name: 'stdout of bulk', mimeType: 'text/plain', size: SIZE,
        description: `The first 262,144 of 3,670,016 bytes of the whole stdout; read on from ${bare}?offset=262144 (each resources/read answers at most 262,144 bytes; its _meta.next is the URI of the rest)`,
      });
      const read = (uri: string) => client.readResource({ uri }).then((r) => r.contents[0] as unknown as ReadItem);
      // The link is the first part, exactly.
      const fromLink = await readParts(read, link.uri as string);
      expect(fromLink.sizes).toEqual([PART]);
      expect(fromLink.bytes.equals(expected.subarray(0, PART))).toBe(true);
      // Without a range: every part, each naming the next.
      const fromBare = await readParts(read, bare);
      expect(fromBare.sizes).toEqual(PARTS);
      expect(fromBare.bytes.equals(expected)).toBe(true);
      // The connection is still good after the reads.
      expect(payloadOf(await client.callTool({ name: 'echo', arguments: { words: ['still', 'here'] } })).stdout).toBe('still here\n');
    } finally {
      await client.close();
    }
  }, 120_000);
});

/** JSON-RPC over a raw event stream: sends with `post`, waits for the answer with that id among `events`. */
function wireRpc(events: AsyncGenerator<WireEvent>, seen: WireEvent[]) {
  return async (id: number): Promise<{ id: number; result?: any; error?: unknown }> => {
    for (;;) {
      const { value, done } = await events.next();
      if (done) throw new Error(`stream ended before the answer to ${id}`);
      seen.push(value);
      if (value.data === '') continue;
      const message = JSON.parse(value.data) as { id: number; result?: any; error?: unknown };
      if (message.id === id) return message;
    }
  };
}

const INIT = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'wire', version: '1' } } };

describe('on the wire (raw fetch reading the event streams)', () => {
  it('SSE transport: the call and every read are events under 1 MiB, and the parts are the output', async () => {
    const stream = await fetch(sse.mcpUrl, { headers: { accept: 'text/event-stream' } });
    const events = wireEvents(stream.body!);
    const endpoint = (await events.next()).value as WireEvent;
    expect(endpoint.event).toBe('endpoint');
    const post = async (message: unknown) => {
      const res = await fetch(new URL(endpoint.data, sse.mcpUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) });
      expect(res.status).toBe(202);
    };
    const seen: WireEvent[] = [];
    const answer = wireRpc(events, seen);
    try {
      await post(INIT);
      await answer(1);
      await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
      await post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'bulk', arguments: { bytes: SIZE } } });
      const call = await answer(2);
      const bare = JSON.parse(call.result.content[1].text).truncation.stdout.resource as string;
      let id = 3;
      const parts = await readParts(async (uri) => {
        await post({ jsonrpc: '2.0', id, method: 'resources/read', params: { uri } });
        return (await answer(id++)).result.contents[0] as ReadItem;
      }, bare);
      expect(parts.sizes).toEqual(PARTS);
      expect(parts.bytes.equals(expected)).toBe(true);
      const reads = seen.filter((e) => e.data.includes('"contents"'));
      expect(reads).toHaveLength(PARTS.length);
      for (const event of seen) expect(event.bytes).toBeLessThan(MIB);
      // A part of numbered lines is 256 KiB of text and one escaped newline per line: about 300 KiB.
      expect(Math.max(...reads.map((e) => e.bytes))).toBeLessThan(320 * 1024);
    } finally {
      await events.return(undefined);
    }
  }, 120_000);

  it('streamable HTTP: every resources/read answer is one SSE event under 1 MiB', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = await fetch(http.mcpUrl, { method: 'POST', headers, body: JSON.stringify(INIT) });
    const session = init.headers.get('mcp-session-id')!;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    await init.text();
    const sessionHeaders = { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
    await (await fetch(http.mcpUrl, { method: 'POST', headers: sessionHeaders, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).text();
    const seen: WireEvent[] = [];
    const rpc = async (id: number, method: string, params: unknown) => {
      const res = await fetch(http.mcpUrl, { method: 'POST', headers: sessionHeaders, body: JSON.stringify({ jsonrpc: '2.0', id, method, params }) });
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      return wireRpc(wireEvents(res.body!), seen)(id);
    };
    const call = await rpc(2, 'tools/call', { name: 'bulk', arguments: { bytes: SIZE } });
    const bare = JSON.parse(call.result.content[1].text).truncation.stdout.resource as string;
    let id = 3;
    const parts = await readParts(async (uri) => (await rpc(id++, 'resources/read', { uri })).result.contents[0] as ReadItem, bare);
    expect(parts.sizes).toEqual(PARTS);
    expect(parts.bytes.equals(expected)).toBe(true);
    const reads = seen.filter((e) => e.data.includes('"contents"'));
    expect(reads).toHaveLength(PARTS.length);
    for (const event of seen) expect(event.bytes).toBeLessThan(MIB);
  }, 120_000);
});
