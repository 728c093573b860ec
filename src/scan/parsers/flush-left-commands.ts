/** A short title of a command list: `Main commands`, `Other commands`, `Commands`. */
const TITLE = /^[A-Z][A-Za-z ]{0,30}\bcommands?:?$/i;
/** A row: one to three command words, then arguments if any, a gap of two or more, a description. */
const ROW = /^[a-z][\w:-]*(?: [a-z][\w:-]*){0,2}(?: +(?:\[[^\]]*\]|<[^>]*>|[A-Z][\w|.-]*))* {2,}\S/;
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
    if (!TITLE.test(lines[i]!) || (i > 0 && lines[i - 1]!.trim() !== '')) continue;
    let k = i + 1;
    while (k < lines.length && ROW.test(lines[k]!)) k += 1;
    if (k - i - 1 < MIN_ROWS) continue;
    if (!lines[i]!.endsWith(':')) lines[i] = `${lines[i]}:`;
    for (let r = i + 1; r < k; r += 1) lines[r] = `  ${lines[r]}`;
    changed = true;
    i = k - 1;
  }
  return changed ? lines.join('\n') : text;
}
