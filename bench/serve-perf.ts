/**
 * Serving benchmarks (issue 4 "Performance"), each against a baseline measured in the same run:
 *
 * 1. Per-call overhead: `tools/call` of `true` over stdio vs spawning `true` directly from Node.
 *    Target: p50 ratio <= 1.5.
 * 2. Cold start: `svc serve --transport stdio` with 1,000 bindings, spawn to first `tools/list`
 *    answer, vs a bare MCP SDK server with one tool. Target: median ratio <= 3.
 * 3. Streamable HTTP: 20 concurrent clients calling `true` against `svc serve --transport http` in
 *    its own process; p50 and p99 latency (reported).
 *
 * 4. The sandbox (issue 18): the same per-call measure with every call in bubblewrap (the default)
 *    and with `sandbox: off`, and the sandbox's own set-up: `true` run through the compiled profile
 *    (capabilities dropped, the seccomp filter fed, prlimit) vs `true` spawned directly. Targets
 *    (issue 33, the mechanism's cost and no more): sandboxed `tools/call` p50 <= the bare profile
 *    + 3 ms; unsandboxed `tools/call` p50 <= a direct spawn + 2 ms; set-up <= 15 ms p50. Anthropic's
 *    `srt true` is measured beside them when `srt` is on PATH.
 *
 * svc runs from a production build (tsup into .tmp/bench-dist), as an installed svc would.
 * Run: npx tsx bench/serve-perf.ts [--check] [--calls N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { bindingToYaml, BINDING_SPEC_VERSION, type Binding } from '../src/bindings/index.js';
import { buildCli } from './support/build-cli.js';
import { compileBubblewrap, DEFAULT_SANDBOX_LIMITS, gatherHostFacts, probeSandbox, type SandboxPolicy } from '../src/sandbox/index.js';
import { feedPipes, stdioWithPipes, type PipeInput } from '../src/shared/extra-pipes.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const CHECK = process.argv.includes('--check');
const CALLS = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 200;
const TRUE_BIN = ['/usr/bin/true', '/bin/true'].find((p) => existsSync(p))!;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

function trueBinding(index: number | null): Binding {
  const suffix = index === null ? '' : `.t${String(index).padStart(4, '0')}`;
  const moduleId = `cli.true${suffix}`;
  return {
    spec_version: BINDING_SPEC_VERSION, module_id: moduleId, alias: moduleId.slice(4).replace(/\./g, '_'),
    description: 'Do nothing, successfully', target: { binary: TRUE_BIN, command_path: [] }, version: 'bench', tags: ['bench'],
    annotations: { readonly: true, destructive: false, idempotent: true, requires_approval: false, cacheable: true, open_world: false },
    input_schema: {
      type: 'object', additionalProperties: false,
      properties: { note: { type: 'string', description: 'ignored', 'x-cli-kind': 'positional', 'x-cli-position': 0 } },
    },
    output_schema: null, documentation: '', metadata: { help_format: 'gnu', scan_tiers: [1], json_output_flag: null, annotation_rules: {} },
  };
}

async function fixture(count: number): Promise<{ root: string; env: Record<string, string> }> {
  const root = await mkdtemp(join(tmpdir(), 'svc-bench-'));
  const modules = join(root, 'modules');
  await mkdir(modules, { recursive: true });
  const bindings = count === 1 ? [trueBinding(null)] : Array.from({ length: count }, (_, i) => trueBinding(i));
  await Promise.all(bindings.map((b) => writeFile(join(modules, `${b.module_id}.binding.yaml`), bindingToYaml(b))));
  await writeFile(join(root, 'acl.yaml'), 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: ["cli.true*"]\n    effect: allow\n    description: bench\n');
  return {
    root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_MODULES_DIR: modules, SVC_ACL_FILE: join(root, 'acl.yaml'),
      SVC_AUDIT_LOG: join(root, 'audit.jsonl'), SVC_CACHE_DIR: join(root, 'cache'), SVC_LOG_LEVEL: 'warn',
    },
  };
}


/** Spawns and waits; `inputs` are written to extra pipes (bubblewrap's seccomp filter), and a failed run is an error, never a time. */
function spawnTrue(file = TRUE_BIN, args: string[] = [], inputs: readonly PipeInput[] = []): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], [], inputs), detached: true });
    feedPipes(child, inputs);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${file} exited with ${code}: ${stderr.slice(0, 300)}`))));
  });
}

/** `srt true` (Anthropic's sandbox-runtime CLI) when it is on PATH, p50 of up to 20 runs; undefined otherwise. */
async function srtTrue(): Promise<number | undefined> {
  const srt = (process.env.PATH ?? '').split(':').map((dir) => join(dir, 'srt')).find((path) => existsSync(path));
  if (!srt) return undefined;
  const times: number[] = [];
  for (let i = 0; i < Math.min(CALLS, 20); i++) times.push(await spawnTrue(srt, [TRUE_BIN]).catch(() => Number.NaN));
  const ok = times.filter((time) => !Number.isNaN(time));
  return ok.length > 0 ? percentile(ok, 50) : undefined;
}

/** bubblewrap running `true` through the profile a read-only call gets, vs `true` alone: the sandbox's own cost. */
async function sandboxSetup(): Promise<{ direct: number; sandboxed: number; setup: number } | undefined> {
  const probe = await probeSandbox();
  if (!probe.ok) return undefined;
  const root = await mkdtemp(join(tmpdir(), 'svc-bench-sandbox-'));
  const policy: SandboxPolicy = {
    argv0: TRUE_BIN, argv: [], cwd: root, readableRoots: [root], writableRoots: [], network: false, homeDir: process.env.HOME ?? '/root',
    visibleHomeFiles: [], extraReadable: [], extraWritable: [], hiddenPaths: [join(process.env.HOME ?? '/root', '.svc')], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin' },
  };
  const command = compileBubblewrap(policy, gatherHostFacts(policy), probe.bwrapPath);
  for (let i = 0; i < 10; i++) await spawnTrue(command.file, command.args, command.inputs);
  const direct: number[] = [];
  const sandboxed: number[] = [];
  for (let i = 0; i < Math.min(CALLS, 100); i++) {
    direct.push(await spawnTrue());
    sandboxed.push(await spawnTrue(command.file, command.args, command.inputs));
  }
  const d = percentile(direct, 50);
  const b = percentile(sandboxed, 50);
  return { direct: d, sandboxed: b, setup: b - d };
}

async function perCallOverhead(svcMain: string, extraEnv: Record<string, string> = {}): Promise<{ direct: number; viaMcp: number; ratio: number }> {
  for (let i = 0; i < 20; i++) await spawnTrue();
  const direct: number[] = [];
  for (let i = 0; i < CALLS; i++) direct.push(await spawnTrue());
  const fx = await fixture(1);
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [svcMain, 'serve'], env: { ...fx.env, ...extraEnv }, stderr: 'ignore' }));
  try {
    for (let i = 0; i < 20; i++) await client.callTool({ name: 'true', arguments: {} });
    const viaMcp: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now();
      const result = await client.callTool({ name: 'true', arguments: {} });
      viaMcp.push(performance.now() - started);
      if (result.isError) throw new Error(`tools/call true failed: ${JSON.stringify(result.content)}`);
    }
    const d = percentile(direct, 50);
    const v = percentile(viaMcp, 50);
    return { direct: d, viaMcp: v, ratio: v / d };
  } finally {
    await client.close();
  }
}

/** Spawn to the answer of the first tools/list, speaking raw JSON-RPC over the pipes. */
function timeToFirstList(command: string, args: string[], env: Record<string, string>): Promise<{ ms: number; tools: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let buffer = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('no tools/list answer within 30 s'));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      for (const line of buffer.split('\n').slice(0, -1)) {
        const message = JSON.parse(line) as { id?: number; result?: { tools?: unknown[] } };
        if (message.id === 2) {
          clearTimeout(timer);
          const elapsed = performance.now() - started;
          child.stdin.end();
          child.kill();
          resolve({ ms: elapsed, tools: message.result?.tools?.length ?? 0 });
          return;
        }
      }
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    });
    child.on('error', reject);
    const send = (m: unknown) => child.stdin.write(`${JSON.stringify(m)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  });
}

