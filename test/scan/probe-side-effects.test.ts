/**
 * Issue 21: a scan's probes must not touch the user's files. A real program (the fixture
 * svc-probe-writer, a shell script) writes under HOME, in its working directory and at an absolute
 * path on `--help`; after a real scan none of those files exists, the scratch directories are gone,
 * and the help was still read. With bubblewrap, the probe also sees no network but loopback.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { openProbeConfinement } from '../../src/scan/probe-confinement.js';
import { probeSandbox } from '../../src/sandbox/index.js';
import { repoRoot, which } from './helpers.js';

const fixture = join(repoRoot, 'test', 'fixtures', 'probe-writer');
const sandbox = await probeSandbox();
if (!sandbox.ok) console.warn(`probe-side-effects: the sandboxed case is skipped: ${sandbox.reason}`);
const needed = ['sh', 'rev', 'tail', 'cut', 'sort', 'tr'].filter((name) => !which(name));
if (needed.length > 0) console.warn(`probe-side-effects: skipping, not installed: ${needed.join(', ')}`);

let userHome: string;
let program: string;
let elsewhere: string;

beforeEach(async () => {
  userHome = await mkdtemp(join(tmpdir(), 'svc-user-home-'));
  elsewhere = await mkdtemp(join(tmpdir(), 'svc-elsewhere-'));
  program = await mkdtemp(join(tmpdir(), 'svc-probe-writer-'));
  await cp(fixture, program, { recursive: true });
  await writeFile(join(program, 'target'), join(elsewhere, 'absolute-marker'));
});

afterEach(async () => {
  await Promise.all([userHome, elsewhere, program].map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scanWriter(sandboxProbes: boolean) {
  const env = { PATH: `${join(program, 'bin')}${delimiter}${process.env.PATH ?? ''}`, HOME: userHome };
  return scanTool('svc-probe-writer', { env, depth: 1, manPages: false, completions: false, sandboxProbes });
}

/** What the help said: its description, with the HOME the program saw (printed reversed). */
function seen(description: string): { home: string; interfaces: string } {
  const home = /Home seen: (\S+)\./.exec(description)?.[1] ?? '';
  return { home: [...home].reverse().join(''), interfaces: /Interfaces: ([^.]*)\./.exec(description)?.[1] ?? '' };
}

function expectNothingWritten(): void {
  expect(existsSync(join(userHome, 'marker'))).toBe(false);
  expect(existsSync(join(userHome, '.config'))).toBe(false);
  expect(existsSync(join(process.cwd(), 'cwd-marker'))).toBe(false);
}

describe.skipIf(needed.length > 0)('help probes run away from the user\'s files', () => {
  it.skipIf(!sandbox.ok)('in the bubblewrap sandbox: nothing is written, HOME keeps its path, no network but loopback, the help is read', async () => {
    const result = await scanWriter(true);
    expectNothingWritten();
    expect(existsSync(join(elsewhere, 'absolute-marker'))).toBe(false);
    expect(result.bindings.map((b) => b.module_id)).toEqual(['cli.svc-probe-writer']);
    const binding = result.bindings[0]!;
    expect(Object.keys(binding.input_schema.properties ?? {}).sort()).toEqual(['alpha', 'beta']);
    // HOME is an empty tmpfs at the user's HOME path: the help names the paths it would name unconfined.
    expect(binding.description).toContain(`Reads ${userHome}/.config/svc-probe-writer.yml.`);
    // The sandbox's XDG_CACHE_HOME (/tmp/.cache) is shown as the user's cache directory.
    expect(binding.description).toContain(`Caches in ${userHome}/.cache/svc-probe-writer.`);
    expect(seen(binding.description)).toEqual({ home: userHome, interfaces: 'lo' });
  });

  it('without the sandbox: a scratch HOME, removed after; its paths in the help are shown as the user\'s HOME', async () => {
    const result = await scanWriter(false);
    expectNothingWritten();
    // The known limit of the fallback: a write to an absolute path the program names itself is not stopped.
    expect(existsSync(join(elsewhere, 'absolute-marker'))).toBe(true);
    const binding = result.bindings[0]!;
    expect(Object.keys(binding.input_schema.properties ?? {}).sort()).toEqual(['alpha', 'beta']);
    expect(binding.description).toContain(`Reads ${userHome}/.config/svc-probe-writer.yml.`);
    expect(binding.description).toContain(`Caches in ${userHome}/.cache/svc-probe-writer.`);
    const { home } = seen(binding.description);
    expect(home).toMatch(new RegExp(`^${tmpdir()}/svc-scan-[^/]+/home$`));
    // The program did write its marker there, and the scan removed the whole scratch directory.
    expect(existsSync(home)).toBe(false);
    expect(existsSync(join(home, '..'))).toBe(false);
  });

  it('falls back to the scratch environment with the reason when bubblewrap is missing', async () => {
    const confinement = await openProbeConfinement(join(program, 'bin', 'svc-probe-writer'), { env: { HOME: userHome, PATH: '/usr/bin:/bin' }, searchPath: elsewhere });
    try {
      expect(confinement.mechanism).toBe('scratch');
      expect(confinement.reason).toBe('bubblewrap (bwrap) is not installed or not on PATH (Install bubblewrap: apt-get install bubblewrap (Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap).)');
      expect(confinement.env.HOME).toBe(join(confinement.cwd, '..', 'home'));
      expect(confinement.env.TMPDIR).toBe(join(confinement.cwd, '..', 'tmp'));
      expect(confinement.env.XDG_CONFIG_HOME).toBe(join(confinement.cwd, '..', 'home', '.config'));
      expect(confinement.command(['--help'], {})).toBeUndefined();
    } finally {
      await confinement.close();
    }
    expect(existsSync(confinement.cwd)).toBe(false);
  });
});
