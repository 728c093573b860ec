/**
 * Text an approver reads must show what will really run: control characters, bidi overrides,
 * line and paragraph separators, zero-width and other invisible characters are escaped, and long
 * padding is collapsed, so nothing can hide a part of a command or disguise it.
 */
import { cutForDisplay, DISPLAY_MAX_CHARS } from './display-cut.js';

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

// What each code point outside printable ASCII is shown as (null: itself). The Unicode classes
// are slow to consult, so answers are kept, up to a bound.
const ESCAPES = new Map<number, string | null>();
const MAX_KEPT_ESCAPES = 4096;

function escapeOf(cp: number): string | null {
  const known = ESCAPES.get(cp);
  if (known !== undefined) return known;
  const ch = String.fromCodePoint(cp);
  const escaped = INVISIBLE.test(ch) ? escapeChar(ch) : null;
  if (ESCAPES.size < MAX_KEPT_ESCAPES) ESCAPES.set(cp, escaped);
  return escaped;
}

/** What a run of `count` copies of `cp` is shown as; undefined when it is shown as it is. */
function shownRun(cp: number, count: number): string | undefined {
  if (cp === 0x20) return count >= SPACE_RUN_MIN ? `␠×${count}` : undefined;
  const escaped = cp > 0x20 && cp < 0x7f ? null : escapeOf(cp);
  if (count >= CHAR_RUN_MIN) return `${escaped ?? String.fromCodePoint(cp)}×${count}`;
  if (escaped === null) return undefined;
  return count === 1 ? escaped : escaped.repeat(count);
}

/**
 * Makes a string safe to show to a human approver: invisible and direction-changing characters
 * become escapes (`\u202E`, `\u200B`, `\n`), runs of 5+ spaces become `␠×40`, runs of 24+ copies of
 * any other character become `x×300`. Past {@link DISPLAY_MAX_CHARS} only the head and tail are
 * shown, with what was cut said ({@link cutForDisplay}).
 *
 * @example
 * visibleText('ls \u202Etxt.exe');       // 'ls \\u202Etxt.exe'
 * visibleText('a' + ' '.repeat(40) + 'b'); // 'a␠×40b'
 */
export function visibleText(untrimmed: string): string {
  const text = cutForDisplay(untrimmed);
  // One pass over code points, counting runs as it goes; unchanged spans are copied as slices.
  // Linear in the text (callers may send 1 MiB values).
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    let j = i + width;
    while (j < text.length && text.codePointAt(j) === cp) j += width;
    const shown = shownRun(cp, (j - i) / width);
    if (shown !== undefined) {
      out += copied < i ? text.slice(copied, i) + shown : shown;
      copied = j;
    }
    i = j;
  }
  return copied === 0 ? text : copied < text.length ? out + text.slice(copied) : out;
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
