import { escapeRegExp } from '../../shared/escape-regexp.js';

/** Upper bound on the names read from one page: each is a candidate the program is asked about. */
const MAX_REFERENCES = 64;

/** What may stand beside references on a line that only lists them: separators and table borders. */
const LIST_FILLER = /^[\s,.;│|]*$/;
/** Any manual page reference, `podman-run(1)`, `git(1)`: a list line may name other programs' pages too. */
const ANY_REFERENCE = /(?<![\w.-])[\w.+-]+\(\d[a-z]*\)/g;

/**
 * Command names a manual page gives as references to the commands' own pages, `<program>-<name>(N)`:
 * rows of them (toolbox(1) lists `toolbox-create(1)` alone on a line, its description in the next
 * paragraph), table cells (podman(1)'s `│podman-attach(1) │`), and reference lists (perf(1)'s SEE
 * ALSO names `perf-c2c(1), perf-ftrace(1), ...`, commands its help leaves out, among other pages). A reference is read
 * where it starts a row or cell, or on a line of nothing but references, never inside prose.
 * These are candidates only: the program confirms each (`perf arm-spe` is a page, not a command).
 *
 * @example
 * pageReferenceCommands('SEE ALSO\n       perf-stat(1), perf-c2c(1)\n', 'perf'); // ['stat', 'c2c']
 */
export function pageReferenceCommands(page: string, programName: string, commandPath: readonly string[] = []): string[] {
  const prefix = escapeRegExp([programName, ...commandPath].join('-'));
  const source = `${prefix}-([a-z][a-z0-9]*(?:[-_][a-z0-9]+)*)\\(\\d[a-z]*\\)`;
  const reference = new RegExp(`(?<![\\w.-])${source}`, 'g');
  const rowHead = new RegExp(`^[\\s│|]*${source}`);
  const names: string[] = [];
  const add = (name: string) => {
    if (!names.includes(name) && names.length < MAX_REFERENCES) names.push(name);
  };
  for (const line of page.split('\n')) {
    if (!line.includes(`${programName}-`)) continue;
    if (LIST_FILLER.test(line.replace(ANY_REFERENCE, ''))) {
      for (const match of line.matchAll(reference)) add(match[1]!);
      continue;
    }
    const head = rowHead.exec(line);
    if (head) add(head[1]!);
  }
  return names;
}
