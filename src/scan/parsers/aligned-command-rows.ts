import type { ParsedSubcommand } from '../types.js';
import { joinWrapped, type HelpLine } from './layout.js';

/** `   i, install   Install all ...`, `      add   Installs ...`, `      store add   Adds ...`. */
const ROW = /^(?:([a-z][\w-]*), )?([a-z][\w-]*)((?: [a-z][\w-]*)*)(?: {2,}(\S.*))?$/;
/** The fewest rows in the name column before a text counts as this layout. */
const MIN_ROWS = 3;

interface Row {
  line: number;
  nameColumn: number;
  alias?: string;
  name: string;
  /** More words after the name (`store add`): the row describes a command of `name`. */
  nested: boolean;
  description: string;
}

/**
 * Subcommands of a help whose command rows keep their names in one column and hang each short
 * alias to the left of it, under headings of any wording (pnpm: `Manage your dependencies:` then
 * `   i, install   Install all dependencies`, `      add   Installs a package ...`, descriptions
 * wrapped further in). Detected from the text: at least three rows whose names start in the same
 * column, one or more of them with an `alias, ` before the name. A row of two words (`store add`)
 * names a command of `store`, which is listed once with an empty description unless a row of its
 * own describes it.
 *
 * @example
 * alignedCommandRows(toLines('Manage:\n      add      Add a package\n   i, install  Install all\n      store add  Add to the store\n'));
 * // [{ name: 'add', ... }, { name: 'install', description: 'Install all', aliases: ['i'] }, { name: 'store', description: '' }]
 */
export function alignedCommandRows(lines: readonly HelpLine[]): ParsedSubcommand[] {
  const rows: Row[] = [];
  lines.forEach((line, i) => {
    const m = line.indent > 0 ? ROW.exec(line.body) : null;
    if (!m) return;
    const row: Row = {
      line: i,
      nameColumn: line.indent + (m[1] ? m[1].length + 2 : 0),
      name: m[2]!,
      nested: m[3] !== '',
      description: m[4] ?? '',
    };
    if (m[1]) row.alias = m[1];
    rows.push(row);
  });
  // The name column is the one an aliased row shares with the most plain rows.
  const columns = new Map<number, number>();
  for (const row of rows) if (row.alias) columns.set(row.nameColumn, 0);
  for (const row of rows) if (!row.alias && columns.has(row.nameColumn)) columns.set(row.nameColumn, columns.get(row.nameColumn)! + 1);
  const [column, plain] = [...columns].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [-1, 0];
  const listed = rows.filter((row) => row.nameColumn === column);
  if (plain === 0 || listed.length < MIN_ROWS) return [];
  const found = new Map<string, ParsedSubcommand>();
  for (const row of listed) {
    // Wrapped descriptions continue on lines indented past the name column.
    const parts = [row.description];
    for (let k = row.line + 1; k < lines.length && lines[k]!.body !== '' && lines[k]!.indent > column; k++) parts.push(lines[k]!.body);
    const description = row.nested ? '' : joinWrapped(parts);
    const known = found.get(row.name);
    if (known) {
      if (!row.nested && known.description === '') known.description = description;
      continue;
    }
    found.set(row.name, { name: row.name, description, ...(row.alias && !row.nested ? { aliases: [row.alias] } : {}) });
  }
  return [...found.values()];
}
