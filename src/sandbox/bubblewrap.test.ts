import { describe, expect, it } from 'vitest';
import { compileBubblewrap, programMount, unmaskableHiddenPaths } from './bubblewrap.js';
import type { HostFacts } from './host-facts.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';

const HOME = '/home/me';
const facts: HostFacts = {
  paths: {
    '/usr': { kind: 'directory' },
    '/bin': { kind: 'symlink', linkText: 'usr/bin', realPath: '/usr/bin' },
    '/lib': { kind: 'symlink', linkText: 'usr/lib', realPath: '/usr/lib' },
    '/etc': { kind: 'directory' },
    '/opt': { kind: 'directory' },
    '/etc/shadow': { kind: 'file' },
    '/etc/sudoers.d': { kind: 'directory' },
    [`${HOME}/.gitconfig`]: { kind: 'file' },
    [`${HOME}/.ssh`]: { kind: 'directory' },
    [`${HOME}/.svc`]: { kind: 'directory' },
    [`${HOME}/.netrc`]: { kind: 'file' },
    '/w/proj': { kind: 'directory' },
    '/w/docs': { kind: 'directory' },
    '/w/link': { kind: 'symlink', linkText: 'proj', realPath: '/w/proj' },
  },
  etcSecrets: ['/etc/shadow', '/etc/sudoers.d'],
  credentialStores: [`${HOME}/.ssh`, `${HOME}/.netrc`],
  programFiles: ['/usr/bin/git'],
  uid: 1000,
  gid: 1000,
  prlimit: '/usr/bin/prlimit',
};

function policy(overrides: Partial<SandboxPolicy> = {}): SandboxPolicy {
  return {
    argv0: '/usr/bin/git', argv: ['status'], cwd: '/w/proj', readableRoots: ['/w/docs'], writableRoots: ['/w/proj'], network: false,
    homeDir: HOME, visibleHomeFiles: [`${HOME}/.gitconfig`], extraReadable: [], extraWritable: [], hiddenPaths: [`${HOME}/.svc`],
    limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' }, ...overrides,
  };
}

