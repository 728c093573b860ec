/**
 * Expression grammars read from a manual page (issue 32): programs whose synopsis ends in an
 * expression (`find [-H] [-L] [-P] [-D debugopts] [-Olevel] [starting-point...] [expression]`)
 * take, after their operands, a sequence of predicates (`-name PATTERN`, `-type c`, `-exec command
 * ;`) and operators (`(`, `!`, `-o`). Their predicates are not options: they are words after a
 * single dash, given in order after the starting points, and the page lists them under headings
 * of their own (TESTS, ACTIONS, GLOBAL OPTIONS, POSITIONAL OPTIONS, OPERATORS). Everything here is
 * read from the page's text; nothing is added that the page does not list.
 */
import { least } from '../../shared/least.js';
import { indentOf, pageLines } from './parse.js';

/** How a predicate's value is written. */
export type ExpressionValueType =
  /** A free word: a name, a pattern, a file, a format. */
  | 'string'
  /** The page's numeric argument `n`, given as `+n` (more than), `-n` (less than) or `n` (exactly). */
  | 'signed'
  /** A non-negative integer (the page says so in the predicate's own text: `-maxdepth levels`). */
  | 'integer';

/** One value a predicate takes after its word (`-fprintf file format` takes two). */
export interface ExpressionValue {
  /** The placeholder as the page prints it, without a sign the page puts before it (`-perm -mode` → `mode`). */
  name: string;
  type: ExpressionValueType;
  /** Unit letters the page allows after a number (`-size n[cwbkMG]` → `cwbkMG`). */
  suffixes?: string;
}

/** One predicate of the expression, as the page lists it. */
export interface ExpressionPredicate {
  /** The word as written, single dash (`-name`); for a glued placeholder, the word before it (`-newer` of `-newerXY`). */
  token: string;
  /** A placeholder the page glues to the word (`XY` of `-newerXY`): the call gives those letters. */
  glued?: string;
  /** The heading it is listed under, lower case (`tests`, `actions`, `global options`, `positional options`). */
  group: string;
  /** The values after the word, in order; none for a predicate that takes none (`-empty`, `-delete`). */
  values: ExpressionValue[];
  /**
   * A predicate that takes a command line (`-exec command ;`, `-exec command {} +`): the words
   * that end it, as the page shows them (`;` always; `+` after `{}` where the page shows that form).
   */
  terminators?: string[];
  /** The first sentence of the page's text for it. */
  description: string;
}

/** An expression grammar: its operators and predicates, in the page's order. */
export interface ParsedExpression {
  /** Operator words the page's OPERATORS section shows (`(`, `)`, `!`, `-not`, `-a`, `-o`, `,`). */
  operators: string[];
  predicates: ExpressionPredicate[];
}

/** The predicate word: a single dash, lower-case letters, and capitals glued on as a placeholder (`-newerXY`). */
const PREDICATE_WORD = /^-([a-z][a-z0-9_-]*?)([A-Z]+)?$/;
/** A placeholder with unit letters after it (`n[cwbkMG]`). */
const SUFFIXED = /^([a-z]+)\[([A-Za-z]+)\]$/;
/** What may follow a predicate word in a head: placeholders (`n[cwbkMG]`, `-mode`), and a command's words (`command {} +`). */
const HEAD_WORD = /^(?:[-+/]?[a-z]+(?:\[[A-Za-z]+\])?|;|\+|\{\})$/;
/** Longest description kept per predicate (the whole grammar goes into tools/list). */
const MAX_DESCRIPTION = 160;

interface Entry {
  head: string;
  body: string[];
  group: string;
}

/** Whether the synopsis ends in an expression operand (`... [expression]`). */
function synopsisEndsInExpression(lines: readonly string[]): boolean {
  const start = lines.findIndex((line) => /^SYNOPSIS\s*$/.test(line));
  if (start < 0) return false;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    body.push(line.trim());
  }
  return /\[expression\]$/i.test(body.join(' ').trim());
}

/** The lines of the EXPRESSION section, up to the next heading in column 0. */
function expressionSection(lines: readonly string[]): string[] {
  const start = lines.findIndex((line) => /^EXPRESSIONS?\s*$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^\S/.test(line));
  return lines.slice(start + 1, end < 0 ? lines.length : end);
}

/**
 * The tagged entries under each subheading (`   TESTS`): a head at the subsection's tag indent,
 * its text indented further. groff puts a short tag's text on the tag's own line, starting at the
 * text's column (`-empty File is empty ...`); a line whose text column holds no capitalised word is
 * a whole head (`-warn, -nowarn`), and one with a wide gap before lower-case prose is no entry at
 * all (`-n     for less than n,`, the page's note on numeric arguments).
 */
function entriesOf(section: readonly string[]): Entry[] {
  const entries: Entry[] = [];
  let group = '';
  let groupLines: string[] = [];
  const flush = (): void => {
    if (group !== '') entries.push(...groupEntries(groupLines, group));
    groupLines = [];
  };
  for (const line of section) {
    if (/^ {1,4}[A-Z][A-Z ]+$/.test(line)) {
      flush();
      group = line.trim().toLowerCase();
      continue;
    }
    groupLines.push(line);
  }
  flush();
  return entries;
}

