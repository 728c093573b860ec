/**
 * A Perl program whose `--help` prints its perldoc page (minil: `NAME`, `SYNOPSIS` with rows
 * `minil install - Install your dist`, ...), and each command's page for `NAME --help`: the
 * commands its SYNOPSIS lists are bound with the options their own pages list. A real program: a
 * shell script run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
case "$1" in
  release) printf 'NAME\\n    Authoring::CLI::Release - Release the module\\n\\nSYNOPSIS\\n        %% author release\\n\\n            --no-test         Do not run test scripts\\n            --trial           Trial release\\n';;
  install) printf 'NAME\\n    Authoring::CLI::Install - Install the dist\\n\\nSYNOPSIS\\n        %% author install\\n\\n            --no-test         Do not run test scripts\\n';;
  *) printf 'NAME\\n    Authoring - module authoring tool\\n\\nSYNOPSIS\\n        author install - Install your dist\\n        author release - Release your dist\\n\\nDESCRIPTION\\n    A tool.\\n';;
esac
`;

describe('a perldoc page for --help', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-perldoc-'));
    await writeFile(join(dir, 'author'), SCRIPT);
    await chmod(join(dir, 'author'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('binds the commands its SYNOPSIS lists, with the options of their own pages', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('author', { env, depth: 2, completions: false });
    const flags = new Map(result.bindings.map((binding) => [binding.target.command_path.join(' '),
      Object.values(binding.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>).map((p) => p['x-cli-flag']).filter(Boolean)]));
    expect([...flags.keys()].filter(Boolean).sort()).toEqual(['install', 'release']);
    expect(flags.get('release')).toEqual(['--no-test', '--trial']);
  }, 60_000);
});
