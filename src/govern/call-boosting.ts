import type { Binding } from '../bindings/types.js';
import { basename } from 'node:path';
import { REQUIRES_APPROVAL_FLAGS } from './annotations.js';
import { BOOSTING_SYNONYMS, type BoostingSynonym } from './boosting-synonyms.js';

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
  /** The program's name (`grep`): which {@link BOOSTING_SYNONYMS} apply. Without it, only those for every program. */
  program?: string;
}

const LONG_BOOSTING = REQUIRES_APPROVAL_FLAGS.filter((flag) => flag.startsWith('--'));
const SHORT_BOOSTING = new Set(REQUIRES_APPROVAL_FLAGS.filter((flag) => /^-[^-]$/.test(flag)));

/** The synonyms that apply to a program, by token. */
function synonymsFor(program: string | undefined): Map<string, BoostingSynonym> {
  const byToken = new Map<string, BoostingSynonym>();
  for (const entry of BOOSTING_SYNONYMS) {
    if (entry.programs && (program === undefined || !entry.programs.includes(program))) continue;
    for (const token of entry.tokens) byToken.set(token.startsWith('--') ? token.toLowerCase() : token, entry);
  }
  return byToken;
}

/** Whether `value` spells one of the synonym's values: a non-empty prefix, in any case (GNU argmatch). */
function meansValue(entry: BoostingSynonym, value: string | undefined): boolean {
  if (!entry.values) return true;
  if (value === undefined || value === '') return false;
  // Never lower-case a huge value: nothing longer than the longest synonym value can match.
  return entry.values.some((wanted) => value.length <= wanted.length && wanted.startsWith(value.toLowerCase()));
}

/**
 * Per-call flag boosting over what the call really passes (SPEC.md flag boosting, hardened):
 * - long options compare without case (`--FORCE`), with or without a glued value (`--force=yes`),
 *   and GNU abbreviations count (`--forc`, `--recur`, `--al`) unless the token is itself an option
 *   the binding declares (GNU getopt prefers an exact match);
 * - single-dash tokens that are not a declared option are read as bundles of short options of
 *   any length (`-xrfv` → `-r`, `-f`), character by character until a declared value-taking
 *   letter (`-erf` of grep is `-e rf`); digits are options too (`ls -1rf`), and a value glued to a
 *   boosting letter still passes it (`-r1` → `-r`);
 * - spellings of the program that mean a boosting flag ({@link BOOSTING_SYNONYMS}): an option
 *   whose value says it (`grep --directories=recurse`, `-d recurse`, `-drec`), or another option
 *   that does it (`grep -R`, `rsync --archive`), reported as `-r (as --directories=recurse)`;
 * - nothing after `--` counts.
 * Short options keep their case: `-R` and `-F` are other options than `-r` and `-f` (grep -F).
 * Every token is looked at once, so the work is linear in the argv's size.
 * Returns the boosting flags of SPEC.md's table found, in table order, without duplicates; a
 * flag passed only through a synonym is followed by the spelling that passed it.
 *
 * @example
 * boostingFlagsInCall(['log', '-xrfv', '--FORC', '--', '--force']); // ['--force', '-f', '-r']
 * boostingFlagsInCall(['-type', 'f'], { knownFlags: ['-type'] });    // []
 * boostingFlagsInCall(['--directories=recurse', 'x'], { program: 'grep' }); // ['-r (as --directories=recurse)']
 */
