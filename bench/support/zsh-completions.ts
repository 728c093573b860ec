/**
 * zsh's completion functions (`zsh-common`'s /usr/share/zsh/functions/Completion/{Unix,Linux,Debian,X}/_P)
 * read as a completion spec of the shape the accuracy bench compares svc's bindings with. Written
 * by zsh's maintainers, not here, they are the truth once the fig specs and fish's files are used up.
 *
 * Only what a file declares literally is read:
 *  - options: `_arguments` specs (`'(-v --verbose)'{-v,--verbose}'[be verbose]'`,
 *    `'--file=[the file]:file:_files'`; a value when a `:message:action` follows), wherever a spec
 *    word stands in a call or an array;
 *  - subcommands: `name:description` arrays handed to `_describe` under a command tag or message,
 *    arrays named like command lists (`commands`, `subcmds`), `_values` and `_wanted` calls about
 *    commands, and `1:command:((add\:... rm\:...))` actions;
 *  - where each belongs: a function `_P_add`/`_P-add`, or a `case` branch `(add)`, names the
 *    subcommand it completes (after the subcommands are known, so levels are read to a fixed point).
 *    An options array written at the top level and spliced into `_arguments $array` in a
 *    subcommand's function or branch belongs to each such subcommand. A `case $service` branch for
 *    another program the file completes is skipped.
 * Words built from parameters or command substitutions are left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../../src/shared/escape-regexp.js';
import type { TruthCommand, TruthOption } from './fish-completions.js';
import { literals, patternWords, referencedArrays, tokenize, type Token } from './shell-lexer.js';

/** Where a word stands: the functions and `case` branches around it, outermost first. */
export type Label = { function: string } | { branch: string[]; /** A branch of `case $words[1]`. */ dispatch?: boolean; /** The word the case tests, as written (`$prev`). */ subject?: string };

export interface Found {
  context: Label[];
  /** A spec word's literal strings. */
  words: string[][];
}

export interface ArrayLiteral extends Found { name: string; /** The arrays its elements splice (`args=( $common ... )`). */ refs: string[] }

export interface Reading {
  /** Words of `_arguments` calls, with the arrays they splice. */
  calls: Array<Found & { arrays: string[] }>;
  arrays: ArrayLiteral[];
  /** Command names found directly (`_values`, `1:command:((...))`, `compadd -- a b` under a command tag). */
  commands: Array<{ context: Label[]; names: string[]; /** A `case $words[1]` branch's names. */ dispatched?: boolean }>;
  /** Arrays named as command lists by `_describe -t commands ...` or `_wanted commands ... compadd -a NAME`. */
  commandArrays: Array<{ context: Label[]; name: string }>;
}

const COMMAND_WORD = /\b(?:sub)?commands?\b|\bcmds?\b|\bsubcmds?\b|\bactions?\b|\bverbs?\b/i;
const COMMAND_ARRAY_NAME = /^(?:_?[A-Za-z0-9]+_)*(?:sub)?(?:commands|cmds|subcmds|subcommands|cmdlist|actions|verbs)$/i;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** The names of a `name:description` (or bare name) list; `\:` is a colon inside the name. */
function described(elements: readonly string[]): string[] {
  return elements.map((e) => e.replace(/\\:/g, '\u0000').split(':')[0]!.replace(/\u0000/g, ':')).filter((name) => NAME.test(name));
}

/** The names of an action `((a\:desc b\:"a description"))` or `(a b c)`, its items split as zsh would. */
function actionNames(action: string): string[] {
  const list = /^\s*\(\((.*)\)\)\s*$/s.exec(action) ?? /^\s*\(([^()]*)\)\s*$/s.exec(action);
  if (!list) return [];
  const items = tokenize(list[1]!).flatMap((t) => (t.kind === 'word' ? literals(t.pieces) : []));
  return items.map((item) => item.split(':')[0]!).filter((name) => NAME.test(name));
}

/** zsh's dispatch on the command typed: `case $words[1] in` / `case $line[1] in` after `*:: :->args`. */
const ZSH_DISPATCH = /^\$\{?(?:words|line)\[1\]\}?$/;

/** How {@link read} is told a shell's conventions, and what it reports beside its reading. */
export interface ReadOptions {
  /** A case subject whose branches are the commands typed. */
  dispatch?: RegExp;
  /** Called with every word and where it stands. */
  onWord?: (word: WordToken, context: Label[]) => void;
  /**
   * Assignments whose values name other variables (`arguments="${arguments} --important"`,
   * `arguments=${subcommands}`) are read too, the references left as written; other expansions
   * still make a value unreadable.
   */
  keepReferences?: boolean;
}

