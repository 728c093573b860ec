/**
 * Extra pipes of a spawned launcher beyond stdin, stdout and stderr: bubblewrap's hand-shake
 * (`--info-fd`, `--block-fd`) and the bytes it reads at start (`--seccomp FD`). One place builds
 * the `stdio` array and writes the inputs, so every spawner of a sandbox (calls, scan probes, the
 * start probe) passes them the same way.
 */
import type { ChildProcess, StdioOptions } from 'node:child_process';
import type { Writable } from 'node:stream';

/** Bytes to write to a pipe at `fd` of the child, then close it. */
export interface PipeInput {
  fd: number;
  data: Buffer;
}

/**
 * The `stdio` option: `standard` for fds 0-2, a pipe at each fd of `pipes` and of `inputs`,
 * `'ignore'` for any fd in between.
 *
 * @example
 * stdioWithPipes(['ignore', 'pipe', 'pipe'], [], [{ fd: 3, data }]); // ['ignore', 'pipe', 'pipe', 'pipe']
 */
export function stdioWithPipes(standard: readonly ['ignore' | 'pipe', 'pipe' | 'ignore', 'pipe' | 'ignore'], pipes: readonly number[], inputs: readonly PipeInput[] = []): StdioOptions {
  const wanted = [...pipes, ...inputs.map((input) => input.fd)];
  const last = Math.max(2, ...wanted);
  const stdio: Array<'ignore' | 'pipe'> = [...standard];
  for (let fd = 3; fd <= last; fd++) stdio.push(wanted.includes(fd) ? 'pipe' : 'ignore');
  return stdio;
}

/**
 * Writes each input to its pipe and closes it. A child that ends before reading leaves an EPIPE
 * that is no error of the caller's.
 *
 * @example
 * const child = spawn(file, args, { stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], [], inputs) });
 * feedPipes(child, inputs);
 */
export function feedPipes(child: ChildProcess, inputs: readonly PipeInput[]): void {
  for (const input of inputs) {
    const pipe = child.stdio[input.fd] as Writable | null | undefined;
    if (!pipe) continue;
    pipe.on('error', () => undefined);
    pipe.end(input.data);
  }
}
