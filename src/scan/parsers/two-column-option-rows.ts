/**
 * zip's and unzip's `-h` print their options two to a row (`  -f   freshen: only changed files  -u
 * update: only changed or new files`): a row reader would take `-u` and its text for the end of
 * `-f`'s text.
 */

/** An option row with a second option after a gap: the indent, the first cell, the gap, the second cell. */
const PAIRED_ROW = /^( +)(-\S+ +\S.*?\S)( {2,})(-[^\s-]\S* {2,}\S.*)$/;
/** A cell that starts an option row: the option, a gap, its text (sticky: tried at a column). */
const OPTION_CELL = /-[^\s-]\S* {2,}\S/y;
/** A first cell that is an option row's start, or a title (`main listing-format options:`). */
const FIRST_CELL = /^(?:-\S+ +\S|\S.*:$)/;
/** The fewest option cells in a column, and the fewest rows pairing two options, for it to be a second column. */
const MIN_COLUMN_CELLS = 3;
const MIN_PAIRED_ROWS = 2;
/** A help printed in columns has one second column, or two; more candidates are no such layout. */
const MAX_COLUMNS = 4;

/** Whether an option cell starts at `column` of `line`. */
function cellAt(line: string, column: number): boolean {
  OPTION_CELL.lastIndex = column;
  return OPTION_CELL.test(line);
}

/** Whether an option cell starts at `column`, at the line's indent or after a gap of two blanks. */
function startsCell(line: string, indent: number, column: number): boolean {
  return (indent === column || (line[column - 1] === ' ' && line[column - 2] === ' ')) && cellAt(line, column);
}

/**
 * Splits option rows printed two to a row into one row each, the second under the first with the
 * first's indent, and an option alone in that column joins them. A column is a second column when two rows or more pair two options at it and
 * three lines or more start an option there (zipinfo prints `-v` alone at that column, and a title
 * with `-s` beside it): an option named in a row's text (`equivalent to -vET`) follows a single
 * space. A first text that runs up to the column leaves a single space before the second option
 * (zip's `-F   fix zipfile (-FF try harder) -D   do not add ...`). A title beside an option
 * (`main listing-format options:   -s  short ...`) is split the same way. Idempotent.
 *
 * @example
 * splitTwoColumnOptionRows(['  -f   freshen  -u   update', '  -d   delete   -m   move', '  -r   recurse  -j   junk']);
 * // ['  -f   freshen', '  -u   update', '  -d   delete', '  -m   move', '  -r   recurse', '  -j   junk']
 */
export function splitTwoColumnOptionRows(lines: readonly string[]): string[] {
  const paired = new Map<number, { rows: number; indent: number }>();
  for (const line of lines) {
    const m = PAIRED_ROW.exec(line);
    if (!m) continue;
    const column = m[1]!.length + m[2]!.length + m[3]!.length;
    const seen = paired.get(column);
    paired.set(column, { rows: (seen?.rows ?? 0) + 1, indent: seen?.indent ?? m[1]!.length });
  }
  const candidates = new Set([...paired].filter(([, { rows }]) => rows >= MIN_PAIRED_ROWS).map(([column]) => column));
  if (candidates.size === 0 || candidates.size > MAX_COLUMNS) return [...lines];
  // One pass over the text whatever the number of candidate columns: each `-` after a blank is looked up.
  const cells = new Map<number, number>();
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    for (let at = line.indexOf(' -'); at !== -1; at = line.indexOf(' -', at + 1)) {
      if (candidates.has(at + 1) && startsCell(line, indent, at + 1)) cells.set(at + 1, (cells.get(at + 1) ?? 0) + 1);
    }
  }
  const columns = [...paired].filter(([column]) => candidates.has(column) && (cells.get(column) ?? 0) >= MIN_COLUMN_CELLS);
  if (columns.length === 0) return [...lines];
  return lines.flatMap((line) => {
    const indent = line.length - line.trimStart().length;
    // zipinfo's `-v` alone in the second column is a row like the others.
    const alone = columns.find(([column]) => indent === column && cellAt(line, column));
    if (alone) return [`${' '.repeat(alone[1].indent)}${line.trimStart()}`];
    const found = columns.find(([column]) => indent < column && line[column - 1] === ' ' && cellAt(line, column)
      && FIRST_CELL.test(line.slice(indent, column).trimEnd()));
    if (!found) return [line];
    const [column, { indent: rowIndent }] = found;
    return [line.slice(0, column).trimEnd(), `${' '.repeat(rowIndent)}${line.slice(column)}`];
  });
}
