import type { ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';
import { commandWords, isOptionGroup, wordForms, type UsageContext } from './usage-subcommands.js';
import { joinBrackets, SYNOPSIS_WORD } from './prose-synopses.js';

/**
 * Shell-script programs that print one synopsis line per command, with that command's options in
 * the line and no option list (xdg-utils: `xdg-mime install [--mode mode] [--novendor]
 * mimetypes-file`, under a `Synopsis` title, lines wrapped at 80 columns and separated by blank
 * lines). Detected from the text: at least two lines at column 0 that start with the program's
 * name and command path and name two different commands. A line that does not start with the
 * program's name continues the one above. Prose that starts with the program's name is no command
 * line ({@link isSentence}).
 *
 * The synopses are normalised so the usage reader takes what they mean: a value named like its
 * option (`--size size`, `[--mode mode]`) or alone with its option in brackets (`[--theme theme]`)
 * becomes `<size>`, and a plural `file(s)` is `file...` (one or more).
 */

const NAME = /^[a-z][\w-]*$/;
/** Synopsis lines start at the margin; indented command lines are examples (kubectl's `  kubectl get pods`). */
const MAX_INDENT = 0;
const MIN_COMMANDS = 2;
/** An indented block of synopses under a heading of its own needs this many lines (keyctl's `Format:` has 70). */
const MIN_BLOCK_LINES = 3;
/** A heading whose block is examples, however its lines look. */
const EXAMPLES_HEADING = /\bexamples?\b/i;

/**
 * Lines of indented synopsis blocks: keyutils' `keyctl` prints, under `Format:`, one indented line
 * per command (`  keyctl add [-x] <type> <desc> <data> <keyring>`) and no other list. A block is
 * taken when a heading at the margin (not an examples heading) is followed directly by at least
 * three lines at one indent, every one starting with the program's name, up to a blank line; an
 * example line (kubectl's) comes one at a time under prose or a comment, never as such a block.
 */
function indentedSynopsisBlocks(lines: readonly HelpLine[], program: string): Set<number> {
  const taken = new Set<number>();
  for (let i = 0; i < lines.length; i += 1) {
    const heading = lines[i]!;
    if (heading.indent !== 0 || !/^[A-Za-z][^:]{0,40}:$/.test(heading.body) || EXAMPLES_HEADING.test(heading.body)) continue;
    const indent = lines[i + 1]?.indent ?? 0;
    if (indent === 0) continue;
    let end = i + 1;
    while (end < lines.length && lines[end]!.body !== '' && lines[end]!.indent === indent && lines[end]!.body.split(/\s+/)[0] === program) end += 1;
    const blockEnds = end >= lines.length || lines[end]!.body === '';
    if (blockEnds && end - (i + 1) >= MIN_BLOCK_LINES) for (let at = i + 1; at < end; at += 1) taken.add(at);
  }
  return taken;
}

/**
 * Rewrites one synopsis (`words` program and command words long) in the notation the usage reader
 * takes: a value named like its option (`--size size`) or alone with it in brackets
 * (`[--theme theme]`) is `<size>`; an option with its value outside brackets is bracketed (the
 * usage reader takes values only there; the option is then optional, the looser schema); `file(s)`
 * is `file...`; `{property}` and bare words after the command are operands `<property>`.
 */
function normalise(synopsis: string, words: number): string {
  const text = synopsis
    .replace(/(?<=\s|\[)(--([A-Za-z0-9][\w-]*)) \2(?=[\s\]]|$)/g, '$1 <$2>')
    .replace(/\[(--?[A-Za-z0-9][\w-]*) ([a-z][\w-]*)\]/g, '[$1 <$2>]')
    .replace(/\b([A-Za-z][\w-]*)\(s\)/g, '$1...');
  const tokens = text.split(' ');
  const head = tokens.slice(0, words);
  let depth = 0;
  const rest = tokens.slice(words).map((token, i, all) => {
    const outside = depth === 0;
    for (const ch of token) {
      if ('[{('.includes(ch)) depth += 1;
      else if (']})'.includes(ch)) depth -= 1;
    }
    if (!outside) return token;
    if (/^--?[A-Za-z0-9][\w-]*$/.test(token) && /^<[^<>]+>$/.test(all[i + 1] ?? '')) return `[${token}`;
    if (/^<[^<>]+>$/.test(token) && /^--?[A-Za-z0-9]/.test(all[i - 1] ?? '')) return `${token}]`;
    const braced = /^\{([a-z][\w-]*)\}(\.\.\.)?$/.exec(token);
    if (braced) return `<${braced[1]}>${braced[2] ?? ''}`;
    const bare = /^([A-Za-z][\w-]*)(\.\.\.)?$/.exec(token);
    return bare ? `<${bare[1]}>${bare[2] ?? ''}` : token;
  });
  return [...head, ...rest].join(' ');
}

/** A word of prose: letters (`program's`, `re-run` too), at most one closing `.`, `,`, `;` or `:`. */
const PROSE_WORD = /^[A-Za-z][A-Za-z'-]*[.,;:]?$/;

/**
 * A sentence that starts with the program's name, not a command line: rsync's `rsync is a file
 * transfer program capable of efficient remote update` / `via a fast differencing algorithm.` and
 * `rsync comes with ABSOLUTELY NO WARRANTY.` Told by its structure, not by its words: after the
 * command word only prose words, and the text ends a sentence (a period on its last word). A
 * command line has usage structure (an option, brackets, braces, a bar, `<value>`, `file(s)`, a
 * path) or no period at its end; one of just the name (`tool list`) stands alone.
 */
function isSentence(synopsis: string, words: number): boolean {
  const rest = synopsis.split(/\s+/).slice(words);
  return rest.length > 0 && rest.every((word) => PROSE_WORD.test(word)) && /[A-Za-z]\.$/.test(rest.at(-1)!);
}

/**
 * One synopsis per command a line names: `xdg-settings { get | check | set } ...` names three, and
 * so do pactl's words with alternatives inside (`pactl [options] set-(sink|source)-port NAME PORT`
 * names `set-sink-port` and `set-source-port`). Option groups between the command's words and the
 * command (`[options]`, `[-v]`) are left out: they are the parent's.
 */
function alternatives(body: string, prefix: string[]): string[] {
  const words = body.split(' ');
  if (!prefix.every((word, at) => words[at] === word)) return [body];
  let rest = words.slice(prefix.length).join(' ');
  for (let group = /^(\[[^\]]*\])\s+/.exec(rest); group && isOptionGroup(group[1]!); group = /^(\[[^\]]*\])\s+/.exec(rest)) rest = rest.slice(group[0].length);
  const head = prefix.join(' ');
  const braced = /^\{ ([a-z][\w-]*(?: \| [a-z][\w-]*)+) \}(.*)$/.exec(rest);
  if (braced) return braced[1]!.split(' | ').map((name) => `${head} ${name}${braced[2]}`);
  const [word = '', ...after] = rest.split(' ');
  return wordForms(word).map((name) => [head, name, ...after].join(' '));
}

