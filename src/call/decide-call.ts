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
import type { AclDocument } from '../govern/acl-types.js';
import { approvalNeed, type ApprovalAnswer, type ApprovalHandler, type ApprovalRequest } from '../govern/approval.js';
import { argumentDeniedGuidance, parameterApprovalReason } from '../govern/argument-guidance.js';
import { argumentPolicy } from '../govern/argument-policy.js';
import type { AuditDecision } from '../govern/audit.js';
import { boostingOptionsOf } from '../govern/call-boosting.js';
import { isGeneratedWriteRule } from '../govern/acl-generate.js';
import { evaluateAcl, targetMatches } from '../govern/acl-evaluate.js';
import type { SvcWrites, WritesPolicy } from '../config/writes.js';
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
  /** The usable roots: what becomes writable when a sandboxed call may write (shown in its approval prompt). */
  roots?: readonly string[];
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
  /**
   * Whether svc will run the call in a sandbox. Then the decision is which profile it runs in
   * (docs/governance.md "Profiles"): ACL rules with `conditions.sandboxed` apply, boosting flags ask
   * nothing, and a call that only writes inside its roots follows `writes`. Absent: unsandboxed.
   */
  sandboxed?: () => Promise<boolean>;
  /** The `writes` setting (src/config/writes.ts); absent: ask. */
  writes?: SvcWrites;
  /**
   * `ask` (default): a call that needs approval asks `approve`. `report`: nobody is asked; the
   * decision comes back refused with `approval` saying why it would ask and what an approval would
   * open (a call's preview, src/call/invoke.ts).
   */
  approval?: 'ask' | 'report';
  log?: Logger;
}

/** What a call that needs approval would ask, and what an approval would let it do. */
export interface PendingApproval {
  /** What the approver would be shown. */
  request: ApprovalRequest;
  /** The confinement the call would get once approved. */
  writable: boolean;
  network: boolean;
}

/** The decision: plain data. */
export type CallDecision =
  | { ok: true; decision: 'allow' | 'approved'; aclRule: number | null; writable: boolean; network: boolean }
  | { ok: false; decision: AuditDecision; aclRule: number | null; guidance: string; approval?: PendingApproval };

/**
 * The `writes` policy of one module: the first module glob that matches, else the default.
 *
 * @example
 * writesFor({ default: 'ask', modules: [{ pattern: 'cli.git.*', writes: 'allow' }] }, 'cli.git.add'); // 'allow'
 */
