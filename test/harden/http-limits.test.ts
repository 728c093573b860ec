/**
 * Issue 8, what HTTP clients can hold open and send: the session cap, read timeouts, oversized
 * bodies on every MCP endpoint, and JSON errors that never quote the request. Real servers from
 * `createSvcServer`, real sockets and real HTTP requests on 127.0.0.1.
 */
import { connect as netConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { DEFAULT_LIMITS } from '../../src/config/limits.js';
import { rawRequest, serveFixture, type ServeFixture } from '../serve/helpers.js';

let fx: ServeFixture;
let http: RunningSvcHttp;
let sse: RunningSvcHttp;
const MAX_SESSIONS = 5;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo']);
  const limits = { ...DEFAULT_LIMITS, max_sessions: MAX_SESSIONS, header_timeout_seconds: 1, request_timeout_seconds: 2 };
  const make = () => createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, limits } });
  http = await (await make()).serveHttp({ port: 0 });
  sse = await (await make()).serveSse({ port: 0 });
});
afterAll(async () => {
  await http?.close();
  await sse?.close();
});

const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'abandoner', version: '1' } } });

function post(url: string, body: string, headers: Record<string, string> = {}) {
  const host = new URL(url).host;
  return rawRequest(url, { method: 'POST', headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body });
}

describe('sessions', () => {
  it('abandoned sessions past the cap get a JSON 503 with Retry-After, so they cannot pile up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await post(http.mcpUrl, initialize)).status);
    expect(statuses.slice(0, MAX_SESSIONS)).toEqual(Array(MAX_SESSIONS).fill(200));
    expect(statuses.slice(MAX_SESSIONS).every((s) => s === 503)).toBe(true);
    const refused = await post(http.mcpUrl, initialize);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.headers['content-type']).toBe('application/json');
    expect(JSON.parse(refused.body)).toEqual({ error: `Too many open MCP sessions (limit ${MAX_SESSIONS}, limits.max_sessions): retry shortly, or close sessions you no longer use` });
  });
});

describe('read timeouts', () => {
  it('a client that never finishes its headers gets a JSON 408 and is disconnected', async () => {
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = netConnect(http.port, '127.0.0.1', () => socket.write(`GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:${http.port}\r\nX-Slow: `));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('the slow connection was never closed')), 10_000).unref();
    });
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":"Request timeout: the request was not received in time"}');
  }, 15_000);

  it('a client that sends half its body and stalls is disconnected', async () => {
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      const socket = netConnect(http.port, '127.0.0.1', () =>
        socket.write(`POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${http.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc":`));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
      socket.resume();
      setTimeout(() => reject(new Error('the stalled body was never timed out')), 12_000).unref();
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);
});

describe('errors are JSON and never echo the request', () => {
  it('a malformed request line or header gets a JSON 400', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = netConnect(http.port, '127.0.0.1', () => socket.write('GET /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Name secret-token: x\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe('{"error":"Bad request: the request could not be parsed"}');
    expect(answer).not.toContain('secret-token');
  });

  it('a malformed Host header gets a JSON error: 400 from the parser, 403 from the guard', async () => {
    const unparsable = await rawRequest(http.mcpUrl, { method: 'POST', headers: { host: '[::1', 'content-type': 'application/json' }, body: initialize });
    expect(unparsable.status).toBe(400);
    expect(JSON.parse(unparsable.body)).toEqual({ error: 'Bad request: malformed Host header' });
    const foreign = await rawRequest(http.mcpUrl, { method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' }, body: initialize });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({ error: 'Forbidden: Host "evil.example" is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]' });
  });

  it('an 8 MiB body on /mcp gets a JSON 413', async () => {
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(8 * 1024 * 1024) } });
    const answer = await post(http.mcpUrl, big);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Request body too large: the limit is 4194304 bytes' });
  });
});

describe('SSE /messages', () => {
  async function openStream(): Promise<{ sessionId: string; close: () => void }> {
    return new Promise((resolve, reject) => {
      const socket = netConnect(sse.port, '127.0.0.1', () => socket.write(`GET /sse HTTP/1.1\r\nHost: 127.0.0.1:${sse.port}\r\nAccept: text/event-stream\r\n\r\n`));
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
        const match = /sessionId=([0-9a-f-]+)/.exec(data);
        if (match) resolve({ sessionId: match[1]!, close: () => socket.destroy() });
      });
      socket.on('error', reject);
    });
  }
  const messagesUrl = (id: string) => `http://127.0.0.1:${sse.port}/messages?sessionId=${id}`;

  it('malformed JSON gets a JSON 400 that does not quote the body', async () => {
    const stream = await openStream();
    try {
      const answer = await post(messagesUrl(stream.sessionId), '{"secret":"hunter2", oops');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Invalid JSON: the request body is not a JSON document' });
      expect(answer.body).not.toContain('hunter2');
    } finally {
      stream.close();
    }
  });

  it('JSON that is not a JSON-RPC message gets a JSON 400 that does not quote it', async () => {
    const stream = await openStream();
    try {
      const answer = await post(messagesUrl(stream.sessionId), '{"secret":"hunter2"}');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Invalid message: the body is not a JSON-RPC message' });
      expect(answer.body).not.toContain('hunter2');
    } finally {
      stream.close();
    }
  });

  it('an 8 MiB body gets a JSON 413', async () => {
    const stream = await openStream();
    try {
      const answer = await post(messagesUrl(stream.sessionId), JSON.stringify({ pad: 'x'.repeat(8 * 1024 * 1024) }));
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Request body too large: the limit is 4194304 bytes' });
    } finally {
      stream.close();
    }
  });

  it('a wrong content type gets a JSON 415', async () => {
    const stream = await openStream();
    try {
      const answer = await post(messagesUrl(stream.sessionId), 'hello', { 'content-type': 'text/plain' });
      expect(answer.status).toBe(415);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Unsupported content type: send the message as application/json' });
    } finally {
      stream.close();
    }
  });
});