/**
 * The synopsis of each command, keyed by command name, in order of appearance (empty when the
 * text is not this layout).
 *
 * @example
 * synopsisCommandLines(toLines('xdg-mime install [--mode mode] file\n\nxdg-mime uninstall file\n'), { programName: 'xdg-mime' }).get('install')
 * // ['xdg-mime install [--mode <mode>] file']
 */
export function synopsisCommandLines(lines: readonly HelpLine[], context: UsageContext): Map<string, string[]> {
  const prefix = commandWords(context);
  const program = prefix?.[0];
  if (!prefix || !program) return new Map();
  const entries: { name: string; parts: string[] }[] = [];
  // The entries the current line continues (several for `{ get | check | set }`).
  let open: { name: string; parts: string[] }[] = [];
  const blocks = indentedSynopsisBlocks(lines, program);
  for (const [at, line] of lines.entries()) {
    if (line.body === '' || (line.indent > MAX_INDENT && !blocks.has(at))) {
      open = [];
      continue;
    }
    // `tool add <file>          - add the key ...`: the text after a wide gap is prose.
    const body = line.body.split(/ {2,}/)[0]!;
    if (body.split(/\s+/)[0] === program) {
      open = [];
      for (const one of alternatives(body, prefix)) {
        const words = one.split(/\s+/);
        const name = words[prefix.length];
        if (!prefix.every((word, at) => words[at] === word) || name === undefined || !NAME.test(name)) continue;
        const entry = { name, parts: [one] };
        entries.push(entry);
        open.push(entry);
      }
    } else {
      // A word cut at the margin (`directory-file` / `(s)`) joins without a blank.
      for (const entry of open) entry.parts.push(body.startsWith('(s)') ? `\u0000${body}` : body);
    }
  }
  const result = new Map<string, string[]>();
  for (const { name, parts } of entries) {
    const joined = parts.join(' ').replace(/ \u0000/g, '');
    if (isSentence(joined, prefix.length + 1)) continue;
    const synopsis = normalise(joined, prefix.length + 1);
    result.set(name, [...(result.get(name) ?? []), synopsis]);
  }
  return result.size >= MIN_COMMANDS ? result : new Map();
}

