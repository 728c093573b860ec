import type { ParsedHelp } from '../types.js';
import { parseWithStyle, readDocument } from './engine.js';
import type { UsageContext } from './usage-subcommands.js';

/**
 * Parses clap help, versions 2 to 4 (rg, fd, bat, hyperfine, cargo): `OPTIONS:`/`Options:`,
 * `ARGS:`/`Arguments:`, `SUBCOMMANDS:`/`Commands:`, long help with descriptions on the following
 * indented lines, `[default: X]`, `[possible values: a, b]` and the long `Possible values:` list,
 * `<X>...` repetition, and required options shown outside brackets in the usage.
 *
 * @example
 * parseClapHelp('Usage: x [OPTIONS]\n\nOptions:\n  -c, --color <WHEN>  Colour [possible values: auto, never]\n').flags[0].enumValues // ['auto', 'never']
 */
export function parseClapHelp(text: string, context: UsageContext = {}): ParsedHelp {
  return parseWithStyle(readDocument(text, context), {
    format: 'clap',
    annotations: { bracketDefault: true, cobraDefault: false, parenDefault: true, proseDefault: false },
    usageMarksRequired: true,
  });
}
