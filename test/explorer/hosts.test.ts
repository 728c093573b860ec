/**
 * Host-specific behaviour the shared contract cannot express: mounting outside the prefix,
 * Express's next(), bodies already parsed by express.json(), streamed oversized bodies,
 * and buildUIRoutes with a router of one's own.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUIRoutes, createHandler, createNodeHandler } from '../../src/explorer/index.js';
import type { AuthHook, IncomingRequest, Tool, ToolCallHandler } from '../../src/explorer/index.js';
import { recordingLogger } from './adapters.js';

const tools: Tool[] = [
  { name: 'echo', description: 'Echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] } },
];
const echo: ToolCallHandler = async (_name, args) => [[{ type: 'text', text: String(args.text ?? '') }], false];
const JSON_HEADERS = { 'content-type': 'application/json' };

const servers: (http.Server | ServerType)[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          (server as http.Server).closeAllConnections?.();
          server.close(() => resolve());
        }),
    ),
  );
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A body streamed in chunks without Content-Length, so only counting can enforce the limit. */
function streamedBody(chunks: number, chunkSize: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= chunks) return controller.close();
      sent += 1;
      controller.enqueue(new TextEncoder().encode('x'.repeat(chunkSize)));
    },
  });
}

describe('createNodeHandler on node:http', () => {
  it('answers paths outside its prefix with a JSON 404', async () => {
    const base = await listen(createNodeHandler(tools, echo, { prefix: '/explorer', logger: recordingLogger() }));
    const res = await fetch(`${base}/elsewhere`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await res.json()).error).toMatch(/^Not found: \/elsewhere\./);
    expect((await fetch(`${base}/explorerx/tools`)).status).toBe(404);
    expect((await fetch(`${base}/explorer/tools`)).status).toBe(200);
  });

  it('refuses a streamed body over the limit with 413 and keeps serving', async () => {
    const base = await listen(createNodeHandler(tools, echo, { allowExecute: true, maxBodyBytes: 1024, logger: recordingLogger() }));
    const init = { method: 'POST', headers: JSON_HEADERS, body: streamedBody(64, 1024), duplex: 'half' } as RequestInit;
    const res = await fetch(`${base}/tools/echo/call`, init).catch((err: Error) => err);
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(413);
    expect((res as Response).headers.get('connection')).toBe('close');
    expect(await (res as Response).json()).toEqual({ error: 'Request body too large: the limit is 1024 bytes (UIConfig.maxBodyBytes).' });
    const after = await fetch(`${base}/tools/echo/call`, { method: 'POST', headers: JSON_HEADERS, body: '{"text":"still up"}' });
    expect(await after.json()).toEqual({ content: [{ type: 'text', text: 'still up' }], isError: false });
  });

  it('survives raw malformed request targets', async () => {
    const base = await listen(createNodeHandler(tools, echo, { logger: recordingLogger() }));
    const { port } = new URL(base);
    const raw = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/tools/%ZZ%', method: 'GET' }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(`${res.statusCode} ${text}`));
      });
      req.on('error', reject);
      req.end();
    });
    expect(raw).toBe('404 {"error":"Tool not found: %ZZ%"}');
  });
});

describe('identity from the auth hook to the handler', () => {
  it('reaches the handler through AsyncLocalStorage when the hook runs next() inside it', async () => {
    const { AsyncLocalStorage } = await import('node:async_hooks');
    const caller = new AsyncLocalStorage<{ user: string }>();
    const authHook: AuthHook = async (req, next) => {
      const token = req.headers.get('authorization');
      if (token !== 'Bearer alice-token') throw new Error('unknown token');
      return caller.run({ user: 'alice' }, next);
    };
    const whoami: ToolCallHandler = async () => [[{ type: 'text', text: caller.getStore()?.user ?? 'nobody' }], false];
    const base = await listen(createNodeHandler(tools, whoami, { allowExecute: true, authHook, logger: recordingLogger() }));
    const res = await fetch(`${base}/tools/echo/call`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, authorization: 'Bearer alice-token' },
      body: '{}',
    });
    expect(await res.json()).toEqual({ content: [{ type: 'text', text: 'alice' }], isError: false });
  });
});

describe('createHandler (Fetch)', () => {
  it('answers paths outside its prefix with a JSON 404', async () => {
    const handler = createHandler(tools, echo);
    const res = await handler(new Request('http://x.test/other/tools'), '/explorer');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect((await res.json()).error).toMatch(/^Not found: \/other\/tools\./);
  });

  it('refuses a streamed body over the limit with 413 without reading it all', async () => {
    const handler = createHandler(tools, echo, { allowExecute: true, maxBodyBytes: 1024 });
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) return controller.close();
        controller.enqueue(new Uint8Array(512));
      },
    });
    const req = new Request('http://x.test/tools/echo/call', { method: 'POST', headers: JSON_HEADERS, body, duplex: 'half' } as RequestInit);
    const res = await handler(req);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});

