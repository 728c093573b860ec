/**
 * nushell's custom completions (nu_scripts' `custom-completions/<dir>/*.nu`) read as a completion
 * spec of the shape the accuracy bench compares svc's bindings with: the program's long options, its
 * subcommands and theirs. Written by nu_scripts' contributors, not here, they are the nu sets' ground
 * truth.
 *
 * Only the `extern` signatures are read (`export extern "prog sub" [ ... ]`, `extern prog [ ... ]`):
 * the words of an extern's name are a command path from the program (`"git remote add"` is `add`
 * under `remote` under `git`; a path's missing middle commands are made, without options). In its
 * parameter list `--name` is an option, `--name(-n)` the same with its short form, `-n` a short-only
 * option; an option with a type (`--name: string`, `--name(-n): string@"completer"`) takes a value,
 * one without is a switch. Positional parameters (`name: type`, `name?: type`, `...rest: type`) are
 * operands, not options. Comments, strings (a completer's name, a default value) and bracketed parts
 * (a completer list, a `record<...>` type) are no parameters. `def` commands (completers, helpers)
 * are not read.
 */
import type { TruthCommand, TruthOption } from './fish-completions.js';

export type { TruthCommand, TruthOption };

interface Extern { path: string[]; body: string }

/** The index after a string starting at `at` (`"..."` with escapes, `'...'`, `` `...` ``, `r#'...'#`). */
function stringEnd(text: string, at: number): number {
  const c = text[at]!;
  if (c === 'r' && text[at + 1] === '#') {
    const m = /^r(#+)'/.exec(text.slice(at, at + 40));
    if (m) {
      const close = `'${m[1]}`;
      const end = text.indexOf(close, at + m[0].length);
      return end < 0 ? text.length : end + close.length;
    }
  }
  for (let i = at + 1; i < text.length; i++) {
    if (c === '"' && text[i] === '\\') i++;
    else if (text[i] === c) return i + 1;
  }
  return text.length;
}

/** Every `extern` in `text`, its name's words and its parameter list's text (comments and strings kept). */
function externs(text: string): Extern[] {
  const found: Extern[] = [];
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '#' && (i === 0 || /[\s,;[({]/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`' || (c === 'r' && /^r#+'/.test(text.slice(i, i + 20)) && (i === 0 || !/[\w-]/.test(text[i - 1]!)))) {
      i = stringEnd(text, i);
      continue;
    }
    const word = /^extern\s+/.exec(text.slice(i, i + 20));
    if (!word || (i > 0 && /[\w-]/.test(text[i - 1]!))) {
      i++;
      continue;
    }
    let at = i + word[0].length;
    let name: string;
    if (text[at] === '"' || text[at] === "'" || text[at] === '`') {
      const end = stringEnd(text, at);
      name = text.slice(at + 1, end - 1);
      at = end;
    } else {
      const m = /^[^\s[]+/.exec(text.slice(at));
      if (!m) {
        i = at;
        continue;
      }
      name = m[0];
      at += m[0].length;
    }
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text[at] !== '[') {
      i = at;
      continue;
    }
    const end = bracketEnd(text, at);
    found.push({ path: name.trim().split(/\s+/).filter((w) => w !== ''), body: text.slice(at + 1, end - 1) });
    i = end;
  }
  return found;
}

/** The index after the bracket group opening at `at`, strings and comments skipped. */
function bracketEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length;) {
    const c = text[i]!;
    if (c === '#' && (i === 0 || /[\s,[(]/.test(text[i - 1]!))) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      i = stringEnd(text, i);
      continue;
    }
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
    i++;
  }
  return text.length;
}

/** A parameter list with comments and strings blanked, and bracketed parts other than a flag's `(-s)` emptied. */
function plainBody(body: string): string {
  let out = '';
  for (let i = 0; i < body.length;) {
    const c = body[i]!;
    if (c === '#' && (i === 0 || /[\s,[(]/.test(body[i - 1]!))) {
      while (i < body.length && body[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`' || (c === 'r' && /^r#+'/.test(body.slice(i, i + 20)) && (i === 0 || !/[\w-]/.test(body[i - 1]!)))) {
      i = stringEnd(body, i);
      out += ' "" ';
      continue;
    }
    if (c === '(') {
      const short = /^\(\s*-[^\s)]\s*\)/.exec(body.slice(i, i + 10));
      if (short) {
        out += short[0].replace(/\s+/g, '');
        i += short[0].length;
        continue;
      }
    }
    if (c === '[' || c === '(' || c === '{') {
      i = bracketEnd(body, i);
      out += ' ';
      continue;
    }
    if (c === '<') {
      let depth = 0;
      for (; i < body.length; i++) {
        if (body[i] === '<') depth++;
        else if (body[i] === '>' && --depth === 0) break;
      }
      i++;
      out += ' ';
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** The options a parameter list declares, in order. */
function readOptions(body: string): TruthOption[] {
  const options: TruthOption[] = [];
  const plain = plainBody(body);
  const param = /(?<![\w-])(--[A-Za-z0-9][\w.-]*|-[A-Za-z0-9?])(?:\((-[^\s)])\))?\s*(:)?/g;
  for (let m = param.exec(plain); m !== null; m = param.exec(plain)) {
    // A default value (`= -1`) is no parameter.
    if (/=\s*$/.test(plain.slice(0, m.index))) continue;
    const option: TruthOption = { name: m[2] ? [m[1]!, m[2]] : m[1]! };
    if (m[3]) option.args = {};
    options.push(option);
  }
  return options;
}

/** The programs `text`'s externs are for: each extern name's first word, in order of first appearance. */
export function nushellPrograms(text: string): string[] {
  return [...new Set(externs(text).map((e) => e.path[0]).filter((w): w is string => w !== undefined))];
}

export function nushellSpec(text: string, program: string): TruthCommand {
  interface Node { name: string; options: TruthOption[]; subs: Map<string, Node> }
  const root: Node = { name: program, options: [], subs: new Map() };
  for (const e of externs(text)) {
    if (e.path[0] !== program) continue;
    let node = root;
    for (const word of e.path.slice(1)) {
      let next = node.subs.get(word);
      if (!next) node.subs.set(word, (next = { name: word, options: [], subs: new Map() }));
      node = next;
    }
    node.options.push(...readOptions(e.body));
  }
  const command = (node: Node): TruthCommand => ({
    name: node.name,
    ...(node.options.length > 0 ? { options: node.options } : {}),
    ...(node.subs.size > 0 ? { subcommands: [...node.subs.values()].map(command) } : {}),
  });
  return command(root);
}
