import type { Binding } from '../bindings/types.js';

/** Which bindings a server exposes. Empty or absent lists do not filter. */
export interface ToolFilter {
  /** Keep bindings carrying at least one of these tags. */
  tags?: readonly string[];
  /** Keep bindings whose module id is one of these or lies below one (`cli.git` keeps `cli.git.log`). */
  modulePrefixes?: readonly string[];
}

function underPrefix(moduleId: string, prefix: string): boolean {
  const p = prefix.endsWith('.') ? prefix.slice(0, -1) : prefix;
  // `*` globs are accepted as a courtesy: `cli.git.*` means the same as `cli.git`.
  const base = p.endsWith('.*') ? p.slice(0, -2) : p;
  return moduleId === base || moduleId.startsWith(`${base}.`);
}

/**
 * Returns a predicate for {@link ToolFilter}: tags are matched exactly, module prefixes on whole
 * dot-separated segments, and both filters must pass when both are given.
 *
 * @example
 * const keep = toolFilter({ modulePrefixes: ['cli.git'] });
 * keep(gitLogBinding); // true
 * keep(grepBinding);   // false
 */
export function toolFilter(filter: ToolFilter = {}): (binding: Binding) => boolean {
  const tags = filter.tags?.filter(Boolean) ?? [];
  const prefixes = filter.modulePrefixes?.filter(Boolean) ?? [];
  return (binding) =>
    (tags.length === 0 || (binding.tags ?? []).some((tag) => tags.includes(tag))) &&
    (prefixes.length === 0 || prefixes.some((prefix) => underPrefix(binding.module_id, prefix)));
}
