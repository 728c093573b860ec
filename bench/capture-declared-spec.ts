/**
 * Captures the spec a program declares itself (bench/support/declared-specs.ts) into a JSON file the
 * accuracy bench's "decl" sets read as their truth. It prints counts only, never a name, so that a
 * walk choosing an untuned set can capture a candidate's truth without reading it.
 *
 *   npx tsx bench/capture-declared-spec.ts oclif PKGDIR NAME OUT.json
 *     PKGDIR: the installed npm package; its oclif.manifest.json and those of the plugins its
 *     package.json's `oclif.plugins` names (found in node_modules above PKGDIR), with its
 *     `oclif.topicSeparator`.
 *   npx tsx bench/capture-declared-spec.ts cobra BINARY NAME OUT.json [DEPTH]
 *     asks BINARY's completion engine (`BINARY __complete ...`) down to DEPTH words (2), each run
 *     with a 15 s limit, an empty HOME and working directory, and no input.
 *   npx tsx bench/capture-declared-spec.ts python BINARY NAME OUT.json [DEPTH]
 *     runs `BINARY --help` with bench/support/declared-python on PYTHONPATH: when the program's
 *     argparse or click parser answers --help, its tables (down to DEPTH command words) are written
 *     instead of the help. A script whose `#!` line keeps PYTHONPATH out (`python3 -E`, `-I`) is run
 *     again by its interpreter without those flags.
 *
 * Exit status: 0 when a spec with at least one long option was written, 3 when the program declares
 * none (no manifest, or no completion engine answered), 2 on a usage error.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cobraAnswer, cobraSpec, oclifSpec, specCounts, type OclifManifest } from './support/declared-specs.js';
import type { TruthCommand } from './support/fish-completions.js';

const OUTPUT_CAP = 4 * 1024 * 1024;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The directory of npm package `name` as Node would resolve it from `from`. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

function oclifCapture(pkgDir: string, name: string): TruthCommand | undefined {
  const pkg = readJson(join(pkgDir, 'package.json')) as { oclif?: { topicSeparator?: string; plugins?: string[] } };
  const own = join(pkgDir, 'oclif.manifest.json');
  if (!existsSync(own)) return undefined;
  const manifests = [readJson(own) as OclifManifest];
  for (const plugin of pkg.oclif?.plugins ?? []) {
    const dir = packageDir(plugin, pkgDir);
    const file = dir && join(dir, 'oclif.manifest.json');
    if (file && existsSync(file)) manifests.push(readJson(file) as OclifManifest);
    else console.log(`plugin without a manifest, left out: ${plugin}`);
  }
  return oclifSpec(name, manifests, pkg.oclif?.topicSeparator === ' ' ? ' ' : ':');
}

function run(binary: string, args: string[], home: string, extraEnv: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(binary, args, {
      cwd: home, stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, LANG: 'C.UTF-8', NO_COLOR: '1', ...extraEnv },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { if (out.length < OUTPUT_CAP) out += chunk.toString('utf8'); });
    child.on('error', () => resolve(''));
    child.on('close', () => resolve(out));
  });
}

async function cobraCapture(binary: string, name: string, depth: number): Promise<TruthCommand | undefined> {
  const home = mkdtempSync(join(tmpdir(), 'svc-decl-'));
  try {
    const query = (words: string[]) => run(binary, ['__complete', ...words], home);
    if (cobraAnswer(await query(['--'])).directive === undefined) return undefined;
    return await cobraSpec(name, query, depth);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const PYTHON_HOOK_DIR = join(dirname(fileURLToPath(import.meta.url)), 'support', 'declared-python');

/** The interpreter of a Python script's `#!` line, when the line names python. */
function pythonInterpreter(binary: string): string | undefined {
  let head = '';
  try {
    head = readFileSync(binary).subarray(0, 256).toString('latin1').split('\n')[0] ?? '';
  } catch {
    return undefined;
  }
  const words = head.startsWith('#!') ? head.slice(2).trim().split(/\s+/) : [];
  const named = words[0] === '/usr/bin/env' ? words.find((w, i) => i > 0 && !w.startsWith('-')) : words[0];
  return named && /(^|\/)python[0-9.]*$/.test(named) ? named : undefined;
}

async function pythonCapture(binary: string, name: string, depth: number): Promise<TruthCommand | undefined> {
  const home = mkdtempSync(join(tmpdir(), 'svc-decl-'));
  try {
    const out = join(home, 'spec.json');
    const env = { PYTHONPATH: PYTHON_HOOK_DIR, PYTHONDONTWRITEBYTECODE: '1', SVC_DECL_OUT: out, SVC_DECL_NAME: name, SVC_DECL_DEPTH: String(depth) };
    await run(binary, ['--help'], home, env);
    const interpreter = pythonInterpreter(binary);
    if (!existsSync(out) && interpreter) await run(interpreter, [binary, '--help'], home, env);
    return existsSync(out) ? (readJson(out) as TruthCommand) : undefined;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const CAPTURES = {
  oclif: async (source: string, name: string) => oclifCapture(source, name),
  cobra: cobraCapture,
  python: pythonCapture,
} satisfies Record<string, (source: string, name: string, depth: number) => Promise<TruthCommand | undefined>>;

async function main(): Promise<void> {
  const [kind, source, name, out, depthArg] = process.argv.slice(2);
  if (!kind || !source || !name || !out || !(kind in CAPTURES)) {
    console.error('usage: capture-declared-spec.ts oclif PKGDIR NAME OUT.json | cobra|python BINARY NAME OUT.json [DEPTH]');
    process.exit(2);
  }
  const depth = Number(depthArg ?? 2);
  const spec = await CAPTURES[kind as keyof typeof CAPTURES](source, name, depth);
  const counts = spec ? specCounts(spec, depth) : { longs: 0, subcommands: 0 };
  console.log(`${name}: ${counts.longs} long options, ${counts.subcommands} subcommands (depth ${depth})`);
  if (!spec || counts.longs === 0) {
    process.exitCode = 3;
    return;
  }
  const partial = `${out}.partial`;
  writeFileSync(partial, `${JSON.stringify(spec, null, 1)}\n`);
  renameSync(partial, out);
}

await main();
