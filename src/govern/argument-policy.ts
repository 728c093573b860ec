import type { Binding, CliPropertySchema } from '../bindings/types.js';
import type { RenderedPart } from '../exec/render-argv.js';
import { DEFAULT_EFFECT_TREATMENT, type AclConditions, type EffectTreatment } from './acl-conditions.js';
import { resolveEffect, type ParamEffect } from './param-effect.js';
import { commandEffects, indirectPaths } from './effects/indirect-paths.js';
import { isProgramLanguage, programTextEffect } from './program-text/index.js';
import { descriptorInTokens } from './transport-descriptors.js';
import { expressionItemProperty } from './expression-parts.js';

/**
 * The values a parameter put in argv, without its flag tokens: `['-e', 'a', '-e', 'b']` → `['a', 'b']`,
 * `['--expression=s/a/b/']` → `['s/a/b/']`; an operand's tokens are its values.
 */
export function valuesOfPart(prop: CliPropertySchema, tokens: readonly string[]): string[] {
  const flag = prop['x-cli-kind'] === 'flag' ? prop['x-cli-flag'] : undefined;
  if (!flag) return [...tokens];
  const style = prop['x-cli-value-style'] ?? 'separate';
  if (style === 'separate') return tokens.filter((_, index) => index % 2 === 1);
  const prefix = style === 'equals' ? `${flag}=` : flag;
  return tokens.filter((token) => token.startsWith(prefix)).map((token) => token.slice(prefix.length));
}

/** Why one parameter of a call is refused or needs approval. */
export interface ParameterFinding {
  /** The input property's name (`upload_pack`). */
  parameter: string;
  /** Its flag token (`--upload-pack`); absent for positional operands. */
  flag?: string;
  effect: ParamEffect;
  /** The recorded reason of the effect (`curated: git --upload-pack runs a program`) or the default rule. */
  reason: string;
  /**
   * What decided: the effect's treatment, or the rule's `deny_params` / `approve_params`;
   * `command`: running the command itself has `effect` (`parameter` holds the command words,
   * `go get`); `unsandboxed`: the parameter makes the program open paths svc cannot check (the
   * names in a list file, the targets of symbolic links), and no sandbox confines the call.
   */
  by: 'effect' | 'deny_params' | 'approve_params' | 'command' | 'unsandboxed';
}

/** What else {@link argumentPolicy} weighs. */
export interface ArgumentPolicyOptions {
  /**
   * The call runs without a sandbox while path confinement applies to it (the session has roots
   * and the module is not exempt): a parameter that makes the program open paths svc cannot check
   * (`--files0-from`, `rg --follow`) needs approval, since nothing else would keep those reads
   * inside the roots.
   */
  indirectPathsNeedApproval?: boolean;
  /**
   * The call runs in the sandbox, where a command annotated read-only gets its roots mounted
   * read-only: an operand whose `write` effect is only the default (wg's `show <interface>`: no
   * table or help rule knew it) can write nothing there, so it needs no approval. A write the
   * program attempts fails with "Read-only file system". Flags keep the default: `--out X` is
   * an output far more often than an operand of a `show` is.
   */
  sandboxed?: boolean;
}

/** What the argument policy says about one call. */
export interface ArgumentVerdict {
  /** The first parameter that makes the call refused; the call must not run. */
  denied?: ParameterFinding;
  /** Parameters whose use needs approval, in argv order. */
  needsApproval: ParameterFinding[];
}

function matchesEntry(entry: string, name: string, prop: CliPropertySchema): boolean {
  if (!entry.startsWith('-')) return entry === name;
  const tokens = [prop['x-cli-flag'], prop['x-cli-negation']].filter((t): t is string => typeof t === 'string');
  return tokens.some((token) => (entry.startsWith('--') ? token.toLowerCase() === entry.toLowerCase() : token === entry));
}

function treatmentOf(effect: ParamEffect, conditions: AclConditions | undefined): EffectTreatment {
  if (effect === 'none') return 'allow';
  const chosen = conditions?.effects?.[effect];
  // Nothing makes an exec parameter run unasked, whatever a document built in code says.
  if (effect === 'exec' && chosen !== 'approve') return 'deny';
  return chosen ?? DEFAULT_EFFECT_TREATMENT[effect];
}

