/**
 * Recognises, in a failed program's stderr and exit, that the sandbox refused it something, and
 * says so in one sentence a model can act on. Looks at no more than the first and last
 * {@link HINT_WINDOW_CHARS} characters, with plain substring searches, so a 1 MiB stderr costs
 * next to nothing.
 */
import { join } from 'node:path';
import { CREDENTIAL_STORES } from './credential-stores.js';
import type { SandboxPolicy } from './policy.js';

/** How much of each end of stderr is read. */
export const HINT_WINDOW_CHARS = 4096;

/** How a program ended, as the runner observed it. */
export interface ProgramEnd {
  stderr: string;
  /** Exit status (128 + signal number when a signal ended it), or null. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
}

const NO_RETRY = 'Do not retry the same call';

function window(text: string): string {
  if (text.length <= 2 * HINT_WINDOW_CHARS) return text;
  return `${text.slice(0, HINT_WINDOW_CHARS)}\n${text.slice(-HINT_WINDOW_CHARS)}`;
}

function containsAny(text: string, needles: readonly string[]): boolean {
  return needles.some((needle) => text.includes(needle));
}

const mib = (bytes: number): string => `${Math.round(bytes / 1024 ** 2)} MiB`;

/** Where the read-only system view lies: a missing file there is the program's own business. */
const SYSTEM_PREFIXES = ['/usr/', '/bin/', '/sbin/', '/lib', '/opt/', '/etc/', '/proc/', '/dev/'];

/** Absolute paths quoted in a bounded text: each starts at a `/` after a quote, space or line start. */
function absolutePathsIn(text: string): string[] {
  const paths: string[] = [];
  for (let at = text.indexOf('/'); at !== -1 && paths.length < 16; at = text.indexOf('/', at + 1)) {
    const before = at === 0 ? ' ' : text[at - 1]!;
    if (!" '\"`‘“(\n".includes(before)) continue;
    let end = at;
    while (end < text.length && !" '\"`’”):\n".includes(text[end]!)) end++;
    paths.push(text.slice(at, end));
    at = end;
  }
  return paths;
}

/**
 * One sentence explaining a sandbox refusal in the failure of a program, or undefined when
 * nothing points at the sandbox.
 *
 * @example
 * sandboxRefusalHint({ stderr: 'touch: cannot touch /etc/x: Read-only file system', exitCode: 1, signal: null }, policy);
 * // 'The sandbox refused a write: only /w/proj is writable for this call ... Do not retry the same call; ...'
 */
export function sandboxRefusalHint(end: ProgramEnd, policy: SandboxPolicy): string | undefined {
  const text = window(end.stderr);
  const lower = text.toLowerCase();
  const { limits } = policy;
  // bubblewrap itself failed to build the sandbox: svc's failure, not the call's.
  if (text.startsWith('bwrap: ')) {
    const message = text.split('\n')[0]!.slice(0, 300);
    return `svc could not build this call's sandbox (${message}), so the program did not run. This is svc's failure, not a refusal of the call: retrying will not help until the operator fixes it (run \`svc doctor\`, and report the message).`;
  }
  if (end.signal === 'SIGXCPU' || end.exitCode === 152) {
    return `The program was stopped at the sandbox's CPU-time limit of ${limits.cpuSeconds} s. ${NO_RETRY}; narrow the work (fewer files, a smaller input) or ask the operator to raise the limit.`;
  }
  if (end.signal === 'SIGXFSZ' || end.exitCode === 153 || lower.includes('file too large')) {
    return `The program tried to write a file larger than the sandbox's limit of ${mib(limits.fileSizeBytes)}. ${NO_RETRY}; write less, or ask the operator to raise the limit.`;
  }
  if (containsAny(lower, ['cannot allocate memory', 'memory exhausted', 'out of memory', 'memoryerror', 'bad_alloc', 'failed to allocate'])) {
    return `The program ran out of memory at the sandbox's limit of ${mib(limits.memoryBytes)} per process. ${NO_RETRY}; give it a smaller input, or ask the operator to raise the limit.`;
  }
  if (containsAny(lower, ['cannot fork', 'fork: resource temporarily unavailable', 'fork failed', "can't fork"])) {
    return `The program could not start more processes: the sandbox allows ${limits.maxProcesses} at once. ${NO_RETRY}; ask for less parallel work, or ask the operator to raise the limit.`;
  }
  if (end.signal === 'SIGKILL' || end.exitCode === 137) {
    return `The program was killed (SIGKILL), at a sandbox limit (CPU ${limits.cpuSeconds} s, memory ${mib(limits.memoryBytes)}) or at the call's timeout. ${NO_RETRY}; make the work smaller.`;
  }
  if (lower.includes('read-only file system')) {
    const writable = [...policy.writableRoots, ...policy.extraWritable];
    if (writable.length === 0) {
      return `The sandbox refused a write: this call ran in the read-only profile (roots read-only, only a private /tmp writable and dropped afterwards). ${NO_RETRY}; ` +
        "a write in the roots runs once approved: svc asks for tools that write (the ACL's generated writes rule) and for calls that set a write parameter, and the operator can let a tool write without asking (writes: allow in config.yaml) or put it behind approval in the ACL (conditions: {require_approval: true}).";
    }
    return `The sandbox refused a write: only ${writable.join(', ')} ${writable.length === 1 ? 'is' : 'are'} writable for this call (besides a private /tmp that is dropped afterwards). ${NO_RETRY}; a write elsewhere needs the operator to make that directory a root.`;
  }
  if (!policy.network && containsAny(lower, ['network is unreachable', 'could not resolve host', 'temporary failure in name resolution', 'name or service not known', 'connection refused', 'getaddrinfo', 'no address associated', 'failed to connect'])) {
    return `The sandbox gave this call no network, so the connection failed. ${NO_RETRY}; network access needs the operator to allow it for this tool (an open-world module the ACL allows).`;
  }
  if (containsAny(lower, ['permission denied', 'no such file or directory', 'operation not permitted'])) {
    const hidden = [...policy.hiddenPaths, ...CREDENTIAL_STORES.map((entry) => join(policy.homeDir, entry.replace(/\*.*$/, '')))];
    const named = hidden.find((path) => text.includes(path));
    if (named) {
      return `The sandbox hides ${named}: svc's own files and credential stores are never visible to programs. ${NO_RETRY}; only the operator can grant a credential store to this tool, and svc's own files are never granted.`;
    }
    const rootsInHome = [...policy.readableRoots, ...policy.writableRoots, ...policy.extraReadable, ...policy.extraWritable].some((root) => root.startsWith(`${policy.homeDir}/`) || root === policy.homeDir);
    if (!rootsInHome && text.includes(`${policy.homeDir}/`)) {
      return `The sandbox shows only a few configuration files of ${policy.homeDir}, so that path is not visible. ${NO_RETRY}; work inside the roots, or ask the operator to grant the path to this tool.`;
    }
    // Any other missing absolute path outside what the call sees: the usual case with no --root,
    // where the working directory is the only root and a model passes a path elsewhere.
    if (lower.includes('no such file or directory')) {
      const visible = [...policy.readableRoots, ...policy.writableRoots, ...policy.extraReadable, ...policy.extraWritable];
      const outside = absolutePathsIn(text).find((path) => !visible.some((root) => path === root || path.startsWith(`${root}/`)) && !SYSTEM_PREFIXES.some((prefix) => path.startsWith(prefix)));
      if (outside) {
        return `The sandbox shows this call only ${visible.join(', ')} and the system's read-only directories, so ${outside} is not visible (it may exist outside). ${NO_RETRY}; use paths inside ${visible.join(', ')}, or ask the operator to add a root (svc serve --root) or grant the path to this tool.`;
      }
    }
  }
  return undefined;
}