/** A dynamic piece that only names a variable: `$opts`, `${cmds}`, `${cmds[@]}`. */
const REFERENCE_ONLY = /^(?:\s*\$\{?[A-Za-z_][A-Za-z0-9_]*(?:\[[@*]\])?\}?)+\s*$/;

/** A word token. */
export type WordToken = Extract<Token, { kind: 'word' }>;

/**
 * Reads the file's statements into spec words, arrays and command lists, each with its context
 * (the functions and case branches around it).
 */
export function read(tokens: readonly Token[], options: ReadOptions = {}): Reading {
  const dispatch = options.dispatch ?? ZSH_DISPATCH;
  const reading: Reading = { calls: [], arrays: [], commands: [], commandArrays: [] };
  type Frame = { kind: 'brace'; label?: Label } | { kind: 'case'; stage: 'subject' | 'pattern' | 'body'; branch: string[]; dispatch?: boolean; subject?: string; raw: string; depth: number; leading: boolean };
  const stack: Frame[] = [];
  const context = (): Label[] => stack.flatMap((f): Label[] => f.kind === 'brace' ? (f.label ? [f.label] : []) : f.stage === 'body' ? [{ branch: f.branch, ...(f.dispatch ? { dispatch: true } : {}), ...(f.subject !== undefined ? { subject: f.subject } : {}) }] : []);
  let statement: Array<Extract<Token, { kind: 'word' }>> = [];
  let pendingFunction: string | undefined;
  const text = (w: Extract<Token, { kind: 'word' }>) => literals(w.pieces)[0] ?? '';
  const endStatement = () => {
    const words = statement;
    statement = [];
    if (words.length === 0) return;
    const head = text(words[0]!);
    const rest = words.slice(1);
    const here = context();
    // `name='--amend[amend the tip]'`, `local opt=...`: a scalar, read as an array of one.
    const declaring = /^(?:local|typeset|declare|readonly|integer)$/.test(head);
    for (const w of declaring ? rest : [words[0]!]) {
      const value = literals(w.pieces)[0]
        ?? (options.keepReferences && w.pieces.every((p) => !p.dynamic || REFERENCE_ONLY.test(p.text)) ? w.pieces.map((p) => p.text).join('') : undefined);
      const m = value === undefined ? undefined : /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/s.exec(value);
      if (m) reading.arrays.push({ name: m[1]!, context: here, words: [[m[2]!]], refs: referencedArrays(w.pieces) });
    }
    if (head === '_arguments') {
      reading.calls.push({ context: here, words: rest.map((w) => literals(w.pieces)), arrays: rest.flatMap((w) => referencedArrays(w.pieces)) });
      for (const w of rest) {
        for (const spec of literals(w.pieces)) {
          // `1:command:((add\:Add rm\:Remove))`, `:subcommand:(a b)`: the first operand's choices are commands.
          const m = /^(?:\([^)]*\))?\*?\d*:([^:]*):(.*)$/s.exec(spec);
          if (m && COMMAND_WORD.test(m[1]!)) reading.commands.push({ context: here, names: actionNames(m[2]!) });
        }
      }
    } else if (head === '_describe') {
      let tag = '';
      const plain: string[] = [];
      for (let k = 0; k < rest.length; k++) {
        const word = text(rest[k]!);
        if (/^-[tJVM]$/.test(word)) { if (word === '-t') tag = text(rest[k + 1] ?? rest[k]!); k++; continue; }
        if (word.startsWith('-')) continue;
        plain.push(word);
      }
      const [description = '', ...arrays] = plain;
      if (COMMAND_WORD.test(tag) || COMMAND_WORD.test(description)) for (const name of arrays) if (/^[A-Za-z_]\w*$/.test(name)) reading.commandArrays.push({ context: here, name });
    } else if (head === '_values') {
      const plain = rest.map(text).filter((word, k, all) => !word.startsWith('-') && !(k > 0 && /^-[sSO]$/.test(all[k - 1]!)));
      if (COMMAND_WORD.test(plain[0] ?? '')) reading.commands.push({ context: here, names: plain.slice(1).map((spec) => spec.replace(/[[:].*$/s, '')).filter((name) => NAME.test(name)) });
    } else if ((head === '_wanted' || head === '_requested') && COMMAND_WORD.test(text(rest[0] ?? words[0]!))) {
      const compadd = rest.findIndex((w) => text(w) === 'compadd');
      if (compadd >= 0) {
        const args = rest.slice(compadd + 1).map(text);
        args.forEach((arg, k) => { if ((arg === '-a' || arg === '-k') && args[k + 1]) reading.commandArrays.push({ context: here, name: args[k + 1]! }); });
        const dashes = args.indexOf('-');
        const literal = args.indexOf('--');
        const from = literal >= 0 ? literal : dashes;
        if (from >= 0) reading.commands.push({ context: here, names: args.slice(from + 1).filter((name) => NAME.test(name)) });
      }
    } else if (head === '_alternative') {
      for (const w of rest) for (const spec of literals(w.pieces)) {
        const m = /^([^:]*):([^:]*):(.*)$/s.exec(spec);
        if (m && (COMMAND_WORD.test(m[1]!) || COMMAND_WORD.test(m[2]!))) reading.commands.push({ context: here, names: actionNames(m[3]!) });
      }
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const top = stack[stack.length - 1];
    if (top?.kind === 'case' && top.stage !== 'body') {
      // `case WORD in`, then a pattern (`(a|b)`, `a|b)`, `ed(|it))`, `(plain|luks)Open)`) up to the `)` that opens a branch.
      if (token.kind === 'word') {
        const word = text(token);
        if (top.stage === 'subject') {
          if (word === 'in') top.stage = 'pattern';
          // `case $words[1] in` / `case $line[1] in` after `*:: :->args`: the branches are the commands typed.
          else {
            top.subject = token.pieces.map((p) => p.text).join('');
            top.dispatch = dispatch.test(top.subject);
          }
          continue;
        }
        if (word === 'esac' && top.raw === '' && !top.leading) { stack.pop(); continue; }
        top.raw += token.pieces.some((p) => p.dynamic) ? '*' : literals(token.pieces)[0] ?? '*';
      } else if (top.stage !== 'pattern') {
        continue;
      } else if (token.kind === 'op') {
        top.raw += token.text === '|' ? '|' : '*';
      } else if (token.kind === 'open') {
        if (top.raw === '' && !top.leading && top.depth === 0) top.leading = true;
        else { top.depth++; top.raw += '('; }
      } else if (token.kind === 'close' && top.depth > 0) {
        top.depth--;
        top.raw += ')';
      } else if (token.kind === 'close' && top.leading && tokens[i + 1]?.kind === 'word' && (tokens[i + 1] as { glued?: boolean }).glued) {
        // zsh reads `(plain|luks)Open)` as one group, not the optional opening parenthesis.
        top.raw = `(${top.raw})`;
        top.leading = false;
      } else if (token.kind === 'close') {
        top.branch = patternWords(top.raw);
        if (top.dispatch) reading.commands.push({ context: context(), names: top.branch.filter((name) => NAME.test(name)), dispatched: true });
        top.stage = 'body';
      }
      continue;
    }
    switch (token.kind) {
      case 'word': {
        const word = text(token);
        const next = tokens[i + 1];
        options.onWord?.(token, context());
        if (statement.length === 0 && word === 'case') { endStatement(); stack.push({ kind: 'case', stage: 'subject', branch: [], raw: '', depth: 0, leading: false }); continue; }
        if (statement.length === 0 && word === 'esac') {
          const at = stack.findLastIndex((f) => f.kind === 'case');
          if (at >= 0) stack.length = at;
          continue;
        }
        if (statement.length === 0 && word === 'function' && next?.kind === 'word') { pendingFunction = text(next); i++; continue; }
        // `name=( ... )`, `name+=( ... )`, `local -a name=( ... )`: an array literal.
        const assigned = /^([A-Za-z_][A-Za-z0-9_]*)\+?=$/.exec(word);
        if (assigned && next?.kind === 'open' && next.adjacent) {
          const elements: string[][] = [];
          const refs: string[] = [];
          let depth = 1;
          let k = i + 2;
          for (; k < tokens.length && depth > 0; k++) {
            const t = tokens[k]!;
            if (t.kind === 'open') depth++;
            else if (t.kind === 'close') depth--;
            else if (t.kind === 'word' && depth === 1) {
              options.onWord?.(t, context());
              elements.push(literals(t.pieces));
              refs.push(...referencedArrays(t.pieces));
            }
          }
          reading.arrays.push({ name: assigned[1]!, context: context(), words: elements, refs: refs.filter((r) => r !== assigned[1]) });
          i = k - 1;
          continue;
        }
        // `name() {` and `name () {`: a function.
        if (statement.length === 0 && next?.kind === 'open' && tokens[i + 2]?.kind === 'close') { pendingFunction = word; i += 2; continue; }
        statement.push(token);
        continue;
      }
      case 'brace-open':
        endStatement();
        stack.push({ kind: 'brace', ...(pendingFunction !== undefined ? { label: { function: pendingFunction } } : {}) });
        pendingFunction = undefined;
        continue;
      case 'brace-close': {
        endStatement();
        const at = stack.findLastIndex((f) => f.kind === 'brace');
        if (at >= 0) stack.length = at;
        continue;
      }
      case 'case-end': {
        endStatement();
        const at = stack.findLastIndex((f) => f.kind === 'case');
        if (at >= 0) {
          stack.length = at + 1;
          Object.assign(stack[at]!, { stage: 'pattern', branch: [], raw: '', depth: 0, leading: false });
        }
        continue;
      }
      case 'end':
      case 'op':
        endStatement();
        continue;
      case 'open':
      case 'close':
        // `(( ... ))`, subshells and glob qualifiers: the words inside stay in the statement.
        continue;
    }
  }
  endStatement();
  return reading;
}

/**
 * In a file for several programs, one after the first that has a function of its own name
 * (`_git-cvsserver` in `_git`, beside git's whole tree) is read from that function only, with the
 * top-level arrays it splices.
 */
function ownFunction(reading: Reading, program: string, others: ReadonlySet<string>): Reading {
  if (others.size === 0) return reading;
  const own = `_${program}`;
  const inside = (context: readonly Label[]) => context.length > 0 && 'function' in context[0]! && context[0].function === own;
  if (!reading.calls.some((call) => inside(call.context))) return reading;
  return {
    calls: reading.calls.filter((call) => inside(call.context)),
    arrays: reading.arrays.filter((array) => inside(array.context) || array.context.length === 0),
    commands: reading.commands.filter((command) => inside(command.context)),
    commandArrays: reading.commandArrays.filter((command) => inside(command.context)),
  };
}

/** An `_arguments` spec word's long option: its name, and whether a `:message:action` gives it a value. */
function longOption(spec: string): { name: string; value: boolean } | undefined {
  // `!` (recognised, not offered) and `*` (repeatable) may come before or after the exclusion list.
  let rest = spec.replace(/^[*!]+/, '');
  if (rest.startsWith('(')) {
    const end = rest.indexOf(')');
    if (end < 0) return undefined;
    rest = rest.slice(end + 1);
  }
  rest = rest.replace(/^[*!]+/, '');
  // `--legend=no[...]` and `--attr-match=attribute=[...]` write a fixed or named value into the name.
  const m = /^(--[A-Za-z0-9][A-Za-z0-9_.-]*?)(?:=([A-Za-z0-9_-]+)=?)?([-+=]|=-)?(\[(?:\\.|[^\]\\])*\])?(:.*)?$/s.exec(rest);
  if (!m) return undefined;
  return { name: m[1]!, value: m[2] !== undefined || m[5] !== undefined };
}

