import { randomUUID } from 'node:crypto';
import { ProtocolError, Server, type CallToolResult, type InputRequiredResult, type McpRequestContext, type ServerContext } from '@modelcontextprotocol/server';
import type { Binding } from '../bindings/types.js';
import type { Logger } from '../log/index.js';
import { ApprovalStateSigner, createElicitingApproval } from './elicit-approval.js';
import { createCallCapture, createRelayedCancels, startProgress, progressMessage, type ApprovalHandler, type InvokePayload, type InvokeResult, type ToolRuntimeLike } from '../call/index.js';
import { toolDefinition, createToolListing, TOOL_LIST_CACHE_HINT, type McpToolDefinition, type ListEntryCache } from '../tool-list/index.js';
import { resultContent, serveOutputResources, type OutputStore } from '../results/index.js';
import { trackClientRoots } from './roots.js';
import type { SvcResults } from '../config/results.js';
import { clientCapabilitiesOf } from './client-capabilities.js';
import { sensitiveValues } from '../govern/sensitive-values.js';
import type { SvcToolList } from '../config/tool-list.js';
import type { ToolAccessState } from '../govern/tool-access.js';
import { NO_TELEMETRY, type Telemetry } from '../telemetry/types.js';
import { createMemoryEnabledTools } from '../state/memory-store.js';
import type { EnabledToolLists } from '../state/types.js';

/** svc's version (SPEC.md "Versioning"), reported as the MCP server version. */
export const SVC_SERVER_VERSION = '0.1.0';

/**
 * How calls that need approval are answered:
 * - `deny` (default): nobody is asked; the runtime denies with guidance;
 * - `elicit`: the MCP client's user is asked through elicitation, with the exact argv;
 * - a function: your own approval handler.
 */
export type ApprovalMode = 'deny' | 'elicit' | ApprovalHandler;

/** Options for {@link createMcpServerFactory}. */
export interface McpServerFactoryOptions {
  runtime: ToolRuntimeLike;
  /** MCP server name (`--name`, default `svc`). */
  name?: string;
  approval?: ApprovalMode;
  /** Identity used for ACL `callers` when the request carries none (`stdio`, `http`, `sse`). */
  caller?: string;
  /** Restricts which bindings exist for this server; hidden ones can be neither listed nor called. */
  visible?: (binding: Binding) => boolean;
  log?: Logger;
  /** How much of the tool set tools/list shows (default: every tool, config `tool_list`). */
  toolList?: SvcToolList;
  /** Tools' compact `tools/list` entries, shared by every transport and kept across starts (list-entry-cache.ts). */
  listEntries?: ListEntryCache;
  /** What the ACL says about calling a tool at all, for svc_find_tools and the auto list. */
  accessOf?: (binding: Binding, caller: string) => Promise<ToolAccessState>;
  /** svc's own directory: where calls run when neither the caller's roots nor the client's name one. */
  workspace?: { cwd: string };
  /** Inline budgets and caps of results (`results` in config.yaml; docs/results.md). */
  results?: SvcResults;
  /** Where whole outputs are kept as `svc://output/...` resources of the session (docs/results.md). */
  outputs?: OutputStore;
  /** One span per tools/call, continuing the client's `_meta.traceparent` (src/telemetry). */
  telemetry?: Telemetry;
  /** Signs and consumes 2026-07-28 approval states; share one between replicas (docs/state.md). Default: this process's own. */
  approvalSigner?: ApprovalStateSigner;
  /**
   * Where requests without a session (2026-07-28 per-request traffic, session-less 2025 requests)
   * keep the tools their caller enabled with `svc_enable_tools`: the state store's lists, shared
   * by replicas (docs/tool-list.md). Default: this process's memory.
   */
  enabledTools?: EnabledToolLists;
}

/** Builds a fresh SDK server per serving unit (a stdio connection, an HTTP request or session). */
export type SvcServerFactory = (ctx?: Partial<McpRequestContext>) => Server;

function textResult(payload: InvokePayload, isError: boolean): CallToolResult {
  return { content: resultContent(payload, { isError }), isError };
}

/** An `isError` result for a failure that happened before the runtime could run anything. */
function failure(guidance: string): CallToolResult {
  const payload: InvokePayload = {
    stdout: '', stderr: '', exit_code: -1, duration_ms: 0, trace_id: randomUUID(), ai_guidance: guidance,
  };
  return textResult(payload, true);
}

/** `structuredContent` restricted to what the output schema declares, when it forbids extras. */
function structuredFor(payload: InvokePayload, schema: McpToolDefinition['outputSchema']): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const props = (schema.properties ?? {}) as Record<string, { type?: string }>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload as unknown as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (schema.additionalProperties === false && !(key in props)) continue;
    // A JSON output that is not an object (an array of records, say) cannot meet `type: object`.
    if (props[key]?.type === 'object' && (value === null || typeof value !== 'object' || Array.isArray(value))) continue;
    out[key] = value;
  }
  return out;
}

