import type { IncomingMessage } from 'node:http';
import { readNodeBody, type BodyOutcome } from './body.js';
import { nodeStyleToRequest } from './compat-request.js';
import { ExplorerCore, STATUS_PATH, toResponse, type Reply, type RequestSource } from './explorer-core.js';
import { fetchSource } from './fetch-handler.js';
import type { IncomingRequest, Route, ToolCallHandler, ToolsProvider, UIConfig } from './types.js';

/**
 * Builds the explorer's routes for a router of your own. Each handler takes the request (a
 * Fetch `Request`, a node `IncomingMessage`, or an `mcp-embedded-ui` style object whose `body`
 * is already parsed) and `params.name`, the already decoded tool name.
 *
 * @example
 * for (const route of buildUIRoutes(tools, handleCall)) {
 *   app.on(route.method, `/explorer${route.pattern}`, (c) => route.handler(c.req.raw, c.req.param()));
 * }
 */
export function buildUIRoutes(tools: ToolsProvider, handleCall: ToolCallHandler, config: UIConfig = {}): Route[] {
  const core = new ExplorerCore(tools, handleCall, config);
  const named = (params: Record<string, string>): [string | undefined, string] => {
    const name = params.name;
    return [name, name ?? ''];
  };
  const run = async (route: string, work: () => Promise<Reply>): Promise<Response> => toResponse(await core.guard(route, work));
  const routes: Route[] = [
    { method: 'GET', pattern: '/', handler: async () => toResponse(core.pageReply()) },
    { method: 'GET', pattern: '/tools', handler: () => run('list', () => core.list()) },
    {
      method: 'GET',
      pattern: '/tools/:name',
      handler: (_req, params) => run('detail', () => core.detail(...named(params))),
    },
    {
      method: 'POST',
      pattern: '/tools/:name/call',
      handler: (req, params) => run('call', () => core.call(...named(params), routeSource(req))),
    },
    {
      method: 'POST',
      pattern: '/tools/:name/validate',
      handler: (req, params) => run('validate', () => core.validate(...named(params), routeSource(req))),
    },
  ];
  // The sixth route exists only with a status callback, so the route list stays mcp-embedded-ui's five.
  if (core.hasStatus) routes.push({ method: 'GET', pattern: STATUS_PATH, handler: () => run('status', () => core.status()) });
  return routes;
}

function routeSource(req: Request | IncomingRequest): RequestSource {
  if (req instanceof Request) return fetchSource(req);
  const header = req.headers['content-type'];
  const contentType = Array.isArray(header) ? header[0] : header;
  const stream = req as unknown as IncomingMessage;
  const preParsed = 'body' in req || req.bodyParseError === true || typeof stream.on !== 'function';
  const readBody = (limit: number): Promise<BodyOutcome> => {
    if (!preParsed) return readNodeBody(stream, limit);
    if (req.bodyParseError) return Promise.resolve({ kind: 'invalid-json', detail: 'the request body is not valid JSON' });
    const body = req.body;
    if (body === undefined || body === null) return Promise.resolve({ kind: 'text', text: '' });
    if (typeof body === 'string') return Promise.resolve({ kind: 'text', text: body });
    return Promise.resolve({ kind: 'value', value: body });
  };
  return { contentType, readBody, toRequest: (bodyText) => nodeStyleToRequest(req, bodyText) };
}