/** Where a function or branch label leads from `node`: the subcommand it names, if any. */
function step(node: Node, label: Label, program: string, others: ReadonlySet<string>): Node | undefined | null {
  if ('branch' in label) {
    const alternatives = label.branch.flatMap((b) => b.split('|')).map((b) => b.replace(/^\(|\)$/g, ''));
    if (alternatives.some((a) => others.has(a)) && !alternatives.includes(program)) return null;
    for (const a of alternatives) { const child = node.children.get(a); if (child) return child; }
    // A dispatch branch for no known command (`(*)`, `(plain|luks)Open`) completes others' words.
    return label.dispatch && !alternatives.includes(program) ? null : undefined;
  }
  // `_tool_add`, `_tool-add`, `__tool_remote_add`, `_nm_connection_show` (a prefix of the file's
  // own): the words after a prefix, part by part, down the commands known so far.
  // `_pgsql_createdb` in a file for clusterdb and createdb: another program's function.
  const ends = (name: string) => new RegExp(`(?:^|[-_])${escapeRegExp(name)}$`).test(label.function);
  const owner = [...others].filter(ends).sort((a, b) => b.length - a.length)[0];
  if (owner !== undefined && owner.length > (ends(program) ? program.length : 0)) return null;
  const parts = label.function.replace(/^_+/, '').split(/[-_]/);
  for (let k = 0; k < parts.length; k++) {
    const found = walk(node, parts.slice(k));
    if (found) return found;
  }
  return undefined;
}

