/**
 * Hardening benchmarks (issue 8), each against a baseline measured in the same run, on
 * `svc serve --transport http` from a production build in its own process:
 *
 * 1. Memory under abandoned sessions: svc's RSS after N (default 25,000) `initialize` requests
 *    whose sessions are never used again, against its RSS right after start. Target: bounded
 *    (ratio well under 2; before the session cap, 25,000 sessions took 156 -> 592 MiB).
 * 2. Calls under the program cap: 300 concurrent `tools/call` of `true` queued under
 *    `max_running_programs` (8) against one call at a time: p50 and p99 of each, and the ratio.
 *
 * Run: npx tsx bench/hardening.ts [--sessions N]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { bindingToYaml, BINDING_SPEC_VERSION, type Binding } from '../src/bindings/index.js';
import { buildCli } from './support/build-cli.js';

const SESSIONS = Number(process.argv[process.argv.indexOf('--sessions') + 1]) || 25_000;
const CONCURRENT = 300;
const TRUE_BIN = ['/usr/bin/true', '/bin/true'].find((p) => existsSync(p))!;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

function rssKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]);
}

async function fixture(): Promise<{ env: Record<string, string> }> {
  const root = await mkdtemp(join(tmpdir(), 'svc-bench-harden-'));
  const modules = join(root, 'modules');
  await mkdir(modules, { recursive: true });
  const binding: Binding = {
    spec_version: BINDING_SPEC_VERSION, module_id: 'cli.true', alias: 'true', description: 'Do nothing, successfully',
    target: { binary: TRUE_BIN, command_path: [] }, version: 'bench', tags: ['bench'],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: { type: 'object', additionalProperties: false, properties: {} },
    output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
  await writeFile(join(modules, 'cli.true.binding.yaml'), bindingToYaml(binding));
  await writeFile(join(root, 'acl.yaml'), 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: ["cli.true"]\n    effect: allow\n    description: bench\n');
  // Queue room for every concurrent call, so the run measures queueing rather than refusals.
  await writeFile(join(root, 'config.yaml'), `limits:\n  max_queued_programs: ${CONCURRENT}\n`);
  return {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_CONFIG: join(root, 'config.yaml'), SVC_MODULES_DIR: modules,
      SVC_ACL_FILE: join(root, 'acl.yaml'), SVC_AUDIT_LOG: join(root, 'audit.jsonl'), SVC_CACHE_DIR: join(root, 'cache'), SVC_LOG_LEVEL: 'error',
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(main: string, env: Record<string, string>): Promise<{ pid: number; url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [main, 'serve', '--transport', 'http', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}/mcp`;
  const deadline = Date.now() + 20_000;
  while ((await initialize(url)) === 0) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`svc did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { pid: child.pid!, url, stop: () => child.kill('SIGTERM') };
}

function initialize(url: string): Promise<number> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'abandoner', version: '1' } } });
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

async function abandonedSessions(main: string): Promise<void> {
  const { env } = await fixture();
  const server = await startServer(main, { ...env, SVC_LOG_LEVEL: 'warn' });
  try {
    for (let i = 0; i < 50; i++) await initialize(server.url);
    const before = rssKib(server.pid);
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(Array.from({ length: 32 }, async () => {
      while (next < SESSIONS) {
        next += 1;
        const status = await initialize(server.url);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }));
    const after = rssKib(server.pid);
    console.log(`abandoned sessions: ${SESSIONS} initialize requests (${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')})`);
    console.log(`  RSS at start ${mib(before)}, after ${mib(after)}: ratio ${(after / before).toFixed(2)}`);
  } finally {
    server.stop();
  }
}

async function callLatency(client: Client): Promise<number> {
  const started = performance.now();
  const result = await client.callTool({ name: 'true', arguments: {} });
  if (result.isError) throw new Error(`call failed: ${JSON.stringify(result)}`);
  return performance.now() - started;
}

async function queuedCalls(main: string): Promise<void> {
  const { env } = await fixture();
  const server = await startServer(main, env);
  const client = new Client({ name: 'bench', version: '1' });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    for (let i = 0; i < 20; i++) await callLatency(client);
    const lone: number[] = [];
    for (let i = 0; i < 100; i++) lone.push(await callLatency(client));
    const queued = await Promise.all(Array.from({ length: CONCURRENT }, () => callLatency(client)));
    const row = (name: string, values: number[]) => `  ${name}: p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;
    console.log(`calls under the program cap (max_running_programs 8, ${CONCURRENT} concurrent):`);
    console.log(row('one at a time', lone));
    console.log(row(`${CONCURRENT} concurrent`, queued));
    console.log(`  ratio p50 ${(percentile(queued, 50) / percentile(lone, 50)).toFixed(1)}, p99 ${(percentile(queued, 99) / percentile(lone, 99)).toFixed(1)}`);
  } finally {
    await client.close().catch(() => undefined);
    server.stop();
  }
}

const main = await buildCli();
await abandonedSessions(main);
await queuedCalls(main);
