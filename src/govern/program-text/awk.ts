/**
 * Reads awk program text (POSIX awk, gawk, mawk) and finds what reaches beyond the text:
 * `system()`, pipes (`print | "cmd"`, `"cmd" | getline`, gawk's `|&`) and gawk's `@` (indirect
 * calls, `@load`, `@include`) run programs; `print`/`printf` redirected with `>` or `>>` write
 * files; `getline < file` and changes to `ARGV`/`ARGC` read files named in the program. Strings,
 * regular expression literals and comments are skipped, so `/a|b/` and `"x > y"` stay harmless.
 */
import type { ProgramTextFinding } from './types.js';

/** Keywords after which a `/` starts a regular expression rather than a division. */
const BEFORE_REGEX_WORDS = new Set(['print', 'printf', 'return', 'in', 'case', 'getline', 'if', 'while', 'do', 'else']);

interface Token { kind: 'word' | 'op' | 'value'; text: string }

/** Tokens outside strings, regular expressions and comments; undefined when one is unterminated. */
function tokens(program: string): Token[] | undefined {
  const out: Token[] = [];
  let at = 0;
  const operandBefore = (): boolean => {
    const last = out.at(-1);
    if (!last) return false;
    if (last.kind === 'value') return true;
    if (last.kind === 'word') return !BEFORE_REGEX_WORDS.has(last.text);
    return last.text === ')' || last.text === ']' || last.text === '$' || last.text === '++' || last.text === '--';
  };
  while (at < program.length) {
    const ch = program[at]!;
    if (ch === ' ' || ch === '\t') { at++; continue; }
    if (ch === '#') break;
    if (ch === '"') {
      at++;
      while (at < program.length && program[at] !== '"') at += program[at] === '\\' ? 2 : 1;
      if (at >= program.length) return undefined;
      at++;
      out.push({ kind: 'value', text: 'string' });
      continue;
    }
    if (ch === '/' && !operandBefore()) {
      at++;
      let inClass = false;
      while (at < program.length && (inClass || program[at] !== '/')) {
        if (program[at] === '\\') { at += 2; continue; }
        if (program[at] === '[') inClass = true;
        else if (program[at] === ']') inClass = false;
        at++;
      }
      if (at >= program.length) return undefined;
      at++;
      out.push({ kind: 'value', text: 'regex' });
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(program.slice(at, at + 64));
    if (word) {
      out.push({ kind: 'word', text: word[0] });
      at += word[0].length;
      continue;
    }
    const number = /^[0-9.][0-9.eE]*/.exec(program.slice(at, at + 64));
    if (number) {
      out.push({ kind: 'value', text: number[0] });
      at += number[0].length;
      continue;
    }
    const op = ['||', '|&', '>>', '++', '--', '&&', '>=', '<=', '==', '!='].find((candidate) => program.startsWith(candidate, at)) ?? ch;
    out.push({ kind: 'op', text: op });
    at += op.length;
  }
  return out;
}

/**
 * The findings of one awk program; empty when it only reads its input and prints to stdout.
 *
 * @example
 * awkFindings('$3 > 100 { print $1 }'); // []
 * awkFindings('{ print > "/tmp/out" }'); // [{ effect: 'write', what: 'print or printf with > or >> writes a file' }]
 */
export function awkFindings(program: string): ProgramTextFinding[] {
  const list = tokens(program);
  if (!list) return [{ effect: 'exec', what: 'svc cannot read this awk program (an unterminated string or regular expression), so it is not taken as harmless' }];
  const found = new Map<string, ProgramTextFinding>();
  const add = (finding: ProgramTextFinding) => found.set(finding.what, finding);
  let inPrint = false;
  let depth = 0;
  let sawGetline = false;
  for (const token of list) {
    const { text } = token;
    if (token.kind === 'word') {
      if (text === 'system') add({ effect: 'exec', what: 'system() runs a shell command' });
      else if (text === 'ARGV' || text === 'ARGC') add({ effect: 'write', what: 'ARGV and ARGC choose the files awk reads, which path confinement cannot check' });
      else if (text === 'getline') sawGetline = true;
      else if ((text === 'print' || text === 'printf') && !inPrint) { inPrint = true; depth = 0; }
      continue;
    }
    if (token.kind !== 'op') continue;
    if (text === '|' || text === '|&') add({ effect: 'exec', what: 'a pipe (| or |&) runs a shell command' });
    else if (text === '@') add({ effect: 'exec', what: 'gawk\'s @ (indirect calls, @load, @include) can run programs or load code' });
    else if (text === '<' && sawGetline) add({ effect: 'write', what: 'getline < reads the file it names, which path confinement cannot check' });
    else if (text === '(' || text === '[') depth++;
    else if (text === ')' || text === ']') depth--;
    // A getline seen anywhere makes every later `<` a file read: more than awk's grammar says, never less.
    else if (text === ';' || text === '{' || text === '}') inPrint = false;
    else if (inPrint && depth <= 0 && (text === '>' || text === '>>')) add({ effect: 'write', what: 'print or printf with > or >> writes a file' });
  }
  return [...found.values()];
}
