/**
 * Options that take more than one value (`jq --arg name value`, `hyperfine --parameter-scan
 * <VAR> <MIN> <MAX>`): the help shows one placeholder per value after the option. docs/bindings.md
 * "Options with several values" documents how such an option is bound.
 */

/** Words click and argparse print as a value's type, never as a second value (`INTEGER RANGE`). */
const TYPE_WORDS = new Set(['INTEGER', 'FLOAT', 'TEXT', 'RANGE', 'BOOLEAN', 'PATH', 'FILENAME', 'FILE', 'DIRECTORY', 'CHOICE', 'UUID', 'DATETIME']);

/**
 * The placeholders of a value name that shows several values, or undefined when it shows one.
 * Several means two or more placeholders each in its own angle brackets (`<VAR> <MIN> <MAX>`), or
 * two or more bare words all in lower case (`a v`, `name value`, `variable-name filename`) or all
 * in upper case (`NAME VALUE`) that are not click's type words. One bracketed phrase
 * (`<file name>`), alternatives (`USER[:PASS] | TOKEN`) and ellipses are one value.
 *
 * @example
 * valuePlaceholders('a v');             // ['a', 'v']
 * valuePlaceholders('<VAR> <MIN> <MAX>'); // ['VAR', 'MIN', 'MAX']
 * valuePlaceholders('<file name>');     // undefined
 * valuePlaceholders('INTEGER RANGE');   // undefined
 */
export function valuePlaceholders(valueName: string | undefined): string[] | undefined {
  if (valueName === undefined) return undefined;
  const text = valueName.trim();
  if (text.length > 200) return undefined;
  const words = text.split(/\s+/);
  if (words.length < 2 || words.length > 4) return undefined;
  if (words.every((word) => /^<[A-Za-z][\w-]*>$/.test(word))) return words.map((word) => word.slice(1, -1));
  const lower = words.every((word) => /^[a-z][a-z0-9_-]*$/.test(word));
  const upper = words.every((word) => /^[A-Z][A-Z0-9_-]*$/.test(word)) && !words.some((word) => TYPE_WORDS.has(word));
  return lower || upper ? words : undefined;
}

/**
 * Property keys for the values of a multi-value option: placeholders in lower case, other
 * characters as `_`, repeats numbered (`a v` → `a`, `v`; `<VAR> <VALUES>` → `var`, `values`).
 *
 * @example
 * tupleKeys(['VAR', 'MIN', 'MAX']); // ['var', 'min', 'max']
 */
export function tupleKeys(placeholders: readonly string[]): string[] {
  const taken = new Set<string>();
  return placeholders.map((placeholder) => {
    const base = placeholder.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '') || 'value';
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
    taken.add(key);
    return key;
  });
}
