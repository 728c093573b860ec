/**
 * The parts of a scan that live in their own modules: the help parsers (Tier 1), the man-page tier
 * (Tier 2), the completion tier (Tier 3) and annotation inference. The scanner takes them as one
 * object so a caller can swap a tier out (for example to scan without man pages).
 */
import type { BindingAnnotations } from '../bindings/types.js';
import { inferAnnotations } from '../govern/annotations.js';
import { classifyCommand, type CommandEffects } from '../govern/effects/index.js';
import { cleanHelpText, cobraCommandsFooter, commandCandidates, globalOptionsCommand, helpFromSynopses, optionsFollowCommand, optionsPrecedeCommand, parseHelp, rootOptionsAreGlobal, rowOptions, subcommandSynopses } from './parsers/index.js';
import { commandEntryProseFlags, commandEntrySynopsisFlags, commandSectionFlags, pageWithoutCommandSections, enrichWithManPage, podCommandEntries, parseExpressionGrammar, parseManCommands, parseManPage, renderManPage } from './man/index.js';
import { completionStubs, findCompletionScripts, parseCompletionSubcommands } from './completion/index.js';
import type { HelpFormat, ParsedFlag, ParsedHelp } from '../scan/types.js';

/** Tier 1: help-text parsing. */
export interface HelpParsing {
  parseHelp(text: string, options?: { format?: HelpFormat; programName?: string; commandPath?: string[] }): ParsedHelp;
  cleanHelpText(raw: string): string;
  /** Usage lines a help text gives for each of its subcommands. */
  subcommandSynopses(cleanText: string, context: { programName?: string; commandPath?: string[] }): Map<string, string[]>;
  /** Whether the root's options are accepted after any subcommand too (commander, yargs). */
  rootOptionsAreGlobal(rootHelpText: string): boolean;
  /** Whether the root's usage puts its options after the command word (`dkms [action] [options]`); optional so older parts still fit. */
  optionsFollowCommand?(usage: string | undefined): boolean;
  /** Whether the root's usage puts its options before the command word (`ledger [options] [command]`); optional so older parts still fit. */
  optionsPrecedeCommand?(text: string | undefined, programName: string): boolean;
  /** Options printed under each command's own row of a list (see `rowOptions`). */
  rowOptions?(text: string, names: readonly string[]): Map<string, Set<string>>;
  /** The command a help names as listing the options every command takes (`kubectl options`); optional so older parts still fit. */
  globalOptionsCommand?(helpText: string, programName: string): string[] | undefined;
  /** Whether the root help ends as cobra's does, whose root flags may be every command's; optional so older parts still fit. */
  cobraCommandsFooter?(rootHelpText: string, programName: string): boolean;
  /** The help of a subcommand known only from those usage lines. */
  helpFromSynopses(usages: string[], description: string, context?: { programName?: string; commandPath?: string[] }): ParsedHelp;
  /** Command names the text may list in any layout, to be confirmed by the program (issue 21); none when absent. */
  commandCandidates?(cleanText: string, context: { programName: string; commandPath: readonly string[] }): string[];
}

/** Tier 2: manual pages. */
export interface ManTier {
  renderManPage: typeof renderManPage;
  parseManPage: typeof parseManPage;
  enrichWithManPage: typeof enrichWithManPage;
  /** Commands a page documents with synopses of their own (tmux). */
  parseManCommands: typeof parseManCommands;
  /** Commands a pod2man page documents one paragraph each under SUBCOMMANDS (dpt-salsa); optional so older tiers still fit. */
  podCommandEntries?: typeof podCommandEntries;
  /** Switches a page names only in one command's prose, each alone in parentheses (apt's `list`). */
  commandEntryProseFlags: typeof commandEntryProseFlags;
  /** Options a page lists in one command's own subsection (sphinx-click: todoman's `   list`); optional so older tiers still fit. */
  commandSectionFlags?: typeof commandSectionFlags;
  pageWithoutCommandSections?: typeof pageWithoutCommandSections;
  commandEntrySynopsisFlags?: typeof commandEntrySynopsisFlags;
  /** The expression grammar of a page whose synopsis ends in `[expression]` (find); optional so older tiers still fit. */
  parseExpressionGrammar?: typeof parseExpressionGrammar;
}

/** Tier 3: shell completion scripts. */
export interface CompletionTier {
  findCompletionScripts: typeof findCompletionScripts;
  parseCompletionSubcommands: typeof parseCompletionSubcommands;
  completionStubs: typeof completionStubs;
}

/** Annotation inference and the effects of parameters at scan time. */
export interface Annotating {
  inferAnnotations(input: { tool: string; commandPath: string[]; flags: ParsedFlag[]; description: string; effects?: CommandEffects }): {
    annotations: BindingAnnotations;
    rules: Record<string, string>;
  };
  /** The effect of every flag and operand of a command (docs/governance.md "Effects of parameters"). */
  classifyCommand(context: { tool: string; commandPath: readonly string[] }, help: Pick<ParsedHelp, 'flags' | 'positionals' | 'expression'>): CommandEffects;
}

/** Everything a scan needs besides running programs. `man` and `completion` may be left out. */
export interface ScanCollaborators extends HelpParsing, Annotating {
  man?: ManTier;
  completion?: CompletionTier;
}

/**
 * The real parsers, tiers and annotation inference.
 *
 * @example
 * const parts = defaultCollaborators();
 * parts.parseHelp(text, { programName: 'git' });
 */
export function defaultCollaborators(): ScanCollaborators {
  return {
    parseHelp,
    cleanHelpText,
    subcommandSynopses,
    rootOptionsAreGlobal,
    optionsFollowCommand,
    optionsPrecedeCommand,
    rowOptions,
    globalOptionsCommand,
    cobraCommandsFooter,
    helpFromSynopses,
    commandCandidates,
    inferAnnotations,
    classifyCommand,
    man: { renderManPage, parseManPage, enrichWithManPage, parseManCommands, commandEntryProseFlags, commandEntrySynopsisFlags, commandSectionFlags, pageWithoutCommandSections, podCommandEntries, parseExpressionGrammar },
    completion: { findCompletionScripts, parseCompletionSubcommands, completionStubs },
  };
}
