import { randomBytes } from 'node:crypto';
import { INVALID_PARAMS, inputRequired, inputResponse, ProtocolError, type ServerContext, type InputRequiredResult } from '@modelcontextprotocol/server';
import { formatCommand } from '../exec/guidance.js';
import { visibleText } from '../govern/visible-text.js';
import type { ApprovalDecision, ApprovalHandler, ApprovalRequest } from '../call/index.js';
import { approvalDigest, consumeApprovalState, mintApprovalState } from '../state/approval-state.js';
import { createMemoryStateStore } from '../state/memory-store.js';
import type { StateStore } from '../state/types.js';

/** Key of our embedded elicitation in a 2026-07-28 `input_required` round. */
const APPROVAL_KEY = 'svc_approval';

/** Schema of the approval form: one required yes/no. */
const APPROVAL_SCHEMA = {
  type: 'object' as const,
  properties: {
    approve: { type: 'boolean' as const, title: 'Run this command?', description: 'true runs it once; false denies it' },
  },
  required: ['approve'],
};

/**
 * Human text of the question: the exact argv, quoted the way a POSIX shell would need it, with
 * control characters, bidi overrides, line/paragraph separators and zero-width characters shown as
 * escapes (`\u202E`) and long padding collapsed (`␠×40`), so the approver sees what really runs.
 *
 * @example
 * approvalMessage({ alias: 'rm', moduleId: 'cli.rm', argv: ['/usr/bin/rm', '-r', 'build'], reason: 'the call passes -r', caller: 'stdio' });
 * // 'svc: approve running cli.rm (tool rm)?\n\n  /usr/bin/rm -r build\n\nReason: the call passes -r'
 */
export function approvalMessage(request: ApprovalRequest): string {
  const shown = formatCommand(request.argv);
  const where = request.workingDirectory ? `\n\nIn: ${visibleText(request.workingDirectory)}` : '';
  return `svc: approve running ${visibleText(request.moduleId)} (tool ${visibleText(request.alias)})?\n\n  ${shown}${where}\n\nReason: ${visibleText(request.reason)}`;
}

function decisionFrom(action: string | undefined, content: Record<string, unknown> | undefined): ApprovalDecision {
  if (action === 'accept') return content?.approve === true ? 'approved' : 'declined';
  if (action === 'decline') return 'declined';
  return 'cancelled';
}

/**
 * Signs and checks the opaque `requestState` of the 2026-07-28 multi-round-trip flow
 * (src/state/approval-state.ts). The state binds the answer to the caller and to the exact call
 * (alias, arguments and argv), so an approval given for one command can never be replayed for
 * another: the client holds the state and must be distrusted. Under a key and a state store that
 * replicas share, a question asked by one replica is answered on any other, once.
 */
export class ApprovalStateSigner {
  readonly #key: Buffer;
  readonly #store: StateStore;

  /** `key`: the shared approval-state key (default: random, this process); `store`: where single use is claimed (default: memory). */
  constructor(options: { key?: Buffer; store?: StateStore } = {}) {
    this.#key = options.key ?? randomBytes(32);
    this.#store = options.store ?? createMemoryStateStore({ maxKeptBytes: 0 });
  }

  /** Fingerprint of one call: what an approval is bound to (an HMAC digest under the key). */
  fingerprint(alias: string, args: unknown, argv: readonly string[]): string {
    return approvalDigest(this.#key, alias, args, argv);
  }

  mint(caller: string, fingerprint: string, now = Date.now()): string {
    return mintApprovalState(this.#key, caller, fingerprint, now);
  }

  /** Checks a state returned by the client and consumes it: accepted at most once, on every replica together. */
  verify(state: unknown, caller: string, fingerprint: string, now = Date.now()): Promise<boolean> {
    return consumeApprovalState(this.#store, this.#key, state, caller, fingerprint, now);
  }
}

/** The JSON-RPC error of an answer whose `requestState` svc cannot accept. */
export const STALE_STATE_MESSAGE =
  'requestState is not one svc issued for this call and caller, or it expired or was already used. Nothing was run. ' +
  'Call the tool again without requestState and inputResponses to be asked afresh.';

/** What one `tools/call` needs to ask its client for approval. */
export interface ElicitingApproval {
  /** The handler to pass to `runtime.invoke`. */
  approve: ApprovalHandler;
  /**
   * Settles when a 2026-07-28 call must go back to the client for an answer: return this
   * `input_required` result instead of waiting for `runtime.invoke`, whose approval question then
   * never settles (nothing ran, nothing is audited; the client's retry is a fresh call).
   */
  asked: Promise<InputRequiredResult>;
}

/** Options for {@link createElicitingApproval}. */
export interface ElicitingApprovalOptions {
  ctx: ServerContext;
  /** Whether the client declared the elicitation capability (for this connection or request). */
  clientCanElicit: boolean;
  alias: string;
  args: unknown;
  signer: ApprovalStateSigner;
}

/**
 * Builds the approval handler for one `tools/call` that asks the MCP client's user through
 * elicitation, showing the exact argv:
 * - 2025-era connections (stdio, SSE, sessionful streamable HTTP): an `elicitation/create`
 *   request is sent to the client and awaited;
 * - 2026-07-28 requests: the call returns `input_required` with the elicitation embedded, and the
 *   client's retry carries the answer (checked against a signed, call-bound `requestState`);
 * - clients without the elicitation capability: `unsupported`, so the runtime denies.
 *
 * @example
 * const approval = createElicitingApproval({ ctx, clientCanElicit, alias, args, signer });
 * const outcome = await Promise.race([runtime.invoke(alias, args, { caller, approve: approval.approve }), approval.asked]);
 */
export function createElicitingApproval(options: ElicitingApprovalOptions): ElicitingApproval {
  const { ctx, alias, args, signer } = options;
  const modern = ctx.mcpReq.envelope !== undefined;
  let ask!: (result: InputRequiredResult) => void;
  let refuse!: (error: Error) => void;
  const asked = new Promise<InputRequiredResult>((resolve, reject) => {
    ask = resolve;
    refuse = reject;
  });

  const approve: ApprovalHandler = async (request) => {
    if (!options.clientCanElicit) return 'unsupported';
    const params = { mode: 'form' as const, message: approvalMessage(request), requestedSchema: APPROVAL_SCHEMA };
    if (!modern) {
      try {
        const answer = await ctx.mcpReq.elicitInput(params);
        return decisionFrom(answer.action, answer.content as Record<string, unknown> | undefined);
      } catch {
        // The client failed or timed out answering: treat as no answer.
        return 'cancelled';
      }
    }
    const fingerprint = signer.fingerprint(alias, args, request.argv);
    const view = inputResponse(ctx.mcpReq.inputResponses, APPROVAL_KEY);
    const state = ctx.mcpReq.requestState();
    if (view.kind === 'elicit') {
      if (await signer.verify(state, request.caller, fingerprint)) return decisionFrom(view.action, view.content);
      // An answer under a state svc did not mint for this call and caller, or one already used or
      // expired: a protocol error (SEP-2322), not a fresh question a replaying client could loop on.
      if (state !== undefined && state !== '') {
        refuse(new ProtocolError(INVALID_PARAMS, STALE_STATE_MESSAGE));
        return new Promise<ApprovalDecision>(() => undefined);
      }
    }
    ask(inputRequired({
      inputRequests: { [APPROVAL_KEY]: inputRequired.elicit(params) },
      requestState: signer.mint(request.caller, fingerprint),
    }));
    // Never settles: this round ends with the input_required result, and the retry starts over.
    return new Promise<ApprovalDecision>(() => undefined);
  };

  return { approve, asked };
}
