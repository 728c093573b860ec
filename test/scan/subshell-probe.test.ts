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
import { scanTool } from '../../src/scan/scanner.js';
import { fixturePrograms } from './helpers.js';

describe('a command that starts a sub-shell when asked for help (perlbrew off)', () => {
  it('is bound without options: nothing of the sandbox launcher is read as its help', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'svc-scan-subshell-'));
    try {
      const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
      const { bindings } = await scanTool('svc-fixture-subshell', { env, depth: 1, manPages: false, completions: false, cacheDir });
      const flags = (path: string) => Object.values(bindings.find((b) => b.target.command_path.join(' ') === path)!.input_schema.properties)
        .filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);
      expect(bindings.map((b) => b.target.command_path.join(' ')).sort()).toEqual(['', 'off', 'on']);
      expect(flags('on')).toEqual(['--verbose']);
      expect(flags('off')).toEqual([]);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a command that answers --help by running, with a clean exit (perlbrew exec)', () => {
  it("is read from the parent's `help COMMAND`", async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'svc-scan-helpword-'));
    try {
      const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
      const { bindings } = await scanTool('svc-fixture-helpword', { env, depth: 1, manPages: false, completions: false, cacheDir });
      const binding = (path: string) => bindings.find((b) => b.target.command_path.join(' ') === path)!;
      const flags = (path: string) => Object.values(binding(path).input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);
      expect(flags('exec')).toEqual(['--with', '--halt-on-error']);
      expect(binding('exec').metadata.help_probe).toEqual(['help', 'exec']);
      // `list --help` is its help: asked no further.
      expect(flags('list')).toEqual(['--verbose']);
      expect(binding('list').metadata.help_probe).toEqual(['list', '--help']);
      // "accepts the same set of options as the command "install"": install's, its own first.
      expect(flags('install')).toEqual(['--force', '--notest', '-j']);
      expect(flags('install-multiple')).toEqual(['--both', '--force', '--notest', '-j']);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});
