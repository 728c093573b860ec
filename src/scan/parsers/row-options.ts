import { withoutCommandDotLeaders } from './dot-leader-rows.js';
import { toLines } from './layout.js';

const OPTION_TOKEN = /^(--?[A-Za-z0-9][\w-]*)/;

/**
 * Options a command list prints under a command's own row, indented below it (cordova's `cordova
 * platform --help`: `    add <plat-spec> [...]..... Add ...` then `        --nosave ..... Prevent
 * saving ...`, `        --link ..... When <plat-spec> is a local path ...`; `    remove <platform>
 * .... Remove ...` then `        --nosave ...`): by command name, the option spellings under its
 * row. Rows right above one, with no blank line or option between (adb's `install`,
 * `install-multiple` above `install-multi-package` and its `--abi`, `--instant` ...), share its
 * options. Commands with none are absent; an empty map when no row has any.
 *
 * @example
 * rowOptions('    add <p> .... Add\n        --link .... Link\n    list .... List\n', ['add', 'list']) // Map { 'add' => Set { '--link' } }
 */
export function rowOptions(text: string, names: readonly string[]): Map<string, Set<string>> {
  const known = new Set(names);
  const found = new Map<string, Set<string>>();
  let current: { name: string; indent: number } | undefined;
  /** Rows right above the current one, with no blank line and no options between: they share its options. */
  let run: string[] = [];
  let blank = false;
  for (const line of toLines(text).map(withoutCommandDotLeaders)) {
    if (line.body === '') {
      blank = true;
      continue;
    }
    const word = line.body.split(/\s/)[0]!;
    if (current && line.indent > current.indent) {
      const option = OPTION_TOKEN.exec(line.body);
      if (option) for (const name of run) found.set(name, (found.get(name) ?? new Set()).add(option[1]!));
      continue;
    }
    const row = line.indent > 0 && known.has(word);
    if (row && !blank && current && line.indent === current.indent && !found.has(current.name)) run.push(word);
    else run = row ? [word] : [];
    blank = false;
    current = row ? { name: word, indent: line.indent } : undefined;
  }
  return found;
}
