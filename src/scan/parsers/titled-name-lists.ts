import type { HelpLine, HelpSection } from './layout.js';

/** `Basics: find, info, install, remove, list`, `...more: refresh, revert`: a title, a colon, names and commas. */
const TITLED_LIST = /^[^:]{1,40}: ([a-z][\w-]*(?:, [a-z][\w-]*)+)$/;
/** The fewest such lines before a list counts as this layout. */
const MIN_LINES = 2;

/**
 * The names of a command list printed as titled lines of names (snap 2.58: `Commonly used commands
 * can be classified as follows:` then `         Basics: find, info, install, remove, list`, `
 * Daemons: services, start, stop, restart, logs`). The layout only when every line of the list's
 * first paragraph is such a line and there are at least two; the titles are no commands. Undefined
 * otherwise.
 *
 * @example
 * const lines = toLines('Commands:\n  Basics: find, info\n  Daemons: start, stop\n');
 * titledNameLists(lines, splitSections(lines)[1]); // ['find', 'info', 'start', 'stop']
 */
export function titledNameLists(lines: readonly HelpLine[], section: HelpSection): string[] | undefined {
  const names: string[] = [];
  let count = 0;
  for (let i = section.start; i < section.end; i += 1) {
    const line = lines[i]!;
    // The list is one paragraph; snap's "For more information about a command, ..." follows it.
    if (line.body === '') {
      if (count > 0) break;
      continue;
    }
    const m = TITLED_LIST.exec(line.body);
    if (!m) return undefined;
    count += 1;
    for (const name of m[1]!.split(', ')) if (!names.includes(name)) names.push(name);
  }
  return count >= MIN_LINES ? names : undefined;
}
