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
  text = text.replace(DOT_LEADER, (run) => ' '.repeat(run.length));
  return text === line.text ? line : { text, indent: line.indent, body: text.trim() };
}
