import { commandLineProseFlags } from './command-line-prose.js';
import type { ParsedFlag } from '../types.js';
import { exampleFlags } from './example-flags.js';
import { parseBsdOptionHead } from './bsd-option-head.js';
import { parseOptionHead } from './option-head.js';
import { synopsisLines } from './synopsis-operands.js';
import { synopsisFlags } from './synopsis-options.js';
import { withValueFacts } from './value-facts.js';
import { withTableCellsJoined } from '../parsers/option-row-spellings.js';

/** What Tier 2 learns from one rendered manual page. */
export interface ManPage {
  /** The command name from NAME (`git-commit`), when the section has the usual `name - text` form. */
  name?: string;
  /** First paragraph of DESCRIPTION (else SUMMARY, else NAME's text), whitespace collapsed. */
  description: string;
  /** Options from OPTIONS-like sections, DESCRIPTION (GNU pages) and the rest of the page; source `man`. */
  flags: ParsedFlag[];
  /** The SYNOPSIS section's usage lines, wrapped lines joined (empty when the page has none). */
  synopses?: string[];
}

/**
 * Removes terminal formatting from `man` output: ANSI escape sequences and backspace overstrike
 * (`X\bX` bold, `_\bX` underline).
 *
 * @example
 * stripFormatting('N\bNA\bAM\bME\bE'); // 'NAME'
 */
export function stripFormatting(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g, '').replace(/[^\n]\u0008/g, '');
}

/**
 * A rendered page as lines: formatting stripped, line ends normalised, trailing blanks removed.
 *
 * @example
 * pageLines('NAME  \r\n     ls\n'); // ['NAME', '     ls', '']
 */
export function pageLines(text: string): string[] {
  return stripFormatting(text).replace(/\r\n?/g, '\n').split('\n').map((line) => line.replace(/\s+$/, ''));
}

/** Columns of blank before a line's first character. */
export function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

interface Section {
  heading: string;
  lines: string[];
}

/**
 * Splits the page into sections at headings: lines that start in column 0. The running header
 * and footer (`LS(1)   User Commands   LS(1)`) also start there but are spread over wide gaps.
 */
function sectionsOf(lines: string[]): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const line of lines) {
    if (/^\S/.test(line)) {
      if (/\S {3,}\S/.test(line)) continue;
      current = { heading: line.trim().replace(/:$/, ''), lines: [] };
      sections.push(current);
    } else if (current) {
      current.lines.push(line);
    }
  }
  return sections;
}

/**
 * The lines of the page's first section whose heading matches `heading`, or undefined.
 *
 * @example
 * pageSection(repreproPage, /^COMMANDS$/); // ['       export [ codenames ]', ...]
 */
export function pageSection(text: string, heading: RegExp): string[] | undefined {
  return sectionsOf(pageLines(text)).find((section) => heading.test(section.heading))?.lines;
}

function collapse(lines: string[]): string {
  return lines.map((line) => line.trim()).join(' ').replace(/\s+/g, ' ').trim();
}

/** The first paragraph of a section: its leading run of non-blank lines. */
function firstParagraph(lines: string[]): string {
  const start = lines.findIndex((line) => line.trim() !== '');
  if (start === -1) return '';
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  return collapse(lines.slice(start, end === -1 ? undefined : end));
}

/** `<bullet>   --flag` in pages that list options as bullets (jq renders `•` as `O` under LC_ALL=C). */
const BULLET = /^(?:[oO*\u2022\u00b7])\s+(?=-)/;

/** `SYNOPSIS`, and with a note: lesskey(1)'s `SYNOPSIS (deprecated)`. */
const SYNOPSIS_HEADING = /^SYNOPSIS(?: \([^)]*\))?$/i;
/** Sections never holding the command's own options. */
const NON_OPTION_SECTIONS = /^(NAME|SEE ALSO|EXAMPLES?|AUTHORS?|COPYRIGHT|REPORTING BUGS|BUGS|HISTORY)$/i;

/**
 * Ways to cut an entry's first line into head and same-line description, most likely first:
 * at a gap of two or more spaces, at a column where the section's text is indented (groff puts
 * the description of a short tag such as `--help` one space after it, at the body column), or
 * not at all.
 */
