import type { ParsedSubcommand } from '../types.js';
import { splitSections, type HelpLine } from './layout.js';
import { allUsages } from './usage.js';

/**
 * `{install,inject,upgrade-all}`: argparse's list of subcommand choices on a line of its own, with the
 * subparsers' own help after a gap when they have one (`{mcp,index,search}  Available commands`). A list
 * of one (`{launch}`: a group with a single verb) is taken only with the row that names it under it
 * and the usage's `{launch} ...`, argparse's mark of a subparser: alone, `{value}` is a placeholder.
 */
const CHOICES = /^\{([a-z0-9][\w.-]*(?:,[a-z0-9][\w.-]*)*)\}(?: {2,}\S.*)?$/;
const ROW = /^([a-z0-9][\w.-]*)(?: {2,}(.*))?$/;
/**
 * `COLLECTION_ACTION`, novaclient's `<subcommand>`, pwmigrate's `command`: a metavar argparse prints
 * in place of the choice list (`metavar=` on the subparsers).
 */
const METAVAR = /^([A-Z][A-Z0-9_]*|<[a-z][\w-]*>|[a-z][a-z0-9_-]*)$/;

/** The names of the `name  description` rows indented under line `at`, at the first row's indent. */
function metavarRows(lines: readonly HelpLine[], at: number): string[] {
  const names: string[] = [];
  let rowIndent = -1;
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j]!;
    if (line.body === '') continue;
    if (line.indent <= lines[at]!.indent) break;
    const row = ROW.exec(line.body);
    if (rowIndent === -1) rowIndent = line.indent;
    if (row && line.indent === rowIndent) names.push(row[1]!);
  }
  return names;
}

/**
 * Subcommands that argparse gives only as a choice list (pipx: a `{install,inject,...}` line under
 * `subcommands:`, then indented `name  description` rows, descriptions wrapping further in). Each
 * listed choice is a subcommand; a row under the list gives its description. With a `metavar=`
 * (ansible-galaxy's `TYPE`, `COLLECTION_ACTION`) argparse prints the metavar alone on the line
 * instead, and the usage takes it as `TYPE ...`: the rows under it are the subcommands. Detected
 * from the text, never from the program's name.
 *
 * @example
 * choiceListSubcommands(toLines('subcommands:\n  {install,list}\n    install   Install a package\n    list      List packages\n'));
 * // [{ name: 'install', description: 'Install a package' }, { name: 'list', description: 'List packages' }]
 */
export function choiceListSubcommands(lines: readonly HelpLine[]): ParsedSubcommand[] {
  return readChoiceList(lines, allUsages([...lines], splitSections([...lines]))).subcommands;
}

/** A choice list's subcommands and, when a metavar stood for the list, that metavar (`TYPE`). */
export interface ChoiceList {
  subcommands: ParsedSubcommand[];
  metavar?: string;
}

/**
 * The choice list of {@link choiceListSubcommands} with its metavar, so the positional the usage
 * names after it (`TYPE ...`) is known to be the subcommand's slot, not an operand. `usages` are the
 * help's usages with their wrapped lines joined (`allUsages`), where the metavar is looked for.
 *
 * @example
 * readChoiceList(toLines('usage: x [-h] TYPE ...\n\npositional arguments:\n  TYPE\n    role   Manage roles\n'), ['x [-h] TYPE ...']).metavar; // 'TYPE'
 */
export function readChoiceList(lines: readonly HelpLine[], usages: readonly string[]): ChoiceList {
  // The usage line repeats the list without rows: the list with the most rows under it wins.
  let best: ChoiceList = { subcommands: [] };
  let bestRows = -1;
  for (let i = 0; i < lines.length; i++) {
    const list = CHOICES.exec(lines[i]!.body);
    const metavar = list ? undefined : METAVAR.exec(lines[i]!.body);
    // A metavar stands for the list only where the usage takes it with argparse's `...` for the
    // rest of the command line (`usage: ansible-galaxy collection [-h] COLLECTION_ACTION ...`).
    if (metavar && !usages.some((usage) => usage.includes(` ${metavar[1]} ...`))) continue;
    if (!list && !metavar) continue;
    // Under a metavar the names are the rows' own, in their order.
    const names = list ? list[1]!.split(',') : metavarRows(lines, i);
    const descriptions = new Map<string, string>();
    const listIndent = lines[i]!.indent;
    let current: string | undefined;
    let rowIndent = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.body === '') continue;
      if (line.indent <= listIndent) break;
      const row = ROW.exec(line.body);
      if (row && names.includes(row[1]!) && (rowIndent === -1 || line.indent === rowIndent)) {
        rowIndent = line.indent;
        current = row[1]!;
        descriptions.set(current, (row[2] ?? '').trim());
      } else if (current && line.indent > rowIndent) {
        descriptions.set(current, `${descriptions.get(current)} ${line.body}`.trim());
      }
    }
    if (list && names.length === 1 && !(descriptions.has(names[0]!) && usages.some((usage) => usage.includes(`{${names[0]}} ...`)))) continue;
    if (descriptions.size > bestRows) {
      bestRows = descriptions.size;
      best = { subcommands: names.map((name) => ({ name, description: descriptions.get(name) ?? '' })), ...(metavar ? { metavar: metavar[1]! } : {}) };
    }
  }
  return best;
}
