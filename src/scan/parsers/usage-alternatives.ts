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

/**
 * Reads a command's other usage lines as alternatives to its first: an operand the first usage
 * requires stays required only when every other form of the same command requires it too. A form
 * that shows it in `[...]` makes it optional; a form that leaves it out and is selected by options
 * outside brackets (`rg [OPTIONS] --files [PATH ...]`, `rg [OPTIONS] -e PATTERN ... [PATH ...]`)
 * makes it needed unless one of those options is given (`requiredUnless`); a form that leaves it
 * out with no such option makes it optional. Forms of another program or command (`command | rg
 * [OPTIONS] PATTERN`, a sibling's `or:` line) and forms that only ask for help or the version are
 * not alternatives. The operands themselves, their order and names, still come from the first usage.
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
): UsagePositional[] {
  if (usages.length < 2 || !positionals.some((p) => p.required)) return positionals;
  const own = leadingWords(usages[0]!);
  const forms = usages.slice(1).filter((usage) => leadingWords(usage) === own).map((usage) => usageFacts(usage, command));
  return positionals.map((positional) => {
    if (!positional.required) return positional;
    const unless: string[] = [];
    let optional = false;
    for (const form of forms) {
      const same = form.positionals.find((p) => p.name === positional.name);
      if (same?.required) continue;
      if (same) {
        optional = true;
        continue;
      }
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
