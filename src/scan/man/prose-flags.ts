import type { ParsedFlag } from '../types.js';
import { indentOf, pageLines } from './parse.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** A long option alone in parentheses, the way a sentence names the switch for what it just said. */
const PARENTHESISED_FLAG = /\((--[A-Za-z0-9][\w-]*)\)/g;

/**
 * Switches a manual page names only in the prose of one command's entry, each alone in
 * parentheses. apt(8) documents `list` as "options to list installed (--installed), upgradeable
 * (--upgradeable) or all available (--all-versions) versions", while `apt list --help` prints
 * apt's root help and no option list names them. The entry is an indented line holding the
 * command's name (optionally followed by a parenthesised note, `search (apt-cache(8))`) after a
 * blank line; its text is every more-indented line under it. Only a bare `(--flag)` counts: a
 * flag named in passing (`similar to dpkg-query --list`) may belong to another program, and one
 * with a value in the parentheses is no switch. Each flag's description is the sentence naming it.
 *
 * @example
 * commandEntryProseFlags(aptManText, 'list').map((f) => f.long) // ['--installed', '--upgradeable', '--all-versions']
 */
export function commandEntryProseFlags(manText: string, name: string): ParsedFlag[] {
  const lines = pageLines(manText);
  const escaped = escapeRegExp(name);
  const heading = new RegExp(`^${escaped}(?: \\(.*\\))?$`);
  for (let i = 1; i < lines.length; i += 1) {
    const indent = indentOf(lines[i]!);
    if (indent === 0 || lines[i - 1]!.trim() !== '' || !heading.test(lines[i]!.trim())) continue;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && (lines[j]!.trim() === '' || indentOf(lines[j]!) > indent); j += 1) body.push(lines[j]!.trim());
    const text = body.join(' ').replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const flags: ParsedFlag[] = [];
    const seen = new Set<string>();
    for (const sentence of text.split(/(?<=\.)\s+(?=[A-Z])/)) {
      for (const match of sentence.matchAll(PARENTHESISED_FLAG)) {
        const long = match[1]!;
        if (seen.has(long)) continue;
        seen.add(long);
        flags.push({ long, type: 'boolean', description: sentence, source: 'man' });
      }
    }
    return flags;
  }
  return [];
}
