/**
 * A command group whose every command answers `--help` with the group's help, one usage line per
 * command, each naming that command's options (hub's `hub issue`, where `hub issue show --help`
 * prints the usages of `hub issue`, `issue show`, `issue create`, ...). A command bound from that
 * help takes the options its own line names and those no line names (listed under `Options:` for
 * every command, as npm team lists `--json`), never those of the group's own line or a sibling's:
 * before, `issue show` carried the listing's `--creator`, `--state`, ... filters. A real program:
 * a shell script, run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const GROUP_HELP = `Usage: grp issue [-a <ASSIGNEE>] [-s <STATE>] [-L <LIMIT>]
       grp issue show [-f <FORMAT>] <NUMBER>
       grp issue create [-o] [-m <MESSAGE>|-F <FILE>] [-a <USERS>]
       grp issue labels [--color]

Options:
  --json  Print JSON
`;

const SCRIPT = `#!/bin/sh
case "$1" in
  --help|-h) printf 'Usage: grp <command>\\n\\nCommands:\\n  issue   Work with issues\\n';;
  issue) printf '%s' '${GROUP_HELP}';;
  *) echo "grp: unknown command $1" >&2; exit 1;;
esac
`;

describe('a group whose commands answer with the group\'s usages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-group-usage-'));
    await writeFile(join(dir, 'grp'), SCRIPT);
    await chmod(join(dir, 'grp'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives each command the options of its own usage line and those no line names', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('grp', { env, depth: 2, manPages: false, completions: false });
    const flags = new Map(result.bindings.map((binding) => [binding.module_id, Object.values(binding.input_schema.properties as unknown as Record<string, Record<string, unknown>>)
      .filter((property) => property['x-cli-kind'] === 'flag').map((property) => String(property['x-cli-flag'])).sort()]));
    expect(flags.get('cli.grp.issue')).toEqual(['--json', '-L', '-a', '-s']);
    expect(flags.get('cli.grp.issue.show')).toEqual(['--json', '-f']);
    // `[-m MESSAGE|-F FILE]`: both spellings, each with its value.
    expect(flags.get('cli.grp.issue.create')).toEqual(['--json', '-F', '-a', '-m', '-o']);
    expect(flags.get('cli.grp.issue.labels')).toEqual(['--color', '--json']);
  }, 60_000);
});
