/**
 * Proves at start that the sandbox works on this machine: a real bubblewrap run of a tiny policy
 * that reads a file in a temporary root. Bounded by a timeout. When it fails, the reason is
 * matched against the usual causes, each with its fix.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import { feedPipes, stdioWithPipes, type PipeInput } from '../shared/extra-pipes.js';
import { compileBubblewrap } from './bubblewrap.js';
import { gatherHostFacts } from './host-facts.js';
import { hostSeccompFilter } from './seccomp.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';

/** What {@link probeSandbox} found. */
export type ProbeResult =
  | { ok: true; mechanism: 'bubblewrap'; version: string; bwrapPath: string; privilege: SandboxPrivilege }
  | { ok: false; reason: string; fix: string };

/** What the probe's sandboxed program read of itself in `/proc/self/status`: the proof that it held no privilege. */
export interface SandboxPrivilege {
  /** `CapEff` as the kernel prints it (hex); all zeros when no capability is left. */
  capEff: string;
  noNewPrivs: boolean;
  /** A seccomp filter was in force (`Seccomp: 2`). */
  seccomp: boolean;
}

/**
 * Reads {@link SandboxPrivilege} from a `/proc/<pid>/status` text; undefined when a field is missing.
 *
 * @example
 * privilegeOf('CapEff:\t0000000000000000\nNoNewPrivs:\t1\nSeccomp:\t2\n'); // { capEff: '0000000000000000', noNewPrivs: true, seccomp: true }
 */
export function privilegeOf(status: string): SandboxPrivilege | undefined {
  const field = (name: string) => new RegExp(`^${name}:\\s*(\\S+)`, 'm').exec(status)?.[1];
  const capEff = field('CapEff');
  const noNewPrivs = field('NoNewPrivs');
  const seccomp = field('Seccomp');
  if (capEff === undefined || noNewPrivs === undefined || seccomp === undefined) return undefined;
  return { capEff, noNewPrivs: noNewPrivs === '1', seccomp: seccomp === '2' };
}

/** Options of {@link probeSandbox}. */
export interface ProbeOptions {
  /** bwrap to use; by default the first `bwrap` on {@link searchPath}. */
  bwrapPath?: string;
  /** Where to look for bwrap (default `process.env.PATH`); tests pass a PATH without it. */
  searchPath?: string;
  /** Whole probe's time bound in milliseconds (default 5000). */
  timeoutMs?: number;
}

/** The fix for a missing bubblewrap. */
export const INSTALL_BUBBLEWRAP_FIX = 'Install bubblewrap: apt-get install bubblewrap (Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap).';

/**
 * The first executable `name` in the `:`-separated `searchPath`, or undefined.
 *
 * @example
 * findOnPath('bwrap', '/usr/local/bin:/usr/bin'); // '/usr/bin/bwrap'
 */
export function findOnPath(name: string, searchPath: string = process.env.PATH ?? ''): string | undefined {
  for (const directory of searchPath.split(delimiter)) {
    if (!isAbsolute(directory)) continue;
    try {
      const candidate = join(directory, name);
      const stat = statSync(candidate);
      if (stat.isFile() && (stat.mode & 0o111) !== 0) return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

function readSysctl(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The fix for a failed sandboxed run, from bwrap's message and the machine's user-namespace settings.
 *
 * @example
 * userNamespaceFix('bwrap: setting up uid map: Permission denied'); // names kernel.apparmor_restrict_unprivileged_userns when it is 1
 */
export function userNamespaceFix(message: string, read: (path: string) => string | undefined = readSysctl, uid: number = process.getuid?.() ?? -1): string {
  // Since Linux 5.12 a namespace may map uid 0 only when its creator holds CAP_SETFCAP.
  if (uid === 0 && /uid map/i.test(message)) {
    return 'svc runs as root without CAP_SETFCAP in its capability bounding set, which mapping uid 0 into a user namespace needs: keep CAP_SETFCAP (it is in Docker\'s default set), or run svc as an unprivileged user.';
  }
  if (read('/proc/sys/kernel/apparmor_restrict_unprivileged_userns') === '1') {
    return "Ubuntu 24.04's AppArmor forbids unprivileged user namespaces: allow bwrap with an AppArmor profile (Ubuntu ships one as /etc/apparmor.d/bwrap-userns-restrict), or set sysctl kernel.apparmor_restrict_unprivileged_userns=0.";
  }
  if (read('/proc/sys/kernel/unprivileged_userns_clone') === '0') {
    return 'This kernel forbids unprivileged user namespaces: set sysctl kernel.unprivileged_userns_clone=1 (Debian), or run svc where user namespaces are allowed.';
  }
  if (read('/proc/sys/user/max_user_namespaces') === '0') {
    return 'User namespaces are disabled (user.max_user_namespaces=0): set sysctl user.max_user_namespaces=15000.';
  }
  if (/namespace|uid map|operation not permitted/i.test(message)) {
    return 'bubblewrap cannot create namespaces here, as in a container without user namespaces: run the container with user namespaces allowed (e.g. Docker --security-opt seccomp=unconfined, or a runtime that permits them), or run svc on the host.';
  }
  return 'Run `svc doctor` for what this machine can enforce; the sandbox mode `off` serves without it (argument governance alone).';
}

function run(file: string, args: string[], timeoutMs: number, inputs: readonly PipeInput[] = []): Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const child = spawn(file, args, { stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], [], inputs) });
    feedPipes(child, inputs);
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => { if (stdout.length < 65_536) stdout += chunk; });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => { if (stderr.length < 65_536) stderr += chunk; });
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: stderr || error.message, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr, timedOut });
    });
  });
}

