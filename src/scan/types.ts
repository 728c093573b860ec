/**
 * What the help parsers extract from one command's help text (Tier 1), before schema generation.
 * Man pages (Tier 2) and completion scripts (Tier 3) add to the same shapes.
 */

/** The four help styles of SPEC.md, plus `unknown` when none fits. */
export type HelpFormat = 'gnu' | 'click' | 'cobra' | 'clap' | 'unknown';

/** CLI value types of SPEC.md's schema-generation table. */
export type CliValueType = 'string' | 'integer' | 'float' | 'boolean' | 'path' | 'url' | 'enum';

/** Where a fact came from. */
export type ScanSource = 'help' | 'man' | 'completion';

/** One option of a command. */
export interface ParsedFlag {
  /** Long token exactly as printed, e.g. `--message`; absent for short-only flags. */
  long?: string;
  /** Short token, e.g. `-m`. */
  short?: string;
  /** Token that negates a boolean (`--no-color` from `--[no-]color` or click's `--x / --no-x`). */
  negation?: string;
  /** Metavariable of the value (`NUM`, `FILE`, `WHEN`); absent for a switch that takes no value. */
  valueName?: string;
  /** The value is optional (`--color[=WHEN]`): it can only be given as `--color=WHEN`. */
  valueOptional?: boolean;
  /**
   * How the help shows the value attached: `--lines=NUM` → equals, `--lines NUM` → separate, and
   * glued to the token, which ends in its own separator (clang's `-Wa,<arg>`: token `-Wa,`) → attached.
   */
  valueStyle?: 'separate' | 'equals' | 'attached';
  type: CliValueType;
  /** For `enum`: the allowed values, in the order the help lists them. */
  enumValues?: string[];
  /** Default as printed (text; schema generation coerces it). */
  default?: string;
  required?: boolean;
  /** May be given more than once (`...`, "can be repeated", clap's `<X>...`). */
  repeatable?: boolean;
  description: string;
  source?: ScanSource;
  /** Listed by the root's help, not this command's, and accepted here too (commander, yargs: see rootOptionsAreGlobal). */
  inherited?: boolean;
  /**
   * An inherited option the root's usage puts before the command word (`ledger [options]
   * [command]`): rendered before the command path (`ledger --file F balance`), and its effect is
   * judged where it belongs, at the root, as well as on the command.
   */
  beforeCommand?: boolean;
  /**
   * The program's `--version` switch on its top command: set, it is the whole call (the program
   * prints its version and exits), so no other parameter is needed, required ones included.
   */
  standalone?: boolean;
}

/** One positional argument. */
export interface ParsedPositional {
  /** Name as printed, lower-cased and without brackets (`FILE` → `file`). */
  name: string;
  required: boolean;
  /** Takes one or more values (`FILE...`, `[FILE]...`, `<PATH>...`). */
  variadic: boolean;
  type: CliValueType;
  description: string;
  /**
   * Not required, because other usage forms of the command leave it out; needed unless one of
   * these options (as the usage prints them: `-e`, `--files`) selects such a form. rg's PATTERN:
   * `rg [OPTIONS] --files [PATH ...]` needs none.
   */
  requiredUnless?: string[];
  /**
   * Given before the command words (pwmigrate's DATABASE in `pwmigrate DATABASE status`): an
   * operand of the program that its usage puts ahead of the command slot, copied to each command.
   */
  beforeCommand?: boolean;
  /** How many values the operand takes when the help fixes it (diff's FILES "are 'FILE1 FILE2' or ..."): an array of min to max items. */
  count?: { min: number; max: number };
  /** For `enum`: the words it takes, in the order the usage gives them (`[active|screen|area]`). */
  enumValues?: string[];
  /** Literal words it takes beside values of its own kind (wg's `{ <interface> | all | interfaces }`). */
  knownValues?: string[];
}

/** One subcommand listed by a command's help. */
export interface ParsedSubcommand {
  name: string;
  description: string;
  aliases?: string[];
  source?: ScanSource;
  /**
   * Commands the listing shows under this name when the name is a namespace rather than a command
   * of its own (cleo's `poetry list`: ` cache`, then `cache clear`, `cache list`).
   */
  commands?: ParsedSubcommand[];
  /**
   * The program knows the name (it answers it otherwise than a made-up word it calls an unknown
   * command) but prints no help for it: bound as a stub (src/scan/confirm-commands.ts).
   */
  knownWithoutHelp?: boolean;
}

import type { ParsedExpression } from './man/expression.js';

/** Everything Tier 1 learns from one help text. */
export interface ParsedHelp {
  format: HelpFormat;
  /** The command's description (first paragraph, or the subcommand list entry's text). */
  description: string;
  /** The first usage line, when there is one. */
  usage?: string;
  flags: ParsedFlag[];
  positionals: ParsedPositional[];
  subcommands: ParsedSubcommand[];
  /** Flag that makes the program print JSON (`--json`, `--format=json`, `-o json`), if detected. */
  jsonOutputFlag?: string;
  /**
   * The switch that prints the program's version, as the help shows it (`-v, --version`). Kept
   * apart from `flags`: it is bound on the program's top command only (src/scan/version-switch.ts).
   */
  versionFlag?: ParsedFlag;
  /** The expression grammar after the operands (`find ... [expression]`), from the man page (src/scan/man/expression.ts). */
  expression?: ParsedExpression;
  /**
   * The operands the usage requires before the command slot (`usage: pwmigrate [-h] database
   * command ...`): every command is reached as `pwmigrate DATABASE status`.
   */
  operandsBeforeCommand?: string[];
}
