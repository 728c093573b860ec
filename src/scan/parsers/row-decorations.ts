/**
 * Marks some helps draw before a row or before its text, taken off so the rows read as any others:
 * list bullets (`-`, `•`) before option rows (markdownlint-cli2's `- --config   specifies ...` under `Optional
 * parameters:`), and box-drawing arrows that lead a row's text on the line under it (neonctl's
 * `-o, --output` over `└────────────────>  Set output format`). Each mark becomes blanks of its
 * width, so every column stays where it was printed.
 */

/**
 * A list bullet, then an option: `- --config`, `• --fix`. Not `*`: stty marks its non-POSIX
 * settings with it (` * -tabs   same as tab3`), which are operands spelled with a dash.
 */
const BULLETED_OPTION = /^( *)[-•] +(?=--?[A-Za-z0-9])/;
/** A drawn arrow at the left edge, before a row's text: `└──────>`, `╰─>`, `└──`. */
const ARROW_LEADER = /^( *)[└╰][─━╌┈-]+>? */;
/** Bullets are read only in a list: one bulleted option alone may be prose (`- -- ends the options`). */
const MIN_BULLETED = 2;

/**
 * The lines with option-row bullets (in a list of at least two) and drawn arrow leaders blanked.
 *
 * @example
 * withoutRowDecorations(['- --fix      updates files', '- --format   reads stdin']);
 * // ['  --fix      updates files', '  --format   reads stdin']
 * withoutRowDecorations(['--color', '└──────>  Colorize output']);
 * // ['--color', '          Colorize output']
 */
export function withoutRowDecorations(lines: readonly string[]): string[] {
  const bulleted = lines.filter((line) => BULLETED_OPTION.test(line)).length >= MIN_BULLETED;
  return lines.map((line) => {
    const arrow = ARROW_LEADER.exec(line);
    if (arrow) return ' '.repeat(arrow[0].length) + line.slice(arrow[0].length);
    const bullet = bulleted ? BULLETED_OPTION.exec(line) : null;
    return bullet ? ' '.repeat(bullet[0].length) + line.slice(bullet[0].length) : line;
  });
}
