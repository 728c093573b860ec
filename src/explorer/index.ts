/**
 * The embeddable tool explorer: `GET /`, `GET /tools`, `GET /tools/{name}`,
 * `POST /tools/{name}/call` and `POST /tools/{name}/validate` for any Fetch-API or node:http
 * server. Drop-in compatible with `mcp-embedded-ui`. See docs/explorer.md.
 */
export { createHandler } from './fetch-handler.js';
export { createNodeHandler, type NodeHandler, type NodeHandlerConfig } from './node-handler.js';
export { buildUIRoutes } from './routes.js';
export { buildMcpUIRoutes, BUILD_MCP_UI_ROUTES_WARNING_CODE } from './deprecated-routes.js';
export { EXPLORER_HTML_TEMPLATE, renderExplorerHtml } from './page/index.js';
export { validateArguments } from '../schema/index.js';
export { handlerWantsRequest } from './handler-arity.js';
export type {
  AuthHook,
  CallResult,
  CompatHeaders,
  Content,
  ExplorerLogger,
  ExplorerRequest,
  ImageContent,
  IncomingRequest,
  Route,
  TextContent,
  Tool,
  ToolAnnotations,
  ToolCallHandler,
  ToolCallHandler2,
  ToolCallHandler3,
  ToolCallOutcome,
  ToolStatus,
  ToolsProvider,
  UIConfig,
  ValidateResult,
  ValidationFailure,
} from './types.js';
