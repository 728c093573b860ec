import type { AclConditions, AclDocument, AclEffect, AclRule } from './acl-types.js';

/** Who is calling what: the input of {@link evaluateAcl}. */
export interface AclRequest {
  /** Caller identity: from the auth token, or the transport name (`stdio`, `http`, `explorer`). */
  caller: string;
  /**
   * Other names the caller answers to, from its access token: `role:<r>`, `group:<g>`,
   * `scope:<s>` (src/identity). A rule naming any of them matches.
   */
  principals?: readonly string[];
  /** The module id being called (`cli.git.commit`). */
  moduleId: string;
  /** svc will run the call in a sandbox: rules with `conditions.sandboxed` match only such calls (or, `false`, only the others). Absent: unsandboxed. */
  sandboxed?: boolean;
}

/** The ACL's answer for one call. */
export interface AclDecision {
  /** `allow` or `deny`, before any approval. */
  effect: AclEffect;
  /** 0-based index of the first matching rule; absent when `default_effect` decided. */
  rule?: number;
  /** The matching rule's description. */
  ruleDescription?: string;
  /**
   * The matching rule has `conditions.require_approval: true`: the call may run only if an approval
   * is granted for it, whatever `effect` says.
   */
  requireApproval: boolean;
  /** The matching rule's conditions (argument conditions apply per call: src/govern/argument-policy.ts). */
  conditions?: AclConditions;
}

const globCache = new Map<string, RegExp>();

/**
 * Matches a module id against an ACL target: exact, or with `*` standing for any run of characters
 * (dots included, so `cli.git.*` covers `cli.git.remote.add`). No other character is special.
 *
 * @example
 * targetMatches('cli.git.*', 'cli.git.status'); // true
 * targetMatches('cli.git.*', 'cli.gitk');       // false
 */
export function targetMatches(pattern: string, moduleId: string): boolean {
  if (!pattern.includes('*')) return pattern === moduleId;
  let regex = globCache.get(pattern);
  if (!regex) {
    const body = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    regex = new RegExp(`^${body}$`, 's');
    if (globCache.size > 1000) globCache.clear();
    globCache.set(pattern, regex);
  }
  return regex.test(moduleId);
}

/**
 * Whether a list of caller patterns (an ACL rule's `callers`, a `caller_roots` entry's) names this
 * caller: `*`, the exact caller id, or one of its principals (`role:ops`, `group:dev`, `scope:x`).
 *
 * @example
 * callerMatches(['role:dev', 'user:alice'], 'user:bob', ['user:bob', 'role:dev']); // true
 * callerMatches(['role:dev'], 'stdio'); // false
 */
export function callerMatches(patterns: readonly string[], caller: string, principals?: readonly string[]): boolean {
  return patterns.some((pattern) => pattern === '*' || pattern === caller || principals?.includes(pattern) === true);
}

function ruleMatches(rule: AclRule, request: AclRequest): boolean {
  const sandboxed = rule.conditions?.sandboxed;
  if (sandboxed !== undefined && sandboxed !== (request.sandboxed === true)) return false;
  return callerMatches(rule.callers, request.caller, request.principals) && rule.targets.some((target) => targetMatches(target, request.moduleId));
}

/**
 * Evaluates the ACL for one call (DESIGN.md "ACL"): rules in order, the first whose callers
 * (`*`, the exact caller or one of its principals) and targets (exact or `*` glob) both match decides; otherwise
 * `default_effect`.
 *
 * @example
 * evaluateAcl(acl, { caller: 'stdio', moduleId: 'cli.rm' });
 * // { effect: 'deny', rule: 1, ruleDescription: 'Destructive commands need approval', requireApproval: true }
 */
export function evaluateAcl(acl: AclDocument, request: AclRequest): AclDecision {
  const index = acl.rules.findIndex((rule) => ruleMatches(rule, request));
  if (index === -1) return { effect: acl.default_effect, requireApproval: false };
  const rule = acl.rules[index]!;
  return {
    effect: rule.effect,
    rule: index,
    ...(rule.description ? { ruleDescription: rule.description } : {}),
    requireApproval: rule.conditions?.require_approval === true,
    ...(rule.conditions ? { conditions: rule.conditions } : {}),
  };
}
