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
