import type { ParsedFlag } from '../types.js';
import { usageOptions } from '../parsers/usage.js';
import { typeOfValue } from './option-head.js';

/** Help and version options are no tool input. */
const META = new Set(['--help', '--version', '--help-all', '--usage']);

/**
 * Long options a manual page names only in its SYNOPSIS, as `git diff [<options>] --cached
 * [--merge-base] [<commit>] ...` does for the modes its OPTIONS section never lists. Each usage
 * (wrapped lines joined by `synopsisLines`) is read like a help's usage line (not one that takes a command: its options are global ones); only long options count, with an empty description, so a short letter of a
 * combined page (`gunzip [-acf]`) is never taken for this command's option.
 *
 * @example
 * synopsisFlags(['git diff [<options>] --cached [--merge-base] [<commit>] [--] [<path>...]']);
 * // [{ long: '--cached', type: 'boolean', description: '', source: 'man' }, { long: '--merge-base', ... }]
 */
export function synopsisFlags(usages: readonly string[]): ParsedFlag[] {
  const flags: ParsedFlag[] = [];
  const seen = new Set<string>();
  // `bundle COMMAND [--no-color] [ARGS]`, `git [--bare] <command> [<args>]`: options that go with
  // any command are the program's global ones; its help's usage already gives them.
  const own = usages.filter((usage) => !/(?:^|\s)(?:COMMAND|<command>|\[?<?command>?\]?)(?=\s|$)/.test(usage));
  for (const option of own.flatMap(usageOptions)) {
    if (!option.token.startsWith('--') || seen.has(option.token) || META.has(option.token)) continue;
    seen.add(option.token);
    const flag: ParsedFlag = { ...typeOfValue(option.valueName), description: '', source: 'man', long: option.token };
    if (option.negatable) flag.negation = `--no-${option.token.slice(2)}`;
    if (option.valueName !== undefined) {
      flag.valueName = option.valueName.replace(/^<([^<>]+)>$/, '$1');
      flag.valueStyle = option.valueStyle ?? 'separate';
      if (option.valueOptional) flag.valueOptional = true;
    }
    flags.push(flag);
  }
  return flags;
}
