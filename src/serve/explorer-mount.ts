import { AsyncLocalStorage } from 'node:async_hooks';
import type { Binding } from '../bindings/types.js';
import { createHandler, type Content, type Tool, type ToolCallOutcome, type ToolStatus } from '../explorer/index.js';
import type { AclDocument } from '../govern/acl-types.js';
import { TOOL_ACCESS_LABELS, toolAccess, type ToolAccessState } from '../govern/tool-access.js';
import type { Logger } from '../log/index.js';
import { withoutNullArguments, createCallCapture, type ToolRuntimeLike } from '../call/index.js';
import { withoutPlaceholders } from './explorer-placeholders.js';
import type { SvcResults } from '../config/results.js';
import { bearerMatches } from './http-guards.js';
import { toolDefinition, withWorkingDirectory } from '../tool-list/index.js';
import { ApprovalStateSigner } from './elicit-approval.js';
import {
  answerPreview, APPROVAL_HEADER, explorerApprovalFingerprint, isApprover, mintExplorerApproval, previewPath, tokenApproval, tokenRefusalGuidance,
  type ApproverPolicy, type RequestPeer,
} from './explorer-preview.js';

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
  /**
   * The ACL the runtime evaluates (a document, or the function the runtime calls): when given,
   * every tool gets an access badge (`allowed`, `needs approval`, `denied`) on the page.
   */
  acl?: AclDocument | (() => AclDocument | Promise<AclDocument>);
  /** Whether calls run in a sandbox (the badges then say what sandboxed calls get). Default: no. */
  sandboxed?: () => Promise<boolean>;
  log?: Logger;
  /** Inline budgets of results (`results` in config.yaml); explorer calls keep nothing past them. */
  results?: SvcResults;
  /**
   * Who may approve a call from the page (config `approvers`, caller patterns matched like ACL
   * `callers`). Default: a caller that presented the static token, or, with no token configured,
   * one connected from this machine.
   */
  approvers?: readonly string[];
  /** Signs approval tokens and claims their single use (default: a key and a store of this process). */
  approvalSigner?: ApprovalStateSigner;
}

/** The mount: a Fetch handler that also takes the request's peer (its address decides the default approvers). */
export type ExplorerMount = (request: Request, peer?: RequestPeer) => Promise<Response>;

const TONES: Record<ToolAccessState, ToolStatus['tone']> = { allowed: 'positive', needs_approval: 'caution', denied: 'negative' };

/**
 * Mounts the explorer over the same runtime the MCP server uses: its tools are the served
 * bindings sorted by name (same names, schemas without `x-cli-*`, all four annotation hints) and
 * its calls go through `runtime.invoke`, so ACL, approval (nobody to ask: denied), limits and
 * audit apply alike. Two svc additions (docs/explorer-console.md "svc's own tools"):
 * - untouched console placeholders are treated as not given (explorer-placeholders.ts), so
 *   Execute on an untouched console validates and runs the command with no options set;
 * - with `acl`, each tool's access state is served at `GET /tool-status` as a badge.
 *
 * @example
 * const explorer = createExplorerMount({ runtime, acl, allowExecute: true, authToken });
 * createSvcHttpApp({ factory, transport: 'http', explorer });
 */
