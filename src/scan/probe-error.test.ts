import { describe, expect, it } from 'vitest';
import { isProbeError, isUnknownCommandError } from './probe-error.js';

// Captured from git 2.x here (`LC_ALL=C git gui --help`, exit 1; git-gui is not installed).
const GIT_GUI = "git: 'gui' is not a git command. See 'git --help'.\n\nThe most similar commands are\n\tgc\n\tgrep\n\tinit\n\tpull\n\tpush";
const GIT_P4 = "git: 'p4' is not a git command. See 'git --help'.\n\nThe most similar commands are\n\tam\n\tgc\n\tmv\n\tpull\n\tpush\n\trm";

describe('isProbeError', () => {
  it('reads git\'s unknown-command message with suggestions as an error, not help', () => {
    expect(isProbeError(GIT_GUI, 1)).toBe(true);
    expect(isProbeError(GIT_P4, 1)).toBe(true);
  });
  it('reads cobra and "did you mean" messages as errors', () => {
    expect(isProbeError('Error: unknown command "frob" for "kubectl"\n\nDid you mean this?\n\tfrom\n\nRun \'kubectl --help\' for usage.', 1)).toBe(true);
    expect(isProbeError("error: no such command: `frob`\n\n\tDid you mean `fetch`?", 101)).toBe(true);
  });
  it('reads a non-zero exit with no usage, option row or heading as an error', () => {
    expect(isProbeError('fatal: not a git repository (or any of the parent directories): .git', 128)).toBe(true);
  });
  it('keeps usage messages and help that exits non-zero', () => {
    expect(isProbeError('usage: git credential (fill|approve|reject)', 129)).toBe(false);
    expect(isProbeError('usage: git stash list [<log-options>]\n\n    -q, --quiet   be quiet', 129)).toBe(false);
    expect(isProbeError('Available commands:\n  install  Installs things', 1)).toBe(false);
    expect(isProbeError('  -v, --verbose   say more', 2)).toBe(false);
  });
  it('reads a help command that has no page for the name as an error, though it exits 0', () => {
    // `pnpm help test` (pnpm 10.23.0): `pnpm test` exists but has no help page.
    const PNPM_HELP_TEST = 'Version 10.23.0 (compiled to binary; bundled Node.js v20.20.2)\nNo results for "test"';
    expect(isProbeError(PNPM_HELP_TEST, 0)).toBe(true);
    expect(isUnknownCommandError(PNPM_HELP_TEST, 'test')).toBe(false);
    expect(isProbeError('No manual entry for gitfrob', 16)).toBe(true);
  });
  it('never calls a clean exit an error unless it says so', () => {
    expect(isProbeError('Manage things.\n\nThis tool does everything.', 0)).toBe(false);
  });
});

describe('isUnknownCommandError', () => {
  it('takes a program\'s word for its commands (`Unknown action \'x\'`) as well as "command"', () => {
    expect(isUnknownCommandError("Unknown action 'svc-no-such-command'. (see --help for available options and actions)", 'svc-no-such-command')).toBe(true);
    expect(isUnknownCommandError("Error opening config file './conf/stores': No such file or directory(2)", 'sizes')).toBe(false);
  });

  it('reads perf\'s hyphenated spelling (`is not a perf-command`), for a page that is no command', () => {
    expect(isUnknownCommandError("perf: 'arm-spe' is not a perf-command. See 'perf --help'.", 'arm-spe')).toBe(true);
    expect(isUnknownCommandError("perf: 'arm-spe' is not a perf-command. See 'perf --help'.", 'intel-pt')).toBe(false);
  });

  it('is true when the program says the named command does not exist', () => {
    expect(isUnknownCommandError(GIT_GUI, 'gui')).toBe(true);
    expect(isUnknownCommandError('Error: unknown command "frob" for "kubectl"', 'frob')).toBe(true);
  });
  it('is false when the error is about the probe flag or another word', () => {
    expect(isUnknownCommandError("error: unknown command '--help'", 'build')).toBe(false);
    expect(isUnknownCommandError('fatal: not a git repository', 'push')).toBe(false);
  });
});

describe('argparse refusing a command word after its usage', () => {
  const text = [
    'usage: tracker [-h] [--config-file CONFIG_FILE] [-q]',
    '               {attach,get,post} ...',
    "tracker: error: argument {attach,get,post}: invalid choice: 'help' (choose from 'attach', 'get', 'post')",
  ].join('\n');

  it('is an error, and an unknown command naming the word', () => {
    expect(isProbeError(text, 2)).toBe(true);
    expect(isUnknownCommandError(text, 'help')).toBe(true);
    expect(isUnknownCommandError(text, 'get')).toBe(false);
    // Its usage alone is help.
    expect(isProbeError(text.split('\n').slice(0, 2).join('\n'), 2)).toBe(false);
  });
});
