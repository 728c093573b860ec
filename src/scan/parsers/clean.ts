import { least } from '../../shared/least.js';
import { unboxRichPanels } from './rich-panels.js';
import { plainMarkdownHeadings } from './markdown-headings.js';
import { plainRuleHeadings, withoutRuleLines } from './rule-headings.js';
import { splitTwoColumnOptionRows } from './two-column-option-rows.js';
import { withoutRowDecorations } from './row-decorations.js';
/** ANSI CSI sequences (colours, cursor moves), OSC sequences (hyperlinks, titles), and lone escapes. */
const CSI = /\x1b\[[0-?]*[ -/]*[@-~]/g;
const OSC = /\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g;
const ESC = /\x1b[@-Z\\-_]/g;
/** One overstruck character: `X\bX` (bold) or `_\bX` (underline) keeps only what follows the backspace. */
const OVERSTRIKE = /[^\n\x08]\x08/g;
/** Control characters other than newline and tab that survive the passes above. */
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/g;

/**
 * Expands tabs to 8-column stops so indentation-based layout survives (kubectl, jq). A tab is a
 * column gap: one that follows text and would leave a single space (`  build<TAB>Build it`, the
 * name ending a column before the stop) goes to the stop after, since the readers take one space
 * for a space inside a name or its description, and two or more for the gap between them.
 */
/**
 * nvme-cli prints each option row in brackets with a `---` before its text (`  [  --output-format=<FMT>,
 * -o <FMT> ]  --- Output format`): the row as other helps print it, the text after a gap.
 */
function unbracketOptionRow(line: string): string {
  const m = /^( *)\[ +(-[^\]]*?) +\]( +)--- (\S.*)$/.exec(line);
  if (m) return `${m[1]}${m[2]}${m[3]}    ${m[4]}`;
  // c++filt: `  [-_|--strip-underscore]     Ignore first leading underscore`, a bracketed option row
  // with its text after a gap: the brackets become blanks, so the text stays in its column.
  // bnd pads the brackets: `   [ -b, --base <string> ]    - Use as base directory`.
  const row = /^( *)\[( *)(-[^[\]]*?)( *)\]( {2,}\S.*)$/.exec(line);
  return row ? `${row[1]} ${row[2]}${row[3]}${row[4]} ${row[5]}` : line;
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) {
    if (ch === '\t') {
      let width = 8 - (out.length % 8);
      if (width === 1 && out.trim() !== '' && !out.endsWith(' ')) width += 8;
      out += ' '.repeat(width);
    } else out += ch;
  }
  return out;
}

/**
 * Turns raw `--help` output into plain text the parsers can read: strips ANSI escapes and
 * backspace overstrike, normalises CRLF and lone CR to LF, expands tabs, drops trailing blanks,
 * turns drawn and Markdown headings into plain titles, puts option rows printed two to a row one
 * to a row.
 * Idempotent: cleaning clean text returns it unchanged.
 *
 * @example
 * cleanHelpText('\x1b[1mUsage:\x1b[0m ls\r\n') // 'Usage: ls\n'
 */
export function cleanHelpText(raw: string): string {
  let text = raw.replace(OSC, '').replace(CSI, '').replace(ESC, '');
  // Overstrike can nest (`_\bX\bX`): repeat until no backspace is left, bounded by the text length.
  for (let guard = 0; text.includes('\x08') && guard < 16; guard += 1) {
    const next = text.replace(OVERSTRIKE, '');
    if (next === text) break;
    text = next;
  }
  text = text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  text = withoutLogPrefix(text);
  const plain = plainMarkdownHeadings(withoutRuleLines(plainRuleHeadings(unboxRichPanels(text))));
  const lines = splitTwoColumnOptionRows(withoutRowDecorations(plain.split('\n').map((line) => unbracketOptionRow(expandTabs(line).trimEnd()))));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  // meow indents the whole help by two (`  Usage`, `    $ foo <input>`, `  Options`): a margin every
  // line shares, titles included, is no structure, and headings are read at the left edge.
  // Only with two titles at that margin: an option row alone (`  --all  show all`) keeps its indent.
  const margin = least(lines.filter((line) => line !== '').map((line) => line.length - line.trimStart().length));
  const titles = lines.filter((line) => line.length - line.trimStart().length === margin && /^[A-Z][A-Za-z ]{1,30}:?$/.test(line.trim())).length;
  const dedented = margin > 0 && Number.isFinite(margin) && titles >= 2 ? lines.map((line) => line.slice(margin)) : lines;
  return dedented.length > 0 ? `${dedented.join('\n')}\n` : '';
}

/** A logger's level before every line: sonar-scanner prints its help as `INFO: usage: ...`, `INFO:  -D,--define <arg> ...`. */
const LOG_PREFIX = /^(?:\[(?:INFO|WARN|WARNING|DEBUG|NOTICE)\]|(?:INFO|WARN|WARNING|DEBUG|NOTICE):) ?/;

/**
 * The text without a logger's level prefix when every non-empty line has the same one (a Java
 * program printing its help through its logger): the help under it keeps its own indentation.
 *
 * @example
 * withoutLogPrefix('INFO: usage: x [options]\nINFO:  -h,--help  Help\n'); // 'usage: x [options]\n -h,--help  Help\n'
 */
export function withoutLogPrefix(text: string): string {
  const lines = text.split('\n');
  const used = lines.filter((line) => line.trim() !== '');
  if (used.length < 2) return text;
  const prefix = LOG_PREFIX.exec(used[0]!)?.[0]?.trimEnd();
  if (prefix === undefined || !used.every((line) => line.startsWith(prefix))) return text;
  return lines.map((line) => (line.startsWith(prefix) ? line.slice(prefix.length).replace(/^ /, '') : line)).join('\n');
}
