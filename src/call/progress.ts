/** What a progress tick reports. */
export interface ProgressSample {
  /** Bytes of output so far (stdout and stderr). */
  bytes: number;
  /** The message: the last output line, already sanitised. */
  message: string;
}

/** Options for {@link startProgress}. */
export interface ProgressOptions {
  /** The client's `progressToken` from the request's `_meta`. */
  token: string | number;
  /** Sends one notification (the request's related-notification channel). */
  notify: (notification: { method: 'notifications/progress'; params: Record<string, unknown> }) => Promise<void>;
  /** Reads the current state of the run. */
  sample: () => ProgressSample;
  /** Milliseconds between notifications (default 1000). */
  intervalMs?: number;
}

/** Added when no new output came, so `progress` still increases as MCP requires. */
export const PROGRESS_HEARTBEAT_STEP = 1e-6;

/**
 * Sends `notifications/progress` for a running call every `intervalMs` until stopped:
 * `progress` is the bytes of output so far (when nothing new came, the previous value plus
 * {@link PROGRESS_HEARTBEAT_STEP}, so it always increases and `Math.floor(progress)` stays the byte
 * count), `message` the last output line. No `total`: the end is unknown. Failed sends are ignored
 * (the client may be gone; the call goes on and cancellation still stops it).
 *
 * @example
 * const stop = startProgress({ token, notify: (n) => ctx.mcpReq.notify(n), sample: () => ({ bytes: sink.bytes, message: '…' }) });
 * try { await run; } finally { stop(); }
 */
export function startProgress(options: ProgressOptions): () => void {
  let last = -1;
  const tick = () => {
    const { bytes, message } = options.sample();
    const progress = bytes > last ? bytes : last + PROGRESS_HEARTBEAT_STEP;
    last = progress;
    const params: Record<string, unknown> = { progressToken: options.token, progress };
    if (message !== '') params.message = message;
    options.notify({ method: 'notifications/progress', params }).catch(() => undefined);
  };
  const timer = setInterval(tick, options.intervalMs ?? 1000);
  return () => clearInterval(timer);
}
