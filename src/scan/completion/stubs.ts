import type { ParsedHelp } from '../types.js';

/** What {@link completionStubs} returns. */
export interface CompletionStubs {
  /** A new ParsedHelp with the stubs appended; the input is not changed. */
  help: ParsedHelp;
  /** The names added, in the order given; the caller logs the warning SPEC.md asks for. */
  added: string[];
}

/**
 * Tier 3 (SPEC.md "svc scan" step 3): subcommands a completion script lists but Tier 1's help
 * did not are added as stubs — a name with no description, source `completion` — so the caller
 * can warn and still expose them. Names the help already has (as a name or an alias) are skipped.
 *
 * @example
 * const { help, added } = completionStubs(parsed, ['add', 'commit', 'whatchanged']);
 * if (added.length) log.warn({ tool, added }, 'subcommands found only in shell completions');
 */
export function completionStubs(help: ParsedHelp, names: readonly string[]): CompletionStubs {
  const known = new Set(help.subcommands.flatMap((sub) => [sub.name, ...(sub.aliases ?? [])]));
  const added: string[] = [];
  const subcommands = help.subcommands.map((sub) => ({ ...sub }));
  for (const name of names) {
    if (known.has(name)) continue;
    known.add(name);
    added.push(name);
    subcommands.push({ name, description: '', source: 'completion' });
  }
  return { help: { ...help, subcommands }, added };
}
