import { stripYargsAnnotations, yargsType } from './yargs-type.js';
import type { ParsedFlag } from '../types.js';
import { describeFacts, stripAnnotations, type AnnotationStyle } from './annotations.js';
import { joinWrapped } from './layout.js';
import type { OptionEntry } from './option-entries.js';
import type { OptionAlternative } from './option-spec.js';
import { typeFromMetavar, type MetavarInfo } from './value-type.js';

/** How one help style turns option entries into flags. */
export interface FlagStyle {
  annotations: AnnotationStyle;
  /** Style-specific value words (cobra's `string`, `int`, `strings`, `duration`). */
  typeWords?: (word: string) => MetavarInfo | undefined;
  /** Options the usage line prints outside brackets (argparse, clap): they are required. */
  requiredOptions?: ReadonlySet<string>;
  /** Enum values stated elsewhere in the text for a metavariable (GNU's "The WHEN argument ..."). */
  metavarEnums?: ReadonlyMap<string, string[]>;
}

const HELP_OR_VERSION = new Set(['--help', '--version', '--help-all']);

/** The first paragraph of a description, joined, without clap/click annotations. */
export function firstParagraph(lines: string[]): string {
  const end = lines.indexOf('');
  return stripAnnotations(joinWrapped(end < 0 ? lines : lines.slice(0, end)));
}

function isHelpOrVersion(long: string | undefined, short: string | undefined, takesValue: boolean, description: string): boolean {
  if (takesValue) return false;
  if (long !== undefined) return HELP_OR_VERSION.has(long);
  return (short === '-h' || short === '-?' || short === '-V') && /\b(help|version)\b/i.test(description);
}

function coerceDefault(flag: ParsedFlag, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.trim();
  switch (flag.type) {
    case 'integer':
      return /^[-+]?\d+$/.test(value) ? value : undefined;
    case 'float':
      return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value) ? value : undefined;
    case 'boolean': {
      if (/^(true|false)$/i.test(value)) return value.toLowerCase();
      if (flag.negation !== undefined && value === flag.negation) return 'false';
      if (flag.long !== undefined && value === flag.long) return 'true';
      return undefined;
    }
    case 'enum':
      return flag.enumValues?.includes(value) ? value : undefined;
    default:
      return value === '' ? undefined : value;
  }
}

/** bat marks the default among its possible values with stars: `*auto*, never, always`. */
function starredDefault(text: string): string | undefined {
  if (!text.includes('*')) return undefined;
  const m = /possible values:?\s*([^.\n]*\*[A-Za-z0-9_-]+\*[^.\n]*)/i.exec(text.replace(/\s+/g, ' '));
  return m ? /\*([A-Za-z0-9_-]+)\*/.exec(m[1]!)?.[1] : undefined;
}

function withValueOf(alternatives: OptionAlternative[]): OptionAlternative | undefined {
  const withValue = alternatives.filter((a) => !a.isNegation && a.valueName !== undefined);
  return withValue.find((a) => a.token.startsWith('--')) ?? withValue[0];
}

/** Builds the flag for one entry plus one more per extra long spelling (`-q, --quiet, --silent`). */
/** Long spellings a description names as the option's aliases: `(Alias: --a)`, `(Aliases: --a, --b)`. */
function proseAliases(text: string): string[] {
  const list = /\(Alias(?:es)?:\s+(--[A-Za-z0-9][\w-]*(?:,\s*--[A-Za-z0-9][\w-]*)*)\)/.exec(text);
  return list ? list[1]!.split(/,\s*/) : [];
}

