import type { ParsedSubcommand } from '../types.js';
import { joinWrapped, type HelpLine } from './layout.js';

/** `embed, --embed          embed data`: a command word, its spelling as an option, then the text. */
const ROW = /^([a-z][\w-]*), --([a-z][\w-]*)(?: {2,}(\S.*))?$/;
/** The fewest such rows before a list counts as this layout. */
const MIN_ROWS = 3;

/**
 * Commands a help lists each with its option spelling (steghide: `the first argument must be one
 * of the following:` over ` embed, --embed   embed data`, ` extract, --extract   extract data`):
 * rows whose word and long option are the same name, three at least, under any title. The text on
 * the lines below a row, indented deeper, goes on with its description unless it is a row of its
 * own (`   info <filename>   display information about <filename>`).
 *
 * @example
 * optionSpelledCommands(toLines('the first argument must be one of the following:\n embed, --embed   embed data\n extract, --extract   extract data\n info, --info   show info\n'));
 * // [{ name: 'embed', description: 'embed data' }, { name: 'extract', description: 'extract data' }, { name: 'info', description: 'show info' }]
 */
export function optionSpelledCommands(lines: readonly HelpLine[]): ParsedSubcommand[] {
  const found: ParsedSubcommand[] = [];
  for (const line of lines) {
    const row = ROW.exec(line.body);
    if (row && row[1] === row[2] && !found.some((sub) => sub.name === row[1])) found.push({ name: row[1]!, description: joinWrapped([row[3] ?? '']) });
  }
  return found.length >= MIN_ROWS ? found : [];
}
