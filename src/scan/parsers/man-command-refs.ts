import type { ParsedSubcommand } from '../types.js';
import { cleanHelpText } from './clean.js';
import { joinWrapped, toLines } from './layout.js';
import type { UsageContext } from './usage-subcommands.js';

/** The fewest command lines before a page counts as this layout. */
const MIN_ROWS = 3;
const NAME = /^[a-z][\w-]*$/;
/** `(aliases: bundle package, bundle pack)` in a command's description. */
const ALIASES = /\s*\(aliases?: ([^)]*)\)/;

/**
 * Subcommands of a manual page that lists each command as a reference to its own page (bundler's
 * `bundle --help` prints bundle(1): `bundle install(1) bundle-install.1.html`, then the
 * description on the lines indented below, under `PRIMARY COMMANDS` and `UTILITIES`). Detected
 * from the text: at least three lines that start with the program's name and command path, then
 * a name and a section number in parentheses, each followed by a more indented description. An
 * `(aliases: bundle package, bundle pack)` note gives the command's aliases. Lines that do not
 * start with the program's name (`o   bundle inject(1)` under OBSOLETE) are not commands.
 *
 * @example
 * manPageCommandRefs('       bundle install(1) bundle-install.1.html\n              Install the gems\n...', { programName: 'bundle' });
 * // [{ name: 'install', description: 'Install the gems' }, ...]
 */
export function manPageCommandRefs(text: string, context: UsageContext): ParsedSubcommand[] {
  const program = context.programName;
  if (!program) return [];
  const prefix = [program, ...(context.commandPath ?? [])];
  const lines = toLines(cleanHelpText(text));
  const found: ParsedSubcommand[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const words = line.body.split(/\s+/);
    if (line.indent === 0 || !prefix.every((word, k) => words[k] === word)) continue;
    const ref = /^([^(\s]+)\(\d[a-z]*\)$/.exec(words[prefix.length] ?? '');
    if (!ref || !NAME.test(ref[1]!) || found.some((sub) => sub.name === ref[1])) continue;
    const parts: string[] = [];
    for (let k = i + 1; k < lines.length && lines[k]!.body !== '' && lines[k]!.indent > line.indent; k++) parts.push(lines[k]!.body);
    if (parts.length === 0) continue;
    const joined = joinWrapped(parts);
    const sub: ParsedSubcommand = { name: ref[1]!, description: joined.replace(ALIASES, '').trim() };
    const aliases = ALIASES.exec(joined)?.[1]!
      .split(',')
      .map((alias) => alias.trim().split(/\s+/))
      .filter((alias) => alias.length === prefix.length + 1 && prefix.every((word, k) => alias[k] === word) && NAME.test(alias.at(-1)!))
      .map((alias) => alias.at(-1)!);
    if (aliases && aliases.length > 0) sub.aliases = aliases;
    found.push(sub);
  }
  return found.length >= MIN_ROWS ? found : [];
}
