import type { HelpLine } from './layout.js';

/**
 * Four or more dots after a blank, or right after an argument's closing bracket (cordova's `add
 * <plat-spec> [...].......... Add ...`), then a blank (three are an ellipsis): a dot leader.
 */
const DOT_LEADER = /(?<=[ \]>])\.{4,}(?= \S)/g;
/** A command row's head: a name, then its arguments (`config <subcommand>`), before the leader. */
const COMMAND_HEAD = /^[A-Za-z0-9][\w:.-]*(?:[ ,|]|$)/;

/**
 * A command row with its dot leader blanked out, columns kept, so it reads as `name   description`
 * (cordova: `create ............................. Create a project`; ionic: `config <subcommand>
 * ............. Manage CLI and project config values`). Lines that do not start with a name, and
 * lines without a leader, are returned as they are. Option rows get the same treatment in
 * option-entries.ts.
 *
 * @example
 * withoutCommandDotLeaders(toLines('    create ...... Create a project')[0]).body // 'create        Create a project'
 */
export function withoutCommandDotLeaders(line: HelpLine): HelpLine {
  if (!COMMAND_HEAD.test(line.body) || !/[ \]>]\.{4}/.test(line.text)) return line;
  const text = line.text.replace(DOT_LEADER, (run) => ' '.repeat(run.length));
  return text === line.text ? line : { text, indent: line.indent, body: text.trim() };
}
