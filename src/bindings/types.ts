/**
 * The binding-file model (DESIGN.md "Binding file"): one module per `<module_id>.binding.yaml`.
 * Written by `svc scan`, read by `svc serve` and `svc list`. docs/bindings.md documents it.
 */

/** Current binding format version; `serve` refuses files with another major. */
export const BINDING_SPEC_VERSION = '1.0';

/** How a flag's value is placed in argv. */
export type ValueStyle =
  /** `--name value`: two argv entries. */
  | 'separate'
  /** `--name=value`: one argv entry. */
  | 'equals'
  /** `-nVALUE` attached short form. */
  | 'attached'
  /** A switch that takes no value (booleans). */
  | 'switch';

/**
 * A JSON Schema property with the `x-cli-*` keywords that say how to render it back to argv.
 * Standard JSON Schema keywords (type, format, enum, default, items, description) sit beside them.
 */
export interface CliPropertySchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  /** Legacy: bindings from scans before issue 22 put svc's value kind here; read, never written (cli-format.ts). */
  format?: 'path' | 'uri';
  enum?: string[];
  default?: unknown;
  description?: string;
  /** Literal words an operand takes beside values of its own kind (wg's `all`, `interfaces`). */
  examples?: string[];
  items?: {
    type?: string; format?: string; 'x-cli-format'?: 'path' | 'uri'; enum?: string[]; properties?: Record<string, { type?: string | string[]; [keyword: string]: unknown }>;
    required?: string[]; additionalProperties?: boolean; minProperties?: number; maxProperties?: number;
  };
  /** Operands of a fixed number of words (diff's FILES, two): the fewest and most items. */
  minItems?: number;
  maxItems?: number;
  /** Options that take several values: one string per value (docs/bindings.md "Options with several values"). */
  properties?: Record<string, { type?: string }>;
  required?: string[];
  additionalProperties?: boolean;
  /** `flag` or `positional`. */
  'x-cli-kind': 'flag' | 'positional';
  /**
   * svc's value kind: `path` names a file (path confinement applies), `uri` a URL. On the items
   * for arrays. Not JSON Schema's `format`, which default validators reject (cli-format.ts).
   */
  'x-cli-format'?: 'path' | 'uri';
  /** The literal flag token, exactly as the program spells it (`--message`, `-m`). Flags only. */
  'x-cli-flag'?: string;
  /** Token that turns a default-true boolean off (`--no-color`). Flags only. */
  'x-cli-negation'?: string;
  /** How the value is placed. Defaults to `separate` for valued flags, `switch` for booleans. */
  'x-cli-value-style'?: ValueStyle;
  /**
   * The flag's value may be omitted (`--stat[=<width>]`, `--color[=WHEN]`): an empty string renders
   * the bare flag (`--stat`), never `--stat=`. Flags with the `equals` or `joined` style only.
   */
  'x-cli-optional-value'?: boolean;
  /** 0-based order among positional arguments. Positionals only. */
  'x-cli-position'?: number;
  /** For arrays: repeat the flag per item (`repeat`), or one flag with comma-joined items (`comma`). Positional arrays are spread. */
  'x-cli-repeat'?: 'repeat' | 'comma';
  /** The value is a secret: redacted in logs and never shown in approvals. */
  'x-cli-sensitive'?: boolean;
  /** Where this parameter was found: `help`, `man` or `completion`. */
  'x-cli-source'?: 'help' | 'man' | 'completion';
  /** The root command's help lists this flag and the program accepts it after this command too (commander's and yargs's global options). */
  'x-cli-inherited'?: boolean;
  /**
   * Given before the command path: a root option, where the root's usage puts its options
   * (`ledger [options] [command]`: `ledger --file F balance`), or an operand the root's usage
   * requires before the command slot (`pwmigrate DATABASE status`; after any such flags). Rendered
   * there; the rest follow it.
   */
  'x-cli-before-command'?: boolean;
  /**
   * The program's `--version` switch on its top binding: a call that sets it needs no other
   * parameter, required ones included (the program prints its version and exits).
   */
  'x-cli-standalone'?: boolean;
  /**
   * Operands that other usage forms of the command leave out (rg's PATTERN: `rg [OPTIONS] --files
   * [PATH ...]`): not in `required`, but a call must give it unless it sets one of these flags
   * (`x-cli-flag` tokens of this binding). Checked when the call is validated.
   */
  'x-cli-required-unless'?: string[];
  /**
   * What setting this parameter can do (docs/governance.md "Effects of parameters"): run a program,
   * write a file, reach another host, read a file, or nothing of these. Absent in bindings from
   * older scans: enforcement then treats switches, numbers and enums as `none`, anything else as `write`.
   */
  'x-cli-effect'?: 'exec' | 'write' | 'network' | 'read' | 'none';
  /** Why: the rule that set `x-cli-effect` (`curated: git --upload-pack runs a program`). */
  'x-cli-effect-reason'?: string;
  /** Where the effect came from: the curated table, a help-text rule, or the default. */
  'x-cli-effect-source'?: 'curated' | 'help' | 'default';
  /**
   * An option that takes several values (`jq --slurpfile NAME FILE`): its values in argv order,
   * each the key of a string in the call's object and with its own effect. `x-cli-effect` is the
   * most dangerous of them.
   */
  'x-cli-values'?: CliTupleValue[];
  /** Operands: the role the operand takes in a call that sets one of `flags` (`grep -e` makes PATTERNS a file). */
  'x-cli-effect-when'?: CliOperandRole[];
  /**
   * The value is a pattern (`pattern`: a regex, glob or format) or program text (`jq`, `sed`,
   * `awk`) in the program's own language: exempt from the shell-metacharacter check unless the
   * operator turns it back on; program text is read at call time and its effect follows what it
   * holds (docs/governance.md "Patterns and program text").
   */
  'x-cli-text'?: 'pattern' | 'jq' | 'sed' | 'awk';
  /**
   * The operand is an expression (`find ... [expression]`): a list of one-key objects, each a
   * predicate (`{name: '*.ts'}`) or an operator (`{operator: '-o'}`), whose schemas under
   * `items.properties` say how each is rendered and what it does (src/bindings/expression-schema.ts).
   */
  'x-cli-expression'?: boolean;
  [keyword: `x-${string}`]: unknown;
}

