import type { ParsedFlag, ParsedPositional } from '../types.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/**
 * Drops the usage operands that are an option's value: gawk's `Usage: gawk [POSIX or GNU style
 * options] -f progfile [--] file ...` puts `-f progfile` outside brackets, a lower-case word the
 * usage reader takes for an operand, while the option list says `-f progfile  --file=progfile`.
 * A positional goes when the usage shows it right after an option whose listed value name it is.
 *
 * @example
 * withoutOptionValues([{ name: 'progfile', ... }, { name: 'file', ... }], [{ short: '-f', valueName: 'progfile', ... }], ['gawk -f progfile [--] file ...'])
 * // [{ name: 'file', ... }]
 */
export function withoutOptionValues(positionals: ParsedPositional[], flags: readonly ParsedFlag[], usages: readonly string[]): ParsedPositional[] {
  if (positionals.length === 0 || usages.length === 0) return positionals;
  return positionals.filter((positional) => !flags.some((flag) => {
    if (flag.valueName === undefined || flag.valueName.replace(/^<|>$/g, '').toLowerCase() !== positional.name) return false;
    return [flag.short, flag.long].some((token) => token !== undefined && usages.some((usage) => followsToken(usage, token, flag.valueName!)));
  }));
}

/** Whether `usage` shows `token value` or `token=value` (the value as the option list names it). */
function followsToken(usage: string, token: string, value: string): boolean {
  return new RegExp(`(^|[\\s[])${escapeRegExp(token)}(?:\\s+|=)${escapeRegExp(value)}(?=$|[\\s\\]])`).test(usage);
}
