import type { HelpFormat, ParsedHelp, ParsedPositional } from '../types.js';
import { commandDescription } from './description.js';
import { buildFlags, type FlagStyle } from './flags.js';
import { detectJsonFlag } from './json-flag.js';
import { splitSections, toLines, type HelpLine, type HelpSection } from './layout.js';
import { parseSubcommands } from './commands.js';
import { findOptionEntries } from './option-entries.js';
import { mergePositionals } from './positionals.js';
import { firstUsage, usageFacts } from './usage.js';

/** The parts of a help text every parser works from. */
export interface HelpDocument {
  lines: HelpLine[];
  sections: HelpSection[];
  usage?: string;
}

/**
 * Splits cleaned help text into lines and sections and finds its first usage.
 *
 * @example
 * readDocument('Usage: ls [FILE]...\n').usage // 'ls [FILE]...'
 */
export function readDocument(text: string): HelpDocument {
  const lines = toLines(text);
  const sections = splitSections(lines);
  const usage = firstUsage(lines, sections);
  return usage !== undefined ? { lines, sections, usage } : { lines, sections };
}

/** What a parser contributes on top of the shared reading. */
export interface ParserStyle extends Omit<FlagStyle, 'requiredOptions'> {
  format: Exclude<HelpFormat, 'unknown'>;
  /** Options printed outside brackets in the usage line are required (argparse, clap). */
  usageMarksRequired: boolean;
}

/** Placeholder positionals that stand for a subcommand and what follows it. */
const SUBCOMMAND_PLACEHOLDER = /^(sub)?command$|^cmd$|^subcommand$/;

function dropSubcommandPlaceholders(positionals: ParsedPositional[], hasSubcommands: boolean): ParsedPositional[] {
  if (!hasSubcommands) return positionals;
  const at = positionals.findIndex((p) => SUBCOMMAND_PLACEHOLDER.test(p.name));
  return at < 0 ? positionals : positionals.slice(0, at);
}

/**
 * Runs the shared reading with one parser's style: option entries in every section that may hold
 * options, subcommand lists, positionals from usage and argument sections, description and the
 * JSON-output flag.
 *
 * @example
 * parseWithStyle(readDocument(text), gnuStyle)
 */
export function parseWithStyle(doc: HelpDocument, style: ParserStyle): ParsedHelp {
  const optionSections = doc.sections.filter((s) => s.kind === 'options' || s.kind === 'unknown' || s.kind === 'usage');
  const entries = findOptionEntries(doc.lines, { sections: optionSections });
  const facts = doc.usage !== undefined ? usageFacts(doc.usage) : { positionals: [], requiredOptions: [] };
  const flagStyle: FlagStyle = { ...style };
  if (style.usageMarksRequired) flagStyle.requiredOptions = new Set(facts.requiredOptions);
  const flags = buildFlags(entries, flagStyle);
  const subcommands = parseSubcommands(doc.lines, doc.sections);
  const positionals = dropSubcommandPlaceholders(mergePositionals(facts.positionals, doc.lines, doc.sections), subcommands.length > 0);
  const result: ParsedHelp = {
    format: style.format,
    description: commandDescription(doc.lines, doc.sections),
    flags,
    positionals,
    subcommands,
  };
  if (doc.usage !== undefined) result.usage = doc.usage;
  const jsonFlag = detectJsonFlag(flags);
  if (jsonFlag !== undefined) result.jsonOutputFlag = jsonFlag;
  return orderHelp(result);
}

/** Fixed key order for byte-stable serialisation. */
function orderHelp(help: ParsedHelp): ParsedHelp {
  const out: ParsedHelp = { format: help.format, description: help.description } as ParsedHelp;
  if (help.usage !== undefined) out.usage = help.usage;
  out.flags = help.flags;
  out.positionals = help.positionals;
  out.subcommands = help.subcommands;
  if (help.jsonOutputFlag !== undefined) out.jsonOutputFlag = help.jsonOutputFlag;
  return out;
}