/** One value of an option that takes several (`x-cli-values`). */
export interface CliTupleValue {
  /** Its key in the call's object (`name`, `file`). */
  name: string;
  effect: 'exec' | 'write' | 'network' | 'read' | 'none';
  reason?: string;
  source?: 'curated' | 'help' | 'default';
  sensitive?: boolean;
}

/** A role an operand takes in a call that sets one of `flags` (`x-cli-effect-when`). */
export interface CliOperandRole {
  /** Flag tokens as the program spells them (`--regexp`, `-e`). */
  flags: string[];
  effect: 'read' | 'write';
  reason?: string;
}

/** The input schema of a binding: a JSON Schema object whose properties carry `x-cli-*` keywords. */
export interface BindingInputSchema {
  type: 'object';
  properties: Record<string, CliPropertySchema>;
  required?: string[];
  additionalProperties: false;
}

/** Behavioural annotations (SPEC.md "Behavioral annotations"). */
export interface BindingAnnotations {
  readonly: boolean;
  destructive: boolean;
  idempotent: boolean;
  requires_approval: boolean;
  cacheable: boolean;
  open_world: boolean;
}

/** What to spawn: never one shell string. */
export interface BindingTarget {
  /** Absolute path of the program. */
  binary: string;
  /** Subcommand words after the program (`['remote', 'add']`). */
  command_path: string[];
}

/** A governed tool definition as stored on disk. */
export interface Binding {
  spec_version: string;
  /** `cli.<tool>` or `cli.<tool>.<sub>...` */
  module_id: string;
  /** MCP tool name (SPEC.md alias rules, collisions resolved at scan time). */
  alias: string;
  description: string;
  target: BindingTarget;
  /** The program's version string as reported at scan time, or `unknown`. */
  version: string;
  tags: string[];
  annotations: BindingAnnotations;
  input_schema: BindingInputSchema;
  /** SPEC.md schema rule 5; null when the program has no JSON-output flag. */
  output_schema: Record<string, unknown> | null;
  /** Longer help text for humans. */
  documentation: string;
  metadata: BindingMetadata;
}

/** Provenance of a binding. */
export interface BindingMetadata {
  /** `gnu`, `click`, `cobra`, `clap` or `unknown`. */
  help_format: string;
  /** Tiers that contributed (1 help, 2 man, 3 completion). */
  scan_tiers: number[];
  /** The flag token that makes the program print JSON, if any (`--json`, `--format=json`). */
  json_output_flag: string | null;
  /** Why each annotation is set: annotation name → rule (`name:delete`, `flag:--force`, `default`). */
  annotation_rules: Record<string, string>;
  /** True for stubs found only in completion scripts. */
  stub?: boolean;
  [key: string]: unknown;
}
