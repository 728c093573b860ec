import type { ParsedSubcommand } from '../types.js';
import { withoutCommandDotLeaders } from './dot-leader-rows.js';
import { gridCommandNames } from './grid-command-rows.js';
import { titledNameLists } from './titled-name-lists.js';
import { joinWrapped, type HelpLine, type HelpSection } from './layout.js';
import { withLeftAlignedRows } from './right-aligned-rows.js';

/** One argument a command row shows after its name: `[PATTERN...]`, `<file>`, fail2ban-client's `--all` and lone `...`, `UNIT...`, `SRC-URL`, `[PATH [OPTS]]`, `PATTERN...|PID...`, cmdliner's `[OPTION]…`, fastboot's `lock|unlock`. */
const ROW_ARG = String.raw`(?:\[(?:[^\[\]]|\[[^\]]*\])*\]|<[^>]*>|--?[A-Za-z][\w-]*|\.\.\.|…|[A-Z][A-Z0-9_]*(?:-[A-Z][A-Z0-9_]*)*(?:=[A-Z][A-Z0-9_]*)?|[a-z][\w-]*(?:\|[a-z][\w-]*)+)(?:\.\.\.|…)?(?:\|(?:\[[^\]]*\]|<[^>]*>|[A-Z][A-Z0-9_]*)(?:\.\.\.|…)?)*(?=\s|$)`;

/** A command name: pm2's `module:install` and `profile:mem` have inner colons; gh's `name:` ends with one. */
const NAME = String.raw`[A-Za-z0-9][\w.-]*(?::[A-Za-z0-9][\w.-]*)*`;

/**
 * `name`, `name, alias`, commander's `name|alias`, vercel's `ls | list` (issue 21: nest's `new|n [options] [name]`), gh's `name:`, and commander's `name [options] <arg...>` or systemctl's
 * `name [PATTERN...]` (the arguments are kept apart), then the description after a gap.
 */
const ENTRY = new RegExp(String.raw`^(${NAME})((?:(?:, *|\|| \| )${NAME})*)(:?)((?: ${ROW_ARG})*)(?:( +)(.*))?$`);

/** Operands written as lower-case words after a row's name: `pkg`, `pkg...`, `file keyid`. */
const OPERAND_WORDS = /^[a-z][a-z0-9_-]*(?:\.\.\.)?(?: [a-z][a-z0-9_-]*(?:\.\.\.)?){0,2}$/;

/** Whether the line right under line `at` has text indented deeper: the row's description. */
function textBelow(lines: readonly HelpLine[], at: number, end: number): boolean {
  const next = lines[at + 1];
  return at + 1 < end && next !== undefined && next.body !== '' && next.indent > lines[at]!.indent;
}

/** A usage's command operand: `COMMAND...`, `<command>`, `[command]`, `SUBCOMMAND`. */
const USAGE_COMMAND = /(?:^|\s)[[<]?(?:SUB)?COMMAND[\]>]?(?:\.\.\.|…)?(?=\s|$)|(?:^|\s)[[<](?:sub)?command[\]>](?:\.\.\.|…)?(?=\s|$)/;

/**
 * Sections that list subcommands: those whose heading says so, and the untitled-by-keyword groups
 * that follow one (git prints "These are common Git commands..." then one heading per group).
 */
function commandSections(lines: HelpLine[], sections: HelpSection[]): HelpSection[] {
  const result: HelpSection[] = [];
  let inCommandRun = false;
  // oclif prints `TOPICS` (`auth   manage authentication`) before `COMMANDS`: a topic's commands are
  // `auth:login` rows of `heroku auth --help`, so its name is entered like a command's. Read after
  // the command sections (a name in both keeps its command's description), and only beside one: a
  // bare `Topics` heading elsewhere may list help topics (gh's `HELP TOPICS` is never one).
  const topics = sections.some((section) => section.kind === 'commands') ? sections.filter((section) => section.title !== null && /^topics$/i.test(section.title.trim())) : [];
  for (const section of sections) {
    if (section.kind === 'commands') {
      result.push(section);
      inCommandRun = true;
    } else if (section.kind === 'unknown' && inCommandRun) {
      if (startsWithRow(lines, section)) result.push(section);
      else inCommandRun = false;
    } else inCommandRun = false;
  }
  return [...result, ...topics];
}

/** aspell's `-c|check <file>`: a command row, the command's word after the one-letter option that also runs it. */
export const LETTER_AND_COMMAND = /^-[^\s|-]\|(?=[a-z])/;