export function writesFor(writes: SvcWrites | undefined, moduleId: string): WritesPolicy {
  if (!writes) return 'ask';
  return writes.modules.find((entry) => targetMatches(entry.pattern, moduleId))?.writes ?? writes.default;
}

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
  const sandboxed = (await sources.sandboxed?.()) === true;
  let document: AclDocument;
  try {
    document = await sources.acl();
  } catch (error) {
    return { ok: false, decision: 'deny', aclRule: null, guidance: guidance.aclUnusableGuidance(sources.aclFile, (error as Error).message) };
  }
  const acl = evaluateAcl(document, { caller, ...(request.principals ? { principals: request.principals } : {}), moduleId: binding.module_id, sandboxed });
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
    sandboxed,
  });
  if (verdict.denied) {
    return { ok: false, decision: 'deny', aclRule, guidance: argumentDeniedGuidance({ moduleId: binding.module_id, finding: verdict.denied, aclFile: sources.aclFile, ...rule }) };
  }
  // With a sandbox, flags that widen a read (recursion, --all) reach no further than the profile.
  const need = approvalNeed(acl, request.argv, { ...boostingOptionsOf(binding), parameters: verdict.needsApproval, ...(sandboxed ? { boosting: false } : {}) });
  // Without a working sandbox (mode auto), a program svc knows only from its help asks first.
  const unsandboxed = await sources.unsandboxedReason(binding);
  const wantsNetwork = need.parameters.some((finding) => finding.effect === 'network') || (need.byRule && binding.annotations.open_world);
  // A call whose only reason to ask is writing inside its roots: by the generated rule for modules
  // that write, or by write parameters. With a sandbox, the operator's `writes` decides it.
  const matched = acl.rule !== undefined ? document.rules[acl.rule] : undefined;
  const onlyWrites = need.needed && !unsandboxed && !wantsNetwork && need.boostingFlags.length === 0 &&
    need.parameters.every((finding) => finding.effect === 'write' && finding.by !== 'approve_params') &&
    (!need.byRule || (matched !== undefined && isGeneratedWriteRule(matched)));
  const writes = sandboxed && onlyWrites ? writesFor(sources.writes, binding.module_id) : 'ask';
  if (writes === 'deny') {
    return { ok: false, decision: 'deny', aclRule, guidance: guidance.writesDeniedGuidance({ moduleId: binding.module_id, argv: request.shownArgv }) };
  }
  let decision: 'allow' | 'approved' = 'allow';
  if ((need.needed || unsandboxed) && writes !== 'allow') {
    const reason = guidance.approvalReason({
      ...(need.byRule ? rule : {}),
      boostingFlags: need.boostingFlags,
      parameters: [...need.parameters.map((finding) => parameterApprovalReason(finding, { index: acl.rule, description: acl.ruleDescription })), ...(unsandboxed ? [unsandboxed] : [])],
    });
    // With a sandbox the prompt says exactly what an approval opens.
    const shown = sandboxed ? `${reason}. ${guidance.approvedProfileText(request.roots ?? [request.workingDirectory], wantsNetwork)}` : reason;
    const asked: ApprovalRequest = { alias: request.alias, moduleId: binding.module_id, argv: request.shownArgv, reason: shown, caller, workingDirectory: request.workingDirectory };
    if (sources.approval === 'report') {
      const effects = acl.conditions?.effects;
      return {
        ok: false, decision: 'unsupported', aclRule,
        guidance: guidance.approvalDeniedGuidance({ moduleId: binding.module_id, argv: request.shownArgv, reason, answer: 'unsupported', aclFile: sources.aclFile, ...(sandboxed && onlyWrites ? { writesCanAllow: true } : {}) }),
        // As approved: the same confinement the approved call gets below.
        approval: { request: asked, writable: true, network: binding.annotations.open_world || effects?.network === 'allow' || wantsNetwork },
      };
    }
    let answer: ApprovalAnswer;
    try {
      answer = await sources.approve(asked);
    } catch (error) {
      sources.log?.warn({ trace_id: request.traceId, err: (error as Error).message }, 'approval handler failed; treating the call as not approved');
      answer = 'unsupported';
    }
    if (answer !== 'approved') {
      const refused = answer === 'declined' || answer === 'cancelled' ? answer : 'unsupported';
      return {
        ok: false, decision: refused, aclRule,
        guidance: guidance.approvalDeniedGuidance({ moduleId: binding.module_id, argv: request.shownArgv, reason, answer: refused, aclFile: sources.aclFile, ...(sandboxed && onlyWrites ? { writesCanAllow: true } : {}) }),
      };
    }
    decision = 'approved';
  }
  // What the kernel will enforce: writes only for a call allowed to write, the network only for an
  // allowed open-world module, a rule that allows it, or an approved network parameter. `writes:
  // allow` opens the roots to every sandboxed call of the module, not only to those that would have
  // asked: a read-only command whose operand really is an output, or a program no table knows, then
  // writes as the operator allowed instead of failing with EROFS (as Codex's workspace-write does).
  const effects = acl.conditions?.effects;
  const writesAllowed = sandboxed && writesFor(sources.writes, binding.module_id) === 'allow';
  return {
    ok: true, decision, aclRule,
    writable: decision === 'approved' || writesAllowed || effects?.write === 'allow',
    network: (binding.annotations.open_world && (acl.effect === 'allow' || decision === 'approved')) || effects?.network === 'allow' || (decision === 'approved' && wantsNetwork),
  };
}
