import type { ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';
import type { UsageContext } from './usage-subcommands.js';

/** The fewest command lines before a text counts as this layout. */
const MIN_LINES = 3;
const NAME = /^[a-z][\w:-]*$/;

/**
 * Subcommands of a help text that lists each command as a whole usage line with its description
 * indented below (Yarn 4: `yarn add [--json] [-E,--exact] ...` / `    add dependencies to the
 * project`). Detected from the text: at least three indented lines that start with the program's
 * name and command path, each followed by a more indented line. The next word is the subcommand;
 * its description is the one under its own line (`yarn cache` has none when only `yarn cache
 * clean` is listed).
 *
 * @example
 * usageLineSubcommands(toLines('  yarn add [--json] <pkg>\n    add dependencies\n  yarn bin\n    get a path\n  yarn cache clean\n    remove files\n'), { programName: 'yarn' });
 * // [{ name: 'add', description: 'add dependencies' }, { name: 'bin', ... }, { name: 'cache', description: '' }]
 */
export function usageLineSubcommands(lines: readonly HelpLine[], context: UsageContext): ParsedSubcommand[] {
  const program = context.programName;
  if (!program) return [];
  const prefix = [program, ...(context.commandPath ?? [])];
  const found = new Map<string, string>();
  let commandLines = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (line.indent === 0 || next.body === '' || next.indent <= line.indent) continue;
    const words = line.body.split(/\s+/);
    if (!prefix.every((word, at) => words[at] === word)) continue;
    const name = words[prefix.length];
    if (name === undefined || !NAME.test(name)) continue;
    commandLines++;
    // `yarn add ...` describes `add`; `yarn cache clean` describes `clean`, not `cache`.
    const own = words.length === prefix.length + 1 || !NAME.test(words[prefix.length + 1] ?? '');
    if (!found.has(name) || (own && found.get(name) === '')) found.set(name, own ? next.body : '');
  }
  if (commandLines < MIN_LINES) return [];
  return [...found].map(([name, description]) => ({ name, description }));
}
