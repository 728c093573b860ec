import {
  COMMAND_LIST_NAME,
  assignmentsIn,
  caseFramesByLine,
  isCommandWord,
  isTopLevelScope,
  lineAt,
  scopesOf,
  shellWords,
  type CaseFrame,
  type Scope,
} from './script-text.js';
import { escapeRegExp } from '../../shared/escape-regexp.js';

/** Shells whose completion scripts Tier 3 reads. */
export type CompletionShell = 'bash' | 'zsh';

/** A tag, description or arm label that says the values are commands. */
const COMMANDISH = /(?:^|[^a-z])(?:sub)?(?:commands?|cmds?|verbs?|actions?)(?:$|[^a-z])/i;

/** `name:description` (zsh) → `name`; an escaped colon belongs to the name. */
function nameOfItem(item: string): string {
  const colon = item.search(/(?<!\\):/);
  return (colon === -1 ? item : item.slice(0, colon)).replace(/\\:/g, ':');
}

/** A value computed at run time (`$(...)`, backticks, zsh `${(f)...}` flags): its words are not names. */
function isComputed(value: string): boolean {
  return /\$\(|`|\$\{\(/.test(value);
}

/**
 * Whether a line's surroundings can hold the top-level list: outside any `case`, or only inside
 * zsh state-machine arms for commands (`case $state in (cmds)`) and bash first-word arms
 * (`case $cword in 1)`). Lists inside `case $words[1] in (remote)` belong to a subcommand, and
 * lists inside `case $prev in` are option values.
 */
function topLevelContext(frames: readonly CaseFrame[]): boolean {
  return frames.every((frame) => {
    const subject = frame.subject.replace(/^\$\{?|\}$/g, '');
    if (/^(?:state|curstate)$/.test(subject)) return frame.arm !== undefined && COMMANDISH.test(frame.arm);
    if (/^(?:COMP_CWORD|cword|CURRENT)$/.test(subject)) return frame.arm === '1' || (subject === 'CURRENT' && frame.arm === '2');
    return false;
  });
}

interface ScopeText {
  text: string;
  frames: CaseFrame[][];
}

function scopeText(scope: Scope): ScopeText {
  return { text: scope.lines.join('\n'), frames: caseFramesByLine(scope.lines) };
}

function allowedAt(scope: ScopeText, offset: number): boolean {
  return topLevelContext(scope.frames[lineAt(scope.text, offset)] ?? []);
}

/** Words of a bash list value: array items, `[KEY]='a b'` values, whitespace-separated strings. */
function bashListWords(value: string): string[] {
  return shellWords(value).flatMap((word) => {
    const keyed = /^\[[^\]]+\]=([\s\S]*)$/.exec(word);
    return (keyed ? keyed[1]! : word).split(/\s+/);
  });
}

/** `COMP_CWORD -eq 1`, `cword == 1`, `(( cword == 1 ))`, `${#words[@]} -eq 2`: completing the first word. */
const FIRST_WORD_GUARD = /\b(?:COMP_CWORD|cword)\}?\s*(?:-eq|==?)\s*1\b|\(\(\s*(?:COMP_CWORD|cword)\s*==\s*1\s*\)\)|\$\{#(?:COMP_)?words\[@\]\}\s*(?:-eq|==?)\s*2\b/;

/**
 * The condition of the innermost `if`/`elif` whose then-branch holds line `index`, or undefined
 * (not in an if, or in an else-branch, whose guard is the opposite).
 */
function governingCondition(lines: readonly string[], index: number): string | undefined {
  let depth = 0;
  for (let line = index - 1; line >= 0 && index - line <= 50; line--) {
    const text = lines[line]!.replace(/(^|\s)#.*$/, '').trim();
    if (/(?:^|;\s*)fi$/.test(text)) depth++;
    else if (/^if\b/.test(text)) {
      if (depth === 0) return text;
      depth--;
    } else if (depth === 0 && /^elif\b/.test(text)) return text;
    else if (depth === 0 && /^else\b/.test(text)) return undefined;
  }
  return undefined;
}

/** `compgen -W "a b c"` with literal words, guarded by a first-word test on the same line or in the enclosing `if`. */
function bashCompgenLists(lines: readonly string[], frames: CaseFrame[][]): string[] {
  const names: string[] = [];
  lines.forEach((line, index) => {
    const match = /compgen\s+-W\s+("([^"]*)"|'([^']*)')/.exec(line);
    if (!match) return;
    const words = (match[2] ?? match[3] ?? '').trim();
    if (words === '' || words.includes('$') || words.includes('`')) return;
    const stack = frames[index] ?? [];
    const inFirstWordArm = stack.length > 0 && topLevelContext(stack);
    const guarded = FIRST_WORD_GUARD.test(line.slice(0, match.index)) || FIRST_WORD_GUARD.test(governingCondition(lines, index) ?? '');
    if (!inFirstWordArm && !guarded) return;
    names.push(...words.split(/\s+/));
  });
  return names;
}

/** Subjects of a `case` that dispatches on the subcommand word. */
const COMMAND_CASE_SUBJECT = /^"?\$\{?(?:(?:sub)?command|(?:sub)?cmd|verb|action|(?:COMP_)?words\[1\])\}?"?$/;
/** clap's dispatch: `case "${cmd}" in` (clap 2/3) or `case "${cmd},${i}" in` (clap 4). */
const CLAP_CASE_SUBJECT = /^"?\$\{?cmd\}?(?:,\$\{?i\}?)?"?$/;

/**
 * Arms of `case <command-word> in`: `add|commit)`, `(push)`. Only arms at the case's own level
 * count, not those of a case nested inside an arm. clap's scripts spell top-level commands as
 * `<tool>__<sub>` (clap 2/3) or `<tool>,<sub>` (clap 4).
 */
function bashCaseArms(lines: readonly string[], frames: CaseFrame[][], tool: string): string[] {
  const names: string[] = [];
  const clapArm = new RegExp(`^${escapeRegExp(tool)}(?:__|,)(.+)$`);
  for (let index = 0; index < lines.length; index++) {
    const start = /^\s*case\s+(\S+)\s+in\s*$/.exec(lines[index]!);
    if (!start || !topLevelContext(frames[index] ?? [])) continue;
    const subject = start[1]!;
    const clap = CLAP_CASE_SUBJECT.test(subject);
    if (!clap && !COMMAND_CASE_SUBJECT.test(subject)) continue;
    const depth = (frames[index] ?? []).length + 1;
    let lastArm: string | undefined;
    for (let inner = index + 1; inner < lines.length; inner++) {
      const stack = frames[inner] ?? [];
      if (stack.length < depth) break;
      if (stack.length !== depth) continue;
      const arm = stack[depth - 1]!.arm;
      if (arm === undefined || arm === lastArm) continue;
      lastArm = arm;
      for (const pattern of arm.split('|')) {
        const word = pattern.trim().replace(/^["']|["']$/g, '');
        const clapWord = clapArm.exec(word);
        if (clapWord) {
          if (!clapWord[1]!.includes('__')) names.push(clapWord[1]!);
        } else if (!clap) {
          names.push(word);
        }
      }
    }
  }
  return names;
}

function bashNames(scopes: Scope[], tool: string): string[] {
  const names: string[] = [];
  for (const scope of scopes) {
    const text = scopeText(scope);
    for (const assignment of assignmentsIn(text.text)) {
      if (!COMMAND_LIST_NAME.test(assignment.name) || isComputed(assignment.value)) continue;
      if (allowedAt(text, assignment.offset)) names.push(...bashListWords(assignment.value));
    }
    names.push(...bashCompgenLists(scope.lines, text.frames));
    names.push(...bashCaseArms(scope.lines, text.frames, tool));
  }
  return names;
}

/** Array names given to `_describe [-t tag] description ARRAY...` when the tag or description says commands. */
function describedArrays(scope: ScopeText): Set<string> {
  const arrays = new Set<string>();
  for (const match of scope.text.matchAll(/\b_describe\b([^\n;&|]*)/g)) {
    if (!allowedAt(scope, match.index)) continue;
    const words = shellWords(match[1]!);
    const rest: string[] = [];
    let tag = '';
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (word === '-t') tag = words[i + 1] ?? '';
      if (/^-[tVJxX12ok]$/.test(word)) i++;
      else if (!word.startsWith('-')) rest.push(word);
    }
    // `_describe -t commands command commands`, never `_describe -t colorspec $descr tmp`.
    if (!COMMANDISH.test(tag) && !COMMANDISH.test(rest[0] ?? '')) continue;
    for (const name of rest.slice(1)) if (/^[A-Za-z_]\w*$/.test(name)) arrays.add(name);
  }
  return arrays;
}

/** `_values [-s x] [-S x] [-w] [-C] 'command' 'add[desc]' rm` when the description says commands. */
function zshValues(scope: ScopeText): string[] {
  const names: string[] = [];
  for (const match of scope.text.matchAll(/\b_values\b((?:[^\n\\]|\\\n|\\.)*)/g)) {
    if (!allowedAt(scope, match.index)) continue;
    const words = shellWords(match[1]!.replace(/\\\n/g, ' '));
    let i = 0;
    while (i < words.length && /^-[sSwCO]$/.test(words[i]!)) i += /^-[sSO]$/.test(words[i]!) ? 2 : 1;
    const description = words[i];
    if (description === undefined || !COMMANDISH.test(description)) continue;
    for (const spec of words.slice(i + 1)) names.push(spec.replace(/^\([^)]*\)/, '').replace(/\[[\s\S]*$/, ''));
  }
  return names;
}

/** `_arguments` specs for the first positional with literal choices: `'1: :(a b)'`, `'1:cmd:((a\:x b\:y))'`. */
function zshFirstArgChoices(scope: ScopeText): string[] {
  const names: string[] = [];
  for (const match of scope.text.matchAll(/(['"])(?:\([^)'"]*\))?1:([^:'"]*):\((\(?)([^'"]*?)\)?\)\1/g)) {
    if (!allowedAt(scope, match.index)) continue;
    // `'1: :(a b)'` or `'1:command:(a b)'`; `'1:name:(charmap)'` is some other first argument.
    if (match[2]!.trim() !== '' && !COMMANDISH.test(match[2]!)) continue;
    // `((name\:description ...))`: inside the spec the name ends at the escaped colon.
    const described = match[3] === '(';
    for (const item of shellWords(match[4]!)) names.push(described ? item.split(/\\?:/)[0]! : item);
  }
  return names;
}

function zshNames(scopes: Scope[]): string[] {
  const names: string[] = [];
  const texts = scopes.map(scopeText);
  const described = new Set(texts.flatMap((text) => [...describedArrays(text)]));
  for (const text of texts) {
    for (const assignment of assignmentsIn(text.text)) {
      if (!assignment.array || !allowedAt(text, assignment.offset)) continue;
      if (!COMMAND_LIST_NAME.test(assignment.name) && !described.has(assignment.name)) continue;
      if (isComputed(assignment.value)) continue;
      names.push(...shellWords(assignment.value).map(nameOfItem));
    }
    names.push(...zshValues(text));
    names.push(...zshFirstArgChoices(text));
  }
  return names;
}

/**
 * Extracts the top-level subcommand names a bash or zsh completion script lists literally.
 * Conservative: only lists in the script's main or command-helper functions and outside
 * subcommand-specific `case` arms; only known shapes (bash `commands="a b"` / `COMMANDS=(...)` /
 * `VERBS=([K]='a b')`, `compgen -W "a b"` after a first-word guard, `case $command in a|b)`,
 * clap's `tool__sub`; zsh `name:desc` arrays given to `_describe` or named `*commands`,
 * `_values 'command' ...`, `_arguments '1: :(a b)'`); only words that look like command names.
 * Lists built at run time (cobra's, click's, git's bash script) yield nothing: better to miss
 * than to invent. Returns unique names, sorted.
 *
 * @example
 * parseCompletionSubcommands('_apt() {\n  local COMMANDS=( "list" "install" )\n}\n', 'bash', 'apt'); // ['install', 'list']
 */
export function parseCompletionSubcommands(script: string, shell: CompletionShell, tool: string): string[] {
  const scopes = scopesOf(script).filter((scope) => isTopLevelScope(scope.name, tool));
  const raw = shell === 'bash' ? bashNames(scopes, tool) : zshNames(scopes);
  const names = new Set(raw.filter((name) => isCommandWord(name) && name !== tool));
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
