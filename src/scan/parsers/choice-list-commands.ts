import type { ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';

/** `{install,inject,upgrade-all}`: argparse's list of subcommand choices on a line of its own. */
const CHOICES = /^\{([a-z0-9][\w.-]*(?:,[a-z0-9][\w.-]*)+)\}$/;
const ROW = /^([a-z0-9][\w.-]*)(?: {2,}(.*))?$/;

/**
 * Subcommands that argparse gives only as a choice list (pipx: a `{install,inject,...}` line under
 * `subcommands:`, then indented `name  description` rows, descriptions wrapping further in). Each
 * listed choice is a subcommand; a row under the list gives its description. Detected from the
 * text, never from the program's name.
 *
 * @example
 * choiceListSubcommands(toLines('subcommands:\n  {install,list}\n    install   Install a package\n    list      List packages\n'));
 * // [{ name: 'install', description: 'Install a package' }, { name: 'list', description: 'List packages' }]
 */
export function choiceListSubcommands(lines: readonly HelpLine[]): ParsedSubcommand[] {
  // The usage line repeats the list without rows: the list with the most rows under it wins.
  let best: ParsedSubcommand[] = [];
  let bestRows = -1;
  for (let i = 0; i < lines.length; i++) {
    const list = CHOICES.exec(lines[i]!.body);
    if (!list) continue;
    const names = list[1]!.split(',');
    const descriptions = new Map<string, string>();
    const listIndent = lines[i]!.indent;
    let current: string | undefined;
    let rowIndent = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.body === '') continue;
      if (line.indent <= listIndent) break;
      const row = ROW.exec(line.body);
      if (row && names.includes(row[1]!) && (rowIndent === -1 || line.indent === rowIndent)) {
        rowIndent = line.indent;
        current = row[1]!;
        descriptions.set(current, (row[2] ?? '').trim());
      } else if (current && line.indent > rowIndent) {
        descriptions.set(current, `${descriptions.get(current)} ${line.body}`.trim());
      }
    }
    if (descriptions.size > bestRows) {
      bestRows = descriptions.size;
      best = names.map((name) => ({ name, description: descriptions.get(name) ?? '' }));
    }
  }
  return best;
}
