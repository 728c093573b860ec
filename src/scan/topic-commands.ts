import { escapeRegExp } from '../shared/escape-regexp.js';
/**
 * oclif topics (heroku, and every oclif CLI with the default `:` topic separator). The root lists
 * `TOPICS` (`apps   manage apps`) beside its `COMMANDS`; a topic's own help lists its commands as
 * `apps:create  creates a new app` rows, and the program runs each as ONE argv word: `heroku
 * apps:create`, never `heroku apps apps:create` (oclif takes `apps:create` there as an argument of
 * `apps`, or prints `apps`'s help again). Such a row is a command of the root whose word is the whole
 * name; it is found one level below its topic, so `--depth 2` reaches `apps:create` through `apps`.
 */

/**
 * The command path a row listed by the command at `commandPath` stands for: the row's name alone
 * when it is `<topic>:<cmd>` with `<topic>` the command path joined with `:` (nested topics
 * likewise: `apps:favorites:add` under `apps:favorites`), otherwise the row is a word after the
 * command's own words. The root is no topic.
 *
 * @example
 * listedCommandPath(['apps'], 'apps:create');            // ['apps:create']
 * listedCommandPath(['apps:favorites'], 'apps:favorites:add'); // ['apps:favorites:add']
 * listedCommandPath(['remote'], 'add');                  // ['remote', 'add']
 * listedCommandPath([], 'cache:clear');                  // ['cache:clear']
 */
export function listedCommandPath(commandPath: readonly string[], name: string): string[] {
  return topicCommand(commandPath, name) ? [name] : [...commandPath, name];
}

/**
 * Whether a row named `name` under the command at `commandPath` is one of its topic's commands
 * (`apps:create` under `apps`): the command path joined with `:`, a colon, then at least one more
 * character.
 *
 * @example
 * topicCommand(['apps'], 'apps:create'); // true
 * topicCommand(['apps'], 'apps:');       // false
 * topicCommand([], 'apps:create');       // false: the root is no topic
 */
export function topicCommand(commandPath: readonly string[], name: string): boolean {
  if (commandPath.length === 0) return false;
  const prefix = `${commandPath.join(':')}:`;
  return name.length > prefix.length && name.startsWith(prefix);
}

/**
 * Whether a topic's help shows it as a topic only, not a command of its own: oclif prints the usage
 * `$ heroku auth:COMMAND` for a topic that is no command, and the command's own usage (`$ heroku
 * apps [--prompt] [-A] ...`) for a topic that is one too (`heroku apps` lists your apps).
 *
 * @example
 * topicOnly('$ heroku auth:COMMAND', ['auth']); // true
 * topicOnly('$ heroku apps [--prompt] [-A] [-j]', ['apps']); // false
 */
export function topicOnly(usage: string | undefined, commandPath: readonly string[]): boolean {
  if (usage === undefined || commandPath.length === 0) return false;
  const topic = escapeRegExp(commandPath.join(':'));
  return new RegExp(`^(?:\\$\\s+)?\\S+\\s+${topic}:(?:COMMAND|\\[COMMAND\\]|<COMMAND>)$`, 'i').test(usage.trim());
}
