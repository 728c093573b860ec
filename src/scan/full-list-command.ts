/** What a pointer row's description must say: it lists every command. */
const LISTS_ALL = /^(?:lists?|shows?|displays?|prints?) all\b.*\bcommands\b/i;

/**
 * The command a help text names for its complete command list, as argv words after the program:
 * RubyGems' `gem --help` lists no commands but has the row
 * `gem help commands            list all 'gem' commands`. Only a row that starts with the program
 * and the command's own words, names at most two more lower-case words, and says it lists all
 * commands counts; whatever the program itself points to is all that is ever run.
 *
 * @example
 * fullListCommand("  Further help:\n    gem help commands            list all 'gem' commands\n", 'gem', []); // ['help', 'commands']
 */
export function fullListCommand(helpText: string, programName: string, commandPath: readonly string[]): string[] | undefined {
  const prefix = [programName, ...commandPath];
  for (const line of helpText.split('\n')) {
    const m = /^\s+(\S+(?: \S+)*?) {2,}(\S.*)$/.exec(line);
    if (!m || !LISTS_ALL.test(m[2]!)) continue;
    const words = m[1]!.split(' ');
    if (words.length <= prefix.length || words.length > prefix.length + 2) continue;
    if (!prefix.every((word, i) => words[i] === word)) continue;
    const extra = words.slice(prefix.length);
    if (extra.every((word) => /^[a-z][a-z0-9-]*$/.test(word))) return extra;
  }
  return undefined;
}
