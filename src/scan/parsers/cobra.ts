import type { ParsedHelp } from '../types.js';
import { parseWithStyle, readDocument } from './engine.js';
import type { UsageContext } from './usage-subcommands.js';
import type { MetavarInfo } from './value-type.js';

/** pflag's value type names, as cobra prints them after the flag. */
const PFLAG_TYPES: Record<string, MetavarInfo> = {
  string: { type: 'string' },
  int: { type: 'integer' },
  int8: { type: 'integer' },
  int16: { type: 'integer' },
  int32: { type: 'integer' },
  int64: { type: 'integer' },
  uint: { type: 'integer' },
  uint8: { type: 'integer' },
  uint16: { type: 'integer' },
  uint32: { type: 'integer' },
  uint64: { type: 'integer' },
  count: { type: 'integer' },
  float: { type: 'float' },
  float32: { type: 'float' },
  float64: { type: 'float' },
  decimal: { type: 'float' },
  duration: { type: 'string' },
  bytes: { type: 'string' },
  ip: { type: 'string' },
  ipNet: { type: 'string' },
  mask: { type: 'string' },
  strings: { type: 'string', repeatable: true },
  stringArray: { type: 'string', repeatable: true },
  stringSlice: { type: 'string', repeatable: true },
  ints: { type: 'integer', repeatable: true },
  intSlice: { type: 'integer', repeatable: true },
  uints: { type: 'integer', repeatable: true },
  floats: { type: 'float', repeatable: true },
  durationSlice: { type: 'string', repeatable: true },
  list: { type: 'string', repeatable: true },
  filter: { type: 'string', repeatable: true },
  map: { type: 'string', repeatable: true },
  stringToString: { type: 'string', repeatable: true },
  ulimit: { type: 'string', repeatable: true },
  pref: { type: 'string', repeatable: true },
  gpu: { type: 'string', repeatable: true },
  mount: { type: 'string', repeatable: true },
  network: { type: 'string', repeatable: true },
  port: { type: 'string', repeatable: true },
  external: { type: 'string', repeatable: true },
};

function pflagType(word: string): MetavarInfo | undefined {
  return Object.prototype.hasOwnProperty.call(PFLAG_TYPES, word) ? PFLAG_TYPES[word] : undefined;
}

/**
 * Parses cobra help (gh, docker, kubectl, hugo...): `-l, --limit int` type words, `(default X)`
 * and `(default "X")`, `Flags:`/`Global Flags:`/`INHERITED FLAGS` (all kept as flags), gh's
 * upper-case `CORE COMMANDS` lists with `name:  text`, docker's `Management Commands:`, and
 * kubectl's `--flag=DEFAULT:` layout with the description on the next line.
 *
 * @example
 * parseCobraHelp('Flags:\n  -L, --limit int   Max items (default 30)\n').flags[0].default // '30'
 */
export function parseCobraHelp(text: string, context: UsageContext = {}): ParsedHelp {
  return parseWithStyle(readDocument(text, context), {
    format: 'cobra',
    annotations: { bracketDefault: false, cobraDefault: true, parenDefault: false, proseDefault: false },
    typeWords: pflagType,
    usageMarksRequired: false,
  });
}
