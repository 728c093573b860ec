/**
 * `text` as a regular expression that matches it literally: every character a pattern gives a
 * meaning to is escaped.
 *
 * @example
 * new RegExp(`^${escapeRegExp('c++filt')}$`).test('c++filt') // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
