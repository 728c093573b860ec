import type { ParsedFlag, ParsedSubcommand } from '../types.js';
import type { HelpLine } from './layout.js';

/**
 * `where  OBJECT := { address | link | ... }`, `       OPTIONS := { -V[ersion] | ... }`, and the
 * usage's own bracketed placeholder defined with `=` (dkms: `[action]  = { add | remove | ... }`).
 */
const DEFINITION = /^(?:where\s+)?(?:([A-Z][A-Z0-9_]*)\s*:=|[[<]([A-Za-z][\w-]*)[\]>]\s+:?=(?=\s))\s*(.*)$/;

/**
 * Whether a help line defines a usage placeholder (`OBJECT := {...}`, `[options] = [-q] ...`).
 *
 * @example
 * isDefinitionLine('[action]  = { add | remove }'); // true
 */
export function isDefinitionLine(body: string): boolean {
  return DEFINITION.test(body);
}

/** The defined name and what follows the `:=` or `=`. */
function definitionOf(body: string): { name: string; text: string } | undefined {
  const m = DEFINITION.exec(body);
  return m ? { name: m[1] ?? m[2]!, text: m[3]! } : undefined;
}
/** The most lines one definition may run over, so a brace that never closes reads no further. */
const MAX_LINES = 12;

/** One `NAME := { a | b }` definition of a placeholder the usage names. */
interface Definition {
  name: string;
  /** The top-level alternatives inside the braces, trimmed. */
  alternatives: string[];
  /** The indices of the lines it spans. */
  lines: number[];
}

