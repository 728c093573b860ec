import { indentOf, pageLines } from './parse.js';

/** A command a manual page documents with a synopsis of its own (tmux's `attach-session [-dErx] ...`). */
export interface ManCommand {
  name: string;
  /** `(alias: attach)`. */
  aliases: string[];
  /** The command's usage as the page prints it, wrapped lines joined, the program name not included. */
  synopsis: string;
  /** The first paragraph under it, whitespace collapsed. */
  description: string;
}

/** `attach-session [-dErx] [-c working-directory]` or a bare hyphenated `kill-server`. */
const ENTRY = /^([a-z][a-z0-9]*(?:-[a-z0-9]+)+)( \[?-.*)?$/;
const ALIAS = /^\(alias: ([a-z][\w-]*(?:, [a-z][\w-]*)*)\)$/;
/** Fewer than this many entries are more likely a list of values than a program's command set. */
const MIN_COMMANDS = 5;

function depthChange(text: string): number {
  let depth = 0;
  for (const ch of text) {
    if (ch === '[') depth += 1;
    else if (ch === ']') depth -= 1;
  }
  return depth;
}

/** A sentence that starts with the name's first word, capitalised: `kill-server`, "Kill the tmux server ...". */
function startsWithOwnVerb(name: string, description: string): boolean {
  const verb = name.split('-', 1)[0]!;
  return description.split(/\s/, 1)[0] === verb.charAt(0).toUpperCase() + verb.slice(1);
}

/**
 * Commands a manual page documents one by one, for programs whose help lists none (tmux prints
 * only `usage: tmux [...] [command [flags]]`; its page documents each command as
 * `name [-flags] [args]`, an optional `(alias: x)` line and an indented description). An entry
 * is a line whose first word is a lower-case hyphenated command name followed by an option group
 * (or by nothing, when an alias line follows), with an indented description under it; option
 * values (`exit-empty [on | off]`, `active-pane`) do not count. Fewer than five entries give nothing.
 *
 * @example
 * parseManCommands(tmuxManText).find((c) => c.name === 'has-session') // { name: 'has-session', aliases: ['has'], synopsis: 'has-session [-t target-session]', ... }
 */
export function parseManCommands(text: string): ManCommand[] {
  const lines = pageLines(text);
  const found: ManCommand[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const indent = indentOf(line);
    const m = indent > 0 ? ENTRY.exec(line.trim()) : null;
    if (!m || (i > 0 && lines[i - 1]!.trim() !== '')) continue;
    let synopsis = line.trim();
    let depth = depthChange(synopsis);
    const aliases: string[] = [];
    let j = i + 1;
    // The `(alias: x)` line ends the synopsis, however its wrapped lines begin (`name key command ...`).
    let aliasAt = -1;
    for (let k = j; k < Math.min(lines.length, j + 4) && lines[k]!.trim() !== '' && indentOf(lines[k]!) > indent; k += 1) {
      if (ALIAS.test(lines[k]!.trim())) {
        aliasAt = k;
        break;
      }
    }
    for (; j < lines.length && lines[j]!.trim() !== '' && indentOf(lines[j]!) > indent; j += 1) {
      const body = lines[j]!.trim();
      const alias = ALIAS.exec(body);
      if (alias) aliases.push(...alias[1]!.split(', '));
      else if (j < aliasAt || depth > 0 || body.startsWith('[')) {
        synopsis += ` ${body}`;
        depth += depthChange(body);
      } else break;
    }
    const description: string[] = [];
    for (; j < lines.length && lines[j]!.trim() !== '' && indentOf(lines[j]!) > indent; j += 1) description.push(lines[j]!.trim());
    if (description.length === 0 || seen.has(m[1]!)) continue;
    // A bare hyphenated word with no alias is as likely a value (`even-horizontal`: "Panes are spread
    // ...") as a command; it is one when its description starts with its own verb (`kill-server`: "Kill the ...").
    if (m[2] === undefined && aliases.length === 0 && !startsWithOwnVerb(m[1]!, description[0]!)) continue;
    seen.add(m[1]!);
    found.push({ name: m[1]!, aliases, synopsis: synopsis.replace(/\s+/g, ' '), description: description.join(' ').replace(/\s+/g, ' ') });
  }
  return found.length >= MIN_COMMANDS ? found : [];
}