async function coldStart(svcMain: string): Promise<{ bare: number; svc: number; ratio: number; tools: number; firstStart: number }> {
  const fx = await fixture(1000);
  const bareScript = join(ROOT, '.tmp', 'bench-bare-server.mjs');
  await writeFile(bareScript, [
    "import { McpServer } from '@modelcontextprotocol/server';",
    "import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';",
    "const server = new McpServer({ name: 'bare', version: '1.0.0' });",
    "server.registerTool('noop', { description: 'does nothing' }, async () => ({ content: [{ type: 'text', text: 'ok' }] }));",
    'await server.connect(new StdioServerTransport());',
  ].join('\n'));
  const runs = 5;
  const bare: number[] = [];
  const svc: number[] = [];
  let tools = 0;
  await timeToFirstList(process.execPath, [bareScript], fx.env); // warm the file cache
  // svc's first start after a scan parses every binding file and fills its parse cache.
  const firstStart = (await timeToFirstList(process.execPath, [svcMain, 'serve'], fx.env)).ms;
  for (let i = 0; i < runs; i++) {
    bare.push((await timeToFirstList(process.execPath, [bareScript], fx.env)).ms);
    const s = await timeToFirstList(process.execPath, [svcMain, 'serve'], fx.env);
    svc.push(s.ms);
    tools = s.tools;
  }
  const b = percentile(bare, 50);
  const s = percentile(svc, 50);
  return { bare: b, svc: s, ratio: s / b, tools, firstStart };
}

