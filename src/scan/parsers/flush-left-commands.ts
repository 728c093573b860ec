/**
 * A short title of a command list: `Main commands`, `Other commands`, `Commands`, openssl's `Message
 * Digest commands (see the `dgst' command for more details)`, rebar3's `Several tasks are available:`.
 */
const TITLE = /^[A-Z][A-Za-z ]{0,30}\b(?:commands?|tasks?)(?: \([^()]*\))?:?$|^[A-Z][A-Za-z ]{0,30}\b(?:commands|tasks) are available:$/i;
/** A row: one to three command words, then arguments if any, a gap of two or more, a description. */
const ROW = /^[a-z][\w:-]*(?: [a-z][\w:-]*){0,2}(?: +(?:\[[^\]]*\]|<[^>]*>|[A-Z][\w|.-]*))* {2,}\S/;
/** direnv's row: the name and its arguments ending in a colon, its description on the lines below. */
const COLON_ROW = /^[a-z][\w-]*(?: [^:]*)?:$/;
/**
 * neonctl's row (yargs with its own layout): the command path and its arguments alone on a line,
 * its description on the lines below (`neonctl branches` over `    Manage branches [aliases: branch]`).
 */
const BARE_ROW = /^[a-z][\w:-]*(?: [a-z][\w:-]*){0,3}(?: (?:\[[^\]]*\]|<[^>]*>))*$/;
/** A plain command-list heading (`Commands:`): over rows at the margin only when each row's text is below it. */
const PLAIN_TITLE = /^(?:available |sub)?commands:$/i;
/** A title's underline (`------------------`). */
const UNDERLINE = /^[-=]{3,}$/;
/** The fewest rows under a title for it to be this layout. */
const MIN_ROWS = 2;

/**
 * A command list printed flush left under a title without a colon (serverless 3: `Main commands`
 * then `deploy                          Deploy a Serverless service`, `deploy function   Deploy a
 * single function ...`; `Other commands` then `plugin install   Install and add a plugin ...`): no
 * heading or row reader sees a list whose rows stand at the margin like its title. Each such list
 * is given the layout the readers know: the title ends with a colon and its rows are indented by
 * two. Everything else is left as it was.
 *
 * @example
 * indentFlushLeftCommands('Main commands\ndeploy   Deploy it\ninfo     Show it\n') // 'Main commands:\n  deploy   Deploy it\n  info     Show it\n'
 */
export function indentFlushLeftCommands(text: string): string {
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const plain = PLAIN_TITLE.test(lines[i]!);
    if ((!plain && !TITLE.test(lines[i]!)) || (i > 0 && lines[i - 1]!.trim() !== '')) continue;
    // rebar3 leaves a blank line between its title and the rows.
    const first = UNDERLINE.test(lines[i + 1] ?? '') || (lines[i + 1] === '' && ROW.test(lines[i + 2] ?? '')) ? i + 2 : i + 1;
    let k = first;
    while (!plain && k < lines.length && ROW.test(lines[k]!)) k += 1;
    if (k - first >= MIN_ROWS) {
      for (let r = first; r < k; r += 1) lines[r] = `  ${lines[r]}`;
    } else {
      // direnv: `allow [PATH_TO_RC]:` rows at the margin, each description indented below its rows;
      // neonctl's rows have no colon, and every one of them has its description below it.
      const described = (row: number): boolean => /^\s+\S/.test(lines[row + 1] ?? '');
      const isRow = (row: number): boolean => COLON_ROW.test(lines[row]!) || (BARE_ROW.test(lines[row]!) && described(row));
      // Each row becomes one line, its description joined after a gap (yargs' `[aliases: ...]` at
      // its end stays readable), and the description lines are dropped.
      const joined: Array<{ row: string; text: string[] }> = [];
      for (k = first; k < lines.length && (isRow(k) || (joined.length > 0 && /^\s+\S/.test(lines[k]!))); k += 1) {
        if (isRow(k)) joined.push({ row: lines[k]!.replace(/:$/, ''), text: [] });
        else joined.at(-1)!.text.push(lines[k]!.trim());
      }
      if (joined.length < MIN_ROWS) continue;
      const rewritten = joined.map(({ row, text }) => (text.length > 0 ? `  ${row}    ${text.join(' ')}` : `  ${row}`));
      lines.splice(first, k - first, ...rewritten);
      k = first + rewritten.length;
    }
    if (!lines[i]!.endsWith(':')) lines[i] = `${lines[i]}:`;
    if (first === i + 2) lines[i + 1] = '';
    changed = true;
    i = k - 1;
  }
  return changed ? lines.join('\n').replace(/:\n\n(?= )/g, ':\n') : text;
}
