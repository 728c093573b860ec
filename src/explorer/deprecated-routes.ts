import { buildUIRoutes } from './routes.js';
import type { Route, ToolCallHandler, ToolsProvider, UIConfig } from './types.js';

/** The `code` of the deprecation warning {@link buildMcpUIRoutes} emits. */
export const BUILD_MCP_UI_ROUTES_WARNING_CODE = 'SVC_EXPLORER_BUILD_MCP_UI_ROUTES';

let warned = false;

/**
 * Deprecated alias of {@link buildUIRoutes}, kept because `mcp-embedded-ui` still exports it.
 * The first call in a process emits one `DeprecationWarning` through `process.emitWarning`
 * (code {@link BUILD_MCP_UI_ROUTES_WARNING_CODE}), so Node's `--no-deprecation`,
 * `--throw-deprecation` and `process.on('warning')` apply; later calls stay silent.
 *
 * @deprecated Use {@link buildUIRoutes}.
 * @example
 * const routes = buildMcpUIRoutes(tools, handleCall); // same as buildUIRoutes(tools, handleCall)
 */
export function buildMcpUIRoutes(tools: ToolsProvider, handleCall: ToolCallHandler, config: UIConfig = {}): Route[] {
  if (!warned) {
    warned = true;
    process.emitWarning('buildMcpUIRoutes is deprecated, use buildUIRoutes instead (same arguments, same routes).', {
      type: 'DeprecationWarning',
      code: BUILD_MCP_UI_ROUTES_WARNING_CODE,
    });
  }
  return buildUIRoutes(tools, handleCall, config);
}
