import type { ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';

/** A row naming the command operand: `<modular command>`, `COMMAND`, `<action>`, then its text after a gap. */
const PLACEHOLDER_ROW = /^(<[^<>]*\b(?:command|action)>|[A-Z_]*COMMAND)( {2,})(\S.*)$/;
/** `disable: disable a module with all its streams`. */
const NAMED_LINE = /^([a-z][\w-]*): \S/;
/** `available subcommands: summary (default), list, info,`. */
const LISTED = /^(?:available|valid|possible|supported)\s+(?:sub)?commands?(?:\s+are)?:\s*(.*)$/i;

/**
 * The commands an argparse help names only in the help of its command operand (dnf 4): either one
 * `name: text` line each (`<modular command>     disable: disable a module ...` then `enable: ...`
 * at the same column), or a sentence listing them (`COMMAND   available subcommands: summary
 * (default), list, info,` wrapped). The row's text runs over the lines indented to its column.
 *
 * @example
 * placeholderChoices(toLines('  <modular command>     disable: disable a module\n                        enable: enable a module stream\n'));
 * // [{ name: 'disable', description: 'disable a module' }, { name: 'enable', description: 'enable a module stream' }]
 */
export function placeholderChoices(lines: readonly HelpLine[]): ParsedSubcommand[] {
  for (let i = 0; i < lines.length; i++) {
    const m = lines[i]!.indent > 0 ? PLACEHOLDER_ROW.exec(lines[i]!.body) : null;
    if (!m) continue;
    const column = lines[i]!.indent + m[1]!.length + m[2]!.length;
    const text = [m[3]!];
    for (let k = i + 1; k < lines.length && lines[k]!.indent === column && lines[k]!.body !== ''; k++) text.push(lines[k]!.body);
    if (text.every((line) => NAMED_LINE.test(line)) && text.length >= 2) {
      return text.map((line) => {
        const [, name] = NAMED_LINE.exec(line)!;
        return { name: name!, description: line.slice(name!.length + 2).trim() };
      });
    }
    const listed = LISTED.exec(text.join(' '));
    if (listed) {
      const names = listed[1]!.replace(/\.\s*$/, '').split(/,\s*/).map((item) => item.replace(/\s*\([^)]*\)\s*$/, '').trim());
      if (names.length >= 2 && names.every((name) => /^[a-z][\w-]*$/.test(name))) return names.map((name) => ({ name, description: '' }));
    }
  }
  return [];
}
