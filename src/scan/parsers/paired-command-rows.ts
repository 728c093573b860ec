import type { ParsedSubcommand } from '../types.js';
import { joinWrapped, type HelpLine, type HelpSection } from './layout.js';
import { commandWords, type UsageContext } from './usage-subcommands.js';

/**
 * `app list   list application profiles`, `app info PROFILE   show information on PROFILE`,
 * `route delete RULE|NUM   delete route RULE`: a group word, a verb, arguments in capitals or
 * brackets, then the description after a gap.
 */
const PAIR_ROW = /^([a-z][\w-]*) ([a-z][\w-]*)((?: (?:\[[^\]]*\]|<[^>]*>|[A-Z][\w|.]*))*) {2,}(\S.*)$/;
/** An argument of a row: capitals (`RULE|NUM`, `ARGS`) or a bracketed or angled word. */
const ARGUMENT = /^(?:\[[^\]]*\]|<[^>]*>|[A-Z][\w|.]*)$/;
/** The fewest pair rows in a help before they count as this layout: one alone may be prose. */
const MIN_ROWS = 2;

/**
 * Command lists that name a group's verbs only as pairs (ufw: `app list`, `app info PROFILE`,
 * `app update PROFILE` under `Application profile commands:`, and `route RULE` beside `route delete
 * RULE|NUM`): each pair row gives the group its verb, under `commands`, and a group without a row
 * of its own is listed with an empty description (`ufw app` is entered for its verbs). Read only in
 * sections titled as command lists, from rows at the list's own indent whose description follows a
 * gap of two spaces or more, and only when the help has two such rows. A second word the list also
 * shows as an argument of another row is an operand, not a verb.
 *
 * @example
 * const lines = toLines('Commands:\n enable        enables it\n app list      list profiles\n app info P    show P\n');
 * withPairedCommands([{ name: 'enable', description: 'enables it' }], lines, splitSections(lines), { programName: 'ufw' });
 * // [{ name: 'enable', ... }, { name: 'app', description: '', commands: [{ name: 'list', ... }, { name: 'info', ... }] }]
 */
export function withPairedCommands(subcommands: readonly ParsedSubcommand[], lines: readonly HelpLine[], sections: readonly HelpSection[], context: UsageContext = {}): ParsedSubcommand[] {
  const verbs = pairRows(lines, sections, context);
  if (verbs.length === 0) return [...subcommands];
  const result = subcommands.map((sub) => ({ ...sub }));
  for (const { group, verb, description } of verbs) {
    let entry = result.find((sub) => sub.name === group);
    if (!entry) {
      entry = { name: group, description: '' };
      result.push(entry);
    }
    const commands = entry.commands ?? [];
    if (!commands.some((sub) => sub.name === verb)) entry.commands = [...commands, { name: verb, description }];
  }
  return result;
}

/**
 * The usage each pair row gives a verb of `group`, for a scan that binds the verbs from the rows
 * (ufw answers `ufw app info --help` with its root help): `app info PROFILE` gives `info` the
 * usage `ufw app info PROFILE`.
 *
 * @example
 * pairRowSynopses(ufwLines, splitSections(ufwLines), { programName: 'ufw' }, 'app').get('info') // ['ufw app info PROFILE']
 */
export function pairRowSynopses(lines: readonly HelpLine[], sections: readonly HelpSection[], context: UsageContext, group: string): Map<string, string[]> {
  const synopses = new Map<string, string[]>();
  const words = commandWords(context);
  if (words === undefined) return synopses;
  for (const row of pairRows(lines, sections, context)) {
    if (row.group !== group || row.args === '' || synopses.has(row.verb)) continue;
    synopses.set(row.verb, [[...words, group, row.verb, row.args].join(' ')]);
  }
  return synopses;
}

interface PairRow {
  group: string;
  verb: string;
  /** What the row shows after the verb (`PROFILE`, `RULE|NUM`), or `''`. */
  args: string;
  description: string;
}

/** The pair rows of a help's command lists, when it has enough of them to be this layout. */
function pairRows(lines: readonly HelpLine[], sections: readonly HelpSection[], context: UsageContext): PairRow[] {
  // lerna's `lerna list   List ...` rows repeat the program's name (prefixed-command-rows.ts): the
  // program and the command's own words are never a group of the command.
  const own = new Set([context.programName, ...(context.commandPath ?? [])]);
  const pairs: PairRow[] = [];
  const operands = new Set<string>();
  // gprofng repeats its name before each pair (` gprofng collect app     collect application ...`).
  const prefix = `${(commandWords(context) ?? []).join(' ')} `;
  const rowOf = (line: HelpLine): string => (prefix.length > 1 && line.body.startsWith(prefix) ? line.body.slice(prefix.length) : line.body);
  for (const section of sections.filter((s) => s.kind === 'commands')) {
    // The list's own indent: its first line, or, under a paragraph of prose at the margin (gprofng's
    // "The driver supports various commands."), its first pair row.
    const body = lines.slice(section.start, section.end).filter((line) => line.body !== '');
    const first = body[0]?.indent !== 0 ? body[0] : body.find((line) => line.indent > 0 && PAIR_ROW.test(rowOf(line)));
    if (!first || first.indent === 0) continue;
    for (let i = section.start; i < section.end; i++) {
      const line = lines[i]!;
      if (line.indent !== first.indent) continue;
      const row = rowOf(line);
      // `insert NUM RULE`: what follows an argument is an argument too.
      const words = row.split(/ {2,}/)[0]!.split(' ');
      const at = words.findIndex((word) => ARGUMENT.test(word));
      if (at > 0) for (const word of words.slice(at)) operands.add(word);
      const m = PAIR_ROW.exec(row);
      if (!m) continue;
      const parts = [m[4]!];
      for (let k = i + 1; k < section.end && lines[k]!.body !== '' && lines[k]!.indent > line.indent; k++) parts.push(lines[k]!.body);
      pairs.push({ group: m[1]!, verb: m[2]!, args: m[3]!.trim(), description: joinWrapped(parts) });
    }
  }
  const verbs = pairs.filter((pair) => !operands.has(pair.verb) && pair.verb !== pair.group && !own.has(pair.group));
  return verbs.length < MIN_ROWS ? [] : verbs;
}
