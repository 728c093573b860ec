import { isHeading, type HelpLine, type HelpSection } from './layout.js';
import { parseOptionSpec, startsWithOption, type OptionSpec } from './option-spec.js';
import { withSpellingsJoined } from './option-row-spellings.js';
import { describedRowParagraphs, flushLeftOptionRows } from './flush-left-options.js';

/** One option as laid out in the help: its parsed left column and its description lines. */
export interface OptionEntry {
  spec: OptionSpec;
  /** Description lines in order; blank lines kept as `''` so paragraphs can be told apart. */
  description: string[];
  /** Title of the section the option was listed under (`Global Flags`), if any. */
  section: string | null;
  /** Line index of the option line, for stable ordering. */
  line: number;
}

/** Column (0-based) where a same-line description starts, or -1; a gap after a comma does not count. */
function gapColumn(line: HelpLine): number {
  const s = line.text;
  let depth = 0;
  for (let i = line.indent; i < s.length - 2; i += 1) {
    const ch = s[i]!;
    if ('<[{('.includes(ch)) depth += 1;
    else if ('>]})'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && ch === ' ' && s[i + 1] === ' ' && s[i - 1] !== ',') {
      let j = i;
      while (s[j] === ' ') j += 1;
      // git's `-a  --text    treat all files as text`: a second spelling, then the real gap.
      const alias = /^--?[A-Za-z][\w-]*(?:=\S+)? {2,}\S/.exec(s.slice(j));
      if (alias && startsWithOption(s.slice(j))) {
        i = j;
        continue;
      }
      return j < s.length ? j : -1;
    }
  }
  return -1;
}

/** The most common same-line description column of option lines (GNU aligns them at 29 or so). */
function typicalColumn(lines: HelpLine[], candidates: number[]): number {
  const counts = new Map<number, number>();
  for (const i of candidates) {
    const col = gapColumn(lines[i]!);
    if (col > 0) counts.set(col, (counts.get(col) ?? 0) + 1);
  }
  let best = -1;
  let bestCount = 0;
  for (const [col, count] of [...counts].sort((a, b) => a[0] - b[0])) {
    if (count > bestCount) {
      best = col;
      bestCount = count;
    }
  }
  return best;
}

interface SplitLine {
  spec: OptionSpec;
  description: string;
  /** Absolute column of the description, or -1 when the line has none. */
  column: number;
}

/**
 * A spec split where a long option follows another long one after blanks alone: git's `-a  --text`
 * stays one option, firewall-cmd's `--ipset=<ipset> --add-entry=<entry>` is two.
 */
function usedTogether(spec: OptionSpec): OptionSpec[] {
  const groups: OptionSpec['alternatives'][] = [[]];
  spec.alternatives.forEach((alt, k) => {
    const previous = spec.alternatives[k - 1];
    if (alt.spaced && previous !== undefined && alt.token.startsWith('--') && previous.token.startsWith('--') && !alt.isNegation) groups.push([]);
    groups[groups.length - 1]!.push(alt);
  });
  return groups.length === 1 ? [spec] : groups.map((alternatives) => ({ ...spec, alternatives }));
}

/** argparse's `nargs='+'` value: `<path> [<path> ...]`. */
const REPEATED_VALUE = /^(<[^<>\s]+>) \[\1 \.\.\.\]$/;

/** A line that is an option head and nothing else (`--mode <mode>`, `--auto`). */
function wholeHead(line: HelpLine): boolean {
  if (!startsWithOption(line.body)) return false;
  const spec = parseOptionSpec(line.body, { wholeSpec: true });
  return spec !== undefined && spec.consumed >= line.body.length;
}

/** `-c cmd : program passed in as string`, `--help-env      : print help` (python3 --help). */
const PY_COLON = /^(-(?:[^=: ]| (?! ))*?) *:(?: (.*))?$/;

