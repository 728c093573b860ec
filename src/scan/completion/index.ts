/** Tier 3: subcommands from bash and zsh completion scripts. */
export { findCompletionScripts, type FindCompletionOptions, type CompletionScript } from './locate.js';
export { parseCompletionSubcommands, type CompletionShell } from './parse.js';
export { completionStubs, type CompletionStubs } from './stubs.js';
