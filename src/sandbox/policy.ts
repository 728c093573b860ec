/**
 * The plain-data description of one call's confinement (DESIGN.md "Confinement"): what the
 * governance decision allows, before any mechanism is chosen. src/sandbox/bubblewrap.ts and
 * src/sandbox/seatbelt.ts compile it; docs/sandbox.md explains each member.
 */

/** Resource bounds of one call. Each is enforced per call (docs/sandbox.md "Limits"). */
export interface SandboxLimits {
  /** Address space of each process, in bytes (RLIMIT_AS); a memory bomb fails to allocate past it. */
  memoryBytes: number;
  /** Processes and threads the call may have at once (RLIMIT_NPROC in its own user namespace, or a pids cgroup as root). */
  maxProcesses: number;
  /** Largest file the call may write, in bytes (RLIMIT_FSIZE); past it the writer gets SIGXFSZ. */
  fileSizeBytes: number;
  /** CPU seconds of each process (RLIMIT_CPU); past it the process gets SIGXCPU, then SIGKILL. */
  cpuSeconds: number;
}

/** Everything a sandbox needs to know about one call. Plain data: no functions, no handles. */
export interface SandboxPolicy {
  /** Absolute path of the program (as the caller resolved it, symlinks and all). */
  argv0: string;
  /** Arguments after the program. */
  argv: string[];
  /** Working directory; must lie inside a root (or be the only root). */
  cwd: string;
  /** Directories (real paths) the call may read: the usable roots it was not allowed to write. */
  readableRoots: string[];
  /** Directories (real paths) the call may read and write: roots of a call allowed to write. */
  writableRoots: string[];
  /** Whether the call keeps the host's network; `false` gives it a network namespace with only its own loopback. */
  network: boolean;
  /** The user's home directory as svc sees it; inside the sandbox it is an empty directory plus {@link visibleHomeFiles}. */
  homeDir: string;
  /**
   * Absolute paths under {@link homeDir} shown read-only (configuration programs need, such as
   * `~/.gitconfig`; see {@link VISIBLE_HOME_FILES} in home-files.ts). Only paths that exist.
   */
  visibleHomeFiles: string[];
  /** Operator grants for this module: extra paths readable (a `~/.kube` a kubectl module needs). */
  extraReadable: string[];
  /** Operator grants for this module: extra paths writable (a cache a build tool needs). */
  extraWritable: string[];
  /**
   * svc's own files (`~/.svc`, the ACL file, audit log, salt, caches, kept outputs): invisible
   * even when they lie inside a root or the system view. Masked after every other mount.
   */
  hiddenPaths: string[];
  /** Resource bounds. */
  limits: SandboxLimits;
  /** The program's whole environment: nothing else from svc's environment reaches it. */
  env: Record<string, string>;
}

/**
 * The limits a call gets when the operator configured none: generous for git, rg, jq and
 * compilers, small enough that a runaway call cannot take the machine.
 *
 * @example
 * const policy = { ...rest, limits: DEFAULT_SANDBOX_LIMITS };
 */
export const DEFAULT_SANDBOX_LIMITS: Readonly<SandboxLimits> = Object.freeze({
  memoryBytes: 4 * 1024 ** 3,
  maxProcesses: 256,
  fileSizeBytes: 1024 ** 3,
  cpuSeconds: 300,
});

/** The directory inside the sandbox that is its private, writable, per-call temporary directory. */
export const SANDBOX_TMP = '/tmp';