/** Splits an option line into spec and same-line description. */
function splitOptionLine(line: HelpLine, typical: number): SplitLine | undefined {
  const py = line.indent === 0 ? PY_COLON.exec(line.body) : null;
  if (py) {
    const spec = parseOptionSpec(py[1]!, { wholeSpec: true });
    if (!spec) return undefined;
    const description = py[2] ?? '';
    return { spec, description, column: description === '' ? -1 : line.text.length - description.length };
  }
  const gap = gapColumn(line);
  // argp's `-w, --debug-dump[=SECTION] Display DWARF section content.  SECTION can be one`: the head
  // fills the column, one space, then prose, whose first two-space gap lies further on. dub's
  // `-n  --non-interactive Don't enter interactive mode.`: its first gap is between the spellings.
  const gapInHead = gap > 0 && gap < typical && /^--?[A-Za-z]/.test(line.text.slice(gap));
  if ((gap > typical || gapInHead) && typical > line.indent && line.text[typical - 1] === ' ' && line.text[typical - 2] !== ' ' && /^[A-Z][a-z]+(?:'[a-z]+)? \S/.test(line.text.slice(typical))) {
    const spec = parseOptionSpec(line.text.slice(line.indent, typical - 1), { wholeSpec: true });
    if (spec && spec.consumed >= typical - 1 - line.indent) return { spec, description: line.text.slice(typical), column: typical };
  }
  if (gap > 0) {
    const spec = parseOptionSpec(line.text.slice(line.indent, gap), { wholeSpec: true });
    // svn separates the description with a colon: `-q [--quiet]     : print nothing`.
    const colon = /^: (?=\S)/.exec(line.text.slice(gap))?.[0].length ?? 0;
    // transmission-remote puts the value in a column of its own: `-n   --auth   <user:pw>   Set ...`.
    const value = /^(<[^<>\s]+>)( {2,})(?=\S)/.exec(line.text.slice(gap));
    const last = spec?.alternatives.at(-1);
    if (spec && value && last && last.valueName === undefined) {
      last.valueName = value[1]!;
      last.valueStyle = 'separate';
      return { spec, description: line.text.slice(gap + value[0].length), column: gap + value[0].length };
    }
    if (spec) return { spec, description: line.text.slice(gap + colon), column: gap + colon };
  }
  // `-X, --strategy-option <option=value>` alone on its line (git; ag's `-p --path-to-ignore
  // STRING`; @effect/cli's `--log-level all | trace | debug`, a choice of words): the value name is
  // part of the spec even when it crosses the description column; the description is on the next line.
  if (/^(?:--?[\w?@#.-]+(?:, *| +))+(?:<[^<>\s]+>|\[=?<[^<>\s]+>\]|[A-Z][A-Z0-9_-]*|[\w.-]+(?: \| [\w.-]+)+)$/.test(line.body)) {
    const whole = parseOptionSpec(line.body, { wholeSpec: true });
    if (whole && whole.consumed >= line.body.length && whole.alternatives.some((alt) => alt.valueName)) {
      return { spec: whole, description: '', column: -1 };
    }
  }
  // A long option that fills the column leaves one space (tar's `--exclude-caches-under exclude ...`).
  // Not when an option begins there: plackup's `    -a, --app` under rows like `    -e  Evaluates ...`
  // crosses the column with its second spelling.
  if (typical > line.indent && line.text.length > typical && line.text[typical - 1] === ' ' && line.text[typical - 2] !== ' ' && !/^-/.test(line.text.slice(typical))) {
    const spec = parseOptionSpec(line.text.slice(line.indent, typical - 1), { wholeSpec: true });
    if (spec && spec.consumed >= typical - 1 - line.indent - 1) {
      // curl's `--proxy-pinnedpubkey <hashes> FILE/HASHES public key ...`: the value name crossed the column.
      const crossing = /^(<[^<>\s]+>) +(?=\S)/.exec(line.text.slice(typical));
      const valued = crossing && parseOptionSpec(`${line.text.slice(line.indent, typical - 1)} ${crossing[1]}`, { wholeSpec: true });
      if (crossing && valued && valued.alternatives.some((alt) => alt.valueName)) {
        return { spec: valued, description: line.text.slice(typical + crossing[0].length), column: typical + crossing[0].length };
      }
      return { spec, description: line.text.slice(typical), column: typical };
    }
  }
  // argparse's `nargs='+'` row alone on its line, its text on the next: `-m <path> [<path> ...],
  // --materials <path> [<path> ...]` is one option with both spellings, not `-m <path>` and prose,
  // and `--exclude <pattern> [<pattern> ...]` has no `[<pattern> ...]` in its description.
  const whole = /(?:, --[A-Za-z0-9]|(<[^<>\s]+>) \[\1 \.\.\.\])/.test(line.body) && startsWithOption(line.body) ? parseOptionSpec(line.body, { wholeSpec: true }) : undefined;
  if (whole && whole.consumed >= line.body.length) {
    const repeated = whole.alternatives.some((alt) => REPEATED_VALUE.test(alt.valueName ?? ''));
    if ((whole.alternatives.length >= 2 || repeated) && whole.alternatives.every((alt) => alt.valueName !== undefined)) {
      // `<path> [<path> ...]` names one value, repeated, as `--exclude <pattern> [<pattern> ...]` does.
      const alternatives = whole.alternatives.map((alt) => ({ ...alt, valueName: alt.valueName!.replace(REPEATED_VALUE, '$1') }));
      return { spec: { ...whole, alternatives }, description: '', column: -1 };
    }
  }
  // firewall-cmd: `--ipset=<ipset> --add-entry=<entry>` alone on its line, its text on the next:
  // options used together (any optional ones in brackets after them are read from their own rows).
  const heads = line.body.replace(/(?: \[(?:[^[\]]|\[[^\]]*\])*\](?:\.\.+)?)+$/, '');
  // (At least one with a value: gem's `Defaults:` line `--local --no-details` is no such row.)
  if (heads.includes('=') && /^--[A-Za-z0-9][\w-]*(?:=(?:<[^<>]*>|[^\s<>]+))?(?: --[A-Za-z0-9][\w-]*(?:=(?:<[^<>]*>|[^\s<>]+))?)+$/.test(heads)) {
    const together = parseOptionSpec(heads, { wholeSpec: true });
    if (together && together.consumed >= heads.length) return { spec: { ...together, consumed: line.body.length }, description: '', column: -1 };
  }
  const spec = parseOptionSpec(line.body, { wholeSpec: false });
  if (!spec) return undefined;
  const rest = line.body.slice(spec.consumed).trim();
  // ugrep's `--and [-e] PATTERN ... -e PATTERN`, its text in a block below: more of the head (value
  // names, an ellipsis, options) is no description, and must not set the description column.
  if (/^[A-Z[<.]/.test(rest) && !/[a-z]{2}/.test(rest.replace(/(?:^|\s)-{1,2}[A-Za-z][\w-]*/g, ''))) return { spec, description: '', column: -1 };
  const column = rest === '' ? -1 : line.text.length - rest.length;
  return { spec, description: rest, column };
}

/** Options for {@link findOptionEntries}. */
export interface FindEntriesOptions {
  /** Sections whose lines may hold options. */
  sections: HelpSection[];
  /** Line indices that are not option lines whatever they look like (the usage lines). */
  skip?: ReadonlySet<number>;
}

/**
 * Finds every option entry in the given sections: an indented line starting with an option token,
 * plus the description lines that follow it at the description column (same line, wrapped lines,
 * or a block on the following lines as argparse, clap long help and kubectl print it).
 *
 * @example
 * const lines = toLines('Options:\n  -a, --all   show all\n              entries\n');
 * findOptionEntries(lines, { sections: splitSections(lines) })[0].description // ['show all', 'entries']
 */
export function findOptionEntries(given: HelpLine[], options: FindEntriesOptions): OptionEntry[] {
  const lines = given.map(withSpellingsJoined);
  const ranges = options.sections.map((s) => ({ start: s.start, end: s.end, title: s.title, kind: s.kind, headingLine: s.headingLine }));
  const skip = options.skip ?? new Set<number>();
  // rollup prints its rows at column 0 under `Basic options:`, htop without any heading and whois
  // right under its usage: those sections, where such rows are the rule (flushLeftOptionRows). Not
  // under any other heading: traitlets' `--help-all` puts its class settings (`--JupyterApp.x=<Bool>`)
  // at column 0 after a prose line ending in a colon, which reads as a heading of its own.
  const flushLeft = new Set(ranges.filter((r) => r.title === null || r.kind === 'options' || r.kind === 'usage').flatMap((r) => [...flushLeftOptionRows(lines, r.start, r.end, r.kind === 'options' && r.title !== null)]));
  // Anywhere: paragraphs of nothing but described flush-left rows (grog's tab-separated rows among
  // prose), counted over the whole text (prisma's rows, a few under each heading).
  for (const i of describedRowParagraphs(lines, ranges)) flushLeft.add(i);
  const isOptionLine = (i: number, kind: string): boolean => {
    const l = lines[i]!;
    if (skip.has(i) || !startsWithOption(l.body)) return false;
    // Python's own help puts options at column 0 under "Options ...:" as `-c cmd : text`; lz4 puts
    // `--no-frame-crc : disable ...` there among its indented ` -v     : verbose mode` rows.
    return l.indent >= 1 || flushLeft.has(i) || (PY_COLON.test(l.body) && (kind === 'options' || besideColonRow(i) || inColonBlock(i)));
  };
  const besideColonRow = (i: number): boolean => [lines[i - 1], lines[i + 1]].some((near) => near !== undefined && startsWithOption(near.body) && / :/.test(near.body));
  // phpmd's `--minimumpriority: rule priority threshold; ...` rows under a prose title: three such
  // rows in a row at least.
  const colonBlocks = colonRowBlocks(lines);
  const inColonBlock = (i: number): boolean => colonBlocks.has(i);
  const candidates: number[] = [];
  for (const r of ranges) {
    for (let i = r.start; i < r.end; i += 1) if (isOptionLine(i, r.kind)) candidates.push(i);
  }
  const typical = typicalColumn(lines, candidates);
  // Rows whose names are right-aligned (prisma's `           -h, --help   Display ...`): the longest
  // name starts at column 0 (`--datasource-provider   Define ...`). Such a line is a row when its
  // description starts in the column of the rows' descriptions and a row stands next to it.
  const rowSet = new Set(candidates);
  for (const r of ranges) {
    for (let i = r.start; i < r.end; i += 1) {
      const l = lines[i]!;
      if (typical <= 0 || l.indent !== 0 || rowSet.has(i) || skip.has(i) || !startsWithOption(l.body) || gapColumn(l) !== typical) continue;
      if (!rowSet.has(i - 1) && !rowSet.has(i + 1)) continue;
      flushLeft.add(i);
      candidates.push(i);
    }
  }
  candidates.sort((a, b) => a - b);
  const entries: OptionEntry[] = [];
  /** Lines each entry covers (its row and description), to tell a lone example line from a row among rows. */
  const covered = new Set<number>();
  /** Entries without any description, with the options heading they may sit right under. */
  const bare: { entry: OptionEntry; end: number; optionsHeading: number | undefined }[] = [];
  for (const r of ranges) {
    let i = r.start;
    while (i < r.end) {
      const line = lines[i]!;
      if (!isOptionLine(i, r.kind)) {
        i += 1;
        continue;
      }
      const split = splitOptionLine(line, typical);
      if (!split) {
        i += 1;
        continue;
      }
      const startLine = i;
      let { spec, column } = split;
      const description: string[] = split.description.trim() === '' ? [] : [split.description.trim()];
      i += 1;
      // grep prints `--color[=WHEN],` and continues the spec on the next line.
      if (description.length === 0 && line.body.endsWith(',') && i < r.end && startsWithOption(lines[i]!.body)) {
        const more = splitOptionLine(lines[i]!, typical);
        if (more) {
          spec = { ...more.spec, alternatives: [...spec.alternatives, ...more.spec.alternatives] };
          column = more.column;
          if (more.description.trim() !== '') description.push(more.description.trim());
          i += 1;
        }
      }
      /** The description is a block under the row (wait-on: ` -d, --delay`, blank, `  Initial delay ...`). */
      let below = false;
      if (column < 0) {
        // Description on the following lines: its indentation sets the column.
        let j = i;
        while (j < r.end && lines[j]!.body === '') j += 1;
        const next = lines[j];
        // mosh's `-p PORT[:PORT2]` stands alone at column 0 above rows indented by eight
        // (`        --port=PORT[:PORT2]  server-side UDP port`): a described row is no description.
        // xrandr's `  --output <output>` over `      --auto`, `      --mode <mode>`: a block of bare option
        // heads under a row is options of their own, not its description.
        const after = lines[j + 1];
        const headsBlock = next !== undefined && after !== undefined && after.indent === next.indent && wholeHead(next) && wholeHead(after);
        const row = next !== undefined && startsWithOption(next.body) && (next.indent < line.indent + 4 || gapColumn(next) > 0 || headsBlock);
        if (j < r.end && next && next.indent > line.indent && !row) {
          column = next.indent;
          below = true;
        }
      }
      if (column >= 0) {
        const threshold = Math.min(column, typical > 0 && typical < column ? typical : column) - 2;
        let pendingBlank = 0;
        while (i < r.end) {
          const l = lines[i]!;
          if (l.body === '') {
            pendingBlank += 1;
            i += 1;
            continue;
          }
          // A block one column deeper than its row is its description when it set the column.
          if ((l.indent <= line.indent + 1 && !(below && l.indent >= column)) || l.indent < threshold) break;
          if (startsWithOption(l.body) && l.indent < column && pendingBlank > 0) break;
          if (pendingBlank > 0 && description.length > 0) description.push('');
          pendingBlank = 0;
          description.push(l.text.slice(Math.min(column, l.indent)).trimEnd());
          i += 1;
        }
        if (pendingBlank > 0) i -= pendingBlank;
      }
      const entry: OptionEntry = { spec, description, section: r.title, line: startLine };
      // firewall-cmd's `--ipset=<ipset> --add-entry=<entry>`: long options set off by blanks alone, each
      // with a name of its own, are options used together, not spellings of one.
      // Only a described row: gem's `Defaults:` line `--local --no-details` defines nothing.
      const options = description.length > 0 ? usedTogether(spec) : [spec];
      const rowEntries = options.length === 1 ? [entry] : options.map((together) => ({ ...entry, spec: together }));
      entries.push(...rowEntries);
      for (let k = startLine; k < i; k += 1) covered.add(k);
      if (description.length === 0) for (const one of rowEntries) bare.push({ entry: one, end: i, optionsHeading: r.kind === 'options' && r.title !== null ? r.headingLine : undefined });
    }
  }
  const examples = new Set(bare.filter((b) => isLoneExample(lines, covered, b.entry.line, b.end, b.optionsHeading)).map((b) => b.entry));
  return withValueRowsMerged(examples.size === 0 ? entries : entries.filter((entry) => !examples.has(entry)), lines);
}

/** The lines of runs of three or more flush-left `--opt: text` rows, found in one pass. */
function colonRowBlocks(lines: readonly HelpLine[]): Set<number> {
  const blocks = new Set<number>();
  let start = 0;
  for (let i = 0; i <= lines.length; i += 1) {
    const line = lines[i];
    if (line !== undefined && line.indent === 0 && startsWithOption(line.body) && PY_COLON.test(line.body)) continue;
    if (i - start >= 3) for (let j = start; j < i; j += 1) blocks.add(j);
    start = i + 1;
  }
  return blocks;
}

/**
 * steghide puts an option's value on rows of its own under it (` -cf, --coverfile   select
 * cover-file`, then `   -cf <filename>   embed into the file <filename>`): a deeper row repeating
 * one of the row's spellings is that option's use, not another option. Its value, when the row
 * above has none, becomes the option's.
 */
function withValueRowsMerged(entries: OptionEntry[], lines: readonly HelpLine[]): OptionEntry[] {
  const kept: OptionEntry[] = [];
  for (const entry of entries) {
    const above = kept.at(-1);
    const tokens = entry.spec.alternatives.map((alt) => alt.token);
    const repeats = above !== undefined && entry.spec.alternatives.length === 1 && lines[entry.line]!.indent > lines[above.line]!.indent
      && above.spec.alternatives.some((alt) => tokens.includes(alt.token));
    if (!repeats) {
      kept.push(entry);
      continue;
    }
    const use = entry.spec.alternatives[0]!;
    if (use.valueName !== undefined && above.spec.alternatives.every((alt) => alt.valueName === undefined)) {
      above.spec = { ...above.spec, alternatives: above.spec.alternatives.map((alt) => ({ ...alt, valueName: use.valueName, valueStyle: 'separate' as const })) };
    }
  }
  return kept;
}

/**
 * True for an option line that is an example inside prose, not a row: it has no description, and
 * the nearest lines around it are prose, not other rows (traitlets' `--help-all` shows how to set a
 * class parameter as `The command-line option below sets ...:` / `    --Class.parameter=value` /
 * `This line is evaluated ...`, and `... you may type this:` / `    --C.a='range(3)'`). A row right
 * under an options heading (`Options:` / `  --verbose`) is a row, described or not, unless prose
 * goes on right below it at a smaller indent.
 */
function isLoneExample(lines: HelpLine[], covered: ReadonlySet<number>, start: number, end: number, optionsHeading: number | undefined): boolean {
  let before = start - 1;
  while (before >= 0 && lines[before]!.body === '') before -= 1;
  // A row among rows (git rev-list's undescribed `--quiet` after `--exclude-hidden=...`) is a row.
  if (before >= 0 && covered.has(before)) return false;
  // Prose that goes on right below it, less indented, makes it an example even under a heading;
  // a line ending in a colon there is a group heading (`  ordering output:`), not prose.
  const next = lines[end];
  if (next !== undefined && next.body !== '' && !covered.has(end) && next.indent < lines[start]!.indent && !next.body.endsWith(':') && !isHeading(lines, end)) return true;
  // Right under an options heading, or under a group title (git's `  ordering output:`; not a
  // sentence such as `For instance, to set it, you may type this:`), it is a row.
  if (before >= 0 && (before === optionsHeading || /^[A-Za-z][\w -]{0,40}:$/.test(lines[before]!.body) && lines[before]!.body.split(' ').length <= 4)) return false;
  let after = end;
  while (after < lines.length && lines[after]!.body === '') after += 1;
  return !(after < lines.length && covered.has(after));
}