/**
 * The per-call argument policy (issue 7): what the call really passes decides, not only the
 * module. For each parameter that put tokens in the rendered argv (positional operands included):
 * - a parameter in the rule's `deny_params` refuses the call, one in `approve_params` needs approval;
 * - otherwise its effect (`x-cli-effect`, or the default of {@link resolveEffect}) is treated as
 *   the rule's `conditions.effects` say, else by default: `exec` refused, `write` and `network`
 *   need approval, `read` and `none` run. `exec` can at most become "needs approval".
 * A negation token (`--no-ext-diff`) turns something off and is always harmless. An expression's
 * items (find's `-exec`, `-delete`) are judged each by its own predicate (expression-parts.ts). Program text
 * (`x-cli-text: sed|awk|jq`) takes the effect of what its values hold (src/govern/program-text/):
 * `none` when it only transforms text. A token that is
 * a transport descriptor starting a program (`unixexec:`, `ext::`, `qemu+ext://`, `ssh://-o...`;
 * src/govern/transport-descriptors.ts) makes its parameter `exec`, whatever its recorded effect.
 * A command that writes or reaches another host whatever its parameters (`go get`, `go list`;
 * `COMMAND_EFFECTS` of the curated table) is judged as if every call set a parameter of each of
 * its effects. With `options.indirectPathsNeedApproval`, a parameter that makes the program open
 * paths svc cannot check (`INDIRECT_PATHS`, or the help rules of effects/indirect-paths.ts) needs
 * approval.
 *
 * @example
 * argumentPolicy(gitLsRemote, [{ parameter: 'upload_pack', tokens: ['--upload-pack', 'touch /x'] }]);
 * // { denied: { parameter: 'upload_pack', flag: '--upload-pack', effect: 'exec', reason: '...', by: 'effect' }, needsApproval: [] }
 */
export function argumentPolicy(binding: Binding, parts: readonly RenderedPart[], conditions?: AclConditions, options: ArgumentPolicyOptions = {}): ArgumentVerdict {
  const needsApproval: ParameterFinding[] = [];
  let denied: ParameterFinding | undefined;
  const moduleWords = binding.module_id.split('.');
  const context = { tool: moduleWords[1] ?? '', commandPath: binding.target?.command_path ?? moduleWords.slice(2) };
  const command = [context.tool, ...context.commandPath].join(' ');
  for (const { effect, reason } of commandEffects(context)) {
    const finding: ParameterFinding = { parameter: command, effect, reason, by: 'command' };
    const treatment = treatmentOf(effect, conditions);
    if (treatment === 'deny') denied ??= finding;
    else if (treatment === 'approve') needsApproval.push(finding);
  }
  for (const part of parts) {
    const own = binding.input_schema.properties[part.parameter];
    if (!own || part.tokens.length === 0) continue;
    // Each item of an expression (find's -name, -exec, -delete) is judged as its own predicate.
    const prop = own['x-cli-expression'] === true ? expressionItemProperty(own, part.tokens) : own;
    const negation = prop['x-cli-negation'];
    if (negation && part.tokens.length === 1 && part.tokens[0] === negation) continue;
    const flag = prop['x-cli-kind'] === 'flag' ? prop['x-cli-flag'] : undefined;
    // A value whose syntax starts a program (unixexec:, ext::, qemu+ext://) is exec, whatever the parameter.
    const descriptor = descriptorInTokens(part.tokens, flag);
    // Program text (a sed script, awk program, jq filter) has the effect of what it holds in this call.
    const language = prop['x-cli-text'];
    const { effect, reason, source } = descriptor
      ? { effect: 'exec' as const, reason: `transport descriptor: ${descriptor.descriptor.what}`, source: 'descriptor' }
      : isProgramLanguage(language) ? { ...programTextEffect(language, valuesOfPart(prop, part.tokens)), source: 'text' } : resolveEffect(prop);
    if (options.sandboxed && binding.annotations?.readonly === true && prop['x-cli-kind'] === 'positional' && effect === 'write' && source === 'default') continue;
    const finding = (by: ParameterFinding['by']): ParameterFinding => ({ parameter: part.parameter, ...(flag ? { flag } : {}), effect, reason, by });
    if (conditions?.deny_params?.some((entry) => matchesEntry(entry, part.parameter, prop))) {
      denied ??= finding('deny_params');
      continue;
    }
    const treatment = treatmentOf(effect, conditions);
    if (treatment === 'deny') {
      denied ??= finding('effect');
      continue;
    }
    if (treatment === 'approve') needsApproval.push(finding('effect'));
    else if (conditions?.approve_params?.some((entry) => matchesEntry(entry, part.parameter, prop))) needsApproval.push(finding('approve_params'));
    else if (options.indirectPathsNeedApproval && flag) {
      const indirect = indirectPaths(context, { token: flag, isSwitch: prop.type === 'boolean', ...(prop.description ? { description: prop.description } : {}) });
      if (indirect) needsApproval.push({ parameter: part.parameter, flag, effect: 'read', reason: indirect.reason, by: 'unsandboxed' });
    }
  }
  return denied ? { denied, needsApproval } : { needsApproval };
}
