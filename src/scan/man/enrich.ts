import type { ParsedFlag, ParsedHelp } from '../types.js';
import { orderKeys } from '../parsers/flags.js';
import { detectJsonFlag } from '../parsers/json-flag.js';
import { splitValuedNegations } from '../parsers/valued-negation.js';
import { valueFromManPage } from './arity.js';
import type { ManPage } from './parse.js';
import { manSynopsisOperands } from './synopsis-operands.js';

/** SPEC.md "Limits": a command description under this many characters is enriched. */
export const SPARSE_COMMAND_DESCRIPTION = 20;
/** SPEC.md "Limits": a flag description under this many characters is merged from OPTIONS. */
export const SPARSE_FLAG_DESCRIPTION = 10;

/** What {@link enrichWithManPage} returns. */
export interface ManEnrichment {
  /** A new ParsedHelp; the input is not changed. */
  help: ParsedHelp;
  /**
   * What changed, in order: `description`, `flag-description:<token>` for a merged flag text,
   * `flag-long:<short>` for a short-only flag given the page's long spelling,
   * `flag-negation:<long>` for a help flag given the page's `--[no-]x` negation,
   * `flag-value:<long>` for a help switch given the value the page shows (arity.ts),
   * `flag-added:<token>` for a flag only the man page lists, `operand-added:<name>` for an operand
   * only the page's synopsis shows.
   */
  enriched: string[];
}

/**
 * Tier 1 leaves out the flags that only print help or the version (they are no tool input); the
 * man page must not bring them back.
 */
const META_FLAGS = new Set(['--help', '--version', '--help-all', '--usage']);

function tokensOf(flag: ParsedFlag): string[] {
  return [flag.long, flag.short, flag.negation].filter((token): token is string => token !== undefined);
}

/** The help text stays in front when the man text does not already say it. */
function mergeText(sparse: string, full: string): string {
  const short = sparse.trim();
  if (short === '' || full.toLowerCase().includes(short.toLowerCase())) return full;
  return `${short}: ${full}`;
}

/** Words that say nothing of what an option is about. */
const GENERIC_WORDS = new Set(['with', 'this', 'that', 'from', 'into', 'than', 'then', 'when', 'will', 'only', 'following',
  'given', 'specified', 'default', 'option', 'options', 'value', 'values', 'also', 'each', 'some', 'more', 'does', 'instead']);

/** The words of four letters or more in `text`, lower-cased, a plural or verb ending dropped. */
function subjectWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return new Set(words.filter((word) => !GENERIC_WORDS.has(word)).map((word) => word.replace(/(?:ing|ed|es|s)$/, '')));
}

/** True when a help row and a page entry share a word of substance: they describe one option. */
function sameSubject(helpFlag: ParsedFlag, manFlag: ParsedFlag): boolean {
  const own = subjectWords(helpFlag.description);
  const page = subjectWords(`${(manFlag.long ?? '').replace(/-/g, ' ')} ${manFlag.description}`);
  return [...own].some((word) => page.has(word));
}

/**
 * Tier 2 enrichment (SPEC.md "svc scan" step 2): a command description under 20 characters is
 * replaced by the man page's DESCRIPTION; a flag description under 10 characters is merged with
 * the man page's text for the same option; a short-only flag gets the long spelling the page
 * gives it (when only one option of the page has that short one); a switch whose page entry shows
 * a value of its own (`--max-redirect=number`) takes it (arity.ts); flags only the man page lists are added (source
 * `man`) unless `addFlags` is false. Help output stays authoritative for everything else. Pure and deterministic.
 *
 * @example
 * const { help, enriched } = enrichWithManPage(parsedHelp, parseManPage(manText));
 * // enriched: ['description', 'flag-description:--all', 'flag-added:--si']
 */
