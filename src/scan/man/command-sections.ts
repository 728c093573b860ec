import type { ParsedFlag } from '../types.js';
import { indentOf, pageLines, parseManPage } from './parse.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** The most lines one command's subsection is read over, so a page with no next heading reads no further. */
const MAX_SECTION_LINES = 400;

/**
 * The options a manual page documents in one command's own subsection: sphinx-click's pages
 * (todoman, khal) give each command a heading of its name (`   list`), its text, its synopsis
 * (`todoman list [OPTIONS]`) and an `Options` list, while `todoman list --help` fails without a
 * configuration file. The subsection is the heading's deeper-indented lines up to the next line
 * as far out; it counts only when one of its lines is a synopsis naming the command after the
 * program's name, so a word that merely heads a paragraph gives nothing.
 *
 * @example
 * commandSectionFlags(todomanPage, 'copy').map((f) => f.long) // ['--list']
 */
export function commandSectionFlags(manText: string, name: string): ParsedFlag[] {
  const lines = pageLines(manText);
  const synopsis = new RegExp(`^\\S+ ${escapeRegExp(name)}(?:\\s|$)`);
  for (let i = 1; i < lines.length; i += 1) {
    const indent = indentOf(lines[i]!);
    if (indent === 0 || lines[i - 1]!.trim() !== '' || lines[i]!.trim() !== name) continue;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && j <= i + MAX_SECTION_LINES && (lines[j]!.trim() === '' || indentOf(lines[j]!) > indent); j += 1) body.push(lines[j]!);
    if (!body.some((line) => synopsis.test(line.trim()))) continue;
    return parseManPage(`OPTIONS\n${body.join('\n')}\n`).flags;
  }
  return [];
}
