import { DEFAULT_RESULTS, type SvcResults } from '../config/results.js';
import { SpillingSink } from '../exec/output-spill.js';
import type { InvokePayload } from './invoke.js';
import { layoutResult, type OutputView, type OutputStore, type ResultLayout } from '../results/index.js';

/** Output held whole in memory per stream (for `json_output` and small results); past it, head and tail only. */
export const MEMORY_BYTES = 1024 * 1024;

/** Options for {@link createCallCapture}. */
export interface CallCaptureOptions {
  /** Budgets and caps (default {@link DEFAULT_RESULTS}). */
  results?: SvcResults;
  /** Where whole outputs are spilled and kept; without it nothing is kept past memory. */
  store?: OutputStore;
  /**
   * The session the kept output belongs to; without it nothing is kept. A function is asked again
   * when the call ends, so a session that ended meanwhile (undefined then) keeps nothing.
   */
  owner?: string | (() => string | undefined);
  /** Why nothing is kept, for the marker line, when there is no store or owner. */
  notKeptReason?: string;
}

/** The capture of one call's output, from the run to the result. */
export interface CallCapture {
  /** For `InvokeContext.sinks`. */
  readonly sinks: { stdout: SpillingSink; stderr: SpillingSink };
  /** Bytes of output so far, both streams. */
  bytes(): number;
  /** The last non-empty line of the stream written to last (raw: sanitise before showing). */
  lastLine(): string;
  /**
   * Lays out the result (result-content.ts), keeping spilled streams for the owner; also returns
   * the text shown inline for each stream (for `structuredContent`). Call it once, after the run;
   * a capture that never reaches it must be `discard`ed.
   */
  finish(payload: InvokePayload, tool: string, isError?: boolean): Promise<ResultLayout>;
  /** Deletes anything spilled (the call failed before a result was made). */
  discard(): void;
}

function viewOf(sink: SpillingSink): OutputView {
  const whole = sink.wholeBuffer();
  return whole ? { totalBytes: sink.bytes, whole, head: whole, tail: whole } : { totalBytes: sink.bytes, head: sink.head(), tail: sink.tail() };
}

/**
 * Creates the sinks of one call and, once it ran, its result content: the whole output stays on
 * disk (up to `results.max_output_bytes` per stream) as a resource of `owner`'s session, the result
 * shows it within `results.inline_bytes`.
 *
 * @example
 * const capture = createCallCapture({ results: config.results, store, owner: sessionKey });
 * const { payload } = await runtime.invoke(alias, args, { caller, sinks: capture.sinks });
 * const { content } = await capture.finish(payload, alias, isError);
 */
export function createCallCapture(options: CallCaptureOptions = {}): CallCapture {
  const results = options.results ?? DEFAULT_RESULTS;
  const ownerNow = () => (typeof options.owner === 'function' ? options.owner() : options.owner);
  const keeping = options.store && ownerNow() !== undefined ? options.store : undefined;
  const sink = (inline: number) =>
    new SpillingSink({
      capBytes: keeping ? results.max_output_bytes : MEMORY_BYTES,
      memoryBytes: Math.max(MEMORY_BYTES, inline + 1),
      edgeBytes: inline,
      spillAfterBytes: inline,
      ...(keeping ? { openSpill: () => keeping.spillFile() } : {}),
    });
  const sinks = { stdout: sink(results.inline_bytes), stderr: sink(results.stderr_inline_bytes) };
  let lastWritten: SpillingSink = sinks.stdout;
  for (const s of [sinks.stdout, sinks.stderr]) {
    const push = s.push.bind(s);
    s.push = (chunk: Buffer) => {
      lastWritten = s;
      push(chunk);
    };
  }
  let done = false;
  return {
    sinks,
    bytes: () => sinks.stdout.bytes + sinks.stderr.bytes,
    lastLine: () => lastWritten.lastLine() || sinks.stdout.lastLine() || sinks.stderr.lastLine(),
    async finish(payload, tool, isError = false) {
      done = true;
      const owner = ownerNow();
      const kept = keeping && owner !== undefined ? await keeping.keep(owner, sinks, tool) : undefined;
      options.store?.discard(sinks.stdout, sinks.stderr);
      sinks.stdout.close();
      sinks.stderr.close();
      // A refusal never ran the program: its payload, not the empty sinks, is what happened.
      const ran = sinks.stdout.bytes > 0 || sinks.stderr.bytes > 0;
      return layoutResult(payload, {
        isError,
        inlineBytes: results.inline_bytes,
        stderrInlineBytes: results.stderr_inline_bytes,
        ...(ran ? { views: { stdout: viewOf(sinks.stdout), stderr: viewOf(sinks.stderr) } } : {}),
        ...(kept ? { kept } : {}),
        notKeptReason: options.notKeptReason ?? (!keeping ? 'no MCP session to keep it for' : owner === undefined ? 'its MCP session ended' : 'svc could not write it to disk'),
      });
    },
    discard() {
      if (done) return;
      done = true;
      options.store?.discard(sinks.stdout, sinks.stderr);
    },
  };
}
