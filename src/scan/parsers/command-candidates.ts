import { escapeRegExp } from '../../shared/escape-regexp.js';
/**
 * Command names a help text may list, whatever its layout (issue 21). These are candidates only:
 * the scanner keeps one when the program answers `<path> NAME --help` with help of its own (see
 * `confirmCommands` in src/scan/confirm-commands.ts), so a group heading or a prose word that
 * looks like a row fails there instead of becoming a phantom command.
 */

/** Where a help text sits: the program's name and the command words of the command. */
export interface CandidateContext {
  programName: string;
  commandPath: readonly string[];
}

/** A command name: lower-case start, at least two characters (single letters are aliases or options). */
const NAME = /^[a-z][a-z0-9]*(?:[-_:][a-z0-9]+)*$/;

/** What may follow a name at the head of a row: a gap, a `#` comment (Thor), arguments, a colon, aliases. */
const ROW_TAIL = /^(?:$| {2,}\S| +#| +[[<]| +[A-Z][A-Z0-9_]*(?:\.\.\.)?(?:$|[\s:])|:(?:$|\s)|, *[a-z]|\|[a-z])/;

/** A sentence that introduces an inline list: `Available subcommands: a b c`, `Commands: x, y`. */
const INLINE_LIST = /\b(?:sub)?commands?(?: are)?:\s+(\S.*)$/i;

/** Words no program uses as a command name that prose rows start with. */
const STOP_WORDS = new Set(['the', 'and', 'or', 'for', 'to', 'of', 'in', 'on', 'is', 'are', 'be', 'by', 'if', 'it', 'an', 'as', 'at', 'with', 'this', 'that', 'use', 'see', 'run', 'usage', 'example', 'examples', 'note', 'default', 'options', 'commands']);

/** Upper bound on candidates per help text: probes are bounded (each costs one help run). */
export const MAX_CANDIDATES = 64;

/** A marker some programs print before the command a bare invocation runs: certbot's `(default) run`. */
const DEFAULT_MARKER = /^\(default\) +(?=[a-z])/;

function add(found: string[], seen: Set<string>, word: string, marked = false): void {
  if (found.length >= MAX_CANDIDATES || seen.has(word) || !NAME.test(word) || (STOP_WORDS.has(word) && !marked)) return;
  seen.add(word);
  found.push(word);
}

/**
 * Plausible command names in a help text, in order of appearance, without duplicates:
 * - the first word of an indented (or flush-left) row when a gap, a `#` comment, arguments, a
 *   colon or an alias follows it: `  build   Build it`, `  new [PROJECT]  # Create` (after the
 *   program's own words, Thor's `tmuxinator new ...`), `  name ARGS:`, bare names on their own line;
 * - alias groups `new|n [options]` and `build, b`: the group's first name (the others are aliases);
 * - inline lists after `commands:` (`Available subcommands: a b c`), wrapped lines included.
 * Lines that start with an option, a capital letter or punctuation are never rows, but for a
 * `(default)` marker before the command a bare invocation runs (certbot's `(default) run`).
 *
 * @example
 * commandCandidates('Commands:\n  new|n [options] [name]   Generate\n', { programName: 'nest', commandPath: [] }); // ['new']
 */
export function commandCandidates(text: string, context: CandidateContext): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const prefix = [context.programName, ...context.commandPath];
  const lines = text.split('\n');
  let inlineOpen = false;
  /** Columns where a row of the current block puts its description (after a gap of two spaces or more). */
  let textColumns = new Set<number>();
  for (const raw of lines) {
    let body = raw.trim();
    if (body === '') {
      inlineOpen = false;
      textColumns = new Set();
      continue;
    }
    const indent = raw.length - raw.trimStart().length;
    // A line that starts where a row above put its description continues that description
    // (pnpm's wrapped option texts leave `installation`, `project` or `directory:` alone on a
    // line): it is no row, whatever word it starts with.
    const continued = textColumns.has(indent);
    for (const gap of raw.matchAll(/\S( {2,})(?=\S)/g)) textColumns.add(gap.index + 1 + gap[1]!.length);
    const inline = INLINE_LIST.exec(body);
    if (inline || inlineOpen) {
      const list = inline ? inline[1]! : body;
      const words = list.split(/[\s,]+/).map((word) => word.replace(/[.;]$/, '')).filter((word) => word !== '');
      // A list is names only: a sentence (`commands: see below`) is prose.
      if (words.length >= 2 && words.every((word) => NAME.test(word) || /^[|/]$/.test(word))) {
        for (const word of words) add(found, seen, word);
        inlineOpen = /,$/.test(body) || !/[.]$/.test(body);
        continue;
      }
      inlineOpen = false;
    }
    if (continued) continue;
    // Thor and others print `tool sub NAME ...`: the row starts after the program's own words.
    const words = body.split(/\s+/);
    if (prefix.every((word, i) => words[i] === word) && words.length > prefix.length) {
      body = body.replace(new RegExp(`^${prefix.map(escapeRegExp).join(' +')} +`), '');
    }
    // A row marked as the default command is a row whatever its word (`run` is prose elsewhere).
    const marked = DEFAULT_MARKER.exec(body);
    if (marked) body = body.slice(marked[0].length);
    const head = /^([a-z][a-z0-9_:-]*)((?:(?:\||, *)[a-z][a-z0-9_:-]*)*)/.exec(body);
    if (!head) continue;
    const rest = body.slice(head[0].length);
    if (!ROW_TAIL.test(rest) && !(head[2] !== '' && /^(?:$|\s)/.test(rest))) continue;
    add(found, seen, head[1]!, marked !== null);
  }
  return found;
}