/** The deepest node the words lead to from `from`, several words joined by `-` or `_` matching one name. */
function walk(from: Node, parts: readonly string[]): Node | undefined {
  let current: Node | undefined;
  let node = from;
  for (let at = 0; at < parts.length;) {
    let matched = 0;
    for (let n = parts.length - at; n >= 1; n--) {
      const piece = parts.slice(at, at + n);
      const child = node.children.get(piece.join('-')) ?? node.children.get(piece.join('_'));
      if (child) {
        current = node = child;
        matched = n;
        break;
      }
    }
    if (matched === 0) break;
    at += matched;
  }
  return current;
}

/** A command; `children` holds each subcommand under its name and its aliases'. */
interface Node { name: string; aliases: string[]; children: Map<string, Node>; options: Map<string, { names: string[]; value: boolean }> }

function newNode(name: string): Node {
  return { name, aliases: [], children: new Map(), options: new Map() };
}

/**
 * Reads one zsh completion function file as the spec of `program`; `others` are the other programs
 * its `#compdef` line names (their `case $service` branches are not this program's).
 *
 * @example
 * zshSpec("#compdef tool\n_arguments '--verbose[say more]' '--file=[use FILE]:file:_files' '1:command:((add\\:Add rm\\:Remove))'\n", 'tool');
 * // { name: 'tool', options: [{ name: '--verbose' }, { name: '--file', args: {} }], subcommands: [{ name: 'add' }, { name: 'rm' }] }
 */