/**
 * Runs bubblewrap for real on a tiny policy (read one file in a temporary root) and reports
 * whether the sandbox works, with bwrap's version; or why not, with the fix.
 *
 * @example
 * const probe = await probeSandbox();
 * if (!probe.ok) console.error(`sandbox unavailable: ${probe.reason}. ${probe.fix}`);
 */
export async function probeSandbox(options: ProbeOptions = {}): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const bwrapPath = options.bwrapPath ?? findOnPath('bwrap', options.searchPath ?? process.env.PATH ?? '');
  if (!bwrapPath) return { ok: false, reason: 'bubblewrap (bwrap) is not installed or not on PATH', fix: INSTALL_BUBBLEWRAP_FIX };
  const versionRun = await run(bwrapPath, ['--version'], timeoutMs);
  if (versionRun.code !== 0) return { ok: false, reason: `${bwrapPath} --version failed: ${versionRun.stderr.trim() || 'no output'}`, fix: INSTALL_BUBBLEWRAP_FIX };
  const version = versionRun.stdout.trim().replace(/^bubblewrap\s+/, '');
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'svc-sandbox-probe-')));
  try {
    writeFileSync(join(root, 'probe.txt'), 'svc-sandbox-probe\n');
    const policy: SandboxPolicy = {
      argv0: findOnPath('cat', '/usr/bin:/bin') ?? '/bin/cat', argv: ['probe.txt', '/proc/self/status'], cwd: root, readableRoots: [root], writableRoots: [], network: false,
      homeDir: homedir(), visibleHomeFiles: [], extraReadable: [], extraWritable: [], hiddenPaths: [], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin' },
    };
    const { args, inputs } = compileBubblewrap(policy, gatherHostFacts(policy), bwrapPath);
    const probe = await run(bwrapPath, args, timeoutMs, inputs);
    if (probe.timedOut) return { ok: false, reason: `a sandboxed run did not finish within ${timeoutMs} ms`, fix: 'Check the machine\'s load and `svc doctor`; the sandbox mode `off` serves without it.' };
    if (probe.code === 0 && probe.stdout.startsWith('svc-sandbox-probe\n')) {
      // A sandbox whose program keeps a capability, or runs without the filter, is no boundary.
      const privilege = privilegeOf(probe.stdout);
      if (!privilege) return { ok: false, reason: 'the sandboxed program could not read its own /proc/self/status', fix: 'Run `svc doctor`; the sandbox mode `off` serves without it.' };
      if (!/^0+$/.test(privilege.capEff) || !privilege.noNewPrivs || (hostSeccompFilter() !== undefined && !privilege.seccomp)) {
        return {
          ok: false,
          reason: `the sandboxed program kept privilege (CapEff ${privilege.capEff}, NoNewPrivs ${privilege.noNewPrivs ? 1 : 0}, seccomp filter ${privilege.seccomp ? 'on' : 'off'})`,
          fix: 'Install a bubblewrap that supports --cap-drop and --seccomp (0.4 or later).',
        };
      }
      return { ok: true, mechanism: 'bubblewrap', version, bwrapPath, privilege };
    }
    const message = probe.stderr.trim().split('\n')[0] || `exit ${probe.code}`;
    return { ok: false, reason: `a sandboxed run failed: ${message}`, fix: userNamespaceFix(message) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