export function createExplorerMount(options: ExplorerMountOptions): ExplorerMount {
  const { runtime } = options;
  const caller = options.caller ?? (options.authToken ? 'token' : 'explorer');
  // Bindings are immutable once loaded: convert each once. Stable objects keep the validator cache
  // hitting by identity and let GET /tools resend its last body when nothing changed.
  const converted = new WeakMap<Binding, Tool>();
  const toolOf = (binding: Binding) => {
    let tool = converted.get(binding);
    if (!tool) {
      const def = toolDefinition(binding);
      // Only what the explorer serializes: name, description, inputSchema and annotations.
      tool = { name: def.name, description: def.description, inputSchema: def.inputSchema, annotations: { ...def.annotations } };
      converted.set(binding, tool);
    }
    return tool;
  };
  // What /validate checks: the binding's own schema (its x-cli-standalone and x-cli-required-unless
  // rules included), as the call does, with svc's working-directory parameter the tool lists.
  const checked = new WeakMap<Binding, Record<string, unknown>>();
  const validationSchema = (tool: Tool): Record<string, unknown> | undefined => {
    const binding = runtime.byAlias(tool.name);
    if (!binding) return undefined;
    let schema = checked.get(binding);
    if (!schema) {
      schema = withWorkingDirectory(binding.input_schema, binding) as unknown as Record<string, unknown>;
      checked.set(binding, schema);
    }
    return schema;
  };
  const tools = (): Tool[] =>
    runtime
      .tools()
      .map(toolOf)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const signer = options.approvalSigner ?? new ApprovalStateSigner();
  const policy: ApproverPolicy = { ...(options.approvers ? { approvers: options.approvers } : {}), tokenConfigured: options.authToken !== undefined };
  // The peer of the request being answered, for the default approvers (set around each request).
  const peers = new AsyncLocalStorage<RequestPeer | undefined>();
  const approver = () => isApprover(policy, caller, peers.getStore());
  const handleCall = async (name: string, args: Record<string, unknown>, request: { headers: Headers }): Promise<ToolCallOutcome> => {
    // The same layout as MCP tools/call (docs/results.md); an explorer call has no MCP session, so a
    // long output is cut to the inline budget and not kept.
    const capture = createCallCapture({ results: options.results, notKeptReason: 'explorer calls have no MCP session; call the tool over MCP to read it whole' });
    // An approval token from a preview approves exactly that call, once (explorer-preview.ts).
    const token = request.headers.get(APPROVAL_HEADER);
    const byToken = token ? tokenApproval({ signer, token, args, approver: approver() }) : undefined;
    const { isError, payload } = await runtime.invoke(name, args, { caller, sinks: capture.sinks, ...(byToken ? { approve: byToken.approve } : {}) });
    const refusal = byToken?.refusal();
    if (refusal) payload.ai_guidance = tokenRefusalGuidance(refusal, name, byToken?.argv());
    const content = (await capture.finish(payload, name, isError)).content as Content[];
    return [content, isError, payload.trace_id ?? null];
  };
  const acl = options.acl;
  const toolStatus = acl
    ? async (tool: Tool): Promise<ToolStatus | undefined> => {
        const binding = runtime.byAlias(tool.name);
        if (!binding) return undefined;
        let document: AclDocument;
        try {
          document = typeof acl === 'function' ? await acl() : acl;
        } catch (error) {
          // Calls are refused while the ACL cannot be read (invoke.ts): say so on the badge too.
          return { label: TOOL_ACCESS_LABELS.denied, tone: TONES.denied, detail: `The ACL cannot be used, so every call is denied: ${(error as Error).message}` };
        }
        const access = toolAccess(document, {
          caller,
          moduleId: binding.module_id,
          requiresApproval: binding.annotations?.requires_approval === true,
          binding,
          sandboxed: (await options.sandboxed?.()) === true,
        });
        return { label: TOOL_ACCESS_LABELS[access.state], tone: TONES[access.state], detail: `ACL for caller ${caller}: ${access.reason}` };
      }
    : undefined;
  const handler = createHandler(tools, handleCall, {
    passRequest: true,
    allowExecute: options.allowExecute ?? false,
    title: options.title ?? 'svc tool explorer',
    // As in MCP calls, a null argument counts as not given.
    prepareArguments: (tool, args) => prepare(tool, args),
    validationSchema,
    ...(toolStatus ? { toolStatus } : {}),
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
  const prepare = (tool: { inputSchema?: Record<string, unknown> | null }, args: Record<string, unknown>) =>
    withoutPlaceholders(tool.inputSchema, withoutNullArguments(args) as Record<string, unknown>);
  const previewOf = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const preview = await runtime.preview(name, args, { caller });
    // A token only where the page can use it: execution allowed, and a caller who may approve.
    if (preview.decision !== 'needs_approval' || !options.allowExecute || !approver()) return preview;
    return { ...preview, approval: mintExplorerApproval(signer, caller, explorerApprovalFingerprint(signer, name, args, preview.working_directory, preview.argv)) };
  };
  return (request, peer) =>
    peers.run(peer, () => {
      const path = new URL(request.url).pathname;
      const rawName = previewPath(path);
      if (rawName === undefined) return handler(request);
      return answerPreview(request, rawName, path, {
        tool: (name) => (runtime.byAlias(name) ? toolOf(runtime.byAlias(name)!) : undefined),
        prepareArguments: prepare,
        preview: previewOf,
        authorized: (req) => options.authToken === undefined || bearerMatches(req.headers.get('authorization'), options.authToken),
      });
    });
}
