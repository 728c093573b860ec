import type { IncomingMessage, ServerResponse } from 'node:http';
import { readNodeBody, type BodyOutcome } from './body.js';
import { nodeStyleToRequest } from './compat-request.js';
import { ExplorerCore, matchPath, methodNotAllowedReply, notFoundReply, type Reply, type RequestSource } from './explorer-core.js';
import { stripPrefix } from './fetch-handler.js';
import type { ExplorerRequest, ToolCallHandler, ToolsProvider, UIConfig } from './types.js';

/** Options of {@link createNodeHandler}: the UI options plus the mount prefix. */
export interface NodeHandlerConfig extends UIConfig {
  /** Mount path, for example `/explorer`. Requests outside it are not the explorer's. */
  prefix?: string;
}

/** A node:http / Express style handler. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

/**
 * Creates a handler for node:http (`http.createServer(handler)`) and Express (`app.use(handler)`).
 *
 * Requests outside `prefix`, to unknown paths or with a method no route takes go to `next()`
 * when a `next` is given (Express), and otherwise get a JSON 404 or 405. A body that
 * `express.json()` (or `express.text()`/`express.raw()`) already parsed is used as it is.
 * Under `app.use('/explorer', handler)` Express strips the mount path itself; setting
 * `prefix: '/explorer'` as well also works.
 *
 * @example
 * import http from 'node:http';
 * const handler = createNodeHandler(tools, handleCall, { prefix: '/explorer', allowExecute: true });
 * http.createServer(handler).listen(8000, '127.0.0.1');
 */
export function createNodeHandler(
  tools: ToolsProvider,
  handleCall: ToolCallHandler,
  config: NodeHandlerConfig = {},
): NodeHandler {
  const { prefix, ...uiConfig } = config;
  const core = new ExplorerCore(tools, handleCall, uiConfig);
  return (req, res, next) => {
    const method = req.method ?? 'GET';
    const path = relativePath(req, prefix);
    const match = path === undefined ? undefined : matchPath(path, core.hasStatus);
    if (!match || method !== match.allow) {
      if (next) {
        next();
        return;
      }
      const pathname = pathOnly(req.url ?? '/');
      writeReply(res, match && path !== undefined ? methodNotAllowedReply(method, path, match.allow) : notFoundReply(path ?? pathname));
      return;
    }
    core.dispatch(match, () => new NodeSource(req)).then(
      (reply) => writeReply(res, reply),
      (err: unknown) => {
        // dispatch already turns route errors into a 500; this only guards the writing itself.
        if (!res.headersSent) writeReply(res, { status: 500, body: '{"error":"Internal error in the tool explorer."}', contentType: 'application/json' });
        else res.destroy(err instanceof Error ? err : undefined);
      },
    );
  };
}

function relativePath(req: IncomingMessage, prefix: string | undefined): string | undefined {
  const own = stripPrefix(pathOnly(req.url ?? '/'), prefix);
  if (own !== undefined || !prefix) return own;
  // Express: under app.use('/x', handler) req.url lost the mount path but originalUrl keeps it.
  const original = (req as IncomingMessage & { originalUrl?: string }).originalUrl;
  return original === undefined ? undefined : stripPrefix(pathOnly(original), prefix);
}

function pathOnly(url: string): string {
  const query = url.search(/[?#]/);
  return query === -1 ? url : url.slice(0, query);
}

/** A node request as a {@link RequestSource}; a class, so no closures are built per request. */
class NodeSource implements RequestSource {
  readonly contentType: string | undefined;
  constructor(private readonly req: IncomingMessage) {
    this.contentType = req.headers['content-type'];
  }
  readBody(limit: number): Promise<BodyOutcome> {
    return readNodeBody(this.req, limit);
  }
  toRequest(bodyText: string | undefined): ExplorerRequest {
    return nodeStyleToRequest(this.req as IncomingMessage & { originalUrl?: string } & { headers: Record<string, string | string[] | undefined> }, bodyText);
  }
}

/** Writes a reply to a node response; a Response built by an auth hook is copied over. */
export function writeReply(res: ServerResponse, reply: Reply): void {
  if (reply.passthrough) {
    const response = reply.passthrough;
    response.arrayBuffer().then(
      (buffer) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(buffer));
      },
      () => res.destroy(),
    );
    return;
  }
  // A flat header list and an explicit Content-Length: node writes the head and body in one piece
  // instead of a chunked body (the cheapest reply node:http can send; see bench/explorer-throughput.ts).
  const headers: string[] = [
    'content-type', reply.contentType,
    'content-length', String(Buffer.byteLength(reply.body, 'utf8')),
    'x-content-type-options', 'nosniff',
  ];
  if (reply.headers) for (const [name, value] of Object.entries(reply.headers)) headers.push(name, value);
  // A refused oversized upload is not drained: close instead of reading megabytes to discard.
  if (reply.status === 413) headers.push('connection', 'close');
  res.writeHead(reply.status, headers);
  res.end(reply.body);
}
