/**
 * Effect classes of parameters (DESIGN.md "Effects", docs/governance.md "Effects of parameters").
 * Every flag and operand of a binding carries one, recorded at scan time on its input_schema
 * property as `x-cli-effect`, `x-cli-effect-reason` and `x-cli-effect-source`.
 */
import type { CliValueType } from '../../scan/types.js';

/** What setting a parameter can do, most dangerous first. */
export type Effect = 'exec' | 'write' | 'network' | 'read' | 'none';

/** The effect classes in order of danger (exec first). */
export const EFFECTS: readonly Effect[] = Object.freeze(['exec', 'write', 'network', 'read', 'none']);

/** Where an effect came from: the curated table, a rule over the help text, or the default. */
export type EffectSource = 'curated' | 'help' | 'default';

/**
 * What kind of text a parameter's value is, when it is the program's own language rather than a
 * name (docs/governance.md "Patterns and program text"): `pattern` is a regular expression, glob
 * or format the program only matches or prints; `jq`, `sed` and `awk` are program text in that
 * language, which svc reads at call time before letting it run. Such values are exempt from the
 * shell-metacharacter check by default (svc runs no shell; `|`, `$` and `(` are their syntax).
 */
export type ValueText = 'pattern' | 'jq' | 'sed' | 'awk';

/** Every {@link ValueText}, for validation. */
export const VALUE_TEXTS: readonly ValueText[] = Object.freeze(['pattern', 'jq', 'sed', 'awk']);

/** The effect of one parameter, with the reason and where it came from. */
export interface ParameterEffect {
  effect: Effect;
  /** Short text naming the rule (`curated: git --upload-pack runs a program`). */
  reason: string;
  source: EffectSource;
  /** The value is a credential (`x-cli-sensitive: true`). */
  sensitive?: boolean;
  /** The value is a pattern or program text (`x-cli-text`); curated entries only. */
  text?: ValueText;
}

/** What the classifier knows about one flag or operand, as the help parsers found it. */
export interface ParameterFacts {
  kind: 'flag' | 'positional';
  /** Flags: the tokens it can be written as, long first (`['--output', '-o']`). Operands: empty. */
  tokens: string[];
  /** Operands: the name as parsed (`file`, `command`). Flags: the main token. */
  name: string;
  /** Metavariable of a flag's value (`FILE`, `<command>`), when the help shows one. */
  valueName?: string;
  /** The CLI value type; `boolean` is a switch that takes no value. */
  type: CliValueType;
  enumValues?: string[];
  description: string;
  /** Operands: 0-based position. */
  position?: number;
}

/** The command a parameter belongs to. */
export interface CommandContext {
  /** Program name as scanned (`git`). */
  tool: string;
  /** Subcommand words (`['log']`); empty for the program itself. */
  commandPath: readonly string[];
}
