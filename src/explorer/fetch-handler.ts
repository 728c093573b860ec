import { readFetchBody, type BodyOutcome } from './body.js';
import { withCompatHeaders } from './compat-request.js';
import { ExplorerCore, matchPath, methodNotAllowedReply, notFoundReply, toResponse, type RequestSource } from './explorer-core.js';
import type { ExplorerRequest, ToolCallHandler, ToolsProvider, UIConfig } from './types.js';

/**
 * Creates a Fetch-API handler (Hono, Bun, Deno, Cloudflare Workers, any `Request`→`Response`
 * server). `prefix` is the mount path to strip, for example `/explorer`. Every reply except
 * `GET /` is JSON, including 404 for unknown paths and 405 (with `Allow`) for wrong methods.
 *
 * @example
 * import { Hono } from 'hono';
 * const explorer = createHandler(tools, handleCall, { allowExecute: true });
 * const app = new Hono();
 * app.all('/explorer/*', (c) => explorer(c.req.raw, '/explorer'));
 * app.all('/explorer', (c) => explorer(c.req.raw, '/explorer'));
 */
export function createHandler(
  tools: ToolsProvider,
  handleCall: ToolCallHandler,
  config: UIConfig = {},
): (req: Request, prefix?: string) => Promise<Response> {
  const core = new ExplorerCore(tools, handleCall, config);
  return async (req: Request, prefix = ''): Promise<Response> => {
    const pathname = new URL(req.url).pathname;
    const path = stripPrefix(pathname, prefix);
    if (path === undefined) return toResponse(notFoundReply(pathname));
    const match = matchPath(path, core.hasStatus);
    if (!match) return toResponse(notFoundReply(path));
    if (req.method !== match.allow) return toResponse(methodNotAllowedReply(req.method, path, match.allow));
    return toResponse(await core.dispatch(match, () => fetchSource(req)));
  };
}

/**
 * Removes a mount prefix from a path at a segment boundary (`/ui` matches `/ui` and `/ui/x`,
 * not `/uix`). Returns undefined when the path is outside the prefix.
 *
 * @example
 * stripPrefix('/ui/tools', '/ui'); // '/tools'
 */
export function stripPrefix(pathname: string, prefix: string | undefined): string | undefined {
  const mount = prefix ? prefix.replace(/\/+$/, '') : '';
  if (mount === '') return pathname;
  if (pathname === mount) return '/';
  if (pathname.startsWith(`${mount}/`)) return pathname.slice(mount.length);
  return undefined;
}

/** A Fetch request as a {@link RequestSource}; a class, so no closures are built per request. */
class FetchSource implements RequestSource {
  readonly contentType: string | undefined;
  constructor(private readonly req: Request) {
    this.contentType = req.headers.get('content-type') ?? undefined;
  }
  readBody(limit: number): Promise<BodyOutcome> {
    return readFetchBody(this.req, limit);
  }
  toRequest(bodyText: string | undefined): ExplorerRequest {
    // The body was consumed by readBody, so hand the hook/handler a copy that carries it again.
    const req = this.req;
    return withCompatHeaders(new Request(req.url, { method: req.method, headers: req.headers, body: bodyText, signal: req.signal }));
  }
}

/** Wraps a Fetch request as a {@link RequestSource}. */
export function fetchSource(req: Request): RequestSource {
  return new FetchSource(req);
}
