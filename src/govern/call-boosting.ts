import type { Binding } from '../bindings/types.js';
import { REQUIRES_APPROVAL_FLAGS } from './annotations.js';

/** What {@link boostingFlagsInCall} knows about the program's own options. */
export interface CallBoostingOptions {
  /**
   * Option tokens the binding declares (`x-cli-flag`, `x-cli-negation`): a token equal to one of
   * them is that option, not an abbreviation or a bundle (`find -type` is not `-t -y -p -e`).
   */
  knownFlags?: readonly string[];
  /**
   * Declared short options that take a value (`-e` of grep): in a bundle, the rest of the token
   * after such a letter is its value (`-epattern`), so it is not read as more letters.
   */
  valueShortFlags?: readonly string[];
}

const LONG_BOOSTING = REQUIRES_APPROVAL_FLAGS.filter((flag) => flag.startsWith('--'));
const SHORT_BOOSTING = new Set(REQUIRES_APPROVAL_FLAGS.filter((flag) => /^-[^-]$/.test(flag)));

/**
 * Per-call flag boosting over what the call really passes (SPEC.md flag boosting, hardened):
 * - long options compare without case (`--FORCE`), with or without a glued value (`--force=yes`),
 *   and GNU abbreviations count (`--forc`, `--recur`, `--al`) unless the token is itself an option
 *   the binding declares (GNU getopt prefers an exact match);
 * - single-dash tokens that are not a declared option are read as bundles of short options of
 *   any length (`-xrfv` → `-r`, `-f`), character by character until a declared value-taking
 *   letter (`-erf` of grep is `-e rf`); digits are options too (`ls -1rf`), and a value glued to a
 *   boosting letter still passes it (`-r1` → `-r`);
 * - nothing after `--` counts.
 * Short options keep their case: `-R` and `-F` are other options than `-r` and `-f` (grep -F).
 * Returns the boosting flags of SPEC.md's table found, in table order, without duplicates.
 *
 * @example
 * boostingFlagsInCall(['log', '-xrfv', '--FORC', '--', '--force']); // ['--force', '-f', '-r']
 * boostingFlagsInCall(['-type', 'f'], { knownFlags: ['-type'] });    // []
 */
export function boostingFlagsInCall(argv: readonly string[], options: CallBoostingOptions = {}): string[] {
  const known = new Set((options.knownFlags ?? []).map((flag) => (flag.startsWith('--') ? flag.toLowerCase() : flag)));
  const valueShort = new Set(options.valueShortFlags ?? []);
  const seen = new Set<string>();
  for (const token of argv) {
    if (token === '--') break;
    if (token.startsWith('--')) {
      const name = token.slice(0, token.includes('=') ? token.indexOf('=') : undefined).toLowerCase();
      if (name === '--') continue;
      if ((LONG_BOOSTING as readonly string[]).includes(name)) {
        seen.add(name);
        continue;
      }
      if (known.has(name)) continue;
      for (const flag of LONG_BOOSTING) if (flag.startsWith(name)) seen.add(flag);
      continue;
    }
    if (!token.startsWith('-') || token.length < 2) continue;
    const whole = token.includes('=') ? token.slice(0, token.indexOf('=')) : token;
    if (known.has(whole) || known.has(token)) {
      if (SHORT_BOOSTING.has(whole)) seen.add(whole);
      continue;
    }
    for (const letter of token.slice(1)) {
      const flag = `-${letter}`;
      if (SHORT_BOOSTING.has(flag)) seen.add(flag);
      if (valueShort.has(flag)) break;
    }
  }
  return REQUIRES_APPROVAL_FLAGS.filter((flag) => seen.has(flag));
}

/**
 * The {@link CallBoostingOptions} of a binding: its declared option tokens, and its short options
 * that take a value.
 *
 * @example
 * boostingFlagsInCall(argv, boostingOptionsOf(binding));
 */
export function boostingOptionsOf(binding: Binding): CallBoostingOptions {
  const knownFlags: string[] = [];
  const valueShortFlags: string[] = [];
  for (const prop of Object.values(binding.input_schema.properties)) {
    const flag = prop['x-cli-flag'];
    if (typeof flag === 'string') {
      knownFlags.push(flag);
      const style = prop['x-cli-value-style'] ?? (prop.type === 'boolean' ? 'switch' : 'separate');
      if (style !== 'switch' && /^-[^-]$/.test(flag)) valueShortFlags.push(flag);
    }
    if (typeof prop['x-cli-negation'] === 'string') knownFlags.push(prop['x-cli-negation']);
  }
  return { knownFlags, valueShortFlags };
}
