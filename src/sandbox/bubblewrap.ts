/**
 * Compiles a {@link SandboxPolicy} into a bubblewrap command line. Pure: the machine is described
 * by {@link HostFacts} (host-facts.ts), so every profile can be unit-tested without running
 * anything. docs/sandbox.md "Profile" explains each step; the order of mounts matters because a
 * later mount shadows an earlier one at the same or a deeper path.
 */
import { basename, dirname, join } from 'node:path';
import type { HostFacts, PathFact } from './host-facts.js';
import { SYSTEM_VIEW } from './host-facts.js';
import { isSameOrInside, pathDepth } from './paths.js';
import { SANDBOX_TMP, type SandboxPolicy } from './policy.js';

/** Where bubblewrap is installed by Debian and Ubuntu's `bubblewrap` package. */
export const DEFAULT_BWRAP_PATH = '/usr/bin/bwrap';

/** A command to spawn (no shell): the file and its arguments. */
export interface SandboxCommand {
  file: string;
  args: string[];
}

/** Variables the sandbox sets itself; a policy's `env` cannot move them out of the sandbox's temporary directory. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = Object.freeze({
  TMPDIR: SANDBOX_TMP,
  XDG_CACHE_HOME: `${SANDBOX_TMP}/.cache`,
});

function systemViewMounts(facts: HostFacts): string[] {
  const args: string[] = [];
  for (const directory of SYSTEM_VIEW) {
    const fact = facts.paths[directory];
    if (!fact) continue;
    // `/bin -> usr/bin` stays a symlink so that paths through either name keep working.
    if (fact.kind === 'symlink') args.push('--symlink', fact.linkText, directory);
    else if (fact.kind === 'directory') args.push('--ro-bind', directory, directory);
  }
  return args;
}

/** Whether `path` is visible through the read-only system view (its real location counts). */
function inSystemView(path: string, facts: HostFacts): boolean {
  // A symlinked entry (`/bin -> usr/bin`) counts: it leads into the view.
  return SYSTEM_VIEW.some((directory) => facts.paths[directory] !== undefined && isSameOrInside(path, directory));
}

/**
 * The directory to show read-only so that the program at `file` can run, or `file` itself, or
 * nothing when it is already visible. The rule (docs/sandbox.md "The program itself"): a program in
 * a `bin` or `sbin` directory gets its installation prefix (`~/.pyenv/versions/3.12` for
 * `~/.pyenv/versions/3.12/bin/python`, so its libraries come along), except where the prefix is
 * HOME, `~/.local` or `/`; otherwise its own directory; a program lying directly in HOME or `/` gets
 * only its file.
 *
 * @example
 * programMount('/home/me/.pyenv/versions/3.12.1/bin/python3.12', '/home/me', facts, []); // '/home/me/.pyenv/versions/3.12.1'
 * programMount('/usr/bin/git', '/home/me', facts, []); // undefined: the system view has it
 */
export function programMount(file: string, homeDir: string, facts: HostFacts, visible: readonly string[]): string | undefined {
  if (inSystemView(file, facts) || visible.some((root) => isSameOrInside(file, root))) return undefined;
  const parent = dirname(file);
  if (parent === '/' || parent === homeDir) return file;
  const name = basename(parent);
  const prefix = dirname(parent);
  if ((name === 'bin' || name === 'sbin') && prefix !== '/' && prefix !== homeDir && prefix !== join(homeDir, '.local') && !isSameOrInside(homeDir, prefix)) return prefix;
  if (isSameOrInside(homeDir, parent)) return file;
  return parent;
}

/** Mounts `source` at its own path; a symlink is mounted where it leads and kept as a symlink. */
function bindAtOwnPath(flag: '--ro-bind' | '--bind', path: string, fact: PathFact | undefined): string[] {
  if (fact?.kind === 'symlink') {
    if (!fact.realPath) return [];
    return [flag, fact.realPath, fact.realPath, '--symlink', fact.realPath, path];
  }
  return [flag, path, path];
}

