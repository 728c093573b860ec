import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHelpText } from './parsers/index.js';
import { createLimiter } from './pool.js';
import { confirmCommands, MADE_UP_COMMAND } from './confirm-commands.js';
import { wasBusyWhenCutOff } from './probe-timeouts.js';
import type { HelpRun } from './run-help.js';

/**
 * A real program (a shell script run directly, never through a shell command line) that has two
 * commands, answers its root help for a group heading, "did you mean" for a typo and a generic
 * error with exit 0 for any other word.
 */
const SCRIPT = `#!/bin/sh
case "$1" in
  build) echo "Usage: tool build [options]"; echo "  -o FILE  output";;
  deploy) echo "Usage: tool deploy TARGET";;
  Basic|--help) echo "Usage: tool <command>"; echo "Commands: build deploy";;
  biuld) echo "tool: unknown command 'biuld'. Did you mean build?" >&2; exit 1;;
  both) echo "Usage: tool <command>"; echo "Commands: build deploy"; echo "Usage: tool both";;
  tryit) echo "tool: bad option" >&2; echo "Try 'tool --help' or 'tool --usage'" >&2; exit 2;;
  around) echo "Usage: tool <command>"; echo "Commands: build deploy"; echo "saved as bench_$(date +%s%N)";;
  slowpoke) [ -e slow-mark ] || { : > slow-mark; sleep 30; }; echo "Usage: tool slowpoke NAME";;
  crunch) [ -e busy-mark ] || { : > busy-mark; while :; do :; done; }; echo "Usage: tool crunch NAME";;
  config) case "$2" in
    set) echo "Usage: tool config set KEY VALUE";;
    *) echo "ERROR: \"tool help\" was called with arguments [\"config\", \"$2\"]"; echo 'Usage: "tool help [COMMAND]"'; exit 15;;
  esac;;
  *) echo "Usage: tool <command>"; echo "no command named $1";;
esac
`;

