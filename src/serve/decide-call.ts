/**
 * The decide stage of the call pipeline: the ACL, what the call's arguments really do (the
 * argument policy), and approval where either asks for it. Its answer is plain data: whether the
 * call may run, what the audit line records, and what the sandbox must allow (writable roots,
 * network), which is what the kernel then enforces.
 */
import { access } from 'node:fs/promises';
import type { Binding } from '../bindings/types.js';
import * as guidance from '../exec/guidance.js';
import type { RenderedPart } from '../exec/render-argv.js';
import { evaluateAcl } from '../govern/acl-evaluate.js';
import type { AclDocument } from '../govern/acl-types.js';
import { approvalNeed, type ApprovalAnswer, type ApprovalHandler } from '../govern/approval.js';
import { argumentDeniedGuidance, parameterApprovalReason } from '../govern/argument-guidance.js';
import { argumentPolicy } from '../govern/argument-policy.js';
import type { AuditDecision } from '../govern/audit.js';
import { boostingOptionsOf } from '../govern/call-boosting.js';
import { bindingForCall } from '../govern/call-paths.js';
import type { Logger } from '../log/index.js';

/** One rendered call, for {@link decideCall}. */
export interface DecisionRequest {
  alias: string;
  binding: Binding;
  /** The program's arguments as given (svc's working directory taken out). */
  given: Record<string, unknown>;
  argv: string[];
  parts: RenderedPart[];
  /** The argv an approver is shown. */
  shownArgv: string[];
  caller: string;
  /** The caller's other names (roles, groups, scopes of its access token) that ACL rules may match. */
  principals?: readonly string[];
  workingDirectory: string;
  traceId: string;
}

/** What {@link decideCall} consults. */
export interface DecisionSources {
  /** The current ACL; a rejection is an unusable ACL, and the call is denied. */
  acl: () => Promise<AclDocument>;
  aclFile: string;
  /** The ACL comes from `aclFile` (so a missing file can be named in the guidance). */
  aclFromFile: boolean;
  approve: ApprovalHandler;
  /** Why this module needs approval because it cannot be sandboxed, if it does. */
  unsandboxedReason: (binding: Binding) => Promise<string | undefined>;
  /**
   * Whether the call will run without a sandbox while path confinement applies to it: then a
   * parameter that makes the program open paths svc cannot check (`--files0-from`, `rg --follow`)
   * needs approval. Absent: it will not.
   */
  indirectPathsNeedApproval?: () => Promise<boolean>;
  log?: Logger;
}

/** The decision: plain data. */
export type CallDecision =
  | { ok: true; decision: 'allow' | 'approved'; aclRule: number | null; writable: boolean; network: boolean }
  | { ok: false; decision: AuditDecision; aclRule: number | null; guidance: string };

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides one call. Never throws for a refusal; the caller audits and answers with `guidance`.
 *
 * @example
 * const decided = await decideCall({ alias: 'ls', binding, given, argv, parts, shownArgv, caller: 'stdio', workingDirectory, traceId }, sources);
 * if (!decided.ok) return refuse('denied', decided.guidance);
 */
export async function decideCall(request: DecisionRequest, sources: DecisionSources): Promise<CallDecision> {
  const { binding, caller } = request;
  let document: AclDocument;
  try {
    document = await sources.acl();
  } catch (error) {
    return { ok: false, decision: 'deny', aclRule: null, guidance: guidance.aclUnusableGuidance(sources.aclFile, (error as Error).message) };
  }
  const acl = evaluateAcl(document, { caller, ...(request.principals ? { principals: request.principals } : {}), moduleId: binding.module_id });
  const aclRule = acl.rule ?? null;
  const rule = { ruleIndex: acl.rule, ruleDescription: acl.ruleDescription };
  if (acl.effect === 'deny' && !acl.requireApproval) {
    return {
      ok: false, decision: 'deny', aclRule,
      guidance: guidance.aclDeniedGuidance({
        moduleId: binding.module_id, caller, aclFile: sources.aclFile, ...rule,
        // Only a file-backed ACL can be missing; a document given in code has no file to create.
        fileMissing: acl.rule === undefined && sources.aclFromFile && !(await fileExists(sources.aclFile)),
      }),
    };
  }
  // What the call really passes (issue 7): exec parameters refused, write and network ones behind
  // approval. Operands take the role the call's own flags give them (grep -e makes PATTERNS a file).
  const verdict = argumentPolicy(bindingForCall(binding, request.given), request.parts, acl.conditions, {
    indirectPathsNeedApproval: (await sources.indirectPathsNeedApproval?.()) === true,
  });
  if (verdict.denied) {
    return { ok: false, decision: 'deny', aclRule, guidance: argumentDeniedGuidance({ moduleId: binding.module_id, finding: verdict.denied, aclFile: sources.aclFile, ...rule }) };
  }
  const need = approvalNeed(acl, request.argv, { ...boostingOptionsOf(binding), parameters: verdict.needsApproval });
  // Without a working sandbox (mode auto), a program svc knows only from its help asks first.
  const unsandboxed = await sources.unsandboxedReason(binding);
  let decision: 'allow' | 'approved' = 'allow';
  if (need.needed || unsandboxed) {
    const reason = guidance.approvalReason({
      ...(need.byRule ? rule : {}),
      boostingFlags: need.boostingFlags,
      parameters: [...need.parameters.map((finding) => parameterApprovalReason(finding, { index: acl.rule, description: acl.ruleDescription })), ...(unsandboxed ? [unsandboxed] : [])],
    });
    let answer: ApprovalAnswer;
    try {
      answer = await sources.approve({ alias: request.alias, moduleId: binding.module_id, argv: request.shownArgv, reason, caller, workingDirectory: request.workingDirectory });
    } catch (error) {
      sources.log?.warn({ trace_id: request.traceId, err: (error as Error).message }, 'approval handler failed; treating the call as not approved');
      answer = 'unsupported';
    }
    if (answer !== 'approved') {
      const refused = answer === 'declined' || answer === 'cancelled' ? answer : 'unsupported';
      return { ok: false, decision: refused, aclRule, guidance: guidance.approvalDeniedGuidance({ moduleId: binding.module_id, argv: request.shownArgv, reason, answer: refused, aclFile: sources.aclFile }) };
    }
    decision = 'approved';
  }
  // What the kernel will enforce: writes only for a call allowed to write, the network only for an
  // allowed open-world module, a rule that allows it, or an approved network parameter.
  const effects = acl.conditions?.effects;
  return {
    ok: true, decision, aclRule,
    writable: decision === 'approved' || effects?.write === 'allow',
    network: (binding.annotations.open_world && acl.effect === 'allow') || effects?.network === 'allow' || (decision === 'approved' && need.parameters.some((finding) => finding.effect === 'network')),
  };
}