/**
 * A row as {@link ENTRY} reads it: svn's `blame (praise, annotate, ann)`, hledger's
 * `balancesheet (bs)        show assets, ...` and osc's `list (LL, lL, ll, ls)` (aliases may be
 * capitalised) give the name and its aliases as `name, alias`; osc's `help (?, h)` gives `help, h`
 * (a `?` is no command word a tool can be named by);
 * aspell's `-c|check <file>` gives the command's word, which its one-letter option also runs.
 */
function rowBody(body: string): string {
  // click-default-group marks the default command with a star: sqlite-utils' `query*   Execute ...`.
  return body.replace(/^([a-z][\w-]*)\*(?= {2,}\S)/, '$1 ').replace(/^([a-z][\w-]*) \(((?:[A-Za-z][\w-]*|\?)(?:, (?:[A-Za-z][\w-]*|\?))*)\)(?= +\S|$)/, (_, name: string, aliases: string) => [name, ...aliases.split(', ').filter((alias) => alias !== '?')].join(', ')).replace(LETTER_AND_COMMAND, '');
}

/**
 * True when the section's first line is a row, its name and description apart by a gap, or a
 * lower-case name and its arguments; cryptsetup's `loop-AES: aes, Key 256 bits` under `Default compiled-in device cipher parameters:`
 * is a setting, not a command.
 */
function startsWithRow(lines: readonly HelpLine[], section: HelpSection): boolean {
  const first = lines.slice(section.start, section.end).find((l) => l.body !== '');
  const entry = first && first.indent >= 1 ? ENTRY.exec(rowBody(first.body)) : null;
  // adb's `connect HOST[:PORT]      connect to ...` is a row though one blank follows the name.
  return entry !== null && entry[6] !== undefined && entry[6] !== '' && entry[3] !== ':' && ((entry[5]?.length ?? 0) >= 2 || /^[a-z]/.test(entry[1]!));
}

/**
 * Commands listed under titles that do not say so (fastboot: `usage: fastboot [OPTION...]
 * COMMAND...`, then `flashing:`, `basics:`, `advanced:` groups of `flash PARTITION [FILENAME]
 * Flash given partition ...` rows), for a help with no commands heading whose usage takes a command:
 * every titled group whose first line is a row, and whose rows all start at that row's indent.
 * The last reader asked, after every other layout found nothing.
 *
 * @example
 * const lines = toLines('usage: fastboot [OPTION...] COMMAND...\n\nbasics:\n devices [-l]   List devices.\n getvar NAME    Display a variable.\n');
 * usageCommandGroups(lines, splitSections(lines)).map((c) => c.name); // ['devices', 'getvar']
 */
export function usageCommandGroups(lines: HelpLine[], sections: HelpSection[]): ParsedSubcommand[] {
  if (sections.some((section) => section.kind === 'commands')) return [];
  const takesCommand = sections.some((section) => section.kind === 'usage'
    && USAGE_COMMAND.test([section.inline, ...lines.slice(section.start, section.end).map((l) => l.body)].join(' ')));
  if (!takesCommand) return [];
  const groups = sections.filter((section) => {
    if (section.kind !== 'unknown' || section.title === null || !startsWithRow(lines, section)) return false;
    const indent = lines.slice(section.start, section.end).find((l) => l.body !== '')!.indent;
    return lines.slice(section.start, section.end).every((l) => l.body === '' || l.indent >= indent);
  });
  return readSubcommandRows(lines, groups.map((section) => ({ ...section, kind: 'commands' as const }))).subcommands;
}

/** The column most entries of a command section start their description at (a gap of two or more), or -1. */
function descriptionColumn(lines: HelpLine[], section: HelpSection): number {
  const counts = new Map<number, number>();
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i]!;
    const m = line.indent > 0 ? ENTRY.exec(rowBody(line.body)) : null;
    if (!m || m[5] === undefined || m[5].length < 2 || !m[6]) continue;
    const column = line.indent + line.body.length - m[6].length;
    counts.set(column, (counts.get(column) ?? 0) + 1);
  }
  let best = -1;
  let bestCount = 1;
  for (const [column, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (count > bestCount) {
      best = column;
      bestCount = count;
    }
  }
  return best;
}

/** Arguments in a column between a command's name and its description: `[path]      Performs ...`. */
const THIRD_COLUMN = new RegExp(String.raw`^(${ROW_ARG}(?: ${ROW_ARG})*) {2,}(\S.*)$`);

