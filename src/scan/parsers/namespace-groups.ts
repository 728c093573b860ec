import type { ParsedSubcommand } from '../types.js';
import { joinWrapped, type HelpLine, type HelpSection } from './layout.js';

const WORD = /^[a-z][\w-]*$/;
/** `cache clear   Clears a cache` (cleo), `cache:clear   Clears the cache` (Symfony). */
const ROW = /^([a-z][\w-]*)([ :])([a-z][\w-]*)((?: [a-z][\w-]*)*)(?: {2,}(\S.*))?$/;

/**
 * The namespaces that close a Symfony Console or cleo command list: a group line holding one word,
 * one column left of the rows, then the rows of that namespace (poetry's `poetry list`: ` cache`,
 * `  cache clear   Clears a Poetry cache by name.`, `  cache list   List Poetry's caches.`).
 * With cleo's spaces the namespace is a command word of its own and its rows are its commands:
 * `cache` is listed with `commands` [`clear`, `list`] and an empty description (`poetry cache`
 * itself is no command). A row of more words (`self show plugins`) gives its second word. With
 * Symfony's colons each row is one command (`cache:clear`). Only in sections titled as command
 * lists.
 *
 * @example
 * namespaceGroups(toLines('Available commands:\n  about   About it\n\n cache\n  cache clear   Clear it\n'), sections);
 * // [{ name: 'cache', description: '', commands: [{ name: 'clear', description: 'Clear it' }] }]
 */
export function namespaceGroups(lines: readonly HelpLine[], sections: readonly HelpSection[]): ParsedSubcommand[] {
  const found: ParsedSubcommand[] = [];
  for (const section of sections.filter((s) => s.kind === 'commands')) {
    const first = lines.slice(section.start, section.end).find((line) => line.body !== '');
    if (!first || first.indent < 2) continue;
    const base = first.indent;
    let namespace: ParsedSubcommand | undefined;
    let last: ParsedSubcommand | undefined;
    for (let i = section.start; i < section.end; i++) {
      const line = lines[i]!;
      if (line.body === '') continue;
      if (line.indent === base - 1 && WORD.test(line.body)) {
        namespace = { name: line.body, description: '', commands: [] };
        last = undefined;
        continue;
      }
      const row = namespace && line.indent === base ? ROW.exec(line.body) : null;
      if (row && row[1] === namespace!.name) {
        if (row[2] === ':') {
          last = { name: `${row[1]}:${row[3]}`, description: row[5] ?? '' };
          found.push(last);
          continue;
        }
        if (!found.includes(namespace!)) found.push(namespace!);
        const known = namespace!.commands!.find((sub) => sub.name === row[3]);
        // `self show` and `self show plugins`: the second word is the command of `self`.
        if (known) {
          last = undefined;
          continue;
        }
        last = { name: row[3]!, description: row[4] === '' ? row[5] ?? '' : '' };
        namespace!.commands!.push(last);
      } else if (last && line.indent > base) {
        last.description = joinWrapped([last.description, line.body]);
      } else if (line.indent <= base) {
        namespace = undefined;
        last = undefined;
      }
    }
  }
  return found;
}
