/**
 * The fish shell's bundled completion files (`fish-common`'s /usr/share/fish/completions/P.fish)
 * read as a completion spec of the shape the accuracy bench compares svc's bindings with: the
 * program's long options, its subcommands and theirs. Written by fish's maintainers, not here,
 * they are the bench's ground truth where no @withfig/autocomplete spec is left untried.
 *
 * Only what the files declare literally is read: `complete -c P -l name` options (`-r`/`-x` mark
 * a value), `-a` words offered before any subcommand (conditions `__fish_use_subcommand`,
 * `__fish_is_first_arg`, `not __fish_seen_subcommand_from ...`, a `*needs_command*` function)
 * as subcommands, and words offered once exactly one of them is seen as that one's subcommands.
 * An option whose condition names subcommands is theirs (also through a function of one statement
 * the condition calls, and a quoted word: `contains 'add' (commandline -poc)`); any other is the program's. Words
 * computed by a command substitution or naming files are left out. `set` variables are expanded.
 */

/** The spec shape scan-accuracy.ts reads (a subset of @withfig/autocomplete's). */
export interface TruthOption { name: string | string[]; args?: Record<string, never> }
export interface TruthCommand { name: string | string[]; options?: TruthOption[]; subcommands?: TruthCommand[] }

/**
 * Splits fish source into statements of words as fish would: quotes may span lines, an unquoted
 * newline or `;` ends a statement, `$name` is expanded from `vars` outside single quotes (each
 * `set` statement updates them as it is read, through `onStatement`).
 */
function statements(text: string, vars: Map<string, string[]>, onStatement: (argv: string[]) => void): void {
  let argv: string[] = [];
  let current = '';
  let started = false;
  let quote: '"' | "'" | undefined;
  let parens = 0;
  const endWord = () => {
    if (started) argv.push(current);
    current = '';
    started = false;
  };
  const endStatement = () => {
    endWord();
    if (argv.length > 0) onStatement(argv);
    argv = [];
  };
  const expand = (at: number): number => {
    const m = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(text.slice(at, at + 200));
    if (!m) {
      current += '$';
      return at + 1;
    }
    current += (vars.get(m[1]!) ?? []).join(' ');
    return at + m[0].length;
  };
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else if (c === '\\' && (text[i + 1] === "'" || text[i + 1] === '\\')) current += text[++i]!;
      else current += c;
      i++;
    } else if (quote === '"') {
      if (c === '"') { quote = undefined; i++; }
      else if (c === '\\' && /["$\\]/.test(text[i + 1] ?? '')) { current += text[i + 1]!; i += 2; }
      else if (c === '$') i = expand(i);
      else { current += c; i++; }
    } else if (c === "'" || c === '"') { quote = c; started = true; i++; }
    // A command substitution is one word, whatever it holds.
    else if (c === '(') { parens++; current += c; started = true; i++; }
    else if (c === ')' && parens > 0) { parens--; current += c; i++; }
    else if (c === '#' && !started && parens === 0) { while (i < text.length && text[i] !== '\n') i++; }
    else if ((c === '\n' || c === ';') && parens === 0) { endStatement(); i++; }
    else if (/\s/.test(c) && parens === 0) { endWord(); i++; }
    else if (c === '\\' && i + 1 < text.length) {
      // `\` at a line's end continues it; `foo\tdescription`: the tab that parts a candidate from its description.
      if (text[i + 1] === '\n') endWord();
      else {
        current += text[i + 1] === 't' ? '\t' : text[i + 1]!;
        started = true;
      }
      i += 2;
    } else if (c === '$') { started = true; i = expand(i); }
    else { current += c; started = true; i++; }
  }
  endStatement();
}

/** The words of one string as fish splits an `-a` value into candidates. */
function words(value: string): string[] {
  const out: string[] = [];
  statements(value.replace(/\n/g, ' '), new Map(), (argv) => out.push(...argv));
  return out;
}