function headSplits(text: string, indent: number, bodyIndents: number[]): Array<[string, string]> {
  const splits: Array<[string, string]> = [];
  // apt-listbugs' page: `-s  severities , --severity  severities`, blank runs inside one head that a
  // comma and another spelling continue: the whole line is the head.
  if (/^-\S+ +\S+ *, *--?[A-Za-z]/.test(text)) splits.push([text, '']);
  const gap = /\S( {2,})\S/.exec(text);
  if (gap) splits.push([text.slice(0, gap.index + 1), text.slice(gap.index + 1 + gap[1]!.length)]);
  splits.push([text, '']);
  // go-md2man pages (crun, conmon) run the text on after one space: `--debug Produce verbose
  // output.`, `--log=LOG-DESTINATION Define the destination ...`: cut before the capitalised word.
  const prose = /^(-\S+(?:,? -\S+)*(?: [A-Z][A-Z0-9_-]*)?) (?=[A-Z][a-z])/.exec(text);
  if (prose) splits.push([prose[1]!, text.slice(prose[0].length)]);
  // (`--cpu-period=VALUE CPU CFS period ...`: a value given with `=` is whole, so what follows one
  // space after it is the text, whatever its case.)
  // Not a shell line of an example (`--create="CREATE TABLE a ..." \`, `--query=q --create=c`).
  const attached = /^(--?[^\s=]+=[A-Za-z0-9<][^\s"'`]*) (?=[A-Z])/.exec(text);
  if (attached && !prose && !/\\$|\s--?[A-Za-z]/.test(text.slice(attached[0].length))) splits.push([attached[1]!, text.slice(attached[0].length)]);
  for (const column of bodyIndents) {
    const at = column - indent;
    // The description never starts with a separator or another option (`--fast / --safe If ...`),
    // and is never one upper-case word: that is the value (toolbox-init-container(1)'s `--home HOME`
    // alone on its line, where a deeper list elsewhere in the section puts a column after `--home`).
    const rest = text.slice(at);
    if (at > 1 && at < text.length && text[at - 1] === ' ' && !/[\s/,|-]/.test(text[at]!) && !/^[A-Z][A-Z0-9_-]*$/.test(rest)) splits.push([text.slice(0, at - 1), rest]);
  }
  return splits;
}

/**
 * gpg's pages: `-v`, a blank line, `--verbose` over one text: one option's two spellings, a short
 * letter that starts the long name, or a switch and its `--no-` negation.
 */
function sameOption(first: string, second: string): boolean {
  // gpg's `--allow-multiple-messages`, a blank line, `--no-allow-multiple-messages`: a switch and its negation.
  if (/^--[\w-]+$/.test(first) && second === `--no-${first.slice(2)}`) return true;
  const [short, long] = first.startsWith('--') ? [second, first] : [first, second];
  const letter = /^-([A-Za-z])$/.exec(short.split(' ')[0]!)?.[1];
  const name = /^--([A-Za-z])[\w-]*(?:[= ]|$)/.exec(long)?.[1];
  return !/,/.test(first) && !/,/.test(second) && letter !== undefined && name !== undefined && letter.toLowerCase() === name.toLowerCase();
}

/**
 * yadifa(8)'s OPTIONS write each head as its synopsis does, in brackets: `[--verbose|-v]`,
 * `[--server|-s host] | [ @host ]` (another spelling of the value after the bar). The option is
 * the first bracket's text.
 */
const BRACKETED_HEAD = /^\[(-[^[\]]+)\](?:\s*\|\s*\[[^[\]]*\])*$/;

/** The most bare heads, set apart by blank lines, that may share the description under the last. */
const MAX_SHARED_HEADS = 8;

/**
 * mono's page nests its later entries inside an earlier one's body (`--debugger-agent=options`,
 * then `              --desktop` over a deeper description): a line that is a bare option head,
 * after a blank, with text indented deeper right under it, starts an entry of its own.
 */
function startsNestedEntry(lines: readonly string[], at: number): boolean {
  const line = lines[at]!;
  if (at === 0 || lines[at - 1]!.trim() !== '' || !isBareHead(line.trim())) return false;
  const below = lines[at + 1];
  return below !== undefined && below.trim() !== '' && indentOf(below) > indentOf(line);
}

/** The most cells a table's title line has; a justified line of prose splits into more. */
const MAX_TITLE_CELLS = 6;

/**
 * A table's column titles above its first row, no paragraph (exiv2's `option [arg]        long
 * option  description`): three to six cells set apart by gaps, each a few words ending in no stop
 * and naming no option (ld's justified prose has gaps after its sentences; gitpkg(1)'s
 * `A Simple  true  or  false  test  of  whether  some  --option  or  its  counterpart` has none).
 */
function isColumnTitles(text: string): boolean {
  const cells = text.split(/ {2,}/);
  return cells.length >= 3 && cells.length <= MAX_TITLE_CELLS && cells.every((cell) => cell.split(' ').length <= 3 && !/[.,;:]$/.test(cell) && !cell.startsWith('-'));
}

/** A whole line that is nothing but an option head (`--batch`, `-C directory`), with no description. */
function isBareHead(text: string): boolean {
  return !/\S {2,}\S/.test(text) && parseOptionHead(text, '') !== undefined;
}

/**
 * Finds option entries in a section: a line starting with an option head (at any indent), whose
 * description follows on the same line after a gap of two or more spaces, or on the next lines
 * indented deeper. Everything indented deeper than the head belongs to that entry.
 */
function entriesIn(lines: string[]): ParsedFlag[] {
  const flags: ParsedFlag[] = [];
  const bodyIndents = [...new Set(lines.filter((line) => line.trim() !== '').map(indentOf))].sort((a, b) => a - b);
  /** Bare heads with blank lines between them and no body of their own, waiting for the body that follows the last. */
  let waiting: Array<{ head: string; indent: number }> = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const indent = indentOf(line);
    // patch's page: `-g num  or  --get=num`, the spellings joined by `or` set off by wide gaps.
    // exiv2(1)'s COMMAND SUMMARY: `-d     tgt          --delete     Delete ...`, a column each.
    let text = withTableCellsJoined(line.trim().replace(BULLET, '').replace(/ {2,}or {2,}(?=-)/g, ' or '));
    text = BRACKETED_HEAD.exec(text)?.[1]!.trim() ?? text;
    if (!text.startsWith('-')) {
      if (text !== '') waiting = [];
      index++;
      continue;
    }
    let next = index + 1;
    let stacked = false;
    // A head broken after a comma continues on the next line at the same indent; so do heads
    // stacked on lines of their own over one description (gpg's `--batch` / `--no-batch`, ruby's
    // `-C directory` / `-X directory`).
    while (next < lines.length && indentOf(lines[next]!) === indent && lines[next]!.trim().startsWith('-') && (text.endsWith(',') || isBareHead(text))) {
      stacked ||= !text.endsWith(',');
      text = text.endsWith(',') ? `${text} ${lines[next]!.trim()}` : `${text}, ${lines[next]!.trim()}`;
      next++;
    }
    // sbuild's page: `--add-depends=dependency`, a blank line, `--add-conflicts=dependency`, ... and
    // one description under the last: each head shares it.
    let ahead = next;
    while (ahead < lines.length && lines[ahead]!.trim() === '') ahead++;
    if (ahead > next && ahead < lines.length && text.split(/,\s*/).every((piece) => /^--?[\w-]+(?:[= ]\S+)?$/.test(piece)) && indentOf(lines[ahead]!) === indent && isBareHead(lines[ahead]!.trim()) && waiting.length < MAX_SHARED_HEADS) {
      waiting.push({ head: text, indent });
      index = ahead;
      continue;
    }
    // A line in the middle of a paragraph is prose even when it starts with an option
    // (`-T is not set, and ...` in bash's page), and so is a head left ending in a comma.
    const above = index > 0 ? lines[index - 1]! : '';
    const midParagraph = above.trim() !== '' && indentOf(above) === indent && !above.trim().replace(BULLET, '').startsWith('-') && !isColumnTitles(above.trim());
    // (Only a head alone: mandoc puts the description on the head's line, and it may end in a comma.)
    if (midParagraph || (text.endsWith(',') && !/\S {2,}\S/.test(text))) {
      index++;
      continue;
    }
    let end = next;
    while (end < lines.length && (lines[end]!.trim() === '' || indentOf(lines[end]!) > indent) && !startsNestedEntry(lines, end)) end++;
    const body = lines.slice(next, end);
    const firstBlank = body.findIndex((bodyLine) => bodyLine.trim() === '');
    const leading = body.slice(0, firstBlank === -1 ? undefined : firstBlank);
    let parsed: ParsedFlag[] | undefined;
    for (const [head, sameLine] of headSplits(text, indent, bodyIndents)) {
      if (sameLine === '' && !body.some((bodyLine) => bodyLine.trim() !== '')) continue;
      // `-c     with -lt: sort by ...` continues on the deeper-indented lines up to the first blank.
      const paragraph = sameLine !== '' ? collapse([sameLine, ...leading]) : firstParagraph(body);
      parsed = parseOptionHead(head, paragraph, { stacked }) ?? parseBsdOptionHead(head, paragraph);
      if (parsed) break;
    }
    if (!parsed && !body.some((bodyLine) => bodyLine.trim() !== '')) {
      // tar's page misplaces some descriptions: the head stands alone and its text follows as a
      // paragraph at the same indent. Accept that only for prose, never for another option.
      let after = next;
      while (after < lines.length && lines[after]!.trim() === '') after++;
      const following = lines[after];
      if (after > next && following !== undefined && indentOf(following) === indent && !/^[-\u2022]/.test(following.trim())) {
        let stop = after;
        while (stop < lines.length && lines[stop]!.trim() !== '' && indentOf(lines[stop]!) === indent) stop++;
        parsed = parseOptionHead(text, collapse(lines.slice(after, stop)), { stacked });
        if (parsed) end = stop;
      }
    }
    if (!parsed) {
      waiting = [];
      index++;
      continue;
    }
    const shared = parsed[0]?.description ?? '';
    const heads = waiting.filter((w) => w.indent === indent).map((w) => w.head);
    const merged = heads.length === 1 && sameOption(heads[0]!, text) ? parseOptionHead(`${heads[0]}, ${text}`, shared, { stacked: true }) : undefined;
    // sbuild's `--add-depends=dependency` ... `--add-conflicts-indep=dependency`: heads of one kind
    // share the text under the last; a head of another kind has none (groovyc's `-F <flag>`).
    const valueWord = (head: string) => head.split(/,\s*/).map((piece) => piece.replace(/^--?[\w-]+[= ]?/, '')).find((value) => value !== '') ?? '';
    if (merged) parsed = merged;
    else for (const head of heads) flags.push(...(parseOptionHead(head, heads.every((h) => valueWord(h) === valueWord(text)) ? shared : '') ?? []));
    waiting = [];
    flags.push(...parsed);
    index = end;
  }
  return flags;
}

/**
 * A SYNOPSIS section with the lines a command line wraps onto blanked: xsltproc's synopsis goes on
 * over `--maxvars VALUE | ... | --html |` / `--encoding ENCODING | ...`, which are no option heads
 * (`--html` would take `ENCODING`). Entries the section lists below the command line, after a blank
 * (lwp-download's `-a   save the file in ASCII mode`), stay.
 */
function withoutWrappedSynopses(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!.trim();
    // A subsection title (encguess's `SWITCHES`, `Options:`) has its entries below it, not a wrapped line.
    if (text === '' || text.startsWith('-') || text.endsWith(':') || /^[A-Z][A-Z ]*$/.test(text)) continue;
    for (let k = i + 1; k < lines.length && lines[k]!.trim() !== '' && indentOf(lines[k]!) > indentOf(lines[i]!); k++) out[k] = '';
  }
  return out;
}

