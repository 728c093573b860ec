/** One line of cleaned help text with its indentation measured. */
export interface HelpLine {
  /** The line without trailing blanks. */
  text: string;
  /** Leading spaces (tabs are already expanded by cleanHelpText). */
  indent: number;
  /** The line without leading or trailing blanks; `''` for a blank line. */
  body: string;
}

/** What a section of help text holds, judged from its heading. */
export type SectionKind = 'usage' | 'options' | 'commands' | 'arguments' | 'examples' | 'other' | 'unknown';

/** A heading and the lines under it, up to the next heading. */
export interface HelpSection {
  /** Heading without its trailing colon; `null` for the text before the first heading. */
  title: string | null;
  /** Text after `Usage:` on the heading line itself (`Usage: ls [OPTION]...`). */
  inline: string;
  kind: SectionKind;
  /** Index of the heading line (or of the first line for the untitled section). */
  headingLine: number;
  /** Body lines: `[start, end)` indices into the line array. */
  start: number;
  end: number;
}

/**
 * Splits cleaned help text into measured lines.
 *
 * @example
 * toLines('Usage: ls\n  -a  all\n')[1] // { text: '  -a  all', indent: 2, body: '-a  all' }
 */
export function toLines(text: string): HelpLine[] {
  const raw = text.replace(/\n$/, '').split('\n');
  return raw.map((line) => {
    const body = line.trim();
    const indent = body === '' ? 0 : line.length - line.trimStart().length;
    return { text: line, indent, body };
  });
}

function nextNonBlank(lines: HelpLine[], from: number): HelpLine | undefined {
  for (let i = from; i < lines.length; i += 1) if (lines[i]!.body !== '') return lines[i];
  return undefined;
}

const COLON_HEADING = /^[A-Za-z][^:]{0,70}:$/;
const CAPS_HEADING = /^[A-Z][A-Z0-9 ()/&-]{1,50}$/;
/** `Usage:`; markdownlint-cli2's `Syntax: markdownlint-cli2 glob0 [...]` too, with its usage on the line. */
const USAGE_HEADING = /^(?:usage|syntax(?=:\s*\S)):/i;
/**
 * aspell's `<command> is one of:` and `[options] is any of the following:`, cryptsetup's `<action>
 * is one of:`: a usage placeholder, then its rows.
 */
const PLACEHOLDER_HEADING = /^(?:where\s+)?(?:<([a-z][\w-]*)>|\[([a-z][\w-]*)\])\s+(?:is|are|can be)\s+(?:one|any) of(?: the following)?:$/i;

/**
 * Whether line `i` is a section heading: an unindented line that ends with a colon, an
 * upper-case title (`CORE COMMANDS`), `Usage:` with text after it, or a short title line
 * directly followed by indented entries (git's command groups, `Commit message options`).
 */
