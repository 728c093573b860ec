/**
 * svc's own explorer routes beside the peer-compatible ones (docs/explorer-console.md "Preview
 * and approval"): `POST {prefix}/tools/{name}/preview` answers what a call would do (runtime.preview)
 * and, for an approver, a single-use approval token; `POST {prefix}/tools/{name}/call` with
 * `X-Svc-Approval` runs that exact call once, approved. The explorer core is not changed: the mount
 * answers `/preview` itself and hands every other path to the core.
 */
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, isJsonObject, parseJsonBody, readFetchBody } from '../explorer/body.js';
import { decodeName, jsonReply, methodNotAllowedReply, toResponse } from '../explorer/explorer-core.js';
import { formatCommand } from '../exec/guidance.js';
import { callerMatches } from '../govern/acl-evaluate.js';
import type { ApprovalHandler } from '../govern/approval.js';
import { canonicalJson } from '../govern/audit.js';
import { APPROVAL_STATE_TTL_MS } from '../state/approval-state.js';
import type { ApprovalStateSigner } from './elicit-approval.js';
import { isLoopbackHost } from './http-guards.js';

/** The header that carries an approval token on `POST /tools/{name}/call`. */
export const APPROVAL_HEADER = 'x-svc-approval';

/** Where the request came from (the HTTP app passes the socket's peer address). */
export interface RequestPeer {
  remoteAddress?: string;
}

/**
 * The raw (still percent-encoded) tool name of a `/tools/{name}/preview` path, or undefined.
 *
 * @example
 * previewPath('/tools/git_log/preview'); // 'git_log'
 */
export function previewPath(path: string): string | undefined {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const parts = normalized.split('/');
  return parts.length === 4 && parts[0] === '' && parts[1] === 'tools' && parts[3] === 'preview' && parts[2] !== '' ? parts[2] : undefined;
}

/**
 * Whether a peer address is this machine (`127.0.0.0/8`, `::1`, or either mapped into IPv6).
 *
 * @example
 * isLoopbackPeer('::ffff:127.0.0.1'); // true
 */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  return isLoopbackHost(address.replace(/^::ffff:/i, ''));
}

/** Who may approve a call from the explorer (config `approvers`). */
export interface ApproverPolicy {
  /** Caller patterns, matched like ACL `callers`; undefined: the default below. */
  approvers?: readonly string[];
  /** A static token is configured (explorer calls then need it, and carry the `token` caller). */
  tokenConfigured: boolean;
}

/**
 * Whether the explorer's caller may approve: a configured `approvers` list decides when present;
 * by default, a caller that presented the static token, or, with no token configured, a caller
 * connected from this machine.
 *
 * @example
 * isApprover({ tokenConfigured: false }, 'explorer', { remoteAddress: '127.0.0.1' }); // true
 * isApprover({ approvers: [] , tokenConfigured: false }, 'explorer', { remoteAddress: '127.0.0.1' }); // false
 */
export function isApprover(policy: ApproverPolicy, caller: string, peer: RequestPeer | undefined): boolean {
  if (policy.approvers !== undefined) return callerMatches(policy.approvers, caller, [caller]);
  if (policy.tokenConfigured) return caller === 'token';
  return isLoopbackPeer(peer?.remoteAddress);
}

/**
 * The digest an explorer approval is bound to: the tool, the arguments (canonical JSON, so key
 * order does not matter), the working directory and the argv as shown. Wrapped so it can never
 * equal the digest of an MCP approval round (src/serve/elicit-approval.ts).
 */
export function explorerApprovalFingerprint(signer: ApprovalStateSigner, alias: string, args: unknown, workingDirectory: string, argv: readonly string[]): string {
  return signer.fingerprint(alias, { svc_explorer_approval: canonicalJson(args), working_directory: workingDirectory }, argv);
}

/** An approval token for one previewed call, and when it stops being accepted. */
export function mintExplorerApproval(signer: ApprovalStateSigner, caller: string, fingerprint: string, now = Date.now()): { token: string; expires_at: string } {
  return { token: signer.mint(caller, fingerprint, now), expires_at: new Date(now + APPROVAL_STATE_TTL_MS).toISOString() };
}

/** Why an `X-Svc-Approval` token was not accepted, for the call's guidance. */
export type TokenRefusal = 'not_approver' | 'invalid';

/**
 * The approval handler of one explorer call that carries a token: `approved` only when the caller
 * is an approver and the token was minted for exactly this call (tool, arguments, working
 * directory, argv, caller) and is claimed now for the first time. `refusal` says why not.
 */
