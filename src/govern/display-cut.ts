/**
 * Text svc shows (approval prompts, guidance, logs) is bounded before it is escaped or redacted:
 * a value can be as long as a request allows, and nobody reads a megabyte in a prompt.
 */

/** Longest text shown whole; longer text keeps its head and tail around a marker. */
export const DISPLAY_MAX_CHARS = 16_384;
const TAIL_CHARS = 4_096;

/**
 * `text` when it is at most {@link DISPLAY_MAX_CHARS} long; otherwise its head and tail with
 * `…[N characters not shown]…` between them. Each side is cut back to whitespace, so no word
 * (a credential) is shown in part; what is cut is said, never hidden.
 *
 * @example
 * cutForDisplay('x'.repeat(20_000)).includes('characters not shown'); // true
 */
export function cutForDisplay(text: string): string {
  if (text.length <= DISPLAY_MAX_CHARS) return text;
  let headEnd = DISPLAY_MAX_CHARS - TAIL_CHARS;
  let tailStart = text.length - TAIL_CHARS;
  const headSpace = text.lastIndexOf(' ', headEnd);
  headEnd = headSpace > 0 ? headSpace + 1 : 0;
  const tailSpace = text.indexOf(' ', tailStart);
  tailStart = tailSpace !== -1 ? tailSpace : text.length;
  return `${text.slice(0, headEnd)}…[${tailStart - headEnd} characters not shown]…${text.slice(tailStart)}`;
}
