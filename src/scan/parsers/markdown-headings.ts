/**
 * Helps written in Markdown (ronn's, as puppet prints them: `USAGE` over `-----`, and option rows as
 * bullets, `* --certname:` over their text indented by two): turned into the plain layout the other
 * readers take, headings as `USAGE:` and each bullet an option row with its text indented below it.
 */

/** A setext underline: three or more `-` or `=` alone on a line. */
const UNDERLINE = /^(?:-{3,}|={3,})$/;
/** A bulleted option head: `* --certname:`, `* -d, --debug:`. */
const BULLET_OPTION = /^\* (-{1,2}[A-Za-z0-9][^:]*?):?$/;
/** The fewest underlined headings for a help to be read as Markdown. */
const MIN_HEADINGS = 2;

/**
 * @example
 * plainMarkdownHeadings('USAGE\n-----\nprog [--x]\n\nOPTIONS\n-------\n* --x:\n  Do x.\n');
 * // 'USAGE:\nprog [--x]\n\nOPTIONS:\n  --x\n      Do x.\n'
 */
export function plainMarkdownHeadings(text: string): string {
  if (!text.includes('---') && !text.includes('===')) return text;
  const lines = text.split('\n');
  const underlined = (i: number): boolean => i + 1 < lines.length && UNDERLINE.test(lines[i + 1]!) && /^\S/.test(lines[i]!) && !UNDERLINE.test(lines[i]!);
  // traitlets underlines its headings too (`Class options` over `=====`) and has readers of its own:
  // only a help whose options are bullets is taken for ronn's.
  if (lines.filter((_, i) => underlined(i)).length < MIN_HEADINGS || !lines.some((line) => BULLET_OPTION.test(line))) return text;
  // puppet's `SYNOPSIS` is a sentence about the command and its `USAGE` the command line: with both,
  // the synopsis is read as the summary it is.
  const hasUsage = lines.some((line, i) => underlined(i) && /^usage:?$/i.test(line.trim()));
  const out: string[] = [];
  let inBullet = false;
  for (const [i, line] of lines.entries()) {
    if (UNDERLINE.test(line) && i > 0 && underlined(i - 1)) continue;
    if (underlined(i)) {
      inBullet = false;
      const title = line.trimEnd().replace(/:$/, '');
      out.push(hasUsage && /^synopsis$/i.test(title) ? 'Summary:' : `${title}:`);
      continue;
    }
    const bullet = BULLET_OPTION.exec(line);
    if (bullet) {
      inBullet = true;
      out.push(`  ${bullet[1]}`);
      continue;
    }
    // A bullet's text is indented under it; a line at the left edge ends it.
    if (inBullet && /^\S/.test(line)) inBullet = false;
    out.push(inBullet && line !== '' ? `    ${line}` : line);
  }
  return out.join('\n');
}