export function zshSpec(text: string, program: string, others: ReadonlySet<string> = new Set()): TruthCommand {
  // The file's first program is the one its body completes; another may have a function of its own.
  const first = /^#compdef\b.*$/m.exec(text);
  const main = first === null || compdefPrograms(first[0])[0] === program;
  const reading = main ? read(tokenize(text)) : ownFunction(read(tokenize(text)), program, others);
  // Levels are read to a fixed point: a function `_tool_remote` is `remote`'s only once `remote` is
  // known, so each round builds the tree again, reading labels against the last round's.
  let known = newNode(program);
  let root = newNode(program);
  const at = (context: readonly Label[]): Node | undefined => {
    let from = known;
    let node = root;
    for (const label of context) {
      const next = step(from, label, program, others);
      if (next === null) return undefined;
      if (!next) continue;
      // The same path in the tree being built.
      for (const name of pathTo(from, next)) {
        let child = node.children.get(name);
        if (!child) node.children.set(name, (child = newNode(name)));
        node = child;
      }
      from = next;
    }
    return node;
  };
  const commandArrayNames = new Set(reading.commandArrays.map((c) => c.name));
  for (let round = 0; round < 6; round++) {
    root = newNode(program);
    const addCommands = (node: Node | undefined, names: readonly string[]) => {
      if (!node) return;
      for (const name of names) if (name !== program && !node.children.has(name) && NAME.test(name)) node.children.set(name, newNode(name));
    };
    // Listed commands first: a dispatch branch `(add|a)` then names one of them and its aliases.
    for (const { context, names, dispatched } of reading.commands) if (!dispatched) addCommands(at(context), names);
    for (const array of reading.arrays) {
      const named = commandArrayNames.has(array.name) || COMMAND_ARRAY_NAME.test(array.name);
      const flat = array.words.flat();
      if (!named || flat.length === 0 || flat.some((w) => w.startsWith('-') || /^\(.*\)/.test(w))) continue;
      addCommands(at(array.context), described(flat));
    }
    for (const { context, names, dispatched } of reading.commands) {
      const node = dispatched ? at(context) : undefined;
      const spelled = names.filter((name) => name !== program && !others.has(name));
      if (!node || spelled.length === 0) continue;
      // Beside a listed command, the other words are its aliases; with none listed, each is a command.
      const listed = spelled.map((name) => node.children.get(name)).find(Boolean);
      for (const name of spelled) {
        if (node.children.has(name)) continue;
        node.children.set(name, listed ?? newNode(name));
        if (listed) listed.aliases.push(name);
      }
    }
    const settled = shape(root) === shape(known);
    known = root;
    if (settled) break;
  }
  const addOptions = (node: Node | undefined, specs: readonly string[][]) => {
    if (!node) return;
    // The spellings one word writes out (`{-h,--help,--usage}'[...]'`) are one option's.
    for (const word of specs) {
      const spelled = word.map(longOption).filter((option) => option !== undefined);
      if (spelled.length === 0) continue;
      const option = spelled.map((s) => node.options.get(s.name)).find(Boolean) ?? { names: [], value: false };
      for (const { name, value } of spelled) {
        if (!option.names.includes(name)) option.names.push(name);
        option.value ||= value;
        node.options.set(name, option);
      }
    }
  };
  for (const call of reading.calls) addOptions(at(call.context), call.words);
  // An array of specs written at one level and spliced into `_arguments $array` at others belongs
  // to each level that splices it (common options of several subcommands).
  const splicers = new Map<string, Set<Node | undefined>>();
  const splicedBy = (name: string) => {
    let users = splicers.get(name);
    if (!users) splicers.set(name, (users = new Set()));
    return users;
  };
  for (const call of reading.calls) for (const name of call.arrays) splicedBy(name).add(at(call.context));
  // Arrays spliced into other arrays (`args=( $common '--x[...]' )`) reach the calls that splice those.
  for (let round = 0; round < 4; round++) {
    for (const array of reading.arrays) {
      const users = splicers.get(array.name);
      if (users) for (const inner of array.refs) for (const user of users) splicedBy(inner).add(user);
    }
  }
  for (const array of reading.arrays) {
    const own = at(array.context);
    const users = splicers.get(array.name) ?? new Set();
    // Written inside a subcommand's function or branch, the array is that subcommand's.
    if (own !== root || users.size === 0) addOptions(own, array.words);
    else for (const user of users) addOptions(user, array.words);
  }
  return toTruth(root);
}

