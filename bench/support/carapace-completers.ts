/**
 * carapace-bin's completers (github.com/carapace-sh/carapace-bin, `completers/<os>/P_completer/cmd/*.go`)
 * read as a completion spec of the shape the accuracy bench compares svc's bindings with. Each is a
 * tree of cobra commands written in Go by carapace's contributors; only what the sources declare
 * literally is read:
 *  - commands: `var addCmd = &cobra.Command{Use: "add [FILE]...", Aliases: []string{"a"}}`, placed
 *    under the command whose `AddCommand(...)` names it (`rootCmd` is the program);
 *  - options: `cmd.Flags().StringP("output", "o", ...)`, `PersistentFlags()`, the `...Var` forms
 *    (`BoolVarP(&x, "all", ...)`); a value unless the type is Bool or Count. carapace's single-dash
 *    spellings (`BoolS("name", ...)`, `-name`) are no long options and are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthCommand, TruthOption } from './fish-completions.js';

/** The completer directories the bench reads, in the order a name is looked up. */
export const CARAPACE_SYSTEMS = ['common', 'linux', 'unix'] as const;

const COMMAND = /\bvar\s+(\w+)\s*=\s*&cobra\.Command\s*\{([\s\S]*?)\n\}/g;
const ADD = /\b(\w+)\.AddCommand\(([^)]*)\)/g;
const FLAG = /\b(\w+)\.(?:Persistent)?Flags\(\)\.([A-Z][A-Za-z0-9]*?)(Var)?(P|S)?\((?:&?[\w.[\]]+,\s*)?"([A-Za-z0-9][A-Za-z0-9_.-]*)"/g;

interface Declared { name: string; aliases: string[]; options: Map<string, boolean>; children: string[] }

/**
 * The `.go` files of a completer's `cmd` directory, recursively, bounded.
 */
function goFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (found.length >= 2000) break;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) goFiles(path, found);
    else if (name.endsWith('.go')) found.push(path);
  }
  return found;
}

/**
 * Reads one completer's Go sources (their texts) as the spec of `program`.
 *
 * @example
 * carapaceSpec(['var rootCmd = &cobra.Command{\n\tUse: "tool",\n}\nfunc init() {\n\trootCmd.Flags().BoolP("all", "a", false, "")\n}\n'], 'tool');
 * // { name: 'tool', options: [{ name: '--all' }] }
 */
export function carapaceSpec(sources: readonly string[], program: string): TruthCommand {
  const commands = new Map<string, Declared>();
  const text = sources.join('\n');
  for (const m of text.matchAll(COMMAND)) {
    const use = /\bUse:\s*"([^"]*)"/.exec(m[2]!)?.[1] ?? '';
    const aliases = /\bAliases:\s*\[\]string\{([^}]*)\}/.exec(m[2]!)?.[1]?.match(/"([^"]+)"/g)?.map((quoted) => quoted.slice(1, -1)) ?? [];
    commands.set(m[1]!, { name: use.split(/\s+/)[0] ?? '', aliases, options: new Map(), children: [] });
  }
  for (const m of text.matchAll(ADD)) {
    const parent = commands.get(m[1]!);
    if (!parent) continue;
    for (const child of m[2]!.split(',').map((word) => word.trim()).filter((word) => commands.has(word))) if (!parent.children.includes(child)) parent.children.push(child);
  }
  for (const m of text.matchAll(FLAG)) {
    const command = commands.get(m[1]!);
    // `BoolS("name", ...)`: carapace's single-dash spelling, `-name`.
    if (!command || m[4] === 'S') continue;
    const type = m[2]!;
    const value = !/^(?:Bool|Count)/.test(type);
    const name = `--${m[5]}`;
    command.options.set(name, (command.options.get(name) ?? false) || value);
  }
  const build = (variable: string, seen: Set<string>): TruthCommand => {
    const declared = commands.get(variable)!;
    seen.add(variable);
    const options: TruthOption[] = [...declared.options].map(([name, value]) => (value ? { name, args: {} } : { name }));
    const subs = declared.children.filter((child) => !seen.has(child)).map((child) => build(child, seen));
    const name = variable === 'rootCmd' ? program : declared.aliases.length > 0 ? [declared.name, ...declared.aliases] : declared.name;
    return { name, ...(options.length > 0 ? { options } : {}), ...(subs.length > 0 ? { subcommands: subs } : {}) };
  };
  return commands.has('rootCmd') ? build('rootCmd', new Set()) : { name: program };
}

/**
 * The Go sources of `program`'s completer under `dir` (a copy of carapace-bin: `dir/completers/...`),
 * or undefined when it has none.
 *
 * @example
 * carapaceSources('bench/truth/carapace', 'acpi'); // [texts of completers/linux/acpi_completer/cmd/*.go]
 */
export function carapaceSources(dir: string, program: string): string[] | undefined {
  for (const system of CARAPACE_SYSTEMS) {
    const cmd = join(dir, 'completers', system, `${program}_completer`, 'cmd');
    if (existsSync(cmd)) return goFiles(cmd).map((file) => readFileSync(file, 'utf8'));
  }
  return undefined;
}
