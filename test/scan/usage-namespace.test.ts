/**
 * A program whose commands run under one word of its usage (R: `or: R CMD command [arguments]`
 * above a `Commands:` list; `R BATCH` starts R and prints the root help, `R CMD BATCH --help` is
 * BATCH's own help). The commands are bound under that word (`rtool CMD` alone is no command: it
 * gets no binding), and a completion script that lists
 * the same words flat (R's `cmds='BATCH COMPILE ...'`) adds no top-level stub for them. A real
 * program: a shell script, run directly, with a bash completion file where bash-completion looks.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanTool } from '../../src/scan/scanner.js';

const ROOT_HELP = `
Usage: rtool [options] [< infile] [> outfile]
   or: rtool CMD command [arguments]

Start rtool, or invoke one of its tools via the 'rtool CMD' interface.

Options:
  --no-save             Don't save the workspace
  -q, --quiet           Don't print the startup message

Commands:
  BATCH\t\t\tRun rtool in batch mode
  INSTALL\t\tInstall add-on packages
  check\t\t\tCheck add-on packages

Please use 'rtool CMD command --help' to obtain further information.
`;

const SCRIPT = `#!/bin/sh
root() {
  cat <<'HELP'
${ROOT_HELP}
HELP
}
if [ "$1" = CMD ]; then
  case "$2" in
    BATCH) printf 'Usage: rtool CMD BATCH [options] infile [outfile]\\n\\nOptions:\\n  --no-timing   do not report the timings\\n';;
    INSTALL) printf 'Usage: rtool CMD INSTALL [options] pkgs\\n\\nOptions:\\n  --library=LIB   install packages to library tree LIB\\n';;
    check) printf 'Usage: rtool CMD check [options] pkgdirs\\n\\nOptions:\\n  --as-cran   select customizations similar to those used for CRAN\\n';;
    "") root;;
    *) echo "rtool: exec: $2: not found" >&2; exit 127;;
  esac
  exit 0
fi
root
`;

const COMPLETION = `_rtool() {
  cmds='BATCH INSTALL check'
  COMPREPLY=( $(compgen -W "CMD --no-save --quiet $cmds" -- "\${COMP_WORDS[COMP_CWORD]}") )
}
complete -F _rtool rtool
`;

describe('commands listed under a word of the usage (R CMD command)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-usage-namespace-'));
    await mkdir(join(dir, 'bin'));
    await writeFile(join(dir, 'bin', 'rtool'), SCRIPT);
    await chmod(join(dir, 'bin', 'rtool'), 0o755);
    await mkdir(join(dir, 'data', 'bash-completion', 'completions'), { recursive: true });
    await writeFile(join(dir, 'data', 'bash-completion', 'completions', 'rtool'), COMPLETION);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('binds rtool CMD BATCH with its own options, and no rtool BATCH', async () => {
    const env = { PATH: `${join(dir, 'bin')}${delimiter}${process.env.PATH ?? ''}`, HOME: dir, XDG_DATA_HOME: join(dir, 'data') };
    const result = await scanTool('rtool', { env, depth: 2, manPages: false });
    const flags = new Map(result.bindings.map((binding) => [binding.module_id, Object.values(binding.input_schema.properties as unknown as Record<string, Record<string, unknown>>)
      .filter((property) => property['x-cli-kind'] === 'flag').map((property) => String(property['x-cli-flag'])).sort()]));
    expect([...flags.keys()].sort()).toEqual(['cli.rtool', 'cli.rtool.CMD.BATCH', 'cli.rtool.CMD.INSTALL', 'cli.rtool.CMD.check']);
    expect(flags.get('cli.rtool.CMD.BATCH')).toEqual(['--no-timing']);
    expect(flags.get('cli.rtool.CMD.INSTALL')).toEqual(['--library']);
    expect(flags.get('cli.rtool.CMD.check')).toEqual(['--as-cran']);
    expect(result.warnings.filter((warning) => /as a stub/.test(warning))).toEqual([]);
  }, 60_000);
});
