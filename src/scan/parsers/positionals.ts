import { greatest, least } from '../../shared/least.js';
import type { ParsedPositional } from '../types.js';
import { joinWrapped, type HelpLine, type HelpSection } from './layout.js';
import { startsWithOption } from './option-spec.js';
import type { UsagePositional } from './usage.js';
import { typeFromMetavar } from './value-type.js';

interface ArgumentEntry {
  name: string;
  /** `<X>` → true, `[X]` → false, bare → unknown. */
  required?: boolean;
  variadic: boolean;
  description: string;
}

const ARG_LINE = /^(<[^>]+>|\[[^\]]+\]|[A-Za-z][\w.-]*)(\.\.\.)?(?: {2,}(.*))?$/;

/** Entries of `Arguments:`, `ARGS:` and `positional arguments:` sections. */
function argumentEntries(lines: HelpLine[], sections: HelpSection[]): ArgumentEntry[] {
  const entries: ArgumentEntry[] = [];
  for (const section of sections.filter((s) => s.kind === 'arguments')) {
    let base = -1;
    let current: { entry: ArgumentEntry; parts: string[] } | undefined;
    const flush = (): void => {
      if (current) {
        current.entry.description = firstParagraphOf(current.parts);
        entries.push(current.entry);
      }
      current = undefined;
    };
    for (let i = section.start; i < section.end; i += 1) {
      const line = lines[i]!;
      if (line.body === '') {
        if (current) current.parts.push('');
        continue;
      }
      if (line.indent === 0) break;
      const m = ARG_LINE.exec(line.body);
      if (base < 0 && m && !startsWithOption(line.body)) base = line.indent;
      if (line.indent === base && m && !startsWithOption(line.body)) {
        flush();
        const token = m[1]!;
        const bracketed = /^[<[]/.test(token);
        const entry: ArgumentEntry = {
          name: (bracketed ? token.slice(1, -1) : token).replace(/\.\.\.$/, ''),
          variadic: m[2] !== undefined || token.endsWith('...>') || token.endsWith('...]'),
          description: '',
        };
        if (bracketed) entry.required = token.startsWith('<');
        current = { entry, parts: m[3] ? [m[3]] : [] };
      } else if (current && line.indent > base) current.parts.push(line.body);
    }
    flush();
  }
  return entries;
}

function firstParagraphOf(parts: string[]): string {
  while (parts.length > 0 && parts[0] === '') parts.shift();
  const end = parts.indexOf('');
  return joinWrapped(end < 0 ? parts : parts.slice(0, end));
}

/**
 * Operands the help's prose calls numbers: seq's "FIRST, INCREMENT, and LAST are interpreted as
 * floating point values", "N is an integer". By operand name (lower case), the number type.
 */
const NUMBER_PROSE = /\b([A-Z][A-Z0-9_]*(?:(?:,\s*|\s+)(?:and\s+|or\s+)?[A-Z][A-Z0-9_]*)*)\s+(?:is|are)\s+(?:interpreted as\s+|treated as\s+|read as\s+)?(?:an?\s+)?(floating[- ]point|integers?|decimal|numbers?|numeric)\b/g;

/**
 * The types the help's prose gives operands by name (`FIRST, INCREMENT, and LAST are interpreted
 * as floating point values` → first, increment, last: float).
 *
 * @example
 * numberOperandsFromProse('FIRST and LAST are interpreted as floating point values.'); // Map { 'first' => 'float', 'last' => 'float' }
 */
export function numberOperandsFromProse(text: string): Map<string, 'float' | 'integer'> {
  const found = new Map<string, 'float' | 'integer'>();
  for (const match of text.matchAll(NUMBER_PROSE)) {
    const type = /^integer/.test(match[2]!) ? 'integer' : 'float';
    for (const name of match[1]!.split(/[\s,]+/)) if (name !== 'and' && name !== 'or' && name !== '') found.set(name.toLowerCase(), type);
  }
  return found;
}

/** `FILES are 'FILE1 FILE2' or 'DIR1 DIR2' or 'DIR FILE'`: an operand, then quoted forms joined by `or` or commas. */
const COUNT_PROSE = /\b([A-Z][A-Z0-9_]*)\s+(?:is|are)\s+('[^'\n]+'(?:(?:,\s*|\s+)(?:or\s+)?'[^'\n]+')*)/g;

