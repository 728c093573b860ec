/**
 * Scan performance (issue 3 "Performance"):
 *  1. `svc scan git --depth 2 --no-cache` wall time against the floor: the very same help probes
 *     (and the version probe) run directly, with the same parallelism, in the same run. Target <= 1.3.
 *  2. A cached rescan (`svc scan git --depth 2`) as a fraction of the cold scan. Target < 5%.
 *  3. Issue 21: the same scan, command confirmation included, against the help probes alone run
 *     directly: the probes that read a command's help, without the confirmation probes whose
 *     answer no command's help reused (rejected candidates, the made-up word). Target <= 1.3: the
 *     confirmation must not make a scan slower than 1.3 times its help probes.
 * Both sides are timed as whole processes, so svc's start-up counts against it; svc runs from a
 * production build (tsup), as an installed svc does.
 * Since issue 21's probe confinement every probe of a scan runs in a scratch HOME and, where
 * bubblewrap works, in its sandbox (src/scan/probe-confinement.ts). The help probes are therefore
 * run directly twice: as before (unconfined), and confined the way svc runs them; both ratios are
 * printed, the confined one is the target (it isolates what confirmation costs), the unconfined one
 * says what the sandbox adds. Beside wall time, each side's CPU time (its processes and all their
 * children, from /proc/self/stat cutime+cstime) is printed for the unconfined sides only: a
 * program bubblewrap runs in its PID namespace is not counted in the caller's cutime, so the CPU
 * of a confined side (and of svc's scan, whose probes are confined) is not measured and shown as
 * `-`. On a shared, loaded machine wall time swings by half from run to run. Runs are interleaved. Several programs can be measured in one run
 * (`--tool git,tmuxinator`); each gets its own lines, and --check holds every one to the targets.
 *
 * Run: npx tsx bench/scan-perf.ts [--runs N] [--tool git[,other...]] [--check]
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCollaborators } from '../src/scan/collaborators.js';
import { MADE_UP_COMMAND } from '../src/scan/confirm-commands.js';
import { createLimiter, defaultConcurrency } from '../src/scan/pool.js';
import { resolveProgram } from '../src/scan/resolve-program.js';
import { runHelp } from '../src/scan/run-help.js';
import { openProbeConfinement } from '../src/scan/probe-confinement.js';
import { scanTool } from '../src/scan/scanner.js';
import { buildCli } from './support/build-cli.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const runs = Number(option('--runs', '5'));
const tools = option('--tool', 'git').split(',');
const depth = option('--depth', '2');
const check = args.includes('--check');
const root = fileURLToPath(new URL('..', import.meta.url));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Clock ticks per second of /proc's times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU milliseconds used so far by this process's waited-for children and theirs (cutime + cstime). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5) (cutime, cstime) are the 14th and 15th after the command name.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
}

/** Wall and CPU milliseconds of one measured run. */
interface Timing { wall: number; cpu: number }

async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const cpu = childrenCpuMs();
  const own = process.cpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(own);
  return { wall, cpu: childrenCpuMs() - cpu + (used.user + used.system) / 1000 };
}

