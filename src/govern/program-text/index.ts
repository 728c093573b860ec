/**
 * Program text read at call time (docs/governance.md "Patterns and program text"): a parameter
 * marked `x-cli-text: sed|awk|jq` takes, for one call, the effect of what its value holds. Text
 * that only transforms text is `none`; text that runs a program is `exec` (refused unless the
 * operator makes exec need approval); text that writes a file, or opens one by a name path
 * confinement cannot check, is `write` (needs approval). Whatever svc cannot read is `exec`.
 */
import { awkFindings } from './awk.js';
import { jqFindings } from './jq.js';
import { sedFindings } from './sed.js';
import type { ProgramTextFinding } from './types.js';

export type { ProgramTextFinding } from './types.js';
export { sedFindings } from './sed.js';
export { awkFindings } from './awk.js';
export { jqFindings } from './jq.js';

/** The languages svc reads. */
export type ProgramLanguage = 'sed' | 'awk' | 'jq';

/** The effect one program text has in a call, and why. */
export interface ProgramTextEffect {
  effect: 'exec' | 'write' | 'none';
  reason: string;
}

const READERS: Readonly<Record<ProgramLanguage, (text: string) => ProgramTextFinding[]>> = { sed: sedFindings, awk: awkFindings, jq: jqFindings };

const NAMES: Readonly<Record<ProgramLanguage, string>> = { sed: 'sed script', awk: 'awk program', jq: 'jq filter' };

/**
 * The effect of the values of one program-text parameter in a call: the most dangerous finding
 * over all of them, `none` when there is none.
 *
 * @example
 * programTextEffect('sed', ['s/a/b/']); // { effect: 'none', reason: 'program text: the sed script only edits text (...)' }
 * programTextEffect('awk', ['{ system("id") }']).effect; // 'exec'
 */
export function programTextEffect(language: ProgramLanguage, values: readonly string[]): ProgramTextEffect {
  const findings = values.flatMap((value) => READERS[language](value));
  const worst = findings.find((finding) => finding.effect === 'exec') ?? findings[0];
  if (!worst) return { effect: 'none', reason: `program text: the ${NAMES[language]} only transforms text (it runs no program, writes no file and opens no file by name)` };
  return { effect: worst.effect, reason: `program text: in the ${NAMES[language]}, ${worst.what}` };
}

/** Whether a property's `x-cli-text` is a language svc reads. */
export function isProgramLanguage(text: unknown): text is ProgramLanguage {
  return text === 'sed' || text === 'awk' || text === 'jq';
}
