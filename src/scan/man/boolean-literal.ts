/** The words a boolean is spelled with in a page's option heads. */
const BOOLEAN_WORDS = new Set(['true', 'false', 'yes', 'no', 'on', 'off']);
/** Metavariables that name a boolean rather than show one (`=<bool>`). */
const BOOLEAN_NAMES = new Set(['bool', 'boolean']);

/**
 * Whether a man page's "value" is only a boolean literal or a choice of them: cobra's generated
 * pages print every switch with its default, `--buildDrafts[=false]`; other pages write
 * `--flag=true|false`, `--flag=(true|false)`, `--flag={yes,no}` or `--flag=<bool>`. Such a head says
 * what the switch is set to, not that it takes a value of its own.
 *
 * @example
 * isBooleanLiteral('false'); // true
 * isBooleanLiteral('(true|false)'); // true
 * isBooleanLiteral('(true|false|if-asked)'); // false: a third value makes it a real choice
 */
export function isBooleanLiteral(valueName: string): boolean {
  const body = valueName.trim().replace(/^[<[({"']+|[>\])}"']+$/g, '').toLowerCase();
  if (BOOLEAN_NAMES.has(body)) return true;
  const words = body.split(/\s*[|,/]\s*/);
  return words.length > 0 && words.every((word) => BOOLEAN_WORDS.has(word));
}
