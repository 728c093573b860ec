/**
 * Reads a sed script as GNU sed compiles it (sed/compile.c) and finds the commands that reach
 * beyond the text: `e` and the `e` flag of `s` run shell commands, `w`/`W` and the `w` flag write
 * files, `r`/`R` read files named in the script. Anything it does not recognise is reported as
 * not understood, so an unknown construct is never taken as harmless.
 */
import type { ProgramTextFinding } from './types.js';

const SIMPLE = new Set([...'=dDgGhHlLnNpPxzF']);

/**
 * The findings of one sed script (one `-e` value); empty when it only edits text.
 *
 * @example
 * sedFindings('s/a/b/g;/x/d'); // []
 * sedFindings('1e touch /tmp/x'); // [{ effect: 'exec', what: 'the e command runs its text as a shell command' }]
 */
export function sedFindings(script: string): ProgramTextFinding[] {
  const found: ProgramTextFinding[] = [];
  const unknown = (why: string): ProgramTextFinding[] => [...found, { effect: 'exec', what: `svc cannot read this sed script (${why}), so it is not taken as harmless` }];
  let at = 0;
  const ws = () => { while (at < script.length && (script[at] === ' ' || script[at] === '\t')) at++; };
  /**
   * Skips a delimited part (`/re/`, `\cREc`, an s or y part) ending with the unescaped `delim`. In
   * a regular expression GNU sed reads a bracket expression whole (`s/[/]/x/` is one s command), so
   * this does too, `[:alpha:]` classes included.
   */
  const delimited = (delim: string, regex: boolean): boolean => {
    while (at < script.length) {
      const ch = script[at++]!;
      if (ch === '\\') { at++; continue; }
      if (ch === delim) return true;
      if (ch === '[' && regex) {
        if (script[at] === '^') at++;
        if (script[at] === ']') at++;
        while (at < script.length && script[at] !== ']') {
          const open = script[at] === '[' ? script[at + 1] : undefined;
          if (open === ':' || open === '.' || open === '=') {
            const close = script.indexOf(`${open}]`, at + 2);
            if (close < 0) return false;
            at = close + 2;
          } else at++;
        }
        if (at >= script.length) return false;
        at++;
      }
    }
    return false;
  };
  const address = (): boolean | 'none' => {
    const ch = script[at];
    if (ch === undefined) return 'none';
    if (/[0-9]/.test(ch)) {
      while (/[0-9]/.test(script[at] ?? '')) at++;
      if (script[at] === '~') { at++; while (/[0-9]/.test(script[at] ?? '')) at++; }
      return true;
    }
    if (ch === '$') { at++; return true; }
    if (ch === '/' || ch === '\\') {
      at++;
      const delim = ch === '\\' ? script[at++] : '/';
      if (delim === undefined || !delimited(delim, true)) return false;
      while (script[at] === 'I' || script[at] === 'M') at++;
      return true;
    }
    return 'none';
  };
  while (at < script.length) {
    ws();
    if (script[at] === ';') { at++; continue; }
    if (at >= script.length) break;
    const first = address();
    if (first === false) return unknown('an unterminated address');
    if (first === true) {
      ws();
      if (script[at] === ',') {
        at++;
        ws();
        if (script[at] === '+' || script[at] === '~') { at++; while (/[0-9]/.test(script[at] ?? '')) at++; }
        else if (address() !== true) return unknown('a second address it cannot read');
      }
    }
    ws();
    while (script[at] === '!') { at++; ws(); }
    const command = script[at++];
    if (command === undefined) return unknown('an address without a command');
    if (command === '{' || command === '}') continue;
    // Everything to the end of the value belongs to these (a value holds no line break).
    if (command === '#') break;
    if (command === 'a' || command === 'i' || command === 'c') break;
    if (command === 'e') { found.push({ effect: 'exec', what: 'the e command runs its text as a shell command' }); break; }
    if (command === 'w' || command === 'W') { found.push({ effect: 'write', what: `the ${command} command writes the file it names` }); break; }
    if (command === 'r' || command === 'R') { found.push({ effect: 'write', what: `the ${command} command reads the file it names, which path confinement cannot check` }); break; }
    if (command === ':' || command === 'b' || command === 't' || command === 'T') {
      // GNU sed ends a label at ';' or whitespace; ending it there too reads at least every command sed does.
      ws();
      while (at < script.length && !/[;\s}]/.test(script[at]!)) at++;
    } else if (command === 's' || command === 'y') {
      const delim = script[at++];
      if (delim === undefined || delim === '\\' || delim === '\n') return unknown(`a ${command} command without a delimiter`);
      if (!delimited(delim, command === 's') || !delimited(delim, false)) return unknown(`an unterminated ${command} command`);
      if (command === 's') {
        let stop = false;
        while (at < script.length && !stop) {
          const flag = script[at]!;
          if (/[gpiImM0-9]/.test(flag)) { at++; continue; }
          if (flag === 'e') { found.push({ effect: 'exec', what: 'the e flag of the s command runs the pattern space as a shell command' }); at++; continue; }
          if (flag === 'w') { found.push({ effect: 'write', what: 'the w flag of the s command writes the file it names' }); return found; }
          stop = true;
        }
      }
    } else if (command === 'q' || command === 'Q' || command === 'l' || command === 'L') {
      ws();
      while (/[0-9]/.test(script[at] ?? '')) at++;
    } else if (command === 'v') {
      ws();
      while (at < script.length && !/[;\s}]/.test(script[at]!)) at++;
    } else if (!SIMPLE.has(command)) {
      return unknown(`the command ${JSON.stringify(command)}`);
    }
    ws();
    const next = script[at];
    if (next === undefined || next === ';' || next === '}' || next === '#') continue;
    return unknown(`${JSON.stringify(next)} after a command`);
  }
  return found;
}