/** A group title inside a command list: vercel's `Basic` / `Advanced`, `Database:`, `Build Commands` (capitalised, no gap). */
const GROUP_TITLE = /^[A-Z][A-Za-z0-9&/()' -]*:?$/;

/**
 * Whether line `i` of a command list titles a group of rows indented under it (`  Database:` then
 * `    migrate   Run migrations`; vercel's `    Basic` over `      deploy   [path]   Performs a
 * deployment`): a capitalised title, no description, and the next line more indented and a row
 * with a description after a gap. Such a
 * title is never a command, and its rows are read at their own indentation.
 */
function isGroupTitle(lines: readonly HelpLine[], i: number, end: number): boolean {
  const line = lines[i]!;
  if (!GROUP_TITLE.test(line.body) || /\S {2,}\S/.test(line.body)) return false;
  let next = i + 1;
  while (next < end && lines[next]!.body === '') next += 1;
  if (next >= end || lines[next]!.indent <= line.indent) return false;
  const row = ENTRY.exec(lines[next]!.body);
  // projj: `More commands`, blank, `    add - Add repository` — a dashed row, one blank either side.
  return row !== null && row[5] !== undefined && (row[5].length >= 2 || /^- \S/.test(row[6] ?? '')) && Boolean(row[6]);
}

/**
 * nmcli and iproute2 print a command with the part that may be left out in brackets (`g[eneral]
 * NetworkManager's general status`): the row as `general, g`, the whole word and its shortest
 * spelling, in the same columns (one blank of the gap makes room for the comma).
 */
function withAbbreviationSpelled(line: HelpLine): HelpLine {
  // Three letters or more in the brackets: ar's `m[ab]` and `q[f]` are a key and its modifiers.
  const m = /^([a-z][a-z0-9]*)\[([a-z0-9-]{3,})\]( {3,})(\S.*)$/.exec(line.body);
  if (!m) return line;
  const body = `${m[1]}${m[2]}, ${m[1]}${m[3].slice(1)}${m[4]}`;
  return { ...line, text: `${' '.repeat(line.indent)}${body}`, body };
}

/**
 * Reads the subcommand lists of a help text: `name  description`, gh's `name:  description`,
 * cargo's `build, b  description` (aliases), and clap's long form with the description on the
 * following indented lines. Wrapped descriptions are joined.
 *
 * @example
 * const lines = toLines('Commands:\n  run   Run a thing\n');
 * parseSubcommands(lines, splitSections(lines)) // [{ name: 'run', description: 'Run a thing' }]
 */
export function parseSubcommands(lines: HelpLine[], sections: HelpSection[]): ParsedSubcommand[] {
  return readSubcommandRows(lines, sections).subcommands;
}

/** Listed subcommands, and the arguments each row shows after its name (`list-units` → `[PATTERN...]`). */
export interface SubcommandRows {
  subcommands: ParsedSubcommand[];
  /** Row arguments by subcommand name, for rows that show any. */
  args: Map<string, string>;
}

/**
 * {@link parseSubcommands} with the row arguments kept: systemctl prints `list-units [PATTERN...]`
 * and answers `systemctl list-units --help` with its own help again, so the row is all there is
 * about the subcommand's arguments.
 *
 * @example
 * const lines = toLines('Commands:\n  start UNIT...   Start units\n');
 * readSubcommandRows(lines, splitSections(lines)).args.get('start') // 'UNIT...'
 */
export function readSubcommandRows(printed: HelpLine[], sections: HelpSection[]): SubcommandRows {
  // cordova and ionic join name and description with a dot leader (`create ....... Create a project`).
  const lines = printed.map(withoutCommandDotLeaders).map(withAbbreviationSpelled);
  const found: ParsedSubcommand[] = [];
  const rowArgs = new Map<string, string>();
  const seen = new Set<string>();
  for (const section of commandSections(lines, sections)) {
    // jasmine right-aligns its names: the rows are read at one indent.
    const aligned = withLeftAlignedRows(lines, section);
    for (let i = section.start; i < section.end; i += 1) lines[i] = aligned[i]!;
    const grid = gridCommandNames(lines, section) ?? titledNameLists(lines, section);
    if (grid) {
      for (const name of grid.filter((n) => !seen.has(n))) {
        seen.add(name);
        found.push({ name, description: '' });
      }
      continue;
    }
    let base = -1;
    let inList = false;
    let current: { entry: ParsedSubcommand; parts: string[] } | undefined;
    const flush = (): void => {
      if (current && !seen.has(current.entry.name)) {
        seen.add(current.entry.name);
        current.entry.description = joinWrapped(current.parts);
        found.push(current.entry);
      }
      current = undefined;
    };
    /** Indentation of the group titles seen in this list (`  Database:`), or -1. */
    let titleIndent = -1;
    /** The column most rows' descriptions start at (descriptionColumn), or -1. */
    const textColumn = descriptionColumn(lines, section);
    for (let i = section.start; i < section.end; i += 1) {
      const line = lines[i]!;
      if (line.body === '') continue;
      if (line.indent === 0) {
        flush();
        break;
      }
      // Issue 32: a group title was read as a command whose description was the rows under it.
      if ((base < 0 || line.indent <= base) && isGroupTitle(lines, i, section.end)) {
        flush();
        titleIndent = line.indent;
        base = -1;
        continue;
      }
      if (base < 0 || (titleIndent >= 0 && line.indent < base && line.indent >= titleIndent)) base = line.indent;
      if (line.indent > base) {
        if (current) current.parts.push(line.body);
        continue;
      }
      flush();
      if (line.indent < base) break;
      // npm's "All commands:" is a comma-separated list of names without descriptions.
      const listLine: boolean = /^[a-z][\w-]*(?:, [a-z][\w-]*){2,},?$/.test(line.body) || (inList && /^[a-z][\w-]*(?:, [a-z][\w-]*)*,?$/.test(line.body));
      inList = listLine && line.body.endsWith(',');
      if (listLine) {
        for (const name of line.body.split(',').map((n) => n.trim()).filter((n) => n !== '')) {
          if (!seen.has(name)) {
            seen.add(name);
            found.push({ name, description: '' });
          }
        }
        continue;
      }
      const m = ENTRY.exec(rowBody(line.body));
      if (!m) continue;
      const aliases = (m[2] ?? '')
        .split(/[,|]/)
        .map((a) => a.trim())
        .filter((a) => a !== '');
      // brightnessctl's `s, set VALUE`: a one-letter alias before the name; the word is the name.
      const word = /^[a-z]$/.test(m[1]!) ? aliases.find((alias) => /^[a-z][\w-]+$/.test(alias)) : undefined;
      const entry: ParsedSubcommand = { name: word ?? m[1]!, description: '' };
      const others = word ? [m[1]!, ...aliases.filter((alias) => alias !== word)] : aliases;
      if (others.length > 0) entry.aliases = others;
      // A single space only separates name and text after gh's colon; otherwise it is prose.
      // systemctl's widest rows leave one space after the arguments before a capitalised description.
      // rclone's longest name (`genautocomplete Output ...`) leaves one space, its text still in the column.
      const column = line.indent + line.body.length - (m[6] ?? '').length;
      // apt: `list - list packages based on package names`.
      const dashed = m[5] !== undefined && m[3] !== ':' && /^- \S/.test(m[6] ?? '');
      // qemu-img's `Command syntax:` rows are synopses: `amend [--object objectdef] [-p] [-q] -o options filename`,
      // two option groups or more after the name, then more of the synopsis after one space.
      const synopsis = m[5] !== undefined && m[5].length < 2 && (m[4]!.match(/\[-/g) ?? []).length >= 2;
      if (synopsis) {
        if (!seen.has(entry.name)) rowArgs.set(entry.name, `${m[4]!.trim()} ${m[6] ?? ''}`.trim());
        current = { entry, parts: [] };
        flush();
        continue;
      }
      // tlmgr's `  candidates pkg` and `  install [option...] pkg...` over their indented text: a
      // lower-case head whose operands are lower-case words, the description on the lines below
      // (s3cmd's capitalised `Make bucket` over its usage is a description, not a head).
      const operandWords = m[5] !== undefined && m[5].length < 2 && m[3] !== ':' && /^[a-z]/.test(m[1]!) && OPERAND_WORDS.test(m[6] ?? '') && textBelow(lines, i, section.end);
      if (operandWords) {
        current = { entry, parts: [] };
        rowArgs.set(entry.name, `${m[4]!} ${m[6]!}`.trim());
        continue;
      }
      // mcp-use's `typecheck Refresh MCP types ...` among `dev      Start the dev server`: a name as
      // wide as the name column or wider leaves one space before its capitalised text.
      const overflowing = m[4] === '' && m[2] === '' && /^[A-Z]/.test(m[6] ?? '') && textColumn > 0 && column > textColumn
        && line.indent + m[1]!.length >= textColumn - 1;
      if (m[5] !== undefined && m[5].length < 2 && m[3] !== ':' && !dashed && !overflowing && !(m[4] !== '' && /^[A-Z]/.test(m[6] ?? '')) && column !== textColumn) continue;
      // A three-column table (vercel: `deploy   [path]   Performs a deployment`): arguments in a
      // column of their own, apart from the name and the description by gaps.
      const argColumn = m[4] === '' && !dashed ? THIRD_COLUMN.exec(m[6] ?? '') : null;
      const text = argColumn ? argColumn[2]! : m[6];
      current = { entry, parts: text ? [dashed ? text.slice(2) : text] : [] };
      if (m[4] !== '') rowArgs.set(entry.name, m[4]!.trim());
      else if (argColumn) rowArgs.set(entry.name, argColumn[1]!);
    }
    flush();
  }
  return { subcommands: found, args: rowArgs };
}
