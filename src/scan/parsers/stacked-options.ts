import type { ParsedFlag } from '../types.js';
import type { HelpLine } from './layout.js';
import { orderKeys } from './flags.js';

/** A line that is nothing but option tokens: `--target, -t`, `--noEmit`. */
const HEAD = /^--?[A-Za-z][\w-]*(?:, ?--?[A-Za-z][\w-]*)*$/;
/** Upper-case section titles (`COMMON COMPILER OPTIONS`) and markdown ones (`### Modules`). */
const TITLE = /^(?:[A-Z][A-Z0-9 &/-]+|#{1,4} .+)$/;
const FACT = /^(type|one of|one or more|default):\s*(.*)$/i;
/** The fewest entries before a text counts as this layout; fewer could be prose that starts with a dash. */
const MIN_ENTRIES = 3;
const META = new Set(['--help', '--version', '--all']);
/**
 * An untyped entry whose description says it is given something (`--project`: "given the path
 * to ...", `--locale`: "Set the language ..."). Ambiguous by nature; other untyped entries of an
 * untyped section stay switches, the looser reading for a flag whose text names no value.
 */
const VALUE_PROSE = /\b(?:given the path|path to)\b|^(?:set|specify) the\b/i;

interface Entry {
  tokens: string[];
  description: string;
  facts: Map<string, string>;
  section: number;
}

/**
 * Options in the "stacked" layout (TypeScript's `tsc --help`): the option tokens alone on a flush-
 * left line, the description on the next, then optional `type:`, `one of:`, `one or more:` and
 * `default:` lines, entries apart by blank lines, under upper-case section titles. Detected from
 * the text (at least three such entries), never from the program's name.
 *
 * Whether an option takes a value: `type: boolean` says no; another `type:` or `one of:` says yes
 * (an enum for `one of:`, where `es6/es2015` counts as two spellings). An entry with no type line
 * takes a text value when its section's other entries state types (tsc's compiler options such as
 * `--outDir`), and is a switch in a section that states none (tsc's command-line flags), unless its
 * description says it is given something ({@link VALUE_PROSE}).
 *
 * @example
 * stackedOptionFlags(toLines('--noEmit\nDisable emitting.\ntype: boolean\n\n--outDir\nOutput folder.\n\n--target, -t\nVersion.\none of: es5, esnext\n'));
 * // [--noEmit switch, --outDir string, --target enum]
 */
export function stackedOptionFlags(lines: readonly HelpLine[]): ParsedFlag[] {
  const entries: Entry[] = [];
  let section = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.indent === 0 && TITLE.test(line.body) && !line.body.startsWith('-')) section++;
    const next = lines[i + 1];
    const startsEntry = line.indent === 0 && HEAD.test(line.body) && (i === 0 || lines[i - 1]!.body === '' || TITLE.test(lines[i - 1]!.body));
    if (!startsEntry || !next || next.body === '' || next.body.startsWith('-') || next.indent !== 0) continue;
    const entry: Entry = { tokens: line.body.split(/, ?/), description: '', facts: new Map(), section };
    const prose: string[] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.body !== ''; j++) {
      const fact = FACT.exec(lines[j]!.body);
      if (fact) entry.facts.set(fact[1]!.toLowerCase(), fact[2]!.trim());
      else if (entry.facts.size === 0) prose.push(lines[j]!.body);
    }
    entry.description = prose.join(' ');
    entries.push(entry);
    i = j - 1;
  }
  if (entries.length < MIN_ENTRIES) return [];
  const typedSections = new Set(entries.filter((e) => e.facts.has('type') || e.facts.has('one of')).map((e) => e.section));
  const flags: ParsedFlag[] = [];
  for (const entry of entries) {
    if (entry.tokens.some((t) => META.has(t))) continue;
    const flag: ParsedFlag = { type: 'boolean', description: entry.description, source: 'help' };
    const long = entry.tokens.find((t) => t.startsWith('--'));
    const short = entry.tokens.find((t) => !t.startsWith('--'));
    if (long) flag.long = long;
    if (short) flag.short = short;
    const type = entry.facts.get('type')?.toLowerCase();
    const oneOf = entry.facts.get('one of');
    const takesValue =
      oneOf !== undefined || entry.facts.has('one or more') || (type !== undefined && type !== 'boolean') ||
      (type === undefined && (typedSections.has(entry.section) || VALUE_PROSE.test(entry.description)));
    if (takesValue) {
      flag.valueName = 'VALUE';
      flag.valueStyle = 'separate';
      flag.type = type === 'number' ? 'float' : /\bpath\b/i.test(entry.description) && type === undefined ? 'path' : 'string';
      const values = oneOf?.split(/,\s*/).flatMap((v) => v.split('/')).map((v) => v.trim()).filter(Boolean);
      if (values && values.length >= 2) {
        flag.type = 'enum';
        flag.enumValues = [...new Set(values)];
      }
    }
    const def = entry.facts.get('default');
    // `default: false`, `default: es5`; "`false`, unless `composite` is set" and "undefined" say no single value.
    if (def !== undefined && /^[`'"]?[\w.-]+[`'"]?$/.test(def) && !/^[`'"]?undefined[`'"]?$/.test(def)) flag.default = def.replace(/^[`'"]|[`'"]$/g, '');
    flags.push(orderKeys(flag));
  }
  return flags;
}
