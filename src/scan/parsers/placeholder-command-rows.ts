import type { ParsedSubcommand } from '../types.js';
import { readSubcommandRows } from './commands.js';
import type { HelpDocument } from './engine.js';
import { classifyHeading, type HelpLine, type HelpSection } from './layout.js';

/** `  options:`: a title with its colon, on a line of its own. */
const INDENTED_TITLE = /^[A-Za-z][\w ()-]{0,40}:$/;
import { prefixedCommandRows } from './prefixed-command-rows.js';
import type { UsageContext } from './usage-subcommands.js';
import { slotWords, takesCommand } from './usage-namespace.js';

/**
 * Command rows under a heading that does not say "commands", read when the usage takes a command
 * and nothing else listed any: cordova's `cordova platform <command> [options]` above `Manage
 * project platforms` and `    add <plat-spec> [...]..... Add specified platforms`, `    list ....
 * List all installed and available platforms`; its `cordova config <command>` above `Syntax` and
 * `    cordova config set <key> <value> ....... cordova config set save-exact true`. Every section
 * of no known kind is read as a command list (rows starting with the command's words
 * first; the usage lines are none); option, example and alias sections stay what they are.
 *
 * @example
 * placeholderCommandRows(readDocument('Usage: tool db <command>\n\nManage databases\n    create .... Create one\n    drop ...... Drop one\n'), { programName: 'tool', commandPath: ['db'] })
 * // [{ name: 'create', description: 'Create one' }, { name: 'drop', description: 'Drop one' }]
 */
export function placeholderCommandRows(doc: HelpDocument, context: UsageContext): ParsedSubcommand[] {
  // waypipe's `waypipe [options] mode ...` over `Modes:` and its rows: the section the usage's
  // slot names, in the plural, lists what goes there.
  const slots = slotWords(doc.usages, context);
  const named = doc.sections.filter((section) => section.kind === 'unknown' && section.title !== null && slots.some((word) => section.title!.trim().toLowerCase() === `${word}s`));
  if (named.length > 0) return readSubcommandRows(doc.lines, named.map((section) => ({ ...section, kind: 'commands' as const }))).subcommands;
  if (!takesCommand(doc.usages, context)) return [];
  // apt-key prints its rows under the usage with no heading between: the usage section goes on
  // past its usage lines, and what follows them is read like an untitled section.
  const withTail = doc.sections.flatMap((section) => {
    if (section.kind !== 'usage') return [section];
    // `Usage: apt-key [--keyring file] [command] [arguments]` is on the heading line itself.
    let last = section.inline !== '' ? section.start - 1 : -1;
    for (let i = section.start; i < section.end; i += 1) if (doc.usageLines.has(i)) last = i;
    return last >= 0 && last + 1 < section.end ? [{ ...section, end: last + 1 }, { ...section, kind: 'unknown' as const, title: null, start: last + 1, headingLine: last + 1 }] : [section];
  });
  if (!withTail.some((section) => section.kind === 'unknown')) return [];
  const sections = withTail.flatMap((section) => (section.kind === 'unknown' ? piecesOf(doc.lines, section) : [section]));
  // The usage line itself (`    cordova platform <command> [options]`) is no row.
  const lines = doc.lines.map((line, i) => (doc.usageLines.has(i) ? { text: '', indent: 0, body: '' } : line));
  const prefixed = prefixedCommandRows(lines, context, sections);
  return prefixed.length > 0 ? prefixed : readSubcommandRows(lines, sections).subcommands;
}

/**
 * An untitled stretch split at its lines on the margin (cordova's `Synopsis`, `Manage project
 * platforms`: no heading to the layout reader), each piece a command list of its own. An indented
 * title of options (virsh's `  options:` over `    -c | --connect=URI ...`) starts a piece of
 * options, not of commands.
 */
function piecesOf(lines: readonly HelpLine[], section: HelpSection): HelpSection[] {
  const pieces: HelpSection[] = [];
  let piece: HelpSection = { ...section, kind: 'commands' };
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i]!;
    const optionsTitle = line.indent > 0 && INDENTED_TITLE.test(line.body) && classifyHeading(line.body.slice(0, -1)) === 'options';
    if (line.body === '' || (line.indent > 0 && !optionsTitle)) continue;
    piece.end = i;
    if (piece.end > piece.start) pieces.push(piece);
    piece = { ...section, kind: optionsTitle ? 'options' : 'commands', title: line.body, headingLine: i, start: i + 1, end: section.end };
  }
  if (piece.end > piece.start) pieces.push(piece);
  return pieces;
}
