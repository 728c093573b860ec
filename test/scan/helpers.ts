/** Shared helpers of the scan integration tests: run the real `svc` command with a temporary HOME. */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import YAML from 'yaml';
import type { Binding } from '../../src/bindings/types.js';
import { SVC_BIN } from '../support/paths.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturePrograms = join(repoRoot, 'test', 'fixtures', 'programs');

/** Absolute path of an installed program, or undefined (the test using it is skipped with a reason). */
export function which(name: string): string | undefined {
  try {
    return execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Says why a test is skipped when a program it needs is missing, and returns whether it is. */
export function missing(...names: string[]): boolean {
  const absent = names.filter((name) => !which(name));
  if (absent.length > 0) console.warn(`skipping: ${absent.join(', ')} not installed`);
  return absent.length > 0;
}

export async function tempHome(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'svc-home-'));
}

export interface SvcRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `svc ...args` (test/support/paths.ts `SVC_BIN`) with HOME set to `home` and the fixture
 * programs on PATH, ended after `timeoutMs` (a cold scan of git and gh takes about 80 s alone).
 */
export async function svc(args: string[], home: string, env: Record<string, string> = {}, timeoutMs = 120_000): Promise<SvcRun> {
  const result = await execa(process.execPath, [SVC_BIN, ...args], {
    cwd: repoRoot,
    env: { HOME: home, PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, SVC_LOG_LEVEL: 'warn', ...env },
    extendEnv: false,
    reject: false,
    timeout: timeoutMs,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** Reads every binding file of a directory: file name → text. */
export async function bindingTexts(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.binding.yaml')).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as [string, string])));
}

export async function readBindingFile(dir: string, moduleId: string): Promise<Binding> {
  return YAML.parse(await readFile(join(dir, `${moduleId}.binding.yaml`), 'utf8')) as Binding;
}

/** The literal flag tokens of a binding. */
export function flagTokens(binding: Binding): string[] {
  return Object.values(binding.input_schema.properties).map((p) => p['x-cli-flag']).filter((t): t is string => typeof t === 'string');
}