/** Keeps the first entry per token; later entries only fill in what the first lacks. */
function dedupe(flags: ParsedFlag[]): ParsedFlag[] {
  const result: ParsedFlag[] = [];
  const byToken = new Map<string, ParsedFlag>();
  for (const flag of flags) {
    const tokens = [flag.long, flag.short].filter((token): token is string => token !== undefined);
    const existing = tokens.map((token) => byToken.get(token)).find((found) => found !== undefined);
    // mdadm's `-f, --force` and, in another mode, `-f, --fail`: one letter, two options. The later
    // one is its own option, by its long name only.
    if (existing && flag.long !== undefined && existing.long !== undefined && existing.long !== flag.long && !byToken.has(flag.long)) {
      const { short: _letter, ...byLong } = flag;
      result.push(byLong);
      byToken.set(flag.long, byLong);
      continue;
    }
    if (existing) {
      if (!existing.long && flag.long && !byToken.has(flag.long)) existing.long = flag.long;
      if (!existing.short && flag.short && !byToken.has(flag.short)) existing.short = flag.short;
      if (existing.description === '') existing.description = flag.description;
    } else {
      result.push(flag);
    }
    const target = existing ?? flag;
    for (const token of tokens) if (!byToken.has(token)) byToken.set(token, target);
  }
  return result;
}

