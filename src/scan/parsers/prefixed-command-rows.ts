import type { ParsedSubcommand } from '../types.js';
import { readSubcommandRows } from './commands.js';
import { splitSections, type HelpLine, type HelpSection } from './layout.js';
import type { UsageContext } from './usage-subcommands.js';

/** The fewest prefixed rows before a command section counts as this layout. */
const MIN_ROWS = 2;
const NAME = /^[A-Za-z0-9][\w:.-]*$/;
/** yargs ends a row with the command's other names: `List local packages  [aliases: ls, la, ll]`. */
const YARGS_ALIASES = /\s*\[aliases: ([A-Za-z0-9][\w:.-]*(?:, [A-Za-z0-9][\w:.-]*)*)\]$/;

/**
 * Subcommands of a command list whose rows repeat the program's name and command path before each
 * name, as yargs prints them (lerna: `  lerna changed   List local packages ...  [aliases:
 * updated]`, `  lerna create <name> [loc]   Create a new ...`). Detected from the text: at least
 * two rows of a section titled as a command list start with the program's name and command path,
 * then a name. The prefix is taken off and the rows are read like any other command list, so the
 * arguments after the name stay apart from the description; yargs' trailing `[aliases: a, b]`
 * becomes the command's aliases. `listSections` gives the sections to read instead of the text's
 * command sections (placeholder-command-rows.ts).
 *
 * @example
 * prefixedCommandRows(toLines('Commands:\n  lerna list   List packages  [aliases: ls, la]\n  lerna run <script>   Run a script\n'), { programName: 'lerna' });
 * // [{ name: 'list', description: 'List packages', aliases: ['ls', 'la'] }, { name: 'run', description: 'Run a script' }]
 */
export function prefixedCommandRows(lines: readonly HelpLine[], context: UsageContext, listSections?: readonly HelpSection[]): ParsedSubcommand[] {
  const program = context.programName;
  if (!program) return [];
  const prefix = [program, ...(context.commandPath ?? [])].join(' ') + ' ';
  const sections = (listSections ?? splitSections([...lines])).filter((section) => section.kind === 'commands');
  const stripped = [...lines];
  let rows = 0;
  const blank = (i: number): void => {
    stripped[i] = { text: '', indent: 0, body: '' };
  };
  for (const section of sections) {
    for (let i = section.start; i < section.end; i++) {
      const line = lines[i]!;
      if (line.indent === 0 || !line.body.startsWith(prefix)) continue;
      if (!NAME.test(line.body.slice(prefix.length).split(' ')[0]!)) {
        // n's `n   Display downloaded versions`, `n <version>   Install ...`, `n --lts   Output ...`:
        // the program run without a command. Such a row names no command (the program's own name is
        // none), and left in place it would break the list's column: it is dropped with its wrapped
        // description.
        blank(i);
        for (let k = i + 1; k < section.end && lines[k]!.body !== '' && lines[k]!.indent > line.indent && !lines[k]!.body.startsWith(prefix); k++) blank(k);
        continue;
      }
      const body = line.body.slice(prefix.length);
      // The name keeps its column, so rows without the prefix (wrapped descriptions) still line up.
      const indent = line.indent + prefix.length;
      stripped[i] = { text: ' '.repeat(indent) + body, indent, body };
      rows++;
    }
  }
  if (rows < MIN_ROWS) return [];
  return readSubcommandRows(stripped, sections).subcommands.map((sub) => {
    const m = YARGS_ALIASES.exec(sub.description);
    if (!m) return sub;
    const aliases = [...new Set([...(sub.aliases ?? []), ...m[1]!.split(', ')])].filter((alias) => alias !== sub.name);
    return { ...sub, description: sub.description.slice(0, m.index), ...(aliases.length > 0 ? { aliases } : {}) };
  });
}