describe('compileBubblewrap', () => {
  it('emits the whole profile in order', () => {
    const { file, args } = compileBubblewrap(policy(), facts);
    expect(file).toBe('/usr/bin/bwrap');
    expect(args).toEqual([
      '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-net',
      '--uid', '1000', '--gid', '1000', '--cap-drop', 'ALL', '--die-with-parent', '--new-session',
      '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--ro-bind', '/opt', '/opt', '--ro-bind', '/etc', '/etc',
      '--tmpfs', '/tmp', '--tmpfs', '/run', '--perms', '0700', '--dir', '/run/user/1000', '--perms', '0700', '--tmpfs', HOME,
      '--ro-bind', `${HOME}/.gitconfig`, `${HOME}/.gitconfig`,
      '--ro-bind', '/w/docs', '/w/docs', '--bind', '/w/proj', '/w/proj',
      '--proc', '/proc', '--dev', '/dev',
      '--ro-bind', '/dev/null', '/etc/shadow', '--perms', '0000', '--tmpfs', '/etc/sudoers.d', '--remount-ro', '/etc/sudoers.d',
      '--chdir', '/w/proj', '--clearenv',
      '--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'LANG', 'C.UTF-8', '--setenv', 'HOME', HOME, '--setenv', 'TMPDIR', '/tmp', '--setenv', 'XDG_CACHE_HOME', '/tmp/.cache', '--setenv', 'XDG_RUNTIME_DIR', '/run/user/1000',
      '--', '/usr/bin/prlimit', `--as=${DEFAULT_SANDBOX_LIMITS.memoryBytes}`, `--nproc=${DEFAULT_SANDBOX_LIMITS.maxProcesses}`,
      `--fsize=${DEFAULT_SANDBOX_LIMITS.fileSizeBytes}`, `--cpu=${DEFAULT_SANDBOX_LIMITS.cpuSeconds}`, '--', '/usr/bin/git', 'status',
    ]);
  });

  it('keeps the network only when allowed, and adds the cgroup hand-shake when asked', () => {
    const { args } = compileBubblewrap(policy({ network: true }), { ...facts, handshake: { infoFd: 3, blockFd: 4 } });
    expect(args).not.toContain('--unshare-net');
    const at = args.indexOf('--info-fd');
    expect(args.slice(at, at + 4)).toEqual(['--info-fd', '3', '--block-fd', '4']);
  });

  it('drops every capability and hands bwrap the seccomp filter on the fd after the hand-shake\'s', () => {
    const filter = Buffer.from([6, 0, 0, 0, 0, 0, 0xff, 0x7f]);
    const plain = compileBubblewrap(policy(), { ...facts, seccomp: filter });
    expect(plain.args.join(' ')).toContain('--cap-drop ALL --seccomp 3 --die-with-parent');
    expect(plain.inputs).toEqual([{ fd: 3, data: filter }]);
    const held = compileBubblewrap(policy(), { ...facts, seccomp: filter, handshake: { infoFd: 3, blockFd: 4 } });
    expect(held.args.join(' ')).toContain('--seccomp 5');
    expect(held.inputs).toEqual([{ fd: 5, data: filter }]);
    expect(plain.args).not.toContain('--unshare-cgroup-try');
    expect(compileBubblewrap(policy(), facts).inputs).toEqual([]);
  });

  it('rebuilds HOME when a root shows it: its non-dot entries and the visible files only, and never lets env move TMPDIR or HOME', () => {
    const entries = [
      { name: '.netrc', fact: { kind: 'file' as const } }, { name: '.ssh', fact: { kind: 'directory' as const } },
      { name: '.svc', fact: { kind: 'directory' as const } }, { name: '.pip', fact: { kind: 'directory' as const } },
      { name: 'notes.txt', fact: { kind: 'file' as const } }, { name: 'src', fact: { kind: 'directory' as const } },
      { name: 'data', fact: { kind: 'symlink' as const, linkText: '/mnt/data', realPath: '/mnt/data' } },
    ];
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/proj', HOME], env: { TMPDIR: '/w/proj', HOME: '/' } }), { ...facts, homeEntries: entries });
    const text = args.join(' ');
    expect(text).toContain(`--bind ${HOME} ${HOME} --perms 0700 --tmpfs ${HOME} --bind ${HOME}/notes.txt ${HOME}/notes.txt --bind ${HOME}/src ${HOME}/src --symlink /mnt/data ${HOME}/data --ro-bind ${HOME}/.gitconfig ${HOME}/.gitconfig`);
    for (const hidden of ['.netrc', '.ssh', '.svc', '.pip']) expect(args).not.toContain(`${HOME}/${hidden}`);
    // New files at HOME's top would land in the rebuilt tmpfs and be lost: refused instead.
    expect(args.slice(args.indexOf('--chdir') - 2, args.indexOf('--chdir'))).toEqual(['--remount-ro', HOME]);
    const env = args.slice(args.indexOf('--clearenv'));
    expect(env.join(' ')).toContain('--setenv TMPDIR /tmp');
    expect(env).not.toContain('/w/proj');
    expect(env[env.lastIndexOf('HOME') + 1]).toBe(HOME);
  });

  it('rebuilds HOME under a read-only root above it too (a root of /), leaving its top a scratch tmpfs', () => {
    const { args } = compileBubblewrap(policy({ readableRoots: ['/'], writableRoots: [], cwd: '/' }), { ...facts, homeEntries: [{ name: 'src', fact: { kind: 'directory' } }] });
    expect(args.join(' ')).toContain(`--ro-bind / / --perms 0700 --tmpfs ${HOME} --ro-bind ${HOME}/src ${HOME}/src`);
    expect(args).not.toContain(`${HOME}/.ssh`);
    expect(args.filter((arg) => arg === '--remount-ro').length).toBe(1); // /etc/sudoers.d's mask only
  });

  it('masks nothing inside a directory it already masked, so a root holding ~/.svc composes', () => {
    const { args } = compileBubblewrap(
      policy({ readableRoots: ['/w'], writableRoots: [], hiddenPaths: ['/w/svc', '/w/svc/acl.yaml', '/w/svc/audit.jsonl'] }),
      { ...facts, paths: { ...facts.paths, '/w': { kind: 'directory' }, '/w/svc': { kind: 'directory' }, '/w/svc/acl.yaml': { kind: 'file' }, '/w/svc/audit.jsonl': { kind: 'file' } } },
    );
    expect(args.join(' ')).toContain('--perms 0000 --tmpfs /w/svc --remount-ro /w/svc');
    expect(args).not.toContain('/w/svc/acl.yaml');
    expect(args).not.toContain('/w/svc/audit.jsonl');
  });

  it('masks root-only files of the system view, as it masks the secrets of /etc', () => {
    const { args } = compileBubblewrap(policy(), {
      ...facts, rootOnly: ['/etc/kubernetes/admin.conf', '/opt/vendor/keys'],
      paths: { ...facts.paths, '/etc/kubernetes/admin.conf': { kind: 'file' }, '/opt/vendor/keys': { kind: 'directory' } },
    });
    const text = args.join(' ');
    expect(text).toContain('--ro-bind /dev/null /etc/kubernetes/admin.conf');
    expect(text).toContain('--perms 0000 --tmpfs /opt/vendor/keys --remount-ro /opt/vendor/keys');
  });

  it('does not mask a credential store the operator granted, but always masks svc\'s own files', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/proj', HOME], extraReadable: [`${HOME}/.ssh`, `${HOME}/.svc`] }), facts);
    expect(args.filter((arg) => arg === `${HOME}/.ssh`)).toEqual([`${HOME}/.ssh`, `${HOME}/.ssh`]); // only the grant's own --ro-bind
    expect(args.slice(-40).join(' ')).toContain(`--tmpfs ${HOME}/.svc --remount-ro ${HOME}/.svc`);
  });

  it('mounts roots shallow first so a nested read-only root stays read-only inside a writable one', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w'], readableRoots: ['/w/proj/vendor'] }), facts);
    expect(args.indexOf('/w')).toBeLessThan(args.indexOf('/w/proj/vendor'));
    expect(args[args.indexOf('/w/proj/vendor') - 1]).toBe('--ro-bind');
  });

  it('mounts a symlinked root where it leads and keeps the link', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/link'], readableRoots: [] }), facts);
    expect(args.join(' ')).toContain('--bind /w/proj /w/proj --symlink /w/proj /w/link');
  });

  it('runs the program directly when prlimit is missing', () => {
    const { args } = compileBubblewrap(policy(), { ...facts, prlimit: undefined });
    expect(args.slice(-3)).toEqual(['--', '/usr/bin/git', 'status']);
  });
});