export function tokenApproval(options: {
  signer: ApprovalStateSigner; token: string; args: unknown; approver: boolean;
}): { approve: ApprovalHandler; refusal: () => TokenRefusal | undefined; argv: () => readonly string[] | undefined } {
  let refusal: TokenRefusal | undefined;
  let argv: readonly string[] | undefined;
  const approve: ApprovalHandler = async (request) => {
    argv = request.argv;
    if (!options.approver) {
      refusal = 'not_approver';
      return 'unsupported';
    }
    const fingerprint = explorerApprovalFingerprint(options.signer, request.alias, options.args, request.workingDirectory ?? '', request.argv);
    if (await options.signer.verify(options.token, request.caller, fingerprint)) return 'approved';
    refusal = 'invalid';
    return 'unsupported';
  };
  return { approve, refusal: () => refusal, argv: () => argv };
}

/**
 * Guidance for a call whose approval token was refused; nothing ran.
 *
 * @example
 * tokenRefusalGuidance('invalid', 'rm', ['/usr/bin/rm', 'x']);
 */
export function tokenRefusalGuidance(refusal: TokenRefusal, alias: string, argv: readonly string[] | undefined): string {
  const command = argv && argv.length > 0 ? `the command ${formatCommand(argv)}` : 'the command';
  if (refusal === 'not_approver') {
    return `The call carried an approval token (X-Svc-Approval), but this caller may not approve calls from the explorer (config approvers), so ${command} was not run. Ask an approver, or the operator to add this caller to approvers in config.yaml.`;
  }
  return (
    `The approval token (X-Svc-Approval) does not approve this call: it was issued for another tool, other arguments, another working directory or another caller, ` +
    `or it expired, or it was already used (a token runs its call once). ${command[0]!.toUpperCase()}${command.slice(1)} was not run. ` +
    `Preview the call again (POST tools/${alias}/preview) to get a new token for exactly what should run.`
  );
}

/** What the preview route needs from the mount. */
export interface PreviewRouteOptions {
  /** The served tool of that name (its input schema), or undefined. */
  tool: (name: string) => { inputSchema?: Record<string, unknown> | null } | undefined;
  /** The same rewrite `/call` applies to its arguments (placeholders, nulls). */
  prepareArguments: (tool: { inputSchema?: Record<string, unknown> | null }, args: Record<string, unknown>) => Record<string, unknown>;
  /** The preview itself, with the approval token when the caller may approve. */
  preview: (name: string, args: Record<string, unknown>, request: Request) => Promise<unknown>;
  /** Checks the request's credentials like `/call`'s auth hook: false answers 401. */
  authorized: (request: Request) => boolean;
  maxBodyBytes?: number;
}

/**
 * Answers `POST /tools/{name}/preview`: 404 for an unknown tool, 415 without a JSON content type,
 * 413 past the body limit, 400 for an unreadable body, a body that is not a JSON object read as
 * `{}`, all as `/call` answers them; 401 when a token is configured and not presented; else 200
 * with the preview. Never runs the tool.
 */
export async function answerPreview(request: Request, rawName: string, path: string, options: PreviewRouteOptions): Promise<Response> {
  if (request.method !== 'POST') return toResponse(methodNotAllowedReply(request.method, path, 'POST'));
  const name = decodeName(rawName);
  const tool = name === undefined ? undefined : options.tool(name);
  if (!tool || name === undefined) return toResponse(jsonReply(404, { error: `Tool not found: ${name ?? rawName}` }));
  const contentType = request.headers.get('content-type') ?? undefined;
  if (!isJsonContentType(contentType)) {
    return toResponse(jsonReply(415, {
      error: `Unsupported Content-Type ${contentType ? `'${contentType}'` : '(none)'}: send the arguments as a JSON object with Content-Type: application/json.`,
    }));
  }
  const limit = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const body = await readFetchBody(request, limit);
  if (body.kind === 'too-large') return toResponse(jsonReply(413, { error: `Request body too large: the limit is ${body.limit} bytes (UIConfig.maxBodyBytes).` }));
  if (body.kind === 'failed') return toResponse(jsonReply(400, { error: `Could not read the request body: ${body.detail}` }));
  if (!options.authorized(request)) return toResponse(jsonReply(401, { error: 'Unauthorized' }));
  const parsed = parseJsonBody(body);
  const sent = parsed.ok && isJsonObject(parsed.value) ? parsed.value : {};
  return toResponse(jsonReply(200, await options.preview(name, options.prepareArguments(tool, sent), request)));
}
