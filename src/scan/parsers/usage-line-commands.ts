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
  /** `corepack cache clean`: the commands of `cache`, each with the description under its line. */
  const nested = new Map<string, Map<string, string>>();
  const operands = operandWords(lines, prefix);
  let commandLines = 0;
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (line.indent === 0 || next.body === '' || next.indent <= line.indent) continue;
    const words = line.body.split(/\s+/);
    if (!prefix.every((word, at) => words[at] === word)) continue;
    // pass's `pass [ls] [subfolder]` and `pass [show] [...] pass-name`: a command word that may be left out.
    const name = words[prefix.length]?.replace(/^\[([a-z][\w:-]*)\]$/, '$1');
    if (name === undefined || !NAME.test(name)) continue;
    commandLines++;
    // `yarn add ...` describes `add`; `yarn cache clean` describes `clean`, not `cache`.
    // pass's `pass edit pass-name` describes `edit`: `pass-name` is an operand of other lines too.
    const own = words.length === prefix.length + 1 || !NAME.test(words[prefix.length + 1] ?? '') || operands.has(words[prefix.length + 1]!);
    if (!found.has(name) || (own && found.get(name) === '')) found.set(name, own ? next.body : '');
    // The usage path names the nesting: `corepack cache clean` is `clean` under `cache`. A word the
    // text also shows as an operand (pass's `pass edit pass-name`, `pass rm [...] pass-name`) is none.
    const verb = words[prefix.length + 1];
    if (!own && verb !== undefined) {
      const commands = nested.get(name) ?? new Map<string, string>();
      if (!commands.has(verb)) commands.set(verb, words.length === prefix.length + 2 || !NAME.test(words[prefix.length + 2] ?? '') ? next.body : '');
      nested.set(name, commands);
    }
  }
  if (commandLines < MIN_LINES) return describedAbove(lines, prefix, operands);
  return [...found].map(([name, description]) => {
    const commands = nested.get(name);
    return commands ? { name, description, commands: [...commands].map(([verb, text]) => ({ name: verb, description: text })) } : { name, description };
  });
}

/**
 * Words the command lines show as operands: after a bracket, an option or another operand
 * (`pass rm [--recursive,-r] pass-name`), never right after the command's words.
 */
function operandWords(lines: readonly HelpLine[], prefix: readonly string[]): Set<string> {
  const operands = new Set<string>();
  for (const line of lines) {
    const words = line.body.split(/\s+/);
    if (!prefix.every((word, at) => words[at] === word)) continue;
    const rest = words.slice(prefix.length + 1);
    const first = rest.findIndex((word) => !NAME.test(word));
    if (first < 0) continue;
    for (const word of rest.slice(first)) {
      const bare = word.replace(/\.\.\.$/, '');
      if (NAME.test(bare)) operands.add(bare);
    }
  }
  return operands;
}

/**
 * s3cmd's layout, the other way round: each command's description, then its usage line indented
 * under it (`  Make bucket` / `      s3cmd mb s3://BUCKET`). At least three such pairs; the word after
 * the command's words names the command, the line above describes it.
 */
function describedAbove(lines: readonly HelpLine[], prefix: readonly string[], operands: ReadonlySet<string>): ParsedSubcommand[] {
  const found = new Map<string, string>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const above = lines[i - 1]!;
    if (above.body === '' || above.indent >= line.indent || above.body.startsWith(`${prefix[0]} `)) continue;
    const words = line.body.split(/\s+/);
    if (!prefix.every((word, at) => words[at] === word)) continue;
    const name = words[prefix.length];
    if (name === undefined || !NAME.test(name) || operands.has(name) || found.has(name)) continue;
    found.set(name, above.body);
  }
  return found.size < MIN_LINES ? [] : [...found].map(([name, description]) => ({ name, description }));
}
