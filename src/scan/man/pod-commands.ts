import type { ManCommand } from './commands.js';
import { indentOf, pageSection } from './parse.js';

/** A head: a command word, then its operands and options as written (`createrepo repositoryname`). */
const HEAD = /^([a-z][a-z0-9_]*(?:-[a-z0-9_]+)*(?:\|[a-z][a-z0-9_]*(?:-[a-z0-9_]+)*)*)((?: +\S+)*)$/;
/** Fewer entries than this are as likely a list of values as commands. */
const MIN_COMMANDS = 3;

/**
 * Commands a pod2man page documents in its SUBCOMMANDS or COMMANDS section, one paragraph each at
 * the section's own indent (dpt-salsa(1): `pushrepo`, a blank line, `Creates a new repository ...`,
 * then `createrepo repositoryname` and its paragraph): a head is a line after a blank line whose
 * first word is a lower-case command name (or several joined by `|`: `toattic|fromattic`), ending in no full stop or colon, followed by a blank
 * line and a sentence at the same indent. Words under a deeper heading (`Parameters:` /
 * `repositoryname` over its indented text) are no heads.
 *
 * @example
 * podCommandEntries(dptSalsaPage).map((c) => c.name) // ['pushrepo', 'createrepo', 'configurerepo', ...]
 */
export function podCommandEntries(page: string): ManCommand[] {
  const section = pageSection(page, /^(?:SUB)?COMMANDS$/) ?? [];
  const indents = section.filter((line) => line.trim() !== '').map(indentOf);
  if (indents.length === 0) return [];
  const entryIndent = Math.min(...indents.filter((indent) => indent >= 4));
  const found: ManCommand[] = [];
  for (let i = 1; i + 2 < section.length; i++) {
    const line = section[i]!;
    // After a blank line, or right under a subsection's title further out (`   for managing users`).
    const above = section[i - 1]!;
    if (indentOf(line) !== entryIndent || (above.trim() !== '' && indentOf(above) >= entryIndent) || section[i + 1]!.trim() !== '') continue;
    const text = line.trim();
    const head = HEAD.exec(text);
    const next = section[i + 2]!;
    if (!head || /[.:,;]$/.test(text) || indentOf(next) !== entryIndent || !/^[A-Z][a-z]/.test(next.trim())) continue;
    const description: string[] = [];
    for (let k = i + 2; k < section.length && section[k]!.trim() !== ''; k++) description.push(section[k]!.trim());
    // `toattic|fromattic repositoryid|repositoryname`: two commands with one synopsis.
    for (const name of head[1]!.split('|')) {
      if (!found.some((entry) => entry.name === name)) found.push({ name, aliases: [], synopsis: `${name}${head[2]}`, description: description.join(' ') });
    }
  }
  return found.length >= MIN_COMMANDS ? found : [];
}
