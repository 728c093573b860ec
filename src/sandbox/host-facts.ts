/**
 * What the machine looks like, gathered once per call so that the compilers can stay pure: which
 * system directories exist (and which are symlinks), which secret files of /etc and credential
 * stores of HOME exist, where the program and its interpreter really live, and who runs svc.
 */
import { closeSync, lstatSync, openSync, readdirSync, readlinkSync, readSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { elfInterpreter, isElfFile } from './elf-interpreter.js';
import { CREDENTIAL_STORES, MASKED_ETC_PATHS, matchesListEntry } from './credential-stores.js';
import { isSameOrInside } from './paths.js';
import type { SandboxPolicy } from './policy.js';
import { hostSeccompFilter } from './seccomp.js';

/** What one path is on this machine, without following a final symlink. */
export type PathFact =
  | { kind: 'directory' }
  | { kind: 'file' }
  /** `linkText` as written in the link; `realPath` where it finally leads (absent when dangling). */
  | { kind: 'symlink'; linkText: string; realPath?: string };

/**
 * The installed system's public state under /var: what packaged programs read as part of their own
 * installation (dpkg's and apt's databases for `dpkg -L` and `apt-cache show`, TeX's `ls-R` that
 * /usr/share/texmf links to, font and manual-page caches, dictionaries' hash files, SGML and XML
 * catalogs). Only these, never /var itself: /var/lib also holds services' data (databases, Redis
 * dumps) and /var/log, /var/mail and /var/spool hold other people's data. Data, not code: one
 * entry per package family, each world-readable where its package installs it.
 */
export const SYSTEM_STATE_VIEW: readonly string[] = Object.freeze([
  '/var/lib/dpkg', '/var/lib/apt', '/var/cache/apt', '/var/lib/texmf', '/var/cache/fontconfig', '/var/cache/man',
  '/var/lib/aspell', '/var/lib/ispell', '/var/lib/dictionaries-common', '/var/lib/sgml-base', '/var/lib/xml-core',
  '/var/lib/ghostscript',
]);

/** Directories the read-only system view is made of, when they exist. */
export const SYSTEM_VIEW: readonly string[] = Object.freeze(['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/opt', '/etc', ...SYSTEM_STATE_VIEW]);

/** The facts {@link compileBubblewrap} needs besides the policy. Plain data. */
export interface HostFacts {
  /** Every path the profile may mention, by absolute path; a path not listed does not exist. */
  paths: Record<string, PathFact>;
  /** Existing secret files of /etc (absolute), expanded from MASKED_ETC_PATHS. */
  etcSecrets: string[];
  /** Existing credential stores under HOME (absolute), expanded from CREDENTIAL_STORES. */
  credentialStores: string[];
  /** Files the program needs to start: argv0, its real path, its `#!` interpreter or ELF loader and that one's real path. */
  programFiles: string[];
  /** svc's real user and group ids; the sandbox keeps them (see docs/sandbox.md "User namespace"). */
  uid: number;
  gid: number;
  /** Path of util-linux `prlimit`, which applies the rlimits inside the sandbox; absent: no rlimits. */
  prlimit?: string;
  /**
   * File descriptors of bwrap's hand-shake (`--info-fd` / `--block-fd`): set when the runner acts
   * before the program starts: it puts the call into a pids cgroup (as root, where the kernel
   * ignores RLIMIT_NPROC), or holds the program until the call is admitted. See
   * src/sandbox/launch-handshake.ts.
   */
  handshake?: { infoFd: number; blockFd: number };
  /**
   * HOME's own entries, sorted by name (at most {@link MAX_HOME_ENTRIES}), when a root shows HOME:
   * the profile rebuilds HOME from them without its dot-entries. Absent otherwise.
   */
  homeEntries?: HomeEntry[];
  /** As root: paths of the system view that only root may read (root-only-files.ts), masked like /etc's secrets. */
  rootOnly?: string[];
  /** The seccomp filter bubblewrap installs (seccomp.ts); absent on an architecture svc cannot filter. */
  seccomp?: Buffer;
}

/** One entry of HOME, by name. */
export interface HomeEntry {
  name: string;
  fact: PathFact;
}

/** Entries of HOME a rebuilt HOME shows at most; the rest are left out (a sandbox profile of bounded size). */
export const MAX_HOME_ENTRIES = 2_000;

/**
 * Where a mount of `path` lands: where it leads when it is a symlink (`paths` knows), else itself.
 *
 * @example
 * landsAt('/w/link', { '/w/link': { kind: 'symlink', linkText: 'proj', realPath: '/w/proj' } }); // '/w/proj'
 */
export function landsAt(path: string, paths: Readonly<Record<string, PathFact>>): string {
  const fact = paths[path];
  return fact?.kind === 'symlink' ? (fact.realPath ?? path) : path;
}

/**
 * Whether a mount of `path` shows HOME: it lands on HOME or a directory above it (never for a HOME of `/`).
 *
 * @example
 * showsHome('/', '/home/me', {}); // true
 */
export function showsHome(path: string, homeDir: string, paths: Readonly<Record<string, PathFact>>): boolean {
  return homeDir !== '/' && isSameOrInside(homeDir, landsAt(path, paths));
}

/**
 * What `path` is, or undefined when it does not exist.
 *
 * @example
 * pathFact('/bin'); // { kind: 'symlink', linkText: 'usr/bin', realPath: '/usr/bin' } on a merged-/usr system
 */
export function pathFact(path: string): PathFact | undefined {
  try {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) {
      let realPath: string | undefined;
      try {
        realPath = realpathSync(path);
      } catch {
        realPath = undefined;
      }
      return { kind: 'symlink', linkText: readlinkSync(path), ...(realPath ? { realPath } : {}) };
    }
    return stat.isDirectory() ? { kind: 'directory' } : { kind: 'file' };
  } catch {
    return undefined;
  }
}

