import type { ParsedFlag } from '../types.js';

const JSON_SWITCH = /^(?:(?:force|make|print|write|emit|produce) (?:the )?output (?:to be )?(?:in|as) JSON\b|(?:print|write|emit|produce|format) (?:the )?(?:output|results?) (?:in|as) JSON\b|output (?:in|as) JSON\b)/i;

const FORMAT_NAMES = /^--?(format|output|output-format|out|o|f|F|print-format|reporter|report-format)$/;

/**
 * Finds the flag that makes the program print JSON and returns how to pass it: `--json`; or for
 * a format option that accepts `json`, one argv word `--format=json` (long token) or `-o json`
 * (short-only, two words). With the help `text`, also a `--json` that a sentence names as the way
 * to get JSON output.
 *
 * @example
 * detectJsonFlag([{ long: '--output', type: 'enum', enumValues: ['json', 'yaml'], description: '' }]) // '--output=json'
 */
export function detectJsonFlag(flags: ParsedFlag[], text?: string): string | undefined {
  const exact = flags.find((f) => f.long === '--json');
  if (exact) return '--json';
  const render = (f: ParsedFlag): string => (f.long !== undefined ? `${f.long}=json` : `${f.short} json`);
  const named = (f: ParsedFlag): boolean => FORMAT_NAMES.test(f.long ?? '') || FORMAT_NAMES.test(f.short ?? '');
  const byEnum = flags.find((f) => f.enumValues?.some((v) => v.toLowerCase() === 'json') && named(f));
  if (byEnum) return render(byEnum);
  const anyEnum = flags.find((f) => f.enumValues?.includes('json') && /format|output/.test(f.long ?? ''));
  if (anyEnum) return render(anyEnum);
  // `'json'`, `json format`, `=json`, and json as an item of a parenthesised list of formats
  // (`Output format (json, text)`): such a list may be a sample rather than every value, so it
  // gives no enum, but it does say that json is one. A list of modes of something else
  // (systemctl's `-o`: "Change journal output mode (short, ..., json, ...)") does not count.
  const listed = /\bformat\b[^(]*\((?:[\w.-]+,\s*)*json(?:,\s*[\w.-]+)*\)/i;
  const byText = flags.find((f) => f.valueName !== undefined && named(f) && (/(['"`]json['"`]|\bjson\b(?= format| output|\|)|=json\b)/i.test(f.description) || listed.test(f.description)));
  if (byText) return render(byText);
  // A switch whose description opens by saying it makes the output JSON (FreeBSD ls's
  // `-j  Force output to be in JSON format.`). Input formats ("parse input using JSON") do not count.
  const bySwitch = flags.find((f) => f.valueName === undefined && f.type === 'boolean' && JSON_SWITCH.test(f.description));
  if (bySwitch) return bySwitch.long ?? bySwitch.short;
  return text === undefined ? undefined : jsonFlagInProse(text, flags);
}

/**
 * A sentence that names `--json` as the way to get JSON output ("Use --json for JSON output",
 * "Pass --json to get JSON output"). Only when the option lists no other JSON flag, and only a
 * `--json` that is not listed as taking a value (gh's `--json <fields>` needs its fields).
 */
function jsonFlagInProse(text: string, flags: ParsedFlag[]): string | undefined {
  if (!text.includes('--json')) return undefined;
  const listed = flags.find((f) => f.long === '--json');
  if (listed?.valueName !== undefined) return undefined;
  const oneLine = text.replace(/\s+/g, ' ');
  return /(?:^|[.!?] |\b(?:use|pass|add|give|with|specify)\s+)[`'"]?--json[`'"]?\s+(?:for|to (?:get|print|produce|emit|output|show)|option (?:for|to))\s+(?:\w+\s+){0,3}JSON\b/i.test(oneLine) ? '--json' : undefined;
}
