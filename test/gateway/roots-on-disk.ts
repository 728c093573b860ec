/**
 * What the `caller_roots` tests check outside svc's reply (test/gateway/caller-roots.test.ts,
 * test/gateway/load-balanced.test.ts): a directory's files with their text and modification
 * times, compared before and after a caller was refused there; and the exact guidance svc gives
 * for a working directory or path argument outside the caller's roots (src/exec/workspace.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Why the sandboxed roots tests cannot run here (bubblewrap or a program they call is missing), or undefined. */
export function sandboxedRootsMissing(programs: readonly string[] = ['bwrap', 'touch', 'grep']): string | undefined {
  const missing = programs.filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
  return missing.length > 0 ? `not installed: ${missing.join(', ')} (bubblewrap is in .ci/apt-packages.txt)` : undefined;
}

/** What a directory holds, with each file's text (or `dir`) and modification time: compared before and after. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) {
    const facts = await stat(join(dir, name));
    out[name] = facts.isDirectory() ? `dir@${facts.mtimeMs}` : `${await readFile(join(dir, name), 'utf8')}@${facts.mtimeMs}`;
  }
  return out;
}

/** svc's guidance for a `working_directory` outside the caller's roots (one root: `roots`). */
export const outsideGuidance = (wanted: string, roots: string) =>
  `The working_directory ${wanted} is outside the directories this session may work in, so nothing was run. Usable roots: ${roots}. Retry with a working_directory inside one of them (absolute, or relative to ${roots}).`;

/** svc's guidance for a path argument outside the caller's one root `root`. */
export const pathGuidance = (parameter: string, path: string, root: string) =>
  `The parameter "${parameter}" names ${path}, outside the directories this session may work in, so nothing was run. Usable roots: ${root}. Relative paths are taken from the working directory ${root}. Retry with a path inside one of the roots.`;
