/**
 * oclif topics in the accuracy bench. An oclif CLI runs a topic's commands as one word (`heroku
 * apps:create`), so svc binds them with the command path `['apps:create']` and fig specs list them
 * as top-level subcommands named `apps:create`: the two meet in `command_path.join(' ')` as they
 * are. What the bench needs besides is the text that lists them: `heroku auth:login` is listed only
 * by `heroku auth --help` (the root lists topics, not their commands), and a topic that is no
 * command of its own (`$ heroku auth:COMMAND`) has no binding whose help the bench would read.
 */

/**
 * The topics a one-word command path belongs to, outermost first: `apps:favorites:add` is listed by
 * `apps:favorites`, which `apps` lists. Paths of several words, and words without a colon, have none.
 *
 * @example
 * topicsOf(['apps:favorites:add']); // [['apps'], ['apps:favorites']]
 * topicsOf(['remote', 'add']);      // []
 */
export function topicsOf(path: readonly string[]): string[][] {
  if (path.length !== 1) return [];
  const parts = path[0]!.split(':');
  if (parts.some((part) => part === '')) return [];
  return parts.slice(1).map((_, i) => [parts.slice(0, i + 1).join(':')]);
}

/**
 * The command whose help lists `path`: its topic for a `topic:cmd` word, else the path without its
 * last word.
 *
 * @example
 * listerOf(['apps:create']);   // ['apps']
 * listerOf(['remote', 'add']); // ['remote']
 */
export function listerOf(path: readonly string[]): string[] {
  return topicsOf(path).at(-1) ?? path.slice(0, -1);
}
