/**
 * The scanner API: turn installed programs into bindings (Tier 1 help, Tier 2 man pages,
 * Tier 3 completion scripts), plus the building blocks for callers that want only a part.
 */
export type * from './types.js';
export {
  scanTool, ScanError, DEFAULT_SCAN_DEPTH, MIN_SCAN_DEPTH, MAX_SCAN_DEPTH,
  type ScanOptions, type ScanResult,
} from './scanner.js';
export { runHelp, helpEnvironment, helpOutput, DEFAULT_PROBE_TIMEOUT_MS, DEFAULT_PROBE_MAX_BYTES, type RunHelpOptions, type HelpRun } from './run-help.js';
export { probeCommand, looksLikeManPage, helpScore, type ProbeOptions, type ProbeSuccess, type ProbeFailure } from './probe.js';
export { resolveProgram } from './resolve-program.js';
export { readCachedScan, writeCachedScan, cacheFileName, SCANNER_FORMAT_VERSION, type ScanCacheKey, type CachedScan } from './cache.js';
export { createLimiter, defaultConcurrency, type Limiter } from './pool.js';
export { defaultCollaborators, type ScanCollaborators, type HelpParsing, type ManTier, type CompletionTier, type Annotating } from './collaborators.js';
export { parseHelp, detectHelpFormat, cleanHelpText } from './parsers/index.js';
export { renderManPage, parseManPage, enrichWithManPage } from './man/index.js';
export { findCompletionScripts, parseCompletionSubcommands, completionStubs } from './completion/index.js';
