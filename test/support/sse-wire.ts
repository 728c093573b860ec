/**
 * Reads a `text/event-stream` body as it came over the wire: each event with its fields and its
 * exact size in bytes, for tests that check what svc sends (event sizes, ids, priming events,
 * `retry`), outside any SDK client.
 */

/** One server-sent event as sent. */
export interface WireEvent {
  id?: string;
  event?: string;
  /** The data lines joined with `\n` ('' for an event without data, like a priming event). */
  data: string;
  retry?: number;
  /** Bytes of the event on the wire, its terminating blank line included. */
  bytes: number;
}

/** Parses one event block (the text between blank lines). */
function parseBlock(block: string, bytes: number): WireEvent | undefined {
  const event: WireEvent = { data: '', bytes };
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields++;
    if (name === 'data') data.push(value);
    else if (name === 'id') event.id = value;
    else if (name === 'event') event.event = value;
    else if (name === 'retry') event.retry = Number(value);
  }
  if (fields === 0) return undefined;
  event.data = data.join('\n');
  return event;
}

/**
 * Yields the events of an SSE body as they arrive (comments and keep-alives skipped). Stops when
 * the body ends; break out of the loop to stop reading (the reader is released, the body cancelled).
 *
 * @example
 * for await (const event of wireEvents(response.body!)) if (event.data.includes('"id":2')) break;
 */
export async function* wireEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<WireEvent> {
  const reader = body.getReader();
  let pending = Buffer.alloc(0);
  let scanned = 0; // bytes of `pending` already searched for the blank line (svc's SDK ends events with \n\n)
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      pending = Buffer.concat([pending, Buffer.from(value)]);
      for (;;) {
        const at = pending.indexOf('\n\n', Math.max(0, scanned - 1));
        if (at < 0) {
          scanned = pending.length;
          break;
        }
        const end = at + 2;
        const block = pending.subarray(0, at).toString('utf8');
        pending = pending.subarray(end);
        scanned = 0;
        const event = parseBlock(block, end);
        if (event) yield event;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
