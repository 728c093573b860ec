import type { ParsedFlag } from '../types.js';
import { indentOf, pageLines, parseManPage } from './parse.js';
import { exampleFlags } from './example-flags.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** An example quoted in the text: `"cupt showauto --invert": prints ...`. */
const QUOTED_EXAMPLE = /^"([^"]+)"/;
/** A program's name as an example line starts with it. */
const PROGRAM_WORD = /^[\w.+-]+$/;

/** The most lines one command's subsection is read over, so a page with no next heading reads no further. */
const MAX_SECTION_LINES = 400;

/**
 * The options a manual page documents in one command's own subsection: sphinx-click's pages
 * (todoman, khal) give each command a heading of its name (`   list`), its text, its synopsis
 * (`todoman list [OPTIONS]`) and an `Options` list, while `todoman list --help` fails without a
 * configuration file. The subsection is the heading's deeper-indented lines up to the next line
 * as far out; it counts only when one of its lines is a synopsis naming the command after the
 * program's name (or an example doing so after a label, `Example: "cupt source pkg"`), so a word
 * that merely heads a paragraph gives nothing. An option only an example of the command passes is
 * its too, and a command described as "the same as" another takes that one's options (cupt(1)).
 *
 * @example
 * commandSectionFlags(todomanPage, 'copy').map((f) => f.long) // ['--list']
 */
export function commandSectionFlags(manText: string, name: string): ParsedFlag[] {
  const lines = pageLines(manText);
  const own = sectionFlags(lines, name);
  // cupt(1): `showsrc` is "The same as show, only for source packages.", `rdepends` "same as
  // depends, but ...": a command described as the same as another takes that one's options.
  const entry = commandEntry(lines, name);
  const like = entry && SAME_AS.exec(entry.body.find((line) => line.trim() !== '')?.trim() ?? '')?.[1];
  if (!like || like === name) return own;
  const spellings = new Set(own.map((flag) => flag.long ?? flag.short));
  return [...own, ...sectionFlags(lines, like).filter((flag) => !spellings.has(flag.long ?? flag.short))];
}

/** "The same as show, only ...", `same as "full-upgrade", but ...`. */
const SAME_AS = /^(?:the )?same as "?([a-z][\w-]*)"?(?=[\s,.;:]|$)/i;

/** The options `name`'s own subsection lists or its examples pass. */
function sectionFlags(lines: readonly string[], name: string): ParsedFlag[] {
  const section = commandSection(lines, name);
  if (!section) return [];
  const { body } = section;
  const listed = parseManPage(`OPTIONS\n${body.join('\n')}\n`).flags;
  // cupt(1)'s `showauto` entry lists no option and shows `"cupt showauto --invert": prints ...`:
  // the example's words after the command's name, read as the page's examples are.
  const examples = body.map((line) => (QUOTED_EXAMPLE.exec(line.trim())?.[1] ?? line.trim()).split(/\s+/))
    .filter((words) => words[1] === name && PROGRAM_WORD.test(words[0]!));
  const passed = exampleFlags(examples.map((words) => [words[0], ...words.slice(2)].join(' ')), examples[0]?.[0] ?? '');
  const spellings = new Set(listed.map((flag) => flag.long));
  return [...listed, ...passed.filter((flag) => !spellings.has(flag.long))];
}

/** `name`'s entry: a line of its name alone after a blank or a heading, and the deeper-indented lines under it. */
function commandEntry(lines: readonly string[], name: string, from = 1): { heading: number; body: string[] } | undefined {
  for (let i = Math.max(from, 1); i < lines.length; i += 1) {
    const indent = indentOf(lines[i]!);
    // After a blank, or right under a heading further out (cupt(1)'s first action under `Query actions`).
    const above = lines[i - 1]!;
    if (indent === 0 || (above.trim() !== '' && indentOf(above) >= indent) || lines[i]!.trim() !== name) continue;
    const body: string[] = [];
    for (let j = i + 1; j < lines.length && j <= i + MAX_SECTION_LINES && (lines[j]!.trim() === '' || indentOf(lines[j]!) > indent); j += 1) body.push(lines[j]!);
    return { heading: i, body };
  }
  return undefined;
}

/** `name`'s own subsection: its entry, when a line of it is a synopsis naming the command after the program's name. */
function commandSection(lines: readonly string[], name: string): { heading: number; body: string[] } | undefined {
  const synopsis = new RegExp(`^\\S+ ${escapeRegExp(name)}(?:\\s|$)`);
  for (let entry = commandEntry(lines, name); entry; entry = commandEntry(lines, name, entry.heading + 1)) {
    // `Example: "cupt source pkg"` counts as well.
    if (entry.body.some((line) => synopsis.test(line.trim().replace(/^examples?:\s*/i, '')))) return entry;
  }
  return undefined;
}

/**
 * The page with the subsections of the commands `names` blanked: what it lists for the program
 * itself. cupt(1) lists `--download-only` in its `source` entry and again among the options every
 * management action takes.
 *
 * @example
 * parseManPage(pageWithoutCommandSections(cuptPage, ['source'])).flags.some((f) => f.long === '--download-only') // true
 */
export function pageWithoutCommandSections(manText: string, names: readonly string[]): string {
  const lines = pageLines(manText);
  for (const name of names) {
    const section = commandSection(lines, name);
    if (section) lines.fill('', section.heading, section.heading + 1 + section.body.length);
  }
  return lines.join('\n');
}
