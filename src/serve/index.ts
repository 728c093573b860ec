/**
 * Serving: the MCP server over stdio, streamable HTTP and SSE, the programmatic builder, the
 * OpenAI function-calling export and the client integration snippets. See docs/serve.md.
 * The call pipeline (src/call/), results (src/results/) and tool lists (src/tool-list/) are rooms
 * of their own; the names re-exported from them here keep the package root unchanged.
 */
export {
  createSvcServer, parsePort, ServeOptionsError,
  type SvcServer, type SvcServerOptions, type SvcHttpOptions, type SvcListenOptions, type RunningSvcHttp,
} from './builder.js';
export { createMcpServerFactory, SVC_SERVER_VERSION, type ApprovalMode, type McpServerFactoryOptions, type SvcServerFactory } from './mcp-server.js';
export { createSvcHttpApp, type SvcHttpApp, type SvcHttpAppOptions, type FetchHandler, type NodeRequestHandler } from './http-app.js';
export { createExplorerMount, type ExplorerMountOptions } from './explorer-mount.js';
export { toOpenAITools, openAIFunctionName, OpenAINameCollisionError, OPENAI_NAME_PATTERN, type OpenAITool, type OpenAIExportOptions } from './openai-export.js';
export { strictSchema, OPENAI_STRICT_FORMATS } from './openai-strict-schema.js';
export { withoutNullArguments } from '../call/index.js';
export { renderShowConfig, ShowConfigError, SHOW_CONFIG_TARGETS, type ShowConfigTarget, type ShowConfigOptions, type ShowConfigOutput } from './show-config.js';
export { toolDefinition, publicSchema, type McpToolDefinition, type McpToolAnnotations } from '../tool-list/index.js';
export { toolFilter, toolPattern, unmatchedPatterns, type ToolFilter } from '../tool-list/index.js';
export { checkLoopbackRequest, isLoopbackHost } from './http-guards.js';
export { createToolRuntime, type ToolRuntime, type ToolRuntimeOptions, type InvokeResult, type InvokePayload, type InvokeContext } from '../call/index.js';