/** Empties a path: an empty read-only tmpfs over a directory, `/dev/null` over a file. */
function mask(path: string, fact: PathFact | undefined): string[] {
  if (!fact || fact.kind === 'symlink') return [];
  if (fact.kind === 'directory') return ['--perms', '0000', '--tmpfs', path, '--remount-ro', path];
  return ['--ro-bind', '/dev/null', path];
}

interface RootMount {
  path: string;
  writable: boolean;
}

/** Roots and grants, shallow first (a nested root's own mode wins), read-only before writable at the same path. */
function orderedRoots(policy: SandboxPolicy): RootMount[] {
  const mounts: RootMount[] = [
    ...policy.readableRoots.map((path) => ({ path, writable: false })),
    ...policy.extraReadable.map((path) => ({ path, writable: false })),
    ...policy.writableRoots.map((path) => ({ path, writable: true })),
    ...policy.extraWritable.map((path) => ({ path, writable: true })),
  ];
  return mounts
    .map((mount, index) => ({ mount, index }))
    .sort((a, b) => pathDepth(a.mount.path) - pathDepth(b.mount.path) || Number(a.mount.writable) - Number(b.mount.writable) || a.index - b.index)
    .map(({ mount }) => mount);
}

function prlimitEntry(policy: SandboxPolicy, facts: HostFacts): string[] {
  if (!facts.prlimit) return [policy.argv0, ...policy.argv];
  const { memoryBytes, maxProcesses, fileSizeBytes, cpuSeconds } = policy.limits;
  return [
    facts.prlimit, `--as=${memoryBytes}`, `--nproc=${maxProcesses}`, `--fsize=${fileSizeBytes}`, `--cpu=${cpuSeconds}`,
    '--', policy.argv0, ...policy.argv,
  ];
}

/**
 * The bubblewrap command that runs `policy.argv0 policy.argv` confined by `policy`: own user, PID,
 * IPC, UTS, cgroup and (unless `network`) network namespaces; a read-only system view without
 * the secrets of /etc; an empty HOME with only the visible configuration files; the roots
 * read-only or writable; credential stores and svc's own files masked last; a private /tmp; a
 * cleared environment; rlimits applied by `prlimit` just before the program. Pure.
 *
 * @example
 * const { file, args } = compileBubblewrap(policy, gatherHostFacts(policy));
 * spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
 */
