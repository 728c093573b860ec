import type { CliValueType } from '../types.js';
import { type HelpLine, type HelpSection } from './layout.js';
import { typeFromMetavar } from './value-type.js';

/**
 * The first usage of a command, wrapped lines joined (`usage: git commit [-a] ...` spread over
 * several lines is one usage; a line starting with the program name again or `or:` is another).
 *
 * @example
 * firstUsage(toLines('Usage: ls [OPTION]... [FILE]...\n'), sections) // 'ls [OPTION]... [FILE]...'
 */
export function firstUsage(lines: HelpLine[], sections: HelpSection[]): string | undefined {
  const section = sections.find((s) => s.kind === 'usage');
  if (!section) return undefined;
  const parts: string[] = [];
  let i = section.start;
  if (section.inline !== '') parts.push(section.inline);
  else {
    while (i < section.end && lines[i]!.body === '') i += 1;
    if (i >= section.end) return undefined;
    parts.push(lines[i]!.body);
    i += 1;
  }
  const program = parts[0]!.split(/\s+/)[0]!;
  for (; i < section.end; i += 1) {
    const line = lines[i]!;
    if (line.body === '' || line.indent === 0) break;
    if (/^or:/i.test(line.body) || line.body.split(/\s+/)[0] === program) break;
    parts.push(line.body);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A positional argument as the usage line shows it. */
export interface UsagePositional {
  name: string;
  required: boolean;
  variadic: boolean;
  type: CliValueType;
}

/** What a usage line tells: positionals in order, and options printed outside brackets (required). */
export interface UsageFacts {
  positionals: UsagePositional[];
  requiredOptions: string[];
}

interface Token {
  text: string;
  /** Text followed directly or after a space by `...`. */
  ellipsis: boolean;
}

function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const pairs: Record<string, string> = { '[': ']', '(': ')', '{': '}', '<': '>' };
  while (i < s.length) {
    if (s[i] === ' ') {
      i += 1;
      continue;
    }
    let j = i;
    const stack: string[] = [];
    while (j < s.length && (stack.length > 0 || s[j] !== ' ')) {
      const ch = s[j]!;
      if (pairs[ch] !== undefined) stack.push(pairs[ch]!);
      else if (stack.length > 0 && ch === stack[stack.length - 1]) stack.pop();
      j += 1;
    }
    let text = s.slice(i, j);
    let ellipsis = false;
    if (text.endsWith('...')) {
      ellipsis = true;
      text = text.slice(0, -3);
    }
    if (text === '' && tokens.length > 0) tokens[tokens.length - 1]!.ellipsis = true;
    else if (text !== '') tokens.push({ text, ellipsis });
    i = j;
  }
  return tokens;
}

const OPTION_PLACEHOLDER = /^(options?|flags?|global[ _-]options?|args?\.\.\.)$/i;

function isMetavar(text: string): boolean {
  return /^<[^>]+>$/.test(text) || /^[A-Z][A-Z0-9_-]*$/.test(text) || /^\{.*\}$/.test(text);
}

function hasTopLevel(s: string, ch: string): boolean {
  let depth = 0;
  for (const c of s) {
    if ('[({<'.includes(c)) depth += 1;
    else if ('])}>'.includes(c)) depth -= 1;
    else if (depth === 0 && c === ch) return true;
  }
  return false;
}

function walk(tokens: Token[], required: boolean, facts: UsageFacts, seen: Set<string>): void {
  for (let k = 0; k < tokens.length; k += 1) {
    const { text, ellipsis } = tokens[k]!;
    if (text === '|' || text === '--' || text.startsWith('+')) continue;
    if (text.startsWith('-')) {
      const option = /^(--?[A-Za-z0-9][\w-]*)/.exec(text)?.[1];
      if (required && option) facts.requiredOptions.push(option);
      if (!text.includes('=') && !text.includes('<') && tokens[k + 1] && isMetavar(tokens[k + 1]!.text)) k += 1;
      continue;
    }
    if (text.startsWith('[')) {
      const inner = text.slice(1, -1).trim();
      if (inner === '' || inner.startsWith('-') || hasTopLevel(inner, '|') || OPTION_PLACEHOLDER.test(inner)) continue;
      const innerTokens = tokenize(inner);
      if (ellipsis && innerTokens.length > 0) innerTokens[innerTokens.length - 1]!.ellipsis = true;
      walk(innerTokens, false, facts, seen);
      continue;
    }
    if (text.startsWith('(') || text.startsWith('{')) continue;
    let name: string;
    if (text.startsWith('<') && text.endsWith('>')) name = text.slice(1, -1);
    else if (/^[A-Z][A-Z0-9_-]*$/.test(text)) name = text;
    else if (!required && /^[a-z][a-z0-9_-]*$/.test(text)) name = text;
    else continue;
    if (OPTION_PLACEHOLDER.test(name)) continue;
    const key = name.toLowerCase().replace(/\s+/g, '_');
    if (seen.has(key)) continue;
    seen.add(key);
    facts.positionals.push({ name: key, required, variadic: ellipsis, type: typeFromMetavar(name).type === 'boolean' ? 'string' : typeFromMetavar(name).type });
  }
}

/**
 * Reads positionals and required options from a usage line. Bracketed groups holding options or
 * alternatives are skipped; `[X]` is optional, `X...` variadic; the program name and literal
 * subcommand words are not positionals.
 *
 * @example
 * usageFacts('grep [OPTION]... PATTERNS [FILE]...').positionals.map((p) => p.name) // ['patterns', 'file']
 */
export function usageFacts(usage: string): UsageFacts {
  const facts: UsageFacts = { positionals: [], requiredOptions: [] };
  const tokens = tokenize(usage.replace(/^usage:\s*/i, ''));
  walk(tokens.slice(1), true, facts, new Set());
  for (const p of facts.positionals) if (p.type === 'enum') p.type = 'string';
  return facts;
}
