/**
 * A docopt program (dotdrop): one usage line per command, short letters in them, the long names
 * only in the option list below, and its root help printed for every `NAME --help`. Each command
 * is bound, `files` too (a word that usually stands for operands), with the options its usage
 * names under their long names. A real program: a shell script run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
cat <<'HELP'
Usage:
  dotkeeper install   [-Vb] [-c <path>] [<key>...]
  dotkeeper import    [-Vb] [-c <path>] [-l <link>] <path>...
  dotkeeper files     [-VbG] [-c <path>]
  dotkeeper --help

Options:
  -b --no-banner          Do not display the banner.
  -c --cfg=<path>         Path to the config.
  -G --grepable           Grepable output.
  -l --link=<link>        Link option (nolink|absolute|relative).
  -V --verbose            Be verbose.
HELP
`;

describe('docopt usages, one per command', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-docopt-'));
    await writeFile(join(dir, 'dotkeeper'), SCRIPT);
    await chmod(join(dir, 'dotkeeper'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('binds every command, `files` too, with the options its usage names under their long names', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('dotkeeper', { env, depth: 2, manPages: false, completions: false });
    const flags = new Map(result.bindings.map((binding) => [binding.target.command_path.join(' '),
      Object.values(binding.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>).map((p) => p['x-cli-flag']).filter(Boolean)]));
    expect([...flags.keys()].sort()).toEqual(['', 'files', 'import', 'install']);
    expect(flags.get('import')).toContain('--link');
    expect(flags.get('import')).not.toContain('-l');
  }, 60_000);
});
