import type { Binding } from '../bindings/types.js';

/** Which bindings a server exposes. Empty or absent lists do not filter. */
export interface ToolFilter {
  /** Keep bindings carrying at least one of these tags. */
  tags?: readonly string[];
  /** Keep bindings whose module id is one of these or lies below one (`cli.git` keeps `cli.git.log`). */
  modulePrefixes?: readonly string[];
  /**
   * Keep only bindings one of these patterns names (`svc serve --tools`): a glob (`*` any run of
   * characters, `?` one) over the alias or the module id, or a module-id prefix (`cli.git` keeps
   * `cli.git.log`).
   */
  tools?: readonly string[];
  /** Leave out bindings one of these patterns names (`svc serve --exclude`), matched as for `tools`. */
  exclude?: readonly string[];
}

function underPrefix(moduleId: string, prefix: string): boolean {
  const p = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix;
  // `*` globs are accepted as a courtesy: `cli.git.*` means the same as `cli.git`.
  const base = p.endsWith('.*') ? p.slice(0, -2) : p;
  return moduleId === base || moduleId.startsWith(`${base}.`);
}

/**
 * A predicate for one `--tools`/`--exclude` pattern: true when the glob matches the binding's
 * alias or module id, or when the module id lies below the pattern (`cli.git` names
 * `cli.git.log`). Matching is case-sensitive and whole-name.
 *
 * @example
 * toolPattern('git_*')(gitLogBinding);   // true (alias git_log)
 * toolPattern('cli.git')(gitLogBinding); // true (module id cli.git.log)
 */
export function toolPattern(pattern: string): (binding: Binding) => boolean {
  const glob = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 's');
  return (binding) => glob.test(binding.alias) || glob.test(binding.module_id) || underPrefix(binding.module_id, pattern);
}

/**
 * Returns a predicate for {@link ToolFilter}: tags are matched exactly, module prefixes on whole
 * dot-separated segments, `tools`/`exclude` as {@link toolPattern}; every filter given must pass.
 *
 * @example
 * const keep = toolFilter({ tools: ['git_*'], exclude: ['git_push'] });
 * keep(gitLogBinding);  // true
 * keep(gitPushBinding); // false
 */
export function toolFilter(filter: ToolFilter = {}): (binding: Binding) => boolean {
  const tags = filter.tags?.filter(Boolean) ?? [];
  const prefixes = filter.modulePrefixes?.filter(Boolean) ?? [];
  const wanted = (filter.tools?.filter(Boolean) ?? []).map(toolPattern);
  const unwanted = (filter.exclude?.filter(Boolean) ?? []).map(toolPattern);
  return (binding) =>
    (tags.length === 0 || (binding.tags ?? []).some((tag) => tags.includes(tag))) &&
    (prefixes.length === 0 || prefixes.some((prefix) => underPrefix(binding.module_id, prefix))) &&
    (wanted.length === 0 || wanted.some((matches) => matches(binding))) &&
    !unwanted.some((matches) => matches(binding));
}

/**
 * The `--tools`/`--exclude` patterns that name none of the bindings: almost always a typo, which
 * the server reports instead of silently serving less.
 *
 * @example
 * unmatchedPatterns(['git_lgo'], bindings); // ['git_lgo']
 */
export function unmatchedPatterns(patterns: readonly string[] | undefined, bindings: readonly Binding[]): string[] {
  return (patterns ?? []).filter((pattern) => pattern && !bindings.some(toolPattern(pattern)));
}
