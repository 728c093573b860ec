import type { ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';
import { commandWords, type UsageContext } from './usage-subcommands.js';

/** The fewest such lines in one block for them to be a command list, not an example. */
const MIN_LINES = 3;
const NAME = /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/;

/**
 * Commands a help lists only as the command lines that print their help, one per line in an
 * indented block (elm: `Here is a full list:` then `    elm repl    --help`, `    elm install
 * --help`, ...; also `prog help NAME` and `prog NAME -h` lines): three or more consecutive lines at
 * one indent, each the command's words, a name, and a help switch, or `help` and a name. The
 * names, in order, with no description (the block gives none).
 *
 * @example
 * helpLineCommands(toLines('Full list:\n    elm repl --help\n    elm init --help\n    elm make --help\n'), { programName: 'elm' })
 * // [{ name: 'repl', description: '' }, { name: 'init', description: '' }, { name: 'make', description: '' }]
 */
export function helpLineCommands(lines: readonly HelpLine[], context: UsageContext): ParsedSubcommand[] {
  const words = commandWords(context);
  if (words === undefined) return [];
  const nameOf = (line: HelpLine): string | undefined => {
    const parts = line.body.split(/\s+/);
    if (parts.length !== words.length + 2 || words.some((word, k) => parts[k] !== word)) return undefined;
    const [first, second] = parts.slice(words.length) as [string, string];
    if (first === 'help' && NAME.test(second)) return second;
    return NAME.test(first) && /^(?:--help|-h)$/.test(second) ? first : undefined;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const start = lines[i]!;
    if (start.indent === 0 || nameOf(start) === undefined) continue;
    const names: string[] = [];
    let k = i;
    while (k < lines.length && lines[k]!.indent === start.indent && nameOf(lines[k]!) !== undefined) names.push(nameOf(lines[k++]!)!);
    if (names.length >= MIN_LINES) return [...new Set(names)].map((name) => ({ name, description: '' }));
    i = k;
  }
  return [];
}
