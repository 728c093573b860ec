/**
 * Just enough shell-script reading for completion scripts: split into function scopes, read
 * array and string assignments, split words the way the shell would for literal text. Nothing is
 * ever executed.
 */

/** A piece of the script: one function's body, or the code outside all functions (`name` ''). */
export interface Scope {
  name: string;
  lines: string[];
}

/**
 * `name () {`, `name()` + `{` on the next line, `function name {`, and zsh's
 * `(( $+functions[name] )) || name () {`.
 */
const FUNCTION_START = /^(?:\(\([^)]*\)\)\s*\|\|\s*)?(?:function\s+([A-Za-z_][\w:.+-]*)\s*(?:\(\s*\))?|([A-Za-z_][\w:.+-]*)\s*\(\s*\))\s*(\{)?\s*$/;

/**
 * Splits a script into function scopes. Completion scripts close top-level functions with a `}`
 * in column 0; a function that never closes runs to the end of the script.
 */
export function scopesOf(script: string): Scope[] {
  const lines = script.replace(/\r\n?/g, '\n').split('\n');
  const scopes: Scope[] = [];
  const outside: Scope = { name: '', lines: [] };
  let current: Scope | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!current) {
      const start = FUNCTION_START.exec(line);
      if (start && (start[3] === '{' || /^\s*\{\s*$/.test(lines[index + 1] ?? ''))) {
        current = { name: start[1] ?? start[2]!, lines: [] };
        if (start[3] !== '{') index++;
        continue;
      }
      outside.lines.push(line);
    } else if (/^\}\s*(?:#.*)?$/.test(line)) {
      scopes.push(current);
      current = undefined;
    } else {
      current.lines.push(line);
    }
  }
  if (current) scopes.push(current);
  scopes.push(outside);
  return scopes;
}

/**
 * Splits literal shell text into words: quotes group, backslash escapes, `#` comments end the
 * line. Quoting is kept out of the result but `$` expansions stay visible, so callers can drop
 * anything that is not literal.
 */
export function shellWords(text: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"' && i + 1 < text.length) word += text[++i];
      else word += char;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      if (next !== '\n') {
        // keep an escaped colon visible as such: zsh's `name\:desc` must not split at it
        word += next === ':' ? '\\:' : next;
        inWord = true;
      }
    } else if (char === '#' && !inWord) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** One `NAME=( ... )` or `NAME="..."` assignment: the variable and the raw text of its value. */
export interface Assignment {
  name: string;
  /** Text between the parentheses of an array, or the quoted string's content. */
  value: string;
  array: boolean;
  /** `+=`: appended to an existing variable. */
  append: boolean;
  /** Offset of the variable name in the text. */
  offset: number;
}

