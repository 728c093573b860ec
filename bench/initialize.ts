/**
 * Start-up over stdio (issues 9 and 22): spawn to the answer of the first `tools/list`
 * (initialize, the initialized notification, tools/list), the way a desktop client starts svc
 * from its `--show-config` snippet (`node dist/cli/main.js serve --root ...`) with the demo set's
 * bindings (git ls grep tar curl jq rg at depth 2, really scanned), against the reference servers
 * `@modelcontextprotocol/server-everything` and `server-filesystem` in the same run, interleaved.
 * Besides wall time it reads each server's own CPU time (user + system, /proc) at its answer,
 * which the machine's load changes far less. Target: median wall ratio to server-everything <= 1.2.
 *
 * Run: npx tsx bench/initialize.ts [--check] [--runs N] [--home DIR]
 *   --home DIR  use the bindings already scanned into DIR/.svc (skip the scan)
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { buildCli } from './support/build-cli.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const CHECK = process.argv.includes('--check');
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Number(option('--runs') ?? 10);
const TARGET = 1.2;
const DEMO_PROGRAMS = ['git', 'ls', 'grep', 'tar', 'curl', 'jq', 'rg'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** The process's user + system CPU time so far, from /proc/<pid>/stat (fields 14 and 15). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

interface Sample { initialize: number; toolsList: number; cpu: number; tools: number }

/** Spawn to the first `tools/list` answer, raw JSON-RPC over the pipes. */
function timeToToolsList(command: string, args: string[], env: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, cwd: '/', stdio: ['pipe', 'pipe', 'ignore'] });
    let buffer = '';
    let initialize = 0;
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`no tools/list answer within 60 s from ${args.join(' ')}`));
    }, 60_000);
    const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, end)) as { id?: number; result?: { tools?: unknown[] } };
        buffer = buffer.slice(end + 1);
        if (message.id === 1) {
          initialize = performance.now() - started;
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list' });
        } else if (message.id === 2) {
          const toolsList = performance.now() - started;
          const cpu = cpuMs(child.pid!);
          clearTimeout(timer);
          child.kill();
          if (!message.result?.tools) return reject(new Error(`tools/list failed: ${JSON.stringify(message).slice(0, 200)}`));
          resolvePromise({ initialize, toolsList, cpu, tools: message.result.tools.length });
        }
      }
    });
    child.on('error', reject);
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: { roots: { listChanged: true } }, clientInfo: { name: 'bench', version: '1' } } });
  });
}

const svcMain = await buildCli();
let home = option('--home');
const project = await mkdtemp(join(tmpdir(), 'svc-bench-init-project-'));
if (!home) {
  home = await mkdtemp(join(tmpdir(), 'svc-bench-init-'));
  await mkdir(join(home, '.svc'), { recursive: true });
  const present = DEMO_PROGRAMS.filter((name) => {
    try {
      execFileSync('which', [name], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  process.stderr.write(`scanning the demo set (${present.join(' ')}) into ${home} ...\n`);
  execFileSync(process.execPath, [svcMain, '--log-level', 'error', 'scan', ...present, '--depth', '2'], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home }, stdio: 'ignore' });
}
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn' };
const modules = join(ROOT, 'node_modules', '@modelcontextprotocol');
const servers: Record<string, [string, string[]]> = {
  svc: [process.execPath, [svcMain, 'serve', '--root', project]],
  'server-everything': [process.execPath, [join(modules, 'server-everything', 'dist', 'index.js'), 'stdio']],
  'server-filesystem': [process.execPath, [join(modules, 'server-filesystem', 'dist', 'index.js'), project]],
};
const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
// Warm the file cache and svc's parsed-binding cache.
for (const [command, args] of Object.values(servers)) await timeToToolsList(command, args, env);
for (let i = 0; i < RUNS; i++) {
  for (const [name, [command, args]] of Object.entries(servers)) samples[name]!.push(await timeToToolsList(command, args, env));
}
const figure = (name: string, pick: (s: Sample) => number) => median(samples[name]!.map(pick));
for (const name of Object.keys(servers)) {
  console.log(
    `${name.padEnd(18)} ${String(samples[name]![0]!.tools).padStart(3)} tools  initialize ${ms(figure(name, (s) => s.initialize)).padStart(8)}  ` +
      `first tools/list ${ms(figure(name, (s) => s.toolsList)).padStart(8)}  own CPU ${ms(figure(name, (s) => s.cpu)).padStart(7)}`,
  );
}
const ratio = figure('svc', (s) => s.toolsList) / figure('server-everything', (s) => s.toolsList);
const cpuRatio = figure('svc', (s) => s.cpu) / figure('server-everything', (s) => s.cpu);
console.log(
  `spawn to first tools/list, median of ${RUNS}, interleaved: svc / server-everything = ${ratio.toFixed(2)} (target <= ${TARGET}); ` +
    `own CPU ratio ${cpuRatio.toFixed(2)}; svc / server-filesystem = ${(figure('svc', (s) => s.toolsList) / figure('server-filesystem', (s) => s.toolsList)).toFixed(2)}; ` +
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
if (CHECK && ratio > TARGET) {
  console.error(`start-up ratio ${ratio.toFixed(2)} is over the target of ${TARGET}`);
  process.exitCode = 1;
}