describe('programMount: the smallest directory that lets a program outside the system view run', () => {
  const visible: string[] = [];
  it('follows the documented rule', () => {
    expect(programMount('/usr/bin/git', HOME, facts, visible)).toBeUndefined();
    expect(programMount('/bin/sh', HOME, facts, visible)).toBeUndefined();
    expect(programMount(`${HOME}/.pyenv/versions/3.12.1/bin/python3.12`, HOME, facts, visible)).toBe(`${HOME}/.pyenv/versions/3.12.1`);
    expect(programMount(`${HOME}/.local/bin/tool`, HOME, facts, visible)).toBe(`${HOME}/.local/bin`);
    expect(programMount(`${HOME}/bin/tool`, HOME, facts, visible)).toBe(`${HOME}/bin`);
    expect(programMount(`${HOME}/tool`, HOME, facts, visible)).toBe(`${HOME}/tool`);
    expect(programMount('/srv/app/tool', HOME, facts, visible)).toBe('/srv/app');
    expect(programMount('/bin2/tool', HOME, facts, visible)).toBe('/bin2');
    expect(programMount('/w/proj/node_modules/.bin/x', HOME, facts, ['/w/proj'])).toBeUndefined();
  });
});

describe('secrets against grants and symlinks', () => {
  const withMore: HostFacts = {
    ...facts,
    paths: {
      ...facts.paths,
      [`${HOME}/.ssh/known_hosts`]: { kind: 'file' },
      '/w/home-link': { kind: 'symlink', linkText: HOME, realPath: HOME },
      [HOME]: { kind: 'directory' },
      [`${HOME}/.gitconfig`]: { kind: 'symlink', linkText: '.ssh/config', realPath: `${HOME}/.ssh/config` },
    },
  };
  it('keeps a store masked when only a path inside it is granted: the grant is mounted alone, nothing else of the store shows', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/proj'], extraReadable: [`${HOME}/.ssh/known_hosts`] }), withMore);
    expect(args.join(' ')).toContain(`--ro-bind ${HOME}/.ssh/known_hosts ${HOME}/.ssh/known_hosts`);
    expect(args.filter((arg) => arg.startsWith(`${HOME}/.ssh`))).toEqual([`${HOME}/.ssh/known_hosts`, `${HOME}/.ssh/known_hosts`]);
  });
  it('under a rebuilt HOME a grant inside a store is the only thing of it shown', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: [HOME], extraReadable: [`${HOME}/.ssh/known_hosts`] }), withMore);
    const text = args.join(' ');
    expect(text).toContain(`--bind ${HOME} ${HOME} --perms 0700 --tmpfs ${HOME}`);
    expect(text.indexOf(`--ro-bind ${HOME}/.ssh/known_hosts`)).toBeGreaterThan(text.indexOf(`--tmpfs ${HOME}`));
    expect(text).not.toContain(`--tmpfs ${HOME}/.ssh`);
  });
  it('rebuilds HOME where a symlinked root leads, and never shows a visible file that leads into a store', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/home-link'] }), withMore);
    const text = args.join(' ');
    expect(text).toContain(`--bind ${HOME} ${HOME} --symlink ${HOME} /w/home-link --perms 0700 --tmpfs ${HOME}`);
    expect(text).not.toContain(`${HOME}/.ssh`);
    expect(text).not.toContain(`${HOME}/.svc`);
  });
});

describe('unmaskableHiddenPaths', () => {
  it('names hidden paths that are missing but could be created by the call', () => {
    const hiddenPaths = [`${HOME}/.svc`, `${HOME}/.cache/svc`, '/w/proj/.svc-audit.log', '/var/log/svc.log'];
    expect(unmaskableHiddenPaths(policy({ writableRoots: ['/w/proj', HOME], hiddenPaths }), facts)).toEqual([`${HOME}/.cache/svc`, '/w/proj/.svc-audit.log']);
    expect(unmaskableHiddenPaths(policy({ writableRoots: [], hiddenPaths }), facts)).toEqual([]);
  });
});
