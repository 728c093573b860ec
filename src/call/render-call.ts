/**
 * The render stage of the call pipeline: a validated call's arguments become the argv that will
 * run, which parameter gave which tokens (for the argument policy), and the argv an approver,
 * guidance and logs are shown (sensitive values masked, credentials redacted). A value svc will
 * not pass on becomes a refusal with guidance; nothing is thrown for it.
 */
import type { Binding } from '../bindings/types.js';
import * as guidance from '../exec/guidance.js';
import { ArgvRefusal, renderArgv, renderArgvParts, type RenderedPart } from '../exec/render-argv.js';
import { isSensitiveParameter, redactArgv } from '../govern/redact.js';
import type { AuditStatus } from '../govern/audit.js';
import { preferJsonArguments } from './json-preference.js';

/** Shown instead of values of parameters marked `x-cli-sensitive`, in approvals, guidance and logs. */
export const REDACTED_VALUE = '[REDACTED]';

/** The rendered call, or why it cannot be rendered. */
export type RenderedCall =
  | { ok: true; argv: string[]; parts: RenderedPart[]; shownArgv: string[] }
  | { ok: false; status: AuditStatus; guidance: string };

/** Options of {@link renderCall}. */
export interface RenderCallOptions {
  allowShellMetacharacters: boolean;
  /** Check patterns and program text (`x-cli-text`) for shell metacharacters too (config `refuse_metacharacters_in_patterns`). */
  checkPatternMetacharacters?: boolean;
  jsonOutputPreference: boolean;
}

function maskSensitive(binding: Binding, args: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = { ...args };
  for (const [name, prop] of Object.entries(binding.input_schema.properties)) {
    if (!isSensitiveParameter(name, prop) || masked[name] === undefined || masked[name] === null) continue;
    masked[name] = Array.isArray(masked[name]) ? (masked[name] as unknown[]).map(() => REDACTED_VALUE) : REDACTED_VALUE;
  }
  return masked;
}

/**
 * Renders one call.
 *
 * @example
 * renderCall(lsBinding, { long: true }, { allowShellMetacharacters: false, jsonOutputPreference: true });
 * // { ok: true, argv: ['-l'], parts: [{ parameter: 'long', tokens: ['-l'] }], shownArgv: ['/usr/bin/ls', '-l'] }
 */
export function renderCall(binding: Binding, given: Record<string, unknown>, options: RenderCallOptions): RenderedCall {
  try {
    const effective = preferJsonArguments(binding, given, options.jsonOutputPreference);
    const { argv, parts } = renderArgvParts(binding, effective, {
      allowShellMetacharacters: options.allowShellMetacharacters,
      checkPatternMetacharacters: options.checkPatternMetacharacters === true,
    });
    const shownArgv = redactArgv([binding.target.binary, ...renderArgv(binding, maskSensitive(binding, effective), { allowShellMetacharacters: true })]);
    return { ok: true, argv, parts, shownArgv };
  } catch (error) {
    if (!(error instanceof ArgvRefusal)) throw error;
    const text =
      error.kind === 'shell_metacharacters'
        ? guidance.shellMetacharactersGuidance(error.parameter, error.found)
        : error.kind === 'option_like'
          ? guidance.optionLikeGuidance(error.parameter)
          : error.kind === 'control_characters'
            ? guidance.controlCharactersGuidance(error.parameter)
            : guidance.invalidValueGuidance(binding.alias, error.message);
    return { ok: false, status: error.kind === 'invalid_value' ? 'invalid' : 'refused', guidance: text };
  }
}
