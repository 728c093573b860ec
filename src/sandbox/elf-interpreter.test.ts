/**
 * A program whose ELF loader lies outside the sandbox's system view (Debian's podman-toolbox names
 * one under /run/host) starts in the sandbox; a program that names a secret as its loader gets no
 * secret shown. The programs are copies of /usr/bin/echo with their PT_INTERP rewritten, run
 * through real bubblewrap; skipped, with the reason printed, where bwrap is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBubblewrap } from './bubblewrap.js';
import { elfInterpreter, isElfFile } from './elf-interpreter.js';
import { gatherHostFacts } from './host-facts.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';
import { feedPipes, stdioWithPipes } from '../shared/extra-pipes.js';

const BWRAP = '/usr/bin/bwrap';
const ECHO = '/usr/bin/echo';
const SYSTEM_LOADER = elfInterpreter(ECHO);
const haveBwrap = existsSync(BWRAP);
if (!haveBwrap) console.log(`skipping the ELF loader sandbox tests: ${BWRAP} is not installed (apt-get install bubblewrap)`);

let base: string;

/** A copy of echo in its own directory whose PT_INTERP names `loader` (which must fit the original's segment). */
function echoWithLoader(loader: string): string {
  const original = readFileSync(ECHO);
  const at = original.indexOf(Buffer.from(`${SYSTEM_LOADER}\0`, 'latin1'));
  if (at < 0 || loader.length > SYSTEM_LOADER!.length) throw new Error(`cannot rewrite ${ECHO}'s loader to ${loader}`);
  const patched = Buffer.from(original);
  patched.fill(0, at, at + SYSTEM_LOADER!.length + 1);
  patched.write(loader, at, 'latin1');
  const dir = mkdtempSync(join(base, 'p'));
  const program = join(dir, 'echo');
  writeFileSync(program, patched);
  chmodSync(program, 0o755);
  return program;
}

async function runConfined(program: string, home: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const policy: SandboxPolicy = {
    argv0: program, argv: ['started'], cwd: home, readableRoots: [], writableRoots: [home], network: false,
    homeDir: home, visibleHomeFiles: [], extraReadable: [], extraWritable: [], hiddenPaths: [], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin' },
  };
  const { file, args, inputs } = compileBubblewrap(policy, gatherHostFacts(policy), BWRAP);
  const child = spawn(file, args, { stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], [], inputs) });
  feedPipes(child, inputs);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

beforeAll(() => {
  // Short paths: the new loader path has to fit where `/lib64/ld-linux-x86-64.so.2` was.
  base = realpathSync(mkdtempSync('/tmp/svl'));
  chmodSync(base, 0o755);
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

describe('elfInterpreter', () => {
  it('reads the loader of a dynamic program, and none of a script, a loader itself or a missing file', () => {
    expect(SYSTEM_LOADER).toMatch(/^\/lib(64)?\/ld-linux[\w.-]*\.so\.\d$/);
    const script = join(base, 'script.sh');
    writeFileSync(script, '#!/bin/sh\necho hi\n');
    expect(elfInterpreter(script)).toBeUndefined();
    expect(elfInterpreter(realpathSync(SYSTEM_LOADER!))).toBeUndefined();
    expect(elfInterpreter(join(base, 'missing'))).toBeUndefined();
    expect(isElfFile(realpathSync(SYSTEM_LOADER!))).toBe(true);
    expect(isElfFile(script)).toBe(false);
  });

  it('reads a rewritten loader path', () => {
    const loaderDir = mkdtempSync(join(base, 'l'));
    const program = echoWithLoader(join(loaderDir, 'ld'));
    expect(elfInterpreter(program)).toBe(join(loaderDir, 'ld'));
  });
});

describe.skipIf(!haveBwrap)('a program whose loader lies outside the system view, in real bubblewrap', () => {
  it('starts: its loader is shown read-only, and it prints what it prints directly', async () => {
    const loaderDir = mkdtempSync(join(base, 'l'));
    copyFileSync(realpathSync(SYSTEM_LOADER!), join(loaderDir, 'ld'));
    chmodSync(join(loaderDir, 'ld'), 0o755);
    const program = echoWithLoader(join(loaderDir, 'ld'));
    const home = mkdtempSync(join(base, 'h'));
    // The control: run directly, the rewritten program works.
    expect(spawnSync(program, ['started'], { encoding: 'utf8' }).stdout).toBe('started\n');
    const ran = await runConfined(program, home);
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toBe('started\n');
    expect(ran.code).toBe(0);
  });

  it('naming a secret text file as its loader shows no secret: the program cannot start, and nothing is printed of it', async () => {
    const secretDir = mkdtempSync(join(base, 's'));
    mkdirSync(secretDir, { recursive: true });
    const secret = join(secretDir, 'key');
    writeFileSync(secret, 'SECRET-LOADER-KEY\n');
    const program = echoWithLoader(secret);
    const home = mkdtempSync(join(base, 'h'));
    const facts = gatherHostFacts({
      argv0: program, argv: [], cwd: home, readableRoots: [], writableRoots: [home], network: false,
      homeDir: home, visibleHomeFiles: [], extraReadable: [], extraWritable: [], hiddenPaths: [], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin' },
    });
    expect(facts.programFiles).not.toContain(secret);
    const ran = await runConfined(program, home);
    // The kernel finds no loader where the program names it: exec fails (prlimit reports it).
    expect(ran.code).not.toBe(0);
    expect(ran.stderr).toMatch(/No such file or directory/);
    expect(ran.stdout).toBe('');
    expect(`${ran.stdout}${ran.stderr}`).not.toContain('SECRET-LOADER-KEY');
  });
});