/** Expands list entries (with `*` in the last segment) under `base` to the existing absolute paths. */
function existingEntries(base: string, entries: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.includes('*')) {
      if (pathFact(join(base, entry))) found.push(join(base, entry));
      continue;
    }
    const parent = dirname(entry) === '.' ? '' : dirname(entry);
    let names: string[] = [];
    try {
      names = readdirSync(join(base, parent));
    } catch {
      names = [];
    }
    for (const name of names) {
      const relative = parent ? `${parent}/${name}` : name;
      if (matchesListEntry(relative, entry)) found.push(join(base, relative));
    }
  }
  return found;
}

/** The interpreter named by a `#!` line; for `#!/usr/bin/env NAME`, NAME found on `searchPath`. */
function interpreterOf(file: string, searchPath: string): string[] {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const buffer = Buffer.alloc(256);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const line = buffer.subarray(0, length).toString('latin1');
    if (!line.startsWith('#!')) return [];
    const words = line.slice(2).split('\n')[0].trim().split(/\s+/);
    const interpreter = words[0];
    if (!interpreter || !isAbsolute(interpreter)) return [];
    if (!interpreter.endsWith('/env')) return [interpreter];
    const name = words.find((word, index) => index > 0 && !word.startsWith('-'));
    if (!name) return [interpreter];
    for (const directory of searchPath.split(':')) {
      if (!isAbsolute(directory)) continue;
      try {
        if (statSync(join(directory, name)).isFile()) return [interpreter, join(directory, name)];
      } catch {
        // not in this directory
      }
    }
    return [interpreter];
  } catch {
    return [];
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function withRealPaths(files: string[]): string[] {
  const all = new Set<string>();
  for (const file of files) {
    all.add(file);
    try {
      all.add(realpathSync(file));
    } catch {
      // a missing file: the program will fail with its own ENOENT
    }
  }
  return [...all];
}

function homeEntries(home: string): HomeEntry[] {
  let names: string[];
  try {
    names = readdirSync(home).sort().slice(0, MAX_HOME_ENTRIES);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const fact = pathFact(join(home, name));
    return fact ? [{ name, fact }] : [];
  });
}

/**
 * Looks at the machine for one policy (lstat, readdir, realpath and a 256-byte read of the
 * program's first line; nothing runs).
 *
 * @example
 * const facts = gatherHostFacts(policy);
 * const { file, args } = compileBubblewrap(policy, facts);
 */
export function gatherHostFacts(policy: SandboxPolicy, options: { prlimit?: string; rootOnly?: readonly string[] } = {}): HostFacts {
  const program = withRealPaths([policy.argv0]);
  // A `#!` script's interpreter, and an ELF program's loader (only an ELF file: the program names
  // it, and a loader path that is no ELF file would show a file without starting anything).
  const interpreters = program.flatMap((file) => {
    const loader = elfInterpreter(file);
    return loader !== undefined ? (isElfFile(loader) ? [loader] : []) : interpreterOf(file, policy.env.PATH ?? '/usr/bin:/bin');
  });
  const programFiles = withRealPaths([...program, ...interpreters]);
  const mentioned = [
    ...SYSTEM_VIEW, policy.homeDir, ...policy.visibleHomeFiles, ...policy.readableRoots, ...policy.writableRoots,
    ...policy.extraReadable, ...policy.extraWritable, ...policy.hiddenPaths, ...programFiles, ...programFiles.map((file) => dirname(file)),
    ...programFiles.map((file) => dirname(dirname(file))),
  ];
  const etcSecrets = existingEntries('/etc', MASKED_ETC_PATHS);
  const credentialStores = existingEntries(policy.homeDir, CREDENTIAL_STORES);
  const paths: Record<string, PathFact> = {};
  for (const path of [...mentioned, ...etcSecrets, ...credentialStores]) {
    const fact = pathFact(path);
    if (fact) paths[path] = fact;
    // A symlinked root or hidden path is mounted or masked where it leads, too.
    if (fact?.kind === 'symlink' && fact.realPath) {
      const target = pathFact(fact.realPath);
      if (target) paths[fact.realPath] = target;
    }
  }
  const prlimit = options.prlimit ?? (pathFact('/usr/bin/prlimit') ? '/usr/bin/prlimit' : undefined);
  const rootOnly = (options.rootOnly ?? []).filter((path) => {
    const fact = pathFact(path);
    if (fact) paths[path] = fact;
    return fact !== undefined;
  });
  // The same mounts the profile binds (roots and grants): one that shows HOME has it rebuilt from its entries.
  const mounts = [...policy.readableRoots, ...policy.writableRoots, ...policy.extraReadable, ...policy.extraWritable];
  const homeShown = mounts.some((mount) => showsHome(mount, policy.homeDir, paths));
  const seccomp = hostSeccompFilter();
  return {
    paths, etcSecrets, credentialStores, programFiles,
    uid: process.getuid?.() ?? 0, gid: process.getgid?.() ?? 0,
    ...(prlimit ? { prlimit } : {}),
    ...(homeShown ? { homeEntries: homeEntries(policy.homeDir) } : {}),
    ...(rootOnly.length > 0 ? { rootOnly } : {}),
    ...(seccomp ? { seccomp } : {}),
  };
}