/** The commands of {@link synopsisCommandLines}, with no description (the layout gives none). */
export function synopsisSubcommands(lines: readonly HelpLine[], context: UsageContext): ParsedSubcommand[] {
  return [...synopsisCommandLines(lines, context).keys()].map((name) => ({ name, description: '' }));
}

/** A bare synopsis row's command word: `create`, `remove_all`, `target-version`. */
const BARE_NAME = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)*$/;
/** Fewer rows than this, or fewer with arguments, are no command list. */
const MIN_BARE_ROWS = 3;

/**
 * dmsetup lists its commands under its usage as bare synopses, one per indented line, with neither
 * the program's name nor a description: `\tcreate <dev_name>`, `\t    [-U|--uid <uid>] ...` (a
 * deeper line continues the row), `\tremove [--deferred] [-f|--force] <device>...`. A block of such
 * rows at one indent, every word after the name an option, a placeholder or a bracketed group, at
 * least three of them with arguments, is read as the commands, each synopsis with the command's
 * words put in front. A list with descriptions, or of names alone, is not this layout.
 *
 * @example
 * bareSynopsisLines(toLines('  create <dev>\n  remove [-f] <dev>...\n  load <dev> [<table>]\n'), { programName: 'dm' }).get('remove') // ['dm remove [-f] <dev>...']
 */
export function bareSynopsisLines(lines: readonly HelpLine[], context: UsageContext): Map<string, string[]> {
  const prefix = commandWords(context);
  if (prefix === undefined) return new Map();
  const row = (line: HelpLine): boolean => {
    const [name = '', ...rest] = line.body.split(/\s+/);
    return line.indent > 0 && BARE_NAME.test(name) && !prefix.includes(name) && joinBrackets(rest).every((part) => SYNOPSIS_WORD.test(part));
  };
  for (let i = 0; i < lines.length; i += 1) {
    if (!row(lines[i]!)) continue;
    const indent = lines[i]!.indent;
    const rows: string[] = [];
    let k = i;
    for (; k < lines.length && lines[k]!.body !== ''; k += 1) {
      const line = lines[k]!;
      if (line.indent === indent && row(line)) rows.push(line.body);
      else if (line.indent > indent && rows.length > 0 && /^[[<-]/.test(line.body)) rows[rows.length - 1] += ` ${line.body}`;
      else break;
    }
    const argued = rows.filter((text) => /\s/.test(text));
    if (argued.length >= MIN_BARE_ROWS && new Set(rows.map((text) => text.split(/\s+/)[0])).size >= MIN_BARE_ROWS) {
      const result = new Map<string, string[]>();
      for (const text of rows) {
        const name = text.split(/\s+/)[0]!;
        result.set(name, [...(result.get(name) ?? []), `${prefix.join(' ')} ${text}`.replace(/\s+/g, ' ').trim()]);
      }
      return result;
    }
    i = Math.max(i, k - 1);
  }
  return new Map();
}

/** The commands of {@link bareSynopsisLines}, with no description (the layout gives none). */
export function bareSynopsisSubcommands(lines: readonly HelpLine[], context: UsageContext): ParsedSubcommand[] {
  return [...bareSynopsisLines(lines, context).keys()].map((name) => ({ name, description: '' }));
}
