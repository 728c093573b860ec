import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seccompArch, seccompFilter } from './seccomp.js';
import { AUDIT_ARCH, CLONE3_NUMBERS, CLONE_NUMBERS, REFUSED_SYSCALLS } from './seccomp-syscalls.js';

interface Decoded {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

function decode(filter: Buffer): Decoded[] {
  const out: Decoded[] = [];
  for (let at = 0; at < filter.length; at += 8) {
    out.push({ code: filter.readUInt16LE(at), jt: filter.readUInt8(at + 2), jf: filter.readUInt8(at + 3), k: filter.readUInt32LE(at + 4) });
  }
  return out;
}

/** Runs the classic BPF program on one `seccomp_data` (nr, arch, args[0]) and returns its verdict. */
function verdict(program: Decoded[], nr: number, arch: number, arg0 = 0): number {
  let accumulator = 0;
  for (let pc = 0; pc < program.length; pc++) {
    const { code, jt, jf, k } = program[pc];
    if (code === 0x20) accumulator = k === 0 ? nr : k === 4 ? arch : k === 16 ? arg0 : NaN;
    else if (code === 0x06) return k;
    else if (code === 0x15) pc += accumulator === k ? jt : jf;
    else if (code === 0x35) pc += accumulator >= k ? jt : jf;
    else if (code === 0x45) pc += (accumulator & k) !== 0 ? jt : jf;
    else throw new Error(`unknown opcode ${code}`);
  }
  throw new Error('fell off the program');
}

const ALLOW = 0x7fff0000;
const EPERM = 0x00050001;
const ENOSYS = 0x00050026;

describe('seccompFilter', () => {
  for (const arch of ['x64', 'arm64'] as const) {
    it(`refuses every listed call on ${arch}, namespaces through clone, and allows the rest`, () => {
      const program = decode(seccompFilter(arch));
      const native = AUDIT_ARCH[arch];
      for (const call of REFUSED_SYSCALLS) {
        const nr = call.numbers[arch];
        if (nr !== undefined) expect(verdict(program, nr, native), call.name).toBe(EPERM);
      }
      // read, write, openat, execve (x64: 0, 1, 257, 59; arm64: 63, 64, 56, 221)
      for (const nr of arch === 'x64' ? [0, 1, 257, 59] : [63, 64, 56, 221]) expect(verdict(program, nr, native)).toBe(ALLOW);
      expect(verdict(program, CLONE_NUMBERS[arch], native, 0x01200011)).toBe(ALLOW); // fork's flags
      expect(verdict(program, CLONE_NUMBERS[arch], native, 0x003d0f00)).toBe(ALLOW); // a thread's
      expect(verdict(program, CLONE_NUMBERS[arch], native, 0x10000000 | 0x11)).toBe(EPERM); // CLONE_NEWUSER
      expect(verdict(program, CLONE_NUMBERS[arch], native, 0x00020000)).toBe(EPERM); // CLONE_NEWNS
      expect(verdict(program, CLONE3_NUMBERS[arch], native)).toBe(ENOSYS);
      // Another architecture's calls (32-bit int 0x80 on x86_64) are refused whole.
      expect(verdict(program, 0, 0x40000003)).toBe(EPERM);
    });
  }

  it('refuses x32 calls on x86_64', () => {
    expect(verdict(decode(seccompFilter('x64')), 0x40000000 | 1, AUDIT_ARCH.x64)).toBe(EPERM);
  });

  it('knows the architectures it can filter', () => {
    expect(seccompArch('x64')).toBe('x64');
    expect(seccompArch('arm64')).toBe('arm64');
    expect(seccompArch('ia32')).toBeUndefined();
  });

  const header = '/usr/include/x86_64-linux-gnu/asm/unistd_64.h';
  it.skipIf(!existsSync(header))('uses the x86_64 numbers of this machine\'s kernel headers', () => {
    const text = readFileSync(header, 'utf8');
    const numberOf = (name: string) => Number(new RegExp(`#define __NR_${name} (\\d+)`).exec(text)?.[1]);
    for (const call of REFUSED_SYSCALLS) if (call.numbers.x64 !== undefined) expect(call.numbers.x64, call.name).toBe(numberOf(call.name));
    expect(CLONE_NUMBERS.x64).toBe(numberOf('clone'));
    expect(CLONE3_NUMBERS.x64).toBe(numberOf('clone3'));
  });

  const generic = '/usr/include/asm-generic/unistd.h';
  it.skipIf(!existsSync(generic))('uses the aarch64 numbers of the generic kernel headers', () => {
    const text = readFileSync(generic, 'utf8');
    const numberOf = (name: string) => Number(new RegExp(`#define __NR(?:3264)?_${name}\\s+(\\d+)`).exec(text)?.[1]);
    for (const call of REFUSED_SYSCALLS) if (call.numbers.arm64 !== undefined) expect(call.numbers.arm64, call.name).toBe(numberOf(call.name));
    expect(CLONE_NUMBERS.arm64).toBe(numberOf('clone'));
  });
});
