import type { HelpDocument } from './engine.js';
import { tokenizeUsage, type UsageToken } from './usage.js';

/** Where a help text sits: the program's name and the subcommand words of the command. */
export interface UsageContext {
  /** The program as its usage prints it (`git`; a path is reduced to its last part). */
  programName?: string;
  /** Subcommand words of the command whose help this is (`['remote']`). */
  commandPath?: string[];
}

/**
 * The words a usage line of this command starts with: the program's name (a path reduced to its
 * last part) and the command's own words; undefined without the program's name.
 *
 * @example
 * commandWords({ programName: '/usr/bin/git', commandPath: ['remote'] }) // ['git', 'remote']
 */
export function commandWords(context: UsageContext): string[] | undefined {
  if (context.programName === undefined) return undefined;
  return [context.programName.split('/').pop()!, ...(context.commandPath ?? [])];
}

/** A subcommand word as git and npm print them: lower case, digits, inner hyphens. */
const WORD = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Words that stand for "some command" or an argument in a usage line, never for one subcommand. */
const PLACEHOLDERS = new Set(['command', 'commands', 'subcommand', 'cmd', 'args', 'arguments', 'options', 'option', 'flags', 'file', 'files', 'path', 'paths']);

/**
 * `[-v | --verbose]`, `[options]`, `[OPTIONS]`: options only, which may stand between the command and
 * its subcommand (pactl's `pactl [options] stat`, R's `R [options] ...`). A placeholder named for a
 * kind of options is one too: pip's `pip config [<file-option>] list`, `[global-options]`.
 *
 * @example
 * isOptionGroup('[options]') // true
 * isOptionGroup('[OPTIONS...]') // true (systemd's `kernel-install [OPTIONS...] add ...`)
 * isOptionGroup('[<file-option>]') // true
 * isOptionGroup('[file]') // false
 */
