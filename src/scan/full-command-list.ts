import type { ParsedHelp, ParsedSubcommand } from './types.js';

/**
 * The option a help text names for its complete command list: cargo ends its short list with
 * `...  See all commands with --list`. Only an option the program itself points to is ever run.
 *
 * @example
 * fullListOption('    ...         See all commands with --list'); // '--list'
 */
export function fullListOption(helpText: string): string | undefined {
  return /\ball (?:available |installed )?commands with [`']?(--[a-z][\w-]*)\b/i.exec(helpText)?.[1];
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
    const sub = { name: row.name, description: row.description };
    extra.push(sub);
    subcommands.push(sub);
  }
  return { extra, subcommands };
}
