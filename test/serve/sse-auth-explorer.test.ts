/**
 * SSE transport, the Bearer token, the explorer mounted over the same runtime, and the builder's
 * filters and mountable request handler.
 */
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, ServeOptionsError, type RunningSvcHttp } from '../../src/serve/index.js';
import { connectCurrent, connectV1, payloadOf, rawRequest, readAudit, serveFixture, type ServeFixture } from './helpers.js';

let fx: ServeFixture;
beforeAll(async () => {
  fx = await serveFixture();
});

describe('SSE transport', () => {
  let running: RunningSvcHttp;
  beforeAll(async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, approval: 'elicit', log: 'error', config: { audit_log: fx.auditFile } });
    running = await svc.serveSse({ port: 0 });
  });
  afterAll(() => running?.close());
  const sse = () => ({ kind: 'sse' as const, url: running.mcpUrl });

  it('serves concurrent v1 and current SSE clients, each getting only its own messages', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const client = i % 2 === 0 ? await connectV1(sse()) : await connectCurrent(sse());
      try {
        const word = `sse-${i}-${Math.random().toString(36).slice(2)}`;
        const out = payloadOf(await client.callTool('echo', { words: [word] })).stdout;
        const tools = (await client.listTools()).tools.length;
        return { word, out, tools };
      } finally {
        await client.close();
      }
    }));
    for (const { word, out, tools } of results) {
      expect(out).toBe(`${word}\n`);
      expect(tools).toBe(fx.bindings.length);
    }
  });

  it('asks for approval through elicitation over SSE', async () => {
    const victim = join(fx.root, 'remove-me-sse');
    await writeFile(victim, 'x');
    const client = await connectV1(sse(), { elicit: 'approve' });
    try {
      const result = await client.callTool('rm', { files: [victim] });
      expect(result.isError).toBe(false);
      expect(client.asked[0]).toContain(victim);
      expect(existsSync(victim)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('answers 404 for an unknown SSE session', async () => {
    const res = await rawRequest(`${running.url}/messages?sessionId=nope`, {
      method: 'POST', headers: { host: `127.0.0.1:${running.port}`, 'content-type': 'application/json' }, body: '{}',
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Session not found: nope; open a stream with GET /sse first' });
  });
});

describe('Bearer token and the explorer', () => {
  const token = 'test-token-1234';
  let running: RunningSvcHttp;
  beforeAll(async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
    running = await svc.serveHttp({ port: 0, authToken: token, explorer: true, allowExecute: true });
  });
  afterAll(() => running?.close());
  const host = () => ({ host: `127.0.0.1:${running.port}` });

  it('refuses /mcp without the token: 401 JSON', async () => {
    const res = await rawRequest(running.mcpUrl, {
      method: 'POST', headers: { ...host(), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({ error: 'Unauthorized' });
    const wrong = await rawRequest(running.mcpUrl, { method: 'POST', headers: { ...host(), authorization: 'Bearer nope', 'content-type': 'application/json' }, body: '{}' });
    expect(wrong.status).toBe(401);
  });

  it('lets clients with the token in, and audits them as caller "token"', async () => {
    const client = await connectV1({ kind: 'http', url: running.mcpUrl }, { headers: { Authorization: `Bearer ${token}` } });
    try {
      const result = await client.callTool('echo', { words: ['authorized'] });
      expect(payloadOf(result).stdout).toBe('authorized\n');
      const line = (await readAudit(fx.auditFile)).find((l) => l.trace_id === payloadOf(result).trace_id);
      expect(line).toMatchObject({ caller: 'token', module_id: 'cli.echo', status: 'success' });
    } finally {
      await client.close();
    }
  });

  it('mounts the explorer page and tool list, public', async () => {
    const page = await rawRequest(`${running.url}/`, { headers: host() });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-type'])).toContain('text/html');
    const list = await rawRequest(`${running.url}/tools`, { headers: host() });
    expect(list.status).toBe(200);
    const tools = JSON.parse(list.body) as Array<{ name: string; annotations: Record<string, boolean> }>;
    expect(tools.map((t) => t.name).sort()).toEqual(fx.bindings.map((b) => b.alias).sort());
    expect(tools.find((t) => t.name === 'rm')!.annotations).toEqual({ readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false });
    const detail = JSON.parse((await rawRequest(`${running.url}/tools/echo`, { headers: host() })).body) as { inputSchema: unknown };
    expect(JSON.stringify(detail.inputSchema)).not.toContain('x-cli-');
  });

  it('runs explorer calls through the same runtime, behind the token', async () => {
    const body = JSON.stringify({ words: ['from', 'explorer'] });
    const anonymous = await rawRequest(`${running.url}/tools/echo/call`, { method: 'POST', headers: { ...host(), 'content-type': 'application/json' }, body });
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ error: 'Unauthorized' });

    const ok = await rawRequest(`${running.url}/tools/echo/call`, { method: 'POST', headers: { ...host(), 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    expect(ok.status).toBe(200);
    const result = JSON.parse(ok.body) as { content: Array<{ type: string; text: string }>; isError: boolean; _meta: { _trace_id: string } };
    expect(result.isError).toBe(false);
    // The same layout as MCP tools/call (docs/results.md): output text, then the facts.
    expect(result.content.map((item) => item.type)).toEqual(['text', 'text']);
    expect(result.content[0]!.text).toBe('from explorer\n');
    const payload = JSON.parse(result.content[1]!.text) as { exit_code: number; trace_id: string };
    expect(payload.exit_code).toBe(0);
    expect(result._meta._trace_id).toBe(payload.trace_id);
    expect((await readAudit(fx.auditFile)).some((l) => l.trace_id === payload.trace_id && l.module_id === 'cli.echo')).toBe(true);

    // Governance applies: nobody can approve from the explorer, so a destructive call is denied.
    const victim = join(fx.root, 'explorer-victim');
    await writeFile(victim, 'x');
    const denied = await rawRequest(`${running.url}/tools/rm/call`, {
      method: 'POST', headers: { ...host(), 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ files: [victim] }),
    });
    expect(denied.status).toBe(500);
    expect(JSON.parse(denied.body).isError).toBe(true);
    expect(existsSync(victim)).toBe(true);
  });

  it('keeps the DNS-rebinding guard on explorer routes too', async () => {
    const res = await rawRequest(`${running.url}/tools`, { headers: { host: 'rebound.example' } });
    expect(res.status).toBe(403);
  });
});

describe('builder: filters, mountable handler, exposure checks', () => {
  it('exposes only the filtered tools; the others can be neither listed nor called', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', modulePrefixes: ['cli.git'], config: { audit_log: fx.auditFile } });
    const handler = svc.requestHandler();
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const client = await connectCurrent({ kind: 'http', url: `http://127.0.0.1:${port}/mcp` });
    try {
      const names = (await client.listTools()).tools.map((t) => t.name).sort();
      expect(names).toEqual(fx.bindings.filter((b) => b.module_id.startsWith('cli.git.')).map((b) => b.alias).sort());
      expect(names.length).toBeGreaterThan(0);
      const hidden = await client.callTool('echo', { words: ['hidden'] });
      expect(hidden.isError).toBe(true);
      expect(payloadOf(hidden).stdout).toBe('');
      expect(svc.openAITools().map((t) => t.function.name).sort()).toEqual(names);
    } finally {
      await client.close();
      await handler.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('filters by tag', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', tags: ['no-such-tag'] });
    expect(svc.bindings).toEqual([]);
    const tagged = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', tags: ['fixture'] });
    expect(tagged.bindings.length).toBe(fx.bindings.length);
  });

  it('skips a broken binding file and serves the rest', async () => {
    await writeFile(join(fx.modulesDir, 'cli.broken.binding.yaml'), 'spec_version: "1.0"\nmodule_id: nope\n');
    try {
      const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error' });
      expect(svc.bindings.length).toBe(fx.bindings.length);
      expect(svc.loadErrors.map((e) => e.file)).toEqual([join(fx.modulesDir, 'cli.broken.binding.yaml')]);
    } finally {
      const { rm } = await import('node:fs/promises');
      await rm(join(fx.modulesDir, 'cli.broken.binding.yaml'));
    }
  });

  it('refuses a non-loopback bind without a token unless forced', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error' });
    await expect(svc.serveHttp({ host: '0.0.0.0', port: 0 })).rejects.toThrow(ServeOptionsError);
    const forced = await svc.serveHttp({ host: '0.0.0.0', port: 0, insecureNoAuth: true });
    await forced.close();
  });
});
