import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { helpScore, looksLikeManPage } from './probe.js';

function manText(page: string): string | undefined {
  try {
    return execFileSync('man', [page], { encoding: 'utf8', env: { PATH: process.env.PATH, MANPAGER: 'cat', PAGER: 'cat', MANWIDTH: '100', LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

const gitCommitMan = manText('git-commit');

describe('looksLikeManPage', () => {
  it.skipIf(!gitCommitMan)('recognises a rendered manual page (what `git commit --help` prints)', () => {
    expect(looksLikeManPage(gitCommitMan!.replace(/.\x08/g, ''))).toBe(true);
  });

  it('does not take help texts for manual pages', () => {
    expect(looksLikeManPage('usage: git commit [<options>] [--] <pathspec>...\n\n    -q, --quiet   suppress summary\n')).toBe(false);
    expect(looksLikeManPage('Usage: ls [OPTION]... [FILE]...\nList information about the FILEs.\n\nNAME is not a heading here\n')).toBe(false);
    expect(looksLikeManPage('')).toBe(false);
  });

  it('accepts section headings at the top', () => {
    expect(looksLikeManPage('NAME\n       tool - does things\n\nSYNOPSIS\n       tool [options]\n')).toBe(true);
  });
});

describe('helpScore', () => {
  it('counts flags, subcommands and positionals', () => {
    expect(helpScore({ format: 'gnu', description: '', flags: [{ long: '--a', type: 'boolean', description: '' }], positionals: [], subcommands: [{ name: 'x', description: '' }, { name: 'y', description: '' }] })).toBe(3);
  });
});

describe('probeCommand with `<tool> help <command>` named in the help', async () => {
  const { probeCommand } = await import('./probe.js');
  const { createLimiter } = await import('./pool.js');
  const { resolveProgram } = await import('./resolve-program.js');
  const { defaultCollaborators } = await import('./collaborators.js');
  const go = await resolveProgram('go');
  if (!go) console.warn('skipping the go probe test: `go` is not installed (apt-get install golang-go)');

  it.skipIf(!go)("asks `go help mod` when `go mod --help` is an unknown command that says \"Run 'go help mod'\"", async () => {
    const probes: string[][] = [];
    const outcome = await probeCommand(['mod'], {
      tool: 'go', binary: go!, parsing: defaultCollaborators(), limit: createLimiter(2), onProbe: (args) => probes.push(args),
    });
    expect(probes).toEqual([['mod', '--help'], ['mod', '-h'], ['help', 'mod']]);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.args).toEqual(['help', 'mod']);
      expect(outcome.help.subcommands.map((sub) => sub.name)).toEqual(expect.arrayContaining(['download', 'tidy', 'vendor', 'why']));
    }
  });
});

describe('probeCommand at the root when `--help` and `-h` print no help', async () => {
  const { probeCommand } = await import('./probe.js');
  const { createLimiter } = await import('./pool.js');
  const { resolveProgram } = await import('./resolve-program.js');
  const { defaultCollaborators } = await import('./collaborators.js');
  const { runHelp } = await import('./run-help.js');
  const { mkdtemp, rm, readdir } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const tmuxinator = await resolveProgram('tmuxinator');
  if (!tmuxinator) console.warn('skipping the tmuxinator probe test: `tmuxinator` is not installed (bash bench/install-new-set.sh)');

  it.skipIf(!tmuxinator)('asks `tmuxinator help` once a project named `--help` makes `tmuxinator --help` start it', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-probe-thor-'));
    try {
      const env = { PATH: process.env.PATH ?? '', HOME: home };
      // What a scan's `tmuxinator new --help` does: it creates the project `--help`.
      await runHelp(tmuxinator!, ['new', '--help'], { cwd: home, baseEnv: env });
      await runHelp(tmuxinator!, ['new', '-h'], { cwd: home, baseEnv: env });
      expect((await readdir(join(home, '.config', 'tmuxinator'))).sort()).toEqual(['--help.yml', '-h.yml']);
      const probes: string[][] = [];
      const outcome = await probeCommand([], {
        tool: 'tmuxinator', binary: tmuxinator!, parsing: defaultCollaborators(), limit: createLimiter(2), cwd: home, baseEnv: env, onProbe: (args) => probes.push(args),
      });
      expect(probes).toEqual([['--help'], ['-h'], ['help']]);
      expect(outcome.ok).toBe(true);
      if (outcome.ok) {
        expect(outcome.args).toEqual(['help']);
        // `delete [PROJECT1] [PROJECT2] ...` is read by the candidates and confirmed in the scan, not here.
        expect(outcome.help.subcommands.map((sub) => sub.name)).toEqual([
          'commands', 'completions', 'copy', 'debug', 'doctor', 'help', 'implode', 'list', 'local', 'new', 'start', 'stop', 'version',
        ]);
      }
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});

describe('a root whose `--help` lists no command but says it takes one (issue 32: mix)', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { parseHelp } = await import('./parsers/index.js');
  const { invitesHelpCommand, probeCommand } = await import('./probe.js');
  const { createLimiter } = await import('./pool.js');
  const { resolveProgram } = await import('./resolve-program.js');
  const { defaultCollaborators } = await import('./collaborators.js');
  const fixtures = join(fileURLToPath(import.meta.url), '..', '..', '..', 'test', 'fixtures');
  const mixHelp = readFileSync(join(fixtures, 'help', 'mix.txt'), 'utf8');
  // What `mix help` printed (Elixir 1.14): `mix compile   # Compiles source files` rows.
  const mixHelpCommand = readFileSync(join(fixtures, 'help-command', 'mix.help.txt'), 'utf8');
  const mix = await resolveProgram('mix');
  if (!mix) console.warn('skipping the mix probe test: `mix` is not installed (apt-get install elixir)');

  it('asks `help` only when the help names `<tool> help` or takes nothing but a command word', () => {
    expect(invitesHelpCommand(mixHelp, 'mix', parseHelp(mixHelp, { programName: 'mix', commandPath: [] }).usage)).toBe(true);
    expect(invitesHelpCommand('Usage: mix [task]\n', 'mix', 'mix [task]')).toBe(true);
    expect(invitesHelpCommand('', 'tool', 'tool [options] <command>')).toBe(true);
    // A wrapper's command is another program (`xargs help` would run one named help).
    expect(invitesHelpCommand('', 'xargs', 'xargs [OPTION]... COMMAND [INITIAL-ARGS]...')).toBe(false);
    expect(invitesHelpCommand('', 'nice', 'nice [OPTION] [COMMAND [ARG]...]')).toBe(false);
    expect(invitesHelpCommand('', 'tmux', 'tmux [-2CDlNuvV] [-c shell-command] [command [flags]]')).toBe(false);
    expect(invitesHelpCommand('see mixhelp', 'mix', undefined)).toBe(false);
  });

  it("reads the commands of `mix help`'s rows as the root's", () => {
    expect(parseHelp(mixHelp, { programName: 'mix', commandPath: [] }).subcommands).toEqual([]);
    // Dotted tasks (`deps.get`) are not read as commands: `mix deps` lists them in its own help.
    expect(parseHelp(mixHelpCommand, { programName: 'mix', commandPath: [] }).subcommands.map((sub) => sub.name)).toEqual([
      'archive', 'clean', 'cmd', 'compile', 'deps', 'do', 'escript', 'eval', 'format', 'help', 'loadconfig', 'local', 'new', 'release', 'run', 'test', 'xref',
    ]);
  });

  it.skipIf(!mix)('asks `mix help` after `mix --help` and takes its commands', async () => {
    const probes: string[][] = [];
    const outcome = await probeCommand([], {
      tool: 'mix', binary: mix!, parsing: defaultCollaborators(), limit: createLimiter(2), timeoutMs: 30_000, onProbe: (args) => probes.push(args),
    });
    expect(probes).toEqual([['--help'], ['help']]);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) {
      expect(outcome.args).toEqual(['--help']);
      expect(outcome.help.subcommands.map((sub) => sub.name)).toEqual(expect.arrayContaining(['compile', 'deps', 'new', 'release', 'test']));
    }
  }, 60_000);
});

describe('probeCommand when only a manual page answers for a command', async () => {
  const { probeCommand } = await import('./probe.js');
  const { createLimiter } = await import('./pool.js');
  const { defaultCollaborators } = await import('./collaborators.js');
  const { mkdtemp, rm, writeFile, chmod } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');

  it('binds neither the page\'s own NAME line nor words of its justified prose as commands', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-probe-page-'));
    const page = [
      'box-run(1)                       General Commands Manual                       box-run(1)', '',
      'NAME', '       box-run - Run a command in an existing box', '',
      'SYNOPSIS', '       box run [--container NAME | -c NAME]', '               [COMMAND]', '',
      'DESCRIPTION',
      '       Runs  a  command inside an existing box container. The container should have been cre-',
      '       ated using the box create command.', '',
      '       A  box  container is an OCI container. Therefore, box run is analogous to a podman',
      '       start followed by a podman exec.', '',
      'OPTIONS', '       --container NAME, -c NAME', '', '       Run command inside the given container.', '',
    ].join('\n');
    const program = join(dir, 'box');
    // `--help` and `-h` both print the page, as a program that runs `man` for its help does.
    await writeFile(join(dir, 'page.txt'), `${page}\n`);
    await writeFile(program, `#!/bin/sh\ncat "${join(dir, 'page.txt')}"\n`);
    await chmod(program, 0o755);
    try {
      const outcome = await probeCommand(['run'], { tool: 'box', binary: program, parsing: defaultCollaborators(), limit: createLimiter(2) });
      expect(outcome.ok).toBe(true);
      if (outcome.ok) {
        expect(outcome.manText).toContain('box-run - Run a command');
        expect(outcome.help.subcommands).toEqual([]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
