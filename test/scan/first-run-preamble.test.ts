/**
 * Issue 21: probes run with an empty HOME, so a program that greets its first run or reports
 * starting its daemon (pm2 6) prints that before every version and help. The fixture
 * svc-probe-greeter does so (its `stop` prints the banner without the daemon's lines, as pm2's
 * `startup` does); scanned confined, its bindings and version are exactly those of the
 * same program told to stay quiet (what a user who has run it before sees), in both modes.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';
import { probeSandbox } from '../../src/sandbox/index.js';
import { repoRoot, which } from './helpers.js';

const fixture = join(repoRoot, 'test', 'fixtures', 'probe-greeter');
const sandbox = await probeSandbox();
if (!sandbox.ok) console.warn(`first-run-preamble: the sandboxed case is skipped: ${sandbox.reason}`);
const needed = ['sh', 'mkdir', 'touch', 'cat', 'dirname'].filter((name) => !which(name));
if (needed.length > 0) console.warn(`first-run-preamble: skipping, not installed: ${needed.join(', ')}`);

let userHome: string;
let greeter: string;
let quiet: string;

beforeEach(async () => {
  userHome = await mkdtemp(join(tmpdir(), 'svc-user-home-'));
  greeter = await mkdtemp(join(tmpdir(), 'svc-greeter-'));
  quiet = await mkdtemp(join(tmpdir(), 'svc-greeter-quiet-'));
  await cp(fixture, greeter, { recursive: true });
  await cp(fixture, quiet, { recursive: true });
  await writeFile(join(quiet, 'quiet'), '');
});

afterEach(async () => {
  await Promise.all([userHome, greeter, quiet].map((dir) => rm(dir, { recursive: true, force: true })));
});

function scan(dir: string, sandboxProbes: boolean) {
  const env = { PATH: `${join(dir, 'bin')}${delimiter}${process.env.PATH ?? ''}`, HOME: userHome };
  return scanTool('svc-probe-greeter', { env, depth: 2, manPages: false, completions: false, sandboxProbes });
}

describe.skipIf(needed.length > 0)('a first-run banner and daemon messages before every answer', () => {
  for (const sandboxed of [true, false]) {
    it.skipIf(sandboxed && !sandbox.ok)(`change nothing (${sandboxed ? 'bubblewrap' : 'scratch HOME only'})`, async () => {
      const expected = await scan(quiet, sandboxed);
      expect(expected.version).toBe('2.4.1');
      expect(expected.bindings.map((b) => b.module_id)).toEqual(['cli.svc-probe-greeter', 'cli.svc-probe-greeter.start', 'cli.svc-probe-greeter.stop']);
      expect(Object.keys(expected.bindings[0]!.input_schema.properties ?? {}).sort()).toEqual(['name', 'silent', 'version']);
      expect(expected.bindings[2]!.description).toBe('stop the daemon');
      expect(Object.keys(expected.bindings[2]!.input_schema.properties ?? {}).sort()).toEqual(['force', 'id', 'name', 'silent']);
      const greeted = await scan(greeter, sandboxed);
      expect(greeted.version).toBe('2.4.1');
      // The same bindings, but for where each copy of the program lies.
      expect(JSON.stringify(greeted.bindings).split(greeter).join(quiet)).toBe(JSON.stringify(expected.bindings));
      expect(greeted.warnings).toEqual(expected.warnings);
    });
  }
});