export function enrichWithManPage(help: ParsedHelp, man: ManPage, options: { addFlags?: boolean } = {}): ManEnrichment {
  const enriched: string[] = [];
  let description = help.description;
  if (description.trim().length < SPARSE_COMMAND_DESCRIPTION && man.description.trim().length > description.trim().length) {
    description = mergeText(description, man.description);
    enriched.push('description');
  }

  const manByToken = new Map<string, ParsedFlag>();
  for (const flag of man.flags) for (const token of tokensOf(flag)) if (!manByToken.has(token)) manByToken.set(token, flag);

  const flags = help.flags.map((flag) => {
    if (flag.description.trim().length >= SPARSE_FLAG_DESCRIPTION) return { ...flag };
    // The long token names an option most reliably; a short one alone can mean different things in
    // different sections of a page.
    const match = (flag.long && manByToken.get(flag.long)) || (!flag.long && flag.short ? manByToken.get(flag.short) : undefined);
    if (!match || match.description.trim().length <= flag.description.trim().length) return { ...flag };
    enriched.push(`flag-description:${flag.long ?? flag.short}`);
    return { ...flag, description: mergeText(flag.description, match.description) };
  });

  // Issue 21: where help and page disagree on arity, the one that shows a value wins (arity.ts).
  for (const [i, flag] of flags.entries()) {
    const valued = flag.long !== undefined ? valueFromManPage(flag, manByToken.get(flag.long), man.synopses ?? []) : undefined;
    if (!valued) continue;
    flags[i] = valued;
    enriched.push(`flag-value:${flag.long}`);
  }

  // jq's help prints `-c` alone; its page `--compact-output / -c`. The long spelling is added when
  // exactly one option of the page has that short one, no help flag has the long one yet, and the
  // page does not give a value to what the help shows as a switch.
  const shortCounts = new Map<string, number>();
  for (const flag of man.flags) if (flag.short) shortCounts.set(flag.short, (shortCounts.get(flag.short) ?? 0) + 1);
  const helpLongs = new Set(help.flags.map((flag) => flag.long).filter((long): long is string => long !== undefined));
  for (const [i, flag] of flags.entries()) {
    if (flag.long !== undefined || flag.short === undefined || shortCounts.get(flag.short) !== 1) continue;
    const match = man.flags.find((manFlag) => manFlag.short === flag.short);
    // APT's pages print `-s, --source-override` with no value where its help prints `-s=?`: a value
    // the help shows and the page leaves out still names the same option; the help's value stays.
    if (!match?.long || helpLongs.has(match.long)) continue;
    // zip's two-column `-h` prints `-x   exclude the following names` with no value; its page
    // `-x files` / `--exclude files`. When both say the same thing, the page's value wins as it does
    // for a long option (arity.ts); a page entry about something else (`-f  force it` against
    // `-f, --file FILE`, another version's letter) leaves the help's switch alone. The help's own
    // words are compared, not the text the page lent a sparse row above.
    const pageGivesValue = match.valueName !== undefined && flag.valueName === undefined;
    if (pageGivesValue && !sameSubject(help.flags[i]!, match)) continue;
    const spelled = orderKeys({ ...flag, long: match.long });
    const valued = pageGivesValue ? valueFromManPage(spelled, match, man.synopses ?? []) : undefined;
    helpLongs.add(match.long);
    flags[i] = valued ?? spelled;
    enriched.push(`flag-long:${flag.short}`);
    if (valued) enriched.push(`flag-value:${match.long}`);
  }

  // git push's help prints `--thin` and `--signed[=...]`; its page `--[no-]thin`, `--[no-]signed`.
  const known = new Set(flags.flatMap(tokensOf));
  for (const [i, flag] of flags.entries()) {
    const negation = flag.long !== undefined && flag.negation === undefined ? manByToken.get(flag.long)?.negation : undefined;
    if (negation === undefined || known.has(negation) || manByToken.get(flag.long!)?.long !== flag.long) continue;
    flags[i] = orderKeys({ ...flag, negation });
    known.add(negation);
    enriched.push(`flag-negation:${flag.long}`);
  }
  // A page shared by several commands (git-worktree(1) for `git worktree add`, `list`, ...) names
  // options of all of them: such a command takes texts and long spellings, never flags of its own.
  for (const manFlag of options.addFlags === false ? [] : man.flags) {
    if (manFlag.long !== undefined && META_FLAGS.has(manFlag.long)) continue;
    let tokens = tokensOf(manFlag);
    let added: ParsedFlag = manFlag;
    // git push's help prints `--no-verify` alone; its page `--[no-]verify`: `--verify` is added. A
    // short spelling stays out: git commit's `-n, --[no-]verify` means `--no-verify`.
    if (manFlag.negation !== undefined && known.has(manFlag.negation) && manFlag.long !== undefined && !known.has(manFlag.long)) {
      const { negation: _negation, short: _short, ...rest } = manFlag;
      added = rest;
      tokens = tokensOf(rest);
    }
    if (tokens.some((token) => known.has(token))) continue;
    // duf's help prints Go's `-all` and its page's examples `duf --all`: Go's flag package takes a
    // long name after one dash or two, so the page's spelling is the option the help has.
    if (added.long !== undefined && added.long.length > 3 && known.has(added.long.slice(1))) continue;
    flags.push({ ...added, source: 'man' });
    for (const token of tokens) known.add(token);
    enriched.push(`flag-added:${manFlag.long ?? manFlag.short}`);
  }

  const positionals = manSynopsisOperands(help, man.synopses ?? []);
  if (positionals) enriched.push(...positionals.filter((operand) => !help.positionals.some((own) => own.name === operand.name)).map((operand) => `operand-added:${operand.name}`));
  const allFlags = splitValuedNegations(flags);
  // A JSON switch only the manual describes (FreeBSD ls's `-j`) is the JSON-output flag too.
  const jsonOutputFlag = help.jsonOutputFlag ?? detectJsonFlag(allFlags);
  return { help: { ...help, description, flags: allFlags, ...(positionals ? { positionals } : {}), ...(jsonOutputFlag !== undefined ? { jsonOutputFlag } : {}) }, enriched };
}
