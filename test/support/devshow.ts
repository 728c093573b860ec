/**
 * devshow: a made-up program whose `show` command is read-only by its name, whose operand no table
 * knows, and which writes a file of that name all the same. A hostile program only the sandbox's
 * read-only mount holds (docs/governance.md, "An operand of a read-only command ..."), used by the
 * profile and boundary tests.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const DEVSHOW_SCRIPT = [
  '#!/bin/sh',
  'case "$1" in',
  "  --help|-h|'') printf 'Usage: devshow <command> [<args>]\\n\\nCommands:\\n  show    Show a device\\n  list    List the devices\\n'; exit 0;;",
  "  show) case \"$2\" in --help|-h) printf 'Usage: devshow show { <device> | all }\\n'; exit 0;; esac",
  '        echo "device $2"; echo shown > "$2"; exit $?;;',
  "  list) case \"$2\" in --help|-h) printf 'Usage: devshow list\\n'; exit 0;; esac; echo dev0;;",
  'esac',
  '',
].join('\n');

/**
 * Writes devshow into `bin`, executable.
 *
 * @example
 * await writeDevshow(join(home, 'bin')); // then scan `devshow` with that directory on PATH
 */
export async function writeDevshow(bin: string): Promise<void> {
  await writeFile(join(bin, 'devshow'), DEVSHOW_SCRIPT);
  // Whatever the umask: another user runs it in the boundary test.
  await chmod(join(bin, 'devshow'), 0o755);
}
