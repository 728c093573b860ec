/**
 * A value glued on after a comma that belongs to the option (clang's and gcc's `-Wl,<arg>`): the
 * binding renders `-Wl,VALUE` as one word, as the compiler needs it; `-Wl VALUE` would be an
 * unknown option. A real program: a shell script that prints such a help and its argv.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArgv } from '../../src/exec/render-argv.js';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
cat <<'HELP'
OVERVIEW: a compiler driver

USAGE: ccdriver [options] file...

OPTIONS:
  -o <file>               Write output to <file>
  -Wa,<arg>               Pass the comma separated arguments in <arg> to the assembler
  -Wl,<arg>               Pass the comma separated arguments in <arg> to the linker
HELP
`;

describe('an option whose value is glued on after a comma', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-comma-glued-'));
    await writeFile(join(dir, 'ccdriver'), SCRIPT);
    await chmod(join(dir, 'ccdriver'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is rendered as one word, the token with its comma and the value', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('ccdriver', { env, depth: 1, manPages: false, completions: false });
    const binding = result.bindings[0]!;
    const properties = binding.input_schema.properties as Record<string, { 'x-cli-flag'?: string; 'x-cli-value-style'?: string }>;
    const [name, property] = Object.entries(properties).find(([, p]) => p['x-cli-flag'] === '-Wl,')!;
    expect(property['x-cli-value-style']).toBe('attached');
    expect(renderArgv(binding, { [name]: '--as-needed,-z,now', file: ['a.c'] })).toEqual(['-Wl,--as-needed,-z,now', 'a.c']);
  }, 60_000);
});
