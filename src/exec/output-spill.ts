import { closeSync, writeSync } from 'node:fs';

/** Where a stream's bytes go once it is past its inline budget (see `OutputStore.spillFile`). */
export interface SpillFile {
  /** An open file descriptor, the file created 0600 in a private 0700 directory. */
  readonly fd: number;
  readonly path: string;
  /** Asks the disk budget for `bytes` more; false when the budget is used up (nothing more is written). */
  reserve(bytes: number): boolean;
}

/** Options for {@link SpillingSink}. */
export interface SpillingSinkOptions {
  /** Bytes kept per stream (memory and disk); bytes past it are read and dropped. */
  capBytes: number;
  /** Output up to this many bytes is also held whole in memory, so `text()` is the whole output. */
  memoryBytes: number;
  /** Bytes of the head and of the tail held in memory for the inline view (at least the inline budget). */
  edgeBytes: number;
  /** Past this many bytes the stream is written to a spill file (from its first byte). */
  spillAfterBytes: number;
  /** Opens the spill file; undefined (or no function): the output is not kept past memory. */
  openSpill?: () => SpillFile | undefined;
}

/** Bytes of recent output kept to find the last line (progress messages). */
const RECENT_BYTES = 1024;

/**
 * One output stream of a program, captured for a result that fits a model's context: held whole
 * in memory while small, written to a spill file (past `spillAfterBytes`, up to `capBytes`) so the
 * whole output can be read back later without ever holding it in memory, and its head, tail and
 * last line kept for the inline view and progress. `runProgram` takes it as a sink (`push`,
 * `text`, `truncated`).
 *
 * @example
 * const sink = new SpillingSink({ capBytes: 16 << 20, memoryBytes: 1 << 20, edgeBytes: 24 << 10, spillAfterBytes: 24 << 10, openSpill: () => store.spillFile() });
 * await runProgram({ binary, argv, timeoutMs, sinks: { stdout: sink } });
 * sink.bytes; // every byte the program wrote; sink.file?.path holds them up to the cap
 */
export class SpillingSink {
  /** Every byte the program wrote to this stream, dropped ones included. */
  bytes = 0;
  /** Bytes written to the spill file. */
  spilledBytes = 0;
  /** The spill file, once the stream went past `spillAfterBytes` (and a file could be opened). */
  file: SpillFile | undefined;
  /** True when the disk budget or an I/O error stopped the spill before the end of the output. */
  spillIncomplete = false;
  private whole: Buffer[] | undefined = [];
  private wholeSize = 0;
  private headChunks: Buffer[] = [];
  private headSize = 0;
  private tailChunks: Buffer[] = [];
  private tailSize = 0;
  private recent = Buffer.alloc(0);
  private closed = false;

  constructor(private readonly options: SpillingSinkOptions) {}

  /** Takes the next chunk of output. */
  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    const start = this.bytes;
    this.bytes += chunk.length;
    this.recent = Buffer.concat([this.recent, chunk]);
    if (this.recent.length > RECENT_BYTES) this.recent = this.recent.subarray(this.recent.length - RECENT_BYTES);
    this.keepEdges(chunk);
    const keptEnd = Math.min(this.bytes, this.options.capBytes);
    const kept = keptEnd > start ? chunk.subarray(0, keptEnd - start) : undefined;
    if (kept && !this.file && !this.spillIncomplete && this.bytes > this.options.spillAfterBytes && this.options.openSpill) this.openFile(start);
    if (kept && this.file && !this.spillIncomplete) this.write(kept);
    if (this.whole) {
      if (this.bytes <= this.options.memoryBytes) {
        this.whole.push(chunk);
        this.wholeSize += chunk.length;
      } else {
        this.whole = undefined;
        this.wholeSize = 0;
      }
    }
  }

  /** The whole output when it was held in memory, else its head and tail (`truncated` is then true). */
  text(): string {
    if (this.whole) return Buffer.concat(this.whole, this.wholeSize).toString('utf8');
    return Buffer.concat([...this.headChunks, ...this.tailChunks]).toString('utf8');
  }

  /** True when `text()` is not the whole output. */
  get truncated(): boolean {
    return this.whole === undefined;
  }

  /** The first bytes of the output (at most `edgeBytes`). */
  head(): Buffer {
    return Buffer.concat(this.headChunks, this.headSize);
  }

  /** The last bytes of the output (at most `edgeBytes`). */
  tail(): Buffer {
    const all = Buffer.concat(this.tailChunks, this.tailSize);
    return all.length > this.options.edgeBytes ? all.subarray(all.length - this.options.edgeBytes) : all;
  }

  /** The whole output, when it was held in memory. */
  wholeBuffer(): Buffer | undefined {
    return this.whole ? Buffer.concat(this.whole, this.wholeSize) : undefined;
  }

  /** The last non-empty line written so far (raw text, at most the last 1 KiB of output). */
  lastLine(): string {
    const lines = this.recent.toString('utf8').split(/\r?\n|\r/);
    for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim() !== '') return lines[i]!;
    return '';
  }

  /** Closes the spill file (the file stays; its owner decides whether it is kept). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.file) {
      try {
        closeSync(this.file.fd);
      } catch {
        // already closed
      }
    }
  }

  private keepEdges(chunk: Buffer): void {
    const edge = this.options.edgeBytes;
    let rest = chunk;
    if (this.headSize < edge) {
      const take = rest.subarray(0, edge - this.headSize);
      this.headChunks.push(take);
      this.headSize += take.length;
      rest = rest.subarray(take.length);
      if (rest.length === 0) return;
    }
    this.tailChunks.push(rest);
    this.tailSize += rest.length;
    // Drop whole chunks that are no longer needed for the last `edge` bytes.
    while (this.tailChunks.length > 1 && this.tailSize - this.tailChunks[0]!.length >= edge) {
      this.tailSize -= this.tailChunks.shift()!.length;
    }
    if (this.tailSize > 4 * edge) {
      const all = Buffer.concat(this.tailChunks, this.tailSize);
      this.tailChunks = [Buffer.from(all.subarray(all.length - edge))];
      this.tailSize = edge;
    }
  }

  private openFile(start: number): void {
    // What came before this chunk is still in memory (spillAfterBytes < memoryBytes): write it first.
    const before = this.whole ? Buffer.concat(this.whole, this.wholeSize) : undefined;
    if (!before && start > 0) {
      this.spillIncomplete = true;
      return;
    }
    let file: SpillFile | undefined;
    try {
      file = this.options.openSpill!();
    } catch {
      file = undefined;
    }
    if (!file) {
      this.spillIncomplete = true;
      return;
    }
    this.file = file;
    if (before && before.length > 0) this.write(before);
  }

  private write(data: Buffer): void {
    const file = this.file!;
    if (!file.reserve(data.length)) {
      this.spillIncomplete = true;
      return;
    }
    try {
      let offset = 0;
      while (offset < data.length) offset += writeSync(file.fd, data, offset, data.length - offset);
      this.spilledBytes += data.length;
    } catch {
      this.spillIncomplete = true;
    }
  }
}
