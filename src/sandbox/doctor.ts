/**
 * What this machine can enforce, for `svc doctor`: the sandbox mechanism, user namespaces,
 * Landlock, seccomp, cgroups and prlimit, each with what to do when it is missing. Landlock's ABI
 * version needs the `landlock_create_ruleset` system call, which Node cannot make; the report
 * reads the LSM list in `/sys/kernel/security/lsm` instead (docs/sandbox.md "svc doctor").
 */
import { existsSync, readFileSync } from 'node:fs';
import { findOnPath, probeSandbox, type ProbeOptions, type ProbeResult } from './probe.js';
import { findRootOnly } from './root-only-files.js';
import { REFUSED_SYSCALLS } from './seccomp-syscalls.js';

/** One line of the report. `ok: undefined` means it could not be told. */
export interface DoctorItem {
  name: string;
  ok: boolean | undefined;
  detail: string;
  /** What to do, when not ok. */
  fix?: string;
}

/** The whole report. */
export interface DoctorReport {
  /** bubblewrap with version when the probe passed, else none. */
  mechanism: string;
  items: DoctorItem[];
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function userNamespaces(): DoctorItem {
  const apparmor = read('/proc/sys/kernel/apparmor_restrict_unprivileged_userns');
  const clone = read('/proc/sys/kernel/unprivileged_userns_clone');
  const max = read('/proc/sys/user/max_user_namespaces');
  if (max === '0') return { name: 'user namespaces', ok: false, detail: 'disabled (user.max_user_namespaces=0)', fix: 'sysctl -w user.max_user_namespaces=15000' };
  if (clone === '0') return { name: 'user namespaces', ok: false, detail: 'unprivileged ones forbidden (kernel.unprivileged_userns_clone=0)', fix: 'sysctl -w kernel.unprivileged_userns_clone=1' };
  if (apparmor === '1') return { name: 'user namespaces', ok: false, detail: "unprivileged ones restricted by AppArmor (Ubuntu 24.04's kernel.apparmor_restrict_unprivileged_userns=1)", fix: 'load an AppArmor profile allowing bwrap (/etc/apparmor.d/bwrap-userns-restrict) or sysctl -w kernel.apparmor_restrict_unprivileged_userns=0' };
  return { name: 'user namespaces', ok: true, detail: `unprivileged allowed${max ? ` (max ${max})` : ''}` };
}

function landlock(): DoctorItem {
  const lsm = read('/sys/kernel/security/lsm');
  if (lsm === undefined) return { name: 'landlock', ok: undefined, detail: 'unknown: /sys/kernel/security/lsm is not readable here (securityfs not mounted, as in many containers)', fix: 'not needed by the bubblewrap sandbox; mount securityfs to see it' };
  return lsm.split(',').includes('landlock')
    ? { name: 'landlock', ok: true, detail: `enabled (LSMs: ${lsm}); its ABI version is not readable from Node` }
    : { name: 'landlock', ok: false, detail: `not enabled (LSMs: ${lsm})`, fix: 'not needed by the bubblewrap sandbox; boot with lsm=...,landlock to enable it' };
}

function seccomp(): DoctorItem {
  const status = read('/proc/self/status') ?? '';
  const line = status.split('\n').find((entry) => entry.startsWith('Seccomp:'));
  return line
    ? { name: 'seccomp', ok: true, detail: `available (${line.replace(/\s+/g, ' ')})` }
    : { name: 'seccomp', ok: false, detail: 'the kernel reports no seccomp support', fix: 'a kernel built with CONFIG_SECCOMP' };
}

function cgroups(): DoctorItem {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const delegated = read('/sys/fs/cgroup/cgroup.subtree_control') ?? '';
    return delegated.includes('pids')
      ? { name: 'cgroups', ok: true, detail: `v2, delegated controllers: ${delegated}` }
      : { name: 'cgroups', ok: false, detail: 'v2 without a delegated pids controller; processes are bounded by RLIMIT_NPROC in the own user namespace', fix: 'as root svc needs the pids controller to bound a fork bomb: enable it in cgroup.subtree_control, or run svc as an unprivileged user' };
  }
  if (existsSync('/sys/fs/cgroup/pids/cgroup.procs')) {
    return { name: 'cgroups', ok: true, detail: `v1 with a pids hierarchy${process.getuid?.() === 0 ? ' (svc is root: a call can get its own pids cgroup)' : ''}` };
  }
  return { name: 'cgroups', ok: false, detail: 'no pids controller found', fix: 'as root svc cannot bound the processes of a call without one; run svc as an unprivileged user (RLIMIT_NPROC works then)' };
}

