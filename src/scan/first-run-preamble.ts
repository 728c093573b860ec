/**
 * What a program prints before every answer when it runs with an empty HOME. Probes always do (a
 * scratch HOME, an empty tmpfs in the sandbox, where a daemon a probe starts also dies with it), so
 * a program that greets its first run, or reports starting its daemon, does so before each version
 * and help it prints: pm2 6 prints a ~40-line ASCII-art banner when `~/.pm2` does not exist, then
 * `[PM2] Spawning PM2 daemon ...`, then `6.0.13` or its help. A user who has run the program before
 * sees none of it, and the help read after it would lose its usage line and description.
 *
 * The rule is general, not pm2's: `--version` shows the preamble, as the text before a bare version
 * number that ends its output, and any later output that starts with that same text has it removed.
 */

/** A bare version number alone on a line: `6.0.13`, `v1.2.3`, `2.0.0-rc.1`. */
const BARE_VERSION = /^v?\d+(?:\.\d+)+[\w.+-]*$/;

/** A program's version read from its `--version` output, and the preamble printed before it. */
export interface VersionReading {
  /** The version line (trimmed, escapes removed, at most 200 characters), or `unknown`. */
  version: string;
  /** The raw text printed before a bare version number that ends the output, when there is such text. */
  preamble?: string;
}

// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Reads `--version` output: its first non-empty line, unless that line has no digit and the
 * output ends with a bare version number on a line of its own, which is then the version and
 * everything before it the preamble.
 *
 * @example
 * readVersion('git version 2.43.0\n'); // { version: 'git version 2.43.0' }
 * readVersion('  ----\n  Welcome!\n[X] daemon started\n6.0.13\n'); // { version: '6.0.13', preamble: '  ----\n  Welcome!\n[X] daemon started\n' }
 */
export function readVersion(output: string): VersionReading {
  const lines = output.split('\n').map((line) => line.trim());
  const firstIndex = lines.findIndex((line) => line !== '');
  if (firstIndex < 0) return { version: 'unknown' };
  const first = lines[firstIndex]!.replace(ESCAPES, '');
  let lastIndex = lines.length - 1;
  while (lines[lastIndex] === '') lastIndex--;
  const last = lines[lastIndex]!.replace(ESCAPES, '');
  if (lastIndex > firstIndex && !/\d/.test(first) && BARE_VERSION.test(last)) {
    return { version: last, preamble: `${output.split('\n').slice(0, lastIndex).join('\n')}\n` };
  }
  return { version: first.slice(0, 200) };
}

/**
 * `text` without a leading `preamble` (see {@link readVersion}); other text unchanged. A preamble
 * printed in part counts too: the text's first lines equal the preamble's first lines, holding at
 * least half of its non-blank lines (pm2's `startup --help` prints the banner but starts no
 * daemon, so the daemon's lines are missing). Less than that is no preamble: a help may share a
 * line or two with it by chance.
 *
 * @example
 * dropPreamble('[X] daemon started\n\nUsage: x\n', '[X] daemon started\n'); // '\nUsage: x\n'
 */
export function dropPreamble(text: string, preamble: string | undefined): string {
  if (!preamble) return text;
  if (text.startsWith(preamble)) return text.slice(preamble.length);
  const wanted = preamble.split('\n').slice(0, -1);
  const lines = text.split('\n');
  let shared = 0;
  while (shared < wanted.length && shared < lines.length - 1 && lines[shared] === wanted[shared]) shared++;
  const nonBlank = (list: string[]) => list.filter((line) => line.trim() !== '').length;
  const held = nonBlank(wanted.slice(0, shared));
  return held > 0 && held * 2 >= nonBlank(wanted) ? lines.slice(shared).join('\n') : text;
}
