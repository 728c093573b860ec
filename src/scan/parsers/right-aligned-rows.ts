import type { HelpLine, HelpSection } from './layout.js';

/**
 * A row: a lower-case name (with `,`-joined other spellings: `help,-h`), a gap of two or more, a
 * description. Capitals name columns or placeholders (prlimit's right-aligned `RESOURCE`, `SOFT`
 * under `Available output columns:`), not commands.
 */
const ROW = /^([a-z0-9][\w:-]*(?:,-{0,2}[\w-]+)*) {2,}\S/;
/** The fewest rows before a list counts as right-aligned. */
const MIN_ROWS = 3;

/**
 * A command list whose names are right-aligned (jasmine: `      init    initialize jasmine`, `
 * examples    install examples`, ` enumerate    enumerate suites and specs`): every name ends at
 * the same column and every description starts at the same column, so the rows stand at different
 * indents and a reader that takes the first row's indent as the list's loses the rest. Such rows
 * are moved to the smallest indent among them (at least one column: a row at the margin, jasmine's
 * `version,-v`, would read as a title); their wrapped lines, indented past the description
 * column, stay where they are. Any other section is returned as it was.
 *
 * @example
 * const lines = toLines('Commands:\n     init    start\n examples    copy examples\n  version    show it\n');
 * withLeftAlignedRows(lines, { start: 1, end: 4 }).map((line) => line.indent); // [0, 1, 1, 1]
 */
export function withLeftAlignedRows(lines: readonly HelpLine[], section: Pick<HelpSection, 'start' | 'end'>): HelpLine[] {
  const rows: Array<{ at: number; nameEnd: number; textStart: number }> = [];
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i]!;
    const m = ROW.exec(line.body);
    if (!m) continue;
    const gap = /^ +/.exec(line.body.slice(m[1]!.length))![0].length;
    rows.push({ at: i, nameEnd: line.indent + m[1]!.length, textStart: line.indent + m[1]!.length + gap });
  }
  const indents = new Set(rows.map((row) => lines[row.at]!.indent));
  if (rows.length < MIN_ROWS || indents.size < 2) return [...lines];
  if (new Set(rows.map((row) => row.nameEnd)).size !== 1 || new Set(rows.map((row) => row.textStart)).size !== 1) return [...lines];
  // Every other line among the rows is a wrapped description, indented past the description column.
  const textStart = rows[0]!.textStart;
  const isRow = new Set(rows.map((row) => row.at));
  for (let i = rows[0]!.at; i < rows.at(-1)!.at; i += 1) {
    if (!isRow.has(i) && lines[i]!.body !== '' && lines[i]!.indent < textStart) return [...lines];
  }
  const indent = Math.max(1, Math.min(...indents));
  return lines.map((line, i) => (isRow.has(i) ? { text: ' '.repeat(indent) + line.body, indent, body: line.body } : line));
}
