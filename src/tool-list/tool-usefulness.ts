/**
 * How useful a served tool is to a model, for the order in which `auto` lists tools
 * (docs/tool-list.md "Which tools auto lists"). Data, not code paths: a curated table of the
 * subcommands people use most of well-known programs, and a generic signal read from the
 * binding (a subcommand svc found no help for is a helper few call).
 */
import { basename } from 'node:path';
import type { Binding } from '../bindings/types.js';

/**
 * Subcommands of well-known programs, most used first. A subcommand path is its words joined by
 * a space (`stash list`). Programs and subcommands not named here keep the generic order.
 */
export const COMMON_SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = {
  git: [
    'status', 'log', 'diff', 'show', 'branch', 'add', 'commit', 'switch', 'checkout', 'restore', 'grep', 'blame', 'ls-files',
    'rev-parse', 'remote', 'remote get-url', 'fetch', 'pull', 'push', 'merge', 'rebase', 'stash', 'stash list', 'stash show', 'tag', 'reset', 'describe', 'shortlog', 'reflog',
    'cherry-pick', 'revert', 'worktree', 'worktree list', 'config', 'clone', 'init', 'mv', 'rm', 'clean', 'bisect', 'ls-tree', 'cat-file',
    'show-ref', 'for-each-ref', 'rev-list', 'merge-base', 'format-patch', 'apply', 'am', 'archive', 'submodule', 'notes',
    'range-diff', 'cherry', 'whatchanged', 'ls-remote', 'count-objects', 'gc', 'fsck', 'maintenance', 'sparse-checkout',
  ],
  docker: ['ps', 'images', 'logs', 'inspect', 'run', 'exec', 'build', 'pull', 'push', 'stop', 'start', 'rm', 'rmi', 'compose', 'network', 'volume', 'tag', 'stats', 'top', 'version', 'info'],
  podman: ['ps', 'images', 'logs', 'inspect', 'run', 'exec', 'build', 'pull', 'push', 'stop', 'start', 'rm', 'rmi', 'network', 'volume', 'tag', 'stats', 'top', 'version', 'info'],
  kubectl: ['get', 'describe', 'logs', 'explain', 'top', 'apply', 'diff', 'rollout', 'exec', 'port-forward', 'config', 'api-resources', 'version', 'delete', 'scale', 'create', 'edit', 'label', 'annotate', 'events'],
  helm: ['list', 'status', 'get', 'show', 'template', 'search', 'history', 'lint', 'install', 'upgrade', 'rollback', 'uninstall', 'repo', 'dependency'],
  gh: ['pr', 'issue', 'repo', 'run', 'workflow', 'release', 'api', 'search', 'status', 'browse', 'gist', 'auth'],
  npm: ['ls', 'view', 'outdated', 'run', 'test', 'install', 'ci', 'audit', 'explain', 'pack', 'version', 'config', 'search'],
  cargo: ['build', 'check', 'test', 'run', 'clippy', 'fmt', 'doc', 'tree', 'metadata', 'add', 'update', 'search', 'bench'],
  go: ['build', 'test', 'run', 'vet', 'list', 'mod', 'doc', 'env', 'version', 'fmt', 'get', 'install'],
  systemctl: ['status', 'list-units', 'show', 'cat', 'is-active', 'is-enabled', 'list-unit-files', 'list-timers', 'start', 'stop', 'restart', 'reload', 'enable', 'disable'],
  apt: ['list', 'show', 'search', 'policy', 'depends', 'rdepends', 'install', 'remove', 'update', 'upgrade'],
  pip: ['list', 'show', 'freeze', 'check', 'install', 'uninstall', 'download', 'index'],
  terraform: ['plan', 'validate', 'fmt', 'show', 'output', 'state', 'providers', 'graph', 'init', 'apply', 'destroy', 'import'],
  aws: ['sts', 's3', 'ec2', 'iam', 'logs', 'lambda', 'cloudformation', 'ecs', 'eks', 'rds', 'ssm', 'configure'],
};

/** The tool's usefulness rank: lower lists first. */
export type UsefulnessRank = number;

/** Rank of a subcommand of a program in the table but not among its common subcommands, and of programs outside it. */
const ORDINARY = 1_000;
/** Rank of a subcommand svc found no help for (its description is only its own name): a helper few call. */
const HELPLESS = 2_000;

/** The subcommand path of a binding as the table writes it (`stash list`), and its program's name. */
function commandOf(binding: Binding): { program: string; path: string } {
  return { program: basename(binding.target?.binary ?? ''), path: (binding.target?.command_path ?? []).join(' ') };
}

/**
 * Ranks a tool for `auto` listing: a common subcommand by its place in {@link COMMON_SUBCOMMANDS}
 * (0 = most used), an ordinary one at 1000, one with no help text of its own at 2000.
 *
 * @example
 * usefulnessRank(gitLogBinding);        // 1
 * usefulnessRank(gitShowIndexBinding);  // 1000
 * usefulnessRank(gitHttpFetchBinding);  // 2000 (its description is "git http-fetch")
 */
export function usefulnessRank(binding: Binding): UsefulnessRank {
  const { program, path } = commandOf(binding);
  // Own keys only: a program named `constructor` is not in the table.
  const place = Object.hasOwn(COMMON_SUBCOMMANDS, program) ? COMMON_SUBCOMMANDS[program]!.indexOf(path) : -1;
  if (place >= 0) return place;
  const description = (binding.description ?? '').trim();
  if (path !== '' && (description === '' || description === `${program} ${path}`)) return HELPLESS;
  return ORDINARY;
}

/** Whether the tool is one of its program's common subcommands (worth a brief entry when its schema is large). */
export function isCommon(binding: Binding): boolean {
  return usefulnessRank(binding) < ORDINARY;
}
