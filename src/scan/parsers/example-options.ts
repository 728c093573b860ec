import type { HelpLine } from './layout.js';
import { commandWords, startsWithWords, type UsageContext } from './usage-subcommands.js';

/** `--context=admin`: a long option with its value attached. */
const VALUED = /^(--[A-Za-z][\w-]*)=\S+$/;
/** `--force`: a long option alone. */
const BARE = /^--[A-Za-z][\w-]*$/;

/**
 * Usage-shaped spellings of the long options a help names only in its example command lines, for a
 * help that lists no option at all: blitz's `blitz generate --help` is a page of commented examples
 * (`> blitz generate pages projects --context=admin`). Only lines that run this very command count
 * (the program's name, then the command's words, after an optional `$ ` or `> ` prompt). An option
 * with `=value` takes a value; one followed by another option or by nothing is a switch; one followed
 * by a plain word could be either and is left out.
 *
 * @example
 * exampleOptionUsages(toLines('  > tool gen page --context=admin --force\n'), { programName: 'tool', commandPath: ['gen'] })
 * // ['tool gen [--context=<context>] [--force]']
 */
export function exampleOptionUsages(lines: readonly HelpLine[], context: UsageContext): string[] {
  const words = commandWords(context);
  if (words === undefined) return [];
  const found = new Map<string, string>();
  for (const line of lines) {
    const tokens = line.body.replace(/^[$>]\s+/, '').split(/\s+/);
    if (!startsWithWords(tokens, words)) continue;
    for (let k = words.length; k < tokens.length; k += 1) {
      const token = tokens[k]!;
      const valued = VALUED.exec(token);
      if (valued) {
        if (!found.has(valued[1]!)) found.set(valued[1]!, `[${valued[1]}=<${valued[1]!.slice(2)}>]`);
        continue;
      }
      const next = tokens[k + 1];
      if (BARE.test(token) && (next === undefined || next.startsWith('-')) && !found.has(token)) found.set(token, `[${token}]`);
    }
  }
  return found.size === 0 ? [] : [[...words, ...found.values()].join(' ')];
}
