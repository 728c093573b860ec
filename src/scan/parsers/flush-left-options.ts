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
/** A flush-left row described on its own line after a gap of two or more blanks (a tab, expanded). */
function isDescribedRow(line: HelpLine): boolean {
  if (line.indent !== 0 || !startsWithOption(line.body)) return false;
  const spec = parseOptionSpec(line.body, { wholeSpec: false });
  if (spec !== undefined && /^ {2,}\S/.test(line.body.slice(spec.consumed))) return true;
  // fq's `--arg NAME VALUE        Set variable $NAME ...`: the gap ends a head of several value words.
  const gap = / {2,}(?=\S)/.exec(line.body);
  if (!gap) return false;
  const head = line.body.slice(0, gap.index);
  const whole = parseOptionSpec(head, { wholeSpec: true });
  return whole !== undefined && whole.consumed >= head.length;
}

/**
 * Flush-left rows in paragraphs made of nothing else, each described after a gap: grog prints
 * `-C<TAB><TAB>compatibility mode`, `--run<TAB><TAB>run ...` between prose paragraphs, all under its
 * usage, where the rows are not half the flush-left lines; prisma prints `-h, --help   Display ...`
 * and `--config   Custom path ...` under `Options`, `--file   ...` under a heading of its own and
 * `--stdin   ...` under `Flags`, two rows or fewer in each section; a line ending in a colon
 * leads rows in, and a row described after one blank (`--defaults-group-suffix=# Additionally ...`)
 * may stand among them when at least twice as many are described after a gap. At least three such rows in the
 * whole text (`ranges`, the sections: a paragraph ends at a heading); a paragraph with any other
 * flush-left line (prose starting with an option, traitlets' undescribed `--JupyterApp.x=<Bool>`)
 * gives none.
 *
 * @example
 * const lines = toLines('usage: t [option]...\n\nSome prose here.\nMore prose.\n\n-a\t\tall\n-b\t\tbrief\n--run\t\trun it\n\nMore prose.\nAnd more.\n');
 * describedRowParagraphs(lines, [{ start: 1, end: lines.length }]); // Set { 5, 6, 7 }
 */
export function describedRowParagraphs(lines: readonly HelpLine[], ranges: readonly { start: number; end: number }[]): Set<number> {
  const rows = new Set<number>();
  let paragraph: number[] = [];
  let clean = true;
  /** Rows described after one blank only (`--defaults-group-suffix=# Additionally read ...`). */
  let loose = 0;
  const close = () => {
    if (clean && loose * 2 <= paragraph.length - loose) for (const i of paragraph) rows.add(i);
    paragraph = [];
    clean = true;
    loose = 0;
  };
  for (const { start, end } of ranges) {
    for (let i = start; i < end; i += 1) {
      const line = lines[i]!;
      if (line.body === '') {
        close();
        continue;
      }
      if (line.indent !== 0) continue;
      if (isDescribedRow(line)) paragraph.push(i);
      else if (isRow(line) && /^\S+ [A-Z][a-z]/.test(line.body)) {
        paragraph.push(i);
        loose += 1;
      }
      // MariaDB's tools lead rows in with a sentence ending in a colon ("The following specify which
      // files/extra groups are read (specified before remaining options):"): a lead-in, not prose among rows.
      else if (!(line.body.endsWith(':') && !startsWithOption(line.body))) clean = false;
    }
    close();
  }
  return rows.size >= MIN_ROWS ? rows : new Set();
}

function isRow(line: HelpLine): boolean {
  if (line.indent !== 0 || !startsWithOption(line.body)) return false;
  const spec = parseOptionSpec(line.body, { wholeSpec: false });
  if (!spec) return false;
  const rest = line.body.slice(spec.consumed);
  return /^ +\S/.test(rest) || rest === '';
}

/** The lines at the margin of the paragraphs (runs of non-blank lines) in start..end that hold one of `rows`. */
function marginLinesOfRowParagraphs(lines: readonly HelpLine[], start: number, end: number, rows: ReadonlySet<number>): number {
  let count = 0;
  for (let i = start; i < end; i += 1) {
    if (lines[i]!.body === '') continue;
    let k = i;
    while (k < end && lines[k]!.body !== '') k += 1;
    const margin = lines.slice(i, k).flatMap((line, offset) => (line.indent === 0 ? [i + offset] : []));
    if (margin.some((at) => rows.has(at))) count += margin.length;
    i = k;
  }
  return count;
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
export function flushLeftOptionRows(lines: readonly HelpLine[], start: number, end: number, titled = false): Set<number> {
  const rows = new Set<number>();
  let flushLeft = 0;
  for (let i = start; i < end; i += 1) {
    const line = lines[i]!;
    if (line.body === '' || line.indent !== 0) continue;
    flushLeft += 1;
    if (isRow(line)) rows.add(i);
  }
  // Under a title of options (zypper's `  Command options:`), rows described after a gap that are
  // all its lines at the margin are rows however few: `addlock` has two. So are rows alone on their
  // line with their text indented under them (neonctl's `--prompt` over `   The question to ask`;
  // @effect/cli leaves a blank line between: `--wizard`, then `  A true or false value.`).
  const describedBelow = (i: number): boolean => {
    const below = lines[i + 1]?.body === '' ? lines[i + 2] : lines[i + 1];
    return below !== undefined && below.body !== '' && below.indent >= 2 && parseOptionSpec(lines[i]!.body, { wholeSpec: true })?.consumed === lines[i]!.body.length;
  };
  // A paragraph after them with no row is the section's prose (neonctl's `Global options: see
  // neonctl --help`), not a row that failed.
  if (titled && rows.size > 0 && rows.size === marginLinesOfRowParagraphs(lines, start, end, rows) && [...rows].every((i) => isDescribedRow(lines[i]!) || describedBelow(i))) return rows;
  return rows.size >= MIN_ROWS && rows.size * 2 >= flushLeft ? rows : new Set();
}
