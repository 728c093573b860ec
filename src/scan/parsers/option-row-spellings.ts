import type { HelpLine } from './layout.js';
import { startsWithOption } from './option-spec.js';

/**
 * Four or more dots standing alone between spaces (three are an ellipsis): a dot leader (`-b [N]
 * ....  --buffers=[N]`); or glued to the option before it (cordova's `--buildConfig......... Use`).
 */
const DOT_LEADER = /(?<= |^ *--?[A-Za-z0-9][\w-]*)\.{4,}(?= )/g;
/**
 * A short spelling (with its value name), a gap that may hold dots, then a long spelling: less pads
 * its short spellings to its long ones with as many dots as fit, one where little room is left
 * (`-D xcolor  .  --color=xcolor`), or none (`-p [pattern]    --pattern=[pattern]`, and
 * `-T [tagsfile] --tag-file=[tagsfile]` where its tab left one space).
 */
const SHORT_GAP_LONG = /^( *-[^-\s,][^\s,]*(?: [[<'A-Za-z][^ ]*)?)( +(?:\.+ +)?)(--[A-Za-z0-9][\w-]*(?:=\S+|\[=[^\]\s]*\])?)(.*)$/;

/**
 * A table of a short spelling, its value, the long spelling and the text, each in a column of its
 * own (exiv2(1)'s COMMAND SUMMARY: `-d     tgt          --delete     Delete target(s) ...`, `-k
 * --keep       Preserve ...` with the value column empty). Not vim's `-h  or  --help`.
 */
const TABLE_CELLS = /^( *)(-[A-Za-z0-9?])(?: {2,}(?!or )([^\s-]\S*))? {2,}(--[A-Za-z0-9][\w-]*) {2,}(\S.*)$/;

/**
 * An option row with its spellings joined and its dot leaders blanked out, columns kept:
 * `-a  ........  --search-skip-screen` (less, description below) reads as `-a, --search-skip-screen`,
 * and `-b [N]  ....  --buffers=[N]  Use N buffers` as two spellings and a description. A gap between
 * a short spelling and a long one joins them only where a dot leader fills it or nothing but
 * spellings follows (text that is only option words is never a description). Lines that do not
 * start with an option are returned as they are.
 *
 * @example
 * withSpellingsJoined(toLines('  -a  ........  --search-skip-screen')[0]).body // '-a, --search-skip-screen'
 */
export function withSpellingsJoined(line: HelpLine): HelpLine {
  if (!startsWithOption(line.body)) return line;
  let text = line.text;
  const pair = SHORT_GAP_LONG.exec(text);
  if (pair) {
    const [, short, gap, long, rest] = pair as unknown as [string, string, string, string, string];
    const onlySpellings = /^(?: +--?[A-Za-z0-9][\w-]*(?:=\S+|\[=[^\]\s]*\])?)* *$/.test(rest);
    // The padding moves after the spellings, so a description on the same line keeps its column.
    if (gap.includes('.') || onlySpellings) text = `${short}, ${long}${' '.repeat(Math.max(0, gap.length - 2))}${rest}`;
  }
  if (text === line.text) text = withTableCellsJoined(text);
  text = text.replace(DOT_LEADER, (run) => ' '.repeat(run.length));
  return text === line.text ? line : { text, indent: line.indent, body: text.trim() };
}

/**
 * A row of {@link TABLE_CELLS} as one head, `-d, --delete tgt`, its text kept in its column; any
 * other text as it is.
 *
 * @example
 * withTableCellsJoined('-d     tgt          --delete     Delete target(s)'); // '-d, --delete tgt                 Delete target(s)'
 */
export function withTableCellsJoined(text: string): string {
  const cells = TABLE_CELLS.exec(text);
  if (!cells) return text;
  const [, indent, short, value, long, description] = cells as unknown as [string, string, string, string | undefined, string, string];
  const head = `${indent}${short}, ${long}${value === undefined ? '' : ` ${value}`}`;
  const column = text.length - description.length;
  return `${head}${' '.repeat(Math.max(2, column - head.length))}${description}`;
}