describe('confirmCommands', () => {
  let dir: string;
  let binary: string;
  let runner: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-confirm-'));
    binary = join(dir, 'tool');
    await writeFile(binary, SCRIPT);
    await chmod(binary, 0o755);
    // Runs any word it is given, as `git filter-branch` does after a 10 s warning.
    runner = join(dir, 'runner');
    await writeFile(runner, '#!/bin/sh\ncase "$1" in\n  --help) echo "Usage: runner [--] <operand>";;\n  *) sleep 30;;\nesac\n');
    await chmod(runner, 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the names the program answers with help of its own, each run once', async () => {
    const memo = new Map<string, Promise<HelpRun>>();
    const runs: string[][] = [];
    const rootText = 'Usage: tool <command>\nCommands: build deploy';
    const confirmed = await confirmCommands([], ['build', 'Basic', 'biuld', 'prose', 'deploy'], rootText, {
      binary, limit: createLimiter(2), cleanHelpText, memo, cwd: dir, timeoutMs: 10_000, onProbe: (args) => runs.push(args),
    });
    expect(confirmed).toEqual({ commands: ['build', 'deploy'], helpless: [] });
    expect(runs.map((args) => args.join(' ')).sort()).toEqual([
      'Basic --help', 'biuld --help', 'build --help', 'deploy --help', 'prose --help', `${MADE_UP_COMMAND} --help`,
    ]);
    // The scan's own probe of `build` reuses the run.
    expect(memo.has(['build', '--help'].join('\u0000'))).toBe(true);
  });

  it('takes the parent\'s help again with other numbers in it (a time of the run, as pytest-benchmark prints) for no command', async () => {
    const rootText = 'Usage: tool <command>\nCommands: build deploy\nsaved as bench_20261126030821';
    const confirmed = await confirmCommands([], ['around', 'build'], rootText, {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
    });
    expect(confirmed).toEqual({ commands: ['build'], helpless: [] });
  });

  it('takes neither the parent\'s help with more after it (svn) nor an error that names --usage (tar) for a command', async () => {
    const rootText = 'Usage: tool <command>\nCommands: build deploy';
    const confirmed = await confirmCommands([], ['both', 'tryit', 'deploy'], rootText, {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
    });
    expect(confirmed).toEqual({ commands: ['deploy'], helpless: [] });
  });

  it('takes an error that echoes the word among others the same for a candidate as for the made-up word (Thor: ["config", "o"])', async () => {
    // `o` is inside `config`, `tool` and `all` are other words of the same answer: none is a command.
    const confirmed = await confirmCommands(['config'], ['o', 'tool', 'all', 'help', 'set'], 'Usage: tool config [list|set] [name [value]]\nSubcommands: set', {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
    });
    expect(confirmed).toEqual({ commands: ['set'], helpless: [] });
  });

  it('asks a candidate cut off by the timeout once more, with twice the time (a loaded machine; its first run sleeps, marking the working directory)', async () => {
    const runs: string[][] = [];
    const confirmed = await confirmCommands([], ['slowpoke'], 'Usage: tool <command>\nCommands: build deploy', {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 1_000, onProbe: (args) => runs.push(args),
    });
    expect(confirmed).toEqual({ commands: ['slowpoke'], helpless: [] });
    expect(runs.filter((args) => args[0] === 'slowpoke')).toEqual([['slowpoke', '--help'], ['slowpoke', '--help']]);
  });

  it('rejects every candidate unprobed when the made-up word is not answered within twice the timeout (git filter-branch runs the word after a 10 s sleep)', async () => {
    const runs: string[][] = [];
    const confirmed = await confirmCommands([], ['then', 'do', 'fi'], 'Usage: runner [--] <operand>', {
      binary: runner, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 500, onProbe: (args) => runs.push(args),
    });
    expect(confirmed).toEqual({ commands: [], helpless: [] });
    expect(runs).toEqual([[MADE_UP_COMMAND, '--help'], [MADE_UP_COMMAND, '--help']]);
  });

  it('asks a probe cut off while busy on the CPU once more even when told not to retry (jupyter nbconvert imports for 5-7 s)', async () => {
    const runs: HelpRun[] = [];
    const confirmed = await confirmCommands([], ['crunch'], 'Usage: tool <command>\nCommands: build deploy', {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 500, retryTimedOut: false, onProbe: (_args, run) => runs.push(run),
    });
    expect(confirmed).toEqual({ commands: ['crunch'], helpless: [] });
    const crunches = runs.filter((run) => run.args[0] === 'crunch');
    expect(crunches.map((run) => [run.args, run.timedOut])).toEqual([[['crunch', '--help'], true], [['crunch', '--help'], false]]);
    expect(wasBusyWhenCutOff(crunches[0]!)).toBe(true);
  });

  it('asks a probe cut off while idle only once when told not to retry', async () => {
    const runs: HelpRun[] = [];
    const idleDir = await mkdtemp(join(tmpdir(), 'svc-confirm-idle-'));
    const confirmed = await confirmCommands([], ['slowpoke'], 'Usage: tool <command>\nCommands: build deploy', {
      binary, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: idleDir, timeoutMs: 500, retryTimedOut: false, onProbe: (_args, run) => runs.push(run),
    });
    await rm(idleDir, { recursive: true, force: true });
    expect(confirmed).toEqual({ commands: [], helpless: [] });
    const naps = runs.filter((run) => run.args[0] === 'slowpoke');
    expect(naps.map((run) => [run.args, run.timedOut, typeof run.cutOffCpuMs])).toEqual([[['slowpoke', '--help'], true, 'number']]);
    expect(wasBusyWhenCutOff(naps[0]!)).toBe(false);
  });

  it('asks a cut-off probe only once when told not to retry (a program whose help is fast)', async () => {
    const runs: string[][] = [];
    const confirmed = await confirmCommands([], ['then'], 'Usage: runner [--] <operand>', {
      binary: runner, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 500, retryTimedOut: false, onProbe: (args) => runs.push(args),
    });
    expect(confirmed).toEqual({ commands: [], helpless: [] });
    expect(runs).toEqual([[MADE_UP_COMMAND, '--help']]);
  });

  it('knows a name the program answers with an error of its own while it calls a made-up word unknown (django-admin without settings)', async () => {
    const strict = join(dir, 'strict');
    await writeFile(strict, STRICT_SCRIPT);
    await chmod(strict, 0o755);
    const rootText = 'Available subcommands:\n\n[core]\n    check\n    migrate\n';
    const confirmed = await confirmCommands([], ['check', 'migrate', 'core'], rootText, {
      binary: strict, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
    });
    expect(confirmed).toEqual({ commands: ['migrate'], helpless: ['check'] });
  });

  it('knows a name the program answers with an error of its own while an error names the made-up word as something else (dcut: `No host WORD found`)', async () => {
    const queue = join(dir, 'queue');
    await writeFile(queue, QUEUE_SCRIPT);
    await chmod(queue, 0o755);
    const confirmed = await confirmCommands([], ['cancel', 'reschedule', 'upload'], 'Usage: queue [options] [host] command\n', {
      binary: queue, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
    });
    expect(confirmed).toEqual({ commands: [], helpless: ['cancel', 'reschedule'] });
  });
});

