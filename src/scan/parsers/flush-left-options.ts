import type { HelpLine } from './layout.js';
import { parseOptionSpec, startsWithOption } from './option-spec.js';

/** The fewest flush-left rows before a section counts as this layout: one could be prose. */
const MIN_ROWS = 3;

/**
 * A flush-left row: option tokens at column 0, then the description after a gap of two or more
 * spaces (`-c, --config <filename>     Use this config file`), or after one space when the option
 * is too long for the column (`--amd.forceJsExtensionForImports Use ...`: a lower-case or
 * capitalised word, never a metavariable, follows).
 */
function isRow(line: HelpLine): boolean {
  if (line.indent !== 0 || !startsWithOption(line.body)) return false;
  const spec = parseOptionSpec(line.body, { wholeSpec: false });
  if (!spec) return false;
  const rest = line.body.slice(spec.consumed);
  return /^ +\S/.test(rest) || rest === '';
}

/**
 * Option rows printed at column 0 under an options heading, as rollup 4 does (`Basic options:`
 * then `-c, --config <filename>     Use ...`, wrapped descriptions indented below). Detected from
 * the text: at least three such rows in the section, and at least half of its flush-left lines
 * are rows, so a paragraph that happens to start with a dash is not read as an option. Returns the
 * indices of the rows; none when the section is not laid out this way.
 *
 * @example
 * const lines = toLines('Basic options:\n\n-c, --config <file>  Use this config\n-w, --watch          Watch\n--silent             Quiet\n');
 * flushLeftOptionRows(lines, 1, lines.length); // Set { 2, 3, 4 }
 */
export function flushLeftOptionRows(lines: readonly HelpLine[], start: number, end: number): Set<number> {
  const rows = new Set<number>();
  let flushLeft = 0;
  for (let i = start; i < end; i += 1) {
    const line = lines[i]!;
    if (line.body === '' || line.indent !== 0) continue;
    flushLeft += 1;
    if (isRow(line)) rows.add(i);
  }
  return rows.size >= MIN_ROWS && rows.size * 2 >= flushLeft ? rows : new Set();
}
