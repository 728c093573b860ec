/**
 * The parts of a scan that live in their own modules: the help parsers (Tier 1), the man-page tier
 * (Tier 2), the completion tier (Tier 3) and annotation inference. The scanner takes them as one
 * object so a caller can swap a tier out (for example to scan without man pages).
 */
import type { BindingAnnotations } from '../bindings/types.js';
import { inferAnnotations } from '../govern/annotations.js';
import { cleanHelpText, parseHelp } from './parsers/index.js';
import type { HelpFormat, ParsedFlag, ParsedHelp } from '../scan/types.js';

/** Tier 1: help-text parsing. */
export interface HelpParsing {
  parseHelp(text: string, options?: { format?: HelpFormat; programName?: string; commandPath?: string[] }): ParsedHelp;
  cleanHelpText(raw: string): string;
}

/** Tier 2: manual pages. The parsed page is opaque to the scanner. */
export interface ManTier {
  renderManPage(tool: string, commandPath: string[], options?: { timeoutMs?: number; env?: NodeJS.ProcessEnv }): Promise<string | undefined>;
  parseManPage(text: string): unknown;
  enrichWithManPage(help: ParsedHelp, man: never): { help: ParsedHelp; enriched: unknown };
}

/** A completion script found on disk. */
export interface CompletionScript {
  shell: string;
  path: string;
  text?: string;
  content?: string;
  script?: string;
}

/** Tier 3: shell completion scripts. */
export interface CompletionTier {
  findCompletionScripts(tool: string, options?: { env?: NodeJS.ProcessEnv }): Promise<CompletionScript[]>;
  parseCompletionSubcommands(script: string, shell: never, tool: string): string[];
  completionStubs(help: ParsedHelp, names: string[]): { help: ParsedHelp; added: unknown };
}

/** Annotation inference at scan time. */
export interface Annotating {
  inferAnnotations(input: { tool: string; commandPath: string[]; flags: ParsedFlag[]; description: string }): {
    annotations: BindingAnnotations;
    rules: Record<string, string>;
  };
}

/** Everything a scan needs besides running programs. `man` and `completion` may be left out. */
export interface ScanCollaborators extends HelpParsing, Annotating {
  man?: ManTier;
  completion?: CompletionTier;
}

// Module paths held in variables: these modules are built alongside and are loaded at run time.
const MAN = './man/index.js';
const COMPLETION = './completion/index.js';

let loaded: Promise<ScanCollaborators> | undefined;

/** A tier module that is not part of this build leaves its tier out instead of failing the scan. */
async function optionalImport<T>(specifier: string): Promise<T | undefined> {
  try {
    return (await import(specifier)) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/**
 * Loads the real parsers, tiers and annotation inference once.
 *
 * @example
 * const parts = await loadCollaborators();
 * parts.parseHelp(text, { programName: 'git' });
 */
export function loadCollaborators(): Promise<ScanCollaborators> {
  loaded ??= (async () => {
    const parts: ScanCollaborators = { parseHelp, cleanHelpText, inferAnnotations };
    const man = await optionalImport<ManTier>(MAN);
    if (man) parts.man = { renderManPage: man.renderManPage, parseManPage: man.parseManPage, enrichWithManPage: man.enrichWithManPage };
    const completion = await optionalImport<CompletionTier>(COMPLETION);
    if (completion) {
      parts.completion = {
        findCompletionScripts: completion.findCompletionScripts,
        parseCompletionSubcommands: completion.parseCompletionSubcommands,
        completionStubs: completion.completionStubs,
      };
    }
    return parts;
  })();
  return loaded;
}

