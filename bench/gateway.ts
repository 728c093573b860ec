/**
 * svc as a team gateway (issue 20 "Performance"), in one run, 127.0.0.1 only:
 *
 * 1. Throughput through a real HAProxy (round-robin, test/support/haproxy.ts) with 1 and with 3
 *    `svc serve --transport http` replicas sharing a real redis-server: `tools/call` of `echo` as
 *    raw 2026-07-28 POSTs (no session) from CONCURRENCY workers, CALLS calls per configuration.
 *    Prints calls/s, p50 and p99, and the 3-vs-1 scaling ratio (no target: on a 2-core machine
 *    three replicas, HAProxy, Redis and this client share two cores).
 * 2. The state store's added latency per call: one replica with `state: memory` and one with
 *    `state: redis`, called directly, one call at a time, interleaved (memory, redis, redis, memory, ...)
 *    so the machine's load falls on both alike. Target: p50(redis) - p50(memory) <= 2 ms. Beside
 *    it, the store's own work per call (rate window and program slot through the same code svc
 *    uses, src/call/caller-quota.ts) timed in this process, memory vs redis, without the noise of
 *    the program's spawn and the HTTP exchange (reported, no target).
 *
 * Every replica has the per-caller bounds on (`max_running_programs_per_caller`,
 * `max_calls_per_minute_per_caller`, set high enough never to refuse), so each call takes and
 * gives back a program slot and counts a rate window in the store, as on a team gateway; with both
 * at 0 (the default) an echo call does not touch the store at all. The balancer runs run programs
 * unsandboxed (`SVC_SANDBOX=off`): the sandbox's cost has its own benchmark (bench/serve-perf.ts).
 * The store comparison runs in both modes; its target applies to svc's default (`auto`).
 *
 * svc runs from a production build (tsup into .tmp/bench-dist), as an installed svc would.
 * Run: npx tsx bench/gateway.ts [--check] [--calls N] [--concurrency N] [--store-calls N] [--no-aa]
 * (by default it also compares two memory replicas the same way: the bench's own noise, A/A;
 * --no-aa skips that)
 * On a machine other work shares, run it at a higher priority (`nice -n -10`, as root) so the
 * store comparison measures svc rather than the other work's queue.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { materializeFixtureBindings } from '../test/fixtures/bindings/load.js';
import { haproxyMissing, startHaproxy } from '../test/support/haproxy.js';
import { redisMissing, startRedisServer, type RedisServer } from '../test/support/redis-server.js';
import { freePort, startServeProcess, type ServeProcess } from '../test/support/serve-http-process.js';
import { buildCli } from './support/build-cli.js';
import { DEFAULT_STATE } from '../src/config/state.js';
import { createCallerQuota } from '../src/call/caller-quota.js';
import { openStateStore } from '../src/state/index.js';

const CHECK = process.argv.includes('--check');
const option = (name: string) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : undefined);
const CALLS = option('--calls') ?? 400;
const CONCURRENCY = option('--concurrency') ?? 8;
/**
 * Calls per store in the interleaved memory-vs-redis measure. A sandboxed echo call's latency
 * spreads over tens of ms, so the p50 of a few hundred calls moves by a millisecond or two from run
 * to run: a 2 ms target needs about a thousand a side, and the bootstrap interval says how sure.
 */
const STORE_CALLS = option('--store-calls') ?? 1000;
/** Bootstrap resamples for the interval of the p50 difference. */
const RESAMPLES = 2000;
const WARM_UP = 40;
const TARGET_MS = 2;
const AA = !process.argv.includes('--no-aa');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * The 95% bootstrap interval of p50(b) - p50(a): how much of a measured difference is the noise of
 * the samples. A fixed-seed generator keeps one run's output reproducible from its samples.
 */
