/**
 * Explorer throughput and memory benchmark.
 *
 *   npx tsx bench/explorer-throughput.ts           # print figures
 *   npx tsx bench/explorer-throughput.ts --check   # also exit 1 when a target is missed
 *
 * Throughput: the explorer (createNodeHandler) and a bare node:http baseline each run in a child
 * process; `wrk` (autocannon when wrk is missing) drives load from another process. Scenarios:
 *   GET /tools with 50 tools  vs a bare handler serializing the same summaries per request
 *   GET /tools whose provider returns new objects per request (the explorer rebuilds the body)
 *                             vs a bare handler making the same copies, then serializing
 *   POST /tools/{name}/validate (cached schema) vs a bare handler that parses the body and
 *                                                answers {"valid":true}
 * One full-length warm-up round per server (discarded: it warms both JITs and the validator cache,
 * so the measured rounds agree), then medians over 7 alternating rounds; targets: ratio >= 0.9
 * (tools) and >= 0.7 (validate). The machine's load average is printed with the figures.
 *
 * Memory: 100k validate calls in a child process (--expose-gc) whose provider returns fresh
 * schema objects (with an `$id`) on every call; heap growth after GC must stay under 10 MiB.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildUIRoutes, createNodeHandler, type Tool, type ToolCallHandler } from '../src/explorer/index.js';

const execFileAsync = promisify(execFile);
const SELF = fileURLToPath(import.meta.url);
const RUNS = 7;
const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux
const DURATION_S = 3;
const CONNECTIONS = 16;
const TARGETS: Record<string, number | undefined> = { tools: 0.9, validate: 0.7, 'tools-fresh': undefined };
const HEAP_LIMIT_MIB = 10;
const MEMORY_CALLS = 100_000;
const VALIDATE_TOOL = 'tool_07';
const VALIDATE_BODY = JSON.stringify({ path: '/var/log/syslog', count: 3, verbose: true, mode: 'fast' });

/** 50 tools shaped like svc's scanned bindings: x-cli keywords, some null annotations. */
function makeTools(): Tool[] {
  return Array.from({ length: 50 }, (_, i) => ({
    name: `tool_${String(i).padStart(2, '0')}`,
    description: `Demo tool number ${i}: lists, filters and reports things in a directory tree.`,
    inputSchema: {
      $id: `https://svc.example/tools/${i}`,
      type: 'object',
      properties: {
        path: { type: 'string', format: 'path', description: 'Directory', 'x-cli-position': 0 },
        count: { type: 'integer', minimum: 1, maximum: 100, 'x-cli-flag': '--count' },
        verbose: { type: 'boolean', 'x-cli-flag': '--verbose' },
        mode: { type: 'string', enum: ['fast', 'full'], 'x-cli-flag': '--mode', default: null },
      },
      required: ['path'],
      additionalProperties: false,
    },
    annotations:
      i % 5 === 0
        ? null
        : { readOnlyHint: i % 2 === 0, destructiveHint: i % 3 === 0 ? true : null, idempotentHint: true, openWorldHint: false },
  }));
}

const handleCall: ToolCallHandler = async () => [[{ type: 'text', text: 'not called by the benchmark' }], false];

// ---------------------------------------------------------------- child: servers and memory

