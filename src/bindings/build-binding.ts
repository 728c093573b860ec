/**
 * Assembles one binding (DESIGN.md "Binding file") from a scanned command. Pure: the same input
 * gives the same binding, key order included, so scans are byte-for-byte repeatable.
 */
import type { CommandEffects } from '../govern/effects/index.js';
import type { HelpFormat, ParsedHelp } from '../scan/types.js';
import { moduleIdFor, aliasFor } from './module-id.js';
import { buildInputSchema, buildOutputSchema } from './schema.js';
import { BINDING_SPEC_VERSION, type Binding, type BindingAnnotations } from './types.js';

/** Longest `documentation` kept; help texts beyond it are cut at a line end. */
export const MAX_DOCUMENTATION_CHARS = 16_000;
/** Longest `description` kept. */
export const MAX_DESCRIPTION_CHARS = 1_000;

/** Input of {@link buildBinding}. */
export interface BuildBindingInput {
  tool: string;
  /** Absolute path of the program. */
  binary: string;
  /** Subcommand words after the program. */
  commandPath: string[];
  /** Program version as reported at scan time (`unknown` when it could not be read). */
  version: string;
  help: ParsedHelp;
  /** The cleaned help text the command was parsed from ('' for stubs). */
  helpText: string;
  annotations: BindingAnnotations;
  /** annotation name → rule that set it. */
  annotationRules: Record<string, string>;
  /** Tiers that contributed to this command (1 help, 2 man, 3 completion). */
  tiers: number[];
  /** Alias to use (collisions resolved by the caller); defaults to the plain alias of the module id. */
  alias?: string;
  /** The argv words after the binary that printed the help (`['commit', '-h']`). */
  helpProbe?: string[];
  /** Found only in a completion script. */
  stub?: boolean;
  /** Scanner format version, recorded for provenance. */
  scannerVersion?: string;
  /** Effects of the command's flags and operands (`classifyCommand`), recorded on their properties. */
  effects?: CommandEffects;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf('\n', max);
  return `${text.slice(0, cut > max / 2 ? cut : max).trimEnd()}\n[...]`;
}

/** One-line description: the help's own, else the program and subcommand words. */
function describe(input: BuildBindingInput): string {
  const text = input.help.description.replace(/\s+/g, ' ').trim();
  if (text !== '') return clip(text, MAX_DESCRIPTION_CHARS);
  return [input.tool, ...input.commandPath].join(' ');
}

/**
 * Builds the binding of one command.
 *
 * @example
 * const binding = buildBinding({
 *   tool: 'git', binary: '/usr/bin/git', commandPath: ['commit'], version: 'git version 2.43.0',
 *   help, helpText, annotations, annotationRules: { readonly: 'default' }, tiers: [1, 2],
 * });
 * binding.module_id; // 'cli.git.commit'
 */
export function buildBinding(input: BuildBindingInput): Binding {
  const moduleId = moduleIdFor(input.tool, input.commandPath);
  const format: HelpFormat = input.help.format;
  const metadata: Binding['metadata'] = {
    help_format: format,
    scan_tiers: [...new Set(input.tiers)].sort((a, b) => a - b),
    json_output_flag: input.help.jsonOutputFlag ?? null,
    annotation_rules: Object.fromEntries(Object.entries(input.annotationRules).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
  if (input.help.usage) metadata.usage = input.help.usage;
  if (input.helpProbe) metadata.help_probe = [...input.helpProbe];
  if (input.help.subcommands.length > 0) metadata.subcommands = input.help.subcommands.map((sub) => sub.name);
  // Other names the program takes for a listed command (osc's `ci` for `commit`): a model told
  // `osc ci` finds the tool that runs it.
  const aliases = input.help.subcommands.flatMap((sub) => (sub.aliases ?? []).map((other) => [other, sub.name] as const));
  if (aliases.length > 0) metadata.subcommand_aliases = Object.fromEntries(aliases);
  if (input.scannerVersion) metadata.scanner_version = input.scannerVersion;
  if (input.stub) metadata.stub = true;
  const a = input.annotations;
  return {
    spec_version: BINDING_SPEC_VERSION,
    module_id: moduleId,
    alias: input.alias ?? aliasFor(moduleId),
    description: describe(input),
    target: { binary: input.binary, command_path: [...input.commandPath] },
    version: input.version,
    tags: ['cli', input.tool],
    annotations: {
      readonly: a.readonly,
      destructive: a.destructive,
      idempotent: a.idempotent,
      requires_approval: a.requires_approval,
      cacheable: a.cacheable,
      open_world: a.open_world,
    },
    input_schema: buildInputSchema(input.help, input.effects),
    output_schema: buildOutputSchema(input.help.jsonOutputFlag),
    documentation: clip(input.helpText.trim(), MAX_DOCUMENTATION_CHARS),
    metadata,
  };
}
