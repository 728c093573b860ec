/**
 * Builds the module identifier of SPEC.md: `cli.<tool>` or `cli.<tool>.<sub>...`.
 *
 * @example
 * moduleIdFor('git', ['remote', 'add']); // 'cli.git.remote.add'
 */
export function moduleIdFor(tool: string, commandPath: readonly string[] = []): string {
  return ['cli', tool, ...commandPath].join('.');
}

/**
 * The MCP display alias: drop the `cli.` prefix, dots become underscores, a leading digit is
 * escaped with an underscore, and characters MCP tool names do not allow become underscores.
 * Hyphens are kept.
 *
 * @example
 * aliasFor('cli.git.commit'); // 'git_commit'
 * aliasFor('cli.7z');         // '_7z'
 */
export function aliasFor(moduleId: string): string {
  const body = moduleId.startsWith('cli.') ? moduleId.slice(4) : moduleId;
  const alias = body.replace(/\./g, '_').replace(/[^A-Za-z0-9_-]/g, '_');
  return /^[0-9]/.test(alias) ? `_${alias}` : alias;
}

/**
 * Gives every module a unique alias, deterministically: modules are taken in module-id order and a
 * repeat gets `_2`, `_3`, ... appended. Returns module id → alias.
 *
 * @example
 * uniqueAliases(['cli.a.b_c', 'cli.a_b.c']); // Map { 'cli.a.b_c' => 'a_b_c', 'cli.a_b.c' => 'a_b_c_2' }
 */
export function uniqueAliases(moduleIds: Iterable<string>): Map<string, string> {
  const taken = new Set<string>();
  const result = new Map<string, string>();
  for (const id of [...new Set(moduleIds)].sort()) {
    const base = aliasFor(id);
    let alias = base;
    for (let n = 2; taken.has(alias); n++) alias = `${base}_${n}`;
    taken.add(alias);
    result.set(id, alias);
  }
  return result;
}
