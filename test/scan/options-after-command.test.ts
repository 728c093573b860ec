/**
 * A program whose usage defines its placeholders below it (`kmod-tool [action] [options]` with
 * `[action]  = { add | remove | status }` and `[options] = [-k kernel-version] ...`, as dkms
 * prints) and answers every `--help` with that usage: the actions are its commands, the options
 * its options, and each command takes them. A real program: a shell script, run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const usage = (order: string): string => `Usage: kmod-tool ${order}
  [action]  = { add | remove | status }
  [options] = [-k kernel-version] [--force] [--all] [--verbose]
`;
// As dkms does: every `--help`, the root's too, is an error followed by the usage.
const script = (order: string) => `#!/bin/sh
echo "Error!  Unknown option: --help" >&2
printf '%s' '${usage(order)}' >&2
exit 2
`;

describe('options the usage puts after the command word', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-options-after-'));
    await writeFile(join(dir, 'kmod-tool'), script('[action] [options]'));
    await chmod(join(dir, 'kmod-tool'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const flagsOf = async (tool: string) => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool(tool, { env, depth: 2, manPages: false, completions: false });
    const properties = (path: string) => Object.values(result.bindings.find((binding) => binding.target.command_path.join(' ') === path)!.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>);
    const operands = properties('').filter((p) => p['x-cli-flag'] === undefined);
    return { operands, flags: new Map(result.bindings.map((binding) => [binding.target.command_path.join(' '), properties(binding.target.command_path.join(' ')).map((p) => p['x-cli-flag']).filter(Boolean)])) };
  };

  it('binds each defined action as a command taking the defined options, and no operand from the definitions', async () => {
    const { flags, operands } = await flagsOf('kmod-tool');
    expect(operands).toEqual([]);
    expect([...flags.keys()].sort()).toEqual(['', 'add', 'remove', 'status']);
    expect(flags.get('remove')).toEqual(['-k', '--force', '--all', '--verbose']);
    expect(flags.get('')).toEqual(['-k', '--force', '--all', '--verbose']);
  }, 60_000);
});
