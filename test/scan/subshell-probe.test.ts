/**
 * Commands that do their work when asked for help, shaped like perlbrew's (the zshup1 set measured
 * it once; its programs are never fixtures, so these are made-up programs of the same shape):
 *  - `off` starts a sub-shell: the probe's SHELL is a plain /bin/sh that ends at once, so the
 *    sandbox's own launcher, the sub-shell's parent, is never run as the shell and its usage never
 *    read as the command's help;
 *  - `exec --help` runs nothing and says so, exit 0: the parent's `help exec` is asked;
 *  - `install-multiple` "accepts the same set of options as the command "install"": it gets them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/bindings/types.js';
import { scanTool } from '../../src/scan/scanner.js';
import { fixturePrograms } from './helpers.js';

/** The bindings of a fixture program scanned at depth 1, by command path, in a cache of their own. */
async function scanFixture(program: string): Promise<Map<string, Binding>> {
  const cacheDir = await mkdtemp(join(tmpdir(), `svc-scan-${program}-`));
  try {
    const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const { bindings } = await scanTool(program, { env, depth: 1, manPages: false, completions: false, cacheDir });
    return new Map(bindings.map((b) => [b.target.command_path.join(' '), b]));
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}

const flagsOf = (binding: Binding | undefined) => Object.values(binding!.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);

describe('a command that starts a sub-shell when asked for help (perlbrew off)', () => {
  it('is bound without options: nothing of the sandbox launcher is read as its help', async () => {
    const bound = await scanFixture('svc-fixture-subshell');
    expect([...bound.keys()].sort()).toEqual(['', 'off', 'on']);
    expect(flagsOf(bound.get('on'))).toEqual(['--verbose']);
    expect(flagsOf(bound.get('off'))).toEqual([]);
  }, 60_000);
});

describe('a command that answers --help by running, with a clean exit (perlbrew exec)', () => {
  it("is read from the parent's `help COMMAND`", async () => {
    const bound = await scanFixture('svc-fixture-helpword');
    expect(flagsOf(bound.get('exec'))).toEqual(['--with', '--halt-on-error']);
    expect(bound.get('exec')!.metadata.help_probe).toEqual(['help', 'exec']);
    // `list --help` is its help: asked no further.
    expect(flagsOf(bound.get('list'))).toEqual(['--verbose']);
    expect(bound.get('list')!.metadata.help_probe).toEqual(['list', '--help']);
    // "accepts the same set of options as the command "install"": install's, its own first.
    expect(flagsOf(bound.get('install'))).toEqual(['--force', '--notest', '-j']);
    expect(flagsOf(bound.get('install-multiple'))).toEqual(['--both', '--force', '--notest', '-j']);
  }, 60_000);
});