/** Splits the text inside the outer braces at the bars that are not inside a nested group. */
function alternativesOf(group: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of group) {
    if ('{[('.includes(c)) depth++;
    if ('}])'.includes(c)) depth--;
    if (c === '|' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  out.push(current.trim());
  return out.filter((alt) => alt !== '');
}

/**
 * The placeholder definitions of an iproute2-style help (ip, bridge, devlink, rdma, nmcli): a
 * definition is `NAME := { ... }`, its braces running over the lines below until they close.
 *
 * @example
 * readDefinitions(toLines('Usage: ip [ OPTIONS ] OBJECT { COMMAND | help }\nwhere  OBJECT := { link | route }\n'));
 * // [{ name: 'OBJECT', alternatives: ['link', 'route'], lines: [1] }]
 */
export function readDefinitions(lines: readonly HelpLine[]): Definition[] {
  const found: Definition[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = definitionOf(lines[i]!.body);
    if (!m || !m.text.startsWith('{')) continue;
    let text = m.text;
    const spanned = [i];
    let depth = 0;
    const balance = (s: string) => [...s].reduce((d, c) => d + (c === '{' ? 1 : c === '}' ? -1 : 0), 0);
    depth = balance(text);
    while (depth > 0 && spanned.length < MAX_LINES && i + spanned.length < lines.length) {
      const next = lines[i + spanned.length]!;
      if (next.body === '' || DEFINITION.test(next.body)) break;
      text += ` ${next.body}`;
      depth += balance(next.body);
      spanned.push(i + spanned.length);
    }
    if (depth !== 0) continue;
    const close = text.lastIndexOf('}');
    found.push({ name: m.name, alternatives: alternativesOf(text.slice(1, close)), lines: spanned });
    i += spanned.length - 1;
  }
  return found;
}

/** The usage's first bare placeholder after the program and its bracketed options (`OBJECT`). */
function commandPlaceholder(usage: string, commandPath: readonly string[]): string | undefined {
  const words = usage.trim().split(/\s+/).slice(1 + commandPath.length);
  let depth = 0;
  for (const word of words) {
    if (depth === 0 && /^[A-Z][A-Z0-9_]*$/.test(word)) return word;
    // dkms's `dkms [action] [options]`: the command word written as a bracketed placeholder.
    const bracketed = depth === 0 ? /^[[<](action|command|cmd|subcommand|verb|object)[\]>]$/i.exec(word) : null;
    if (bracketed) return bracketed[1]!;
    depth += [...word].reduce((d, c) => d + ('[{('.includes(c) ? 1 : ']})'.includes(c) ? -1 : 0), 0);
    if (depth === 0 && !word.startsWith('[') && !word.endsWith(']') && !/^[-[\]{}|]/.test(word)) return undefined;
  }
  return undefined;
}

/**
 * The subcommands a usage's command placeholder is defined as (`ip [ OPTIONS ] OBJECT { COMMAND |
 * help }` with `OBJECT := { address | link | ... }`): every alternative, when all are bare words.
 *
 * @example
 * definedSubcommands(readDefinitions(lines), 'ip [ OPTIONS ] OBJECT { COMMAND | help }', []); // [{ name: 'address', ... }, ...]
 */
export function definedSubcommands(definitions: readonly Definition[], usage: string | undefined, commandPath: readonly string[] = []): { subcommands: ParsedSubcommand[]; placeholder?: string } {
  const placeholder = usage === undefined ? undefined : commandPlaceholder(usage, commandPath);
  const definition = definitions.find((d) => d.name === placeholder);
  if (!definition || definition.alternatives.length < 2 || !definition.alternatives.every((alt) => /^[a-z][\w-]*$/.test(alt))) return { subcommands: [] };
  return { subcommands: [...new Set(definition.alternatives)].map((name) => ({ name, description: '' })), placeholder: placeholder! };
}

/** `-s[tatistics]`, `-iec`, `-4`: the spelling up to the bracket, which completes the word (not a value). */
const ABBREVIATED = /^(-[A-Za-z0-9]+)(?:\[[a-z-]+\])?$/;

/**
 * The options an options placeholder is defined as (`OPTIONS := { -V[ersion] | -s[tatistics] |
 * -f[amily] { inet | inet6 } | -n[etns] name | -4 }`): each is its shortest spelling (iproute2
 * takes any prefix of the bracketed word), a switch unless a value follows it in the same
 * alternative (`{ inet | inet6 }` gives its choices, a lower-case word or `[size]` names it).
 *
 * @example
 * definedOptions(readDefinitions(toLines('where OPTIONS := { -s[tatistics] | -f[amily] { inet | inet6 } }\n'))).map((f) => f.short); // ['-s', '-f']
 */
export function definedOptions(definitions: readonly Definition[]): ParsedFlag[] {
  const flags: ParsedFlag[] = [];
  const seen = new Set<string>();
  for (const definition of definitions.filter((d) => d.alternatives.some((alt) => alt.startsWith('-')))) {
    for (const alternative of definition.alternatives) {
      const tokens = alternative.match(/\{[^{}]*\}|\[[^\][]*\]|\S+/g) ?? [];
      for (let k = 0; k < tokens.length; k++) {
        const spelling = ABBREVIATED.exec(tokens[k]!);
        if (!spelling || seen.has(spelling[1]!)) continue;
        seen.add(spelling[1]!);
        const value = tokens[k + 1];
        const flag: ParsedFlag = { short: spelling[1]!, type: 'boolean', description: '' };
        if (value !== undefined && !value.startsWith('-')) {
          k++;
          const choices = /^\{(.*)\}$/.exec(value)?.[1]?.split('|').map((c) => c.trim()).filter((c) => /^[\w.-]+$/.test(c));
          flag.type = choices && choices.length > 1 ? 'enum' : 'string';
          if (choices && choices.length > 1) flag.enumValues = choices;
          flag.valueName = value.replace(/^[[{]\s*|\s*[\]}]$/g, '');
          flag.valueStyle = 'separate';
        }
        flags.push(flag);
      }
    }
  }
  return flags;
}

/**
 * The usage fragments a placeholder is defined as outside braces (nmcli's `ARGUMENTS := [--active]
 * [--order <order spec>]` under `Usage: nmcli connection show { ARGUMENTS | help }`): read as
 * usage lines, so the options they name are the command's.
 *
 * @example
 * definedUsageFragments(toLines('ARGUMENTS := [--active] [--order <spec>]\n')); // ['[--active] [--order <spec>]']
 */
export function definedUsageFragments(lines: readonly HelpLine[]): string[] {
  return lines.flatMap((line, i) => {
    const m = definitionOf(line.body);
    if (!m || m.text.startsWith('{') || !/(?:^|[\s[(|])--?[A-Za-z]/.test(m.text)) return [];
    // dkms's `[options] = [-m module] ...` runs on over the lines indented under it.
    let text = m.text;
    for (let k = i + 1; k < lines.length && k <= i + MAX_LINES && lines[k]!.body !== '' && lines[k]!.indent > line.indent && !isDefinitionLine(lines[k]!.body); k++) text += ` ${lines[k]!.body}`;
    return [text];
  });
}

