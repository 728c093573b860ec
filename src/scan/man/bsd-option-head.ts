import type { ParsedFlag } from '../types.js';
import { parseOptionHead } from './option-head.js';

/**
 * Option heads of BSD and macOS manual pages (mdoc's `.It Fl x` rendered by mandoc) that the
 * general head reader leaves out:
 *
 * - option characters that are punctuation: macOS ls's `-@`, `-%` and `-,` (FreeBSD ls has `-,`);
 * - brackets that mdoc's `Op` stretched to the end of the line, since an `Op` on an `.It` line
 *   encloses everything after it: FreeBSD grep's `.It Fl C Ns Op Ar num , Fl Fl context Ns = Ns Ar num`
 *   renders as `-C[num, --context=num]` for `-C[num], --context=num`, and
 *   `--colour=[when, --color=[when]]` for `--colour=[when], --color=[when]`;
 * - a value that may be left out after the equals sign, `--color=[when]`, which is `--color[=when]`.
 */

/** A switch whose option character is punctuation, alone on the head. */
const PUNCTUATION_SWITCH = /^-([%,@#+])$/;

/** Moves a bracket that closes at the end of the head back to the end of its own option. */
function unstretchBrackets(head: string): string {
  let text = head;
  // Innermost first: `--colour=[when, --color=[when]]` → `--colour=[when], --color=[when]`.
  for (let guard = 0; guard < 4; guard += 1) {
    const m = /^(.*?-[^\s,[]*\[[^\][,]*)(, -.*)\]$/.exec(text);
    if (!m) break;
    text = `${m[1]}]${m[2]}`;
  }
  return text.replace(/(--[A-Za-z0-9][\w-]*)=\[([^\][\s]+)\]/g, '$1[=$2]');
}

/**
 * Reads a BSD man-page option head the general reader refuses, or undefined.
 *
 * @example
 * parseBsdOptionHead('-,', '(Comma) print sizes with thousands separators')?.[0]?.short // '-,'
 * parseBsdOptionHead('-C[num, --context=num]', 'Print num lines of context')?.[0]?.long // '--context'
 */
export function parseBsdOptionHead(head: string, description: string): ParsedFlag[] | undefined {
  const text = head.trim();
  const punctuation = PUNCTUATION_SWITCH.exec(text);
  if (punctuation) return [{ short: `-${punctuation[1]}`, type: 'boolean', description, source: 'man' }];
  const repaired = unstretchBrackets(text);
  return repaired === text ? undefined : parseOptionHead(repaired, description);
}
