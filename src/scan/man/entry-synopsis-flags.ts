import type { ParsedFlag } from '../types.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';
import { indentOf, pageLines } from './parse.js';
import { synopsisFlags } from './synopsis-options.js';

/** The most lines one entry's head may wrap over. */
const MAX_HEAD_LINES = 4;

/**
 * The long options a manual page gives one command in the head of its entry under COMMANDS, as
 * pass(1)-style pages do: `show [ --clip, -c ] [ --username, -u ] pass-name`, then the entry's text
 * more deeply indented, while `gopass show --help` prints only `Usage: gopass show [pass-name]`.
 * The entry is an indented line after a blank one (or its section's heading) that starts with the command's name and holds
 * an option group in brackets; its head runs on over lines at the same indent. The head is read
 * like a usage line.
 *
 * @example
 * commandEntrySynopsisFlags('COMMANDS\n\n       cp [ --force, -f ] old-path new-path\n              Copies.\n', 'cp').map((f) => f.long) // ['--force']
 */
export function commandEntrySynopsisFlags(manText: string, name: string): ParsedFlag[] {
  const lines = pageLines(manText);
  const head = new RegExp(`^${escapeRegExp(name)}(?:[|,] ?[\\w-]+)* +(?=.*\\[ ?-)`);
  for (let i = 1; i < lines.length; i += 1) {
    const indent = indentOf(lines[i]!);
    // The first entry may follow its section's heading directly.
    const previous = lines[i - 1]!;
    if (indent === 0 || (previous.trim() !== '' && indentOf(previous) !== 0) || !head.test(lines[i]!.trim())) continue;
    const parts = [lines[i]!.trim()];
    for (let j = i + 1; j < lines.length && j <= i + MAX_HEAD_LINES && lines[j]!.trim() !== '' && indentOf(lines[j]!) === indent; j += 1) parts.push(lines[j]!.trim());
    return synopsisFlags([parts.join(' ')]);
  }
  return [];
}
