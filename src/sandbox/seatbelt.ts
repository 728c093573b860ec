/**
 * Compiles a {@link SandboxPolicy} into a macOS `sandbox-exec` (Seatbelt) profile. Untested on a
 * Mac (svc's CI is Linux): the text is unit-tested here, the behaviour is not; docs/sandbox.md
 * "macOS" says so. In the profile language a later rule wins over an earlier one, so the denials
 * of svc's files and credential stores come last.
 */
import { dirname, join } from 'node:path';
import { CREDENTIAL_STORES } from './credential-stores.js';
import { isSameOrInside } from './paths.js';
import type { SandboxPolicy } from './policy.js';

/** System locations every program reads on macOS. */
export const SEATBELT_SYSTEM_READS: readonly string[] = Object.freeze([
  '/usr', '/bin', '/sbin', '/opt', '/System', '/Library', '/private/etc', '/private/var/db/timezone', '/dev', '/Applications/Xcode.app',
]);

/** A Seatbelt string literal. */
function quoted(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A Seatbelt regex literal matching `text` literally. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/"]/g, (char) => `\\${char}`);
}

/** A filter for one credential-store entry under `homeDir` (a trailing `*` is a prefix in one directory). */
function credentialFilter(homeDir: string, entry: string): string {
  const star = entry.indexOf('*');
  if (star < 0) return `(subpath ${quoted(join(homeDir, entry))})`;
  return `(regex #"^${regexLiteral(join(homeDir, entry.slice(0, star)))}[^/]*${regexLiteral(entry.slice(star + 1))}$")`;
}

/**
 * The `sandbox-exec -p` profile text for `policy`: deny by default; processes may run and fork;
 * reads of the system, the roots, the grants, the visible HOME files and the program's directory;
 * writes only in the writable roots, the grants and the private temporary directory (`privateTmp`,
 * by default the policy's `TMPDIR`); network only when allowed; svc's own files and credential
 * stores denied last.
 *
 * @example
 * const profile = compileSeatbelt(policy);
 * spawn('/usr/bin/sandbox-exec', ['-p', profile, policy.argv0, ...policy.argv]);
 */
export function compileSeatbelt(policy: SandboxPolicy, privateTmp: string | undefined = policy.env.TMPDIR): string {
  const lines: string[] = ['(version 1)', '(deny default)', '(allow process-exec)', '(allow process-fork)', '(allow signal (target same-sandbox))', '(allow sysctl-read)', '(allow mach-lookup)', '(allow ipc-posix-shm)'];
  const reads = [
    ...SEATBELT_SYSTEM_READS.map((path) => `(subpath ${quoted(path)})`),
    '(literal "/")',
    ...[...policy.readableRoots, ...policy.writableRoots, ...policy.extraReadable, ...policy.extraWritable].map((path) => `(subpath ${quoted(path)})`),
    ...policy.visibleHomeFiles.map((path) => `(literal ${quoted(path)})`),
    ...(dirname(policy.argv0) !== policy.homeDir ? [`(subpath ${quoted(dirname(policy.argv0))})`] : [`(literal ${quoted(policy.argv0)})`]),
    ...(privateTmp ? [`(subpath ${quoted(privateTmp)})`] : []),
  ];
  lines.push(`(allow file-read* ${reads.join(' ')})`);
  const writes = [...policy.writableRoots, ...policy.extraWritable, ...(privateTmp ? [privateTmp] : [])].map((path) => `(subpath ${quoted(path)})`);
  lines.push(`(allow file-write* ${[...writes, '(literal "/dev/null")', '(literal "/dev/tty")'].join(' ')})`);
  if (policy.network) lines.push('(allow network*)', '(allow system-socket)');
  const grants = [...policy.extraReadable, ...policy.extraWritable];
  const storeGranted = (entry: string): boolean => !entry.includes('*') && grants.some((grant) => isSameOrInside(join(policy.homeDir, entry), grant));
  const deniedStores = CREDENTIAL_STORES.filter((entry) => !storeGranted(entry));
  const hidden = [
    ...deniedStores.map((entry) => credentialFilter(policy.homeDir, entry)),
    ...policy.hiddenPaths.map((path) => `(subpath ${quoted(path)})`),
  ];
  if (hidden.length) lines.push(`(deny file-read* file-write* ${hidden.join(' ')})`);
  // A grant inside a denied store (`~/.ssh/known_hosts`) is allowed again after the denial; svc's own files never are.
  const inStore = (path: string): boolean => deniedStores.some((entry) => !entry.includes('*') && isSameOrInside(path, join(policy.homeDir, entry)));
  const isHidden = (path: string): boolean => policy.hiddenPaths.some((hiddenPath) => isSameOrInside(path, hiddenPath));
  const regrantReads = grants.filter((grant) => inStore(grant) && !isHidden(grant));
  const regrantWrites = policy.extraWritable.filter((grant) => inStore(grant) && !isHidden(grant));
  if (regrantReads.length) lines.push(`(allow file-read* ${regrantReads.map((path) => `(subpath ${quoted(path)})`).join(' ')})`);
  if (regrantWrites.length) lines.push(`(allow file-write* ${regrantWrites.map((path) => `(subpath ${quoted(path)})`).join(' ')})`);
  return `${lines.join('\n')}\n`;
}