function callerFrom(ctx: ServerContext, fallback: string): string {
  const auth = ctx.http?.authInfo;
  return auth?.clientId ? auth.clientId : fallback;
}

/** The roles, groups and scopes an access token gave the caller (src/identity), as ACL principals. */
function principalsFrom(ctx: ServerContext): readonly string[] | undefined {
  const principals = ctx.http?.authInfo?.extra?.principals;
  return Array.isArray(principals) ? (principals as string[]) : undefined;
}

/**
 * Returns a factory of MCP servers (the official SDK's low-level `Server`) exposing every visible
 * binding of the runtime as a tool named by its alias. `tools/call` goes through
 * `runtime.invoke`, so ACL, approval, limits and audit apply; every failure, an unknown tool
 * included, is an `isError` tool result carrying `ai_guidance`, never a JSON-RPC error.
 *
 * @example
 * const factory = createMcpServerFactory({ runtime, name: 'svc', approval: 'elicit' });
 * serveStdio(factory);
 */
export function createMcpServerFactory(options: McpServerFactoryOptions): SvcServerFactory {
  const { runtime, log } = options;
  const visible = options.visible ?? (() => true);
  const signer = options.approvalSigner ?? new ApprovalStateSigner();
  const fallbackCaller = options.caller ?? 'mcp';
  const telemetry = options.telemetry ?? NO_TELEMETRY;
  // Tool definitions are derived from immutable bindings: compute each once.
  const definitions = new WeakMap<Binding, McpToolDefinition>();
  const definitionOf = (binding: Binding): McpToolDefinition => {
    let def = definitions.get(binding);
    if (!def) definitions.set(binding, (def = toolDefinition(binding)));
    return def;
  };

  const listing = createToolListing({
    tools: () => runtime.tools().filter(visible),
    toolList: options.toolList ?? { mode: 'full', budget_bytes: Number.MAX_SAFE_INTEGER, max_tools: Number.MAX_SAFE_INTEGER },
    accessOf: options.accessOf,
    ...(options.listEntries ? { entryOf: options.listEntries.entryOf } : {}),
    callerLists: options.enabledTools ?? createMemoryEnabledTools(),
    ...(log ? { log } : {}),
  });
  // Requests without a session read and change their caller's list in the store, whichever
  // server instance (and replica) answers them.
  const callerToolList = listing.forCallers();

  // 2026-07-28 HTTP calls a separately posted notifications/cancelled can stop (relayed-cancels.ts).
  const relayedCancels = createRelayedCancels();

  return (factoryCtx) => {
    // One 2026-07-28 HTTP exchange: this instance serves one POST, a call or a notification.
    const perRequestHttp = factoryCtx?.era === 'modern' && factoryCtx.requestInfo !== undefined;
    const server = new Server(
      { name: options.name ?? 'svc', version: SVC_SERVER_VERSION },
      {
        capabilities: { tools: { listChanged: true }, ...(options.outputs ? { resources: {} } : {}) },
        // The SDK adds it to 2026-07-28 answers only; 2025-era ones are unchanged.
        cacheHints: { 'tools/list': TOOL_LIST_CACHE_HINT },
      },
    );
    // Kept outputs belong to this server's session (docs/results.md "Whole outputs").
    const session = options.outputs ? serveOutputResources(server, options.outputs, (ctx) => callerFrom(ctx as ServerContext, fallbackCaller)) : undefined;
    // Tools enabled with svc_enable_tools in a session live as long as this server: one stdio
    // connection or session. A request without one (an HTTP request with no session id, as kept
    // outputs tell them apart) uses its caller's list instead.
    const toolListSession = listing.forSession();
    const toolListOf = (ctx: ServerContext) => (ctx.http && !ctx.sessionId ? callerToolList : toolListSession);
    const workspaceOf = trackClientRoots(server, { cwd: options.workspace?.cwd ?? process.cwd(), log });

    if (perRequestHttp) {
      // Nothing runs on this instance: the SDK's own handler would find nothing to cancel.
      server.setNotificationHandler('notifications/cancelled', (notification) => {
        const caller = factoryCtx.authInfo?.clientId || fallbackCaller;
        const { requestId, reason } = notification.params;
        if (requestId === undefined) return;
        const stopped = relayedCancels.cancel(caller, requestId, reason);
        log?.info({ caller, requestId, stopped }, 'notifications/cancelled for a running 2026-07-28 call');
      });
    }

    server.setRequestHandler('tools/list', async (_request, ctx) => ({ tools: await toolListOf(ctx).list(callerFrom(ctx, fallbackCaller), principalsFrom(ctx)) }));

    server.setRequestHandler('tools/call', async (request, ctx) => {
      const alias = request.params.name;
      const rawArgs = request.params.arguments ?? {};
      if (toolListSession.isDiscoveryTool(alias)) {
        const answer = await toolListOf(ctx).callDiscovery(alias, rawArgs, callerFrom(ctx, fallbackCaller), principalsFrom(ctx));
        if (answer.listChanged) await ctx.mcpReq.notify({ method: 'notifications/tools/list_changed' }).catch(() => undefined);
        return {
          content: [
            { type: 'text', text: answer.text },
            ...(answer.definitions?.length ? [{ type: 'text' as const, text: JSON.stringify({ tools: answer.definitions }) }] : []),
          ],
          isError: answer.isError,
        };
      }
      const binding = runtime.byAlias(alias);
      if (binding && !visible(binding)) {
        log?.warn({ tool: alias }, 'tools/call for a filtered-out tool');
        return failure(`Unknown tool "${alias}". Call tools/list for the available tools and use one of their names.`);
      }
      const args = rawArgs as Record<string, unknown>;
      const caller = callerFrom(ctx, fallbackCaller);
      const principals = principalsFrom(ctx);
      const mode = options.approval ?? 'deny';
      let approve: ApprovalHandler | undefined;
      let asked: Promise<InputRequiredResult> | undefined;
      if (mode === 'elicit') {
        const approval = createElicitingApproval({
          ctx, alias, args, signer, clientCanElicit: Boolean(clientCapabilitiesOf(server, ctx)?.elicitation),
        });
        approve = approval.approve;
        asked = approval.asked;
      } else if (typeof mode === 'function') {
        approve = mode;
      }
      let result: InvokeResult;
      // Asked again when the call ends: a session that ended meanwhile keeps nothing.
      const capture = createCallCapture({ results: options.results, store: options.outputs, owner: () => session?.owner(ctx) });
      const token = ctx.mcpReq._meta?.progressToken;
      const secrets = binding ? sensitiveValues(binding, args) : [];
      const stopProgress = token === undefined ? () => undefined : startProgress({
        token, notify: (notification) => ctx.mcpReq.notify(notification),
        sample: () => ({ bytes: capture.bytes(), message: progressMessage(capture.lastLine(), secrets) }),
      });
      // svc's trace id of the call, shared by its audit line and its span.
      const traceId = randomUUID();
      const span = telemetry.startCall({ tool: alias, traceId, ...(request.params._meta ? { meta: request.params._meta as Record<string, unknown> } : {}) });
      let ended: { exitCode: number; durationMs: number; isError: boolean } = { exitCode: -1, durationMs: 0, isError: true };
      const tracked = perRequestHttp ? relayedCancels.track(caller, ctx.mcpReq.id, ctx.mcpReq.signal) : undefined;
      try {
        const invoked = runtime.invoke(alias, args, { caller, traceId, ...(principals ? { principals } : {}), ...(ctx.sessionId ? { session: ctx.sessionId } : {}), approve, signal: tracked?.signal ?? ctx.mcpReq.signal, workspace: (callerRoots) => workspaceOf(() => ctx.mcpReq.send({ method: 'roots/list' }), callerRoots), sinks: capture.sinks }).then((value) => ({ kind: 'done' as const, value }));
        const outcome = asked ? await Promise.race([invoked, asked.then((value) => ({ kind: 'ask' as const, value }))]) : await invoked;
        if (outcome.kind === 'ask') {
          log?.info({ tool: alias, caller }, 'approval requested from the client');
          void invoked.then(() => capture.discard(), () => capture.discard());
          ended = { exitCode: -1, durationMs: 0, isError: false };
          return outcome.value;
        }
        result = outcome.value;
        ended = { exitCode: result.payload.exit_code, durationMs: result.payload.duration_ms, isError: result.isError };
      } catch (error) {
        capture.discard();
        // A request svc refuses as a request (a requestState it cannot accept) is a JSON-RPC error.
        if (error instanceof ProtocolError) {
          log?.warn({ tool: alias, caller, err: error.message }, 'tools/call refused');
          throw error;
        }
        log?.error({ tool: alias, err: error }, 'tool invocation raised');
        return failure(`svc failed internally while running "${alias}": ${(error as Error).message}. Retry; if it persists, report it with the server log.`);
      } finally {
        stopProgress();
        tracked?.done();
        span.end(ended);
      }
      const { isError, payload } = result;
      const laidOut = await capture.finish(payload, alias, isError);
      // The runtime answered an unknown name with guidance and an audit line; nothing else to add.
      if (!binding) return { content: laidOut.content, isError: true };
      const def = definitionOf(binding);
      const toolResult: CallToolResult = { content: laidOut.content, isError };
      // structuredContent carries what the result shows inline, not the whole capture.
      const structured = isError ? undefined : structuredFor({ ...payload, ...laidOut.shown }, def.outputSchema);
      if (structured) toolResult.structuredContent = structured;
      return server.projectCallToolResult(toolResult, def.outputSchema);
    });

    return server;
  };
}
