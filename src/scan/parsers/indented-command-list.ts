import type { ParsedSubcommand } from '../types.js';
import { readSubcommandRows } from './commands.js';
import { classifyHeading, type HelpLine, type HelpSection } from './layout.js';

/** `  Commands:` indented like the rest of an old commander help (pm2). */
const HEADING = /^([A-Z][A-Za-z ]{0,40}):$/;
/** `delete|del <name>`: a name and its aliases joined by bars (commander's `.alias()`). */
const BARRED_NAME = /^([A-Za-z0-9][\w:.-]*)((?:\|[A-Za-z0-9][\w:.-]*)+)(?= |$)/;

/**
 * Subcommands listed under a command-list heading that is itself indented, as old commander
 * versions print their whole help two spaces in (pm2: `  Commands:` then `    start [options]
 * [name|...]   start and daemonize an app`). The section runs to the next line indented no more
 * than its heading. Rows are read like any other command list; names joined by bars
 * (`delete|del <name>`, `list|ls`) give the first name with the others as aliases.
 *
 * @example
 * indentedCommandList(toLines('  Commands:\n\n    start <file>   start an app\n    list|ls        list apps\n'));
 * // [{ name: 'start', description: 'start an app' }, { name: 'list', description: 'list apps', aliases: ['ls'] }]
 */
export function indentedCommandList(lines: readonly HelpLine[]): ParsedSubcommand[] {
  const found: ParsedSubcommand[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const heading = lines[i]!;
    const m = heading.indent >= 2 ? HEADING.exec(heading.body) : null;
    if (!m || classifyHeading(m[1]!) !== 'commands') continue;
    let end = i + 1;
    while (end < lines.length && (lines[end]!.body === '' || lines[end]!.indent > heading.indent)) end++;
    const rows = lines.map((line, k) => {
      if (k <= i || k >= end) return line;
      const barred = BARRED_NAME.exec(line.body);
      if (!barred) return line;
      const body = barred[1]! + barred[2]!.split('|').join(', ') + line.body.slice(barred[0].length);
      return { text: ' '.repeat(line.indent) + body, indent: line.indent, body };
    });
    const section: HelpSection = { title: m[1]!, inline: '', kind: 'commands', headingLine: i, start: i + 1, end };
    for (const sub of readSubcommandRows(rows, [section]).subcommands) {
      if (seen.has(sub.name)) continue;
      seen.add(sub.name);
      found.push(sub);
    }
    i = end - 1;
  }
  return found;
}
