/**
 * `svc serve` over stdio, spawned as a real process and driven by the real SDK clients.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, waitUntil } from '../support/processes.js';
import { connectCurrent, connectV1, payloadOf, rawRequest, readAudit, serveFixture, SVC_BIN, REPO_ROOT, type ServeFixture, type TestClient } from './helpers.js';

let fx: ServeFixture;
beforeAll(async () => {
  fx = await serveFixture();
});

const stdio = () => ({ kind: 'stdio' as const, env: fx.env });

describe('stdio with the current SDK client (2025 handshake)', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await connectCurrent(stdio());
  });
  afterAll(() => client?.close());

  it('lists every binding by alias with explicit annotations and clean schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(fx.bindings.map((b) => b.alias).sort());
    for (const tool of tools) {
      expect(Object.keys(tool.annotations).sort()).toEqual(['destructiveHint', 'idempotentHint', 'openWorldHint', 'readOnlyHint']);
      expect(Object.values(tool.annotations).every((v) => typeof v === 'boolean')).toBe(true);
      expect(JSON.stringify(tool.inputSchema)).not.toContain('x-cli-');
    }
    const ls = tools.find((t) => t.name === 'ls')!;
    expect(ls.annotations).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
    const rm = tools.find((t) => t.name === 'rm')!;
    expect(rm.annotations.destructiveHint).toBe(true);
    expect(rm.inputSchema.required).toEqual(['files']);
    expect(tools.find((t) => t.name === 'jsonout')!.outputSchema).toMatchObject({ type: 'object', properties: { stdout: { type: 'string' } } });
  });

  it('runs echo and returns the JSON payload as one text item', async () => {
    const result = await client.callTool('echo', { words: ['hello', 'stdio'] });
    expect(result.isError).toBe(false);
    const payload = payloadOf(result);
    expect(payload.stdout).toBe('hello stdio\n');
    expect(payload.exit_code).toBe(0);
    expect(payload.trace_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof payload.duration_ms).toBe('number');
  });

  it('gives structuredContent for a tool with an output schema', async () => {
    const result = await client.callTool('jsonout', { json: true, name: 'svc' });
    expect(result.isError).toBe(false);
    // json_output is in structuredContent only: the text part already is that JSON (docs/results.md).
    const facts = payloadOf(result);
    expect(result.structuredContent).toEqual({
      stdout: '{"greeting":"hello","name":"svc"}\n', stderr: '', exit_code: 0, duration_ms: facts.duration_ms, trace_id: facts.trace_id, sandbox: facts.sandbox, json_output: { greeting: 'hello', name: 'svc' },
    });
    expect(facts.sandbox).toMatchObject({ mechanism: 'none' });
    expect(facts.json_output).toBeUndefined();
  });

  it('answers an unknown tool with an isError result, not a protocol error', async () => {
    const result = await client.callTool('no_such_tool', {});
    expect(result.isError).toBe(true);
    expect(payloadOf(result).ai_guidance).toMatch(/no_such_tool/);
  });
});

describe('stdio with the current SDK client negotiating 2026-07-28', () => {
  it('lists and calls', async () => {
    const client = await connectCurrent(stdio(), { modern: true });
    try {
      expect((await client.listTools()).tools.length).toBe(fx.bindings.length);
      const result = await client.callTool('echo', { words: ['modern'] });
      expect(payloadOf(result).stdout).toBe('modern\n');
    } finally {
      await client.close();
    }
  });
});

describe('stdio with the v1 SDK client', () => {
  it('calls ls, git status and grep, readonly tools the ACL allows', async () => {
    const client = await connectV1(stdio());
    try {
      const ls = await client.callTool('ls', { paths: [fx.modulesDir] });
      expect(ls.isError).toBe(false);
      expect(payloadOf(ls).stdout).toContain('cli.ls.binding.yaml');
      const grep = await client.callTool('grep', { pattern: 'module_id: cli.grep', files: [`${fx.modulesDir}/cli.grep.binding.yaml`] });
      expect(payloadOf(grep).stdout).toContain('module_id: cli.grep');
      if (fx.bindings.some((b) => b.module_id === 'cli.git.status')) {
        const git = await client.callTool('git_status', {});
        expect(payloadOf(git)).toHaveProperty('exit_code');
      }
      const audit = await readAudit(fx.auditFile);
      expect(audit.some((line) => line.module_id === 'cli.ls' && line.caller === 'stdio' && line.status === 'success')).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('cancellation over stdio', () => {
  it('a call the client cancels stops its program, children included, and is audited as cancelled', async () => {
    const client = new V1Client({ name: 'svc-test-cancel', version: '1.0.0' });
    await client.connect(new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], env: fx.env, cwd: fx.root, stderr: 'pipe' }));
    try {
      const pidfile = join(fx.root, 'cancel.pids');
      const controller = new AbortController();
      const call = client.callTool({ name: 'spawn-tree', arguments: { pidfile, seconds: 60 } }, undefined, { signal: controller.signal }).catch((error: Error) => error);
      let pids: number[] = [];
      for (let i = 0; i < 100 && pids.length < 2; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        pids = (await readFile(pidfile, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).map(Number);
      }
      expect(pids).toHaveLength(2);
      controller.abort('user pressed stop');
      expect(await call).toBeInstanceOf(Error);
      let line: Record<string, unknown> | undefined;
      for (let i = 0; i < 100 && !line; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        line = (await readAudit(fx.auditFile)).find((l) => l.module_id === 'cli.spawn-tree' && l.caller === 'stdio');
      }
      expect(line).toMatchObject({ status: 'cancelled', exit_code: 143 });
      await waitUntil(() => !pids.some(alive), 2000);
      expect(pids.filter(alive)).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('approval over stdio with --approval elicit', () => {
  it('asks the current client with the exact argv and runs rm once approved', async () => {
    const victim = join(fx.root, 'stdio-victim');
    await writeFile(victim, 'x');
    const client = await connectCurrent({ kind: 'stdio', env: fx.env, args: ['--approval', 'elicit'] }, { elicit: 'approve' });
    try {
      const result = await client.callTool('rm', { files: [victim] });
      expect(result.isError).toBe(false);
      expect(client.asked).toHaveLength(1);
      expect(client.asked[0]).toContain(victim);
      expect(existsSync(victim)).toBe(false);
    } finally {
      await client.close();
    }
  });

  // A 2026-07-28 client declares elicitation in each request's _meta, not in an initialize: the
  // approval must ride input_required on stdio as it does over HTTP (issue 22 item 2).
  it('asks a 2026-07-28 client through input_required and runs rm once approved, audited once', async () => {
    const victim = join(fx.root, 'stdio-victim-modern');
    await writeFile(victim, 'x');
    const client = await connectCurrent({ kind: 'stdio', env: fx.env, args: ['--approval', 'elicit'] }, { elicit: 'approve', modern: true });
    try {
      const result = await client.callTool('rm', { files: [victim] });
      expect(result.isError).toBe(false);
      expect(client.asked).toHaveLength(1);
      const rmBinary = fx.bindings.find((b) => b.module_id === 'cli.rm')!.target.binary;
      expect(client.asked[0]).toContain(`${rmBinary} ${victim}`);
      expect(existsSync(victim)).toBe(false);
      const lines = (await readAudit(fx.auditFile)).filter((line) => line.trace_id === payloadOf(result).trace_id);
      expect(lines).toEqual([expect.objectContaining({ module_id: 'cli.rm', decision: 'approved', status: 'success', caller: 'stdio' })]);
    } finally {
      await client.close();
    }
  });

  it('keeps the file when a 2026-07-28 client declines, and says so', async () => {
    const kept = join(fx.root, 'stdio-kept-modern');
    await writeFile(kept, 'x');
    const client = await connectCurrent({ kind: 'stdio', env: fx.env, args: ['--approval', 'elicit'] }, { elicit: 'decline', modern: true });
    try {
      const result = await client.callTool('rm', { files: [kept] });
      expect(result.isError).toBe(true);
      expect(client.asked).toHaveLength(1);
      expect(payloadOf(result).ai_guidance).toMatch(/declined/);
      expect(existsSync(kept)).toBe(true);
      const lines = (await readAudit(fx.auditFile)).filter((line) => line.trace_id === payloadOf(result).trace_id);
      expect(lines).toEqual([expect.objectContaining({ module_id: 'cli.rm', decision: 'declined', status: 'denied' })]);
    } finally {
      await client.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('svc serve --transport http from the command line', () => {
  it('serves MCP and the explorer, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [SVC_BIN, 'serve', '--transport', 'http', '--port', String(port), '--explorer'], { env: fx.env, cwd: fx.root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('MCP at')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    expect(stderr).toContain(`svc: MCP at http://127.0.0.1:${port}/mcp, explorer at http://127.0.0.1:${port}/`);
    const client = await connectV1({ kind: 'http', url: `http://127.0.0.1:${port}/mcp` });
    expect(payloadOf(await client.callTool('echo', { words: ['cli', 'http'] })).stdout).toBe('cli http\n');
    await client.close();
    // Browsing is on; running tools from the page is not (no --allow-execute).
    const call = await rawRequest(`http://127.0.0.1:${port}/tools/echo/call`, { method: 'POST', headers: { host: `127.0.0.1:${port}`, 'content-type': 'application/json' }, body: '{}' });
    expect(call.status).toBe(403);
    expect(JSON.parse(call.body)).toEqual({ error: 'Tool execution is disabled.' });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('ends the programs still running when it shuts down, children included', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [SVC_BIN, 'serve', '--transport', 'http', '--port', String(port)], { env: fx.env, cwd: fx.root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 20_000);
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('MCP at')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const client = await connectV1({ kind: 'http', url: `http://127.0.0.1:${port}/mcp` });
    const pidfile = join(fx.root, `shutdown-${port}.pids`);
    const pending = client.callTool('spawn-tree', { pidfile, seconds: 60 }).catch(() => undefined);
    let pids: number[] = [];
    for (let i = 0; i < 100 && pids.length < 2; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      pids = (await readFile(pidfile, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).map(Number);
    }
    expect(pids).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The call's stream died with the server; the client need not settle it.
    void pending;
    void client.close().catch(() => undefined);
    await waitUntil(() => !pids.some(alive), 2000);
    expect(pids.filter(alive)).toEqual([]);
  });
});

/** Runs `svc` to completion; returns exit code and output. */
function runSvc(args: string[], env: Record<string, string>, stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SVC_BIN, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('stdio stdout carries only JSON-RPC', () => {
  it('every stdout line parses as a JSON-RPC message, even at trace level', async () => {
    const messages = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo', arguments: { words: ['raw'] } } },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'exit3', arguments: {} } },
    ];
    // Keep stdin open until the last answer arrives: the transport drops requests in flight at EOF.
    const child = spawn(process.execPath, [SVC_BIN, '--log-level', 'trace', 'serve'], { env: fx.env, cwd: fx.root, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const done = new Promise<void>((resolve) => {
      child.stdout.on('data', (d) => {
        stdout += d;
        if (stdout.includes('"id":3') && stdout.includes('"id":4')) resolve();
      });
    });
    for (const message of messages) child.stdin.write(`${JSON.stringify(message)}\n`);
    await done;
    child.stdin.end();
    await new Promise((resolve) => child.on('close', resolve));
    const lines = stdout.split('\n').filter((line) => line !== '');
    expect(lines.length).toBe(4);
    for (const line of lines) {
      const parsed = JSON.parse(line) as { jsonrpc: string; id: number };
      expect(parsed.jsonrpc).toBe('2.0');
    }
    expect(lines.map((line) => (JSON.parse(line) as { id: number }).id).sort()).toEqual([1, 2, 3, 4]);
    // The logs exist, on stderr.
    expect(stderr).toContain('"msg":"tool call"');
  });
});

describe.concurrent('svc serve command-line checks', () => {
  it('refuses --explorer on stdio with a clear error', async () => {
    const out = await runSvc(['serve', '--explorer'], fx.env);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('--explorer needs --transport http or sse');
    expect(out.stdout).toBe('');
  });

  it.each(['0', '65536', '80x'])('refuses --port %s', async (port) => {
    const out = await runSvc(['serve', '--transport', 'http', '--port', port], fx.env);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain(`--port must be an integer from 1 to 65535 (got "${port}")`);
  });

  it('refuses to start with a malformed ACL, naming file and line', async () => {
    const bad = `${fx.root}/bad-acl.yaml`;
    await writeFile(bad, 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.ls]\n    effect: perhaps\n');
    const out = await runSvc(['serve'], { ...fx.env, SVC_ACL_FILE: bad });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain(`${bad}:5: rule 1: effect must be allow or deny`);
    expect(out.stdout).toBe('');
  });

  it('warns on start when there is no ACL file, since every call will be denied', async () => {
    const missing = `${fx.root}/never-scanned/acl.yaml`;
    const out = await runSvc(['serve'], { ...fx.env, SVC_ACL_FILE: missing });
    const warning = out.stderr.split('\n').filter((line) => line.includes('"acl_file"')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warning).toMatchObject([{ level: 40, acl_file: missing, msg: 'no ACL file: every tool call is denied (default deny) until it exists; `svc scan` writes one' }]);
    expect(out.stdout).toBe('');
  });

  it('refuses a public bind without a token', async () => {
    const out = await runSvc(['serve', '--transport', 'http', '--host', '0.0.0.0', '--port', '8471'], fx.env);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('Refusing to listen on 0.0.0.0 without an auth token');
  });
});

describe.concurrent('svc serve --show-config', () => {
  it('prints a Claude Desktop entry that launches this svc with the given flags', async () => {
    const out = await runSvc(['serve', '--show-config', 'claude-desktop', '--modules-dir', fx.modulesDir, '--name', 'mytools'], fx.env);
    expect(out.stderr).toContain('Paste into claude_desktop_config.json');
    expect(out.code).toBe(0);
    const config = JSON.parse(out.stdout) as { mcpServers: Record<string, { command: string; args: string[] }> };
    const entry = config.mcpServers.mytools!;
    // Node by absolute path and the built entry point: no tsx, nothing looked up on the client's PATH.
    expect(entry.command).toBe(process.execPath);
    expect(entry.args[0]).toBe(join(REPO_ROOT, 'dist', 'cli', 'main.js'));
    expect(entry.args.slice(1)).toEqual(['serve', '--modules-dir', fx.modulesDir, '--name', 'mytools']);
  });

  it('prints VS Code and Cursor URL forms for http', async () => {
    const vscode = JSON.parse((await runSvc(['serve', '--show-config', 'vscode', '--transport', 'http', '--port', '9123'], fx.env)).stdout);
    expect(vscode).toEqual({ servers: { svc: { type: 'http', url: 'http://127.0.0.1:9123/mcp' } } });
    const cursor = JSON.parse((await runSvc(['serve', '--show-config', 'cursor', '--transport', 'sse', '--port', '9124'], fx.env)).stdout);
    expect(cursor).toEqual({ mcpServers: { svc: { url: 'http://127.0.0.1:9124/sse' } } });
  });

  it('puts the SVC_AUTH_TOKEN the server will require into an http snippet', async () => {
    const out = await runSvc(['serve', '--show-config', 'vscode', '--transport', 'http', '--port', '9125'], { ...fx.env, SVC_AUTH_TOKEN: 'from-env' });
    expect(JSON.parse(out.stdout)).toEqual({ servers: { svc: { type: 'http', url: 'http://127.0.0.1:9125/mcp', headers: { Authorization: 'Bearer from-env' } } } });
  });

  it('lists the valid targets for an unknown one and exits 2', async () => {
    const out = await runSvc(['serve', '--show-config', 'emacs'], fx.env);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('Unknown --show-config target "emacs". Valid targets: claude-desktop, claude-code, claude-code-json, cursor, vscode, windsurf.');
  });
});

describe('ACL edits while serving', () => {
  it('denies touch by default, then runs it once acl.yaml allows it, without a restart', async () => {
    const own = await serveFixture(['cli.touch', 'cli.ls']);
    const client = await connectV1({ kind: 'stdio', env: own.env });
    try {
      const target = join(own.root, 'made-by-touch');
      const denied = await client.callTool('touch', { files: [target] });
      expect(denied.isError).toBe(true);
      expect(payloadOf(denied).ai_guidance).toContain(own.aclFile);
      expect(existsSync(target)).toBe(false);
      await writeFile(
        own.aclFile,
        'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.touch]\n    effect: allow\n    description: operator allowed touch\n',
      );
      // Allowing the module is not enough: its operand writes files, so the call needs approval.
      const asks = await client.callTool('touch', { files: [target] });
      expect(asks.isError).toBe(true);
      expect(payloadOf(asks).ai_guidance).toContain('needs approval because the call sets the operand "files", which writes files (curated: touch creates its FILE operands)');
      expect(existsSync(target)).toBe(false);
      await writeFile(
        own.aclFile,
        'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.touch]\n    effect: allow\n    description: operator allowed touch\n    conditions: {effects: {write: allow}}\n',
      );
      const allowed = await client.callTool('touch', { files: [target] });
      expect(allowed.isError).toBe(false);
      expect(existsSync(target)).toBe(true);
    } finally {
      await client.close();
    }
  });
});
