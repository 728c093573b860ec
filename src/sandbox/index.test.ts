import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesListEntry } from './credential-stores.js';
import { describeConfinement } from './describe.js';
import { formatDoctorReport, doctorReport } from './doctor.js';
import { findOnPath, INSTALL_BUBBLEWRAP_FIX, privilegeOf, probeSandbox, userNamespaceFix } from './probe.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';
import { HINT_WINDOW_CHARS, sandboxRefusalHint } from './refusal-hint.js';
import { compileSeatbelt } from './seatbelt.js';

const HOME = '/Users/me';
const policy: SandboxPolicy = {
  argv0: '/usr/bin/git', argv: ['status'], cwd: '/w/proj', readableRoots: ['/w/docs'], writableRoots: ['/w/proj'], network: false,
  homeDir: HOME, visibleHomeFiles: [`${HOME}/.gitconfig`], extraReadable: [], extraWritable: [], hiddenPaths: [`${HOME}/.svc`, '/var/log/svc "audit".log'],
  limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin', TMPDIR: '/private/tmp/svc-call-1' },
};

describe('compileSeatbelt (text only: untested on a Mac)', () => {
  it('denies by default, reads the system and roots, writes only roots and the private tmp, no network, denies hidden paths last', () => {
    const profile = compileSeatbelt(policy);
    const lines = profile.trimEnd().split('\n');
    expect(lines.slice(0, 3)).toEqual(['(version 1)', '(deny default)', '(allow process-exec)']);
    const read = lines.find((line) => line.startsWith('(allow file-read*'))!;
    expect(read).toContain('(subpath "/usr")');
    expect(read).toContain('(subpath "/w/docs") (subpath "/w/proj")');
    expect(read).toContain(`(literal "${HOME}/.gitconfig")`);
    const write = lines.find((line) => line.startsWith('(allow file-write*'))!;
    expect(write).toBe('(allow file-write* (subpath "/w/proj") (subpath "/private/tmp/svc-call-1") (literal "/dev/null") (literal "/dev/tty"))');
    expect(profile).not.toContain('network');
    const deny = lines.at(-1)!;
    expect(deny.startsWith('(deny file-read* file-write* ')).toBe(true);
    expect(deny).toContain(`(subpath "${HOME}/.ssh")`);
    expect(deny).toContain(`(regex #"^\\/Users\\/me\\/\\.cargo\\/credentials[^/]*$")`);
    expect(deny).toContain(`(subpath "${HOME}/.svc") (subpath "/var/log/svc \\"audit\\".log")`);
  });

  it('allows the network only when the policy does, and drops a granted credential store from the denials', () => {
    const profile = compileSeatbelt({ ...policy, network: true, extraReadable: [`${HOME}/.kube`] });
    expect(profile).toContain('(allow network*)');
    expect(profile.split('\n').find((line) => line.startsWith('(deny'))).not.toContain(`"${HOME}/.kube"`);
  });

  it('allows a grant inside a denied store again after the denial, never a hidden path', () => {
    const lines = compileSeatbelt({ ...policy, extraReadable: [`${HOME}/.ssh/known_hosts`, `${HOME}/.svc/acl.yaml`] }).trimEnd().split('\n');
    expect(lines.at(-2)).toContain(`(subpath "${HOME}/.ssh")`);
    expect(lines.at(-1)).toBe(`(allow file-read* (subpath "${HOME}/.ssh/known_hosts"))`);
  });
});

describe('list entries', () => {
  it('match whole names, prefixes and prefix-suffix pairs within one directory', () => {
    expect(matchesListEntry('.cargo/credentials.toml', '.cargo/credentials*')).toBe(true);
    expect(matchesListEntry('.cargo/credentials/x', '.cargo/credentials*')).toBe(false);
    expect(matchesListEntry('ssh/ssh_host_ed25519_key', 'ssh/ssh_host_*_key')).toBe(true);
    expect(matchesListEntry('ssh/ssh_host_ed25519_key.pub', 'ssh/ssh_host_*_key')).toBe(false);
    expect(matchesListEntry('shadow', 'shadow')).toBe(true);
  });
});

describe('describeConfinement', () => {
  it('is the small facts object of results and audit lines', () => {
    expect(describeConfinement({ ...policy, extraWritable: ['/cache', '/w/proj'] })).toEqual({
      mechanism: 'bubblewrap', writable: ['/w/proj', '/cache'], network: false, limits: DEFAULT_SANDBOX_LIMITS,
    });
  });
});

