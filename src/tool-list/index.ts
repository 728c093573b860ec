/**
 * Tool lists (docs/tool-list.md): what `tools/list` answers and how it is planned
 * (tool-list-plan.ts, tool-usefulness.ts, session-tool-list.ts), the MCP definition of a binding
 * (tool-definition.ts, with svc's working_directory parameter: working-directory-parameter.ts),
 * compact definitions and their cache (compact-definition.ts, list-entry-cache.ts), the discovery
 * tools (discovery-tools.ts), `--tools` filters (tool-filter.ts) and what a tool may do
 * (tool-access-of.ts). It imports nothing from src/call/ or src/serve/.
 */
export { toolDefinition, publicSchema, toolAnnotations, type McpToolDefinition, type McpToolAnnotations } from './tool-definition.js';
export { toolFilter, toolPattern, unmatchedPatterns, type ToolFilter } from './tool-filter.js';
export { createToolListing, TOOL_LIST_CACHE_HINT, type SessionToolList, type ToolListingOptions } from './session-tool-list.js';
export { openListEntryCache, type ListEntryCache, type ListEntryCacheOptions } from './list-entry-cache.js';
export { toolAccessOf } from './tool-access-of.js';
export { withWorkingDirectory, splitWorkingDirectory, WORKING_DIRECTORY, type SplitArguments } from './working-directory-parameter.js';
export { CALLER_LIST_TTL_MS, MAX_SCHEMA_BYTES } from './discovery-tools.js';