function differenceInterval(a: number[], b: number[]): [number, number] {
  let seed = 0x9e3779b9;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const resample = (values: number[]) => Array.from({ length: values.length }, () => values[Math.floor(random() * values.length)]!);
  const differences = Array.from({ length: RESAMPLES }, () => percentile(resample(b), 50) - percentile(resample(a), 50));
  return [percentile(differences, 2.5), percentile(differences, 97.5)];
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

let sequence = 0;
/**
 * One `tools/call` of echo as a 2026-07-28 client sends it (protocol envelope in `_meta`, the
 * routing headers, no session); resolves with its latency, throws unless echo ran and printed.
 */
async function callEcho(mcpUrl: string): Promise<number> {
  const id = ++sequence;
  const word = `bench${id}`;
  const started = performance.now();
  const response = await fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'echo',
    },
    body: JSON.stringify({
      jsonrpc: '2.0', id, method: 'tools/call',
      params: {
        name: 'echo', arguments: { words: [word] },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientInfo': { name: 'svc-bench-gateway', version: '1.0.0' },
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    }),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  // The answer is a JSON body or one SSE event; either way the result holds echo's output.
  if (response.status !== 200 || !text.includes(word) || text.includes('"isError":true')) {
    throw new Error(`tools/call ${id} through ${mcpUrl}: HTTP ${response.status} ${text.slice(0, 400)}`);
  }
  return elapsed;
}

interface Run { latencies: number[]; seconds: number }

/** `calls` echo calls from `concurrency` workers, each waiting for its answer before the next. */
async function load(mcpUrl: string, calls: number, concurrency: number, warmUp = false): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  let dropped = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < calls) {
      next++;
      try {
        latencies.push(await callEcho(mcpUrl));
      } catch (error) {
        // fetch keeps connections alive across the balancer's restarts on one port: right after a
        // restart a pooled connection to the stopped HAProxy may fail once. Warm-up calls (never
        // measured) use those connections up; a measured call that fails still ends the bench.
        if (!warmUp || !(error instanceof TypeError) || ++dropped > concurrency) throw error;
      }
    }
  }));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** CPU time (user + system, ms) a replica's process has used so far, from /proc (its own, not its programs'; Linux counts in ticks of 10 ms, USER_HZ 100). */
