import type { Binding } from '../bindings/types.js';
import { evaluateAcl } from './acl-evaluate.js';
import type { AclDocument } from './acl-types.js';
import { argumentPolicy, type ParameterFinding } from './argument-policy.js';

/** What running a command with an effect does, for {@link toolAccess}'s reasons. */
const EFFECT_WORDS: Record<ParameterFinding['effect'], string> = {
  exec: 'runs a program', write: 'writes files', network: 'reaches another host', read: 'reads files', none: 'does nothing more',
};

/** Whether a caller may run a tool: `allowed`, `needs_approval` or `denied`. */
export type ToolAccessState = 'allowed' | 'needs_approval' | 'denied';

/** The ACL's module-level answer for one tool and caller, for display (explorer badge, `svc list`). */
export interface ToolAccess {
  state: ToolAccessState;
  /** 0-based index of the deciding rule; absent when `default_effect` decided. */
  rule?: number;
  /** One sentence saying why, naming the rule. */
  reason: string;
}

/** Display labels of the states (explorer badge, `svc list` table). */
export const TOOL_ACCESS_LABELS: Record<ToolAccessState, string> = {
  allowed: 'allowed',
  needs_approval: 'needs approval',
  denied: 'denied',
};

/**
 * What the ACL says about calling a tool at all, by the same evaluation calls go through
 * ({@link evaluateAcl}, first matching rule, then `default_effect`), for a call that sets no
 * options:
 * - `denied`: the deciding rule (or `default_effect`) denies and asks for no approval;
 * - `needs_approval`: the deciding rule has `conditions.require_approval` — every call asks;
 * - `allowed`: the deciding rule allows. When the binding's `requires_approval` annotation is set
 *   (a flag such as `--force` or `-r` exists), the reason adds that calls passing such a flag
 *   ask for approval: that is decided per call, so it does not change the state.
 * With `sandboxed`, the ACL is evaluated as for calls that run in the sandbox (rules with
 * `conditions.sandboxed` apply). With `binding`, the smallest possible call is judged: one that sets only the required
 * parameters. Their effects go through the call-time argument policy ({@link argumentPolicy}, with
 * the rule's conditions), so a module whose every call must pass an `exec` parameter is `denied`
 * and one that must pass a `write` parameter `needs_approval`, as its calls would be; so is a
 * command that writes or reaches another host whatever its parameters (`go get`, `go list`).
 *
 * @example
 * toolAccess(acl, { caller: 'explorer', moduleId: 'cli.git.status', requiresApproval: false });
 * // { state: 'allowed', rule: 0, reason: 'rule 0 ("svc:generated read-only commands") allows it' }
 */
export function toolAccess(
  acl: AclDocument,
  request: { caller: string; principals?: readonly string[]; moduleId: string; requiresApproval?: boolean; binding?: Binding; sandboxed?: boolean },
): ToolAccess {
  const decision = evaluateAcl(acl, { caller: request.caller, ...(request.principals ? { principals: request.principals } : {}), moduleId: request.moduleId, sandboxed: request.sandboxed === true });
  const by = decision.rule === undefined
    ? `no rule matches caller ${JSON.stringify(request.caller)}, so default_effect (${decision.effect})`
    : `rule ${decision.rule}${decision.ruleDescription ? ` (${JSON.stringify(decision.ruleDescription)})` : ''}`;
  const withRule = <T extends ToolAccess>(access: T): T => (decision.rule === undefined ? access : { ...access, rule: decision.rule });
  if (decision.requireApproval) {
    return withRule({ state: 'needs_approval', reason: `${by} requires approval for every call` });
  }
  if (decision.effect === 'deny') return withRule({ state: 'denied', reason: `${by} denies it` });
  const required = request.binding?.input_schema.required ?? [];
  if (request.binding) {
    const parts = required.map((parameter) => ({ parameter, tokens: ['value'] }));
    const verdict = argumentPolicy(request.binding, parts, decision.conditions);
    /** What every call does: runs a command that writes or reaches another host, sets required parameters. */
    const whatEveryCallDoes = (findings: readonly ParameterFinding[]): string => {
      const command = findings.filter((finding) => finding.by === 'command');
      const set = findings.filter((finding) => finding.by !== 'command');
      return [
        ...(command.length > 0 ? [`every call runs ${command[0]!.parameter}, which ${command.map((finding) => EFFECT_WORDS[finding.effect]).join(' and ')}`] : []),
        ...(set.length > 0 ? [`every call must set ${set.map((finding) => `${finding.parameter} (${finding.effect})`).join(', ')}`] : []),
      ].join(' and ');
    };
    if (verdict.denied) {
      return withRule({ state: 'denied', reason: `${by} allows it, but ${whatEveryCallDoes([verdict.denied])}, which is refused` });
    }
    if (verdict.needsApproval.length > 0) {
      return withRule({ state: 'needs_approval', reason: `${by} allows it, but ${whatEveryCallDoes(verdict.needsApproval)}, which needs approval` });
    }
  }
  // In the sandbox, flags such as --force or -r ask nothing (docs/governance.md "Profiles").
  const flags = request.requiresApproval && !request.sandboxed ? '; calls that pass a flag such as --force or -r need approval' : '';
  return withRule({ state: 'allowed', reason: `${by} allows it${flags}` });
}
