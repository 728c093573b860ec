/**
 * Issue 8, svc's own files: FIFOs (made with mkfifo) and malformed files at every path svc reads,
 * with the real `svc` command and the real v1 SDK client over stdio. Every case must give a clear
 * error naming the path, never hang (each step is bounded by a timeout here), and SIGTERM must
 * still stop svc.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alive, waitUntil } from '../support/processes.js';
import { SVC_BIN } from '../support/paths.js';
import { readAudit, serveFixture, type ServeFixture } from '../serve/helpers.js';

let fx: ServeFixture;
const open: Client[] = [];

beforeEach(async () => {
  fx = await serveFixture(['cli.echo', 'cli.ls']);
});
afterEach(async () => {
  await Promise.allSettled(open.splice(0).map((client) => client.close()));
});

function mkfifo(path: string): void {
  execFileSync('mkfifo', [path]);
}

/** Rejects when `promise` takes longer than `ms`: "nothing hangs" as an assertion. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms).unref())]);
}

async function connect(env: Record<string, string> = fx.env): Promise<{ client: Client; transport: StdioClientTransport }> {
  const client = new Client({ name: 'harden-files', version: '1.0.0' });
  const transport = new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], env, stderr: 'pipe' });
  await within(20_000, client.connect(transport), 'connecting');
  open.push(client);
  return { client, transport };
}

function text(result: unknown): string {
  return ((result as { content?: Array<{ text?: string }> }).content ?? []).map((item) => item.text ?? '').join('\n');
}

/** Runs `svc serve` (stdio) with stdin closed at once and returns what it printed and its exit code. */
async function serveOnce(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [SVC_BIN, 'serve'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await within(20_000, new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))), 'svc serve with a bad file');
  return { code, stderr };
}

describe('a FIFO at acl.yaml while serving', () => {
  it('refuses each call with guidance naming the FIFO, recovers when a regular file is back, and SIGTERM still stops svc', async () => {
    const { client, transport } = await connect();
    expect(text(await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['before'] } }), 'a call before'))).toContain('before');
    const original = await readFile(fx.aclFile, 'utf8');
    await rm(fx.aclFile);
    mkfifo(fx.aclFile);
    const refused = await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['during'] } }), 'a call with a FIFO ACL');
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain(`${fx.aclFile} is a FIFO, not a regular file`);
    // A second call must not hang either (the first must not have left a thread blocked).
    expect((await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['again'] } }), 'a second call')).isError).toBe(true);
    await rm(fx.aclFile);
    await writeFile(fx.aclFile + '.new', original);
    await rename(fx.aclFile + '.new', fx.aclFile);
    const after = await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['after'] } }), 'a call after the fix');
    expect(after.isError).toBe(false);
    expect(text(after)).toContain('after');
    const pid = transport.pid!;
    await rm(fx.aclFile);
    mkfifo(fx.aclFile);
    await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['x'] } }), 'a call with the FIFO back');
    process.kill(pid, 'SIGTERM');
    await waitUntil(() => !alive(pid), 8_000);
    expect(alive(pid)).toBe(false);
  }, 60_000);
});

describe('a FIFO at the audit log or the salt', () => {
  it('audit.jsonl: the call still returns its result; the lost line is only logged', async () => {
    mkfifo(fx.auditFile);
    const { client } = await connect();
    const result = await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['audited'] } }), 'a call with a FIFO audit log');
    expect(result.isError).toBe(false);
    expect(text(result)).toContain('audited');
  }, 30_000);

  it('audit.salt: svc serve stops at start with an error naming the salt file', async () => {
    const salt = join(fx.root, 'audit.salt');
    mkfifo(salt);
    const { code, stderr } = await serveOnce(fx.env);
    expect(code).toBe(1);
    expect(stderr).toContain(`svc: ${salt} is a FIFO, not a regular file`);
  }, 30_000);

  it('a 1-byte audit.salt is refused at start, naming the file, and never used as the HMAC key', async () => {
    const salt = join(fx.root, 'audit.salt');
    await writeFile(salt, 'x');
    const { code, stderr } = await serveOnce(fx.env);
    expect(code).toBe(1);
    expect(stderr).toContain(`svc: ${salt} is not a valid audit salt (expected 64 hex digits, found 1 characters)`);
  }, 30_000);

  it('a missing salt is created with mode 0600', async () => {
    const { client } = await connect();
    await within(10_000, client.callTool({ name: 'echo', arguments: { words: ['salted'] } }), 'a call');
    const salt = join(fx.root, 'audit.salt');
    await waitUntil(() => existsSync(salt), 5_000);
    expect(execFileSync('stat', ['-c', '%a', salt], { encoding: 'utf8' }).trim()).toBe('600');
    expect((await readFile(salt, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  }, 30_000);
});

describe('a FIFO at a file svc reads at start', () => {
  it('config.yaml: svc serve stops with an error naming it', async () => {
    const config = join(fx.root, 'config.yaml');
    mkfifo(config);
    const { code, stderr } = await serveOnce({ ...fx.env, SVC_CONFIG: config });
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot read config file: ${config} is a FIFO, not a regular file`);
  }, 30_000);

  it('a binding file: that binding is skipped with a warning naming it and the others are served', async () => {
    const fifo = join(fx.modulesDir, 'cli.zzz.binding.yaml');
    mkfifo(fifo);
    const { client } = await connect({ ...fx.env, SVC_CACHE_DIR: join(fx.root, 'cache') });
    const { tools } = await within(10_000, client.listTools(), 'listing');
    expect(tools.map((tool) => tool.name).sort()).toEqual(['echo', 'ls']);
  }, 30_000);

  it('acl.yaml: svc scan stops with an error naming it instead of hanging', async () => {
    await rm(fx.aclFile);
    mkfifo(fx.aclFile);
    const child = spawn(process.execPath, [SVC_BIN, 'scan', 'ls', '--depth', '1'], { env: fx.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await within(60_000, new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c))), 'svc scan with a FIFO ACL');
    expect(code).toBe(1);
    expect(stderr).toContain(`${fx.aclFile} is a FIFO, not a regular file`);
  }, 90_000);
});

describe('arguments nested 10,000 deep', () => {
  it('are refused before anything runs, with guidance, and the audit line is still written', async () => {
    // Raw JSON-RPC over stdio: the SDK clients themselves cannot serialise input this deep.
    const child = spawn(process.execPath, [SVC_BIN, 'serve'], { env: fx.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const send = (message: string) => child.stdin.write(`${message}\n`);
    send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'deep', version: '1' } } }));
    await within(15_000, waitUntil(() => out.includes('"id":1'), 15_000), 'initialize');
    send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
    const deep = `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`;
    send(`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"words":${deep}}}}`);
    await within(15_000, waitUntil(() => out.includes('"id":2'), 15_000), 'the deep call');
    const reply = JSON.parse(out.split('\n').find((line) => line.includes('"id":2'))!) as { result?: { isError?: boolean; content?: Array<{ text?: string }> } };
    child.kill('SIGTERM');
    expect(reply.result?.isError).toBe(true);
    expect(text(reply.result)).toContain('The arguments of echo nest more than 32 levels deep');
    await waitUntil(() => existsSync(fx.auditFile), 5_000);
    const lines = await readAudit(fx.auditFile);
    expect(lines.at(-1)).toMatchObject({ module_id: 'cli.echo', status: 'invalid', exit_code: -1 });
  }, 30_000);
});
