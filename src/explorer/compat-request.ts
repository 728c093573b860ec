import type { CompatHeaders, ExplorerRequest, IncomingRequest } from './types.js';

/**
 * Adds each header as a lower-case own property of the request's `Headers` object, so hooks
 * written for `mcp-embedded-ui` (`req.headers['authorization']`) keep working while
 * `req.headers.get()` works as on any Fetch request.
 *
 * @example
 * const req = withCompatHeaders(new Request('http://x/', { headers: { Authorization: 'Bearer t' } }));
 * req.headers['authorization']; // 'Bearer t'
 */
export function withCompatHeaders(request: Request): ExplorerRequest {
  const headers = request.headers as CompatHeaders;
  headers.forEach((value, name) => {
    if (name in headers) return; // never shadow a Headers method such as `get` or `keys`
    Object.defineProperty(headers, name, { value, enumerable: true, configurable: true });
  });
  return request as unknown as ExplorerRequest;
}

/**
 * Builds the Fetch request handed to hooks and handlers from a node-style request
 * (`IncomingMessage`, Express request, or an `mcp-embedded-ui` request object), carrying
 * `bodyText` as its body. Express's `originalUrl` wins over a mount-stripped `url`.
 *
 * @example
 * const request = nodeStyleToRequest(req, '{"a":1}');
 */
export function nodeStyleToRequest(req: IncomingRequest & { originalUrl?: string }, bodyText: string | undefined): ExplorerRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A header value Fetch refuses is left out rather than failing the call.
    }
  }
  const path = req.originalUrl ?? req.url ?? '/';
  const host = typeof req.headers.host === 'string' ? req.headers.host : '127.0.0.1';
  let url: string;
  try {
    url = new URL(path, `http://${host}`).href;
  } catch {
    url = new URL(path.startsWith('/') ? path : '/', 'http://127.0.0.1').href;
  }
  const method = req.method ?? 'POST';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyText;
  return withCompatHeaders(new Request(url, { method, headers, body }));
}
