import type { ParsedSubcommand } from '../types.js';
import type { HelpLine, HelpSection } from './layout.js';

/** `station <wlan> connect <"network name"> [security]   Connect to network`: words and operands, then the text after a gap or on the lines below. */
const ROW = /^([a-z][\w-]*)((?: (?:<[^<>]+>|\[[^\][]+\]|[a-z][\w|/-]*))*)(?: {2,}\S|$)/;
/** The fewest groups before titled blocks of such rows count as this layout. */
const MIN_GROUPS = 2;

/**
 * Command groups whose verbs come after an operand (iwd's iwctl: `Station:` over `station list`,
 * `station <wlan> scan`, `station <wlan> connect <"network name">`). Each titled block whose rows
 * all start with one word, one of them with an operand right after it, gives that word as a
 * command; the verbs stay its operands, since `station scan` without the device between is no
 * command line the program takes. The description is the block's title and the forms its rows
 * give, so a caller knows what to pass. Detected from the text: two such blocks at least, and
 * every row of a block at one indent.
 *
 * @example
 * operandVerbGroups(lines, splitSections(lines)); // for 'Station:\n  station list   List\n  station <wlan> scan   Scan\n\nAdapters:\n  adapter list   List\n  adapter <phy> show   Show\n'
 * // [{ name: 'station', description: 'Station: list; <wlan> scan' }, { name: 'adapter', description: 'Adapters: list; <phy> show' }]
 */
export function operandVerbGroups(lines: readonly HelpLine[], sections: readonly HelpSection[]): ParsedSubcommand[] {
  const found: ParsedSubcommand[] = [];
  for (const section of sections) {
    if (section.kind !== 'unknown' || section.title === null) continue;
    const group = readGroup(lines.slice(section.start, section.end));
    if (group !== undefined && !found.some((sub) => sub.name === group.word)) {
      found.push({ name: group.word, description: `${section.title}: ${group.forms.join('; ')}` });
    }
  }
  return found.length >= MIN_GROUPS ? found : [];
}

/**
 * The synopsis each group of {@link operandVerbGroups} is bound with, its words the operands
 * (`iwctl station <arguments>...`), for a program that answers `station --help` with its own help.
 *
 * @example
 * operandVerbSynopses(lines, sections, 'iwctl').get('station'); // ['iwctl station <arguments>...']
 */
export function operandVerbSynopses(lines: readonly HelpLine[], sections: readonly HelpSection[], prefix: string): Map<string, string[]> {
  return new Map(operandVerbGroups(lines, sections).map((group) => [group.name, [`${prefix} ${group.name} <arguments>...`]]));
}

/** The word every row of the block starts with and each row's form after it, when one row puts an operand right after the word. */
function readGroup(block: readonly HelpLine[]): { word: string; forms: string[] } | undefined {
  const rows = block.filter((line) => line.body !== '');
  if (rows.length < 2) return undefined;
  const indent = rows[0]!.indent;
  if (indent === 0) return undefined;
  let word: string | undefined;
  let operandFirst = false;
  const forms: string[] = [];
  for (const line of rows) {
    // A wrapped description or the rest of a long row.
    if (line.indent > indent) continue;
    const row = line.indent === indent ? ROW.exec(line.body) : null;
    if (!row || (word !== undefined && row[1] !== word)) return undefined;
    word = row[1]!;
    forms.push(row[2]!.trim());
    if (/^ <[^<>]+> [a-z]/.test(row[2]!)) operandFirst = true;
  }
  return operandFirst ? { word: word!, forms } : undefined;
}
