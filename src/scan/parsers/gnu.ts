import type { ParsedHelp } from '../types.js';
import { parseWithStyle, readDocument } from './engine.js';
import type { UsageContext } from './usage-subcommands.js';

/**
 * GNU prose that names a metavariable's values outside the option list, e.g. ls's
 * "The WHEN argument defaults to 'always' and can also be 'auto' or 'never'." — only quoted words
 * count, so open-ended lists ("full-iso, long-iso, ... or +FORMAT") are left alone.
 */
function footnoteEnums(text: string): Map<string, string[]> {
  const enums = new Map<string, string[]>();
  const oneLine = text.replace(/\s+/g, ' ');
  for (const m of oneLine.matchAll(/\bThe ([A-Z][A-Z0-9_]*) argument ([^.]*)\./g)) {
    const values = [...m[2]!.matchAll(/'([A-Za-z0-9_.+-]+)'/g)].map((v) => v[1]!);
    const unique = [...new Set(values)];
    if (unique.length >= 2 && !enums.has(m[1]!)) enums.set(m[1]!, unique);
  }
  return enums;
}

/**
 * Parses GNU-style help (coreutils, grep, tar, curl, wget, sed, git's parse-options): option
 * lines like `-n, --lines=NUM`, `--color[=WHEN]`, `--[no-]flag`, descriptions wrapped at a column,
 * grouped command lists like git's.
 *
 * @example
 * parseGnuHelp('Usage: head [OPTION]... [FILE]...\n  -n, --lines=NUM  print the first NUM lines\n').flags[0].type // 'integer'
 */
export function parseGnuHelp(text: string, context: UsageContext = {}): ParsedHelp {
  return parseWithStyle(readDocument(text, context), {
    format: 'gnu',
    annotations: { bracketDefault: false, cobraDefault: false, parenDefault: true, proseDefault: true },
    metavarEnums: footnoteEnums(text),
    usageMarksRequired: false,
  });
}
