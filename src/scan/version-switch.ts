/**
 * Issue 32: every program's top command takes `--version` where its help shows it (`node
 * --version`, `tree --version`). The help parsers keep the switch apart from the flags (every
 * subcommand's help repeats it, and it only ever means the program's version); here it becomes a
 * flag of the top command, marked standalone: a call that sets it needs nothing else.
 */
import type { ParsedHelp } from './types.js';

/**
 * The top command's help with its version switch among the flags, when the help shows one and no
 * flag already has its token.
 *
 * @example
 * withVersionSwitch({ ...help, versionFlag: { long: '--version', type: 'boolean', description: 'print version' } }).flags.at(-1);
 * // { long: '--version', type: 'boolean', description: 'print version', standalone: true }
 */
export function withVersionSwitch(help: ParsedHelp): ParsedHelp {
  const version = help.versionFlag;
  if (!version) return help;
  const taken = new Set(help.flags.flatMap((flag) => [flag.long, flag.short, flag.negation]));
  if ((version.long !== undefined && taken.has(version.long)) || (version.long === undefined && taken.has(version.short))) return help;
  // A short spelling another flag has stays with that flag.
  const own = version.short !== undefined && taken.has(version.short) ? { ...version, short: undefined } : version;
  return { ...help, flags: [...help.flags, { ...own, standalone: true }] };
}
