/**
 * Text an approver reads must show what will really run: control characters, bidi overrides,
 * line and paragraph separators, zero-width and other invisible characters are escaped, and long
 * padding is collapsed, so nothing can hide a part of a command or disguise it.
 */

/** Runs of at least this many spaces are shown as `␠×N`. */
export const SPACE_RUN_MIN = 5;
/** Runs of at least this many copies of any other character are shown as `c×N`. */
export const CHAR_RUN_MIN = 24;

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

// Controls (C0, DEL, C1), format characters (bidi embeddings/overrides/isolates, zero-width
// joiners and spaces, soft hyphen, word joiner, BOM, tag characters), line/paragraph separators,
// every space other than U+0020, private-use, unassigned and surrogate code points, and variation
// selectors (they render as nothing).
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}\u3164\u115F\u1160\uFFA0\u2800]|(?! )\p{Zs}/u;

function escapeChar(ch: string): string {
  const named = NAMED[ch];
  if (named !== undefined) return named;
  const cp = ch.codePointAt(0)!;
  return cp <= 0xffff ? `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}` : `\\u{${cp.toString(16).toUpperCase()}}`;
}

/**
 * Makes a string safe to show to a human approver: invisible and direction-changing characters
 * become escapes (`\u202E`, `\u200B`, `\n`), runs of 5+ spaces become `␠×40`, runs of 24+ copies of
 * any other character become `x×300`.
 *
 * @example
 * visibleText('ls \u202Etxt.exe');       // 'ls \\u202Etxt.exe'
 * visibleText('a' + ' '.repeat(40) + 'b'); // 'a␠×40b'
 */
export function visibleText(text: string): string {
  const units: string[] = [];
  for (const ch of text) units.push(INVISIBLE.test(ch) ? escapeChar(ch) : ch);
  let out = '';
  for (let i = 0; i < units.length; ) {
    let j = i + 1;
    while (j < units.length && units[j] === units[i]) j++;
    const run = j - i;
    const unit = units[i]!;
    if (unit === ' ' && run >= SPACE_RUN_MIN) out += `␠×${run}`;
    else if (run >= CHAR_RUN_MIN) out += `${unit}×${run}`;
    else out += unit.repeat(run);
    i = j;
  }
  return out;
}

/**
 * Whether a string holds anything {@link visibleText} would change.
 *
 * @example
 * hasHiddenText('plain words'); // false
 */
export function hasHiddenText(text: string): boolean {
  return visibleText(text) !== text;
}