/** One `complete` line's parts that the truth reads. */
interface Completion {
  commands: string[];
  longs: string[];
  shorts: string[];
  olds: string[];
  args: string[];
  condition: string;
  takesValue: boolean;
  erase: boolean;
}

const VALUE_LETTERS: Record<string, keyof Completion | 'ignore'> = {
  c: 'commands', l: 'longs', s: 'shorts', o: 'olds', a: 'args', n: 'condition', d: 'ignore', w: 'ignore', p: 'ignore',
};
const LONG_NAMES: Record<string, string> = {
  command: 'c', 'long-option': 'l', 'short-option': 's', 'old-option': 'o', arguments: 'a', condition: 'n', description: 'd', wraps: 'w', path: 'p',
  'require-parameter': 'r', exclusive: 'x', 'no-files': 'f', 'force-files': 'F', 'keep-order': 'k', erase: 'e',
};

function readCompletion(argv: string[]): Completion {
  const c: Completion = { commands: [], longs: [], shorts: [], olds: [], args: [], condition: '', takesValue: false, erase: false };
  const take = (letter: string, value: string) => {
    const key = VALUE_LETTERS[letter];
    if (key === undefined || key === 'ignore') return;
    if (key === 'condition') c.condition = c.condition === '' ? value : `${c.condition}; and ${value}`;
    else (c[key] as string[]).push(value);
  };
  const flag = (letter: string) => {
    if (letter === 'r' || letter === 'x') c.takesValue = true;
    if (letter === 'e') c.erase = true;
  };
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i]!;
    // `complete git -f ...`: the command named without -c.
    if (!word.startsWith('-')) {
      if (i === 1) c.commands.push(word);
      continue;
    }
    const long = /^--([a-z-]+)(?:=(.*))?$/.exec(word);
    if (long) {
      const letter = LONG_NAMES[long[1]!];
      if (letter === undefined) continue;
      if (VALUE_LETTERS[letter] !== undefined) take(letter, long[2] ?? argv[++i] ?? '');
      else flag(letter);
      continue;
    }
    if (!/^-[A-Za-z]/.test(word)) continue;
    for (let k = 1; k < word.length; k++) {
      const letter = word[k]!;
      if (VALUE_LETTERS[letter] !== undefined) {
        take(letter, k + 1 < word.length ? word.slice(k + 1) : argv[++i] ?? '');
        break;
      }
      flag(letter);
    }
  }
  return c;
}

/** The literal words of an `-a` value: no substitution, no variable left, no option, no path. */
function offeredWords(args: string[]): string[] {
  // fish splits an `-a` value into candidates as it splits a command line; `name\tdescription` is one.
  return args.flatMap((value) => value.includes('(') ? [] : words(value.replace(/\t/g, '\\t')))
    .map((word) => word.replace(/(\t|\\t)[^]*$/, ''))
    .filter((word) => /^[A-Za-z0-9][\w.:+-]*$/.test(word));
}

/** True when the condition offers words before any subcommand was typed. */
function beforeSubcommand(condition: string): boolean {
  return /__fish_use_subcommand\b|__fish_is_first_arg\b|__fish_is_first_token\b|__fish_is_nth_token 1\b|needs_command\b|needs_subcommand\b|no_subcommand\b/.test(condition)
    || /^\s*not __fish_seen_subcommand_from\b/.test(condition);
}