async function serve(kind: 'explorer' | 'bare'): Promise<void> {
  let handler: http.RequestListener;
  if (kind === 'explorer') {
    const tools = makeTools();
    const quiet = { warn() {}, error() {} };
    const same = createNodeHandler(() => tools, handleCall, { logger: quiet });
    // A provider that hands out new objects on every request: the explorer rebuilds the body.
    const fresh = createNodeHandler(() => tools.map((t) => ({ ...t })), handleCall, { logger: quiet, prefix: '/fresh' });
    handler = (req, res) => (req.url!.startsWith('/fresh/') ? fresh(req, res) : same(req, res));
  } else {
    const tools = makeTools();
    const summaries = tools.map((t) => {
      const summary: Record<string, unknown> = { name: t.name, description: t.description };
      if (t.annotations) summary.annotations = Object.fromEntries(Object.entries(t.annotations).filter(([, v]) => v !== null));
      return summary;
    });
    // The cheapest replies node:http can send: one write with a Content-Length (no chunked body),
    // as the explorer sends them, so the ratio measures the explorer's own work.
    handler = (req, res) => {
      if (req.method === 'GET' && (req.url === '/tools' || req.url === '/fresh/tools')) {
        // The bare side of the fresh-objects scenario copies its tools the same way, then
        // serializes its precomputed summaries.
        if (req.url === '/fresh/tools') tools.map((t) => ({ ...t }));
        const body = JSON.stringify(summaries);
        res.writeHead(200, ['content-type', 'application/json', 'content-length', String(Buffer.byteLength(body))]);
        res.end(body);
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(200, ['content-type', 'application/json', 'content-length', '14']);
        res.end('{"valid":true}');
      });
    };
  }
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`READY ${(server.address() as { port: number }).port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

async function memory(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  // Fresh objects on every call: the validator cache must key by content, not identity or $id.
  const provider = () => makeTools();
  const validate = buildUIRoutes(provider, handleCall).find((r) => r.pattern === '/tools/:name/validate')!;
  const body = JSON.parse(VALIDATE_BODY) as Record<string, unknown>;
  const call = async () => {
    const res = await validate.handler({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, body }, { name: VALIDATE_TOOL });
    const text = await res.text();
    if (text !== '{"valid":true}') throw new Error(`unexpected validate answer ${res.status} ${text}`);
  };
  for (let i = 0; i < 1000; i++) await call();
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  for (let i = 0; i < MEMORY_CALLS; i++) await call();
  const seconds = (performance.now() - started) / 1000;
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  process.stdout.write(`${JSON.stringify({ growthBytes: after - before, before, after, seconds })}\n`);
}

// ---------------------------------------------------------------- parent: load and report

function startServer(kind: 'explorer' | 'bare'): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, '--serve', kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start in 30 s`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolve({ child, port: Number(ready[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Load {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

async function loadWithWrk(load: Load, seconds: number, luaDir: string): Promise<number> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`];
  if (load.method === 'POST') {
    const script = join(luaDir, 'post.lua');
    await writeFile(
      script,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(load.body)}\nwrk.headers["Content-Type"] = "application/json"\n`,
    );
    args.push('-s', script);
  }
  args.push(load.url);
  const { stdout } = await execFileAsync('wrk', args, { timeout: (seconds + 30) * 1000 });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  if (!rps) throw new Error(`could not read wrk output:\n${stdout}`);
  if (non2xx) throw new Error(`${load.url} answered ${non2xx[1]} non-2xx responses under load`);
  return Number(rps[1]);
}

async function loadWithAutocannon(load: Load, seconds: number): Promise<number> {
  const bin = join(process.cwd(), 'node_modules', '.bin', 'autocannon');
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', load.method];
  if (load.body) args.push('-b', load.body, '-H', 'content-type=application/json');
  args.push(load.url);
  const { stdout } = await execFileAsync(bin, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number };
  if (result.non2xx > 0) throw new Error(`${load.url} answered ${result.non2xx} non-2xx responses under load`);
  return result.requests.average;
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined off Linux. */
async function cpuSeconds(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function wrkAvailable(): Promise<boolean> {
  if (!existsSync('/usr/bin/wrk') && !existsSync('/usr/local/bin/wrk')) return false;
  try {
    await execFileAsync('wrk', ['--version']).catch((err: { stdout?: string }) => {
      if (!String(err.stdout ?? '').includes('wrk')) throw err;
    });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const useWrk = await wrkAvailable();
  const generator = useWrk ? 'wrk' : 'autocannon';
  if (!useWrk) console.warn('wrk not found; using autocannon (npm) as the load generator');
  const luaDir = await mkdtemp(join(tmpdir(), 'svc-bench-'));
  const explorer = await startServer('explorer');
  const bare = await startServer('bare');
  const run = (load: Load, seconds: number) => (useWrk ? loadWithWrk(load, seconds, luaDir) : loadWithAutocannon(load, seconds));
  const scenarios = {
    tools: (port: number): Load => ({ url: `http://127.0.0.1:${port}/tools`, method: 'GET' }),
    'tools-fresh': (port: number): Load => ({ url: `http://127.0.0.1:${port}/fresh/tools`, method: 'GET' }),
    validate: (port: number): Load => ({ url: `http://127.0.0.1:${port}/tools/${VALIDATE_TOOL}/validate`, method: 'POST', body: VALIDATE_BODY }),
  };
  type Series = { rps: number[]; perCpuSecond: number[] };
  const results: Record<string, { explorer: Series; bare: Series }> = {};
  // Requests per CPU-second of the server process: on a shared, busy machine wall-clock req/s
  // swings with other processes, while the work each request costs the server does not.
  const measure = async (server: { child: ChildProcess; port: number }, load: (port: number) => Load, series: Series) => {
    const cpuBefore = await cpuSeconds(server.child.pid);
    const rps = await run(load(server.port), DURATION_S);
    const cpuAfter = await cpuSeconds(server.child.pid);
    series.rps.push(rps);
    if (cpuBefore !== undefined && cpuAfter !== undefined && cpuAfter > cpuBefore) {
      series.perCpuSecond.push((rps * DURATION_S) / (cpuAfter - cpuBefore));
    }
  };
  try {
    for (const [name, load] of Object.entries(scenarios)) {
      const entry = { explorer: { rps: [], perCpuSecond: [] }, bare: { rps: [], perCpuSecond: [] } };
      results[name] = entry;
      // A full warm-up round, discarded: both JITs and the explorer's validator cache are hot
      // before the first measured round, so the measured rounds agree.
      await run(load(explorer.port), DURATION_S);
      await run(load(bare.port), DURATION_S);
      for (let i = 0; i < RUNS; i++) {
        // Alternate which server goes first so drifting background load hits both alike.
        const order = i % 2 === 0 ? ([explorer, entry.explorer, bare, entry.bare] as const) : ([bare, entry.bare, explorer, entry.explorer] as const);
        await measure(order[0], load, order[1]);
        await measure(order[2], load, order[3]);
      }
    }
  } finally {
    await Promise.all([stopServer(explorer.child), stopServer(bare.child)]);
    await rm(luaDir, { recursive: true, force: true });
  }

  const [load1, load5] = (await readFile('/proc/loadavg', 'utf8').catch(() => '? ?')).split(' ');
  console.log(`Explorer throughput (${generator}, ${CONNECTIONS} connections, warm-up + ${DURATION_S} s x ${RUNS} runs, medians; load average ${load1} ${load5} on ${os.cpus().length} CPUs)`);
  let failed = false;
  for (const [name, { explorer: ours, bare: base }] of Object.entries(results)) {
    const ratio = median(ours.rps) / median(base.rps);
    const target = TARGETS[name];
    const ok = target === undefined || ratio >= target;
    failed ||= !ok;
    const verdict = target === undefined ? '(no target: the rebuild path, for information)' : `(target >= ${target}) ${ok ? 'ok' : 'MISSED'}`;
    console.log(
      `  ${name.padEnd(11)} explorer ${median(ours.rps).toFixed(0).padStart(7)} req/s   bare ${median(base.rps).toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)} ${verdict}`,
    );
    console.log(`            runs explorer [${ours.rps.map((v) => v.toFixed(0)).join(', ')}]  bare [${base.rps.map((v) => v.toFixed(0)).join(', ')}]`);
    if (ours.perCpuSecond.length && base.perCpuSecond.length) {
      const cpuRatio = median(ours.perCpuSecond) / median(base.perCpuSecond);
      console.log(
        `            per server CPU-second: explorer ${median(ours.perCpuSecond).toFixed(0)}  bare ${median(base.perCpuSecond).toFixed(0)}  ratio ${cpuRatio.toFixed(2)} (load-independent cross-check)`,
      );
    }
  }

  const { stdout } = await execFileAsync(process.execPath, ['--expose-gc', '--import', 'tsx', SELF, '--memory'], {
    timeout: 300_000,
  });
  const mem = JSON.parse(stdout.trim().split('\n').pop()!) as { growthBytes: number; seconds: number };
  const growthMiB = mem.growthBytes / (1024 * 1024);
  const memOk = growthMiB < HEAP_LIMIT_MIB;
  failed ||= !memOk;
  console.log(
    `Memory: ${MEMORY_CALLS} validate calls with fresh schema objects in ${mem.seconds.toFixed(1)} s: heap growth after GC ${growthMiB.toFixed(2)} MiB (limit < ${HEAP_LIMIT_MIB}) ${memOk ? 'ok' : 'MISSED'}`,
  );
  if (Number(load1) > os.cpus().length) {
    console.log(
      `Note: the load average (${load1}) is above the number of CPUs (${os.cpus().length}): other processes took turns with both servers and the load generator, so the wall-clock ratios are noisy; the per-CPU-second ratios are the steadier cross-check.`,
    );
  }
  if (check && failed) process.exitCode = 1;
}

const mode = process.argv[2];
if (mode === '--serve') await serve(process.argv[3] === 'bare' ? 'bare' : 'explorer');
else if (mode === '--memory') await memory();
else await main();
