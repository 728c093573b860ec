import { createHandler, type Content, type Tool, type ToolCallOutcome } from '../explorer/index.js';
import type { Logger } from '../log/index.js';
import type { FetchHandler } from './http-app.js';
import { bearerMatches } from './http-guards.js';
import type { ToolRuntimeLike } from './runtime-contract.js';
import { toolDefinition } from './tool-definition.js';

/** Options for {@link createExplorerMount}. */
export interface ExplorerMountOptions {
  runtime: ToolRuntimeLike;
  /** Lets the explorer's call endpoint run tools (`--allow-execute`). */
  allowExecute?: boolean;
  /** When set, explorer calls need `Authorization: Bearer <token>` (the explorer's auth hook). */
  authToken?: string;
  /** Page title. */
  title?: string;
  /** ACL caller identity of explorer calls (default `explorer`; `token` when a token is set). */
  caller?: string;
  log?: Logger;
}

/**
 * Mounts the explorer over the same runtime the MCP server uses: its tools are the served
 * bindings (same names, schemas without `x-cli-*`, all four annotation hints) and its calls go
 * through `runtime.invoke`, so ACL, approval (nobody to ask: denied), limits and audit apply alike.
 *
 * @example
 * const explorer = createExplorerMount({ runtime, allowExecute: true, authToken });
 * createSvcHttpApp({ factory, transport: 'http', explorer });
 */
export function createExplorerMount(options: ExplorerMountOptions): FetchHandler {
  const { runtime } = options;
  const caller = options.caller ?? (options.authToken ? 'token' : 'explorer');
  const tools = (): Tool[] => runtime.tools().map((binding) => {
    const def = toolDefinition(binding);
    return { name: def.name, description: def.description, inputSchema: def.inputSchema, annotations: { ...def.annotations } };
  });
  const handleCall = async (name: string, args: Record<string, unknown>): Promise<ToolCallOutcome> => {
    const { isError, payload } = await runtime.invoke(name, args, { caller });
    const content: Content[] = [{ type: 'text', text: JSON.stringify(payload) }];
    return [content, isError, payload.trace_id ?? null];
  };
  const handler = createHandler(tools, handleCall, {
    allowExecute: options.allowExecute ?? false,
    title: options.title ?? 'svc tool explorer',
    ...(options.log ? { logger: options.log } : {}),
    ...(options.authToken !== undefined
      ? {
          authHook: async (req, next) => {
            if (!bearerMatches(req.headers.get('authorization'), options.authToken!)) throw new Error('missing or wrong bearer token');
            return next();
          },
        }
      : {}),
  });
  return (request) => handler(request);
}
