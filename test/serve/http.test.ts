/**
 * Streamable HTTP at /mcp, governance through MCP, and the DNS-rebinding guard: in-process servers
 * built with the programmatic builder on 127.0.0.1 port 0, driven by the real SDK clients.
 */
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/index.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { connectCurrent, connectV1, payloadOf, rawRequest, readAudit, serveFixture, type ServeFixture } from './helpers.js';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

let fx: ServeFixture;
let running: RunningSvcHttp;

beforeAll(async () => {
  fx = await serveFixture();
  const svc = await createSvcServer({
    modulesDir: fx.modulesDir, acl: fx.aclFile, approval: 'elicit', log: 'error',
    config: { audit_log: fx.auditFile },
  });
  running = await svc.serveHttp({ port: 0 });
});
afterAll(() => running?.close());

const http = () => ({ kind: 'http' as const, url: running.mcpUrl });

describe('streamable HTTP with the real clients', () => {
  it('current client, 2025 session: lists and calls', async () => {
    const client = await connectCurrent(http());
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain('git_log');
      expect(payloadOf(await client.callTool('echo', { words: ['over', 'http'] })).stdout).toBe('over http\n');
    } finally {
      await client.close();
    }
  });

  it('current client, 2026-07-28 per-request traffic: lists and calls', async () => {
    const client = await connectCurrent(http(), { modern: true });
    try {
      expect((await client.listTools()).tools.length).toBe(fx.bindings.length);
      expect(payloadOf(await client.callTool('echo', { words: ['modern', 'http'] })).stdout).toBe('modern http\n');
    } finally {
      await client.close();
    }
  });

  it('v1 client: calls ls', async () => {
    const client = await connectV1(http());
    try {
      const result = await client.callTool('ls', { paths: [fx.modulesDir] });
      expect(result.isError).toBe(false);
      expect(payloadOf(result).stdout).toContain('cli.echo.binding.yaml');
    } finally {
      await client.close();
    }
  });

  it('answers a session-less, non-initialize request statelessly', async () => {
    const res = await rawRequest(running.mcpUrl, {
      method: 'POST', headers: { ...MCP_HEADERS, host: `127.0.0.1:${running.port}` },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(200);
    const text = res.body.includes('data:') ? res.body.split('\n').find((l) => l.startsWith('data:'))!.slice(5) : res.body;
    const message = JSON.parse(text) as { id: number; result: { tools: unknown[] } };
    expect(message.id).toBe(7);
    expect(message.result.tools.length).toBe(fx.bindings.length);
  });

  it('answers an unknown session id with 404', async () => {
    const res = await rawRequest(running.mcpUrl, {
      method: 'POST', headers: { ...MCP_HEADERS, host: `127.0.0.1:${running.port}`, 'mcp-session-id': 'not-a-session' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found: initialize a new session' }, id: null });
  });

  it('serves 20 concurrent clients, each getting its own results', async () => {
    const kinds = Array.from({ length: 20 }, (_, i) => i % 3);
    const results = await Promise.all(kinds.map(async (kind, i) => {
      const client = kind === 0 ? await connectCurrent(http()) : kind === 1 ? await connectCurrent(http(), { modern: true }) : await connectV1(http());
      try {
        const word = `client-${i}-${Math.random().toString(36).slice(2)}`;
        const firstResult = await client.callTool('echo', { words: [word] });
        const secondResult = await client.callTool('echo', { words: [word, 'again'] });
        // The whole result goes into the failure message: a flake under load must say what came back.
        return { word, first: payloadOf(firstResult).stdout, second: payloadOf(secondResult).stdout, raw: JSON.stringify([firstResult, secondResult]) };
      } finally {
        await client.close();
      }
    }));
    for (const { word, first, second, raw } of results) {
      expect(first, raw).toBe(`${word}\n`);
      expect(second, raw).toBe(`${word} again\n`);
    }
  });
});

describe('governance through MCP', () => {
  it('allows readonly, denies default-deny with guidance naming the ACL file', async () => {
    const client = await connectV1(http());
    try {
      expect((await client.callTool('ls', { paths: [fx.root] })).isError).toBe(false);
      const touched = join(fx.root, 'touched');
      const denied = await client.callTool('touch', { files: [touched] });
      expect(denied.isError).toBe(true);
      const payload = payloadOf(denied);
      expect(payload.ai_guidance).toContain(fx.aclFile);
      expect(payload.exit_code).toBe(-1);
      expect(existsSync(touched)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('denies a destructive call when the client cannot be asked', async () => {
    const victim = join(fx.root, 'keep-me');
    await writeFile(victim, 'x');
    const client = await connectCurrent(http());
    try {
      const result = await client.callTool('rm', { files: [victim] });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toMatch(/approv/i);
      expect(existsSync(victim)).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('v1 client (2025 session): asks with the exact argv, runs on approval, refuses on decline', async () => {
    const victim = join(fx.root, 'remove-me-v1');
    const kept = join(fx.root, 'keep-me-v1');
    await writeFile(victim, 'x');
    await writeFile(kept, 'x');
    const yes = await connectV1(http(), { elicit: 'approve' });
    const no = await connectV1(http(), { elicit: 'decline' });
    try {
      const approved = await yes.callTool('rm', { files: [victim] });
      expect(approved.isError).toBe(false);
      expect(existsSync(victim)).toBe(false);
      const rmBinary = fx.bindings.find((b) => b.module_id === 'cli.rm')!.target.binary;
      expect(yes.asked).toHaveLength(1);
      expect(yes.asked[0]).toContain(`${rmBinary} ${victim}`);

      const declined = await no.callTool('rm', { files: [kept] });
      expect(declined.isError).toBe(true);
      expect(payloadOf(declined).ai_guidance).toMatch(/declined/);
      expect(existsSync(kept)).toBe(true);

      const audit = await readAudit(fx.auditFile);
      const approvedLine = audit.find((line) => line.trace_id === payloadOf(approved).trace_id)!;
      expect(approvedLine).toMatchObject({ module_id: 'cli.rm', status: 'success', exit_code: 0, caller: 'http', decision: 'approved' });
      expect(approvedLine.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(approvedLine.input_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number.isInteger(approvedLine.duration_ms)).toBe(true);
      expect(typeof approvedLine.user).toBe('string');
      const declinedLine = audit.find((line) => line.trace_id === payloadOf(declined).trace_id)!;
      expect(declinedLine).toMatchObject({ module_id: 'cli.rm', status: 'denied', exit_code: -1, decision: 'declined' });
      // Raw inputs never reach the audit trail.
      expect(JSON.stringify(audit)).not.toContain('remove-me-v1');
    } finally {
      await yes.close();
      await no.close();
    }
  });

  it('current client on 2026-07-28: approval rides input_required and is audited once', async () => {
    const victim = join(fx.root, 'remove-me-modern');
    await writeFile(victim, 'x');
    const client = await connectCurrent(http(), { modern: true, elicit: 'approve' });
    try {
      const result = await client.callTool('rm', { files: [victim] });
      expect(result.isError).toBe(false);
      expect(existsSync(victim)).toBe(false);
      expect(client.asked).toHaveLength(1);
      expect(client.asked[0]).toContain(victim);
      const lines = (await readAudit(fx.auditFile)).filter((line) => line.trace_id === payloadOf(result).trace_id);
      expect(lines).toEqual([expect.objectContaining({ decision: 'approved', status: 'success' })]);
    } finally {
      await client.close();
    }
  });

  it('reports a non-zero exit with guidance, exit code and stderr', async () => {
    const client = await connectCurrent(http());
    try {
      const result = await client.callTool('exit3', { input: 'boom' });
      expect(result.isError).toBe(true);
      const payload = payloadOf(result);
      expect(payload.exit_code).toBe(3);
      expect(payload.stdout).toContain('partial output');
      expect(payload.ai_guidance).toContain('3');
    } finally {
      await client.close();
    }
  });

  it('cuts flooding output to the inline budget and says how much was cut', async () => {
    const client = await connectCurrent(http());
    try {
      const payload = payloadOf(await client.callTool('flood', {}));
      expect(payload.truncation.stdout).toMatchObject({ total_bytes: 5 * 1024 * 1024, omitted_bytes: 5 * 1024 * 1024 - payload.truncation.stdout.shown_bytes });
      expect(Buffer.byteLength(payload.stdout)).toBeLessThanOrEqual(24 * 1024);
    } finally {
      await client.close();
    }
  });
});

describe('timeouts through MCP', () => {
  it('kills a program past default_timeout and says so', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, default_timeout: 1 } });
    const server = await svc.serveHttp({ port: 0 });
    const client = await connectCurrent({ kind: 'http', url: server.mcpUrl });
    try {
      const started = Date.now();
      const result = await client.callTool('sleeper', { seconds: 5 });
      expect(result.isError).toBe(true);
      expect(payloadOf(result).ai_guidance).toMatch(/timed out|timeout/i);
      expect(Date.now() - started).toBeLessThan(4500);
    } finally {
      await client.close();
      await server.close();
    }
  });
});

describe('DNS-rebinding guard on a loopback bind', () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });

  it('refuses a foreign Host with 403 JSON', async () => {
    const res = await rawRequest(running.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, host: `evil.example:${running.port}` }, body });
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ error: `Forbidden: Host "evil.example:${running.port}" is not allowed: this server only answers to localhost, 127.0.0.1 or [::1]` });
  });

  it('refuses a loopback Host with another port, and a foreign Origin', async () => {
    const wrongPort = await rawRequest(running.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, host: '127.0.0.1:1' }, body });
    expect(wrongPort.status).toBe(403);
    const origin = await rawRequest(running.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, host: `localhost:${running.port}`, origin: 'https://evil.example' }, body });
    expect(origin.status).toBe(403);
    expect(JSON.parse(origin.body).error).toContain('Origin "https://evil.example" is not allowed');
  });

  it('accepts localhost with a loopback Origin', async () => {
    const res = await rawRequest(running.mcpUrl, { method: 'POST', headers: { ...MCP_HEADERS, host: `localhost:${running.port}`, origin: `http://localhost:${running.port}` }, body });
    expect(res.status).toBe(200);
  });
});

describe('the start-up log line', () => {
  it('says whether a Bearer token is required, never the token', async () => {
    const lines: Record<string, unknown>[] = [];
    for (const authToken of [undefined, 'sekrit-start-token']) {
      const file = join(fx.root, `startup-${authToken ? 'token' : 'none'}.log`);
      const fd = openSync(file, 'w');
      const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: createLogger({ fd, level: 'info', format: 'json' }), config: { audit_log: fx.auditFile } });
      const server = await svc.serveHttp({ port: 0, ...(authToken ? { authToken } : {}) });
      await server.close();
      closeSync(fd);
      const text = readFileSync(file, 'utf8');
      expect(text).not.toContain('sekrit-start-token');
      lines.push(text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'svc serving MCP over http')!);
    }
    expect(lines.map((line) => [line.bearer_token_required, 'auth' in line])).toEqual([[false, false], [true, false]]);
  });
});
