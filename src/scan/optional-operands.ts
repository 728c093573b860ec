/**
 * Operands a program's help prints as required that the program does not need, by program and
 * command words (issue 32). npm prints `npm ls <package-spec>` and `npm run <command>` though
 * both run without one: `npm ls` lists the whole tree ("Positional arguments are
 * name@version-range identifiers, which will limit the results", npm help ls) and `npm run`
 * lists the package's scripts ("If no "command" is provided, it will list the available
 * scripts", npm help run-script). Neither text is in `--help`, so no rule over the help can know.
 */
import type { ParsedHelp } from './types.js';

/** Program → command words (joined by a space) → operand names (as parsed: lower case) that may be left out. */
const OPTIONAL_OPERANDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  npm: {
    // ls and its aliases: with no package, the whole dependency tree.
    ls: ['package-spec'], list: ['package-spec'], ll: ['package-spec'], la: ['package-spec'],
    // run and its aliases: with no command, the package's scripts.
    run: ['command'], 'run-script': ['command'], rum: ['command'], urn: ['command'],
  },
};

/**
 * The help with the operands the table lists for this command made optional.
 *
 * @example
 * withKnownOptionalOperands('npm', ['ls'], help).positionals[0].required; // false
 */
export function withKnownOptionalOperands(tool: string, commandPath: readonly string[], help: ParsedHelp): ParsedHelp {
  const names = OPTIONAL_OPERANDS[tool]?.[commandPath.join(' ')];
  if (!names || !help.positionals.some((p) => p.required && names.includes(p.name))) return help;
  return { ...help, positionals: help.positionals.map((p) => (p.required && names.includes(p.name) ? { ...p, required: false } : p)) };
}
