import { tokenizeUsage, usageFacts, type UsagePositional } from './usage.js';

/** Options that only ask for help or the version: a usage form made of them is no way of using the command. */
const META_OPTIONS = new Set(['--help', '-h', '--version', '-V', '--help-all', '--usage']);

/** The program (basename) and the literal command words a usage starts with: `git checkout [<options>] <branch>` → `git checkout`. */
function leadingWords(usage: string): string {
  const tokens = tokenizeUsage(usage.replace(/^usage:\s*/i, ''));
  const words = [tokens[0]?.text.split('/').pop() ?? ''];
  for (const token of tokens.slice(1)) {
    if (!/^[a-z][a-z0-9_-]*$/.test(token.text)) break;
    words.push(token.text);
  }
  return words.join(' ');
}

/** Whether a usage token is one bracketed group (`[DEST]`), not a word that merely starts with one (`[USER@]HOST:SRC`). */
function wholeBracket(text: string): boolean {
  if (!text.startsWith('[')) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '[') depth += 1;
    else if (text[i] === ']') depth -= 1;
    if (depth === 0) return i === text.length - 1;
  }
  return false;
}

/**
 * Whether a form requires the operand in a spelling the usage reader does not take for an operand:
 * rsync's `[USER@]HOST:SRC` is still the SRC of `rsync [OPTION]... SRC [SRC]... DEST`. A word
 * outside brackets that names it counts, unless it is the value of an option before it (rg's `-e
 * PATTERN`).
 */
function namedOutsideBrackets(usage: string, name: string, switches: ReadonlySet<string>): boolean {
  const tokens = tokenizeUsage(usage.replace(/^usage:\s*/i, '')).slice(1);
  const word = new RegExp(`(?:^|[^A-Za-z0-9_])${name.replace(/[^A-Za-z0-9]/g, '[-_ ]')}(?:$|[^A-Za-z0-9_])`, 'i');
  return tokens.some((token, k) => {
    const before = tokens[k - 1]?.text;
    const isValue = before !== undefined && /^--?[A-Za-z0-9][\w-]*$/.test(before) && !switches.has(before);
    return !isValue && !wholeBracket(token.text) && !token.text.startsWith('-') && word.test(token.text);
  });
}

/**
 * Reads a command's other usage lines as alternatives to its first: an operand the first usage
 * requires stays required only when every other form of the same command requires it too. A form
 * that requires another operand in its place spells it otherwise (`pnpm add <git repo url>` beside
 * `pnpm add <name>`). A form that shows it in `[...]` or leaves it out spares it: when options outside brackets select that
 * form (`rg [OPTIONS] --files [PATH ...]`, `rg [OPTIONS] -e PATTERN ... [PATH ...]`) it is needed
 * unless one of those options is given (`requiredUnless`); when none do, it is optional. Forms of another program or command (`command | rg
 * [OPTIONS] PATTERN`, a sibling's `or:` line) and forms that only ask for help or the version are
 * not alternatives. `switches` are the options the help lists without a value. The operands
 * themselves, their order and names, still come from the first usage.
 *
 * @example
 * relaxByAlternatives(usageFacts('rg [OPTIONS] PATTERN [PATH ...]').positionals,
 *   ['rg [OPTIONS] PATTERN [PATH ...]', 'rg [OPTIONS] --files [PATH ...]'])[0];
 * // { name: 'pattern', required: false, variadic: false, type: 'string', requiredUnless: ['--files'] }
 */
export function relaxByAlternatives(
  positionals: UsagePositional[],
  usages: readonly string[],
  command?: { programName?: string; commandPath?: string[] },
  switches: ReadonlySet<string> = new Set(),
): UsagePositional[] {
  if (usages.length < 2 || !positionals.some((p) => p.required)) return positionals;
  const own = leadingWords(usages[0]!);
  // Each form as printed: a switch's mode does not make the form's own operands optional here, and
  // the operand after a switch is the form's (`jq [options] --args <jq filter> [strings...]`).
  const alternatives = usages.slice(1).filter((usage) => leadingWords(usage) === own);
  const forms = alternatives.map((usage) => ({ usage, ...usageFacts(usage, command, { switches, relaxModes: false }) }));
  return positionals.map((positional, index) => {
    if (!positional.required) return positional;
    const unless: string[] = [];
    let optional = false;
    for (const form of forms) {
      // A form that shows it in `[...]` or leaves it out spares it; one that requires it does not.
      const same = form.positionals.find((p) => p.name === positional.name);
      if (same?.required || (!same && namedOutsideBrackets(form.usage, positional.name, switches))) continue;
      // Another spelling of the same operand: pnpm's `pnpm add <name>` and `pnpm add <git repo url>`.
      if (!same && form.positionals[index]?.required) continue;
      const selectors = form.requiredOptions.filter((token) => !META_OPTIONS.has(token));
      // `rg [OPTIONS] --help`: a form that only asks for help is not another way to use the command.
      if (selectors.length === 0 && form.requiredOptions.length > 0) continue;
      if (selectors.length === 0) optional = true;
      for (const token of selectors) if (!unless.includes(token)) unless.push(token);
    }
    if (optional) return { ...positional, required: false };
    return unless.length > 0 ? { ...positional, required: false, requiredUnless: unless } : positional;
  });
}
