/**
 * Community cheat sheets read as a completion spec for the accuracy bench: cheat/cheatsheets (a
 * file per program, optional YAML front matter) and chubin/cheat.sheets (`sheets/<program>`). A
 * sheet is `# comment` lines above the command lines people type, with `<placeholder>`s where
 * tldr writes `{{placeholder}}`. Each command line is handed to tldr's reader
 * (`./tldr-pages.ts`), which knows command paths, option spellings, values and pipelines, so both
 * truths count the same way.
 *
 * Differences from a tldr page that the translation takes care of:
 *  - front matter (`---` ... `---` at the top) is no example;
 *  - a line ending in `\` continues on the next;
 *  - a `$ ` prompt in front of a command and a ` # comment` after it are no part of it;
 *  - `<file>` is a placeholder; `< file` (a space after it) stays a redirection.
 * Example values written literally (`tar -xf archive.tar`) are read as command words when they look
 * like one; the bench counts a command only where the program answers for it differently from a
 * made-up word, so such words cost nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TruthCommand } from './fish-completions.js';
import { tldrSpec } from './tldr-pages.js';

/** The two collections, as the cheat sets' installers lay them out under `DIR/cheat/sheets`. */
const COLLECTIONS = ['cheat', 'chubin'] as const;

/** The command lines of a sheet, each joined across `\` continuations and cleaned of prompt and trailing comment. */
function commandLines(sheet: string): string[] {
  let lines = sheet.split('\n');
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    if (end > 0) lines = lines.slice(end + 1);
  }
  const out: string[] = [];
  let pending = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    out.push(`${pending}${line}`);
    pending = '';
  }
  if (pending !== '') out.push(pending);
  return out
    .map((line) => line.replace(/^\$\s+/, '').replace(/\s+#(?:\s.*)?$/, '').replace(/<([^<>\s]+)>/g, '{{$1}}').trim())
    .filter((line) => line.length > 0 && !line.includes('`'));
}

/**
 * Reads `program`'s sheets (their texts) as its spec.
 *
 * @example
 * cheatSheetSpec(['# list all\ntool list --all <dir>\n'], 'tool');
 * // { name: 'tool', subcommands: [{ name: 'list', options: [{ name: '--all', args: {} }] }] }
 */
export function cheatSheetSpec(sheets: readonly string[], program: string): TruthCommand {
  const asPages = sheets.map((sheet) => commandLines(sheet).map((line) => `\`${line}\``).join('\n'));
  return tldrSpec(asPages, program);
}

/** The texts of `program`'s sheets under `dir` (`dir/cheat/<program>`, `dir/chubin/<program>`); undefined without one. */
export function cheatSheets(dir: string, program: string): string[] | undefined {
  const files = COLLECTIONS.map((collection) => join(dir, collection, program)).filter((file) => existsSync(file));
  return files.length > 0 ? files.map((file) => readFileSync(file, 'utf8')) : undefined;
}
