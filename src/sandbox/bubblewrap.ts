/**
 * Compiles a {@link SandboxPolicy} into a bubblewrap command line. Pure: the machine is described
 * by {@link HostFacts} (host-facts.ts), so every profile can be unit-tested without running
 * anything. docs/sandbox.md "Profile" explains each step; the order of mounts matters because a
 * later mount shadows an earlier one at the same or a deeper path.
 */
import { basename, dirname, join } from 'node:path';
import type { HostFacts, PathFact } from './host-facts.js';
import { landsAt, showsHome, SYSTEM_VIEW } from './host-facts.js';
import { isSameOrInside, pathDepth } from './paths.js';
import { SANDBOX_TMP, type SandboxPolicy } from './policy.js';

/** Where bubblewrap is installed by Debian and Ubuntu's `bubblewrap` package. */
export const DEFAULT_BWRAP_PATH = '/usr/bin/bwrap';

/** Bytes the launcher must write to a pipe at `fd` of the spawned command, then close. */
export interface SandboxInput {
  fd: number;
  data: Buffer;
}

/** A command to spawn (no shell): the file, its arguments, and what it reads from extra pipes. */
export interface SandboxCommand {
  file: string;
  args: string[];
  inputs: SandboxInput[];
}

/** Variables the sandbox sets itself; a policy's `env` cannot move them out of the sandbox's temporary directory. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = Object.freeze({
  TMPDIR: SANDBOX_TMP,
  XDG_CACHE_HOME: `${SANDBOX_TMP}/.cache`,
});

/** The sandbox's `XDG_RUNTIME_DIR`, where a host keeps it: `/run/user/UID`, inside the private /run. */
function runtimeDir(uid: number): string {
  return `/run/user/${uid}`;
}

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
export function programMount(file: string, homeDir: string, facts: HostFacts, visible: readonly string[], isVisible: (path: string) => boolean = () => false): string | undefined {
  if (inSystemView(file, facts) || visible.some((root) => isSameOrInside(file, root)) || isVisible(file)) return undefined;
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

/** The fd bubblewrap reads the seccomp filter from: after the hand-shake's two when there is one. */
export function seccompFd(facts: Pick<HostFacts, 'handshake'>): number {
  return facts.handshake ? Math.max(facts.handshake.infoFd, facts.handshake.blockFd) + 1 : 3;
}

/**
 * The bubblewrap command that runs `policy.argv0 policy.argv` confined by `policy`: own user, PID,
 * IPC, UTS and (unless `network`) network namespaces; no capabilities and a seccomp filter that
 * refuses mounts, namespaces, the keyring, tracing and kernel calls; a read-only system view without
 * the secrets of /etc (nor, as root, any file only root may read); an empty HOME with only the
 * visible configuration files, or, when a root shows HOME, HOME rebuilt from its entries without
 * its dot-files; the roots read-only or writable; credential stores and svc's own files masked last;
 * a private /tmp; a cleared environment; rlimits applied by `prlimit` just before the program. Pure.
 * The seccomp filter travels in `inputs` (a pipe at that fd, written and closed by the runner).
 *
 * @example
 * const { file, args, inputs } = compileBubblewrap(policy, gatherHostFacts(policy));
 * spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] }).stdio[inputs[0].fd].end(inputs[0].data);
 */
export function compileBubblewrap(policy: SandboxPolicy, facts: HostFacts, bwrapPath: string = DEFAULT_BWRAP_PATH): SandboxCommand {
  const home = policy.homeDir;
  const runtime = runtimeDir(facts.uid);
  const inputs: SandboxInput[] = facts.seccomp ? [{ fd: seccompFd(facts), data: facts.seccomp }] : [];
  const args: string[] = [
    // Namespaces: a user namespace always (needed unprivileged; as root it scopes the sandbox's
    // mounts), own PID namespace so nothing outlives pid 1. No cgroup namespace: the call joins its
    // cgroup after bwrap's clone, so a namespace made at the clone would be rooted at svc's cgroup;
    // without cgroupfs in the view and with mount refused, the program cannot move itself anyway.
    '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-uts',
    ...(policy.network ? [] : ['--unshare-net']),
    '--uid', String(facts.uid), '--gid', String(facts.gid),
    // No capability, for every uid: as root bwrap would otherwise leave the program all of them in
    // a user namespace that owns the sandbox's mounts (remount, umount, mount cgroupfs...).
    '--cap-drop', 'ALL',
    ...inputs.map((input) => ['--seccomp', String(input.fd)]).flat(),
    '--die-with-parent', '--new-session',
    ...(facts.handshake ? ['--info-fd', String(facts.handshake.infoFd), '--block-fd', String(facts.handshake.blockFd)] : []),
    ...systemViewMounts(facts),
    '--tmpfs', SANDBOX_TMP,
    // A private, empty /run with the user's runtime directory: programs that keep a lock or a
    // socket there (liquidctl creates `$XDG_RUNTIME_DIR/liquidctl` before printing its help) start
    // as on a host, and none of the host's sockets under /run is visible.
    '--tmpfs', '/run', '--perms', '0700', '--dir', runtime,
    '--perms', '0700', '--tmpfs', home,
  ];
  const grants = [...policy.extraReadable, ...policy.extraWritable];
  // A grant of a whole store (`~/.kube`) unmasks it; a grant inside one (`~/.ssh/known_hosts`)
  // keeps the store masked and is mounted again on top of the mask.
  const maskedStores = facts.credentialStores.filter((store) => !grants.some((grant) => isSameOrInside(store, grant)));
  const secrets = [...maskedStores, ...policy.hiddenPaths];
  const isSecret = (path: string): boolean => secrets.some((secret) => isSameOrInside(path, secret));
  const roots = orderedRoots(policy);
  const lands = (path: string): string => landsAt(path, facts.paths);
  // The deepest root that shows HOME (HOME itself or a directory above it, where it lands): HOME
  // is then rebuilt from its own entries, dot-files and dot-directories left out but for the
  // visible files.
  const homeRoot = roots.filter((root) => showsHome(root.path, home, facts.paths)).at(-1);
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
  // Under a rebuilt HOME, a mount above HOME shows nothing: only mounts inside HOME do.
  const isShown = (path: string): boolean =>
    mounted.some((mount) => isSameOrInside(path, mount) && !(homeRoot && isSameOrInside(path, home) && isSameOrInside(home, mount) && path !== home));
  // Roots that land outside HOME or above it come before the rebuild; those inside HOME after it.
  const shallow = homeRoot ? roots.filter((root) => !isSameOrInside(lands(root.path), home) || lands(root.path) === home) : [];
  for (const root of shallow) bind(root.writable ? '--bind' : '--ro-bind', root.path);
  if (homeRoot) {
    args.push('--perms', '0700', '--tmpfs', home);
    for (const entry of facts.homeEntries ?? []) {
      if (entry.name.startsWith('.')) continue;
      const path = join(home, entry.name);
      if (entry.fact.kind === 'symlink') args.push('--symlink', entry.fact.linkText, path);
      else {
        args.push(homeRoot.writable ? '--bind' : '--ro-bind', path, path);
        mounted.push(path);
      }
    }
  }
  for (const file of policy.visibleHomeFiles) {
    const fact = facts.paths[file];
    // A visible file that is, or leads into, a credential store or svc's own files is not shown.
    if (!fact || isSecret(file) || (fact.kind === 'symlink' && (!fact.realPath || isSecret(fact.realPath)))) continue;
    bind('--ro-bind', file);
  }
  const rest = roots.filter((root) => !shallow.includes(root));
  // What the program can already see: a path under HOME's hidden dot-entries is not among it.
  const visible = (path: string): boolean =>
    rest.some((root) => isSameOrInside(path, root.path)) ||
    (shallow.some((root) => isSameOrInside(path, root.path)) && isShown(path)) ||
    policy.visibleHomeFiles.some((file) => isSameOrInside(path, file));
  const programMounts = new Set<string>();
  for (const file of facts.programFiles) {
    const mount = programMount(file, home, facts, [...programMounts], visible);
    if (mount && !programMounts.has(mount) && !isSecret(mount)) {
      programMounts.add(mount);
      args.push('--ro-bind', mount, mount);
      mounted.push(mount);
    }
  }
  for (const root of rest) bind(root.writable ? '--bind' : '--ro-bind', root.path);
  // After the roots, so that a root of `/` cannot bring the host's /proc or /dev along.
  args.push('--proc', '/proc', '--dev', '/dev');
  // Masks come last: a later mount shadows, so a secret inside a root stays hidden. Shallow first,
  // and nothing inside a directory already masked (its empty tmpfs has no room for a mount point).
  const masked = new Set<string>();
  const maskedDirectories: string[] = [];
  const insideMasked = (path: string): boolean => maskedDirectories.some((directory) => isSameOrInside(path, directory));
  const maskOnce = (path: string): void => {
    if (masked.has(path) || insideMasked(path)) return;
    masked.add(path);
    const fact = facts.paths[path];
    // A symlink is harmless once what it leads to is masked.
    if (fact?.kind === 'symlink' && fact.realPath) maskOnce(fact.realPath);
    else if (isShown(path)) {
      args.push(...mask(path, fact));
      if (fact?.kind === 'directory') maskedDirectories.push(path);
    }
  };
  const candidates = [...new Set([...facts.etcSecrets, ...(facts.rootOnly ?? []), ...maskedStores, ...policy.hiddenPaths])]
    .sort((a, b) => pathDepth(a) - pathDepth(b));
  for (const path of candidates) {
    const inside = maskedStores.includes(path) ? grants.filter((grant) => grant !== path && isSameOrInside(grant, path)) : [];
    if (inside.length === 0 || facts.paths[path]?.kind !== 'directory' || !isShown(path) || insideMasked(path)) {
      maskOnce(path);
      continue;
    }
    // An empty tmpfs that stays writable, since the granted paths need mount points in it.
    masked.add(path);
    args.push('--tmpfs', path);
    for (const grant of inside) {
      const writable = policy.extraWritable.includes(grant);
      if (facts.paths[grant]) args.push(...bindAtOwnPath(writable ? '--bind' : '--ro-bind', grant, facts.paths[grant]));
    }
  }
  // A writable root that shows HOME writes below HOME's entries; a new file at HOME's top would
  // land in the rebuilt tmpfs and be lost, so it is refused (EROFS) instead.
  if (homeRoot?.writable) args.push('--remount-ro', home);
  args.push('--chdir', policy.cwd, '--clearenv');
  const env = { ...policy.env, HOME: home, ...SANDBOX_ENV, XDG_RUNTIME_DIR: runtime };
  for (const [name, value] of Object.entries(env)) args.push('--setenv', name, value);
  args.push('--', ...prlimitEntry(policy, facts));
  return { file: bwrapPath, args, inputs };
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
