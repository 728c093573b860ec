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
      '--unshare-user', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--unshare-net',
      '--uid', '1000', '--gid', '1000', '--die-with-parent', '--new-session',
      '--ro-bind', '/usr', '/usr', '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--ro-bind', '/opt', '/opt', '--ro-bind', '/etc', '/etc',
      '--tmpfs', '/tmp', '--perms', '0700', '--tmpfs', HOME,
      '--ro-bind', `${HOME}/.gitconfig`, `${HOME}/.gitconfig`,
      '--ro-bind', '/w/docs', '/w/docs', '--bind', '/w/proj', '/w/proj',
      '--proc', '/proc', '--dev', '/dev',
      '--ro-bind', '/dev/null', '/etc/shadow', '--perms', '0000', '--tmpfs', '/etc/sudoers.d', '--remount-ro', '/etc/sudoers.d',
      '--chdir', '/w/proj', '--clearenv',
      '--setenv', 'PATH', '/usr/bin:/bin', '--setenv', 'LANG', 'C.UTF-8', '--setenv', 'HOME', HOME, '--setenv', 'TMPDIR', '/tmp', '--setenv', 'XDG_CACHE_HOME', '/tmp/.cache',
      '--', '/usr/bin/prlimit', `--as=${DEFAULT_SANDBOX_LIMITS.memoryBytes}`, `--nproc=${DEFAULT_SANDBOX_LIMITS.maxProcesses}`,
      `--fsize=${DEFAULT_SANDBOX_LIMITS.fileSizeBytes}`, `--cpu=${DEFAULT_SANDBOX_LIMITS.cpuSeconds}`, '--', '/usr/bin/git', 'status',
    ]);
  });

  it('keeps the network only when allowed, and adds the cgroup hand-shake when asked', () => {
    const { args } = compileBubblewrap(policy({ network: true }), { ...facts, handshake: { infoFd: 3, blockFd: 4 } });
    expect(args).not.toContain('--unshare-net');
    expect(args.slice(11, 15)).toEqual(['--info-fd', '3', '--block-fd', '4']);
  });

  it('masks credential stores and hidden paths after the roots when HOME is a root, and never lets env move TMPDIR or HOME', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/proj', HOME], env: { TMPDIR: '/w/proj', HOME: '/' } }), facts);
    const homeBind = args.indexOf(HOME, args.indexOf('--bind', args.indexOf('/w/proj') + 1));
    const sshMask = args.indexOf(`${HOME}/.ssh`);
    const svcMask = args.indexOf(`${HOME}/.svc`);
    expect(homeBind).toBeGreaterThan(0);
    expect(sshMask).toBeGreaterThan(homeBind);
    expect(svcMask).toBeGreaterThan(sshMask);
    expect(args.slice(sshMask - 3, sshMask + 3)).toEqual(['--perms', '0000', '--tmpfs', `${HOME}/.ssh`, '--remount-ro', `${HOME}/.ssh`]);
    expect(args.slice(args.indexOf(`${HOME}/.netrc`) - 2, args.indexOf(`${HOME}/.netrc`) + 1)).toEqual(['--ro-bind', '/dev/null', `${HOME}/.netrc`]);
    const env = args.slice(args.indexOf('--clearenv'));
    expect(env.join(' ')).toContain('--setenv TMPDIR /tmp');
    expect(env).not.toContain('/w/proj');
    expect(env[env.lastIndexOf('HOME') + 1]).toBe(HOME);
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
  it('keeps a store masked when only a path inside it is granted, and mounts the grant on top', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: [HOME], extraReadable: [`${HOME}/.ssh/known_hosts`] }), withMore);
    const text = args.join(' ');
    expect(text).toContain(`--tmpfs ${HOME}/.ssh --ro-bind ${HOME}/.ssh/known_hosts ${HOME}/.ssh/known_hosts`);
    expect(text.indexOf(`--tmpfs ${HOME}/.ssh`)).toBeGreaterThan(text.indexOf(`--bind ${HOME} ${HOME}`));
  });
  it('masks what a symlinked root leads to, and never shows a visible file that leads into a store', () => {
    const { args } = compileBubblewrap(policy({ writableRoots: ['/w/home-link'] }), withMore);
    const text = args.join(' ');
    expect(text).toContain(`--bind ${HOME} ${HOME} --symlink ${HOME} /w/home-link`);
    expect(text).toContain(`--perms 0000 --tmpfs ${HOME}/.ssh --remount-ro ${HOME}/.ssh`);
    expect(text).toContain(`--perms 0000 --tmpfs ${HOME}/.svc --remount-ro ${HOME}/.svc`);
    expect(text).not.toContain(`${HOME}/.ssh/config`);
  });
});

describe('unmaskableHiddenPaths', () => {
  it('names hidden paths that are missing but could be created by the call', () => {
    const hiddenPaths = [`${HOME}/.svc`, `${HOME}/.cache/svc`, '/w/proj/.svc-audit.log', '/var/log/svc.log'];
    expect(unmaskableHiddenPaths(policy({ writableRoots: ['/w/proj', HOME], hiddenPaths }), facts)).toEqual([`${HOME}/.cache/svc`, '/w/proj/.svc-audit.log']);
    expect(unmaskableHiddenPaths(policy({ writableRoots: [], hiddenPaths }), facts)).toEqual([]);
  });
});
