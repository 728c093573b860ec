/**
 * sigoden/argc-completions' scripts (`completions/<program>.sh`) read as a completion spec of the
 * shape the accuracy bench compares svc's bindings with. Each script declares the program in argc's
 * comment tags, which the project generates from the program's help or manual page with its own
 * reader (a second, independent reading of the same text):
 *  - `# @flag -v --verbose  text`: a switch; `# @option -o --output <FILE>  text`: an option with a
 *    value. A name may carry argc's modifiers (`*`, `+`, `!`, `[a|b]`, `` [`_fn`] ``, `=default`).
 *  - `# @cmd text` (with `# @alias a,b`) opens a command; its tags run up to the shell function that
 *    implements it, `name()` or `parent::name()` for a nested one.
 *  - tags before the first `@cmd` are the program's own.
 */
import type { TruthCommand, TruthOption } from './fish-completions.js';

const TAG = /^#\s*@(flag|option|cmd|alias)\b[ \t]*(.*)$/;
const FUNCTION = /^([A-Za-z0-9][\w.:-]*)\s*\(\)\s*\{/;
/** One option name with argc's modifiers: `-o`, `--output*`, `--color[auto|never]`, `--jobs=4`. */
const NAME = /^([-+]{1,2}[^\s[*+!=<:,]+)[*+!]?(?:\[[^\]]*\])?(?:=\S*)?(?:\s+|$)/;

interface Pending { options: Map<string, { names: string[]; value: boolean }>; aliases: string[] }
interface Node { name: string; aliases: string[]; options: TruthOption[]; children: Map<string, Node> }

/** The option names at the start of a `@flag`/`@option` tag's text. */
function optionNames(text: string): string[] {
  const names: string[] = [];
  let rest = text;
  for (let m = NAME.exec(rest); m; m = NAME.exec(rest)) {
    names.push(m[1]!);
    rest = rest.slice(m[0].length);
  }
  return names;
}

function toOptions(pending: Pending): TruthOption[] {
  return [...pending.options.values()].map(({ names, value }) => ({ name: names.length === 1 ? names[0]! : names, ...(value ? { args: {} } : {}) }));
}

/**
 * Reads one argc-completions script (its text) as the spec of `program`.
 *
 * @example
 * argcSpec('# @flag -v --verbose  say more\n# @cmd Add\n# @option --name <N>\nadd() {\n  :;\n}\n', 'tool');
 * // { name: 'tool', options: [{ name: ['-v', '--verbose'] }], subcommands: [{ name: 'add', options: [{ name: '--name', args: {} }] }] }
 */
export function argcSpec(text: string, program: string): TruthCommand {
  const root: Node = { name: program, aliases: [], options: [], children: new Map() };
  const fresh = (): Pending => ({ options: new Map(), aliases: [] });
  let pending = fresh();
  let inCommand = false;
  let rootDone = false;
  const closeRoot = () => {
    if (!rootDone) root.options = toOptions(pending);
    rootDone = true;
  };
  for (const line of text.split('\n')) {
    const tag = TAG.exec(line.trim());
    if (tag) {
      const [, kind, rest] = tag as unknown as [string, string, string];
      if (kind === 'cmd') {
        closeRoot();
        pending = fresh();
        inCommand = true;
      } else if (kind === 'alias') {
        pending.aliases.push(...rest.split(/[\s,]+/).filter(Boolean));
      } else {
        const names = optionNames(rest);
        if (names.length > 0) pending.options.set(names.join(' '), { names, value: kind === 'option' });
      }
      continue;
    }
    const fn = FUNCTION.exec(line);
    if (!fn) continue;
    if (inCommand) {
      const path = fn[1]!.split('::');
      let parent = root;
      for (const part of path.slice(0, -1)) {
        let child = parent.children.get(part);
        if (!child) parent.children.set(part, (child = { name: part, aliases: [], options: [], children: new Map() }));
        parent = child;
      }
      const last = path.at(-1)!;
      const node = parent.children.get(last) ?? { name: last, aliases: [], options: [], children: new Map() };
      node.options = toOptions(pending);
      node.aliases = pending.aliases;
      parent.children.set(last, node);
    } else {
      closeRoot();
    }
    pending = fresh();
    inCommand = false;
  }
  closeRoot();
  const build = (node: Node, isRoot: boolean): TruthCommand => {
    const subs = [...node.children.values()].map((child) => build(child, false));
    const name = isRoot || node.aliases.length === 0 ? node.name : [node.name, ...node.aliases];
    return { name, ...(node.options.length > 0 ? { options: node.options } : {}), ...(subs.length > 0 ? { subcommands: subs } : {}) };
  };
  return build(root, true);
}