export function isHeading(lines: HelpLine[], i: number): boolean {
  const line = lines[i]!;
  // zypper: `  Command options:` indented over its rows at the margin (`-t, --type <TYPE>   ...`),
  // and `  Arguments:`, `  Examples:` likewise over text at the margin: short capitalised titles
  // indented a little, over lines indented less.
  if (line.indent > 1 && COLON_HEADING.test(line.body)) {
    const next = nextNonBlank(lines, i + 1);
    const over = next !== undefined && next.indent < line.indent;
    if (over && classifyHeading(line.body.slice(0, -1)) === 'options' && next.body.startsWith('-')) return true;
    if (over && line.indent <= 4 && /^[A-Z][a-z]+(?: [a-z]+){0,2}:$/.test(line.body) && lines.some((other, k) => k !== i && other.indent === line.indent && /^[A-Z][a-z]+(?: [a-z]+){0,2} options:$/.test(other.body))) return true;
  }
  if (line.body === '' || line.indent > 1) return false;
  if (/^[-$#*]/.test(line.body)) return false;
  if (USAGE_HEADING.test(line.body)) return true;
  const next = nextNonBlank(lines, i + 1);
  const nextIndented = next !== undefined && next.indent >= line.indent + 2 && lines[i + 1]?.body !== undefined;
  // Rscript's `and options to R (in addition to --no-echo --no-restore), for example:` goes on a
  // sentence: lower case and naming options, it is prose that ends in a colon, not a title.
  if (PLACEHOLDER_HEADING.test(line.body)) return true;
  if (COLON_HEADING.test(line.body)) return !(/^[a-z]/.test(line.body) && /(?:^|\s|\()--?[A-Za-z]/.test(line.body));
  if (CAPS_HEADING.test(line.body) && /[A-Z]{2}/.test(line.body) && nextIndented) return true;
  // @effect/cli: `USAGE`, `OPTIONS`, `COMMANDS` between blank lines, over text at the margin
  // (`$ tool`, `--wizard`). A capitals title alone on its line that names a kind of section.
  if (CAPS_HEADING.test(line.body) && /^[A-Z]{3,}(?: [A-Z]{3,})?$/.test(line.body) && (i === 0 || lines[i - 1]!.body === '') && lines[i + 1]?.body === ''
    && (classifyHeading(line.body) !== 'unknown' || line.body === 'DESCRIPTION')) return true;
  const previousBlank = i === 0 || lines[i - 1]!.body === '';
  // command-line-usage: `Command List`, a blank line, then the indented rows. A title of commands or
  // options only: one to four words, capitalised, no punctuation, at the left edge. (cordova's
  // `Synopsis` above its own rows stays a line: its rows are read as commands under any heading.)
  if (previousBlank && line.indent === 0 && lines[i + 1]?.body === '' && /^[A-Z][a-z]+(?: [A-Za-z]+){0,3}$/.test(line.body)
    && lines[i + 2] !== undefined && lines[i + 2]!.body !== '' && lines[i + 2]!.indent >= 2 && ['commands', 'options'].includes(classifyHeading(line.body))) return true;
  const directlyFollowed = lines[i + 1] !== undefined && lines[i + 1]!.body !== '' && lines[i + 1]!.indent >= line.indent + 2;
  return (
    previousBlank &&
    directlyFollowed &&
    line.body.length <= 70 &&
    !/[.,;]$/.test(line.body) &&
    /^[A-Za-z]/.test(line.body) &&
    !/\s{2,}/.test(line.body) &&
    // A title names a group; `blkid -p [--match-tag <tag>]` wrapped onto an indented line is a usage.
    !/(?:^|\s)(?:\[-|<[^>]+>|-{1,2}[A-Za-z])/.test(line.body)
  );
}

/**
 * Classifies a heading by its words.
 *
 * @example
 * classifyHeading('Global Flags') // 'options'
 */
export function classifyHeading(title: string): SectionKind {
  const t = title.toLowerCase();
  if (/^usage\b/.test(t) || t === 'synopsis') return 'usage';
  if (/example/.test(t)) return 'examples';
  if (/^(positional arguments|arguments|args|positionals)$/.test(t) || /^positional/.test(t)) return 'arguments';
  if (/help topics|^aliases$|^learn more|^environment|^exit status|^see also|^feedback/.test(t)) return 'other';
  // `mix help release`: "The following commands are supported by `bin/RELEASE_NAME`:" lists the
  // commands of another program, the one at that path.
  if (/`[^`]*\/[^`]*`/.test(t)) return 'other';
  // aspell's `<command> is one of`, cryptsetup's `<action> is one of`.
  const placeholder = PLACEHOLDER_HEADING.exec(`${title}:`);
  if (placeholder) {
    const word = (placeholder[1] ?? placeholder[2]!).toLowerCase();
    // gcloud's `GROUP is one of the following:` over its command groups.
    if (/^(sub)?commands?$|^actions?$|^verbs?$|^operations?$|^groups?$/.test(word)) return 'commands';
    return /^options?$|^flags?$/.test(word) ? 'options' : 'unknown';
  }
  // assimp lists its commands as `verbs:`; a list titled `actions (selection, for more see manpage):`.
  // rebar3's `Several tasks are available:`, brightnessctl's `Operations:`, gcloud's `GROUPS`.
  if (/\b(sub)?commands?\b|^verbs\b|^(?:command )?groups$|^(?:(?:available|supported|main|other)\s+)?(?:actions\b|tasks$|operations$)|\btasks (?:are )?available$/.test(t) && !/\b(options?|flags?)\b/.test(t)) return 'commands';
  if (/\b(options?|flags?)\b/.test(t)) return 'options';
  return 'unknown';
}

/**
 * Splits lines into sections at headings.
 *
 * @example
 * splitSections(toLines('Usage: x\n\nOptions:\n  -a  all\n')).map((s) => s.kind) // ['usage', 'options']
 */
export function splitSections(lines: HelpLine[]): HelpSection[] {
  const sections: HelpSection[] = [];
  let current: HelpSection = { title: null, inline: '', kind: 'unknown', headingLine: 0, start: 0, end: 0 };
  for (let i = 0; i < lines.length; i += 1) {
    if (!isHeading(lines, i)) continue;
    current.end = i;
    if (current.title !== null || current.end > current.start) sections.push(current);
    const body = lines[i]!.body;
    const usage = USAGE_HEADING.exec(body);
    const title = usage ? 'Usage' : body.replace(/:$/, '');
    const inline = usage ? body.slice(usage[0].length).trim() : '';
    current = { title, inline, kind: classifyHeading(title), headingLine: i, start: afterIntro(lines, i + 1), end: i + 1 };
  }
  current.end = lines.length;
  if (current.title !== null || current.end > current.start) sections.push(current);
  return withBareUsage(lines, withUsageUnderHeading(lines, sections));
}

/** gcloud's `GROUP is one of the following:` under its `GROUPS` title: the title's own words, no row. */
const SECTION_INTRO = /^(?:where\s+)?[A-Z][A-Z_-]*\s+(?:is|are|can be)\s+(?:one|any)\s+of(?:\s+the\s+following)?:$/;

/** Where a section's body starts: past an indented intro line right under its title. */
function afterIntro(lines: readonly HelpLine[], start: number): number {
  const first = lines[start];
  return first !== undefined && first.indent > 0 && SECTION_INTRO.test(first.body) ? start + 1 : start;
}

/**
 * dmsetup prints `Usage:`, a blank line, then `dmsetup` alone with its options indented under it:
 * that line is the usage, not the title of a section. A usage heading with nothing under it takes
 * the section titled by the next line when that title is one lower-case word (a program's name).
 */
function withUsageUnderHeading(lines: HelpLine[], sections: HelpSection[]): HelpSection[] {
  const at = sections.findIndex((section) => section.kind === 'usage' && section.inline === '');
  const usage = sections[at];
  const next = sections[at + 1];
  if (usage === undefined || next === undefined || next.title === null || !/^[a-z][\w.+-]*$/.test(next.title)) return sections;
  if (lines.slice(usage.start, usage.end).some((line) => line.body !== '') || next.headingLine !== usage.end) return sections;
  return [...sections.slice(0, at), { ...usage, start: next.headingLine, end: next.end }, ...sections.slice(at + 2)];
}

/**
 * `systemctl [OPTIONS...] COMMAND ...`, `virsh [options]... <command>`, zypper's `addlock (al)
 * [OPTIONS] <PACKAGENAME> ...` (an alias in parentheses): a usage line at the margin with no
 * `Usage:` heading.
 */
export const BARE_USAGE_LINE = /^[\w.+-]+(?: \([\w-]+\))? [[<]/;

/** lvm's `  lvreduce - Reduce the size of a logical volume`: the program's name, a dash, what it does. */
const NAME_LINE = /^([\w.+-]+) - \S/;

/**
 * lvm's helps open with a name line, a blank, then the synopsis indented like it, the program's
 * name and an option (`  lvreduce -L|--size [-]Size[m|UNIT] LV`): where that synopsis starts.
 */
function namedSynopsisStart(lines: readonly HelpLine[], at: number, end: number): number | undefined {
  const name = NAME_LINE.exec(lines[at]?.body ?? '');
  if (!name || lines[at + 1]?.body !== '') return undefined;
  let next = at + 1;
  while (next < end && lines[next]!.body === '') next += 1;
  const line = lines[next];
  if (line === undefined || next >= end || line.indent !== lines[at]!.indent || line.indent > 2) return undefined;
  return line.body.startsWith(`${name[1]} `) && /^\S+ (?:-{1,2}[A-Za-z0-9]|[[<])/.test(line.body) ? next : undefined;
}

/**
 * A help that opens with its usages at the margin and no `Usage:` heading (virsh's `virsh
 * [options]... <command> [args...]`, pactl's one `pactl [options] stat` line per command): those
 * lines, up to the first blank, are its usage section. Only the text before any heading, and only
 * when no section is titled a usage.
 */
function withBareUsage(lines: HelpLine[], sections: HelpSection[]): HelpSection[] {
  const first = sections[0];
  if (first === undefined || first.title !== null || sections.some((section) => section.kind === 'usage')) return sections;
  let start = first.start;
  while (start < first.end && lines[start]!.body === '') start += 1;
  const named = namedSynopsisStart(lines, start, first.end);
  if (named !== undefined) start = named;
  const line = lines[start];
  if (line === undefined || start >= first.end || (named === undefined && (line.indent !== 0 || !BARE_USAGE_LINE.test(line.body)))) return sections;
  let end = start;
  while (end < first.end && lines[end]!.body !== '') end += 1;
  const usage: HelpSection = { title: 'Usage', inline: '', kind: 'usage', headingLine: start, start, end };
  const before = start > first.start ? [{ ...first, end: start }] : [];
  const after = end < first.end ? [{ ...first, start: end, headingLine: end }] : [];
  return [...before, usage, ...after, ...sections.slice(1)];
}

/**
 * Joins wrapped lines into one paragraph string with single spaces.
 *
 * @example
 * joinWrapped(['List the', '  files.']) // 'List the files.'
 */
export function joinWrapped(parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