function groupEntries(lines: readonly string[], group: string): Entry[] {
  const filled = lines.filter((line) => line.trim() !== '');
  if (filled.length === 0) return [];
  const base = least(filled.map(indentOf));
  const deeper = filled.map(indentOf).filter((indent) => indent > base);
  if (deeper.length === 0) return [];
  const text = least(deeper);
  const entries: Entry[] = [];
  let current: Entry | undefined;
  for (const line of lines) {
    const indent = indentOf(line);
    if (line.trim() !== '' && indent === base) {
      current = undefined;
      const split = line.length > text && line[text - 1] === ' ' && /^[A-Z]/.test(line.slice(text));
      const head = (split ? line.slice(base, text) : line.slice(base)).trim();
      // Prose at the tag column (the section's introduction) is no entry; a head is a word or symbol then single-spaced placeholders.
      if (/\s{2,}/.test(head) || !/^(?:-|[!(,]|expr)/.test(head)) continue;
      current = { head, body: split ? [line.slice(text).trim()] : [], group };
      entries.push(current);
    } else if (current) {
      current.body.push(line.trim());
    }
  }
  // A head has text of its own, or shares the next head's (`-execdir command ;` above `-execdir
  // command {} +`); a wrapped line of the introduction (`-size, -uid and -used) as`) has neither.
  const word = (entry: Entry | undefined): string | undefined => entry?.head.split(' ')[0];
  return entries.filter((entry, index) => entry.body.some((line) => line !== '') || word(entry) === word(entries[index + 1]));
}

function firstSentence(body: readonly string[]): string {
  const end = body.indexOf('');
  const paragraph = (end < 0 ? body : body.slice(0, end)).join(' ').replace(/\s+/g, ' ').trim();
  const sentence = /^.*?\.(?=\s|$)/.exec(paragraph)?.[0] ?? paragraph;
  return sentence.length > MAX_DESCRIPTION ? `${sentence.slice(0, MAX_DESCRIPTION - 3).trimEnd()}...` : sentence;
}

function valueOf(placeholder: string, numericNote: boolean, body: readonly string[]): ExpressionValue {
  // `-perm -mode`, `/mode`, `+mode` are ways of writing the one value `mode`.
  const name = placeholder.replace(/^[-+/]/, '');
  const suffixed = SUFFIXED.exec(name);
  const bare = suffixed ? suffixed[1]! : name;
  const value: ExpressionValue = { name: bare, type: 'string' };
  if (bare === 'n' && numericNote) value.type = 'signed';
  else if (/\binteger\b/.test(body.join(' '))) value.type = 'integer';
  if (suffixed && value.type === 'signed') value.suffixes = suffixed[2]!;
  return value;
}

/** Merges a head into the predicates found so far (`-exec command ;` then `-exec command {} +`). */
function addHead(found: Map<string, ExpressionPredicate>, entry: Entry, numericNote: boolean): void {
  for (const alternative of entry.head.split(/,\s+/)) {
    const [word, ...rest] = alternative.split(' ');
    const match = PREDICATE_WORD.exec(word ?? '');
    if (!match || !rest.every((placeholder) => HEAD_WORD.test(placeholder))) continue;
    const token = `-${match[1]!}`;
    const key = `${token}${match[2] ?? ''}`;
    const existing = found.get(key);
    const command = rest[0] === 'command';
    if (command) {
      const terminator = rest.at(-1)!;
      const predicate = existing ?? { token, group: entry.group, values: [], terminators: [], description: firstSentence(entry.body) };
      if ((terminator === ';' || terminator === '+') && !predicate.terminators!.includes(terminator)) predicate.terminators!.push(terminator);
      // `-execdir command ;` has no text of its own: the page describes both forms under the second.
      if (predicate.description === '') predicate.description = firstSentence(entry.body);
      found.set(key, predicate);
      continue;
    }
    if (existing) continue;
    const predicate: ExpressionPredicate = {
      token, group: entry.group, values: rest.map((placeholder) => valueOf(placeholder, numericNote, entry.body)), description: firstSentence(entry.body),
    };
    if (match[2]) predicate.glued = match[2];
    found.set(key, predicate);
  }
}

/** Operator words of the OPERATORS entries: everything but the `expr` placeholders. */
function operatorsOf(entries: readonly Entry[]): string[] {
  const words: string[] = [];
  for (const entry of entries) {
    for (const word of entry.head.split(' ')) {
      if (/^expr\d*$/.test(word) || word === '' || words.includes(word)) continue;
      words.push(word);
    }
  }
  return words;
}

/**
 * The expression grammar a manual page documents, or undefined when its synopsis does not end in
 * `[expression]` or it lists no predicates. Predicates come from the entries under the EXPRESSION
 * section's subheadings (TESTS, ACTIONS, GLOBAL OPTIONS, POSITIONAL OPTIONS), operators from its
 * OPERATORS subheading. A placeholder `n` is the signed number the page describes ("A numeric
 * argument n can be specified ... as +n ... -n ... n"), a value whose text says "integer" an integer.
 *
 * @example
 * const grammar = parseExpressionGrammar(findManPage);
 * grammar?.operators; // ['(', ')', '!', '-not', '-a', '-and', '-o', '-or', ',']
 * grammar?.predicates.find((p) => p.token === '-name'); // { token: '-name', group: 'tests', values: [{ name: 'pattern', type: 'string' }], ... }
 */
export function parseExpressionGrammar(text: string): ParsedExpression | undefined {
  const lines = pageLines(text);
  if (!synopsisEndsInExpression(lines)) return undefined;
  const section = expressionSection(lines);
  const numericNote = /numeric argument n\b/i.test(section.join(' ').replace(/\s+/g, ' '));
  const entries = entriesOf(section);
  const found = new Map<string, ExpressionPredicate>();
  for (const entry of entries) if (!/operator/.test(entry.group)) addHead(found, entry, numericNote);
  const predicates = [...found.values()];
  if (predicates.length === 0) return undefined;
  return { operators: operatorsOf(entries.filter((entry) => /operator/.test(entry.group))), predicates };
}