/**
 * Operands the help's prose spells out as a fixed number of words (diff: "FILES are 'FILE1
 * FILE2' or 'DIR1 DIR2' or 'DIR FILE' or 'FILE DIR'"): by operand name (lower case), the fewest and
 * most words its forms have. Only forms of two words or more count: one word says nothing the
 * usage does not.
 *
 * @example
 * operandCountsFromProse("FILES are 'FILE1 FILE2' or 'DIR1 DIR2'."); // Map { 'files' => { min: 2, max: 2 } }
 */
export function operandCountsFromProse(text: string): Map<string, { min: number; max: number }> {
  const found = new Map<string, { min: number; max: number }>();
  for (const match of text.matchAll(COUNT_PROSE)) {
    const counts = [...match[2]!.matchAll(/'([^'\n]+)'/g)].map((form) => form[1]!.trim().split(/\s+/).length);
    const max = greatest(counts);
    if (max >= 2) found.set(match[1]!.toLowerCase(), { min: least(counts), max });
  }
  return found;
}

function key(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '_');
}

/**
 * Merges what the usage line and the arguments section say about positionals. The section decides
 * names, order and descriptions when it exists; the usage line decides required/variadic when it
 * names the same argument.
 *
 * @example
 * mergePositionals([{ name: 'file', required: false, variadic: true, type: 'path' }], lines, sections)
 */
export function mergePositionals(fromUsage: UsagePositional[], lines: HelpLine[], sections: HelpSection[]): ParsedPositional[] {
  const prose = lines.map((line) => line.body).join(' ');
  const numbers = numberOperandsFromProse(prose);
  const counts = operandCountsFromProse(prose);
  return mergeNamed(fromUsage, lines, sections).map((positional) => {
    const type = numbers.get(positional.name);
    const typed = type && positional.type === 'string' && !positional.variadic ? { ...positional, type } : positional;
    // diff's one FILES operand is two words: a list of that many, each its own argv entry.
    const count = counts.get(positional.name);
    return count ? { ...typed, variadic: true, count } : typed;
  });
}

function mergeNamed(fromUsage: UsagePositional[], lines: HelpLine[], sections: HelpSection[]): ParsedPositional[] {
  const section = argumentEntries(lines, sections);
  const byName = new Map(fromUsage.map((p) => [p.name, p]));
  if (section.length === 0) {
    return fromUsage.map((p) => ({ name: p.name, required: p.required, variadic: p.variadic, type: p.type, description: '', ...(p.requiredUnless ? { requiredUnless: p.requiredUnless } : {}), ...(p.enumValues ? { enumValues: p.enumValues } : {}), ...(p.knownValues ? { knownValues: p.knownValues } : {}) }));
  }
  const result: ParsedPositional[] = [];
  const seen = new Set<string>();
  for (const entry of section) {
    const name = key(entry.name);
    if (seen.has(name)) continue;
    seen.add(name);
    const usage = byName.get(name);
    const inferred = typeFromMetavar(entry.name).type;
    result.push({
      name,
      required: usage?.required ?? entry.required ?? true,
      variadic: usage?.variadic === true || entry.variadic,
      ...(usage?.enumValues ? { type: 'enum' as const, enumValues: usage.enumValues } : { type: inferred === 'boolean' || inferred === 'enum' ? 'string' : inferred }),
      description: entry.description,
      ...(usage?.requiredUnless ? { requiredUnless: usage.requiredUnless } : {}),
      ...(usage?.knownValues ? { knownValues: usage.knownValues } : {}),
    });
  }
  return result;
}
