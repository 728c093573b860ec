/**
 * A program whose usage puts its options before the command word (`acct-tool [options] [command]`,
 * as ledger's page does) and whose commands print no help of their own (each refuses `--help`):
 * every command takes the root's options, rendered before its words, and the program
 * really gets them there. A real program: a shell script, run directly.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArgv } from '../../src/exec/render-argv.js';
import { validateArguments } from '../../src/schema/index.js';
import { scanTool } from '../../src/scan/scanner.js';

const help = (order: string) => `Usage: acct-tool ${order}

Options:
  -f, --file FILE     Read journal data from FILE.
  --flat              Flatten the report.

Commands:
  balance             Print a balance report.
  register            Print a register of postings.
`;
// `--help` alone prints the help; a command refuses it (as ledger's commands have no help but
// its page); anything else prints the arguments it was given.
const script = (helpText: string) => `#!/bin/sh
[ "$1" = --help ] && { printf '%s' '${helpText}'; exit 0; }
for arg in "$@"; do case "$arg" in -h|--help|help) echo "Error: no help for $1" >&2; exit 1;; esac; done
printf '%s\\n' "$@"
`;

// As grimshot prints it: one option before a choice of commands, then a choice of targets. Its
// commands print nothing of their own (here they refuse --help).
const shotHelp = `Usage:
  shot-tool [--notify] (copy|save) [active|screen|area] [FILE|-]

Commands:
  copy: Copy the picture into the clipboard.
  save: Save the picture to a file, or - for standard output.

Options:
  --notify   Show a notification when done.
`;

describe('options the usage puts before the command word', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-options-before-'));
    await writeFile(join(dir, 'acct-tool'), script(help('[options] [command] [arguments]')));
    await writeFile(join(dir, 'plain-tool'), script(help('[command] [arguments]').replace(/acct-tool/g, 'plain-tool')));
    await chmod(join(dir, 'acct-tool'), 0o755);
    await chmod(join(dir, 'plain-tool'), 0o755);
    await writeFile(join(dir, 'shot-tool'), script(shotHelp));
    await chmod(join(dir, 'shot-tool'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const scan = (tool: string) => scanTool(tool, { env: { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() }, depth: 2, manPages: false, completions: false });

  it('gives each command without help of its own the root\'s options, rendered before the command word', async () => {
    const result = await scan('acct-tool');
    const balance = result.bindings.find((binding) => binding.target.command_path.join(' ') === 'balance')!;
    const props = balance.input_schema.properties;
    expect(Object.values(props).filter((p) => p['x-cli-kind'] === 'flag').map((p) => [p['x-cli-flag'], p['x-cli-before-command']])).toEqual([['--file', true], ['--flat', true]]);
    const argv = renderArgv(balance, { file: 'book.ledger', flat: true });
    expect(argv).toEqual(['--file', 'book.ledger', '--flat', 'balance']);
    const { stdout } = await promisify(execFile)(join(dir, 'acct-tool'), argv);
    expect(stdout).toBe('--file\nbook.ledger\n--flat\nbalance\n');
    // The root keeps its own options, unmarked.
    const root = result.bindings.find((binding) => binding.target.command_path.length === 0)!;
    expect(Object.values(root.input_schema.properties).filter((p) => p['x-cli-before-command'] !== undefined)).toEqual([]);
  }, 60_000);

  it('leaves the commands alone when the usage shows no options before the command', async () => {
    const result = await scan('plain-tool');
    const balance = result.bindings.find((binding) => binding.target.command_path.join(' ') === 'balance')!;
    expect(Object.values(balance.input_schema.properties).filter((p) => p['x-cli-kind'] === 'flag')).toEqual([]);
  }, 60_000);

  it('reads `prog [--notify] (copy|save) [active|screen|area] [FILE|-]`: the option before the command word, a choice of words, then a file', async () => {
    const result = await scan('shot-tool');
    const copy = result.bindings.find((binding) => binding.target.command_path.join(' ') === 'copy')!;
    const props = copy.input_schema.properties;
    expect(props['active_or_screen_or_area']).toMatchObject({ type: 'string', enum: ['active', 'screen', 'area'], 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-effect': 'none' });
    expect(props['file']).toMatchObject({ 'x-cli-kind': 'positional', 'x-cli-position': 1 });
    expect(props['notify']).toMatchObject({ 'x-cli-flag': '--notify', 'x-cli-before-command': true });
    const argv = renderArgv(copy, { notify: true, active_or_screen_or_area: 'area' });
    expect(argv).toEqual(['--notify', 'copy', 'area']);
    const { stdout } = await promisify(execFile)(join(dir, 'shot-tool'), argv);
    expect(stdout).toBe('--notify\ncopy\narea\n');
    // The operand's effect is none because it takes only those words: anything else is refused.
    expect(validateArguments(copy.input_schema, { active_or_screen_or_area: 'area' })).toEqual({ valid: true });
    expect(validateArguments(copy.input_schema, { active_or_screen_or_area: '/etc/shadow' }).valid).toBe(false);
  }, 60_000);
});
