import type { HelpFormat } from '../types.js';
import { cleanHelpText } from './clean.js';

interface Signal {
  format: Exclude<HelpFormat, 'unknown'>;
  pattern: RegExp;
  weight: number;
  /** Count every match (capped) rather than once. */
  each?: number;
}

const SIGNALS: Signal[] = [
  // GNU (getopt_long / argp) and git's parse-options.
  { format: 'gnu', pattern: /^Usage: \S+ \[OPTION\]/m, weight: 3 },
  { format: 'gnu', pattern: /^Usage: \S+ \[OPTION\.\.\.\]/m, weight: 3 },
  { format: 'gnu', pattern: /^Usage: \S+ \[options\.\.\.\]/m, weight: 4 },
  { format: 'gnu', pattern: /--help\s+(display|give) this help/, weight: 4 },
  { format: 'gnu', pattern: /Mandatory arguments to long options/, weight: 3 },
  { format: 'gnu', pattern: /^Report bugs to|^GNU .* home page/m, weight: 2 },
  { format: 'gnu', pattern: /^ +(-\w, )?--[\w-]+=[A-Z]/gm, weight: 1, each: 4 },
  { format: 'gnu', pattern: /^usage: git /m, weight: 4 },
  // Node's commander prints GNU-like help.
  { format: 'gnu', pattern: /display help for command$/m, weight: 4 },
  // python3's own help: `-c cmd : program passed in as string` at column 0.
  { format: 'gnu', pattern: /^-[\w-]+( \w+)? +: \S/gm, weight: 1, each: 4 },
  // Click, argparse, optparse.
  { format: 'click', pattern: /Show this message and exit\./, weight: 5 },
  { format: 'click', pattern: /^usage: [\s\S]*^([Pp]ositional arguments|[Oo]ptional arguments|options):$/m, weight: 4 },
  { format: 'click', pattern: /show this help message and exit/i, weight: 4 },
  { format: 'click', pattern: /^ +(-\w, )?--[\w-]+ \/ --[\w-]+/m, weight: 2 },
  { format: 'click', pattern: /\[required\]/, weight: 2 },
  // optparse (pip): lower-case `[options]` in the usage and `<value>` metavariables.
  { format: 'click', pattern: /\[options\][\s\S]*^ +(-\w, )?--[\w-]+ <[a-z_]+>/m, weight: 4 },
  { format: 'click', pattern: /^Usage: \S+( \S+)* \[OPTIONS\]( \S+)*\n\n {2}\S/m, weight: 2 },
  // Cobra (and gh, docker, kubectl templates).
  { format: 'cobra', pattern: /^(Flags|Global Flags|Available Commands|Global Options|Management Commands|Common Commands):$/m, weight: 3 },
  { format: 'cobra', pattern: /^(FLAGS|INHERITED FLAGS|CORE COMMANDS|USAGE)$/m, weight: 3 },
  { format: 'cobra', pattern: /\[flags\]/, weight: 3 },
  { format: 'cobra', pattern: /^Usage: {2}\S+( [a-z][\w-]*)* \[OPTIONS\]/m, weight: 2 },
  { format: 'cobra', pattern: /^ +(-\w, )?--[\w-]+=\S*:$/gm, weight: 1, each: 4 },
  { format: 'cobra', pattern: /^ +(-\w, )?--[\w-]+ (string|int|strings|stringArray|duration|uint|float|list|bytes|int64|uint16)\s{2,}/gm, weight: 1, each: 4 },
  { format: 'cobra', pattern: /^Run '[\w -]+ COMMAND --help' for more information/m, weight: 3 },
  { format: 'cobra', pattern: /Use "[\w -]+ (\[command\]|<command>|COMMAND) --help"/, weight: 2 },
  // Clap 2, 3 and 4.
  { format: 'clap', pattern: /^(USAGE|ARGS|OPTIONS|FLAGS|SUBCOMMANDS):$/gm, weight: 2, each: 3 },
  { format: 'clap', pattern: /\[possible values: /, weight: 3 },
  { format: 'clap', pattern: /^ +-h, --help\s+Print(s)? (help|this help)/m, weight: 4 },
  { format: 'clap', pattern: /^ +(-\w, )?--[\w-]+ <[\w.-]+>(\.\.\.)?(\s{2,}|$)/gm, weight: 1, each: 3 },
  { format: 'clap', pattern: /^Arguments:$/m, weight: 2 },
];

const ORDER: Exclude<HelpFormat, 'unknown'>[] = ['gnu', 'click', 'cobra', 'clap'];

/**
 * Guesses which of the four help styles a text is in by weighing tell-tale headings and option
 * layouts; `unknown` when the text shows no options, commands or usage at all.
 *
 * @example
 * detectHelpFormat('Usage: ls [OPTION]... [FILE]...\n  -a, --all  do not ignore entries\n') // 'gnu'
 */
export function detectHelpFormat(text: string): HelpFormat {
  return detectCleanHelpFormat(cleanHelpText(text));
}

/**
 * {@link detectHelpFormat} for text that {@link cleanHelpText} has already cleaned.
 *
 * @example
 * detectCleanHelpFormat(cleanHelpText(raw))
 */
export function detectCleanHelpFormat(clean: string): HelpFormat {
  if (!/^\s*-{1,2}\w|^usage|^\s+\w[\w-]*:?\s{2,}\S/im.test(clean)) return 'unknown';
  const scores = new Map<HelpFormat, number>(ORDER.map((f) => [f, 0]));
  for (const signal of SIGNALS) {
    let hits = 0;
    if (signal.each !== undefined) hits = Math.min(signal.each, [...clean.matchAll(signal.pattern)].length);
    else hits = signal.pattern.test(clean) ? 1 : 0;
    scores.set(signal.format, scores.get(signal.format)! + hits * signal.weight);
  }
  let best: HelpFormat = 'gnu';
  let bestScore = 0;
  for (const format of ORDER) {
    if (scores.get(format)! > bestScore) {
      best = format;
      bestScore = scores.get(format)!;
    }
  }
  return best;
}
