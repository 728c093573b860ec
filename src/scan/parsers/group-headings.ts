/** A group's heading: its word and a placeholder for its commands (`experimental <task>:`, `local COMMAND:`). */
const GROUP_HEADING = /^([a-z][\w-]*) (?:<(?:sub)?(?:command|task|action)s?>|(?:SUB)?(?:COMMAND|TASK|ACTION)S?|\[(?:sub)?(?:command|task)\]):$/;
/** A row under it: a verb, then its description after a gap. */
const VERB_ROW = /^( +)([a-z][\w-]*)( {2,}\S.*)$/;

/**
 * rebar3 lists the commands of its groups under a heading that names the group and a placeholder
 * (`plugins <task>:`, then `  list   List local and global plugins`, `  upgrade   Upgrade
 * plugins`): the rows are `rebar3 plugins list` and `rebar3 plugins upgrade`, not commands of the
 * root. Each such list is given the layout the pair-row reader knows: the heading becomes a title
 * of commands and each row names its group (`  plugins list   List ...`). In the group's own help
 * (`commandPath` ending in the group's word) the heading is a plain `Commands:` title. At least one
 * row; a heading with no rows under it is left as it was.
 *
 * @example
 * withGroupHeadingsAsPairs('plugins <task>:\n  list     List plugins\n  upgrade  Upgrade plugins\n');
 * // 'plugins commands:\n  plugins list     List plugins\n  plugins upgrade  Upgrade plugins\n'
 */
export function withGroupHeadingsAsPairs(text: string, commandPath: readonly string[] = []): string {
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const heading = GROUP_HEADING.exec(lines[i]!);
    if (!heading || !VERB_ROW.test(lines[i + 1] ?? '')) continue;
    const group = heading[1]!;
    changed = true;
    // `rebar3 help plugins` prints the group's own list under the same heading: its rows are its commands.
    if (group === commandPath.at(-1)) {
      lines[i] = 'Commands:';
      continue;
    }
    lines[i] = `${group} commands:`;
    for (let k = i + 1; k < lines.length; k += 1) {
      const row = VERB_ROW.exec(lines[k]!);
      if (!row) break;
      lines[k] = `${row[1]}${group} ${row[2]}${row[3]}`;
    }
  }
  return changed ? lines.join('\n') : text;
}
