/**
 * Commands that write files in the directory they work on, whatever their parameters: `touch`,
 * `mkdir`, `cp`, `git add`, `git commit`. With a sandbox, the generated ACL lets them run only in
 * the write profile (roots writable), which asks first (docs/governance.md "Profiles"); a command
 * no table names runs in the read-only profile without asking. Data, matched like the name tables
 * of annotations.ts: a program without subcommands by its own name, a subcommand by its last word.
 */

/** Programs whose every call writes files. */
export const WRITE_PROGRAMS: readonly string[] = Object.freeze([
  'touch', 'mkdir', 'cp', 'mv', 'ln', 'link', 'chmod', 'chown', 'chgrp', 'tee', 'dd', 'install', 'patch',
  'truncate', 'mktemp', 'split', 'csplit', 'rmdir', 'unlink', 'shred', 'zip', 'unzip', 'gzip', 'gunzip',
  'bzip2', 'bunzip2', 'xz', 'unxz', 'zstd', 'unzstd',
]);

/** Subcommand words that write (`git add`, `npm install`, `cargo build`). */
export const WRITE_NAMES: readonly string[] = Object.freeze([
  'add', 'commit', 'stash', 'checkout', 'switch', 'merge', 'rebase', 'cherry-pick', 'revert', 'restore', 'apply', 'am',
  'init', 'mv', 'move', 'rename', 'copy', 'cp', 'link', 'unlink', 'mkdir', 'touch', 'set', 'unset', 'create', 'new',
  'edit', 'write', 'save', 'update', 'upgrade', 'install', 'uninstall', 'build', 'compile', 'fmt', 'fix', 'generate',
  'gen', 'import', 'sync', 'pull', 'gc', 'repack', 'replace', 'notes', 'worktree', 'bisect', 'mergetool', 'sparse-checkout',
  'submodule', 'lock', 'vendor', 'tidy', 'publish', 'pack', 'bump', 'version-bump',
]);

/**
 * Whether a command writes whatever its parameters: a program of {@link WRITE_PROGRAMS} called
 * without subcommand, or a subcommand whose last word is in {@link WRITE_NAMES}.
 *
 * @example
 * writesAlways('git', ['commit']); // true
 * writesAlways('git', ['log']);    // false
 * writesAlways('touch', []);       // true
 */
export function writesAlways(tool: string, commandPath: readonly string[]): boolean {
  if (commandPath.length === 0) return WRITE_PROGRAMS.includes(tool.toLowerCase());
  return WRITE_NAMES.includes(commandPath[commandPath.length - 1]!.toLowerCase());
}
