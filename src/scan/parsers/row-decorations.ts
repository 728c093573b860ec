/**
 * Marks some helps draw before a row or before its text, taken off so the rows read as any others:
 * list bullets (`-`, `•`) before option rows (markdownlint-cli2's `- --config   specifies ...`
 * under `Optional parameters:`) and before command rows (@effect/cli's `  - list      List the
 * docs`), and box-drawing arrows that lead a row's text on the line under it (neonctl's `-o,
 * --output` over `└────────────────>  Set output format`). Each mark becomes blanks of its width,
 * so every column stays where it was printed.
 */

/**
 * A list bullet, then an option: `- --config`, `• --fix`. Not `*`: stty marks its non-POSIX
 * settings with it (` * -tabs   same as tab3`), which are operands spelled with a dash.
 */
const BULLETED_OPTION = /^( *)[-•] +(?=--?[A-Za-z0-9])/;
/**
 * A list bullet, then a command row: a lower-case name, its bracketed arguments, a gap of two or
 * more, its text (@effect/cli's `  - show <slug>...      Show one or more docs`). Not clap's
 * `Possible values:` (`  - auto:   show colors ...`): a value, then a colon.
 */
const BULLETED_COMMAND = /^( *)[-•] +(?=[a-z][\w-]*(?::[\w-]+)*(?: (?:\[[^\]]*\]|<[^>]*>)(?:\.\.\.)?)* {2,}\S)/;
/** A drawn arrow at the left edge, before a row's text: `└──────>`, `╰─>`, `└──`. */
const ARROW_LEADER = /^( *)[└╰][─━╌┈-]+>? */;
/** Bullets are read only in a list: one bulleted option alone may be prose (`- -- ends the options`). */
const MIN_BULLETED = 2;

/**
 * The lines with option-row and command-row bullets (each in a list of at least two) and drawn
 * arrow leaders blanked.
 *
 * @example
 * withoutRowDecorations(['- --fix      updates files', '- --format   reads stdin']);
 * // ['  --fix      updates files', '  --format   reads stdin']
 * withoutRowDecorations(['--color', '└──────>  Colorize output']);
 * // ['--color', '          Colorize output']
 */
export function withoutRowDecorations(lines: readonly string[]): string[] {
  const bulleted = lines.filter((line) => BULLETED_OPTION.test(line)).length >= MIN_BULLETED;
  const bulletedCommands = lines.filter((line) => BULLETED_COMMAND.test(line)).length >= MIN_BULLETED;
  return lines.map((line) => {
    const arrow = ARROW_LEADER.exec(line);
    if (arrow) return ' '.repeat(arrow[0].length) + line.slice(arrow[0].length);
    const bullet = (bulleted ? BULLETED_OPTION.exec(line) : null) ?? (bulletedCommands ? BULLETED_COMMAND.exec(line) : null);
    return bullet ? ' '.repeat(bullet[0].length) + line.slice(bullet[0].length) : line;
  });
}