/** The subcommands a condition names as seen (`__fish_seen_subcommand_from a b`), unless negated. */
function seenSubcommands(condition: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const clause of condition.split(/;\s*and\s+|\band\b|&&/)) {
    if (/^\s*not\b/.test(clause)) continue;
    const m = /__fish_seen_subcommand_from\s+(.*)$/.exec(clause.trim());
    // darcs: `contains 'add' (commandline -poc)`, the word quoted inside the condition.
    const candidates = (m ? m[1]!.split(/\s+/) : clause.trim().split(/\s+/).slice(1)).map((word) => word.replace(/^(['"])(.*)\1$/, '$2'));
    for (const word of candidates) if (known.has(word)) found.add(word);
  }
  return [...found];
}

/**
 * Reads one fish completion file as the spec of `program`.
 *
 * @example
 * fishSpec("complete -c tool -l verbose\nset -l cmds add rm\ncomplete -c tool -n __fish_use_subcommand -a \"$cmds\"\ncomplete -c tool -n '__fish_seen_subcommand_from add' -l force\n", 'tool');
 * // { name: 'tool', options: [{ name: ['--verbose'] }], subcommands: [{ name: 'add', options: [{ name: ['--force'] }] }, { name: 'rm' }] }
 */
/** The line of the `end` that closes the block opened at line `at` (the last line when none does). */
function blockEnd(lines: readonly string[], at: number): number {
  let depth = 0;
  let end = at;
  for (; end < lines.length; end++) {
    if (BLOCK.test(lines[end]!)) depth++;
    else if (/^\s*end\b/.test(lines[end]!)) depth--;
    if (depth === 0) break;
  }
  return end;
}

/** A word a `for` loop can be written out with: a command or option name, a number. */
const LOOP_VALUE = /^[\w.:+@%=-]+$/;

/** The block keywords a fish `end` closes. */
const BLOCK = /^\s*(?:for|function|if|while|begin|switch)\b/;

/**
 * `for cmd in add commit; complete -c hg -n "__fish_hg_using_command $cmd" -l dry-run; end` (hg's
 * file scopes most options so) written out once per value, innermost loops first, `$cmd` replaced
 * by the value; the list's `$name`s are expanded from the `set` statements above the loop.
 */
function unrollLoops(text: string): string {
  let lines = text.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  // hg's file has hundreds of loops: one pass per loop, bounded by the file's length.
  for (let guard = 0; guard < 100_000; guard++) {
    // The last loop header has no loop inside it.
    const at = lines.findLastIndex((line) => /^\s*for\s+\w+\s+in\b/.test(line));
    if (at < 0) break;
    const end = blockEnd(lines, at);
    const m = /^\s*for\s+(\w+)\s+in\s+(.*)$/.exec(lines[at]!)!;
    const vars = new Map<string, string[]>();
    statements(lines.slice(0, at).join('\n'), vars, (argv) => {
      if (argv[0] === 'set') readSet(argv, vars);
    });
    const values: string[] = [];
    // Only literal words: a loop over a command's output (`for line in (__fish_hg tags)`) has none
    // to write out, and its pieces (quotes, parens) would unbalance the text.
    statements(m[2]!.replace(/;\s*$/, ''), vars, (argv) => values.push(...argv.flatMap((word) => word.split(/\s+/)).filter((word) => LOOP_VALUE.test(word))));
    const body = lines.slice(at + 1, end);
    const variable = new RegExp(`\\$${m[1]}(?![A-Za-z0-9_])|\\{\\$${m[1]}\\}`, 'g');
    const unrolled = values.slice(0, 500).flatMap((value) => body.map((line) => line.replace(variable, value)));
    lines = [...lines.slice(0, at), ...unrolled, ...lines.slice(end + 1)];
  }
  return lines.join('\n');
}

/** A `set [-l|-g|...] NAME VALUES...` statement into `vars`. */
function readSet(argv: string[], vars: Map<string, string[]>): void {
  const rest = argv.slice(1).filter((w, k, all) => !(w.startsWith('-') && all.slice(0, k).every((x) => x.startsWith('-'))));
  if (rest.length > 0) vars.set(rest[0]!, rest.slice(1).flatMap((w) => w.split(/\s+/)));
}

/**
 * The functions of one statement (zypper's `function __fish_zypper_is_subcommand_lr` /
 * `__fish_zypper_cmd_in_array repos lr` / `end`), name to body, for a condition that calls one by
 * name to be read as its body.
 */
function oneLineFunctions(text: string): Map<string, string> {
  const bodies = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  for (let at = 0; at < lines.length; at++) {
    const head = /^\s*function\s+([\w-]+)/.exec(lines[at]!);
    if (!head) continue;
    const end = blockEnd(lines, at);
    const body = lines.slice(at + 1, end).map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
    if (body.length === 1 && !BLOCK.test(body[0]!)) bodies.set(head[1]!, body[0]!);
    at = end;
  }
  return bodies;
}

/** A condition with each clause that only calls a one-statement function replaced by its body, `$names` expanded. */
function inlineFunctions(condition: string, bodies: ReadonlyMap<string, string>, vars: ReadonlyMap<string, string[]>): string {
  return condition.split(/(;\s*and\s+|\band\b|&&)/).map((clause) => {
    const call = /^(\s*(?:not\s+)?)([\w-]+)(\s*)$/.exec(clause);
    const body = call ? bodies.get(call[2]!) : undefined;
    if (body === undefined) return clause;
    return `${call![1]}${body.replace(/\$(\w+)/g, (whole, name: string) => vars.get(name)?.join(' ') ?? whole)}${call![3]}`;
  }).join('');
}

export function fishSpec(text: string, program: string): TruthCommand {
  const vars = new Map<string, string[]>();
  const completions: Completion[] = [];
  const bodies = oneLineFunctions(text.replace(/\\\r?\n/g, ' '));
  statements(unrollLoops(text), vars, (argv) => {
    if (argv[0] === 'set') {
      readSet(argv, vars);
      return;
    }
    if (argv[0] !== 'complete') return;
    const completion = readCompletion(argv);
    if (!completion.erase && completion.commands.includes(program)) completions.push(completion);
  });
  const isOption = (c: Completion) => c.longs.length + c.shorts.length + c.olds.length > 0;
  const top = new Set<string>();
  for (const c of completions) if (!isOption(c) && beforeSubcommand(c.condition)) for (const word of offeredWords(c.args)) top.add(word);
  // hg offers its commands from a function (`-a "(__fish_hg_commands)"`) but scopes each one's
  // options with `__fish_hg_using_command add`: a command such a condition names is one.
  for (const c of completions) {
    for (const clause of c.condition.split(/;\s*and\s+|\band\b|&&/)) {
      const m = /^\s*__fish_\w*using_(?:sub)?command\s+([A-Za-z0-9][\w.:+-]*)\s*$/.exec(clause);
      if (m) top.add(m[1]!);
    }
  }
  const nested = new Map<string, Set<string>>();
  const options = new Map<string, TruthOption[]>([['', []]]);
  for (const name of top) options.set(name, []);
  for (const c of completions) {
    const seen = seenSubcommands(inlineFunctions(c.condition, bodies, vars), top);
    if (!isOption(c)) {
      if (seen.length === 1 && !beforeSubcommand(c.condition)) {
        const subs = nested.get(seen[0]!) ?? new Set<string>();
        for (const word of offeredWords(c.args)) subs.add(word);
        nested.set(seen[0]!, subs);
      }
      continue;
    }
    const option: TruthOption = { name: [...c.longs.map((l) => `--${l}`), ...c.shorts.map((s) => `-${s}`), ...c.olds.map((o) => `-${o}`)] };
    if (c.takesValue) option.args = {};
    for (const scope of seen.length > 0 ? seen : ['']) options.get(scope)!.push(option);
  }
  const command = (name: string, path: string): TruthCommand => {
    const own = options.get(path) ?? [];
    const subs = path === '' ? [...top] : [...(nested.get(path) ?? [])];
    return {
      name,
      ...(own.length > 0 ? { options: own } : {}),
      ...(subs.length > 0 ? { subcommands: subs.map((sub) => (path === '' ? command(sub, sub) : { name: sub })) } : {}),
    };
  };
  return command(program, '');
}
