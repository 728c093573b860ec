import type { IncomingMessage } from 'node:http';

/** Largest MCP message body accepted on `/mcp` and `/messages` (the SDK's own limit is 4 MiB too). */
export const MAX_MCP_BODY_BYTES = 4 * 1024 * 1024;

/** What went wrong reading a body: the status and the JSON error text to answer with. */
export interface BodyRejection {
  status: 400 | 413 | 415;
  error: string;
}

const TOO_LARGE = (limit: number): BodyRejection => ({ status: 413, error: `Request body too large: the limit is ${limit} bytes` });

/**
 * Reads a web-standard request's body up to `limit` bytes and returns an equivalent request that
 * carries it, or a 413 rejection as soon as the body (declared or streamed) passes the limit, so
 * a huge upload is neither buffered whole nor passed on.
 *
 * @example
 * const bounded = await boundRequestBody(request, MAX_MCP_BODY_BYTES);
 * if ('status' in bounded) return jsonError(bounded.status, bounded.error);
 */
export async function boundRequestBody(request: Request, limit: number): Promise<Request | BodyRejection> {
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Past the limit the rest is read and dropped (the request timeout bounds how long), so the
    // client, still sending, gets the 413 instead of a reset connection.
    if (total <= limit) chunks.push(value);
  }
  if (total > limit) return TOO_LARGE(limit);
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks), signal: request.signal });
}

/**
 * Reads and parses a Node request's JSON body with a size limit. Errors never quote the body: a
 * client that sent a secret in a malformed message must not get it echoed (or logged) back.
 *
 * @example
 * const parsed = await readJsonBody(req, MAX_MCP_BODY_BYTES);
 * if ('status' in parsed) return sendNodeJson(res, parsed.status, { error: parsed.error });
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<{ value: unknown } | BodyRejection> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return { status: 415, error: 'Unsupported content type: send the message as application/json' };
  }
  const declared = Number(req.headers['content-length'] ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return TOO_LARGE(limit);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let tooLarge = false;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit) tooLarge = true;
    // Past the limit the rest is drained, not kept, so the 413 can still be written on this connection.
    if (!tooLarge) chunks.push(chunk);
  }
  if (tooLarge) return TOO_LARGE(limit);
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { status: 400, error: 'Invalid JSON: the request body is not a JSON document' };
  }
}
