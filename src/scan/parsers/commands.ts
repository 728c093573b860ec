import type { ParsedSubcommand } from '../types.js';
import { joinWrapped, type HelpLine, type HelpSection } from './layout.js';

/**
 * `name`, `name, alias`, gh's `name:`, and commander's `name [options] <arg...>` (the arguments
 * are skipped), then the description after a gap.
 */
const ENTRY = /^([A-Za-z0-9][\w.-]*)((?:, *[A-Za-z0-9][\w.-]*)*)(:?)(?:(?: +(?:\[[^\]]*\]|<[^>]*>)(?:\.\.\.)?)*)(?:( +)(.*))?$/;

/**
 * Sections that list subcommands: those whose heading says so, and the untitled-by-keyword groups
 * that follow one (git prints "These are common Git commands..." then one heading per group).
 */
function commandSections(lines: HelpLine[], sections: HelpSection[]): HelpSection[] {
  const result: HelpSection[] = [];
  let inCommandRun = false;
  for (const section of sections) {
    if (section.kind === 'commands') {
      result.push(section);
      inCommandRun = true;
    } else if (section.kind === 'unknown' && inCommandRun) {
      const first = lines.slice(section.start, section.end).find((l) => l.body !== '');
      if (first && first.indent >= 1 && ENTRY.exec(first.body)?.[5]) result.push(section);
      else inCommandRun = false;
    } else inCommandRun = false;
  }
  return result;
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
  const found: ParsedSubcommand[] = [];
  const seen = new Set<string>();
  for (const section of commandSections(lines, sections)) {
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
    for (let i = section.start; i < section.end; i += 1) {
      const line = lines[i]!;
      if (line.body === '') continue;
      if (line.indent === 0) {
        flush();
        break;
      }
      if (base < 0) base = line.indent;
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
      const m = ENTRY.exec(line.body);
      if (!m) continue;
      const aliases = (m[2] ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== '');
      const entry: ParsedSubcommand = { name: m[1]!, description: '' };
      if (aliases.length > 0) entry.aliases = aliases;
      // A single space only separates name and text after gh's colon; otherwise it is prose.
      if (m[4] !== undefined && m[4].length < 2 && m[3] !== ':') continue;
      current = { entry, parts: m[5] ? [m[5]] : [] };
    }
    flush();
  }
  return found;
}