/** Where a value starting at `start` (just after `(`) closes, skipping quoted text. */
function closingParen(text: string, start: number): number {
  let depth = 1;
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const char = text[i]!;
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"') i++;
    } else if (char === '\\') {
      i++;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '#' && /\s/.test(text[i - 1] ?? ' ')) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (char === '(') {
      depth++;
    } else if (char === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Where a quoted string starting at `start` (just after the quote) closes. */
function closingQuote(text: string, start: number, quote: string): number {
  for (let i = start; i < text.length; i++) {
    if (text[i] === '\\' && quote === '"') i++;
    else if (text[i] === quote) return i;
  }
  return -1;
}

const ASSIGNMENT = /(?:^|[\s;])(?:(?:local|declare|typeset|readonly)\s+(?:-[A-Za-z]+\s+)*)?([A-Za-z_]\w*)(\+?)=(\(|"|')/g;

/**
 * Every array and quoted-string assignment in the text, in order.
 *
 * @example
 * assignmentsIn('local commands="a b c"'); // [{ name: 'commands', value: 'a b c', array: false, append: false }]
 */
export function assignmentsIn(text: string): Assignment[] {
  const result: Assignment[] = [];
  ASSIGNMENT.lastIndex = 0;
  for (let match = ASSIGNMENT.exec(text); match; match = ASSIGNMENT.exec(text)) {
    const open = match[3]!;
    const start = match.index + match[0].length;
    const end = open === '(' ? closingParen(text, start) : closingQuote(text, start, open);
    if (end === -1) continue;
    const offset = match.index + match[0].lastIndexOf(`${match[1]}${match[2]}=`);
    result.push({ name: match[1]!, value: text.slice(start, end), array: open === '(', append: match[2] === '+', offset });
    ASSIGNMENT.lastIndex = end + 1;
  }
  return result;
}

/**
 * A name that can be a subcommand: two or more characters, starting with a letter or digit, then
 * letters, digits and `-`, `_`, `.`, `+`; no `$`, globs, slashes, `=` or leading dash.
 */
export function isCommandWord(word: string): boolean {
  // Single letters are sed's and jar's script commands far more often than subcommands.
  return /^[A-Za-z0-9][A-Za-z0-9_.+-]*$/.test(word) && word.length >= 2 && word.length <= 64 && !/^\d+$/.test(word);
}

/**
 * Variable names that, by convention, hold a program's subcommands: plural only, since
 * `command=...` holds the one word being completed.
 */
export const COMMAND_LIST_NAME = /^(?:\w*?[_-])?(?:sub)?(?:commands|cmds|verbs|actions|command_?list|cmd_?list)$/i;

/**
 * Function scopes that may hold the program's top-level command list: code outside functions,
 * the main function (`_git`, `__git_main`), and helpers named for commands (`_git_commands`,
 * `_apt-cmd`). A function named `<tool>-<x>` or `<tool>_<x>` for anything else handles the
 * subcommand x, and its lists are x's subcommands — never the program's.
 *
 * @example
 * isTopLevelScope('_git_commands', 'git'); // true
 * isTopLevelScope('_git-stash', 'git');    // false
 */
export function isTopLevelScope(scopeName: string, tool: string): boolean {
  if (scopeName === '') return true;
  // A function name cannot always hold the program's `-` or `.`: apt-offline's is `_apt_offline`.
  const bare = functionSpelling(scopeName.replace(/^_+/, ''));
  const name = functionSpelling(tool);
  if (bare === name) return true;
  // Functions of other programs and generic utilities (`__contains_word`) hold no list of ours.
  if (!bare.startsWith(name)) return false;
  return /^[-_](?:main|(?:sub)?commands?|(?:sub)?cmds?|verbs?|actions?)$/i.test(bare.slice(name.length));
}

/** A name as a shell function may spell it: `-` and `.` as `_`. */
function functionSpelling(name: string): string {
  return name.replace(/[-.]/g, '_');
}

/** One enclosing `case` at some line: what it switches on and the arm the line is in. */
export interface CaseFrame {
  subject: string;
  arm?: string;
}

/**
 * For every line, the stack of `case` statements around it (outermost first), with the arm
 * label. One-line `case ... esac` statements are ignored.
 */
export function caseFramesByLine(lines: readonly string[]): CaseFrame[][] {
  const result: CaseFrame[][] = [];
  const stack: CaseFrame[] = [];
  let expectArm = false;
  for (const raw of lines) {
    const text = raw.replace(/(^|\s)#.*$/, '').trim();
    const start = /^case\s+(.+?)\s+in(?:\s|$)/.exec(text);
    if (start && !/\besac\b/.test(text)) {
      result.push(stack.map((frame) => ({ ...frame })));
      stack.push({ subject: start[1]!.replace(/^"|"$/g, '') });
      expectArm = true;
      continue;
    }
    if (/^esac\b/.test(text) && stack.length > 0) {
      result.push(stack.map((frame) => ({ ...frame })));
      stack.pop();
      expectArm = false;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top && expectArm && text !== '') {
      const arm = /^\(?\s*([^()\s][^()]*?)\s*\)/.exec(text);
      if (arm) {
        top.arm = arm[1]!;
        expectArm = false;
      }
    }
    result.push(stack.map((frame) => ({ ...frame })));
    if (top && /;;&?\s*$|;&\s*$|;\|\s*$/.test(text)) expectArm = true;
  }
  return result;
}

/** Line number (0-based) of an offset in text. */
export function lineAt(text: string, offset: number): number {
  let line = 0;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
