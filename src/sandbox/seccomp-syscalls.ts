/**
 * The system calls the sandbox refuses (docs/decisions.md "Seccomp filter"), as data: a name, why a
 * command-line program never needs it, and its number on each architecture svc builds a filter for
 * (from the kernel's `asm/unistd_64.h` for x86_64 and `asm-generic/unistd.h` for aarch64; a call an
 * architecture does not have is absent there). Source of the list: Docker's default seccomp
 * profile (moby/profiles/seccomp/default.json), the calls it refuses a container that holds no
 * CAP_SYS_ADMIN, CAP_SYS_MODULE, CAP_SYS_BOOT, CAP_SYS_TIME, CAP_SYS_PTRACE or CAP_SYSLOG, and the
 * io_uring calls it refuses to everyone.
 */

/** The architectures a filter is generated for, by Node's `process.arch`. */
export type SeccompArch = 'x64' | 'arm64';

/** One refused system call. */
export interface RefusedSyscall {
  name: string;
  /** The family it belongs to, as docs/decisions.md groups them. */
  family: 'mounts' | 'namespaces' | 'keyring' | 'tracing' | 'kernel' | 'clock' | 'io_uring' | 'hardware' | 'files';
  numbers: Partial<Record<SeccompArch, number>>;
}

const call = (name: string, family: RefusedSyscall['family'], x64: number | undefined, arm64: number | undefined): RefusedSyscall => ({
  name,
  family,
  numbers: { ...(x64 !== undefined ? { x64 } : {}), ...(arm64 !== undefined ? { arm64 } : {}) },
});

/** Refused with EPERM whatever their arguments. */
export const REFUSED_SYSCALLS: readonly RefusedSyscall[] = Object.freeze([
  call('mount', 'mounts', 165, 40),
  call('umount2', 'mounts', 166, 39),
  call('pivot_root', 'mounts', 155, 41),
  call('chroot', 'mounts', 161, 51),
  call('open_tree', 'mounts', 428, 428),
  call('move_mount', 'mounts', 429, 429),
  call('fsopen', 'mounts', 430, 430),
  call('fsconfig', 'mounts', 431, 431),
  call('fsmount', 'mounts', 432, 432),
  call('fspick', 'mounts', 433, 433),
  call('mount_setattr', 'mounts', 442, 442),
  call('unshare', 'namespaces', 272, 97),
  call('setns', 'namespaces', 308, 268),
  call('sethostname', 'namespaces', 170, 161),
  call('setdomainname', 'namespaces', 171, 162),
  call('keyctl', 'keyring', 250, 219),
  call('add_key', 'keyring', 248, 217),
  call('request_key', 'keyring', 249, 218),
  call('ptrace', 'tracing', 101, 117),
  call('process_vm_readv', 'tracing', 310, 270),
  call('process_vm_writev', 'tracing', 311, 271),
  call('process_madvise', 'tracing', 440, 440),
  call('kcmp', 'tracing', 312, 272),
  call('pidfd_getfd', 'tracing', 438, 438),
  call('perf_event_open', 'tracing', 298, 241),
  call('bpf', 'kernel', 321, 280),
  call('userfaultfd', 'kernel', 323, 282),
  call('init_module', 'kernel', 175, 105),
  call('finit_module', 'kernel', 313, 273),
  call('delete_module', 'kernel', 176, 106),
  call('create_module', 'kernel', 174, undefined),
  call('get_kernel_syms', 'kernel', 177, undefined),
  call('query_module', 'kernel', 178, undefined),
  call('kexec_load', 'kernel', 246, 104),
  call('kexec_file_load', 'kernel', 320, 294),
  call('reboot', 'kernel', 169, 142),
  call('swapon', 'kernel', 167, 224),
  call('swapoff', 'kernel', 168, 225),
  call('acct', 'kernel', 163, 89),
  call('syslog', 'kernel', 103, 116),
  call('quotactl', 'kernel', 179, 60),
  call('quotactl_fd', 'kernel', 443, 443),
  call('nfsservctl', 'kernel', 180, 42),
  call('lookup_dcookie', 'kernel', 212, 18),
  call('uselib', 'kernel', 134, undefined),
  call('_sysctl', 'kernel', 156, undefined),
  call('fanotify_init', 'kernel', 300, 262),
  call('vhangup', 'kernel', 153, 58),
  call('settimeofday', 'clock', 164, 170),
  call('clock_settime', 'clock', 227, 112),
  call('clock_adjtime', 'clock', 305, 266),
  call('adjtimex', 'clock', 159, 171),
  call('io_uring_setup', 'io_uring', 425, 425),
  call('io_uring_enter', 'io_uring', 426, 426),
  call('io_uring_register', 'io_uring', 427, 427),
  call('iopl', 'hardware', 172, undefined),
  call('ioperm', 'hardware', 173, undefined),
  call('open_by_handle_at', 'files', 304, 265),
]);

/** `clone`: refused only when its flags ask for a new namespace; threads and forks pass. */
export const CLONE_NUMBERS: Readonly<Record<SeccompArch, number>> = Object.freeze({ x64: 56, arm64: 220 });
/** `clone3`: its flags live in memory a filter cannot read, so it answers ENOSYS and libc falls back to `clone`. */
export const CLONE3_NUMBERS: Readonly<Record<SeccompArch, number>> = Object.freeze({ x64: 435, arm64: 435 });

/** CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWTIME. */
export const CLONE_NAMESPACE_FLAGS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x00000080;

/** `AUDIT_ARCH_*` of each architecture: what `seccomp_data.arch` holds for its native calls. */
export const AUDIT_ARCH: Readonly<Record<SeccompArch, number>> = Object.freeze({ x64: 0xc000003e, arm64: 0xc00000b7 });
