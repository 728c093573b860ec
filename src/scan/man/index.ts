/** Tier 2: manual pages rendered as text, parsed, and merged into Tier 1's parse. */
export { renderManPage, MAN_WIDTH, type RenderManOptions } from './render.js';
export { parseManPage, stripFormatting, type ManPage } from './parse.js';
export { enrichWithManPage, SPARSE_COMMAND_DESCRIPTION, SPARSE_FLAG_DESCRIPTION, type ManEnrichment } from './enrich.js';
export { parseOptionHead } from './option-head.js';
export { parseManCommands, type ManCommand } from './commands.js';
export { commandEntryProseFlags } from './prose-flags.js';
export { commandSectionFlags, pageWithoutCommandSections } from './command-sections.js';
export { commandEntrySynopsisFlags } from './entry-synopsis-flags.js';
export { podCommandEntries } from './pod-commands.js';
export { parseExpressionGrammar, type ParsedExpression, type ExpressionPredicate, type ExpressionValue } from './expression.js';
export { withExpressionGrammar } from './expression-help.js';
