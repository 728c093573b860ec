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
  const numbers = numberOperandsFromProse(lines.map((line) => line.body).join(' '));
  return mergeNamed(fromUsage, lines, sections).map((positional) => {
    const type = numbers.get(positional.name);
    return type && positional.type === 'string' && !positional.variadic ? { ...positional, type } : positional;
  });
}

function mergeNamed(fromUsage: UsagePositional[], lines: HelpLine[], sections: HelpSection[]): ParsedPositional[] {
  const section = argumentEntries(lines, sections);
  const byName = new Map(fromUsage.map((p) => [p.name, p]));
  if (section.length === 0) {
    return fromUsage.map((p) => ({ name: p.name, required: p.required, variadic: p.variadic, type: p.type, description: '' }));
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
      type: inferred === 'boolean' || inferred === 'enum' ? 'string' : inferred,
      description: entry.description,
    });
  }
  return result;
}
