import type { ParsedFlag } from '../types.js';

const FORMAT_NAMES = /^--?(format|output|output-format|out|o|f|F|print-format|reporter|report-format)$/;

/**
 * Finds the flag that makes the program print JSON and returns how to pass it: `--json`; or for
 * a format option that accepts `json`, one argv word `--format=json` (long token) or `-o json`
 * (short-only, two words).
 *
 * @example
 * detectJsonFlag([{ long: '--output', type: 'enum', enumValues: ['json', 'yaml'], description: '' }]) // '--output=json'
 */
export function detectJsonFlag(flags: ParsedFlag[]): string | undefined {
  const exact = flags.find((f) => f.long === '--json');
  if (exact) return '--json';
  const render = (f: ParsedFlag): string => (f.long !== undefined ? `${f.long}=json` : `${f.short} json`);
  const named = (f: ParsedFlag): boolean => FORMAT_NAMES.test(f.long ?? '') || FORMAT_NAMES.test(f.short ?? '');
  const byEnum = flags.find((f) => f.enumValues?.some((v) => v.toLowerCase() === 'json') && named(f));
  if (byEnum) return render(byEnum);
  const anyEnum = flags.find((f) => f.enumValues?.includes('json') && /format|output/.test(f.long ?? ''));
  if (anyEnum) return render(anyEnum);
  const byText = flags.find((f) => f.valueName !== undefined && named(f) && /(['"`]json['"`]|\bjson\b(?= format| output|\|)|=json\b)/i.test(f.description));
  if (byText) return render(byText);
  return undefined;
}
