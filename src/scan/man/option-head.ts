import type { CliValueType, ParsedFlag } from '../types.js';
import { isBooleanLiteral } from './boolean-literal.js';
import { STATUS_NOTE } from '../parsers/option-spec.js';

/**
 * Reads the head of one option entry of a rendered man page — the text naming the option, such as
 * `-a, --all`, `-C <commit>, --reuse-message=<commit>`, `--color[=WHEN]`, `--compress, -x`,
 * `--[no-]verify` or jq's `--slurp/-s:` — into flags. Strict on purpose: a head that is not made
 * only of option tokens and value names is prose, and prose yields nothing.
 */

const LONG = /^--(\[no-?\])?([A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?)/;
const SHORT = /^-([A-Za-z0-9#:?@.!])(?![A-Za-z0-9_-])/;
/** One word of a value given as a separate argument: `<file name>`, `[filename]`, `NUM`, `name`, `USER[:PASS]`, `|`. */
// dkms's `--dkmstree path/to/place`, lzop's `-S .suf`: a value word may hold slashes and start with a dot.
// swaks's `<key-value-pair>[,<key-value-pair>[,...]]`: a repetition may nest one bracket in another.
// ansible's argparse pages quote theirs: `-C 'CHECKOUT', --checkout 'CHECKOUT'`.
// A word is taken whole (the lookahead): split anywhere, a long list that fails to match at its end
// (lsblk(8)'s `-o NAME,ALIGNMENT,MIN-IO,...,WSAME.`) took exponential time to refuse.
const VALUE_WORD = /^(?:<[^<>]+>|'[^'\s]+'|\[(?:[^\][]|\[[^\][]*\])+\]|\([^()]+\)|\{[^{}]+\}|\.?[A-Za-z0-9](?:[A-Za-z0-9_:./+-]*[A-Za-z0-9])?(?![A-Za-z0-9_:./+-]*[A-Za-z0-9])(?:\[[^\][]+\])?\??|=|\||,|\.\.\.)+$/;
/** swaks's `[<email-address>[,<email-address>[,...]]]`: optional parts nested in one bracket. */
const NESTED_OPTIONAL_VALUE = /^\[(?:<[^<>\s]+>|[[\],.:|=]|[A-Za-z0-9_-]+(?![A-Za-z0-9_-]))+\]$/;
/** A capitalised English word (`See`, `The`): prose, never a metavariable. */
const PROSE_WORD = /^[A-Z][a-z]+$/;
/** A value attached with `=`: no blanks except inside angle brackets. */
const ATTACHED_VALUE = /^(?:<[^<>]+>|[^\s<>])+$/;

interface Segment {
  kind: 'long' | 'short';
  token: string;
  negation?: string;
  valueName?: string;
  valueOptional?: boolean;
  valueStyle?: 'separate' | 'equals';
  /** `-S[<keyid>]`: a short option whose value, if any, is glued on. */
  attachedOptional?: boolean;
  /** `-T[level=1]`: the value the option has when given bare. */
  default?: string;
}

/** Splits `<file name>` inside angle brackets as one word. */
function valueWords(text: string): string[] {
  // pbuilder's `--configfile [configuration file to load]`: a bracket's words are one value, as an angle bracket's are.
  return text.match(/(?:<[^<>]*>|\[[^\][]*\]|[^\s<])+/g) ?? [];
}

function parseSegment(text: string): Segment | undefined {
  const long = LONG.exec(text);
  const short = long ? undefined : SHORT.exec(text);
  const match = long ?? short;
  if (!match) return undefined;
  const segment: Segment = long
    ? { kind: 'long', token: `--${long[2]}`, ...(long[1] ? { negation: `--${long[1] === '[no]' ? 'no' : 'no-'}${long[2]}` } : {}) }
    : { kind: 'short', token: `-${short![1]}` };
  const rest = text.slice(match[0].length);
  if (rest === '') return segment;
  // git's `-S<string>`, `-G<regex>`: a required value glued on; getopt-style parsers take it as the
  // next argument too, which is how svc renders it.
  if (segment.kind === 'short' && /^<[^<>\s]+>$/.test(rest)) {
    return { ...segment, valueName: rest, valueStyle: 'separate' };
  }
  if (segment.kind === 'short' && /^\[[^\s\][]+\]$/.test(rest)) {
    // ruby's `-T[level=1]`: the value's name and what it is when left out.
    const named = /^\[([A-Za-z][\w-]*)=([\w.-]+)\]$/.exec(rest);
    if (named) return { ...segment, valueName: named[1]!, attachedOptional: true, default: named[2]! };
    return { ...segment, valueName: rest.slice(1, -1), attachedOptional: true };
  }
  const optional = /^\[=(.+)\]$/.exec(rest);
  // cobra's pages print every switch with its default, `--buildDrafts[=false]`: a switch.
  if (optional && isBooleanLiteral(optional[1]!)) return segment;
  if (optional && ATTACHED_VALUE.test(optional[1]!)) {
    return { ...segment, valueName: optional[1]!, valueOptional: true, valueStyle: 'equals' };
  }
  if (rest.startsWith('=') && ATTACHED_VALUE.test(rest.slice(1))) {
    return { ...segment, valueName: rest.slice(1), valueStyle: 'equals' };
  }
  // mdadm's `-c, --config=`: a value follows the `=`, its name left to the text.
  if (rest === '=' && segment.kind === 'long') return { ...segment, valueName: 'VALUE', valueStyle: 'equals' };
  if (rest.startsWith(' ')) {
    const words = valueWords(rest.trim());
    if (words.length >= 1 && words.length <= 3 && words.every((word) => (VALUE_WORD.test(word) || NESTED_OPTIONAL_VALUE.test(word)) && !PROSE_WORD.test(word))) {
      return { ...segment, valueName: words.join(' '), valueStyle: 'separate' };
    }
  }
  // A short option with its value glued on (`-NUM` style heads are rare; `-C<commit>` is not).
  return undefined;
}

/**
 * Separators between the tokens of one head: `, ` `,-` (not the comma inside a value:
 * `--show=A,B,C`), hwclock's `; ` (`-r, --show; --get`), amixer's ` | ` (`-s | --stdin`), lvm's unspaced
 * `|` (`-A|--autobackup y|n`), ` / ` `/-` ` and -` ` or -` (bundler's `--exe
 * or -b or --bin`), and a blank before a long option (cpupower's `-e --debug`, `-m --min <freq>`).
 */
const SEPARATOR = /^(?:\s*,\s*(?=[-+])|\s*,\s+|\s*;\s+(?=-)|\s+\|\s+(?=-)|\|(?=--?[A-Za-z0-9])|\s+\/\s+|\/(?=-)|\s+(?:and|or)\s+(?=-)|\s+(?=--[A-Za-z0-9]))/;

/** Splits a head at separators outside brackets, so `--pax-option=k[,k]...` stays whole. */
function splitHead(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if ('[<({'.includes(char)) depth++;
    else if (']>)}'.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const separator = SEPARATOR.exec(text.slice(i));
      if (separator && separator[0].length > 0) {
        parts.push(text.slice(start, i));
        i += separator[0].length - 1;
        start = i + 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.filter((part) => part.trim() !== '').map((part) => part.trim());
}

/**
 * A digits-only shortcut, not a flag to keep: grep's `-NUM` in `-C NUM, -NUM, --context=NUM`, git's
 * `-<number>` in `-<number>, -n <number>, --max-count=<number>`.
 */
const NUMERIC_SHORTCUT = /^-(?:[A-Z]{2,}|<(?:n|num|number)>)$/;

/** `--reference[-if-able] <repo>`: two options, `--reference <repo>` and `--reference-if-able <repo>`. */
function expandOptionalSuffix(part: string): string[] {
  const m = /^(--[A-Za-z0-9][A-Za-z0-9-]*)\[(-[A-Za-z0-9-]+)\](.*)$/.exec(part);
  return m ? [`${m[1]}${m[3]}`, `${m[1]}${m[2]}${m[3]}`] : [part];
}

/** Lower-cased metavariable without brackets: `<NUM>` → `num`. */
function bareName(valueName: string): string {
  return valueName.replace(/^[<[({]|[>\])}]$/g, '').toLowerCase();
}

/** `[a|b|c]`, `(a|b)`, `{a,b}`: a closed set of plain words. */
function enumValues(valueName: string): string[] | undefined {
  const match = /^(?:\[([^\]]+)\]|\(([^)]+)\)|\{([^}]+)\}|([a-z0-9][\w.+-]*(?:\|[a-z0-9][\w.+-]*)+))$/.exec(valueName);
  const body = match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4];
  if (body === undefined) return undefined;
  const values = body.split(/[|,]/).map((value) => value.trim());
  return values.length >= 2 && values.every((value) => /^[A-Za-z0-9][\w.+-]*$/.test(value)) ? values : undefined;
}

/**
 * The value type a metavariable suggests. Deliberately narrow: a name that does not clearly say
 * number, path or URL stays a string.
 */
export function typeOfValue(valueName: string | undefined): { type: CliValueType; enumValues?: string[] } {
  if (valueName === undefined) return { type: 'boolean' };
  const values = enumValues(valueName);
  if (values) return { type: 'enum', enumValues: values };
  const name = bareName(valueName);
  if (/^(num|number|n|int|integer|count|lines|depth|level|seconds|secs|bytes|size-in-bytes)$/.test(name)) return { type: 'integer' };
  if (/^(float|ratio|fraction)$/.test(name)) return { type: 'float' };
  if (/^(url|uri)$/.test(name)) return { type: 'url' };
  if (/^(file|files|path|paths|dir|directory|filename|file name|file path|pathname)$/.test(name)) return { type: 'path' };
  return { type: 'string' };
}

/** Pairs short and long tokens into flags: `-a, --all` and `--compress, -x` are one flag each. */
function groupSegments(segments: Segment[]): Segment[][] {
  const groups: Segment[][] = [];
  let pendingShort: Segment | undefined;
  for (const segment of segments) {
    if (segment.kind === 'long') {
      const same = groups.find((group) => group.some((s) => s.kind === 'long' && s.token === segment.token));
      if (same) {
        same.push(segment);
      } else {
        groups.push(pendingShort ? [pendingShort, segment] : [segment]);
      }
      pendingShort = undefined;
    } else {
      const last = groups[groups.length - 1];
      if (!pendingShort && last && !last.some((s) => s.kind === 'short')) {
        last.push(segment);
      } else {
        if (pendingShort) groups.push([pendingShort]);
        pendingShort = segment;
      }
    }
  }
  if (pendingShort) groups.push([pendingShort]);
  return groups;
}

function flagOf(group: Segment[], description: string): ParsedFlag {
  const long = group.find((s) => s.kind === 'long');
  const short = group.find((s) => s.kind === 'short');
  // A glued-on optional value (`-S[<keyid>]`) goes with the long form when there is one; ruby's
  // `-T[level=1]` has none, and its value is given glued on (`-T2`, schema style `attached`).
  const valued =
    group.find((s) => s.kind === 'long' && s.valueName !== undefined) ??
    group.find((s) => s.valueName !== undefined && !s.attachedOptional) ??
    (long ? undefined : group.find((s) => s.attachedOptional));
  const negation = group.find((s) => s.negation !== undefined)?.negation;
  // `--[no-]signed, --signed=(true|false|if-asked)`: the bare form exists too, so the value is optional.
  const bareToo = valued !== undefined && group.some((s) => s.kind === 'long' && s.token === valued.token && s.valueName === undefined);
  const flag: ParsedFlag = { ...typeOfValue(valued?.valueName), description, source: 'man' };
  if (long) flag.long = long.token;
  if (short) flag.short = short.token;
  if (negation) flag.negation = negation;
  if (valued) {
    // `<commit>` names the value `commit`; `<name>=<value>` and `[py27|py33]` stay as printed.
    flag.valueName = valued.valueName!.replace(/^<([^<>]+)>$/, '$1').replace(/^'([^'\s]+)'$/, '$1');
    // rg's `--type TYPE ...`: the trailing ellipsis says the flag may be repeated.
    const repeated = /^(.+?)\s*\.\.\.$/.exec(flag.valueName);
    // pgrep's `pgrp,...` is one value, a comma-separated list, not a flag given again.
    if (repeated && !/[[({,]/.test(repeated[1]!.slice(-1))) {
      flag.valueName = repeated[1]!.replace(/^<([^<>]+)>$/, '$1');
      flag.repeatable = true;
    }
    flag.valueStyle = valued.valueStyle ?? 'equals';
    if (valued.default !== undefined) flag.default = valued.default;
    if (valued.valueOptional || valued.attachedOptional || bareToo) {
      flag.valueOptional = true;
      flag.valueStyle = 'equals';
    }
  }
  return flag;
}

/**
 * swaks's `--ehlo, --lhlo, -h, --helo [<helo-string>]`: spellings of one option listed together,
 * the value written once after the last; every spelling takes it. Not a `--no-` negation, which
 * stays a switch (`--sign, --no-sign KEY` is rare; `--batch, --no-batch` is common).
 */
function sharedValue(flags: ParsedFlag[]): ParsedFlag[] {
  const last = flags.at(-1);
  if (flags.length < 2 || !last || last.valueName === undefined) return flags;
  const before = flags.slice(0, -1);
  if (!before.every((flag) => flag.valueName === undefined && flag.long !== undefined && !flag.long.startsWith('--no-'))) return flags;
  const { long: _long, short: _short, negation: _negation, ...value } = last;
  return [...before.map((flag) => ({ ...value, ...(flag.long ? { long: flag.long } : {}), ...(flag.short ? { short: flag.short } : {}) })), last];
}

/** Whether every closing bracket, parenthesis and brace of `text` closes one opened before it. */
function balanced(text: string): boolean {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const ch of text) {
    if (ch === '(' || ch === '[' || ch === '{') open.push(ch);
    else if (ch in pairs && open.pop() !== pairs[ch]) return false;
  }
  return true;
}

/** How the head was laid out on the page. */
export interface OptionHeadOptions {
  /**
   * The spellings stood on lines of their own (strace's `--pidns-translation` over
   * `--decode-pids=pidns`): a value written on one line is that spelling's alone.
   */
  stacked?: boolean;
}

/**
 * Parses an option head into flags, or undefined when the text is not purely an option head.
 *
 * @example
 * parseOptionHead('-C <commit>, --reuse-message=<commit>', 'Reuse a message');
 * // [{ short: '-C', long: '--reuse-message', valueName: '<commit>', valueStyle: 'equals', type: 'string', ... }]
 */
export function parseOptionHead(head: string, description: string, options: OptionHeadOptions = {}): ParsedFlag[] | undefined {
  // apt-listbugs' page renders `-s  severities , --severity  severities`: blanks come in runs.
  const words = head.trim().replace(/:$/, '').replace(/\s+/g, ' ').replace(/ ,/g, ',').split(' ');
  // gradle's `--parallel (incubating)`: the note on its status is no value.
  // dpkg-buildpackage's `--source-by=maintainer-address (since dpkg 1.21.10)`: when it came is no value either.
  // cmdliner's pages (dune, opam): `--profile=VAL (absent DUNE_PROFILE env)`, `-j JOBS (absent=4)`,
  // what the program does when the option is left out.
  const joined = words.join(' ').replace(/ \((?:since|added in|new in|as of)\b[^()]*\)$/i, '').replace(/ \((?:absent\b[^()]*|required)\)$/, '');
  const noted = words.length > 1 && STATUS_NOTE.test(words.at(-1)!) ? words.slice(0, -1).join(' ') : joined;
  // valgrind: `--tool=<toolname> [default: memcheck]`, the default noted after the head.
  // valgrind: `--tool=<toolname> [default: memcheck]`, or bare after a value given with `=`
  // (`--allow-mismatched-debuginfo=no|yes [no]`), the default noted after the head.
  // cmdliner: `--help[=FMT] (default=auto)`.
  const defaultNote = /\s+[[(]default[:=]\s*([^\])]*)[\])]$/i.exec(noted) ?? (/^--[^\s=]+=\S+\s+\[[\w.-]+\]$/.test(noted) ? /\s+\[([\w.-]+)\]$/.exec(noted) : null);
  const text = defaultNote ? noted.slice(0, defaultNote.index) : noted;
  if (!text.startsWith('-')) return undefined;
  // darcs's page wraps an example (`| (cd ../mirror && git fast-import ...` / `--export-marks=git.marks)`):
  // a closing bracket no bracket opened ends a shell line, not an option head.
  if (!balanced(text)) return undefined;
  const parts = splitHead(text);
  const segments: Segment[] = [];
  const hasLong = parts.some((part) => part.startsWith('--'));
  for (const part of parts.flatMap(expandOptionalSuffix)) {
    if (NUMERIC_SHORTCUT.test(part)) continue;
    // swaks's `-tlsos, --tls-optional-strict`: a spelling of several letters after one dash, which a
    // flag cannot hold beside its long name; the long name is bound.
    if (hasLong && /^-[a-z]{2,}(?: \S+)?$/.test(part)) continue;
    // swaks's `--header <header-and-data>, --h-<header> <data>`: a family of options named by a
    // placeholder is no option to bind; the spelled-out one is.
    if (hasLong && /^--[A-Za-z0-9-]*<[^<>\s]+>/.test(part) && parts.some((other) => other !== part && /^--[A-Za-z0-9]/.test(other))) continue;
    // lzop's `-p, -pDIR, --path=DIR`: the value glued to a letter the head also lists bare.
    const glued = /^(-[A-Za-z0-9])[A-Z][A-Z0-9_]*$/.exec(part);
    if (glued && parts.includes(glued[1]!)) continue;
    const segment = parseSegment(part);
    if (!segment) return undefined;
    segments.push(segment);
  }
  if (segments.length === 0) return undefined;
  const grouped = groupSegments(segments).map((group) => flagOf(group, description));
  const flags = options.stacked ? grouped : sharedValue(grouped);
  const defaultValue = defaultNote?.[1]?.trim();
  if (defaultValue) for (const flag of flags) if (flag.type !== 'boolean' && flag.default === undefined) flag.default = defaultValue;
  // gpg's `--batch` / `--no-batch`: one switch and its negation.
  return flags.filter((flag) => {
    const positive = flag.long?.startsWith('--no-') && flag.type === 'boolean' && !flag.short
      ? flags.find((other) => other.long === `--${flag.long!.slice(5)}` && other.type === 'boolean' && other.negation === undefined)
      : undefined;
    if (positive) positive.negation = flag.long;
    return !positive;
  });
}
