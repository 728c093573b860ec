import type { ParsedFlag } from '../types.js';
import { firstParagraph, orderKeys } from './flags.js';
import type { OptionEntry } from './option-entries.js';
import { usageOptions } from './usage.js';

/**
 * The switch that prints the program's version, where the help shows one: an option row
 * `--version` that takes no value (`-v, --version  print Node.js version`), a short-only `-V`
 * whose text says version, or, with no such row, `--version` in a usage line (git's `[-v |
 * --version]`). The flag parsers leave it out of the flags (every subcommand's help repeats it);
 * the scan binds it on the program's top command only (src/scan/version-switch.ts).
 *
 * @example
 * findVersionSwitch([], ['git [-v | --version] [-h | --help] <command> [<args>]']); // { long: '--version', type: 'boolean', description: '', source: 'help' }
 */
export function findVersionSwitch(entries: readonly OptionEntry[], usages: readonly string[]): ParsedFlag | undefined {
  for (const entry of entries) {
    const positive = entry.spec.alternatives.filter((a) => !a.isNegation);
    if (positive.some((a) => a.valueName !== undefined) || entry.spec.inlineDefault !== undefined) continue;
    const long = positive.find((a) => a.token === '--version');
    const short = positive.find((a) => /^-[A-Za-z]$/.test(a.token))?.token;
    const description = firstParagraph(entry.description);
    // tree's `-v  Sort files alphanumerically by version.` is not it: only `-V` alone stands for the version.
    if (long === undefined && !(short === '-V' && positive.length === 1 && /\bversion\b/i.test(description))) continue;
    const flag: ParsedFlag = { type: 'boolean', description, source: 'help' };
    if (long !== undefined) flag.long = long.token;
    if (short !== undefined) flag.short = short;
    return orderKeys(flag);
  }
  for (const usage of usages) {
    const option = usageOptions(usage).find((o) => o.token === '--version' && o.valueName === undefined);
    if (option) return orderKeys({ long: '--version', type: 'boolean', description: '', source: 'help' });
  }
  return undefined;
}
