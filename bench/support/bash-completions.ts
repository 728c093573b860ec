/**
 * The bash-completion package's scripts (/usr/share/bash-completion/completions/P) read as a
 * completion spec of the shape the accuracy bench compares svc's bindings with, once the fig specs
 * and fish's and zsh's files are used up. The shell words are split by shell-lexer.ts and placed
 * (functions, case branches) by the zsh reader's `read`; only what a script writes literally is read:
 *  - options: the `--name` words of `compgen -W 'LIST'` word lists, `$name` in a list expanded from
 *    the script's literal assignments (`local opts='--all --quiet'`); a value when the list spells
 *    `--name=` or a `case $prev in` branch names the option (its value is completed there);
 *  - commands: a word list of bare names (no option among them) outside any case branch, in the
 *    function `complete -F` registers for the program (one level: lists inside a command's branch
 *    are its options' values as often as its verbs);
 *  - levels: a branch of `case ${words[1]}`, `case $command` (or `cmd`, `subcommand`) names the
 *    command whose words it completes.
 * Lists computed by a command (`$(tool --list)`) are left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeRegExp } from '../../src/shared/escape-regexp.js';
import type { TruthCommand, TruthOption } from './fish-completions.js';
import { tokenize } from './shell-lexer.js';
import { read, type Label } from './zsh-completions.js';

/** The case subjects whose branches are the commands typed. */
const DISPATCH = /^\$\{?(?:words\[1\]|command|cmd|subcommand|subcmd|special|mode|verb|action)(?::?-[^}]*)?\}?$/;
/** The case subject whose branches are the option before the word completed. */
const PREVIOUS = /^\$\{?prev\}?$/;
/** `compgen ... -W 'LIST'`, `-W "$opts"`, `-W "${cmds[*]}"`. */
const COMPGEN_LIST = /\bcompgen\b[^|;`)]*?\s-W\s*('([^']*)'|"([^"]*)"|(\S+))/g;
const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;
/** A list spliced from a variable named for commands: `$commands`, `${cmds[@]}`, `${VERBS[*]}`. */
const COMMANDS_VARIABLE = /\$\{?(?:\w*_)?(?:sub)?(?:commands?|cmds?|verbs|actions)\b/i;
const LONG = /^--[A-Za-z0-9][A-Za-z0-9._-]*=?$/;
/** A variable's value spliced in: `$opts`, `${cmds}`, `${cmds[@]}`; the name captured. */
const VARIABLE = /\$\{?([A-Za-z_][A-Za-z0-9_]*)(?:\[[@*]\])?\}?/g;

interface Node { name: string; children: Map<string, Node>; options: Map<string, boolean> }

const newNode = (name: string): Node => ({ name, children: new Map(), options: new Map() });

/**
 * Reads one bash-completion script as the spec of `program`.
 *
 * @example
 * bashSpec("_tool() {\n  COMPREPLY=($(compgen -W '--all --out=' -- \"$cur\"))\n} && complete -F _tool tool\n", 'tool');
 * // { name: 'tool', options: [{ name: '--all' }, { name: '--out', args: {} }] }
 */
export function bashSpec(text: string, program: string): TruthCommand {
  const lists: Array<{ context: Label[]; words: string }> = [];
  const valued = new Set<string>();
  /** The names a dispatch's branches are about: a command list must name some of them. */
  const dispatched = new Set<string>();
  const reading = read(tokenize(text), {
    dispatch: DISPATCH,
    keepReferences: true,
    onWord: (word, context) => {
      for (const label of context) if ('branch' in label && label.dispatch) for (const name of label.branch) dispatched.add(name);
      for (const label of context) {
        if ('branch' in label && label.subject !== undefined && PREVIOUS.test(label.subject)) for (const name of label.branch) if (name.startsWith('--')) valued.add(name);
      }
      for (const piece of word.pieces) {
        if (!piece.dynamic || !piece.text.includes('compgen')) continue;
        for (const m of piece.text.matchAll(COMPGEN_LIST)) lists.push({ context, words: m[2] ?? m[3] ?? m[4] ?? '' });
      }
    },
  });
  // Literal assignments, for `$opts` in a list: every one of a name, as a script may add to it.
  // One made in a command's dispatch branch (cupt's `source) arguments='--tar-only ...'`, listed
  // by a `compgen -W "${arguments}"` after the case) is that command's, not the list's context's.
  const values = new Map<string, string>();
  const branchValues: Array<{ name: string; context: Label[]; words: string }> = [];
  for (const array of reading.arrays) {
    // systemd's `local -A VERBS=([STANDALONE]='list status' [UNITS]='start stop')`: the values.
    const words = array.words.map((element) => element[0]?.replace(/^\[[^\]]*\]=/, '')).filter((w): w is string => w !== undefined);
    if (array.context.some((label) => 'branch' in label && label.dispatch)) {
      branchValues.push({ name: array.name, context: array.context, words: words.join(' ') });
      if (!values.has(array.name)) values.set(array.name, '');
      continue;
    }
    // `arguments="${arguments} --important"` adds to what it held.
    const added = words.map((word) => word.replace(VARIABLE, (reference, name: string) => (name === array.name ? '' : reference)));
    values.set(array.name, [values.get(array.name) ?? '', ...added].join(' ').trim());
  }
  const expand = (list: string): string[] | undefined => {
    // cupt's `arguments=${subcommands}`: a value naming another variable is spelled out too, a few levels deep.
    let spelled = list;
    for (let level = 0; level < 4 && /\$\{?[A-Za-z_]/.test(spelled); level++) {
      spelled = spelled.replace(VARIABLE, (_, name: string) => values.get(name) ?? '\u0000');
    }
    if (spelled.includes('\u0000') || /[$`(]/.test(spelled)) return undefined;
    return spelled.split(/\s+/).filter(Boolean);
  };
  // A script for several programs (`complete -F _hcitool hcitool`, `complete -F _sdptool sdptool`):
  // only the function registered for this one.
  const registered = new RegExp(`^\\s*complete\\b[^\\n]*\\s-F\\s+(\\S+)[^\\n]*\\s${escapeRegExp(program)}(?:\\s|$)`, 'm').exec(text)?.[1];
  const own = (context: readonly Label[]) => registered === undefined || (context[0] !== undefined && 'function' in context[0] && context[0].function === registered);
  const root = newNode(program);
  /** The commands a context completes: a dispatch branch `install|reinstall|remove)` names several. */
  const nodesAt = (context: readonly Label[]): Node[] => {
    let nodes = [root];
    for (const label of context) {
      if (!('branch' in label) || !label.dispatch) continue;
      nodes = nodes.flatMap((node) => label.branch.map((name) => node.children.get(name)).filter((child): child is Node => child !== undefined));
    }
    return [...new Set(nodes)];
  };
  // Commands are listed outside any case branch: a list under `case $prev`, `case $cur` or a
  // command's dispatch branch holds an option's values (udevadm's `--query` values under `info`).
  const inBranch = (context: readonly Label[]) => context.some((label) => 'branch' in label);
  // The longest such list is the commands; a shorter one is an option's values offered under an
  // `if` (machinectl's compression formats beside its forty commands).
  // Half its names at least must be commands the script dispatches on, or it comes from a variable named for commands
  // (`$commands`, `${VERBS[*]}`): a list of values offered under an `if` does neither.
  const commandLists = lists.filter(({ context }) => own(context) && !inBranch(context))
    // cupt's `subcommands='-h --help help -v --version version config-dump show ...'`: its options are no commands.
    // A line continued with a backslash inside quotes leaves it as a word of its own.
    .map(({ words }) => ({ spelled: expand(words)?.filter((word) => !word.startsWith('-') && word !== '\\'), named: COMMANDS_VARIABLE.test(words) }))
    .filter(({ spelled, named }) => spelled !== undefined && spelled.length >= 2 && spelled.every((word) => NAME.test(word)) && (named || spelled.filter((word) => dispatched.has(word)).length * 2 >= spelled.length))
    .map(({ spelled }) => spelled!);
  const commands = commandLists.reduce<string[]>((longest, list) => (list.length > longest.length ? list : longest), []);
  for (const name of commands) if (name !== program && !root.children.has(name)) root.children.set(name, newNode(name));
  const addOptions = (nodes: readonly Node[], spelled: readonly string[]) => {
    for (const node of nodes) {
      for (const word of spelled.filter((w) => LONG.test(w))) {
        const name = word.replace(/=$/, '');
        node.options.set(name, (node.options.get(name) ?? false) || word.endsWith('=') || valued.has(name));
      }
    }
  };
  for (const { context, words } of lists) {
    const spelled = expand(words);
    if (!spelled || !own(context)) continue;
    addOptions(nodesAt(context), spelled);
    const referenced = new Set([...words.matchAll(VARIABLE)].map((match) => match[1]!));
    for (const assigned of branchValues.filter(({ name }) => referenced.has(name))) {
      if (own(assigned.context)) addOptions(nodesAt(assigned.context), assigned.words.split(/\s+/).filter(Boolean));
    }
  }
  return toTruth(root);
}

function toTruth(node: Node): TruthCommand {
  const options: TruthOption[] = [...node.options].map(([name, value]) => (value ? { name, args: {} } : { name }));
  const subs = [...node.children.values()].map(toTruth);
  return { name: node.name, ...(options.length > 0 ? { options } : {}), ...(subs.length > 0 ? { subcommands: subs } : {}) };
}

/**
 * The script that completes `program` under `dir` (bash-completion's completions directory): the
 * file of its own name (a symlink's target read), else one whose `complete` line names it.
 *
 * @example
 * bashCompletionFile('/usr/share/bash-completion/completions', 'ssh-keygen'); // '.../ssh-keygen'
 */
export function bashCompletionFile(dir: string, program: string): string | undefined {
  const own = [program, `_${program}`].map((name) => join(dir, name)).find((file) => existsSync(file));
  if (own) return own;
  const named = new RegExp(`^\\s*complete\\b.*\\s${escapeRegExp(program)}(?:\\s|$)`, 'm');
  return readdirSync(dir).sort().map((name) => join(dir, name)).find((file) => {
    try {
      return named.test(readFileSync(file, 'utf8'));
    } catch {
      return false;
    }
  });
}
