/**
 * Resumable POST streams on 2025-era streamable HTTP sessions (SEP-1699; issue 22 item 7;
 * docs/serve.md "Resumable streams"), driven by a raw HTTP client: the stream opens with a priming
 * event (an id, `retry`, empty data), every event has an id, and after the connection drops
 * mid-call a GET with `Last-Event-ID` delivers what was missed, the call's result included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { wireEvents, type WireEvent } from '../support/sse-wire.js';
import { serveFixture, type ServeFixture } from './helpers.js';

let fx: ServeFixture;
let running: RunningSvcHttp;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper']);
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
  running = await svc.serveHttp({ port: 0 });
}, 60_000);
afterAll(() => running?.close());

const VERSION = '2025-11-25';
const JSON_AND_SSE = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** Opens a 2025-11-25 session with raw requests; returns the headers its requests carry. */
async function openSession(): Promise<Record<string, string>> {
  const init = await fetch(running.mcpUrl, {
    method: 'POST', headers: JSON_AND_SSE,
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: VERSION, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
  });
  const session = init.headers.get('mcp-session-id');
  expect(session).toMatch(/^[0-9a-f-]{36}$/);
  await init.text();
  const headers = { ...JSON_AND_SSE, 'mcp-session-id': session!, 'mcp-protocol-version': VERSION };
  const ack = await fetch(running.mcpUrl, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
  expect(ack.status).toBe(202);
  return headers;
}

/** Reads events until one carries the answer to request `id`. */
async function untilAnswer(events: AsyncGenerator<WireEvent>, id: number, seen: WireEvent[] = []): Promise<{ id: number; result: any }> {
  for (;;) {
    const { value, done } = await events.next();
    if (done) throw new Error(`stream ended before the answer to ${id}: ${JSON.stringify(seen)}`);
    seen.push(value);
    if (value.data === '') continue;
    const message = JSON.parse(value.data) as { id: number; result: any };
    if (message.id === id) return message;
  }
}

describe('resumable POST streams (2025-11-25 session, raw HTTP)', () => {
  it('opens with a priming event, ids every event, and replays a dropped call\'s result after Last-Event-ID', async () => {
    const headers = await openSession();
    const dropped = new AbortController();
    const call = await fetch(running.mcpUrl, {
      method: 'POST', headers, signal: dropped.signal,
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'sleeper', arguments: { seconds: 2 } } }),
    });
    expect(call.headers.get('content-type')).toBe('text/event-stream');
    const events = wireEvents(call.body!);
    const priming = (await events.next()).value as WireEvent;
    expect(priming).toEqual({ id: expect.stringMatching(/^\S+$/), retry: 2000, data: '', bytes: expect.any(Number) });
    // The connection drops while the program still runs.
    dropped.abort();
    await events.return(undefined);

    // Until the server has seen the drop, the stream still has its connection and a reconnect gets
    // 409 (the SDK's answer); a client tries again, as SSE clients do after `retry`.
    let resumed = await fetch(running.mcpUrl, { headers: { ...headers, accept: 'text/event-stream', 'last-event-id': priming.id! } });
    for (let tries = 0; resumed.status === 409 && tries < 50; tries++) {
      await resumed.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 100));
      resumed = await fetch(running.mcpUrl, { headers: { ...headers, accept: 'text/event-stream', 'last-event-id': priming.id! } });
    }
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('content-type')).toBe('text/event-stream');
    const seen: WireEvent[] = [];
    const answer = await untilAnswer(wireEvents(resumed.body!), 2, seen);
    expect(answer.result.isError).toBe(false);
    expect(answer.result.content[0]).toEqual({ type: 'text', text: 'slept 2\n' });
    // Every replayed or live event has its own id, none the priming one.
    const ids = seen.map((e) => e.id);
    expect(ids.every((id) => typeof id === 'string' && id !== priming.id)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('a finished call is replayed whole to a client that reconnects after it ended', async () => {
    const headers = await openSession();
    const call = await fetch(running.mcpUrl, {
      method: 'POST', headers,
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'echo', arguments: { words: ['again'] } } }),
    });
    const events = wireEvents(call.body!);
    const priming = (await events.next()).value as WireEvent;
    const live = await untilAnswer(events, 7);
    const replayed = await fetch(running.mcpUrl, { headers: { ...headers, accept: 'text/event-stream', 'last-event-id': priming.id! } });
    expect(await untilAnswer(wireEvents(replayed.body!), 7)).toEqual(live);
  }, 60_000);

  it("another session's event id replays nothing: 400", async () => {
    const alice = await openSession();
    const mallory = await openSession();
    const call = await fetch(running.mcpUrl, {
      method: 'POST', headers: alice,
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { words: ['secret'] } } }),
    });
    const events = wireEvents(call.body!);
    const priming = (await events.next()).value as WireEvent;
    await untilAnswer(events, 3);
    const stolen = await fetch(running.mcpUrl, { headers: { ...mallory, accept: 'text/event-stream', 'last-event-id': priming.id! } });
    expect(stolen.status).toBe(400);
    expect(await stolen.text()).not.toContain('secret');
  }, 60_000);
});
