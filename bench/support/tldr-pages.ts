/**
 * tldr-pages' pages (tldr-pages/tldr, `pages/{common,linux}/<name>.md`) read as a completion spec of
 * the shape the accuracy bench compares svc's bindings with. A page is a list of examples, each a
 * command line people type, in backticks, with tldr's placeholders:
 *  - `{{path/to/file}}`: a value the reader fills in; `{{[-o|--output]}}`: one option in its short
 *    and long spelling; `--level={{3}}`: an option and its value glued.
 *  - `git-commit.md` holds `git commit ...` examples: a program's truth is its page and every page
 *    named `<program>-*.md`, and only the command lines that start with the program count (a
 *    `cat x | prog ...` segment does too; `sudo` and `VAR=value` in front are skipped).
 * The literal words after the program, up to the first operand, are its command path (`git remote
 * add {{name}} {{url}}` is `remote add`, `git -C {{path}} status` is `status`); an option belongs to
 * the command the words before it name. An option followed by a word that is no option takes a
 * value; the bench counts the switch/value verdict only where the program's own text says the
 * same, so an operand read as a value (`grep --recursive {{pattern}}`) costs nothing.
 *
 * The truth is smaller than a completion spec: it holds what people type most, not every option.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthCommand, TruthOption } from './fish-completions.js';

/** A long or short option name as people type it: `-C`, `--directory`, `--http1.1`, `-name`. */
const OPTION_NAME = /^--?[A-Za-z0-9][\w.+-]*$/;
/** A literal command word: `remote`, `add`, `list-units`, `cache:clear`. */
const COMMAND_WORD = /^[a-z][a-z0-9_.:-]*$/;
/** Tokens that end a command line's segment: pipes, lists, redirections. */
const SEGMENT_END = /^(?:\||\|\||&&|;|&|\d?>>?.*|<.*|\$\(.*|`.*)$/;

/** A word: its whole text, the part before any placeholder or quote, and whether it has either. */
interface Token { text: string; literal: string; placeholder: boolean; quoted: boolean }
interface Node { options: Map<string, { names: Set<string>; value: boolean }>; children: Map<string, Node> }

/** The example command lines of a page: the text of every line that is one backticked span. */
function exampleLines(page: string): string[] {
  return page.split('\n').map((line) => line.trim()).filter((line) => line.length > 2 && line.startsWith('`') && line.endsWith('`')).map((line) => line.slice(1, -1));
}

/** Splits a command line into words; `{{...}}` and quotes may hold spaces, `|` inside `{{[-a|--b]}}` is not a pipe. */
function tokens(line: string): Token[] {
  const out: Token[] = [];
  let text = '';
  let placeholder = false;
  let quoted = false;
  let started = false;
  let literal: string | undefined;
  const push = () => {
    if (started) out.push({ text, literal: literal ?? text, placeholder, quoted });
    literal = undefined;
    text = '';
    placeholder = false;
    quoted = false;
    started = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (line.startsWith('{{', i)) {
      const end = line.indexOf('}}', i + 2);
      const close = end < 0 ? line.length : end;
      literal ??= text;
      text += line.slice(i + 2, close);
      placeholder = true;
      started = true;
      i = close + 1;
    } else if (c === '"' || c === "'") {
      const end = line.indexOf(c, i + 1);
      const close = end < 0 ? line.length : end;
      literal ??= text;
      text += line.slice(i + 1, close);
      quoted = true;
      started = true;
      i = close;
    } else if (c === ' ' || c === '\t') {
      push();
    } else if ((c === '|' || c === ';' || c === '&') && !started) {
      // An operator standing as its own word (`a | b`, `a && b`); glued ones (`a|b`) stay words.
      let op = c;
      while (line[i + 1] === '|' || line[i + 1] === '&') op += line[++i]!;
      out.push({ text: op, literal: op, placeholder: false, quoted: false });
    } else {
      text += c;
      started = true;
    }
  }
  push();
  return out;
}

/** The option names a word spells: `--all`, `[-a|--all]` (tldr's two spellings), `--out=` glued to a value. */
function optionSpelling(token: Token): { names: string[]; value: boolean } | undefined {
  const alternatives = token.literal === '' && !token.quoted ? /^\[([^\]]+)\]$/.exec(token.text) : null;
  if (alternatives) {
    const names = alternatives[1]!.split('|').map((name) => name.trim());
    return names.length > 0 && names.every((name) => OPTION_NAME.test(name)) ? { names, value: false } : undefined;
  }
  // `--level={{3}}`, `--format=json`, `--name="{{x}}"`: the name is typed, the value filled in.
  const glued = /^(--?[A-Za-z0-9][\w.+-]*)=/.exec(token.literal);
  if (glued) return { names: [glued[1]!], value: true };
  if (token.placeholder || token.quoted) return undefined;
  return OPTION_NAME.test(token.text) ? { names: [token.text], value: false } : undefined;
}

/** Where `program`'s words start in a segment: past `sudo` and `NAME=value` assignments, or -1. */
function programStart(segment: readonly Token[], program: string): number {
  let at = 0;
  while (at < segment.length && !segment[at]!.placeholder && (segment[at]!.text === 'sudo' || /^[A-Z_][A-Z0-9_]*=/.test(segment[at]!.text))) at++;
  return segment[at]?.text === program && !segment[at]!.placeholder ? at + 1 : -1;
}

function childOf(node: Node, word: string): Node {
  let child = node.children.get(word);
  if (!child) node.children.set(word, (child = { options: new Map(), children: new Map() }));
  return child;
}

function addOption(node: Node, names: readonly string[], value: boolean): void {
  const existing = [...node.options.values()].find((option) => names.some((name) => option.names.has(name)));
  if (existing) {
    for (const name of names) existing.names.add(name);
    existing.value ||= value;
    return;
  }
  node.options.set(names.join(' '), { names: new Set(names), value });
}

/** Reads one segment of a command line that starts with the program into the tree. */
function readSegment(root: Node, words: readonly Token[]): void {
  let node = root;
  let pathOpen = true;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const option = optionSpelling(word);
    if (option) {
      // The word after an option that is no option is its value: `-C {{path}}`, `-o list`,
      // `--level err`. A placeholder value keeps the command path open (`git -C {{path}} status`
      // is `status` with a global option); a literal one ends it (`blkid -o list` has no `list`).
      const next = words[i + 1];
      const takesNext = !option.value && next !== undefined && !optionSpelling(next);
      addOption(node, option.names, option.value || takesNext);
      if (takesNext) {
        i++;
        if (!next.placeholder) pathOpen = false;
      }
      continue;
    }
    if (pathOpen && !word.placeholder && !word.quoted && COMMAND_WORD.test(word.text)) {
      node = childOf(node, word.text);
      continue;
    }
    pathOpen = false;
  }
}

/**
 * Reads the pages of `program` (their texts) as its spec.
 *
 * @example
 * tldrSpec(['# tool\n\n- List:\n\n`tool list {{[-a|--all]}} --format={{json}}`\n'], 'tool');
 * // { name: 'tool', subcommands: [{ name: 'list', options: [{ name: ['-a', '--all'] }, { name: '--format', args: {} }] }] }
 */
export function tldrSpec(pages: readonly string[], program: string): TruthCommand {
  const root: Node = { options: new Map(), children: new Map() };
  for (const page of pages) {
    for (const line of exampleLines(page)) {
      let segment: Token[] = [];
      const finish = () => {
        const start = programStart(segment, program);
        if (start >= 0) readSegment(root, segment.slice(start));
        segment = [];
      };
      for (const token of tokens(line)) {
        if (!token.placeholder && !token.quoted && SEGMENT_END.test(token.text)) finish();
        else segment.push(token);
      }
      finish();
    }
  }
  const build = (name: string, node: Node): TruthCommand => {
    const options: TruthOption[] = [...node.options.values()].map(({ names, value }) => ({ name: names.size === 1 ? [...names][0]! : [...names], ...(value ? { args: {} } : {}) }));
    const subcommands = [...node.children].map(([word, child]) => build(word, child));
    return { name, ...(options.length > 0 ? { options } : {}), ...(subcommands.length > 0 ? { subcommands } : {}) };
  };
  return build(program, root);
}

/**
 * The texts of `program`'s pages under a tldr `pages` directory: `<program>.md` and every
 * `<program>-*.md`, Linux's page where both `linux/` and `common/` have one; undefined without a
 * page of its own.
 */
export function tldrPages(dir: string, program: string): string[] | undefined {
  const byName = new Map<string, string>();
  for (const platform of ['common', 'linux']) {
    const folder = join(dir, platform);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      if (file === `${program}.md` || (file.startsWith(`${program}-`) && file.endsWith('.md'))) byName.set(file, join(folder, file));
    }
  }
  if (!byName.has(`${program}.md`)) return undefined;
  return [...byName.values()].sort().map((file) => readFileSync(file, 'utf8'));
}