function entryToFlags(entry: OptionEntry, style: FlagStyle): ParsedFlag[] {
  const alts = entry.spec.alternatives;
  const positive = alts.filter((a) => !a.isNegation);
  const longs = positive.filter((a) => a.token.startsWith('--'));
  const short = positive.find((a) => !a.token.startsWith('--'))?.token;
  const long = longs[0]?.token;
  if (long === undefined && short === undefined) return [];
  const fullText = entry.description.join('\n');
  const valueAlt = withValueOf(alts);
  let valueName = valueAlt?.valueName;
  // yargs prints no value name; its `[string]`/`[number]`/`[array]`/`[choices: ...]` annotation says the option takes one.
  const yargs = valueName === undefined && entry.spec.inlineDefault === undefined && /\[(?:string|number|array|boolean|count|choices: |default: )/.test(fullText) ? yargsType(fullText) : undefined;
  if (yargs?.valueName !== undefined) valueName = yargs.valueName;
  const yargsLike = /\[(?:string|number|array|boolean|count)\]|\[choices: /.test(fullText);
  // Thor starts each description with a comment mark: `-n, [--name=NAME]  # Give the session a name`.
  const description = (yargsLike ? stripYargsAnnotations(firstParagraph(entry.description)) : firstParagraph(entry.description)).replace(/^# /, '');
  // kubectl prints empty defaults as `''` and `[]`: no default at all.
  const rawInline = entry.spec.inlineDefault;
  const inlineDefault = rawInline === undefined ? undefined : rawInline.replace(/^'(.*)'$/, '$1');
  if (isHelpOrVersion(long, short, valueName !== undefined || (inlineDefault !== undefined && !/^(true|false)$/.test(inlineDefault)), description)) {
    return [];
  }
  let info: MetavarInfo = typeFromMetavar(valueName, style.typeWords);
  // kubectl prints `--flag=DEFAULT:` instead of a metavariable: the default tells the type.
  if (inlineDefault !== undefined && valueName === undefined) {
    if (/^(true|false)$/.test(inlineDefault)) info = { type: 'boolean' };
    else if (/^-?\d+$/.test(inlineDefault)) info = { type: 'integer' };
    else if (/^-?\d*\.\d+$/.test(inlineDefault)) info = { type: 'float' };
    else if (inlineDefault === '[]') info = { type: 'string', repeatable: true };
    else info = { type: 'string' };
    if (info.type !== 'boolean') valueName = 'VALUE';
  }
  const metavarName = valueName?.replace(/^[<[]|[>\]]$/g, '');
  const facts = describeFacts(fullText, metavarName, style.annotations);
  const flag: ParsedFlag = { type: info.type, description };
  if (long !== undefined) flag.long = long;
  if (short !== undefined) flag.short = short;
  const bracketNegation = alts.find((a) => a.bracketNegation && a.token.startsWith('--'));
  const slashNegation = alts.find((a) => a.isNegation)?.token;
  // rg and fd say so in prose: "can be disabled with --no-x" (and for `--no-x`, "with --x"); jest:
  // "Disable the cache using --no-cache.", "Disable using --no-watchman.".
  const opposite = long === undefined ? undefined : long.startsWith('--no-') ? `--${long.slice(5)}` : `--no-${long.slice(2)}`;
  // yargs programs: snaplet's `--data   Restore data on the database (skip with --no-data)`, `(silence with --no-progress)`.
  // fzf and ruff name it before the verb: "+x or --no-extended to disable", "Use `--no-preview` to disable.".
  const escapedOpposite = opposite?.replace(/[.+?]/g, '\\$&');
  const proseNegation = opposite && fullText.includes(opposite)
    ? (new RegExp(`(?:(?:[Dd]isabled?|overridden|negated|reverted|[Ss]kip(?:ped)?|[Ss]ilenced?|[Ss]uppress(?:ed)?|turn(?:ed)?\\s+off)\\s+with|\\b[Dd]isable(?:\\s+the\\s+[\\w-]+)?\\s+using)\\s+'?(${escapedOpposite})(?![\\w-])`).exec(fullText)
      ?? new RegExp(`(?<![\\w-])['\`]?(${escapedOpposite})['\`]?\\s+to\\s+(?:disable|turn\\s+(?:it\\s+)?off)\\b`).exec(fullText))?.[1]
    : undefined;
  // MySQL's clients: "(Defaults to on; use --skip-reconnect to disable.)".
  const skip = long !== undefined && !long.startsWith('--skip-') ? `--skip-${long.slice(2)}` : undefined;
  const skipNegation = skip && new RegExp(`\\buse\\s+${skip.replace(/[.+?]/g, '\\$&')}\\s+to\\s+disable\\b`).test(fullText) ? skip : undefined;
  const negation = bracketNegation ? `--${bracketNegation.negationPrefix ?? 'no-'}${bracketNegation.token.slice(2)}` : (slashNegation ?? proseNegation ?? skipNegation);
  if (negation !== undefined) flag.negation = negation;
  if (valueName !== undefined && info.type !== 'boolean') {
    flag.valueName = valueName;
    if (valueAlt?.valueOptional) flag.valueOptional = true;
    const valueStyle = valueAlt?.valueStyle ?? (inlineDefault !== undefined ? 'equals' : 'separate');
    flag.valueStyle = valueStyle;
    const enumValues = info.enumValues ?? facts.enumValues ?? (metavarName ? style.metavarEnums?.get(metavarName) : undefined);
    if (enumValues && (info.type === 'string' || info.type === 'enum')) {
      flag.type = 'enum';
      flag.enumValues = enumValues;
    }
  }
  const printedDefault = inlineDefault === '' || inlineDefault === '[]' ? undefined : inlineDefault;
  const def = coerceDefault(flag, printedDefault ?? facts.default ?? starredDefault(fullText));
  if (def !== undefined) flag.default = def;
  // argparse tools often group mandatory options under "required arguments:".
  const inRequiredGroup = entry.section !== null && /^required\b/i.test(entry.section);
  if (facts.required || inRequiredGroup || (long && style.requiredOptions?.has(long)) || (short && style.requiredOptions?.has(short))) flag.required = true;
  if (alts.some((a) => a.ellipsis) || facts.repeatable || info.repeatable || yargs?.repeatable) flag.repeatable = true;
  flag.source = 'help';
  const flags = [orderKeys(flag)];
  for (const extra of longs.slice(1)) flags.push(orderKeys({ ...flag, long: extra.token, short: undefined }));
  // yt-dlp ends a description with its other spellings: "(Alias: --external-downloader)".
  const known = new Set(flags.map((f) => f.long));
  for (const alias of proseAliases(fullText)) {
    if (!known.has(alias) && alias !== negation) flags.push(orderKeys({ ...flag, long: alias, short: undefined }));
    known.add(alias);
  }
  return flags;
}

/**
 * Returns the flag with its keys in one fixed order, so the same input serialises to the same bytes.
 *
 * @example
 * Object.keys(orderKeys({ type: 'boolean', description: '', long: '--all' })) // ['long', 'type', 'description']
 */
export function orderKeys(flag: ParsedFlag): ParsedFlag {
  const keys: (keyof ParsedFlag)[] = [
    'long', 'short', 'negation', 'valueName', 'valueOptional', 'valueStyle', 'type', 'enumValues', 'default', 'required', 'repeatable', 'description', 'source',
  ];
  const out: Record<string, unknown> = {};
  for (const key of keys) if (flag[key] !== undefined) out[key] = flag[key];
  return out as unknown as ParsedFlag;
}

/**
 * Turns option entries into flags in order of appearance, without help/version switches, one
 * flag per long spelling, deduplicated by long token (short token for short-only flags).
 *
 * @example
 * buildFlags(entries, { annotations: { bracketDefault: true, cobraDefault: false, parenDefault: false, proseDefault: false } })
 */
export function buildFlags(entries: OptionEntry[], style: FlagStyle): ParsedFlag[] {
  const seen = new Set<string>();
  const flags: ParsedFlag[] = [];
  for (const entry of entries) {
    for (const flag of entryToFlags(entry, style)) {
      const key = flag.long ?? flag.short!;
      if (seen.has(key)) continue;
      seen.add(key);
      flags.push(flag);
    }
  }
  return linkSpelledOutTokens(flags, seen);
}

/**
 * git's parse-options names hidden spellings in parentheses: `-n  do not fetch all tags
 * (--no-tags)` gives the short-only `-n` its long token, and `--ignore-removal ... (same as
 * --no-all)` names the negation of `--all`.
 */
function linkSpelledOutTokens(flags: ParsedFlag[], taken: Set<string>): ParsedFlag[] {
  const byLong = new Map(flags.filter((f) => f.long !== undefined).map((f) => [f.long!, f]));
  return flags.map((flag) => {
    let result = flag;
    const sameAs = /\(same as (--no-([\w-]+))\)/.exec(flag.description);
    const target = sameAs ? byLong.get(`--${sameAs[2]}`) : undefined;
    if (sameAs && target && target.negation === undefined && target.type === 'boolean') target.negation = sameAs[1]!;
    const spelled = /\((--[A-Za-z0-9][\w-]*)\)$/.exec(flag.description)?.[1];
    if (flag.long === undefined && spelled !== undefined && !taken.has(spelled)) {
      taken.add(spelled);
      result = { ...flag, long: spelled };
    }
    return result;
  }).map(orderKeys);
}
