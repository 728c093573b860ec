import type { ParsedHelp } from '../types.js';
import { usageOptions } from './usage.js';
import { commandWords, type UsageContext } from './usage-subcommands.js';

/**
 * A help whose first usage line is a listed subcommand's (pass prints `Usage:` and then
 * `pass init [--path=subfolder,-p subfolder] gpg-id...` as the first of its command lines): that
 * usage's operands and options belong to the subcommand, not to the command whose help this is, so
 * the operands read from it and the options only it shows (no description) are taken off. Options
 * an option list describes stay.
 *
 * @example
 * withoutSubcommandUsage(parseHelp(passHelp), { programName: 'pass' }).positionals // [] (was init, gpg-id)
 */
export function withoutSubcommandUsage(help: ParsedHelp, context: UsageContext): ParsedHelp {
  const prefix = commandWords(context);
  if (help.usage === undefined || prefix === undefined || help.subcommands.length === 0) return help;
  const words = help.usage.replace(/^usage:\s*/i, '').split(/\s+/);
  if (!prefix.every((word, at) => words[at] === word)) return help;
  const next = words[prefix.length];
  if (next === undefined || !help.subcommands.some((sub) => sub.name === next || (sub.aliases ?? []).includes(next))) return help;
  const tokens = new Set(usageOptions(help.usage).flatMap((option) => [option.token, option.short]));
  return {
    ...help,
    flags: help.flags.filter((flag) => flag.description !== '' || !(tokens.has(flag.long) || tokens.has(flag.short))),
    positionals: help.positionals.filter((positional) => positional.description !== ''),
  };
}