/**
 * What a sandboxed program holds, proven by the probe's own run, and who it runs as: as root the
 * program is uid 0 without capabilities, so files only root may read are masked by their mode.
 */
function privilege(probe: ProbeResult, rootOnlyFound: number | undefined): DoctorItem {
  if (!probe.ok) return { name: 'privilege in the sandbox', ok: undefined, detail: 'not proven: the probe did not run', fix: 'fix the sandbox first' };
  const { capEff, noNewPrivs, seccomp } = probe.privilege;
  const refused = REFUSED_SYSCALLS.length;
  const held = `CapEff ${capEff}, no_new_privs ${noNewPrivs ? 'set' : 'unset'}, seccomp filter ${seccomp ? `on (${refused} calls refused, namespaces through clone)` : 'off'}`;
  const who = process.getuid?.() === 0
    ? `svc runs as root: the program is uid 0 in its own user namespace with no capability, so other users' private files are closed to it by the kernel; files of /etc, /opt and /usr/local that only root may read are masked by their mode${rootOnlyFound !== undefined ? ` (${rootOnlyFound} found)` : ''}`
    : `svc runs as uid ${process.getuid?.() ?? '?'}: the program keeps that uid with no capability, so the kernel's own permissions close root's and other users' files to it`;
  return { name: 'privilege in the sandbox', ok: true, detail: `proven by the probe's run: ${held}; ${who}` };
}

function prlimit(): DoctorItem {
  const path = findOnPath('prlimit', '/usr/bin:/bin:/usr/sbin:/sbin');
  return path
    ? { name: 'prlimit', ok: true, detail: `${path}: memory, processes, file size and CPU time are bounded per call` }
    : { name: 'prlimit', ok: false, detail: 'missing: calls run without rlimits', fix: 'apt-get install util-linux' };
}

/**
 * Looks at the machine (and runs the sandbox probe once).
 *
 * @example
 * console.log(formatDoctorReport(await doctorReport()));
 */
export async function doctorReport(options: ProbeOptions = {}): Promise<DoctorReport> {
  const probe = await probeSandbox(options);
  const rootOnlyFound = process.getuid?.() === 0 ? (await findRootOnly()).paths.length : undefined;
  const mechanismItem: DoctorItem = probe.ok
    ? { name: 'sandbox', ok: true, detail: `bubblewrap ${probe.version} (${probe.bwrapPath}), proven by a sandboxed run` }
    : { name: 'sandbox', ok: false, detail: probe.reason, fix: probe.fix };
  return {
    mechanism: probe.ok ? `bubblewrap ${probe.version}` : 'none',
    items: [mechanismItem, privilege(probe, rootOnlyFound), userNamespaces(), landlock(), seccomp(), cgroups(), prlimit()],
  };
}

/**
 * The report as text, one line per item, and an indented "what to do" line under each one missing.
 *
 * @example
 * formatDoctorReport({ mechanism: 'none', items: [{ name: 'sandbox', ok: false, detail: 'bwrap missing', fix: 'apt-get install bubblewrap' }] });
 * // 'sandbox mechanism: none\n  ✗ sandbox: bwrap missing\n      what to do: apt-get install bubblewrap\n'
 */
export function formatDoctorReport(report: DoctorReport): string {
  const lines = [`sandbox mechanism: ${report.mechanism}`];
  for (const item of report.items) {
    const mark = item.ok === true ? '✓' : item.ok === false ? '✗' : '?';
    lines.push(`  ${mark} ${item.name}: ${item.detail}`);
    if (item.ok !== true && item.fix) lines.push(`      what to do: ${item.fix}`);
  }
  return `${lines.join('\n')}\n`;
}
