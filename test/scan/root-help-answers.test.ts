/**
 * Programs that answer a command's `--help` with their root help, read as people type them. Each
 * is a real program (a shell script run directly) shaped like one the bashv1 set measured:
 *  - cupt: each action's options are in its entry of the manual page, not in any help;
 *  - s4cmd: the help names no command, the completion script names several;
 *  - bpftool: `OBJECT { COMMAND | help }`, each object's own help behind the word `help`.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Binding } from '../../src/bindings/types.js';
import { renderArgv } from '../../src/exec/render-argv.js';
import { scanTool } from '../../src/scan/scanner.js';
import { fixturePrograms } from './helpers.js';

const flagsOf = (bindings: readonly Binding[], path: string) => Object.values(bindings.find((b) => b.target.command_path.join(' ') === path)!.input_schema.properties)
  .filter((p) => p['x-cli-kind'] === 'flag').map((p) => p['x-cli-flag']);

describe('a program whose manual page lists each action\'s options in its entry (cupt)', () => {
  const env = { PATH: `${fixturePrograms}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir(), MANPATH: join(fixturePrograms, '..', 'manpath') };

  it('gives each action its own entry\'s options and the page\'s others, never another action\'s', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'svc-scan-actions-'));
    try {
      const { bindings } = await scanTool('svc-fixture-actions', { env, depth: 1, manPages: true, completions: false, cacheDir });
      const common = ['--download-only', '--simulate', '--quiet'];
      // --download-only is listed in source's entry and again for every management action.
      expect(flagsOf(bindings, '')).toEqual(common);
      expect(flagsOf(bindings, 'show')).toEqual(['--all-versions', '--with-release-info', ...common]);
      // "The same as show, only for source packages."
      expect(flagsOf(bindings, 'showsrc')).toEqual(['--all-versions', '--with-release-info', ...common]);
      // Only an example in its entry passes it: `"svc-fixture-actions showauto --invert": prints ...`.
      expect(flagsOf(bindings, 'showauto')).toEqual(['--invert', ...common]);
      expect(flagsOf(bindings, 'source')).toEqual(['--tar-only', '--download-only', '--simulate', '--quiet']);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// s4cmd: optparse, one option list, the command the first operand; `s4cmd ls --help` prints the
// root help. Here every run that is not a help prints its arguments.
const s3Help = `Usage: s3-tool [options]

Options:
  -h, --help            show this help message and exit
  -r, --recursive       recursively checking subdirectories
  -n, --dry-run         trial run without actual download or upload
  --endpoint-url=ENDPOINT_URL
                        configure the client to use a different endpoint
`;
const s3Completion = `_s3_tool() {
  local cur prev words cword
  _init_completion || return
  if [[ $cword -eq 1 ]]; then
    COMPREPLY=( $(compgen -W 'ls put get' -- "$cur") )
  fi
}
complete -F _s3_tool s3-tool
`;

// bpftool: the root help for every `OBJECT --help`; `OBJECT help` is the object's own (here only
// prog's: map answers `map help` with the root help too).
const objRootHelp = `Usage: obj-tool [OPTIONS] OBJECT { COMMAND | help }
       obj-tool version

       OBJECT := { prog | map }
       OPTIONS := { {-j|--json} [{-p|--pretty}] | {-d|--debug} }
`;
const objProgHelp = `Usage: obj-tool prog { show | list } [id PROG_ID]
       obj-tool prog help

       OPTIONS := { {-j|--json} [{-p|--pretty}] | {-d|--debug} | {-f|--bpffs} }
`;

describe('programs that answer each command\'s --help with their root help', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-root-help-'));
    const bin = join(dir, 'bin');
    const completions = join(dir, 'share', 'bash-completion', 'completions');
    await mkdir(bin);
    await mkdir(completions, { recursive: true });
    await writeFile(join(bin, 's3-tool'), `#!/bin/sh
for arg in "$@"; do case "$arg" in -h|--help) printf '%s' '${s3Help}'; exit 0;; esac; done
printf '%s\\n' "$@"
`);
    await writeFile(join(completions, 's3-tool'), s3Completion);
    await writeFile(join(bin, 'obj-tool'), `#!/bin/sh
case "$1 $2" in
  "prog help") printf '%s' '${objProgHelp}'; exit 0;;
esac
printf '%s' '${objRootHelp}'
`);
    await chmod(join(bin, 's3-tool'), 0o755);
    await chmod(join(bin, 'obj-tool'), 0o755);
    env = { PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, HOME: dir, XDG_DATA_HOME: join(dir, 'share') };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives commands only the completion script names the root\'s options, rendered before the command word (s4cmd)', async () => {
    const { bindings } = await scanTool('s3-tool', { env, depth: 1, manPages: false, completions: true });
    expect(bindings.map((b) => b.target.command_path.join(' '))).toEqual(['', 'get', 'ls', 'put']);
    const ls = bindings.find((b) => b.target.command_path.join(' ') === 'ls')!;
    expect(ls.metadata.stub).toBe(true);
    expect(Object.values(ls.input_schema.properties).map((p) => [p['x-cli-flag'], p['x-cli-inherited'], p['x-cli-before-command']]))
      .toEqual([['--recursive', true, true], ['--dry-run', true, true], ['--endpoint-url', true, true]]);
    const argv = renderArgv(ls, { recursive: true, endpoint_url: 'http://127.0.0.1:9000' });
    expect(argv).toEqual(['--recursive', '--endpoint-url=http://127.0.0.1:9000', 'ls']);
    const { stdout } = await promisify(execFile)(join(dir, 'bin', 's3-tool'), argv);
    expect(stdout).toBe('--recursive\n--endpoint-url=http://127.0.0.1:9000\nls\n');
  }, 60_000);

  it('asks `OBJECT help` when the usage offers `{ COMMAND | help }` and `OBJECT --help` printed the root\'s help (bpftool)', async () => {
    const result = await scanTool('obj-tool', { env, depth: 2, manPages: false, completions: false });
    expect(result.probes).toContainEqual(['prog', 'help']);
    // prog's own help lists its verbs; map printed the root's help again and stays one command.
    expect(result.bindings.map((b) => b.target.command_path.join(' '))).toEqual(['map', 'prog help', 'prog list', 'prog show']);
    // A program that lists its commands gives them none of its options before the command word.
    expect(result.bindings.some((b) => Object.values(b.input_schema.properties).some((p) => p['x-cli-before-command'] === true))).toBe(false);
  }, 60_000);
});