function timeProcess(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { env, stdio: ['ignore', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${argv.join(' ')} exited with ${code}`))));
  });
}

/** The production build, built once for all programs measured. */
let cliEntry: Promise<string> | undefined;

/** The command words a probe asks about: `help a b` and `a b --help` both ask about `a b`. */
function probedPath(probe: string[]): string {
  const words = probe[0] === 'help' && probe.length > 1 ? probe.slice(1) : probe.filter((word) => !word.startsWith('-'));
  return words.join(' ');
}

/**
 * The probes of a scan that read some command's help: every probe except confirmation's that no
 * command reused — a probe of the made-up word, or of a path that is neither bound nor probed by
 * the same scan run without confirmation (a rejected candidate).
 */
function helpProbesOf(all: string[][], withoutConfirmation: string[][], boundPaths: Set<string>): string[][] {
  const plain = new Set(withoutConfirmation.map(probedPath));
  return all.filter((probe) => !probe.includes(MADE_UP_COMMAND) && (boundPaths.has(probedPath(probe)) || plain.has(probedPath(probe))));
}

/** Measures one program; true when its targets hold. */
async function measure(tool: string): Promise<boolean> {
  const binary = await resolveProgram(tool);
  if (!binary) {
    console.log(`scan-perf: ${tool} is not installed; nothing to measure.`);
    return true;
  }
  const concurrency = defaultConcurrency(availableParallelism());
  // The probes svc runs for this program, taken from one in-process scan, and those of a scan
  // without command confirmation (no candidates), to tell confirmation's own probes apart.
  const reference = await scanTool(tool, { depth: Number(depth) });
  const unconfirmed = await scanTool(tool, { depth: Number(depth), collaborators: { ...defaultCollaborators(), commandCandidates: undefined } });
  const probes = [['--version'], ...reference.probes];
  const boundPaths = new Set(reference.bindings.map((b) => b.target.command_path.join(' ')));
  const helpProbes = [['--version'], ...helpProbesOf(reference.probes, unconfirmed.probes, boundPaths)];
  console.log(
    `scan-perf: ${tool} depth ${depth}: ${reference.bindings.length} bindings (${unconfirmed.bindings.length} without confirmation), ` +
    `${probes.length} probes of which ${probes.length - helpProbes.length} only confirm or reject a candidate, pool of ${concurrency}, ${runs} runs each`,
  );

  const home = await mkdtemp(join(tmpdir(), 'svc-bench-home-'));
  const env = { ...process.env, HOME: home, SVC_LOG_LEVEL: 'error' };
  /** The probes run directly through one pool; `confined`: in a probe confinement of their own, as svc runs them. */
  const floorRun = (list: string[][], confined: boolean): Promise<Timing> => timed(async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'svc-bench-floor-'));
    const confinement = confined ? await openProbeConfinement(binary, { env }) : undefined;
    const limit = createLimiter(concurrency);
    try {
      await Promise.all(list.map((probe) => limit(() => runHelp(binary, probe, { cwd, baseEnv: env, ...(confinement ? { confinement } : {}) }))));
    } finally {
      await confinement?.close();
      await rm(cwd, { recursive: true, force: true });
    }
  });

  const svc = [process.execPath, await (cliEntry ??= buildCli()), 'scan', tool, '--depth', depth, '--format', 'json'];
  const sides = { floor: [] as Timing[], helpFloor: [] as Timing[], confinedHelpFloor: [] as Timing[], cold: [] as Timing[], cached: [] as Timing[] };
  try {
    for (let i = 0; i < runs; i++) {
      sides.floor.push(await floorRun(probes, false));
      sides.helpFloor.push(await floorRun(helpProbes, false));
      sides.confinedHelpFloor.push(await floorRun(helpProbes, true));
      sides.cold.push(await timed(() => timeProcess([...svc, '--no-cache'], env)));
      sides.cached.push(await timed(() => timeProcess(svc, env)));
    }
  } finally {
    await rm(home, { recursive: true, force: true });
  }
  // The same cached rescan through the API, without a process start-up (tsx + module loading).
  const cacheDir = await mkdtemp(join(tmpdir(), 'svc-bench-cache-'));
  const apiCached: number[] = [];
  try {
    await scanTool(tool, { depth: Number(depth), cacheDir, noCache: true });
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const result = await scanTool(tool, { depth: Number(depth), cacheDir });
      apiCached.push(performance.now() - started);
      if (!result.fromCache) throw new Error('expected a cache hit');
    }
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
  const wall = (side: Timing[]) => median(side.map((t) => t.wall));
  const cpu = (side: Timing[]) => median(side.map((t) => t.cpu));
  const line = (label: string, side: Timing[], cpuCounted: boolean) => console.log(
    `${label.padEnd(40)} wall median ${wall(side).toFixed(0).padStart(6)} ms [${side.map((t) => t.wall.toFixed(0)).join(', ')}]` +
    (cpuCounted ? `  cpu median ${cpu(side).toFixed(0).padStart(6)} ms [${side.map((t) => t.cpu.toFixed(0)).join(', ')}]` : '  cpu -'),
  );
  line('floor (same probes, direct)', sides.floor, true);
  line('help probes alone, direct', sides.helpFloor, true);
  line('help probes alone, direct, confined', sides.confinedHelpFloor, false);
  line('svc scan --no-cache', sides.cold, false);
  line('svc scan (cached)', sides.cached, false);
  const apiCachedFraction = median(apiCached) / wall(sides.cold);
  const ratio = wall(sides.cold) / wall(sides.floor);
  const cachedFraction = wall(sides.cached) / wall(sides.cold);
  const confirmationRatio = wall(sides.cold) / wall(sides.confinedHelpFloor);
  const verdict = (value: number) => (value <= 1.3 ? 'met' : 'MISSED');
  console.log(`ratio cold/floor  ${ratio.toFixed(2)}  (target <= 1.30; the floor unconfined)  ${verdict(ratio)}`);
  console.log(`cached/cold       ${(cachedFraction * 100).toFixed(1)}%  (target < 5%)  ${cachedFraction < 0.05 ? 'met' : 'MISSED'}`);
  console.log(`cached/cold via the scanner API (no process start-up)  ${(apiCachedFraction * 100).toFixed(1)}%  median ${median(apiCached).toFixed(0)} ms  ${apiCachedFraction < 0.05 ? 'met' : 'MISSED'}`);
  console.log(`ratio cold (with confirmation)/help probes confined  ${confirmationRatio.toFixed(2)}  (target <= 1.30)  ${verdict(confirmationRatio)}`);
  console.log(`ratio cold (with confirmation)/help probes unconfined  ${(wall(sides.cold) / wall(sides.helpFloor)).toFixed(2)}  (the confinement's own cost included)`);
  console.log(`confinement's cost: help probes confined/unconfined  wall ${(wall(sides.confinedHelpFloor) / wall(sides.helpFloor)).toFixed(2)}`);
  return ratio <= 1.3 && cachedFraction < 0.05 && confirmationRatio <= 1.3;
}

async function main(): Promise<void> {
  const results: boolean[] = [];
  for (const tool of tools) results.push(await measure(tool));
  if (check && results.some((ok) => !ok)) process.exitCode = 1;
}

await main();