/**
 * Parses a manual page rendered as plain text (`man` output): NAME, DESCRIPTION and the options,
 * wherever the page lists them — an OPTIONS section, GNU pages' DESCRIPTION, git's OPTIONS,
 * topic sections such as httpie's "Network", or jq's bulleted list.
 *
 * @example
 * const page = parseManPage(await renderManPage('ls') ?? '');
 * page.flags.find((f) => f.long === '--all'); // { short: '-a', long: '--all', type: 'boolean', description: 'do not ignore entries starting with .', source: 'man' }
 */
export function parseManPage(text: string): ManPage {
  const lines = pageLines(text);
  const sections = sectionsOf(lines);
  const find = (pattern: RegExp) => sections.find((section) => pattern.test(section.heading));

  const nameText = collapse(find(/^NAME$/i)?.lines ?? []);
  // mdoc pages rendered in the C locale separate name and text with `--` (wf-recorder(1)).
  const nameMatch = /^([^\s,]+)(?:,\s*[^\s,]+)*\s+(?:--?|\\-|\u2014|\u2013)\s+(.*)$/.exec(nameText);
  // httpie's NAME holds just the word `http`.
  const name = nameMatch?.[1] ?? (/^[\w.+-]+$/.test(nameText) ? nameText : undefined);
  const description =
    firstParagraph(find(/^DESCRIPTION$/i)?.lines ?? []) ||
    firstParagraph(find(/^SUMMARY$/i)?.lines ?? []) ||
    (nameMatch?.[2] ?? nameText);

  const listed = sections.filter((section) => !NON_OPTION_SECTIONS.test(section.heading))
    .flatMap((section) => entriesIn(SYNOPSIS_HEADING.test(section.heading) ? withoutWrappedSynopses(section.lines) : section.lines));
  // Options only the SYNOPSIS names (git diff's `--cached`) come after the listed ones.
  const negations = new Set(listed.map((flag) => flag.negation));
  const synopses = synopsisLines(find(SYNOPSIS_HEADING)?.lines ?? []);
  // Options only an example passes (wf-recorder's `--file=...`) come last, after the synopsis's.
  const examples = name !== undefined ? exampleFlags(find(/^EXAMPLES?$/i)?.lines ?? [], name) : [];
  // A page that lists no option may still say which ones the command line takes (gitpkg(1)).
  const prose = listed.length === 0
    ? commandLineProseFlags(sections.filter((section) => !NON_OPTION_SECTIONS.test(section.heading) && !SYNOPSIS_HEADING.test(section.heading)).map((section) => section.lines.join('\n')).join('\n'))
    : [];
  const flags = dedupe([...listed, ...synopsisFlags(synopses).filter((flag) => !negations.has(flag.long)), ...examples.filter((flag) => !negations.has(flag.long)), ...prose]).map(withValueFacts);
  return { ...(name !== undefined ? { name } : {}), description, flags, ...(synopses.length > 0 ? { synopses } : {}) };
}
