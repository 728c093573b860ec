import type { ParameterFinding } from './argument-policy.js';
import { visibleText } from './visible-text.js';

/** Longest effect reason quoted from a binding (it comes from a scan of a program's help). */
const REASON_CHARS = 160;

const EFFECT_TEXT: Record<ParameterFinding['effect'], string> = {
  exec: 'runs a program',
  write: 'writes files',
  network: 'reaches another host',
  read: 'reads files',
  none: 'is set',
};

function quotedReason(reason: string): string {
  const shown = visibleText(reason);
  return [...shown].length > REASON_CHARS ? `${[...shown].slice(0, REASON_CHARS).join('')}…` : shown;
}

function named(finding: ParameterFinding): string {
  return finding.flag ? `the parameter "${finding.parameter}" (${finding.flag})` : `the operand "${finding.parameter}"`;
}

function ruleName(index?: number, description?: string): string {
  return index === undefined ? 'default_effect' : `rule ${index + 1}${description ? ` ("${description}")` : ''}`;
}

/**
 * One parameter's part of an approval reason.
 *
 * @example
 * parameterApprovalReason({ parameter: 'output', flag: '--output', effect: 'write', reason: 'curated: git --output writes a file', by: 'effect' });
 * // 'the call sets the parameter "output" (--output), which writes files (curated: git --output writes a file)'
 * parameterApprovalReason({ parameter: 'go list', effect: 'network', reason: 'curated: go list downloads ...', by: 'command' });
 * // 'running go list reaches another host whatever its parameters (curated: go list downloads ...)'
 */
export function parameterApprovalReason(finding: ParameterFinding, rule?: { index?: number; description?: string }): string {
  if (finding.by === 'command') return `running ${finding.parameter} ${EFFECT_TEXT[finding.effect]} whatever its parameters (${quotedReason(finding.reason)})`;
  if (finding.by === 'unsandboxed') {
    return `the call sets ${named(finding)}, which makes the program read files svc cannot check (${quotedReason(finding.reason)}), and no sandbox confines this call`;
  }
  if (finding.by === 'approve_params') return `the call sets ${named(finding)}, which ${ruleName(rule?.index, rule?.description)} lists in approve_params`;
  return `the call sets ${named(finding)}, which ${EFFECT_TEXT[finding.effect]} (${quotedReason(finding.reason)})`;
}

/** What {@link argumentDeniedGuidance} needs. */
export interface ArgumentDenialSource {
  moduleId: string;
  finding: ParameterFinding;
  aclFile: string;
  /** The ACL rule that matched the call (0-based), when one did. */
  ruleIndex?: number;
  ruleDescription?: string;
}

/**
 * Guidance for a call the argument policy refuses: names the parameter, what it does and why, says
 * nothing ran, and what the caller (retry without it) and the operator (the ACL condition) can do.
 *
 * @example
 * argumentDeniedGuidance({ moduleId: 'cli.git.ls-remote', aclFile: '/h/.svc/acl.yaml',
 *   finding: { parameter: 'upload_pack', flag: '--upload-pack', effect: 'exec', reason: 'curated: git --upload-pack runs a program', by: 'effect' } });
 */
export function argumentDeniedGuidance(source: ArgumentDenialSource): string {
  const { moduleId, finding, aclFile } = source;
  const who = named(finding);
  const retry = `Nothing was run. Retry without "${finding.parameter}".`;
  if (finding.by === 'deny_params') {
    return (
      `Calling ${moduleId} with ${who} is refused: ${ruleName(source.ruleIndex, source.ruleDescription)} in ${aclFile} lists it in deny_params. ` +
      `${retry} Only the operator can change that rule.`
    );
  }
  if (finding.by === 'command') {
    return (
      `Calling ${moduleId} is refused: running ${finding.parameter} ${EFFECT_TEXT[finding.effect]} whatever its parameters (${quotedReason(finding.reason)}), ` +
      `and ${ruleName(source.ruleIndex, source.ruleDescription)} in ${aclFile} denies calls that ${finding.effect === 'network' ? 'reach other hosts' : 'write files'} (conditions.effects.${finding.effect}: deny). ` +
      'Nothing was run. Only the operator can change that rule.'
    );
  }
  const what = `it ${EFFECT_TEXT[finding.effect]} (${quotedReason(finding.reason)})`;
  if (finding.effect === 'exec') {
    return (
      `Calling ${moduleId} with ${who} is refused: ${what}, and svc never lets a call run a program through a parameter unless the operator allows it. ` +
      `${retry} If running it is really needed, the operator can make such calls need approval instead: a rule for ${moduleId} in ${aclFile} with conditions: {effects: {exec: approve}}.`
    );
  }
  return (
    `Calling ${moduleId} with ${who} is refused: ${what}, and ${ruleName(source.ruleIndex, source.ruleDescription)} in ${aclFile} denies calls that set ${finding.effect} parameters (conditions.effects.${finding.effect}: deny). ` +
    `${retry} Only the operator can change that rule.`
  );
}
