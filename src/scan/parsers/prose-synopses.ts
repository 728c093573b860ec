import type { HelpLine } from './layout.js';
import { commandWords, type UsageContext } from './usage-subcommands.js';

/** A synopsis word after the command's words: an option, a placeholder (`<package>`, `[x]`, `PATH`), or `...`. */
export const SYNOPSIS_WORD = /^(?:-{1,2}[A-Za-z0-9][\w-]*(?:=\S+)?|<[^<>]+>(?:\.\.\.)?|\[.*\]|\{.*\}|[A-Z][A-Z0-9_-]*(?:\.\.\.)?|\.\.\.)$/;

/**
 * The usages of a help written as prose, with no `Usage:` line: the first indented block whose
 * every line is the command's own words followed only by options and placeholders (elm's
 * `elm install --help`: `The install command fetches packages ...:` then `    elm install` and
 * `    elm install <package>`; mix's `mix help new`: `    mix new PATH [--app APP] [--sup]`).
 * The block of examples that follows (`    elm install elm/http`) names values, so it is none.
 * Indices of the block's lines, the longest first.
 *
 * @example
 * proseSynopses(toLines('Fetches packages:\n\n    elm install\n    elm install <package>\n'), { programName: 'elm', commandPath: ['install'] }) // [3, 2]
 */
export function proseSynopses(lines: readonly HelpLine[], context: UsageContext): number[] {
  const words = commandWords(context);
  if (words === undefined || words.length < 2) return [];
  const isSynopsis = (line: HelpLine): boolean => {
    const parts = line.body.split(/\s+/);
    if (parts.length < words.length || words.some((word, k) => parts[k] !== word)) return false;
    return joinBrackets(parts.slice(words.length)).every((part) => SYNOPSIS_WORD.test(part));
  };
  for (let i = 0; i < lines.length; i += 1) {
    const start = lines[i]!;
    if (start.indent === 0 || !isSynopsis(start)) continue;
    const block: number[] = [];
    for (let k = i; k < lines.length && lines[k]!.indent === start.indent && isSynopsis(lines[k]!); k += 1) block.push(k);
    const next = lines[i + block.length];
    // A block that runs on into other lines at its indent is a list of examples, not a synopsis; one
    // of the bare words only is a title (mix's centred `mix new`).
    const argued = block.some((k) => lines[k]!.body.split(/\s+/).length > words.length);
    // The fullest form first: it is the one operands are read from, the others make them optional.
    if (argued && (next === undefined || next.body === '' || next.indent !== start.indent)) return [...block].sort((a, b) => lines[b]!.body.length - lines[a]!.body.length);
    i += block.length - 1;
  }
  return [];
}

/** `[--app APP]` split on blanks back into one word. */
export function joinBrackets(parts: string[]): string[] {
  const joined: string[] = [];
  let depth = 0;
  for (const part of parts) {
    if (depth > 0) joined[joined.length - 1] += ` ${part}`;
    else joined.push(part);
    depth += (part.match(/[[{(<]/g)?.length ?? 0) - (part.match(/[\]})>]/g)?.length ?? 0);
  }
  return joined;
}
