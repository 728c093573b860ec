import type { ParsedSubcommand } from '../types.js';
import { tokenizeUsage, type UsageToken } from './usage.js';
import { commandWords, isOptionGroup, type UsageContext } from './usage-subcommands.js';

/** A usage word that stands for "one of the commands listed": `command`, `<command>`, `COMMAND`, `[subcommand]`. */
const COMMAND_PLACEHOLDER = /^[<[]?(?:sub[_-]?)?(?:command|cmd)[>\]]?$/i;

/** A literal word a program takes before its commands: `CMD`, `tool`, `run`; no option, no bracket. */
const LITERAL = /^[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*$/;


/**
 * The word the listed commands are run under, when the usage shows them only after one: R prints
 * `Usage: R [options] ...` and `or: R CMD command [arguments]` above its `Commands:` list, and
 * `R BATCH` is no command (R starts and prints its help), `R CMD BATCH` is. Undefined when any
 * usage takes a command right after the command's own words (then the list is the command's own),
 * or when the usages name no such word, or two different ones.
 *
 * @example
 * usageNamespace(['R [options] [< infile]', 'R CMD command [arguments]'], { programName: 'R' }) // 'CMD'
 * usageNamespace(['git [--version] <command> [<args>]'], { programName: 'git' }) // undefined
 */
export function usageNamespace(usages: readonly string[], context: UsageContext): string | undefined {
  const slots = commandSlots(usages, context);
  const found = new Set<string>();
  for (const { at, next } of slots) {
    const commandNext = next !== undefined && COMMAND_PLACEHOLDER.test(next.text);
    // R's word is itself `CMD`: a placeholder only when no command placeholder follows it.
    if (COMMAND_PLACEHOLDER.test(at.text) && !commandNext) return undefined;
    if (!at.ellipsis && LITERAL.test(at.text) && commandNext) found.add(at.text);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * Whether a usage takes a command right after the command's own words (`cordova platform <command>
 * [options]`, `git [--version] <command> [<args>]`): the help's rows are then its commands, under
 * whatever heading they stand.
 *
 * @example
 * takesCommand(['cordova platform <command> [options]'], { programName: 'cordova', commandPath: ['platform'] }) // true
 */
export function takesCommand(usages: readonly string[], context: UsageContext): boolean {
  return commandSlots(usages, context).some(({ at, next }) => COMMAND_PLACEHOLDER.test(at.text) && !COMMAND_PLACEHOLDER.test(next?.text ?? ''));
}

/**
 * The words a usage takes in the command's place with the rest of the line after it (waypipe's
 * `waypipe [options] mode ...`: `mode`), brackets dropped, lower case.
 *
 * @example
 * slotWords(['waypipe [options] mode ...'], { programName: 'waypipe', commandPath: [] }) // ['mode']
 */
export function slotWords(usages: readonly string[], context: UsageContext): string[] {
  return commandSlots(usages, context)
    .filter(({ at, next }) => (at.ellipsis || next?.text === '...') && /^[<[]?[A-Za-z][\w-]*[>\]]?$/.test(at.text))
    .map(({ at }) => at.text.replace(/[<>[\]]/g, '').toLowerCase());
}

/**
 * Where each usage of the command goes on after its own words and any option groups: the token
 * there and the one after it (`R CMD command`: `CMD`, `command`). Usages of other commands, and
 * those that end there, give none.
 */
function commandSlots(usages: readonly string[], context: UsageContext): Array<{ at: UsageToken; next?: UsageToken }> {
  const words = commandWords(context);
  if (words === undefined) return [];
  return usages.flatMap((usage) => {
    const tokens = tokenizeUsage(usage);
    if (tokens.length <= words.length || words.some((word, k) => tokens[k]!.text !== word)) return [];
    let k = words.length;
    while (k < tokens.length && isOptionGroup(tokens[k]!.text)) k += 1;
    const at = tokens[k];
    return at === undefined ? [] : [{ at, ...(tokens[k + 1] ? { next: tokens[k + 1]! } : {}) }];
  });
}

/**
 * The listed commands moved under the usage's namespace word ({@link usageNamespace}). Unchanged
 * when there is no such word, nothing is listed, or the list names the word itself.
 *
 * @example
 * const subs = [{ name: 'BATCH', description: 'Run R in batch mode' }];
 * underUsageNamespace(subs, ['R CMD command [arguments]'], { programName: 'R' })
 * // [{ name: 'CMD', description: '', commands: [{ name: 'BATCH', description: 'Run R in batch mode' }] }]
 */
export function underUsageNamespace(subcommands: ParsedSubcommand[], usages: readonly string[], context: UsageContext): ParsedSubcommand[] {
  const word = subcommands.length === 0 ? undefined : usageNamespace(usages, context);
  // A list naming the word itself is the command's own list (`tool exec COMMAND` beside `list`).
  if (word === undefined || subcommands.some((sub) => sub.name === word || sub.aliases?.includes(word))) return subcommands;
  return [{ name: word, description: '', commands: subcommands }];
}
