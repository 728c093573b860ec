/**
 * The program interpreter an ELF executable names (its PT_INTERP: the dynamic loader the kernel
 * starts it with). Almost always the system's `/lib64/ld-linux-x86-64.so.2`, which the sandbox's
 * system view shows; some builds name one elsewhere (Debian's podman-toolbox names
 * `/run/host/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2`, Nix and Guix name one in their store), and
 * such a program cannot start in a sandbox that does not show it: the kernel reports ENOENT for
 * the program itself.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** ELF's magic number. */
const MAGIC = Buffer.from([0x7f, 0x45, 0x4c, 0x46]);
/** Program header type of the interpreter's path. */
const PT_INTERP = 3;
/** More program headers than any real executable has: a file claiming more is not read further. */
const MAX_PROGRAM_HEADERS = 128;
/** A path longer than this is no loader path. */
const MAX_PATH_BYTES = 4096;

function readAt(fd: number, length: number, position: number): Buffer | undefined {
  const buffer = Buffer.alloc(length);
  return readSync(fd, buffer, 0, length, position) === length ? buffer : undefined;
}

/**
 * The absolute path of `file`'s ELF program interpreter, or undefined when `file` is no ELF
 * executable, is statically linked, or cannot be read. Reads the header and program headers only.
 *
 * @example
 * elfInterpreter('/usr/bin/ls'); // '/lib64/ld-linux-x86-64.so.2'
 * elfInterpreter('/usr/bin/env-script.sh'); // undefined
 */
export function elfInterpreter(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const header = readAt(fd, 64, 0);
    if (!header || !header.subarray(0, 4).equals(MAGIC)) return undefined;
    const is64 = header[4] === 2;
    const little = header[5] === 1;
    if ((header[4] !== 1 && !is64) || (header[5] !== 1 && header[5] !== 2)) return undefined;
    const u16 = (buffer: Buffer, at: number) => (little ? buffer.readUInt16LE(at) : buffer.readUInt16BE(at));
    const u32 = (buffer: Buffer, at: number) => (little ? buffer.readUInt32LE(at) : buffer.readUInt32BE(at));
    const word = (buffer: Buffer, at: number) => (is64 ? Number(little ? buffer.readBigUInt64LE(at) : buffer.readBigUInt64BE(at)) : u32(buffer, at));
    const phoff = word(header, is64 ? 32 : 28);
    const phentsize = u16(header, is64 ? 54 : 42);
    const phnum = u16(header, is64 ? 56 : 44);
    if (phnum > MAX_PROGRAM_HEADERS || phentsize < (is64 ? 56 : 32)) return undefined;
    for (let i = 0; i < phnum; i++) {
      const entry = readAt(fd, phentsize, phoff + i * phentsize);
      if (!entry) return undefined;
      if (u32(entry, 0) !== PT_INTERP) continue;
      const offset = word(entry, is64 ? 8 : 4);
      const size = word(entry, is64 ? 32 : 16);
      if (size < 2 || size > MAX_PATH_BYTES) return undefined;
      const path = readAt(fd, size, offset)?.toString('latin1').replace(/\0.*$/s, '');
      return path !== undefined && path.startsWith('/') ? path : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** True when `file` starts with ELF's magic number: a loader, not a text file a program named as one. */
export function isElfFile(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    return readAt(fd, 4, 0)?.equals(MAGIC) === true;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
