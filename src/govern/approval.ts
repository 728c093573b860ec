import type { AclDecision } from './acl-evaluate.js';
import type { ParameterFinding } from './argument-policy.js';
import { boostingFlagsInCall, type CallBoostingOptions } from './call-boosting.js';

/** What the approver is shown. `argv` is the exact command, binary first. */
export interface ApprovalRequest {
  /** The tool name the client called. */
  alias: string;
  moduleId: string;
  /** The exact argv that will run, binary first (sensitive values already masked). */
  argv: string[];
  /** Why approval is needed (`rule 2 ("…") requires approval`, `the call passes --force`). */
  reason: string;
  caller: string;
  /** The directory the command will run in. */
  workingDirectory?: string;
}

/** The approver's answer. Anything but `approved` denies the call. */
export type ApprovalAnswer = 'approved' | 'declined' | 'cancelled' | 'unsupported';

/**
 * Asks someone whether a call may run. The MCP server's handler asks the client through
 * elicitation; a program embedding svc can plug in its own (a prompt, a ticket, a policy engine).
 * A handler that throws counts as `unsupported`.
 *
 * @example
 * const askOnConsole: ApprovalHandler = async (request) =>
 *   (await prompt(`Run ${request.argv.join(' ')}? (${request.reason})`)) ? 'approved' : 'declined';
 */
export type ApprovalHandler = (request: ApprovalRequest) => Promise<ApprovalAnswer>;

/**
 * The default handler: nobody can be asked, so every call that needs approval is denied.
 *
 * @example
 * createToolRuntime({ ..., approvalHandler: denyAllApprovals });
 */
export const denyAllApprovals: ApprovalHandler = async () => 'unsupported';

/** Why (and whether) a call needs approval. */
export interface ApprovalNeed {
  needed: boolean;
  /** The ACL rule asked for it (`conditions.require_approval`). */
  byRule: boolean;
  /** Boosting flags in the call's argv that ask for it (`--force`, `-r`, ...). */
  boostingFlags: string[];
  /** Parameters the call sets that ask for it (a `write` parameter, a rule's `approve_params`). */
  parameters: ParameterFinding[];
}

/** What else {@link approvalNeed} weighs besides the ACL decision and the argv. */
export interface ApprovalNeedOptions extends CallBoostingOptions {
  /** Parameters the argument policy says need approval (src/govern/argument-policy.ts). */
  parameters?: readonly ParameterFinding[];
  /**
   * `false`: boosting flags ask nothing. With a sandbox, recursion, `--all` or `--force` reach no
   * further than the call's profile lets them, so they need no prompt (docs/governance.md "Profiles").
   */
  boosting?: boolean;
}

/**
 * Decides whether one call needs approval: its ACL rule requires it, its rendered argv passes a
 * boosting flag (SPEC.md flag boosting applied to what is really passed: bundles of any length,
 * GNU abbreviations, upper-case long options; see {@link boostingFlagsInCall}), or it sets a
 * parameter the argument policy puts behind approval. A denying rule without `require_approval`
 * is a plain denial and never asks.
 *
 * @example
 * approvalNeed({ effect: 'allow', requireApproval: false }, ['-xrfv', 'build']);
 * // { needed: true, byRule: false, boostingFlags: ['-f', '-r'], parameters: [] }
 */
export function approvalNeed(decision: AclDecision, argv: readonly string[], options: ApprovalNeedOptions = {}): ApprovalNeed {
  const boostingFlags = options.boosting === false ? [] : boostingFlagsInCall(argv, options);
  const parameters = [...(options.parameters ?? [])];
  const byRule = decision.requireApproval;
  if (decision.effect === 'deny' && !byRule) return { needed: false, byRule: false, boostingFlags, parameters };
  return { needed: byRule || boostingFlags.length > 0 || parameters.length > 0, byRule, boostingFlags, parameters };
}
