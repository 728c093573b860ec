/**
 * The sandbox's seccomp filter: a classic BPF program, generated here (nothing is downloaded or
 * compiled at run time) from the data in seccomp-syscalls.ts and handed to bubblewrap's
 * `--seccomp FD`, which installs it right before the program starts. What it refuses and why:
 * docs/decisions.md "Seccomp filter".
 */
import { AUDIT_ARCH, CLONE3_NUMBERS, CLONE_NAMESPACE_FLAGS, CLONE_NUMBERS, REFUSED_SYSCALLS, type SeccompArch } from './seccomp-syscalls.js';

// Classic BPF opcodes (linux/filter.h) and seccomp return values (linux/seccomp.h).
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;
/** Offsets in `struct seccomp_data`: nr, arch, then args[0] (its low 32 bits on little-endian machines). */
const DATA_NR = 0;
const DATA_ARCH = 4;
const DATA_ARG0_LOW = 16;
/** x86_64's x32 ABI sets this bit in the call number; those calls are refused as a whole. */
const X32_SYSCALL_BIT = 0x40000000;

/** One instruction; `jt`/`jf` name a label, resolved to an offset when the program is laid out. */
interface Instruction {
  code: number;
  k: number;
  jt?: string;
  jf?: string;
  label?: string;
}

/** The architecture svc can filter on this machine, or undefined (then no filter is installed; `svc doctor` says so). */
export function seccompArch(arch: string = process.arch): SeccompArch | undefined {
  return arch === 'x64' || arch === 'arm64' ? arch : undefined;
}

function layOut(program: Instruction[]): Buffer {
  const at = new Map<string, number>();
  program.forEach((instruction, index) => {
    if (instruction.label) at.set(instruction.label, index);
  });
  const offset = (from: number, label: string | undefined): number => {
    if (label === undefined) return 0;
    const target = at.get(label);
    if (target === undefined || target <= from) throw new Error(`seccomp: bad jump to ${label}`);
    const distance = target - from - 1;
    if (distance > 255) throw new Error(`seccomp: jump to ${label} is too long (${distance})`);
    return distance;
  };
  const buffer = Buffer.alloc(program.length * 8);
  program.forEach((instruction, index) => {
    buffer.writeUInt16LE(instruction.code, index * 8);
    buffer.writeUInt8(offset(index, instruction.jt), index * 8 + 2);
    buffer.writeUInt8(offset(index, instruction.jf), index * 8 + 3);
    buffer.writeUInt32LE(instruction.k >>> 0, index * 8 + 4);
  });
  return buffer;
}

/**
 * The filter for `arch`, as the bytes of a `struct sock_filter` array (what bubblewrap's
 * `--seccomp FD` reads). Calls of another architecture (32-bit `int 0x80` on x86_64) and x32 calls
 * are refused whole; the refused calls answer EPERM; `clone` with a namespace flag answers EPERM;
 * `clone3` answers ENOSYS so that libc falls back to `clone`; everything else is allowed.
 *
 * @example
 * const filter = seccompFilter('x64'); // Buffer of 8-byte instructions
 * spawn('bwrap', ['--seccomp', '5', ...], { stdio: [..., 'pipe'] }).stdio[5].end(filter);
 */
export function seccompFilter(arch: SeccompArch): Buffer {
  const refused = REFUSED_SYSCALLS.flatMap((syscall) => (syscall.numbers[arch] !== undefined ? [syscall.numbers[arch] as number] : []));
  const program: Instruction[] = [
    { code: LD_W_ABS, k: DATA_ARCH },
    { code: JEQ_K, k: AUDIT_ARCH[arch], jf: 'deny' },
    { code: LD_W_ABS, k: DATA_NR },
    ...(arch === 'x64' ? [{ code: JGE_K, k: X32_SYSCALL_BIT, jt: 'deny' }] : []),
    { code: JEQ_K, k: CLONE_NUMBERS[arch], jt: 'clone' },
    { code: JEQ_K, k: CLONE3_NUMBERS[arch], jt: 'nosys' },
    ...refused.map((nr) => ({ code: JEQ_K, k: nr, jt: 'deny' })),
    { code: RET_K, k: RET_ALLOW },
    { code: LD_W_ABS, k: DATA_ARG0_LOW, label: 'clone' },
    { code: JSET_K, k: CLONE_NAMESPACE_FLAGS, jt: 'deny' },
    { code: RET_K, k: RET_ALLOW },
    { code: RET_K, k: RET_ERRNO | ENOSYS, label: 'nosys' },
    { code: RET_K, k: RET_ERRNO | EPERM, label: 'deny' },
  ];
  return layOut(program);
}

const cached = new Map<SeccompArch, Buffer>();

/** {@link seccompFilter} for this machine, built once; undefined where svc cannot filter. */
export function hostSeccompFilter(): Buffer | undefined {
  const arch = seccompArch();
  if (!arch) return undefined;
  let filter = cached.get(arch);
  if (!filter) {
    filter = seccompFilter(arch);
    cached.set(arch, filter);
  }
  return filter;
}
