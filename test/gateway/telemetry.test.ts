/**
 * OpenTelemetry export, end to end: a real `svc serve` with OTEL_EXPORTER_OTLP_ENDPOINT pointing
 * at a collector stand-in (an HTTP server decoding the OTLP/JSON export), a real SDK client sending
 * W3C trace context in `_meta`. One span per tools/call continues the client's trace, carries the
 * module id, decision and exit code, and never an argument value; audit records arrive as OTLP
 * logs while the JSONL file is still written.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTelemetry, NO_TELEMETRY } from '../../src/telemetry/index.js';
import { readAudit, serveFixture, type ServeFixture } from '../serve/helpers.js';
import { startServe, type ServeProcess } from './serve-process.js';

interface Collector {
  url: string;
  bodies: Map<string, Array<Record<string, any>>>;
  close(): Promise<void>;
}

/** An OTLP/HTTP collector stand-in: keeps every JSON export by path (/v1/traces, /v1/logs). */
async function startCollector(): Promise<Collector> {
  const bodies = new Map<string, Array<Record<string, any>>>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (!String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const list = bodies.get(req.url ?? '') ?? [];
      list.push(JSON.parse(text));
      bodies.set(req.url ?? '', list);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, close: () => new Promise((r) => server.close(() => r())) };
}

/** An OTLP/JSON attribute list as a plain object. */
function attributes(list: Array<{ key: string; value: Record<string, unknown> }>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { key, value } of list) {
    const v = value.stringValue ?? value.boolValue ?? value.doubleValue ?? value.intValue;
    out[key] = typeof v === 'string' && 'intValue' in value ? Number(v) : v;
  }
  return out;
}

let fx: ServeFixture;
let collector: Collector;
let svc: ServeProcess;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.touch']);
  collector = await startCollector();
  svc = await startServe(() => [], { ...fx.env, OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: '50', OTEL_SERVICE_NAME: 'svc-under-test' });
}, 60_000);

afterAll(async () => {
  await svc?.stop();
  await collector?.close();
});

describe('OpenTelemetry export', () => {
  it('sends one span per call continuing the client\'s traceparent, and the audit records as logs', async () => {
    const client = new Client({ name: 'otel-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`)));
    const secret = `argument-value-${randomBytes(6).toString('hex')}`;
    const calls = [
      { tool: 'echo', args: { words: [secret] } },
      { tool: 'echo', args: { words: ['second', secret] } },
      { tool: 'touch', args: { files: [secret] } }, // inside the root, so the ACL decides
    ].map((call) => ({ ...call, traceId: randomBytes(16).toString('hex'), spanId: randomBytes(8).toString('hex') }));
    try {
      for (const call of calls) {
        await client.callTool({ name: call.tool, arguments: call.args, _meta: { traceparent: `00-${call.traceId}-${call.spanId}-01` } });
      }
    } finally {
      await client.close();
    }
    // SIGTERM flushes both exporters before the process exits.
    expect(await svc.stop()).toBe(0);

    const traces = collector.bodies.get('/v1/traces') ?? [];
    const spans = traces.flatMap((body) => body.resourceSpans.flatMap((rs: any) => rs.scopeSpans.flatMap((ss: any) => ss.spans.map((span: any) => ({ ...span, resource: attributes(rs.resource.attributes) })))));
    expect(spans).toHaveLength(3);
    const audit = await readAudit(fx.auditFile);
    expect(audit).toHaveLength(3);
    calls.forEach((call, i) => {
      const span = spans.find((s) => s.traceId === call.traceId);
      expect(span, `span of call ${i}`).toBeDefined();
      expect(span.parentSpanId).toBe(call.spanId);
      expect(span.name).toBe(`tools/call ${call.tool}`);
      expect(span.resource['service.name']).toBe('svc-under-test');
      const attrs = attributes(span.attributes);
      const line = audit[i]!;
      expect(attrs).toEqual({
        'mcp.method.name': 'tools/call', 'gen_ai.tool.name': call.tool, 'svc.trace_id': line.trace_id,
        'svc.module_id': `cli.${call.tool}`, 'svc.status': line.status, 'svc.decision': line.decision, 'svc.caller': 'http',
        ...(line.acl_rule === null ? {} : { 'svc.acl_rule': line.acl_rule }),
        'process.exit.code': line.exit_code, 'svc.duration_ms': line.duration_ms,
      });
    });
    expect(audit.map((line) => [line.module_id, line.decision, line.exit_code])).toEqual([['cli.echo', 'allow', 0], ['cli.echo', 'allow', 0], ['cli.touch', 'deny', -1]]);

    const logs = (collector.bodies.get('/v1/logs') ?? []).flatMap((body) => body.resourceLogs.flatMap((rl: any) => rl.scopeLogs.flatMap((sl: any) => sl.logRecords)));
    expect(logs).toHaveLength(3);
    calls.forEach((call, i) => {
      const record = logs.find((l: any) => l.traceId === call.traceId);
      expect(record, `log of call ${i}`).toBeDefined();
      const attrs = attributes(record.attributes);
      for (const field of ['trace_id', 'module_id', 'input_hash', 'status', 'decision', 'caller', 'user', 'timestamp']) expect(attrs[field]).toBe(audit[i]![field]);
    });
    // Never an argument value, in spans or logs.
    expect(JSON.stringify([...collector.bodies.values()])).not.toContain(secret);
  }, 60_000);

  it('is the no-op telemetry when no endpoint is configured, or when OTEL_SDK_DISABLED is true', async () => {
    expect(await loadTelemetry({ traces: true, audit_logs: true }, '0.1.0', undefined, {})).toBe(NO_TELEMETRY);
    expect(await loadTelemetry({ traces: true, audit_logs: true, endpoint: 'http://127.0.0.1:1' }, '0.1.0', undefined, { OTEL_SDK_DISABLED: 'true' })).toBe(NO_TELEMETRY);
  });
});