function cpuOf(replica: ServeProcess): number {
  const fields = readFileSync(`/proc/${replica.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const line = (label: string, run: Run) =>
  `${label.padEnd(34)} ${(run.latencies.length / run.seconds).toFixed(1).padStart(7)} calls/s  p50 ${ms(percentile(run.latencies, 50)).padStart(9)}  p99 ${ms(percentile(run.latencies, 99)).padStart(9)}`;

const missing = redisMissing() ?? haproxyMissing();
if (missing) {
  console.log(`[skip] gateway benchmark: ${missing}`);
  process.exit(CHECK ? 1 : 0);
}

const svcMain = await buildCli();
const fx = await materializeFixtureBindings({ only: ['cli.echo'] });
const root = fx.root;
await writeFile(fx.aclFile, 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.echo]\n    effect: allow\n    description: bench\n');
const limits = 'limits:\n  max_running_programs_per_caller: 64\n  max_calls_per_minute_per_caller: 1000000\n';
const secretFile = join(root, 'state.key');
await writeFile(secretFile, `${'3e'.repeat(32)}\n`, { mode: 0o600 });

let redis: RedisServer | undefined;
const replicas: ServeProcess[] = [];
try {
  redis = await startRedisServer();
  const redisConfig = join(root, 'config-redis.yaml');
  await writeFile(redisConfig, `state:\n  store: redis\n  url: ${redis.url}\n  key_prefix: "bench:"\n  secret_file: ${secretFile}\n${limits}`);
  const memoryConfig = join(root, 'config-memory.yaml');
  await writeFile(memoryConfig, `state:\n  store: memory\n  secret_file: ${secretFile}\n${limits}`);
  const env = (config: string, n: string, sandbox = 'off'): Record<string, string> => ({
    PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_MODULES_DIR: fx.modulesDir, SVC_ACL_FILE: fx.aclFile,
    SVC_AUDIT_LOG: join(root, `audit-${n}.jsonl`), SVC_CACHE_DIR: join(root, `cache-${n}`), SVC_LOG_LEVEL: 'warn',
    SVC_SANDBOX: sandbox, SVC_CONFIG: config,
  });
  // Every replica names the balancer's URL as its public URL, so the Host/Origin guard lets the
  // balancer's Host pass; the two balancer configurations take turns on that one port.
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const shared = await Promise.all([1, 2, 3].map((n) => startServeProcess(svcMain, () => ['--public-url', publicUrl], env(redisConfig, `r${n}`))));
  replicas.push(...shared);
  // The same flags as the Redis replicas: the two compared replicas differ in their store only.
  const memory = await startServeProcess(svcMain, () => ['--public-url', publicUrl], env(memoryConfig, 'm'));
  replicas.push(memory);
  // The store comparison also runs in svc's default sandbox mode (auto), on a fresh pair.
  const sandboxed = {
    memory: await startServeProcess(svcMain, () => ['--public-url', publicUrl], env(memoryConfig, 'sm', 'auto')),
    redis: await startServeProcess(svcMain, () => ['--public-url', publicUrl], env(redisConfig, 'sr', 'auto')),
  };
  replicas.push(sandboxed.memory, sandboxed.redis);
  // --aa: a second memory replica in the default mode, compared with the first exactly as the
  // stores are: what two replicas differ by with the same store is the bench's own noise.
  const twin = AA ? await startServeProcess(svcMain, () => ['--public-url', publicUrl], env(memoryConfig, 'sm2', 'auto')) : undefined;
  if (twin) replicas.push(twin);
  /** Starts HAProxy in front of `servers`, warms the path, runs `calls` calls, stops HAProxy. */
  const through = async (servers: ServeProcess[], calls: number): Promise<Run> => {
    const lb = await startHaproxy(join(root, `haproxy-${servers.length}.cfg`), balancerPort, servers.map((r) => r.port));
    try {
      await load(`${lb.url}/mcp`, WARM_UP, CONCURRENCY, true);
      return await load(`${lb.url}/mcp`, calls, CONCURRENCY);
    } finally {
      await lb.stop();
    }
  };
  // Warm every replica directly (JIT, the Redis connection) before measuring.
  for (const replica of replicas) await load(`${replica.url}/mcp`, WARM_UP, CONCURRENCY);

  process.stderr.write(`measuring: ${CALLS} calls per configuration at concurrency ${CONCURRENCY} ...\n`);
  // 1 and 3 replicas take turns in halves, so a change in the machine's load hits both.
  const halves = [Math.floor(CALLS / 2), CALLS - Math.floor(CALLS / 2)];
  const runs: Record<'one' | 'three', Run> = { one: { latencies: [], seconds: 0 }, three: { latencies: [], seconds: 0 } };
  for (const half of halves) {
    for (const [name, servers] of [['one', shared.slice(0, 1)], ['three', shared]] as const) {
      const run = await through(servers, half);
      runs[name].latencies.push(...run.latencies);
      runs[name].seconds += run.seconds;
    }
  }
  console.log(line('HAProxy -> 1 replica (redis)', runs.one));
  console.log(line('HAProxy -> 3 replicas (redis)', runs.three));
  const scaling = (runs.three.latencies.length / runs.three.seconds) / (runs.one.latencies.length / runs.one.seconds);
  console.log(`scaling 3 vs 1 replicas: ${scaling.toFixed(2)}x calls/s (no target; ${readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length ?? '?'} cores shared by HAProxy, Redis, the replicas and this client)`);

  // The store's own cost: one call at a time, memory and redis replicas alternating, in each
  // sandbox mode. Unsandboxed calls end with a sweep of the processes created since the call began
  // (src/shared/process-sweep.ts); sandboxed calls need no sweep (the PID namespace ends them). The
  // target applies to svc's default mode (auto); the other is printed beside it.
  const compareStores = async (pair: Record<'memory' | 'redis', ServeProcess>, label: string) => {
    const byStore: Record<'memory' | 'redis', number[]> = { memory: [], redis: [] };
    const cpuBefore = { memory: cpuOf(pair.memory), redis: cpuOf(pair.redis) };
    // The order turns each round (memory first, then redis first): what one call leaves running
    // after its answer (the sandbox's teardown) falls on the next call, so a fixed order would
    // charge it to one store only.
    for (let i = 0; i < STORE_CALLS; i++) {
      for (const store of i % 2 === 0 ? (['memory', 'redis'] as const) : (['redis', 'memory'] as const)) {
        byStore[store].push(await callEcho(`${pair[store].url}/mcp`));
      }
    }
    for (const store of ['memory', 'redis'] as const) {
      const cpu = (cpuOf(pair[store]) - cpuBefore[store]) / STORE_CALLS;
      console.log(`1 replica direct, ${label}, state: ${store.padEnd(6)}  p50 ${ms(percentile(byStore[store], 50)).padStart(9)}  p99 ${ms(percentile(byStore[store], 99)).padStart(9)}  (${STORE_CALLS} calls, one at a time; the replica's own CPU ${ms(cpu)} a call)`);
    }
    const [low, high] = differenceInterval(byStore.memory, byStore.redis);
    console.log(`1 replica direct, ${label}, redis - memory p50 ${ms(percentile(byStore.redis, 50) - percentile(byStore.memory, 50))}, 95% interval [${ms(low)}, ${ms(high)}]`);
    return percentile(byStore.redis, 50) - percentile(byStore.memory, 50);
  };
  for (const replica of [sandboxed.memory, sandboxed.redis]) await load(`${replica.url}/mcp`, WARM_UP, CONCURRENCY);
  const addedSandboxed = await compareStores(sandboxed, 'sandbox auto');
  const addedUnsandboxed = await compareStores({ memory, redis: shared[0]! }, 'sandbox off ');
  if (twin) {
    await load(`${twin.url}/mcp`, WARM_UP, CONCURRENCY);
    const aa = await compareStores({ memory: sandboxed.memory, redis: twin }, 'A/A, both memory');
    console.log(`A/A: two memory replicas in the default mode differ by ${ms(aa)} at p50 (the "redis" lines of the A/A run are the second memory replica)`);
  }
  // The store's own part of a call, without the spawn and HTTP noise around it: what svc awaits
  // per call for the per-caller bounds (count a rate window, take a slot, give it back), in this
  // process against the same redis-server and a memory store.
  const storeWork: Record<'memory' | 'redis', number[]> = { memory: [], redis: [] };
  const opened = {
    memory: await openStateStore({ ...DEFAULT_STATE, store: 'memory', secret_file: secretFile }, { maxKeptBytes: 1 << 20, defaultSecretFile: secretFile }),
    redis: await openStateStore({ ...DEFAULT_STATE, store: 'redis', url: redis.url, key_prefix: 'bench-direct:', secret_file: secretFile }, { maxKeptBytes: 1 << 20, defaultSecretFile: secretFile }),
  };
  try {
    const quotas = {
      memory: createCallerQuota({ store: opened.memory.store, maxRunning: 64, callsPerMinute: 1_000_000 }),
      redis: createCallerQuota({ store: opened.redis.store, maxRunning: 64, callsPerMinute: 1_000_000 }),
    };
    for (let i = 0; i < STORE_CALLS * 5 + WARM_UP; i++) {
      for (const store of ['memory', 'redis'] as const) {
        const started = performance.now();
        const admitted = await quotas[store].admit('bench');
        if (!admitted.ok) throw new Error(`the ${store} store refused: ${admitted.guidance}`);
        await admitted.release();
        if (i >= WARM_UP) storeWork[store].push(performance.now() - started);
      }
    }
  } finally {
    await Promise.all([opened.memory.store.close(), opened.redis.store.close()]);
  }
  console.log(
    `the store's own work per call (rate window + slot, ${storeWork.redis.length} times): memory p50 ${ms(percentile(storeWork.memory, 50))}, ` +
      `redis p50 ${ms(percentile(storeWork.redis, 50))} p99 ${ms(percentile(storeWork.redis, 99))}`,
  );
  const pass = addedSandboxed <= TARGET_MS;
  console.log(`state store added latency per call with sandbox off (redis - memory, p50): ${ms(addedUnsandboxed)} (no target)`);
  console.log(
    `state store added latency per call, svc's default sandbox mode (redis - memory, p50): ${ms(addedSandboxed)} (target <= ${TARGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}; ` +
      `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  if (CHECK && !pass) process.exitCode = 1;
} finally {
  await Promise.all(replicas.map((r) => r.stop()));
  await redis?.stop();
  await rm(root, { recursive: true, force: true });
}
