import type { CliValueType } from '../types.js';

/** What a metavariable says about the value. */
export interface MetavarInfo {
  type: CliValueType;
  enumValues?: string[];
  /** Cobra's slice types (`strings`, `stringArray`, docker's `list`) take the flag repeatedly. */
  repeatable?: boolean;
}

const PATH_WORDS = /^(file|files|path|paths|dir|dirs|directory|directories|filename|file name|file_name|filepath|dirname|folder|pathspec|patternfile|script-file)$/i;
const PATH_SUFFIX = /(^|[_ -])(file|path|dir|directory|filename)$/i;
const URL_WORDS = /^(url|uri|urls|uris|[a-z_-]*_url|[a-z_-]*_uri)$/i;
const INT_WORDS =
  /^(n|num|number|int|integer|integer range|count|lines|cols|columns|depth|port|width|height|limit|size_in_bytes|bytes_num|jobs|threads|retries|ms|milliseconds|timeout_secs|uint|uint8|uint16|uint32|uint64|int8|int16|int32|int64|nth|numbers?)$/i;
// Seconds may have a fraction (`sleep 0.5`, wget's `--timeout=0.5`, httpie's `--timeout 2.5`); a
// float also takes whole numbers, so it is the looser schema. Milliseconds stay whole numbers.
const FLOAT_WORDS = /^(float|float range|float32|float64|decimal|ratio|fraction|fractional seconds|seconds|secs|sec|percent|double)$/i;

/** Words that, inside `<a|b>`, name a kind of value rather than a literal one (`<name|id>`, `<date|dur>`). */
const PLACEHOLDER_WORDS = /^(name|id|ids|names|value|values|string|str|text|pattern|regex|date|dur|duration|time|commit|rev|revision|branch|ref|host|hostname|user|key|glob|expr|expression|cmd|command|num|number|n|int|file|path|dir|url|data|filename|content|string|token|email|address|addr|port|size|count|seconds)$/i;

/**
 * Splits enum choices printed as `{a,b}`, `[a|b]`, `(a|b)`, `a|b`, or `<a|b>` when that is a
 * closed list of literal values (`<json|yaml>`); `<name|id>` names kinds of value, so stays text.
 */
export function enumFromMetavar(metavar: string): string[] | undefined {
  const trimmed = metavar.trim();
  const angled = /^<([^<>]+\|[^<>]+)>$/.exec(trimmed);
  const m = /^[{[(]([^{}[\]()]+)[}\])]$/.exec(trimmed) ?? /^([A-Za-z0-9_.-]+(?:\|[A-Za-z0-9_.-]+)+)$/.exec(trimmed) ?? angled;
  if (!m) return undefined;
  const inner = m[1]!;
  const parts = inner.split(/[|,]/).map((p) => p.trim());
  if (parts.length < 2 || parts.some((p) => !/^[A-Za-z0-9_.+:@/-]+$/.test(p))) return undefined;
  const placeholder = (p: string) => PLACEHOLDER_WORDS.test(p) || PATH_WORDS.test(p) || URL_WORDS.test(p) || INT_WORDS.test(p) || p === p.toUpperCase();
  if (m === angled && parts.some(placeholder)) return undefined;
  return parts;
}

/** Strips the decorations around a metavariable: `<PATH>` → `PATH`, `[=WHEN]` → `WHEN`. */
export function bareMetavar(metavar: string): string {
  return metavar
    .replace(/^=/, '')
    .replace(/^[<[]+|[>\]]+$/g, '')
    .replace(/\.\.\.$/, '')
    .trim();
}

/**
 * Infers the CLI value type from a metavariable (`FILE` → path, `URL` → url, `NUM` → integer,
 * `FLOAT` → float, `{a,b}` → enum); an option without one is a boolean switch.
 *
 * @example
 * typeFromMetavar('NUM').type // 'integer'
 */
export function typeFromMetavar(metavar: string | undefined, extraWords?: (word: string) => MetavarInfo | undefined): MetavarInfo {
  if (metavar === undefined || metavar.trim() === '') return { type: 'boolean' };
  const choices = enumFromMetavar(metavar);
  if (choices) return { type: 'enum', enumValues: choices };
  // Several values (`<VAR> <MIN> <MAX>`): only the whole tells the type, which is text.
  const words = metavar.trim().split(/\s+/);
  const first = bareMetavar(metavar);
  if (words.length > 1 && /^[<[]/.test(words[1]!)) return { type: 'string' };
  const extra = extraWords?.(first);
  if (extra) return extra;
  if (INT_WORDS.test(first)) return { type: 'integer' };
  if (FLOAT_WORDS.test(first)) return { type: 'float' };
  if (URL_WORDS.test(first)) return { type: 'url' };
  if (PATH_WORDS.test(first) || PATH_SUFFIX.test(first)) return { type: 'path' };
  return { type: 'string' };
}
