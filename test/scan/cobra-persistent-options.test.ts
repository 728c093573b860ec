/**
 * A cobra program whose commands' helps print no `Global Flags:` section (buildah's template),
 * though cobra takes the root's persistent flags on each of them (`buildah add --root DIR ...`).
 * The scan offers each root option to a command before `--help` and gives every command those it
 * takes; a root's local flag, refused as an "unknown flag", stays the root's. A real program: a
 * shell script answering as cobra does, run directly.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

// --root, --retries and --debug are persistent; --version-check is the root's own (local) flag.
const SCRIPT = `#!/bin/sh
root_help() {
  printf 'A tool that builds images\\n\\nUsage:\\n  imgtool [flags]\\n  imgtool [command]\\n\\nAvailable Commands:\\n  add         Add content to the container\\n  help        Help about any command\\n  push        Push an image\\n\\nFlags:\\n      --debug                 print debugging output\\n  -h, --help                  help for imgtool\\n      --retries int           times to retry (default 3)\\n      --root string           storage root dir (default "/var/lib/img")\\n      --version-check         check for a newer version\\n\\nUse "imgtool [command] --help" for more information about a command.\\n'
}
cmd=""
for word in "$@"; do
  case "$word" in
    add|push) [ -z "$cmd" ] && cmd="$word";;
    --version-check) [ -n "$cmd" ] && { printf 'Error: unknown flag: --version-check\\n'; exit 1; };;
    --retries=x) printf 'Error: invalid argument "x" for "--retries" flag: strconv.ParseInt: parsing "x": invalid syntax\n'; exit 1;;
    --*=*|--debug|--help|-h) ;;
    --*) printf 'Error: unknown flag: %s\\n' "$word"; exit 1;;
  esac
done
case "$cmd" in
  add) printf 'Adds content.\\n\\nUsage:\\n  imgtool add [flags]\\n\\nFlags:\\n      --chmod string   set the access permissions\\n  -h, --help           help for add\\n  -q, --quiet          say nothing\\n';;
  push) printf 'Pushes an image.\\n\\nUsage:\\n  imgtool push [flags]\\n\\nFlags:\\n  -h, --help           help for push\\n      --root string    the registry root of the push, not storage\\n';;
  *) root_help;;
esac
`;

describe('a cobra program whose commands do not list the root\'s persistent flags', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-cobra-persistent-'));
    await writeFile(join(dir, 'imgtool'), SCRIPT);
    await chmod(join(dir, 'imgtool'), 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives every command the root options a command takes, not the root\'s local one, and keeps a command\'s own spelling', async () => {
    const env = { PATH: `${dir}${delimiter}${process.env.PATH ?? ''}`, HOME: tmpdir() };
    const result = await scanTool('imgtool', { env, depth: 2, manPages: false, completions: false });
    const flags = (id: string) => Object.values(result.bindings.find((binding) => binding.module_id === id)!.input_schema.properties)
      .map((p) => p['x-cli-flag']).filter((flag): flag is string => flag !== undefined).sort();
    expect(flags('cli.imgtool')).toEqual(['--debug', '--retries', '--root', '--version-check']);
    // --retries=x is refused for its value, not as an unknown flag: taken.
    expect(flags('cli.imgtool.add')).toEqual(['--chmod', '--debug', '--quiet', '--retries', '--root']);
    // push has a --root of its own: it keeps it, and takes --debug and --retries.
    expect(flags('cli.imgtool.push')).toEqual(['--debug', '--retries', '--root']);
    const push = result.bindings.find((binding) => binding.module_id === 'cli.imgtool.push')!;
    expect(Object.values(push.input_schema.properties).find((p) => p['x-cli-flag'] === '--root')?.description).toBe('the registry root of the push, not storage');
    // Each root option was offered once, with a value where it takes one, before --help.
    expect(result.probes.filter((probe) => probe.at(-1) === '--help' && probe.length === 3).sort()).toEqual([
      ['add', '--debug', '--help'], ['add', '--retries=x', '--help'], ['add', '--root=x', '--help'], ['add', '--version-check', '--help'],
    ]);
  }, 60_000);
});
