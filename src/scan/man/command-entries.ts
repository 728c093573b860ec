import { indentOf, pageSection } from './parse.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** The command word of an entry head, after any bracketed global options (`[ --delete ] createsymlinks`). */
const HEAD = /^(?:\[[^\]]*\]\s+)*([a-z][a-z0-9._+-]*)(?=\s|$)/;
/** The most heads one body may follow. */
const MAX_SHARED_HEADS = 6;

/**
 * The names a manual page's COMMANDS section documents as entries: each head line at the section's
 * entry indent with a deeper-indented body under it (`list codename [ packagename ]` above
 * `List all packages ...`), whatever follows the name (lower-case operand words no help row reader
 * takes for arguments). They are only candidates: the program confirms each before it is bound.
 *
 * @example
 * commandSectionEntries('COMMANDS\n       list codename [ name ]\n              List them.\n'); // ['list']
 */
export function commandSectionEntries(page: string): string[] {
  const section = pageSection(page, /^COMMANDS$/);
  if (section === undefined) return [];
  /** The first line below `i` at another indent, past blank lines and a few heads sharing one body. */
  const body = (i: number) => {
    let shared = 0;
    for (let k = i + 1; k < section.length && k < i + 200; k++) {
      const line = section[k]!;
      if (line.trim() === '') continue;
      if (indentOf(line) !== indentOf(section[i]!) || ++shared > MAX_SHARED_HEADS) return line;
    }
    return undefined;
  };
  // A head has a deeper body under it (`restore ...`, `restorefilter ...`: several heads, one body);
  // the indent most heads share is the entries' (a subsection title such as `   internal commands`
  // sits further out).
  const heads = section.map((line, i) => {
    const next = line.trim() === '' ? undefined : body(i);
    return next !== undefined && indentOf(next) > indentOf(line) ? indentOf(line) : -1;
  });
  const counts = new Map<number, number>();
  for (const at of heads) if (at >= 0) counts.set(at, (counts.get(at) ?? 0) + 1);
  if (counts.size === 0) return [];
  const entryIndent = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const names: string[] = [];
  for (let i = 0; i < section.length; i++) {
    // `[ --delete ] createsymlinks` starts a column further in, where the bracket pushes it.
    if (heads[i]! < entryIndent || heads[i]! > entryIndent + 1) continue;
    const head = HEAD.exec(section[i]!.trim());
    if (head && !names.includes(head[1]!)) names.push(head[1]!);
  }
  return names;
}

/** A heading of one command's own section, as Pod writes `=head1 COMMAND: ENV` (perlbrew(1)). */
const COMMAND_HEADING = /^COMMAND:\s+([A-Z][A-Z0-9-]*)$/;
/** The most lines after a heading its usage line may sit at. */
const HEADING_USAGE_LINES = 4;

/**
 * The commands a page gives a section heading of their own, `COMMAND: NAME` (perlbrew's page
 * documents `env` and `symlink-executables` only so), each counted when a line right under it
 * shows the program running it (`Usage: perlbrew env [ <name> ]`): a heading alone may title
 * anything. Candidates only: the program confirms each before it is bound.
 *
 * @example
 * commandHeadingEntries('COMMAND: ENV\n    Usage: perlbrew env [ <name> ]\n', 'perlbrew'); // ['env']
 */
export function commandHeadingEntries(page: string, programName: string): string[] {
  const lines = page.split('\n');
  const names: string[] = [];
  lines.forEach((line, i) => {
    const heading = COMMAND_HEADING.exec(line.trimEnd());
    if (!heading || indentOf(line) > 0) return;
    const name = heading[1]!.toLowerCase();
    const usage = new RegExp(`^(?:usage:\\s*)?${escapeRegExp(programName)}\\s+${escapeRegExp(name)}(?=\\s|$)`, 'i');
    const shown = lines.slice(i + 1, i + 1 + HEADING_USAGE_LINES).some((next) => usage.test(next.trim()));
    if (shown && !names.includes(name)) names.push(name);
  });
  return names;
}