describe('createNodeHandler in Express 5', () => {
  async function expressApp(withJson: boolean): Promise<string> {
    const app = express();
    if (withJson) app.use(express.json());
    app.get('/other', (_req, res) => {
      res.json({ host: 'other route' });
    });
    app.use('/explorer', createNodeHandler(tools, echo, { allowExecute: true, logger: recordingLogger() }));
    app.get('/explorer/extra', (_req, res) => {
      res.json({ host: 'route under the prefix' });
    });
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('uses a body express.json() already parsed instead of waiting for the stream', async () => {
    const base = await expressApp(true);
    const started = Date.now();
    const res = await fetch(`${base}/explorer/tools/echo/call`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{"text":"parsed upstream"}',
      signal: AbortSignal.timeout(5000),
    });
    expect(await res.json()).toEqual({ content: [{ type: 'text', text: 'parsed upstream' }], isError: false });
    expect(Date.now() - started).toBeLessThan(5000);
    const validate = await fetch(`${base}/explorer/tools/echo/validate`, { method: 'POST', headers: JSON_HEADERS, body: '{}' });
    expect(await validate.json()).toEqual({
      valid: false,
      errors: [{ path: '/text', message: "must have required property 'text'", keyword: 'required' }],
    });
  });

  it('also works when the Express mount path is repeated as config.prefix', async () => {
    const app = express();
    app.use('/explorer', createNodeHandler(tools, echo, { prefix: '/explorer', logger: recordingLogger() }));
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${base}/explorer/tools`)).json()).toEqual([{ name: 'echo', description: 'Echo' }]);
  });

  it('hands unmatched paths to next(), inside and outside the mount', async () => {
    const base = await expressApp(false);
    expect(await (await fetch(`${base}/other`)).json()).toEqual({ host: 'other route' });
    expect(await (await fetch(`${base}/explorer/extra`)).json()).toEqual({ host: 'route under the prefix' });
    expect((await fetch(`${base}/explorer/tools`)).status).toBe(200);
  });
});

describe('buildUIRoutes', () => {
  it('returns the five routes in mcp-embedded-ui form', () => {
    const routes = buildUIRoutes(tools, echo);
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual([
      'GET /',
      'GET /tools',
      'GET /tools/:name',
      'POST /tools/:name/call',
      'POST /tools/:name/validate',
    ]);
  });

  it('serves a Hono router built from the routes, names decoded by the router', async () => {
    const app = new Hono();
    for (const route of buildUIRoutes(tools, echo, { allowExecute: true, logger: recordingLogger() })) {
      app.on(route.method, `/ui${route.pattern === '/' ? '' : route.pattern}`, (c) => route.handler(c.req.raw, c.req.param()));
    }
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ui`;
    expect((await fetch(base)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await (await fetch(`${base}/tools/echo`)).json()).toMatchObject({ name: 'echo' });
    const call = await fetch(`${base}/tools/echo/call`, { method: 'POST', headers: JSON_HEADERS, body: '{"text":"hono"}' });
    expect(await call.json()).toEqual({ content: [{ type: 'text', text: 'hono' }], isError: false });
    expect((await fetch(`${base}/tools/nope/validate`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('accepts mcp-embedded-ui style requests with a pre-parsed body or a parse-error flag', async () => {
    const routes = buildUIRoutes(tools, echo, { allowExecute: true, logger: recordingLogger() });
    const validate = routes.find((r) => r.pattern === '/tools/:name/validate')!;
    const call = routes.find((r) => r.pattern === '/tools/:name/call')!;
    const parsed: IncomingRequest = { method: 'POST', url: '/tools/echo/validate', headers: JSON_HEADERS, body: { text: 'x' } };
    expect(await (await validate.handler(parsed, { name: 'echo' })).text()).toBe('{"valid":true}');
    const broken: IncomingRequest = { method: 'POST', url: '/tools/echo/validate', headers: JSON_HEADERS, bodyParseError: true };
    const brokenRes = await validate.handler(broken, { name: 'echo' });
    expect(brokenRes.status).toBe(400);
    expect(await brokenRes.json()).toEqual({
      valid: false,
      errors: [{ path: '', message: 'Invalid JSON: the request body is not valid JSON', keyword: 'format' }],
    });
    const brokenCall = await call.handler({ method: 'POST', url: '/', headers: JSON_HEADERS, bodyParseError: true }, { name: 'echo' });
    expect(await brokenCall.json()).toEqual({ content: [{ type: 'text', text: '' }], isError: false });
    const called = await call.handler({ method: 'POST', url: '/tools/echo/call', headers: JSON_HEADERS, body: { text: 'pre' } }, { name: 'echo' });
    expect(await called.json()).toEqual({ content: [{ type: 'text', text: 'pre' }], isError: false });
  });

  it('reads the body of a node IncomingMessage handed to a route', async () => {
    const routes = buildUIRoutes(tools, echo, { allowExecute: true, logger: recordingLogger() });
    const call = routes.find((r) => r.pattern === '/tools/:name/call')!;
    const base = await listen((req: IncomingMessage, res: ServerResponse) => {
      void call.handler(req as unknown as IncomingRequest, { name: 'echo' }).then(async (response) => {
        res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? '' });
        res.end(await response.text());
      });
    });
    const res = await fetch(`${base}/anything`, { method: 'POST', headers: JSON_HEADERS, body: '{"text":"streamed"}' });
    expect(await res.json()).toEqual({ content: [{ type: 'text', text: 'streamed' }], isError: false });
  });
});