/** Starts the built `svc serve --transport http` in its own process and resolves with its MCP URL. */
async function startHttpServer(svcMain: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolvePort(free));
    });
  });
  return new Promise((resolveStart, rejectStart) => {
    const child = spawn(process.execPath, [svcMain, 'serve', '--transport', 'http', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /MCP at (http:\/\/\S+)/.exec(stderr);
      if (match) resolveStart({ child, url: match[1]! });
    });
    child.on('exit', (code) => rejectStart(new Error(`svc serve exited with ${code}: ${stderr}`)));
  });
}

/**
 * 20 concurrent clients against `svc serve --transport http` running in its own process, so the
 * latency is the server's and not the clients' CPU time in a shared event loop.
 */
async function httpConcurrency(svcMain: string): Promise<{ p50: number; p99: number; calls: number; perSecondPerCore: number }> {
  const fx = await fixture(1);
  const { child, url } = await startHttpServer(svcMain, { ...fx.env, SVC_LOG_LEVEL: 'warn' });
  const perClient = Math.max(5, Math.round(CALLS / 10));
  const latencies: number[] = [];
  const wall = performance.now();
  try {
    await Promise.all(Array.from({ length: 20 }, async () => {
      const client = new Client({ name: 'bench', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      try {
        for (let i = 0; i < perClient; i++) {
          const started = performance.now();
          const result = await client.callTool({ name: 'true', arguments: {} });
          latencies.push(performance.now() - started);
          if (result.isError) throw new Error('tools/call true failed over HTTP');
        }
      } finally {
        await client.close();
      }
    }));
  } finally {
    child.kill('SIGTERM');
  }
  const seconds = (performance.now() - wall) / 1000;
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), calls: latencies.length, perSecondPerCore: latencies.length / seconds / Math.max(1, availableParallelism()) };
}

const svcMain = await buildCli();
const misses: string[] = [];

const setup = await sandboxSetup();
const overhead = await perCallOverhead(svcMain);
const unconfined = await perCallOverhead(svcMain, { SVC_SANDBOX: 'off' });
const srt = await srtTrue();
console.log(`side by side (p50, ${CALLS} calls): true spawned directly ${ms(unconfined.direct)}; in the bare profile ${setup ? ms(setup.sandboxed) : 'n/a'}; ` +
  `tools/call sandboxed ${ms(overhead.viaMcp)}; tools/call unsandboxed ${ms(unconfined.viaMcp)}; srt true ${srt === undefined ? 'not installed' : ms(srt)}`);
if (setup) {
  const around = overhead.viaMcp - setup.sandboxed;
  console.log(`sandboxed tools/call - bare profile: ${ms(around)} (target <= 3 ms), ratio ${(overhead.viaMcp / setup.sandboxed).toFixed(2)}`);
  if (around > 3) misses.push('sandboxed tools/call over the bare profile');
  console.log(`sandbox set-up (p50): true directly ${ms(setup.direct)}, true in the compiled bubblewrap profile ${ms(setup.sandboxed)}, set-up ${ms(setup.setup)} (target <= 15 ms), ratio ${(setup.sandboxed / setup.direct).toFixed(2)}`);
  if (setup.setup > 15) misses.push('sandbox set-up');
} else {
  console.log('sandbox set-up: not measured (no working bubblewrap here; run svc doctor)');
}
const aroundSpawn = unconfined.viaMcp - unconfined.direct;
console.log(`unsandboxed tools/call - direct spawn: ${ms(aroundSpawn)} (target <= 2 ms), ratio ${unconfined.ratio.toFixed(2)}; sandboxed ratio to a direct spawn ${overhead.ratio.toFixed(2)} (reported)`);
if (aroundSpawn > 2) misses.push('unsandboxed tools/call over a direct spawn');
if (srt !== undefined && setup) console.log(`srt true / svc's bare profile: ${(srt / setup.sandboxed).toFixed(2)}`);

const cold = await coldStart(svcMain);
console.log(`cold start to first tools/list (median of 5): bare SDK server, 1 tool ${ms(cold.bare)}; svc serve, ${cold.tools} bindings ${ms(cold.svc)}; ratio ${cold.ratio.toFixed(2)} (target <= 3); first start after a scan, before the parse cache exists: ${ms(cold.firstStart)} (${(cold.firstStart / cold.bare).toFixed(2)}x)`);
if (cold.ratio > 3) misses.push('cold start');

const http = await httpConcurrency(svcMain);
console.log(`streamable HTTP, 20 concurrent clients, ${http.calls} calls of true: p50 ${ms(http.p50)}, p99 ${ms(http.p99)}, ${http.perSecondPerCore.toFixed(1)} calls per second per core; ratio p50 to a direct spawn ${(http.p50 / overhead.direct).toFixed(2)} (reported)`);

if (misses.length > 0) {
  console.log(`missed: ${misses.join(', ')}`);
  if (CHECK) process.exitCode = 1;
}