describe('sandboxRefusalHint', () => {
  const end = (stderr: string, exitCode: number | null = 1, signal: NodeJS.Signals | null = null) => ({ stderr, exitCode, signal });
  it('names what was refused and what would allow it, never inviting a retry', () => {
    expect(sandboxRefusalHint(end('touch: cannot touch /etc/x: Read-only file system'), policy)).toBe(
      'The sandbox refused a write: only /w/proj is writable for this call (besides a private /tmp that is dropped afterwards). Do not retry the same call; a write elsewhere needs the operator to make that directory a root.',
    );
    expect(sandboxRefusalHint(end('bwrap: Can\'t create file at /home/me/.svc/acl.yaml: Read-only file system'), policy)).toBe(
      "svc could not build this call's sandbox (bwrap: Can't create file at /home/me/.svc/acl.yaml: Read-only file system), so the program did not run. This is svc's failure, not a refusal of the call: retrying will not help until the operator fixes it (run `svc doctor`, and report the message).",
    );
    expect(sandboxRefusalHint(end('curl: (6) Could not resolve host: example.com'), policy)).toMatch(/^The sandbox gave this call no network.*Do not retry/);
    expect(sandboxRefusalHint(end('curl: (6) Could not resolve host: example.com'), { ...policy, network: true })).toBeUndefined();
    expect(sandboxRefusalHint(end(`cat: ${HOME}/.ssh/id_rsa: No such file or directory`), policy)).toMatch(`The sandbox hides ${HOME}/.ssh`);
    expect(sandboxRefusalHint(end(`cat: ${HOME}/.svc/acl.yaml: Permission denied`), policy)).toMatch(`The sandbox hides ${HOME}/.svc`);
    // A path outside the roots (no --root: the working directory is the only root).
    expect(sandboxRefusalHint(end("/usr/bin/ls: cannot access '/srv/data': No such file or directory", 2), policy)).toBe(
      'The sandbox shows this call only /w/docs, /w/proj and the system\'s read-only directories, so /srv/data is not visible (it may exist outside). Do not retry the same call; use paths inside /w/docs, /w/proj, or ask the operator to add a root (svc serve --root) or grant the path to this tool.',
    );
    expect(sandboxRefusalHint(end("ls: cannot access '/w/proj/missing': No such file or directory", 2), policy)).toBeUndefined();
    expect(sandboxRefusalHint(end('sh: 1: /usr/bin/nope: not found\nNo such file or directory', 127), policy)).toBeUndefined();
    expect(sandboxRefusalHint(end(`ls: cannot access '${HOME}/Documents': No such file or directory`), policy)).toMatch(/shows only a few configuration files/);
    expect(sandboxRefusalHint(end('sort: memory exhausted', 2), policy)).toMatch(/out of memory at the sandbox's limit of 4096 MiB/);
    expect(sandboxRefusalHint(end('/bin/sh: 0: Cannot fork', 2), policy)).toMatch(/allows 256 at once/);
    expect(sandboxRefusalHint(end('', 152, 'SIGXCPU'), policy)).toMatch(/CPU-time limit of 300 s/);
    expect(sandboxRefusalHint(end('', 153, 'SIGXFSZ'), policy)).toMatch(/larger than the sandbox's limit of 1024 MiB/);
    expect(sandboxRefusalHint(end('', 137, 'SIGKILL'), policy)).toMatch(/killed \(SIGKILL\)/);
    expect(sandboxRefusalHint(end('fatal: not a git repository'), policy)).toBeUndefined();
  });

  it('reads only both ends of a 1 MiB stderr', () => {
    const filler = 'a'.repeat(1024 * 1024);
    expect(sandboxRefusalHint(end(`${filler}Read-only file system${filler}`), policy)).toBeUndefined();
    expect(sandboxRefusalHint(end(`${filler}\nRead-only file system`), policy)).toMatch(/refused a write/);
    // A hostile stderr answers exactly as its two windows alone do: nothing between them is read,
    // so its cost is bounded by the windows, not by its size (timed in bench/linear-input.ts, not here).
    const hostile = `${'Permission denied '.repeat(60_000)}${' /'.repeat(300_000)}\nRead-only file system`;
    const windows = `${hostile.slice(0, HINT_WINDOW_CHARS)}\n${hostile.slice(-HINT_WINDOW_CHARS)}`;
    expect(sandboxRefusalHint(end(hostile), policy)).toMatch(/refused a write/);
    expect(sandboxRefusalHint(end(hostile), policy)).toBe(sandboxRefusalHint(end(windows), policy));
    expect(HINT_WINDOW_CHARS).toBe(4096);
  });
});

describe('probeSandbox', () => {
  it('reports a missing bubblewrap with the install fix when PATH has no bwrap', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'svc-no-bwrap-'));
    expect(findOnPath('bwrap', empty)).toBeUndefined();
    expect(await probeSandbox({ searchPath: empty })).toEqual({ ok: false, reason: 'bubblewrap (bwrap) is not installed or not on PATH', fix: INSTALL_BUBBLEWRAP_FIX });
    rmSync(empty, { recursive: true });
  });

  it('reports a bwrap that cannot make namespaces, with the fix', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-fake-bwrap-'));
    mkdirSync(join(dir, 'bin'));
    // A stand-in that answers --version and fails like bwrap does without user namespaces.
    const fake = join(dir, 'bin', 'bwrap');
    spawnSync('/bin/sh', ['-c', `printf '%s\\n' '#!/bin/sh' 'if [ "$1" = --version ]; then echo "bubblewrap 0.8.0"; exit 0; fi' 'echo "bwrap: No permissions to creating new namespace" >&2; exit 1' > ${fake}; chmod 755 ${fake}`]);
    const result = await probeSandbox({ searchPath: join(dir, 'bin') });
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: 'a sandboxed run failed: bwrap: No permissions to creating new namespace' });
    rmSync(dir, { recursive: true });
  });

  it('names the AppArmor restriction and the sysctls', () => {
    expect(userNamespaceFix('x', (path) => (path.endsWith('apparmor_restrict_unprivileged_userns') ? '1' : undefined))).toMatch(/kernel\.apparmor_restrict_unprivileged_userns=0/);
    expect(userNamespaceFix('x', (path) => (path.endsWith('unprivileged_userns_clone') ? '0' : undefined))).toMatch(/kernel\.unprivileged_userns_clone=1/);
    expect(userNamespaceFix('x', (path) => (path.endsWith('max_user_namespaces') ? '0' : undefined))).toMatch(/user\.max_user_namespaces=15000/);
    expect(userNamespaceFix('bwrap: setting up uid map: Permission denied', () => undefined, 1000)).toMatch(/container without user namespaces/);
    expect(userNamespaceFix('bwrap: setting up uid map: Permission denied', () => undefined, 0)).toMatch(/CAP_SETFCAP/);
  });

  it.skipIf(!existsSync('/usr/bin/bwrap'))('proves the real mechanism, and the doctor says so', async () => {
    const probe = await probeSandbox({ searchPath: '/usr/bin' });
    expect(probe).toMatchObject({ ok: true, mechanism: 'bubblewrap', bwrapPath: '/usr/bin/bwrap', privilege: { capEff: '0000000000000000', noNewPrivs: true, seccomp: true } });
    const report = await doctorReport({ searchPath: '/usr/bin' });
    const text = formatDoctorReport(report);
    console.log(text);
    expect(text).toMatch(/^sandbox mechanism: bubblewrap \d/);
    expect(report.items.map((item) => item.name)).toEqual(['sandbox', 'privilege in the sandbox', 'user namespaces', 'landlock', 'seccomp', 'cgroups', 'prlimit']);
    expect(text).toContain("✓ privilege in the sandbox: proven by the probe's run: CapEff 0000000000000000, no_new_privs set, seccomp filter on (");
    expect(text).toContain(process.getuid?.() === 0 ? 'svc runs as root: the program is uid 0 in its own user namespace with no capability' : `svc runs as uid ${process.getuid?.()}: the program keeps that uid with no capability`);
  });

  it('reads the privilege a program holds from its status', () => {
    expect(privilegeOf('Name:\tcat\nCapEff:\t0000000000000000\nNoNewPrivs:\t1\nSeccomp:\t2\nSeccomp_filters:\t1\n')).toEqual({ capEff: '0000000000000000', noNewPrivs: true, seccomp: true });
    expect(privilegeOf('CapEff:\t000001fffeffffff\nNoNewPrivs:\t0\nSeccomp:\t0\n')).toEqual({ capEff: '000001fffeffffff', noNewPrivs: false, seccomp: false });
    expect(privilegeOf('Name:\tcat\n')).toBeUndefined();
  });
});

describe('formatDoctorReport', () => {
  it('adds a what-to-do line under each missing item', () => {
    expect(formatDoctorReport({ mechanism: 'none', items: [
      { name: 'sandbox', ok: false, detail: 'bwrap missing', fix: 'apt-get install bubblewrap' },
      { name: 'landlock', ok: undefined, detail: 'unknown', fix: 'mount securityfs' },
      { name: 'prlimit', ok: true, detail: '/usr/bin/prlimit' },
    ] })).toBe('sandbox mechanism: none\n  ✗ sandbox: bwrap missing\n      what to do: apt-get install bubblewrap\n  ? landlock: unknown\n      what to do: mount securityfs\n  ✓ prlimit: /usr/bin/prlimit\n');
  });
});
