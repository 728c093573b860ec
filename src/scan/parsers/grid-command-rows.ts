import type { HelpLine, HelpSection } from './layout.js';

/** One cell of a grid: a bare command name (`asn1parse`, `s_client`, `sha3-256`). */
const CELL = /^[a-z0-9][\w.-]*$/;
/** The fewest rows, and the most cells of the widest row, for a list to be a grid. */
const MIN_ROWS = 2;
const MIN_COLUMNS = 3;

/** The start columns of the gap-separated cells of a row (`asn1parse   ca` → [0, 12]). */
function cellStarts(line: HelpLine): number[] | undefined {
  const starts: number[] = [];
  const cells = /\S+/g;
  let previousEnd = -2;
  for (let m = cells.exec(line.text); m; m = cells.exec(line.text)) {
    // A single space inside a cell is prose (`Show the status`), not two names.
    if (starts.length > 0 && m.index - previousEnd < 2) return undefined;
    if (!CELL.test(m[0])) return undefined;
    starts.push(m.index);
    previousEnd = m.index + m[0].length;
  }
  return starts;
}

/**
 * The names of a command list printed as a grid of bare names in fixed columns, read row by row
 * (`openssl help`: `Standard commands` then `asn1parse         ca                ciphers ...`). A
 * row reader takes the first name of each row and the others for its description. It is a grid
 * only when every row of the list is bare names alone, every row's names start at the columns
 * of the widest row (the last rows may stop early), and the widest row has three names or more:
 * a `name  word` table with one-word descriptions has two columns and is left to the row reader.
 * Returns undefined when the section is not a grid.
 *
 * @example
 * const lines = toLines('Standard commands:\n  asn1parse   ca      cmp\n  cms         crl     dgst\n');
 * gridCommandNames(lines, splitSections(lines)[1]); // ['asn1parse', 'ca', 'cmp', 'cms', 'crl', 'dgst']
 */
export function gridCommandNames(lines: readonly HelpLine[], section: HelpSection): string[] | undefined {
  const rows: number[][] = [];
  const names: string[] = [];
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i]!;
    if (line.body === '') {
      if (rows.length > 0) break;
      continue;
    }
    if (rows.length > 0 && line.indent !== lines[i - 1]!.indent) break;
    const starts = cellStarts(line);
    // fossil's `This is fossil version 2.21 ...` follows its grid with no blank line: prose after
    // the rows ends the grid.
    if (!starts && rows.length >= MIN_ROWS) break;
    if (!starts) return undefined;
    rows.push(starts);
    names.push(...line.body.split(/\s+/));
  }
  if (rows.length < MIN_ROWS) return undefined;
  const widest = rows.reduce((w, row) => (row.length > w.length ? row : w));
  if (widest.length < MIN_COLUMNS) return undefined;
  // Rows may stop early only at the end, each no longer than the one above (quilt fills its grid
  // column by column: `diff  header  pop  series` and three rows of four after rows of five).
  const aligned = rows.every((row, r) => (row.length === widest.length || rows.slice(r + 1).every((below) => below.length <= row.length)) && row.every((start, c) => start === widest[c]));
  return aligned ? names : undefined;
}
