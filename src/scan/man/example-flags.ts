import type { ParsedFlag } from '../types.js';

/** A shell prompt or `sudo` before the program in an example line. */
const PROMPT = /^(?:[$#%>]\s+)?(?:sudo\s+)?/;
/** `--file=out.mp4`: a long option given a value in the same word. */
const VALUED = /^(--[A-Za-z0-9][\w-]*)=(\S+)$/;
/** `--audio`: a long option alone. */
const BARE = /^--[A-Za-z0-9][\w-]*$/;
/** Words that end the program's own part of a command line: pipes, lists, redirections, substitutions. */
const SEGMENT_END = /^(?:\|\|?|&&?|;|\d?>>?\S*|<\S*|\$\(|`)/;

/**
 * Long options a manual page's EXAMPLES section passes to the program, read where the example
 * gives them straight after the program's name: wf-recorder(1) lists `-f filename.ext` and shows
 * `$ wf-recorder --audio --file=recording_with_audio.mp4`. An option counts when its value is
 * glued with `=` (a value) or the next word is another option or the line ends (a switch); one
 * followed by a bare word is left out, since that word may be its value or an operand. Reading
 * stops at the first word that is no option (a subcommand's name, an operand) and at a pipe or
 * redirection, whose options belong to another program. Short spellings are never taken: a
 * letter names different options in different programs' examples on one page.
 *
 * @example
 * exampleFlags(['  $ wf-recorder --audio --file=a.mp4'], 'wf-recorder').map((f) => f.long) // ['--audio', '--file']
 */
export function exampleFlags(lines: readonly string[], program: string): ParsedFlag[] {
  const found = new Map<string, ParsedFlag>();
  for (const line of lines) {
    const text = line.trim();
    const words = text.replace(PROMPT, '').split(/\s+/);
    if (words[0] !== program) continue;
    const description = `As the manual's examples give it: ${text}`;
    for (let k = 1; k < words.length; k += 1) {
      const word = words[k]!;
      if (SEGMENT_END.test(word)) break;
      const valued = VALUED.exec(word);
      if (valued) {
        if (!found.has(valued[1]!)) found.set(valued[1]!, { long: valued[1]!, valueName: valued[1]!.slice(2).toUpperCase(), valueStyle: 'equals', type: 'string', description, source: 'man' });
        continue;
      }
      if (!BARE.test(word)) break;
      const next = words[k + 1];
      if (next !== undefined && !next.startsWith('-') && !SEGMENT_END.test(next)) break;
      if (!found.has(word)) found.set(word, { long: word, type: 'boolean', description, source: 'man' });
    }
  }
  return [...found.values()];
}
