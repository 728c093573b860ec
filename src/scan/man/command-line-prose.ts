import type { ParsedFlag } from '../types.js';

/** A value: up to a space or a stop, a sentence's last period not included. */
const VALUE = String.raw`[^\s,;:)'"]*[^\s,;:)'".]`;
const OPTION = String.raw`(--[A-Za-z0-9][\w-]*)(?:=(${VALUE}))?`;
/** "overridden on the command line with the --deb-dir=path option". */
const WITH_OPTION = new RegExp(String.raw`\bon the command[- ]line,? (?:with|using|by(?: passing| giving| using)?|via) (?:the |an? )?${OPTION}`, 'g');
/** "using --dpkg-bp on the command line". */
const OPTION_ON = new RegExp(String.raw`\b(?:use|using|pass|passing|give|giving|specify|specifying) (?:the )?${OPTION} (?:(?:option|switch|flag) )?on the command[- ]line\b`, 'g');

/**
 * Options a manual page names only in its prose as given on the program's own command line:
 * gitpkg(1) lists no options and documents each setting with "This may be overridden on the
 * command line with the --deb-dir=path option." Only an option the sentence places on the command
 * line counts, so one named in passing (`git config --add`, "cowpoke(1)'s --dist option") does not.
 * A value shown after `=`, there or anywhere in the text, makes it take one. Each flag's description is the sentence naming it.
 *
 * @example
 * commandLineProseFlags('This may be overridden on the command line with the --exit-hook=path option.')
 * // [{ long: '--exit-hook', valueName: 'path', valueStyle: 'equals', type: 'string', ... }]
 */
export function commandLineProseFlags(prose: string): ParsedFlag[] {
  const text = prose.replace(/\s+/g, ' ');
  const found = new Map<string, ParsedFlag>();
  for (const sentence of text.split(/(?<=\.)\s+(?=[A-Z])/)) {
    for (const match of [...sentence.matchAll(WITH_OPTION), ...sentence.matchAll(OPTION_ON)]) {
      const [, long, value] = match as unknown as [string, string, string | undefined];
      const known = found.get(long);
      if (known?.valueName !== undefined) continue;
      found.set(long, value !== undefined
        ? { long, valueName: value, valueStyle: 'equals', type: 'string', description: known?.description ?? sentence.trim(), source: 'man' }
        : known ?? { long, type: 'boolean', description: sentence.trim(), source: 'man' });
    }
  }
  // "using --arch=<arch> in .options above, except using --arch on the command line": the value
  // the page shows anywhere else is the option's.
  for (const [long, flag] of found) {
    if (flag.valueName !== undefined) continue;
    const value = new RegExp(String.raw`(?:^|[\s(])${long}=(${VALUE})`).exec(text)?.[1];
    if (value !== undefined) found.set(long, { ...flag, valueName: value, valueStyle: 'equals', type: 'string' });
  }
  return [...found.values()];
}
