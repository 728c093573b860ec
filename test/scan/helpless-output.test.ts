/**
 * A command whose `--help` prints its output instead of help (assimp: `assimp listext --help`
 * prints the extension list `*.3d;*.3ds;...`): that text has no usage, option or command, so the
 * binding is described by its parent's row, not by the first line of the output. A real program:
 * a shell script, run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
case "$1" in
  listext) echo '*.3d;*.3ds;*.obj;*.ply';;
  info) printf 'tool3d info <file> [-r]\\n\\tPrint basic structure of a model\\n\\t-r,--raw: No postprocessing\\n';;
  *) printf 'tool3d <verb> <parameters>\\n\\n verbs:\\n\\tinfo       - Quick file stats\\n\\tlistext    - List all known file extensions\\n';;
esac
`;

describe('a command whose help probe prints its output', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-helpless-'));
    await writeFile(join(dir, 'tool3d'), SCRIPT);
    await chmod(join(dir, 'tool3d'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is described by its parent\'s row; a command with help of its own keeps its own text', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('tool3d', { env, depth: 2, manPages: false, completions: false });
    const described = new Map(result.bindings.map((binding) => [binding.module_id, binding.description]));
    expect([...described.keys()].sort()).toEqual(['cli.tool3d.info', 'cli.tool3d.listext']);
    expect(described.get('cli.tool3d.listext')).toBe('List all known file extensions');
    expect(described.get('cli.tool3d.info')).not.toBe('Quick file stats');
  }, 60_000);
});

/** A command whose `--help` runs it (openapi-merge-cli's `init --help` writes its configuration). */
const RUNNER = `#!/bin/sh
case "$1" in
  init) echo "Wrote merge.yaml. Edit it, then run mergetool."; exit 0;;
  *) printf 'Usage: mergetool [options]\\n\\nOptions:\\n  -c, --config <file>  The configuration\\n  -h, --help           display help for command\\n\\nCommands:\\n  init [--force] [dir]  Write a starter merge.yaml, overwriting one\\n                        only with --force\\n  check                 Check the configuration\\n';;
esac
`;

describe('a command whose help probe runs it, with options only in its parent\'s row', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-helpless-row-'));
    await writeFile(join(dir, 'mergetool'), RUNNER);
    await chmod(join(dir, 'mergetool'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes the row\'s options and operands, and its description', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('mergetool', { env, depth: 2, manPages: false, completions: false });
    const init = result.bindings.find((binding) => binding.module_id === 'cli.mergetool.init')!;
    expect(init.description).toBe('Write a starter merge.yaml, overwriting one only with --force');
    const properties = init.input_schema.properties as unknown as Record<string, Record<string, unknown>>;
    expect(properties.force).toMatchObject({ type: 'boolean', 'x-cli-flag': '--force' });
    expect(properties.dir).toMatchObject({ type: 'string', 'x-cli-kind': 'positional' });
    expect(init.input_schema.required ?? []).not.toContain('dir');
  }, 60_000);
});