export function isOptionGroup(text: string): boolean {
  return (/^\[\s*-/.test(text) && text.endsWith(']')) || /^\[?(?:options?|flags|OPTIONS?)(?:\.\.\.)?\]?$/.test(text)
    || /^\[<?[A-Za-z][\w-]*[-_](?:options?|flags|OPTIONS?|FLAGS)>?(?:\.\.\.)?\]$/.test(text);
}

/**
 * The commands one word with alternatives inside stands for: pactl's `set-(sink|source)-mute` is
 * `set-sink-mute` and `set-source-mute`; any other word stands for itself.
 *
 * @example
 * wordForms('move-(sink-input|source-output)') // ['move-sink-input', 'move-source-output']
 */
export function wordForms(word: string): string[] {
  const inner = /^([a-z][\w-]*)?\(([a-z][\w-]*(?:\|[a-z][\w-]*)+)\)([\w-]*)$/.exec(word);
  return inner ? inner[2]!.split('|').map((form) => `${inner[1] ?? ''}${form}${inner[3]}`) : [word];
}

/** `help|start|bad` inside `[...]`, `(...)` or `{...}`: alternatives that are all plain words. */
function alternatives(text: string): string[] | undefined {
  // iproute2 and init scripts brace a required choice: `ip address {add|change|replace} IFADDR`.
  if (!/^[[({].*[\])}]$/.test(text)) return undefined;
  const forms = text.slice(1, -1).split('|').map((f) => f.trim());
  return forms.length >= 2 && forms.every((f) => WORD.test(f)) ? forms : undefined;
}

/**
 * Whether a usage's words start with `prefix`, the program's name matched by its file name
 * (`/usr/bin/lpass share`).
 *
 * @example
 * startsWithWords(['/usr/bin/lpass', 'share', 'rm'], ['lpass', 'share']) // true
 */
export function startsWithWords(words: readonly string[], prefix: readonly string[]): boolean {
  return words.length >= prefix.length && prefix.every((word, k) => (k === 0 ? words[0]!.split('/').pop() : words[k]) === word);
}

/** The subcommands one usage names right after `prefix`, each with the usage it has of its own. */
function namedIn(tokens: UsageToken[], prefix: string[]): Array<{ name: string; usage: string }> {
  if (tokens.length <= prefix.length || !startsWithWords(tokens.map((token) => token.text), prefix)) return [];
  let k = prefix.length;
  while (k < tokens.length && isOptionGroup(tokens[k]!.text)) k += 1;
  const token = tokens[k];
  if (!token || token.ellipsis) return [];
  const rest = tokens.slice(k + 1).map((t) => `${t.text}${t.ellipsis ? '...' : ''}`);
  const own = (name: string, more: string[]) => ({ name, usage: [...prefix, name, ...more].join(' ') });
  if (WORD.test(token.text)) return [own(token.text, rest)];
  const spelled = wordForms(token.text);
  if (spelled.length > 1 && spelled.every((name) => WORD.test(name))) return spelled.map((name) => own(name, rest));
  const forms = alternatives(token.text);
  if (forms) return forms.map((name) => own(name, rest));
  // git stash: `git stash [push [-p | --patch] ... [<pathspec>...]]` — an optional subcommand with its options.
  if (token.text.startsWith('[') && k === tokens.length - 1) {
    const inner = tokenizeUsage(token.text.slice(1, -1).trim());
    if (inner.length >= 2 && WORD.test(inner[0]!.text) && !inner[0]!.ellipsis) {
      return [own(inner[0]!.text, inner.slice(1).map((t) => `${t.text}${t.ellipsis ? '...' : ''}`))];
    }
  }
  return [];
}

/**
 * Subcommands a help text names in its usage lines rather than in a list, each with its own usage
 * (git's `usage: git remote add [-t <branch>] ...` / `or: git remote rename ...`, npm's
 * `npm config set <key>=<value>`, git stash's `[push [-p] ...]`, git bisect's `[help|start|bad]`
 * and its `git bisect start [...]` rows). Only words right after the command's own words count
 * (option groups such as `[-v | --verbose]` may stand between), and only when the usages name at
 * least two different ones: a lone lower-case word there is a positional (`ssh [-46] destination`).
 * Needs `context.programName`: without it nothing is returned.
 *
 * @example
 * const doc = readDocument('usage: git remote [-v]\n   or: git remote add <name> <url>\n   or: git remote remove <name>\n');
 * usageSubcommands(doc, { programName: 'git', commandPath: ['remote'] }).get('add') // ['git remote add <name> <url>']
 */
export function usageSubcommands(doc: HelpDocument, context: UsageContext = {}): Map<string, string[]> {
  const usages = doc.usages.map((usage) => tokenizeUsage(usage.replace(/^usage:\s*/i, '')));
  const found = new Map<string, string[]>();
  // Without the program's name the command's own words cannot be told apart from a sibling's
  // (`usage: git log ...` / `or: git show ...`): nothing is guessed.
  const prefix = commandWords(context);
  if (prefix === undefined) return found;
  // dotdrop's `dotdrop files [-VbTG] ...` among `dotdrop install ...`, `dotdrop import ...`: a word
  // that usually stands for operands names a command when it heads a usage of its own beside others.
  const held: Array<{ name: string; usage: string }> = [];
  const add = (entry: { name: string; usage: string }, placeholdersToo = false): void => {
    if ((context.commandPath ?? []).includes(entry.name)) return;
    if (PLACEHOLDERS.has(entry.name) && !placeholdersToo) {
      held.push(entry);
      return;
    }
    // `git bisect start` from the alternatives says less than the row `git bisect start [--no-checkout] ...`.
    const list = (found.get(entry.name) ?? []).filter((usage) => !entry.usage.startsWith(`${usage} `));
    if (!list.some((usage) => usage === entry.usage || usage.startsWith(`${entry.usage} `))) list.push(entry.usage);
    found.set(entry.name, list);
  };
  for (const tokens of usages) namedIn(tokens, prefix).forEach((entry) => add(entry));
  // git bisect: flush-left rows `git bisect start [...]` under the usage, each followed by its description.
  if (prefix.length >= 2) {
    const examples = doc.sections.filter((s) => s.kind === 'examples');
    doc.lines.forEach((line, i) => {
      if (line.indent !== 0 || doc.usageLines.has(i) || !line.body.startsWith(`${prefix.join(' ')} `)) return;
      if (examples.some((s) => i >= s.start && i < s.end)) return;
      // Wrapped rows go on indented with more brackets (`\t\t [--no-checkout] [--first-parent] ...`).
      let row = line.body;
      for (let j = i + 1; j < doc.lines.length && doc.lines[j]!.indent > 0 && /^[[<]/.test(doc.lines[j]!.body); j += 1) row += ` ${doc.lines[j]!.body}`;
      namedIn(tokenizeUsage(row), prefix).forEach((entry) => add(entry));
    });
  }
  if (found.size >= 2) {
    const words = new RegExp(`^(?:\\S+\\s+){${prefix.length}}`);
    // Not `prog files...`, the operands themselves, nor `vault team subcommand teamname ...`: the
    // word is followed by options only, or by nothing.
    for (const entry of held) {
      const after = entry.usage.replace(words, '').slice(entry.name.length);
      if (!/^(?:sub)?(?:commands?|cmd)$/.test(entry.name) && /^(?:\s+\[-[^\]]*\])*\s*$/.test(after)) add(entry, true);
    }
  }
  return found.size >= 2 ? found : new Map();
}

/**
 * Whether `usage` is one of the usages {@link usageSubcommands} reads a subcommand from: the usage
 * of that subcommand, whose options are not the command's own.
 *
 * @example
 * namesSubcommand(doc, 'git remote add <name> <url>', { programName: 'git', commandPath: ['remote'] }) // true when doc names two subcommands
 */
export function namesSubcommand(doc: HelpDocument, usage: string, context: UsageContext): boolean {
  const prefix = commandWords(context);
  if (prefix === undefined) return false;
  const all = usageSubcommands(doc, context);
  if (all.size === 0) return false;
  return namedIn(tokenizeUsage(usage.replace(/^usage:\s*/i, '')), prefix).some((entry) => all.has(entry.name));
}

/**
 * Whether `usage` is another command's: the help of `hub pr checkout` prints the usages of every
 * `hub pr` command (`hub pr list [-s STATE] ...`, `hub pr checkout <PR-NUMBER> [<BRANCH>]`, `hub pr
 * show [-uc] ...`), hub release's that of the group too (`hub release [--include-drafts] [-L LIMIT]`),
 * and only the command's own line says what it takes. A usage that starts with the parent's words
 * and then, past any option groups, another command word or nothing more is another command's, once
 * some usage of the text starts with the command's own words (else nothing tells them apart).
 * `git submodule [--quiet] add [-b <branch>] ...` is still `add`'s.
 *
 * @example
 * siblingUsage('hub pr list [-s STATE]', ['hub pr list [-s STATE]', 'hub pr checkout <N>'], { programName: 'hub', commandPath: ['pr', 'checkout'] }) // true
 */
export function siblingUsage(usage: string, usages: readonly string[], context: UsageContext): boolean {
  const words = commandWords(context);
  if (words === undefined || words.length < 2) return false;
  const tokensOf = (line: string): string[] => tokenizeUsage(line.replace(/^usage:\s*/i, '')).map((token) => token.text);
  if (!usages.some((line) => startsWithWords(tokensOf(line), words))) return false;
  const parent = words.slice(0, -1);
  const tokens = tokensOf(usage);
  if (!startsWithWords(tokens, parent)) return false;
  const next = tokens.slice(parent.length).find((token) => !isOptionGroup(token));
  if (next === undefined) return true;
  return next !== words.at(-1) && WORD.test(next) && !PLACEHOLDERS.has(next);
}
