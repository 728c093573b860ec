import type { HelpFormat, ParsedHelp } from '../types.js';
import { cleanHelpText } from './clean.js';
import { detectCleanHelpFormat } from './detect.js';
import { parseClapHelp } from './clap.js';
import { parseClickHelp } from './click.js';
import { parseCobraHelp } from './cobra.js';
import { parseGnuHelp } from './gnu.js';

export { cleanHelpText } from './clean.js';
export { detectHelpFormat } from './detect.js';

/** Options for {@link parseHelp}. */
export interface ParseHelpOptions {
  /** Skip detection and use this parser (`unknown` uses the GNU parser, the most tolerant). */
  format?: HelpFormat;
  /** The program's name, for callers' records; parsing does not depend on it. */
  programName?: string;
  /** Subcommand words of the command whose help this is (`['pr', 'list']`). */
  commandPath?: string[];
}

/**
 * Parses one command's help text (Tier 1) into flags, positionals, subcommands, description and
 * JSON-output flag. The text is cleaned first (ANSI, overstrike, CRLF, tabs), the format is
 * detected unless given, and the same text always gives the same result.
 *
 * @example
 * const help = parseHelp(gitCommitHelpText, { programName: 'git', commandPath: ['commit'] });
 * help.flags.find((f) => f.long === '--message')?.short // '-m'
 */
export function parseHelp(text: string, options: ParseHelpOptions = {}): ParsedHelp {
  const clean = cleanHelpText(text);
  const detected = options.format ?? detectCleanHelpFormat(clean);
  switch (detected) {
    case 'click':
      return parseClickHelp(clean);
    case 'cobra':
      return parseCobraHelp(clean);
    case 'clap':
      return parseClapHelp(clean);
    case 'gnu':
      return parseGnuHelp(clean);
    case 'unknown': {
      const parsed = parseGnuHelp(clean);
      return { ...parsed, format: 'unknown' };
    }
  }
}
