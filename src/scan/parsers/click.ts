import type { ParsedHelp } from '../types.js';
import { parseWithStyle, readDocument } from './engine.js';
import type { UsageContext } from './usage-subcommands.js';

/**
 * Parses Python help: click (`--x / --no-x`, `[default: X]`, `[required]`, `[a|b]` choices),
 * argparse (`-f {a,b}, --format {a,b}`, the two-column wrap with the description on the next
 * lines, `(default: X)`, required options shown outside brackets in the usage) and optparse.
 *
 * @example
 * parseClickHelp('usage: x [-h] --name NAME\n\noptions:\n  --name NAME  who\n').flags[0].required // true
 */
export function parseClickHelp(text: string, context: UsageContext = {}): ParsedHelp {
  return parseWithStyle(readDocument(text, context), {
    format: 'click',
    annotations: { bracketDefault: true, cobraDefault: false, parenDefault: true, proseDefault: true },
    usageMarksRequired: true,
  });
}
