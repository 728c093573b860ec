/**
 * A program whose `--help` prints its manual page and whose `-h` is an error (nix-copy-closure:
 * `error: invalid SSH host name '-h'`, exit 1): the page answers, its options are bound, and the
 * scan does not fail on the error. A real program: a shell script run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
if [ "$1" = "--help" ]; then cat <<'PAGE'
copy-closure(1)         General Commands Manual        copy-closure(1)

Name
       copy-closure - copy a closure to or from a remote machine

Synopsis
       copy-closure [--to | --from] [--gzip] user@machine paths

Options
       • --to
         Copy the closure of paths from the local store to the remote machine.

       • --gzip
         Compress the data on the wire.

PAGE
exit 0; fi
echo "error: invalid SSH host name '$1'" >&2
exit 1
`;

describe('a manual page for --help and an error for -h', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-man-help-'));
    await writeFile(join(dir, 'copy-closure'), SCRIPT);
    await chmod(join(dir, 'copy-closure'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('binds the options the page lists', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('copy-closure', { env, depth: 1, completions: false });
    const flags = Object.values(result.bindings[0]!.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>).map((p) => p['x-cli-flag']).filter(Boolean);
    // The page's bulleted rows (`• --to`) read as option rows, in the synopsis' order.
    expect(flags).toEqual(['--to', '--from', '--gzip']);
  }, 60_000);
});
