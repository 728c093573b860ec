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
const script = (order: string) => `#!/bin/sh
[ "$1" = --help ] && { printf '%s' '${help(order)}'; exit 0; }
for arg in "$@"; do case "$arg" in -h|--help|help) echo "Error: no help for $1" >&2; exit 1;; esac; done
printf '%s\\n' "$@"
`;

describe('options the usage puts before the command word', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-options-before-'));
    await writeFile(join(dir, 'acct-tool'), script('[options] [command] [arguments]'));
    await writeFile(join(dir, 'plain-tool'), script('[command] [arguments]').replace(/acct-tool/g, 'plain-tool'));
    await chmod(join(dir, 'acct-tool'), 0o755);
    await chmod(join(dir, 'plain-tool'), 0o755);
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
});
