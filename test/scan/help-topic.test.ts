/**
 * A program whose help option takes a topic (certbot: `-h, --help [TOPIC]`, "or any of the
 * subcommands"), answering `NAME --help` with its root help and `--help NAME` with NAME's: its
 * commands are asked the second way, and a topic that prints every command's help (`all`) is no
 * command. A real program: a shell script run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const SCRIPT = `#!/bin/sh
root() { cat <<'HELP'
  certkeeper [SUBCOMMAND] [options] [-d DOMAIN] ...

The most common SUBCOMMANDS and flags are:

obtain and renew certificates:
    certonly        Obtain a certificate, but do not install it
    renew           Renew all previously obtained certificates
   -d DOMAINS       Comma-separated list of domains

manage certificates:
    revoke          Revoke a certificate

  -h, --help [TOPIC]    print this message, or detailed help on a topic;
                        the TOPICS are all, or any of the subcommands
HELP
}
if [ "$1" = "--help" ]; then
  case "$2" in
    certonly) printf 'usage:\\n  certkeeper certonly [options]\\n\\noptions:\\n  --cert-name NAME  the name\\n';;
    renew) printf 'usage:\\n  certkeeper renew [options]\\n\\noptions:\\n  --force-renewal  renew now\\n';;
    revoke) printf 'usage:\\n  certkeeper revoke [options]\\n\\noptions:\\n  --reason REASON  why\\n';;
    all) root; printf '\\ncommands:\\n    certonly   obtain\\n    renew      renew\\n    revoke     revoke\\n';;
    *) root;;
  esac
  exit 0
fi
root
`;

describe('a help option that takes a topic', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-help-topic-'));
    await writeFile(join(dir, 'certkeeper'), SCRIPT);
    await chmod(join(dir, 'certkeeper'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('asks `--help NAME` for each command and binds what it prints; `all` is a topic', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('certkeeper', { env, depth: 2, manPages: false, completions: false });
    const flags = new Map(result.bindings.map((binding) => [binding.target.command_path.join(' '),
      Object.values(binding.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>).map((p) => p['x-cli-flag']).filter(Boolean)]));
    expect([...flags.keys()].sort()).toEqual(['', 'certonly', 'renew', 'revoke']);
    expect(flags.get('renew')).toEqual(['--force-renewal']);
    expect(flags.get('revoke')).toEqual(['--reason']);
  }, 60_000);

  it('keeps `NAME --help` when it prints the command\'s own help (deno\'s `--help[=<VALUE>]` prints the root\'s for `--help bench`)', async () => {
    await writeFile(join(dir, 'runtime'), DENO_LIKE);
    await chmod(join(dir, 'runtime'), 0o755);
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('runtime', { env, depth: 2, manPages: false, completions: false });
    const bench = result.bindings.find((binding) => binding.target.command_path.join(' ') === 'bench')!;
    expect(Object.values(bench.input_schema.properties as Record<string, { 'x-cli-flag'?: string }>).map((p) => p['x-cli-flag']).filter(Boolean)).toEqual(['--filter', '--json']);
  }, 60_000);
});

const DENO_LIKE = `#!/bin/sh
if [ "$1" = "bench" ]; then printf 'Run benchmarks\n\nUsage: runtime bench [OPTIONS] [FILES]...\n\nOptions:\n      --filter <VALUE>  Run only these\n      --json            Output JSON\n'; exit 0; fi
printf 'A runtime\n\nUsage: runtime [OPTIONS] [COMMAND]\n\nCommands:\n  bench   Run benchmarks\n  run     Run a program\n\nOptions:\n  -h, --help[=<VALUE>]  Print help\n  -q, --quiet           Be quiet\n'
`;
