import type { ParsedHelp, ParsedSubcommand } from './types.js';

/** Where a help text sits: the program's name and the command words of the command. */
export interface ListContext {
  programName: string;
  commandPath: readonly string[];
}

/** A word of a command line a help names: `list`, `help`, `-a`, `--list`. */
const ARG = /^-{0,2}[a-z][\w-]*$/;
/** Wording that says a command line lists every command: "lists all commands", snap's "a short summary of all commands". */
const ALL_COMMANDS = /\b(?:(?:lists?|see|show|display)s?|summary of|overview of) all (?:the )?(?:available |installed )?(?:sub)?commands\b/gi;

/**
 * The argv (after the program) of the command line a help names for its complete command list,
 * or undefined. Only a line the program itself points to is ever run:
 * - an option: cargo ends its short list with `...  See all commands with --list`;
 * - a command line quoted in or shown right after a sentence that says it lists all commands:
 *   pnpm's "use 'pnpm help -a' to list all commands", poetry (cleo) printing "The list command
 *   lists all commands:" with `poetry list` indented below, or leading it: ndctl's "ndctl
 *   --list-cmds to see all available commands". At most two words follow the program's name and
 *   the command's own words.
 *
 * @example
 * fullListArgs('    ...         See all commands with --list', { programName: 'cargo', commandPath: [] }); // ['--list']
 * fullListArgs("The list command lists all commands:\n\n    poetry list\n", { programName: 'poetry', commandPath: [] }); // ['list']
 */
export function fullListArgs(helpText: string, context: ListContext): string[] | undefined {
  const option = /\ball (?:available |installed )?commands with [`']?(--[a-z][\w-]*)\b/i.exec(helpText)?.[1];
  if (option) return [...context.commandPath, option];
  const prefix = [context.programName, ...context.commandPath];
  for (const m of helpText.matchAll(ALL_COMMANDS)) {
    // The sentence's line, and the next few lines: a quoted command line, or one on a line of its own.
    const before = helpText.lastIndexOf('\n', m.index) + 1;
    const window = helpText.slice(before).split('\n').slice(0, 4);
    // ndctl's ` ndctl --list-cmds to see all available commands`: the command line leads the sentence.
    const leading = helpText.slice(before, m.index).trim().replace(/\s+to$/, '');
    const candidates = [
      ...[...window[0]!.matchAll(/['"`‘“]([^'"`’”\n]+)['"`’”]/g)].map((q) => q[1]!),
      ...(leading === '' ? [] : [leading]),
      ...window.slice(1).map((line) => line.trim()),
    ];
    for (const candidate of candidates) {
      const words = candidate.split(/\s+/);
      const rest = words.slice(prefix.length);
      if (prefix.every((word, k) => words[k] === word) && rest.length >= 1 && rest.length <= 2 && rest.every((word) => ARG.test(word))) {
        return [...context.commandPath, ...rest];
      }
    }
  }
  return undefined;
}

/**
 * The commands of a complete list printed as bare names, one to a line (ndctl's `--list-cmds`:
 * `version`, `enable-namespace`, ...), or undefined when any line is something else or fewer than
 * two lines are names.
 *
 * @example
 * bareCommandList('version\nenable-namespace\ncreate-namespace\n'); // [{ name: 'version', description: '' }, ...]
 */
export function bareCommandList(text: string): ParsedSubcommand[] | undefined {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length < 2 || !lines.every((line) => /^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*$/.test(line))) return undefined;
  return [...new Set(lines)].map((name) => ({ name, description: '' }));
}

/** What a pointer row's description must say: it lists every command. */
const LISTS_ALL = /^(?:lists?|shows?|displays?|prints?) all\b.*\bcommands\b/i;

/**
 * Like {@link fullListArgs}, for a help that names its complete list in a row of its own:
 * RubyGems' `gem --help` lists no commands but has the row
 * `gem help commands            list all 'gem' commands`. Only a row that starts with the program
 * and the command's own words, names at most two more lower-case words, and says it lists all
 * commands counts; whatever the program itself points to is all that is ever run.
 *
 * @example
 * fullListRowArgs("  Further help:\n    gem help commands            list all 'gem' commands\n", { programName: 'gem', commandPath: [] }); // ['help', 'commands']
 */
export function fullListRowArgs(helpText: string, context: ListContext): string[] | undefined {
  const prefix = [context.programName, ...context.commandPath];
  for (const line of helpText.split('\n')) {
    const m = /^\s+(\S+(?: \S+)*?) {2,}(\S.*)$/.exec(line);
    if (!m || !LISTS_ALL.test(m[2]!)) continue;
    const words = m[1]!.split(' ');
    if (words.length <= prefix.length || words.length > prefix.length + 2) continue;
    if (!prefix.every((word, i) => words[i] === word)) continue;
    const extra = words.slice(prefix.length);
    if (extra.every((word) => /^[a-z][a-z0-9-]*$/.test(word))) return [...context.commandPath, ...extra];
  }
  return undefined;
}

/**
 * Commands of the complete list that the help did not show: new names only. A row described as
 * `alias: build` is an alias of `build`, not a command (given to `build` as an alias when listed).
 *
 * @example
 * extraCommands(cargoHelp, cargoListHelp); // [{ name: 'clippy', ... }, { name: 'fmt', ... }]
 */
export function extraCommands(shown: ParsedHelp, full: ParsedHelp): { extra: ParsedSubcommand[]; subcommands: ParsedSubcommand[] } {
  const subcommands = shown.subcommands.map((sub) => ({ ...sub }));
  const known = new Set(subcommands.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
  const extra: ParsedSubcommand[] = [];
  for (const row of full.subcommands) {
    const alias = /^alias: ([\w-]+)/.exec(row.description);
    if (alias) {
      const target = subcommands.find((sub) => sub.name === alias[1]);
      if (target && !known.has(row.name)) target.aliases = [...(target.aliases ?? []), row.name];
      known.add(row.name);
      continue;
    }
    if (known.has(row.name)) continue;
    known.add(row.name);
    // A namespace keeps the commands listed under it (poetry's `cache clear`).
    const sub: ParsedSubcommand = { name: row.name, description: row.description, ...(row.commands ? { commands: row.commands } : {}) };
    extra.push(sub);
    subcommands.push(sub);
  }
  return { extra, subcommands };
}