describe('confirmCommands on a help printed after an error about --help', () => {
  it('takes an error followed by the tool\'s summary and its option rows for help (bedtools overlap)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-confirm-rows-'));
    const tools = join(dir, 'tools');
    await writeFile(tools, ROWS_SCRIPT);
    await chmod(tools, 0o755);
    try {
      const confirmed = await confirmCommands([], ['overlap', 'nothing'], 'Usage: tools <subcommand> [options]\n', {
        binary: tools, limit: createLimiter(2), cleanHelpText, memo: new Map(), cwd: dir, timeoutMs: 10_000,
      });
      expect(confirmed).toEqual({ commands: ['overlap'], helpless: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** bedtools' behaviour: an error about `--help`, then the tool's help; an unknown word is an error alone. */
const ROWS_SCRIPT = `#!/bin/sh
case "$1" in
  overlap) printf '*****ERROR: Unrecognized parameter: --help *****\n\nTool:    tools overlap\nSummary: Computes the overlap.\n\nOptions: \n\t-i\tInput file.\n'; exit 1;;
  *) echo "Error: $1 is not a recognized subcommand" >&2; exit 1;;
esac
`;

/**
 * dcut's behaviour: its first word is a host when the configuration knows one, else a command;
 * a command's `--help` is an invalid line of the commands file.
 */
const QUEUE_SCRIPT = `#!/bin/sh
case "$1" in
  cancel|reschedule) echo "Error: .commands file has invalid Commands line: $1 $2" >&2; exit 1;;
  *) echo "Error: No host $1 found in config" >&2; exit 1;;
esac
`;

/**
 * A program that calls unknown words (`core`, a group heading) unknown commands, naming them, whose
 * `check` fails for want of settings and whose `migrate` prints help; `help command` lists its commands.
 */
const STRICT_SCRIPT = `#!/bin/sh
case "$1" in
  migrate) echo "usage: strict migrate [-h] [app]";;
  quiet) exit 0;;
  help) case "$2" in quiet) echo "Usage:"; echo "  strict quiet [NAME]";; command|commands) echo "STRICT commands are:"; echo; echo "    check    Check it"; echo "    migrate  Migrate it"; echo "    sync     Sync it";; *) echo "Could not find command \"$2\"." >&2; exit 1;; esac;;
  check) echo "Traceback (most recent call last):" >&2; echo "ImproperlyConfigured: Requested setting DATABASES" >&2; exit 1;;
  *) echo "Unknown command: '$1'" >&2; echo "Type 'strict help' for usage." >&2; exit 1;;
esac
`;

describe('confirmCommands through a help command', () => {
  it('asks `help NAME` when `NAME --help` prints nothing and the command lists `help` (Thor)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-confirm-help-'));
    try {
      const strict = join(dir, 'strict');
      await writeFile(strict, STRICT_SCRIPT);
      await chmod(strict, 0o755);
      const runs: string[][] = [];
      const options = { binary: strict, limit: createLimiter(2), cleanHelpText, memo: new Map<string, Promise<HelpRun>>(), cwd: dir, timeoutMs: 10_000, onProbe: (args: string[]) => runs.push(args) };
      expect(await confirmCommands([], ['quiet', 'core'], 'Commands:\n  help\n', { ...options, helpCommand: true })).toEqual({ commands: ['quiet'], helpless: [] });
      expect(runs.map((args) => args.join(' ')).sort()).toEqual(['core --help', 'help core', 'help quiet', `help ${MADE_UP_COMMAND}`, 'quiet --help', `${MADE_UP_COMMAND} --help`]);
      // `help command` is the topic listing the commands again (RubyGems takes it for `help commands`): no command.
      expect(await confirmCommands([], ['command', 'quiet'], 'Usage:\n  strict command [arguments...]\n', { ...options, helpCommand: true, knownCommands: ['check', 'help', 'migrate', 'sync'] }))
        .toEqual({ commands: ['quiet'], helpless: [] });
      // Without a help command, nothing more is asked.
      expect(await confirmCommands([], ['quiet'], 'Commands:\n', { ...options, memo: new Map() })).toEqual({ commands: [], helpless: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