/** The names from `from` down to `to`, a node under it. */
function pathTo(from: Node, to: Node): string[] {
  if (from === to) return [];
  for (const child of new Set(from.children.values())) {
    if (child === to) return [child.name];
    const below = pathTo(child, to);
    if (below.length > 0) return [child.name, ...below];
  }
  return [];
}

/** A tree's commands as one string, to see when a round changed nothing. */
function shape(node: Node): string {
  return `${[node.name, ...node.aliases].join('|')}(${[...new Set(node.children.values())].map(shape).join(',')})`;
}

function toTruth(node: Node): TruthCommand {
  const options: TruthOption[] = [...new Set(node.options.values())].map(({ names, value }) => {
    const name = names.length === 1 ? names[0]! : names;
    return value ? { name, args: {} } : { name };
  });
  const subs = [...new Set(node.children.values())].map(toTruth);
  return { name: node.aliases.length > 0 ? [node.name, ...node.aliases] : node.name, ...(options.length > 0 ? { options } : {}), ...(subs.length > 0 ? { subcommands: subs } : {}) };
}

/**
 * The folders the bench reads, in order: zsh-common's (its others are for other systems), then the
 * zsh3 and zsh4 sets' truths: packages' vendor-completions, zsh-users/zsh-completions, ohmyzsh's plugins.
 */
export const ZSH_COMPLETION_DIRS = ['Unix', 'Linux', 'Debian', 'X', 'vendor', 'zsh-users', 'ohmyzsh'] as const;

/**
 * The file whose `#compdef` line names `program` under `dir` (zsh-common's Completion directory),
 * and the other programs that line names; the first in ZSH_COMPLETION_DIRS order.
 *
 * @example
 * zshCompletionFile('/usr/share/zsh/functions/Completion', 'pv'); // { file: '.../Unix/_pv', others: Set {} }
 */
export function zshCompletionFile(dir: string, program: string): { file: string; others: Set<string> } | undefined {
  for (const sub of ZSH_COMPLETION_DIRS) {
    const folder = join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).filter((n) => n.startsWith('_')).sort()) {
      const file = join(folder, name);
      // Packages ship links to other packages' files (kubectx's to kubectl's), dangling where those are not installed.
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
      const first = readFileSync(file, 'utf8').split('\n', 1)[0]!;
      if (!first.startsWith('#compdef')) continue;
      const programs = compdefPrograms(first);
      if (programs.includes(program)) return { file, others: new Set(programs.filter((p) => p !== program)) };
    }
  }
  return undefined;
}

/** The program names of a `#compdef` line: plain words, `name=service` as `name`, patterns and flags left out. */
export function compdefPrograms(line: string): string[] {
  const words = line.replace(/^#compdef\s*/, '').split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let k = 0; k < words.length; k++) {
    const word = words[k]!;
    if (word === '-p' || word === '-P') { k++; continue; }
    if (word.startsWith('-') || /[*?[\]]/.test(word)) continue;
    out.push(word.split('=')[0]!);
  }
  return out;
}
