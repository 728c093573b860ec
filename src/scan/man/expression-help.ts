/**
 * Gives a command's parse the expression grammar its manual page documents (issue 32). The help
 * parsers read find's compressed lists (`-amin N -anewer FILE -atime N ...`) as options, one per
 * line with the rest of the line as its text, and rendered before the starting points they make
 * find fail (`paths must precede expression`). With the grammar, the predicates are the
 * expression's, and the command's options are only those its usage shows before its operands.
 */
import type { ParsedHelp } from '../types.js';
import type { ParsedExpression } from './expression.js';

/** Option tokens a usage line shows in brackets (`[-H] [-L] [-D debugopts]` → `-H`, `-L`, `-D`). */
function usageOptionTokens(usage: string | undefined): Set<string> {
  return new Set([...(usage ?? '').matchAll(/\[(--?[A-Za-z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * The parse with `expression` set: the last operand becomes the expression operand (one named
 * `expression` is added when the usage line did not show it), and options the usage line does not
 * show (the predicates the help parsers took for options, and words of the page's prose such as
 * `-n` of "-n for less than n") are left out. Options the usage shows (`-H`, `-L`, `-P`, `-D`) stay.
 *
 * @example
 * withExpressionGrammar(findHelp, grammar).flags.map((f) => f.short); // ['-P', '-L', '-H', '-D']
 */
export function withExpressionGrammar(help: ParsedHelp, grammar: ParsedExpression): ParsedHelp {
  const shown = usageOptionTokens(help.usage);
  const flags = help.flags.filter((flag) => [flag.long, flag.short].some((token) => token !== undefined && shown.has(token)));
  const last = help.positionals.at(-1);
  const positionals = last?.name === 'expression'
    ? help.positionals
    : [...help.positionals, { name: 'expression', required: false, variadic: false, type: 'string' as const, description: '' }];
  return { ...help, flags, positionals, expression: grammar };
}