export function compileBubblewrap(policy: SandboxPolicy, facts: HostFacts, bwrapPath: string = DEFAULT_BWRAP_PATH): SandboxCommand {
  const args: string[] = [
    // Namespaces: a user namespace always (needed unprivileged; as root it scopes whatever capability
    // a process could regain to the sandbox), own PID namespace so nothing outlives pid 1.
    '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
    ...(policy.network ? [] : ['--unshare-net']),
    '--uid', String(facts.uid), '--gid', String(facts.gid),
    '--die-with-parent', '--new-session',
    ...(facts.handshake ? ['--info-fd', String(facts.handshake.infoFd), '--block-fd', String(facts.handshake.blockFd)] : []),
    ...systemViewMounts(facts),
    '--tmpfs', SANDBOX_TMP,
    '--perms', '0700', '--tmpfs', policy.homeDir,
  ];
  const grants = [...policy.extraReadable, ...policy.extraWritable];
  // A grant of a whole store (`~/.kube`) unmasks it; a grant inside one (`~/.ssh/known_hosts`)
  // keeps the store masked and is mounted again on top of the mask.
  const maskedStores = facts.credentialStores.filter((store) => !grants.some((grant) => isSameOrInside(store, grant)));
  const secrets = [...maskedStores, ...policy.hiddenPaths];
  const isSecret = (path: string): boolean => secrets.some((secret) => isSameOrInside(path, secret));
  // Every path mounted from the host, by where it lands (a symlinked source lands where it leads),
  // so that the masks below cover whatever a mount brought in.
  const mounted: string[] = SYSTEM_VIEW.filter((directory) => facts.paths[directory]?.kind === 'directory');
  const bind = (flag: '--ro-bind' | '--bind', path: string): void => {
    const fact = facts.paths[path];
    const lands = fact?.kind === 'symlink' ? fact.realPath : path;
    if (!lands) return;
    args.push(...bindAtOwnPath(flag, path, fact));
    mounted.push(lands);
  };
  for (const file of policy.visibleHomeFiles) {
    const fact = facts.paths[file];
    // A visible file that is, or leads into, a credential store or svc's own files is not shown.
    if (!fact || isSecret(file) || (fact.kind === 'symlink' && (!fact.realPath || isSecret(fact.realPath)))) continue;
    bind('--ro-bind', file);
  }
  const roots = orderedRoots(policy);
  const visible = [...roots.map((root) => root.path), ...policy.visibleHomeFiles];
  const programMounts = new Set<string>();
  for (const file of facts.programFiles) {
    const mount = programMount(file, policy.homeDir, facts, [...visible, ...programMounts]);
    if (mount && !programMounts.has(mount) && !isSecret(mount)) {
      programMounts.add(mount);
      args.push('--ro-bind', mount, mount);
      mounted.push(mount);
    }
  }
  for (const root of roots) bind(root.writable ? '--bind' : '--ro-bind', root.path);
  // After the roots, so that a root of `/` cannot bring the host's /proc or /dev along.
  args.push('--proc', '/proc', '--dev', '/dev');
  // Masks come last: a later mount shadows, so a secret inside a root stays hidden.
  const isShown = (path: string): boolean => mounted.some((mount) => isSameOrInside(path, mount));
  const masked = new Set<string>();
  const maskOnce = (path: string): void => {
    if (masked.has(path)) return;
    masked.add(path);
    const fact = facts.paths[path];
    // A symlink is harmless once what it leads to is masked.
    if (fact?.kind === 'symlink' && fact.realPath) maskOnce(fact.realPath);
    else if (isShown(path)) args.push(...mask(path, fact));
  };
  for (const secret of facts.etcSecrets) maskOnce(secret);
  for (const store of maskedStores) {
    const inside = grants.filter((grant) => grant !== store && isSameOrInside(grant, store));
    if (inside.length === 0 || facts.paths[store]?.kind !== 'directory' || !isShown(store)) {
      maskOnce(store);
      continue;
    }
    // An empty tmpfs that stays writable, since the granted paths need mount points in it.
    masked.add(store);
    args.push('--tmpfs', store);
    for (const grant of inside) {
      const writable = policy.extraWritable.includes(grant);
      if (facts.paths[grant]) args.push(...bindAtOwnPath(writable ? '--bind' : '--ro-bind', grant, facts.paths[grant]));
    }
  }
  for (const hidden of policy.hiddenPaths) maskOnce(hidden);
  args.push('--chdir', policy.cwd, '--clearenv');
  const env = { ...policy.env, HOME: policy.homeDir, ...SANDBOX_ENV };
  for (const [name, value] of Object.entries(env)) args.push('--setenv', name, value);
  args.push('--', ...prlimitEntry(policy, facts));
  return { file: bwrapPath, args };
}

/**
 * Hidden paths the profile cannot mask because they do not exist yet, although a call could
 * create them: they lie inside a writable root or grant. bubblewrap can only mount over what
 * exists, so the caller should create them (svc's own files) or refuse the call before it runs.
 *
 * @example
 * unmaskableHiddenPaths({ ...policy, writableRoots: ['/home/me'], hiddenPaths: ['/home/me/.svc'] }, facts); // ['/home/me/.svc'] when it is missing
 */
export function unmaskableHiddenPaths(policy: SandboxPolicy, facts: HostFacts): string[] {
  const writable = [...policy.writableRoots, ...policy.extraWritable];
  return policy.hiddenPaths.filter((path) => !facts.paths[path] && writable.some((root) => isSameOrInside(path, root)));
}
