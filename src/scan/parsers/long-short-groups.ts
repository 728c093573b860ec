/**
 * Usage lines that spell an option long first and its short form after it, inside one group:
 * pass's `[--force,-f]`, `[--clip[=line-number],-c[line-number]]`, `[--path=subfolder,-p subfolder]`,
 * `[--echo,-e | --multiline,-m]`, and `[--out|-o FILE]`. The usage reader knows short-first groups
 * (`(-m | --max-count) <num>`); this rewrites the long-first ones to the long spelling alone (with the
 * value either spelling shows) and returns which short goes with it, so no option is read twice and
 * the short one is not lost.
 */

/** `--long`, its value (`[=v]`, `=v`), the joiner (`,`, `, ` or a bare `|`), `-s`, the short's value (`[v]`, ` V`). */
const GROUP = /(--[A-Za-z0-9][\w-]*)(\[=[^\]\s]*\]|=[^\s,|\]]+)?(?:, ?|\|)(-[A-Za-z0-9])(?=[\s\]|[])(\[[^\]\s]*\]| (?:<[^>\s]+>|[A-Za-z][\w-]*)(?=\]))?/g;

/** A usage with its long-first groups rewritten, and the short spelling of each long option there. */
export interface LongShortGroups {
  usage: string;
  /** Long token → its short spelling (`--force` → `-f`). */
  shorts: Map<string, string>;
}

/**
 * Rewrites `--long,-s` and `--long|-s V` groups to the long spelling with the group's value.
 *
 * @example
 * spellLongShortGroups('pass insert [--echo,-e | --multiline,-m] [--force,-f] pass-name').usage
 * // 'pass insert [--echo | --multiline] [--force] pass-name'
 * spellLongShortGroups('x [--out|-o FILE]').usage // 'x [--out FILE]'
 */
export function spellLongShortGroups(usage: string): LongShortGroups {
  const shorts = new Map<string, string>();
  const rewritten = usage.replace(GROUP, (whole, long: string, longValue: string | undefined, short: string, shortValue: string | undefined) => {
    shorts.set(long, short);
    if (longValue !== undefined) return `${long}${longValue}`;
    if (shortValue === undefined) return long;
    // `-c[line-number]`: the value glued on in brackets may be left out, as `--clip[=line-number]`.
    if (shortValue.startsWith('[')) return `${long}[=${shortValue.slice(1, -1)}]`;
    // `--out|-o FILE`: the value after the group belongs to both spellings.
    return `${long}${shortValue}`;
  });
  return { usage: rewritten, shorts };
}