export function boostingFlagsInCall(argv: readonly string[], options: CallBoostingOptions = {}): string[] {
  const known = new Set((options.knownFlags ?? []).map((flag) => (flag.startsWith('--') ? flag.toLowerCase() : flag)));
  const valueShort = new Set(options.valueShortFlags ?? []);
  const synonyms = synonymsFor(options.program);
  const longSynonyms = [...synonyms.keys()].filter((token) => token.startsWith('--'));
  // Short option letters that matter; every other letter of a bundle is skipped without work.
  const letters = new Map<string, { flag: string; boosting: boolean; takesValue: boolean; synonym?: BoostingSynonym }>();
  const letterOf = (flag: string) => {
    let letter = letters.get(flag[1]!);
    if (!letter) letters.set(flag[1]!, (letter = { flag, boosting: SHORT_BOOSTING.has(flag), takesValue: valueShort.has(flag) }));
    return letter;
  };
  for (const flag of [...SHORT_BOOSTING, ...valueShort]) if (/^-[^-]$/.test(flag)) letterOf(flag);
  for (const [token, entry] of synonyms) if (/^-[^-]$/.test(token)) letterOf(token).synonym = entry;
  const ascii: Array<ReturnType<typeof letterOf> | undefined> = [];
  for (const [char, letter] of letters) if (char.length === 1 && char.charCodeAt(0) < 128) ascii[char.charCodeAt(0)] = letter;
  // Option letters are ASCII in practice: a bundle of other characters is then skipped without lookups.
  const nonAsciiLetters = [...letters.keys()].some((char) => char.charCodeAt(0) >= 128);
  const seen = new Set<string>();
  /** Boosting flags passed only through a synonym, with the spelling that passed them. */
  const spelled = new Map<string, string>();
  const bySynonym = (entry: BoostingSynonym, spelling: string) => {
    if (!spelled.has(entry.means)) spelled.set(entry.means, spelling);
  };
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index]!;
    if (token === '--') break;
    const next = argv[index + 1];
    if (token.startsWith('--')) {
      const eq = token.indexOf('=');
      const name = token.slice(0, eq >= 0 ? eq : undefined).toLowerCase();
      if (name === '--') continue;
      // A synonym, exactly or as a GNU abbreviation of an option the binding does not declare.
      const synonymToken = synonyms.has(name) ? name : known.has(name) ? undefined : longSynonyms.find((long) => long.startsWith(name));
      const entry = synonymToken === undefined ? undefined : synonyms.get(synonymToken);
      if (entry) {
        const value = eq >= 0 ? token.slice(eq + 1) : entry.values ? next : undefined;
        if (meansValue(entry, value)) bySynonym(entry, entry.values ? `${synonymToken}${eq >= 0 ? '=' : ' '}${value}` : synonymToken!);
      }
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
      const entry = synonyms.get(whole);
      if (entry && meansValue(entry, entry.values ? next : undefined)) bySynonym(entry, entry.values ? `${whole} ${next}` : whole);
      continue;
    }
    for (let at = 1; at < token.length; at++) {
      const code = token.charCodeAt(at);
      const letter = code < 128 ? ascii[code] : nonAsciiLetters ? letters.get(token[at]!) : undefined;
      if (letter === undefined) continue;
      if (letter.boosting) seen.add(letter.flag);
      const entry = letter.synonym;
      if (entry) {
        const rest = entry.values && at + 1 < token.length ? token.slice(at + 1) : undefined;
        const value = entry.values ? rest ?? next : undefined;
        if (meansValue(entry, value)) bySynonym(entry, entry.values ? `${letter.flag} ${value}` : letter.flag);
        if (entry.values) break;
      }
      if (letter.takesValue) break;
    }
  }
  const found = REQUIRES_APPROVAL_FLAGS.filter((flag) => seen.has(flag));
  const through = REQUIRES_APPROVAL_FLAGS.filter((flag) => !seen.has(flag) && spelled.has(flag)).map((flag) => `${flag} (as ${spelled.get(flag)})`);
  return [...found, ...through];
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
  // find's expression items are options too (`{type: "f"}` renders `-type f`, not `-t -y -p -e`).
  const expressionItems = Object.values(binding.input_schema.properties)
    .flatMap((prop) => (prop['x-cli-expression'] === true && prop.items?.properties ? Object.values(prop.items.properties) : []));
  for (const prop of [...Object.values(binding.input_schema.properties), ...expressionItems]) {
    const flag = prop['x-cli-flag'];
    if (typeof flag === 'string') {
      knownFlags.push(flag);
      const style = prop['x-cli-value-style'] ?? (prop.type === 'boolean' ? 'switch' : 'separate');
      if (style !== 'switch' && /^-[^-]$/.test(flag)) valueShortFlags.push(flag);
    }
    if (typeof prop['x-cli-negation'] === 'string') knownFlags.push(prop['x-cli-negation']);
  }
  return { knownFlags, valueShortFlags, ...(binding.target?.binary ? { program: basename(binding.target.binary) } : {}) };
}
