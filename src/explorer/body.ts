import type { IncomingMessage } from 'node:http';

/** Default largest request body: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * What reading a request body produced. `value` means a body parser already parsed it;
 * `invalid-json` means one already found it unparseable.
 */
export type BodyOutcome =
  | { kind: 'text'; text: string }
  | { kind: 'value'; value: unknown }
  | { kind: 'invalid-json'; detail: string }
  | { kind: 'too-large'; limit: number }
  | { kind: 'failed'; detail: string };

/** Result of turning a body into JSON. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; detail: string };

/**
 * Reads a Fetch `Request` body, refusing more than `limit` bytes without buffering past it.
 *
 * @example
 * const outcome = await readFetchBody(request, 1024);
 */
export async function readFetchBody(request: Request, limit: number): Promise<BodyOutcome> {
  if (declaredTooLarge(request.headers.get('content-length'), limit)) return { kind: 'too-large', limit };
  if (request.bodyUsed) return { kind: 'failed', detail: 'the request body was already read' };
  if (!request.body) return { kind: 'text', text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return { kind: 'too-large', limit };
      }
      chunks.push(value);
    }
  } catch (err) {
    return { kind: 'failed', detail: err instanceof Error ? err.message : String(err) };
  }
  return { kind: 'text', text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Reads a node:http request body with a size limit. A body that a framework's body parser
 * (express.json(), express.text(), express.raw()) already consumed is taken from `req.body`
 * instead of waiting for a stream that will never emit again.
 *
 * @example
 * const outcome = await readNodeBody(req, 1024 * 1024);
 */
export function readNodeBody(req: IncomingMessage, limit: number): Promise<BodyOutcome> {
  if (declaredTooLarge(req.headers['content-length'], limit)) return Promise.resolve({ kind: 'too-large', limit });
  const parsed = (req as IncomingMessage & { body?: unknown }).body;
  if (parsed !== undefined) {
    if (typeof parsed === 'string') return Promise.resolve(sized(parsed, limit));
    if (Buffer.isBuffer(parsed)) return Promise.resolve(sized(parsed.toString('utf8'), limit));
    return Promise.resolve({ kind: 'value', value: parsed });
  }
  if (req.readableEnded) return Promise.resolve({ kind: 'text', text: '' });
  // Listeners are inline and never removed: this runs on every call and validation, and named
  // per-request closures cost (tsx, which runs svc from a checkout, wraps each to keep its name).
  // After the outcome is settled they ignore everything; the error listener keeps a late socket
  // error from becoming an unhandled 'error' event.
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        // Stop buffering; the 413 reply closes the connection rather than draining the rest.
        settled = true;
        req.pause();
        resolve({ kind: 'too-large', limit });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve({ kind: 'text', text: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8') });
    });
    req.on('error', (err: Error) => {
      if (settled) return;
      settled = true;
      resolve({ kind: 'failed', detail: err.message });
    });
    req.on('close', () => {
      if (settled || req.readableEnded) return;
      settled = true;
      resolve({ kind: 'failed', detail: 'the client closed the connection before the body ended' });
    });
  });
}

/**
 * Parses a body outcome as JSON. `value` outcomes are already parsed.
 *
 * @example
 * parseJsonBody({ kind: 'text', text: '{"a":1}' }); // { ok: true, value: { a: 1 } }
 */
export function parseJsonBody(
  outcome: { kind: 'text'; text: string } | { kind: 'value'; value: unknown } | { kind: 'invalid-json'; detail: string },
): ParsedBody {
  if (outcome.kind === 'value') return { ok: true, value: outcome.value };
  if (outcome.kind === 'invalid-json') return { ok: false, detail: outcome.detail };
  try {
    return { ok: true, value: JSON.parse(outcome.text) as unknown };
  } catch (err) {
    return { ok: false, detail: err instanceof Error ? err.message : String(err) };
  }
}

/** Whether a value is a JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a Content-Type names JSON: `application/json` or `application/<x>+json`, any parameters. */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return essence === 'application/json' || /^application\/[\w.+-]+\+json$/.test(essence);
}

function sized(text: string, limit: number): BodyOutcome {
  return Buffer.byteLength(text, 'utf8') > limit ? { kind: 'too-large', limit } : { kind: 'text', text };
}

function declaredTooLarge(header: string | string[] | null | undefined, limit: number): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return false;
  const length = Number(value);
  return Number.isFinite(length) && length > limit;
}
