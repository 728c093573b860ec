import { describe, expect, it } from 'vitest';
import { parseHelp } from './index.js';
import { usageFacts } from './usage.js';

/** The head of `pnpm help exec` (pnpm 10.23.0): option groups stand between the program and the command. */
const PNPM_HELP_EXEC = 'Version 10.23.0 (compiled to binary; bundled Node.js v20.20.2)\nUsage: pnpm [-r] [-c] exec <command> [args...]\n\nRun a shell command in the context of a project.\n\nOptions:\n  -c, --shell-mode      Run the command inside of a shell.\n  -r, --recursive       Run the shell command in every package of a workspace.\n';

describe('a command path after option groups in the usage', () => {
  it('is not a positional: `pnpm [-r] [-c] exec <command> [args...]` gives command and args', () => {
    expect(usageFacts('pnpm [-r] [-c] exec <command> [args...]', { programName: 'pnpm', commandPath: ['exec'] }).positionals).toEqual([
      { name: 'command', required: true, variadic: false, type: 'string' },
      { name: 'args', required: false, variadic: true, type: 'string' },
    ]);
    expect(parseHelp(PNPM_HELP_EXEC, { programName: 'pnpm', commandPath: ['exec'] }).positionals.map((p) => p.name)).toEqual(['command', 'args']);
  });

  it('stays a positional when it is not the command path', () => {
    expect(usageFacts('ssh [-46] destination', { programName: 'ssh', commandPath: [] }).positionals.map((p) => p.name)).toEqual(['destination']);
    expect(usageFacts('tool [-v] run <x>', { programName: 'tool', commandPath: ['build'] }).positionals.map((p) => p.name)).toEqual(['run', 'x']);
  });
});
