/**
 * Reads a jq filter. jq has no way to run a program or write a file; what reaches beyond its
 * inputs is loading modules and data files by name (`import`, `include`, `modulemeta`), which
 * path confinement cannot check. Strings are skipped, except the code of their `\(...)` parts.
 */
import type { ProgramTextFinding } from './types.js';

const LOADS = new Set(['import', 'include', 'modulemeta']);

/**
 * The findings of one jq filter; empty when it only transforms its inputs.
 *
 * @example
 * jqFindings('.items[] | select(.name | test("^a$")) | @sh "echo \\(.x)"'); // []
 * jqFindings('import "data" as $d; $d'); // [{ effect: 'write', what: 'import, include and modulemeta load files by name, ...' }]
 */
export function jqFindings(filter: string): ProgramTextFinding[] {
  // Stack of what we are in: code (counting parentheses of an interpolation) or a string.
  const stack: Array<{ kind: 'code'; parens: number } | { kind: 'string' }> = [{ kind: 'code', parens: 0 }];
  let at = 0;
  let loads = false;
  while (at < filter.length) {
    const top = stack.at(-1)!;
    const ch = filter[at]!;
    if (top.kind === 'string') {
      if (ch === '\\' && filter[at + 1] === '(') { stack.push({ kind: 'code', parens: 1 }); at += 2; continue; }
      if (ch === '\\') { at += 2; continue; }
      if (ch === '"') stack.pop();
      at++;
      continue;
    }
    if (ch === '#' && stack.length === 1) break;
    if (ch === '"') { stack.push({ kind: 'string' }); at++; continue; }
    if (ch === '(') top.parens++;
    if (ch === ')' && stack.length > 1 && --top.parens === 0) { stack.pop(); at++; continue; }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(filter.slice(at, at + 64));
    if (word) {
      const before = filter[at - 1];
      const after = filter.slice(at + word[0].length).trimStart()[0];
      // `.import` is a field, `$include` a variable, `{import: 1}` an object key.
      if (LOADS.has(word[0]) && before !== '.' && before !== '$' && after !== ':') loads = true;
      at += word[0].length;
      continue;
    }
    at++;
  }
  if (stack.length > 1) return [{ effect: 'exec', what: 'svc cannot read this jq filter (an unterminated string), so it is not taken as harmless' }];
  return loads ? [{ effect: 'write', what: 'import, include and modulemeta load files by name, which path confinement cannot check' }] : [];
}
