import { createLogger } from '../log/index.js';
import { DEFAULT_TITLE, renderPage } from './page/index.js';
import { DEFAULT_MAX_BODY_BYTES, isJsonContentType, isJsonObject, parseJsonBody, type BodyOutcome } from './body.js';
import { handlerWantsRequest } from './handler-arity.js';
import { dropNulls, isToolLike, toolDetail } from './serialize.js';
import { createToolsListBody } from './tools-list-body.js';
import { validateArguments } from '../schema/index.js';
import type {
  CallResult,
  Content,
  ExplorerLogger,
  ExplorerRequest,
  Tool,
  ToolCallHandler,
  ToolsProvider,
  UIConfig,
  ValidateResult,
} from './types.js';

export { DEFAULT_TITLE };

const JSON_TYPE = 'application/json';
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * A response before it becomes a Fetch `Response` or is written to a node `ServerResponse`;
 * keeping it plain keeps the node path free of Fetch object overhead. `passthrough` carries a
 * Response an auth hook built itself.
 */
export interface Reply {
  status: number;
  body: string;
  contentType: string;
  headers?: Record<string, string>;
  passthrough?: Response;
}

/** The parts of an incoming request the explorer needs, whatever the server framework. */
export interface RequestSource {
  contentType: string | undefined;
  /** Reads the body; called at most once per request. */
  readBody(limit: number): Promise<BodyOutcome>;
  /** The Fetch request handed to auth hooks and three-parameter handlers. */
  toRequest(bodyText: string | undefined): ExplorerRequest;
}

/** Where a path led: a route with its raw (still percent-encoded) tool name, or nothing. */
export type RouteMatch =
  | { route: 'page' | 'list' | 'status'; allow: 'GET' }
  | { route: 'detail'; allow: 'GET'; rawName: string }
  | { route: 'call' | 'validate'; allow: 'POST'; rawName: string }
  | undefined;

/**
 * Header of `GET /tools` when `GET /tool-status` is served: `x-tool-status: tool-status` (its
 * relative path); the page asks for statuses only when it sees it.
 *
 * @example
 * jsonReply(200, list, STATUS_HEADERS);
 */
export const STATUS_HEADERS: Readonly<Record<string, string>> = Object.freeze({ 'x-tool-status': 'tool-status' });

/**
 * The path of the optional status route (`UIConfig.toolStatus`); outside `/tools/…`, so no tool
 * name can shadow it.
 *
 * @example
 * matchPath(STATUS_PATH, true); // { route: 'status', allow: 'GET' }
 */
export const STATUS_PATH = '/tool-status';

/**
 * Maps a path relative to the mount point onto a route. Tool names are one path segment;
 * names containing `/` arrive as `%2F`. `/tool-status` is a route only when `withStatus` is set
 * (the explorer has a `toolStatus` callback).
 *
 * @example
 * matchPath('/tools/git%20log/call'); // { route: 'call', allow: 'POST', rawName: 'git%20log' }
 */
export function matchPath(path: string, withStatus = false): RouteMatch {
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (normalized === '' || normalized === '/') return { route: 'page', allow: 'GET' };
  if (normalized === STATUS_PATH) return withStatus ? { route: 'status', allow: 'GET' } : undefined;
  const parts = normalized.split('/');
  if (parts[0] !== '' || parts[1] !== 'tools') return undefined;
  if (parts.length === 2) return { route: 'list', allow: 'GET' };
  const rawName = parts[2]!;
  if (parts.length === 3) return { route: 'detail', allow: 'GET', rawName };
  if (parts.length === 4 && parts[3] === 'call') return { route: 'call', allow: 'POST', rawName };
  if (parts.length === 4 && parts[3] === 'validate') return { route: 'validate', allow: 'POST', rawName };
  return undefined;
}

/** Decodes a percent-encoded tool name; malformed encoding yields undefined (an unknown tool). */
export function decodeName(rawName: string): string | undefined {
  try {
    return decodeURIComponent(rawName);
  } catch {
    return undefined;
  }
}

/** A JSON reply. */
export function jsonReply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { status, body: JSON.stringify(body), contentType: JSON_TYPE, headers };
}

/** The JSON reply for a path no route serves. */
export function notFoundReply(path: string): Reply {
  return jsonReply(404, {
    error: `Not found: ${path}. The explorer serves GET /, GET /tools, GET /tools/{name}, POST /tools/{name}/call and POST /tools/{name}/validate.`,
  });
}

/** The JSON reply for a known path asked with the wrong method, with its `Allow` header. */
export function methodNotAllowedReply(method: string, path: string, allow: string): Reply {
  return jsonReply(405, { error: `Method ${method} is not allowed on ${path}; use ${allow}.` }, { allow });
}

/** Converts a reply into a Fetch `Response`. */
export function toResponse(reply: Reply): Response {
  if (reply.passthrough) return reply.passthrough;
  const headers = new Headers(reply.headers);
  headers.set('content-type', reply.contentType);
  headers.set('x-content-type-options', 'nosniff');
  return new Response(reply.body, { status: reply.status, headers });
}

/**
 * The explorer's endpoint logic, independent of the HTTP framework. Adapters (Fetch, node:http,
 * route list) translate requests into {@link RequestSource}s and replies back.
 */
export class ExplorerCore {
  readonly allowExecute: boolean;
  /** Whether `GET /tool-status` is served (`UIConfig.toolStatus` is set). */
  readonly hasStatus: boolean;
  private readonly maxBodyBytes: number;
  private readonly title: string;
  private readonly wantsRequest: boolean;
  private page: string | undefined;
  private ownLogger: ExplorerLogger | undefined;
  private readonly toolsListBody = createToolsListBody();

  constructor(
    private readonly tools: ToolsProvider,
    private readonly handleCall: ToolCallHandler,
    private readonly config: UIConfig = {},
  ) {
    if (typeof handleCall !== 'function') throw new TypeError('handleCall must be a function (name, args[, request]) => Promise<[content, isError, traceId?]>');
    this.allowExecute = config.allowExecute === true;
    this.hasStatus = typeof config.toolStatus === 'function';
    this.title = config.title ?? DEFAULT_TITLE;
    const limit = config.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    if (!Number.isFinite(limit) || limit < 0) throw new RangeError(`maxBodyBytes must be a non-negative number of bytes, got ${String(limit)}`);
    this.maxBodyBytes = limit;
    this.wantsRequest = handlerWantsRequest(handleCall, config.passRequest);
  }

  /** Runs the route a path matched. */
  dispatch(match: NonNullable<RouteMatch>, source: () => RequestSource): Promise<Reply> {
    return this.guard(match.route, () => {
      switch (match.route) {
        case 'page':
          return Promise.resolve(this.pageReply());
        case 'list':
          return this.list();
        case 'status':
          return this.status();
        case 'detail':
          return this.detail(decodeName(match.rawName), match.rawName);
        case 'call':
          return this.call(decodeName(match.rawName), match.rawName, source());
        case 'validate':
          return this.validate(decodeName(match.rawName), match.rawName, source());
      }
    });
  }

  /** Runs route logic; anything it did not expect is logged and becomes a JSON 500. */
  async guard(route: string, work: () => Promise<Reply>): Promise<Reply> {
    try {
      return await work();
    } catch (err) {
      this.logger.error({ err, route }, 'explorer: unexpected error');
      return jsonReply(500, { error: 'Internal error in the tool explorer; the server log has the details.' });
    }
  }

  /** `GET /`: the HTML page, rendered once (title, allow-execute and project never change). */
  pageReply(): Reply {
    this.page ??= renderPage({
      title: this.title,
      allowExecute: this.allowExecute,
      projectName: this.config.projectName,
      projectUrl: this.config.projectUrl,
    });
    return { status: 200, body: this.page, contentType: HTML_TYPE };
  }

  /** `GET /tools`. */
  async list(): Promise<Reply> {
    // With a status callback the list says so in a header (the body stays SPEC.md's), so the page
    // asks for statuses only where they exist.
    const body = this.toolsListBody(await this.resolveTools());
    return { status: 200, body, contentType: JSON_TYPE, headers: this.hasStatus ? STATUS_HEADERS : undefined };
  }

  /**
   * `GET /tool-status` (only with `UIConfig.toolStatus`): `[{name, label, tone?, detail?}]` for
   * every tool the callback gave a status, in the provider's order. Like `GET /tools`, no auth hook.
   */
  async status(): Promise<Reply> {
    const callback = this.config.toolStatus;
    if (!callback) return notFoundReply(STATUS_PATH);
    const out: Record<string, unknown>[] = [];
    for (const item of await this.resolveTools()) {
      if (!isToolLike(item)) continue;
      const status = await callback(item);
      if (!status || typeof status.label !== 'string') continue;
      const entry: Record<string, unknown> = { name: item.name, label: status.label };
      if (status.tone) entry.tone = status.tone;
      if (typeof status.detail === 'string' && status.detail) entry.detail = status.detail;
      out.push(entry);
    }
    return jsonReply(200, out);
  }

  /** `GET /tools/{name}`. */
  async detail(name: string | undefined, rawName: string): Promise<Reply> {
    const tool = name === undefined ? undefined : findTool(await this.resolveTools(), name);
    if (!tool) return toolNotFound(name ?? rawName);
    return jsonReply(200, toolDetail(tool));
  }

  /** `POST /tools/{name}/call`, preconditions in SPEC.md's order. */
  async call(name: string | undefined, rawName: string, source: RequestSource): Promise<Reply> {
    if (!this.allowExecute) return jsonReply(403, { error: 'Tool execution is disabled.' });
    const tool = name === undefined ? undefined : findTool(await this.resolveTools(), name);
    if (!tool || name === undefined) return toolNotFound(name ?? rawName);
    // A cross-site form or no-cors fetch cannot send application/json without a CORS preflight,
    // so requiring it keeps other origins from running tools through a user's browser.
    if (!isJsonContentType(source.contentType)) {
      return jsonReply(415, {
        error: `Unsupported Content-Type ${source.contentType ? `'${source.contentType}'` : '(none)'}: send the arguments as a JSON object with Content-Type: application/json.`,
      });
    }
    const body = await source.readBody(this.maxBodyBytes);
    if (body.kind === 'too-large') return tooLarge(body.limit);
    if (body.kind === 'failed') return jsonReply(400, { error: `Could not read the request body: ${body.detail}` });
    const parsed = parseJsonBody(body);
    // SPEC.md: a body that is not valid JSON (or, here, not an object) silently becomes {}.
    const sent = parsed.ok && isJsonObject(parsed.value) ? parsed.value : {};
    const args = this.config.prepareArguments ? this.config.prepareArguments(tool, sent) : sent;
    const bodyText = body.kind === 'text' ? body.text : body.kind === 'value' ? JSON.stringify(body.value) : '';
    let request: ExplorerRequest | undefined;
    const lazyRequest = (): ExplorerRequest => (request ??= source.toRequest(bodyText));
    const run = (): Promise<Reply> => this.runHandler(name, args, lazyRequest);
    const hook = this.config.authHook;
    return hook ? this.guarded(hook, name, lazyRequest, run) : run();
  }

  /** `POST /tools/{name}/validate`: never consults allow-execute or the auth hook, never runs the tool. */
  async validate(name: string | undefined, rawName: string, source: RequestSource): Promise<Reply> {
    const tool = name === undefined ? undefined : findTool(await this.resolveTools(), name);
    if (!tool) return toolNotFound(name ?? rawName);
    const body = await source.readBody(this.maxBodyBytes);
    if (body.kind === 'too-large') return tooLarge(body.limit);
    if (body.kind === 'failed') return invalidJson(`could not read the request body: ${body.detail}`);
    const parsed = parseJsonBody(body);
    if (!parsed.ok) return invalidJson(parsed.detail);
    if (!isJsonObject(parsed.value)) {
      return invalidJson(`expected a JSON object of arguments, got ${Array.isArray(parsed.value) ? 'an array' : parsed.value === null ? 'null' : typeof parsed.value}`);
    }
    const args = this.config.prepareArguments ? this.config.prepareArguments(tool, parsed.value) : parsed.value;
    const schema = this.config.validationSchema?.(tool) ?? tool.inputSchema;
    return jsonReply(200, validateArguments(schema, args, { dropNullFields: true }));
  }

  private async guarded(
    hook: NonNullable<UIConfig['authHook']>,
    name: string,
    request: () => ExplorerRequest,
    run: () => Promise<Reply>,
  ): Promise<Reply> {
    let pending: Promise<Reply> | undefined;
    let handed: Response | undefined;
    let handedReply: Reply | undefined;
    const next = async (): Promise<Response> => {
      pending ??= run();
      const reply = await pending;
      handedReply = reply;
      handed ??= toResponse(reply);
      return handed;
    };
    let outcome: unknown;
    try {
      outcome = await hook(request(), next);
    } catch (err) {
      if (pending === undefined) {
        this.logger.warn({ err, tool: name }, 'explorer: auth hook rejected a tool call');
        return unauthorized();
      }
      // The tool already ran; its result is the truthful answer.
      this.logger.warn({ err, tool: name }, 'explorer: auth hook threw after next(); returning the tool result');
      return pending;
    }
    if (outcome instanceof Response) return outcome === handed && handedReply ? handedReply : { ...jsonReply(outcome.status, null), passthrough: outcome };
    if (pending !== undefined) return pending;
    this.logger.warn({ tool: name }, 'explorer: auth hook returned without calling next(); rejecting');
    return unauthorized();
  }

  private async runHandler(name: string, args: Record<string, unknown>, request: () => ExplorerRequest): Promise<Reply> {
    let outcome: unknown;
    try {
      // Called unbound: the handler must not see the explorer's internals as `this`.
      const handler = this.handleCall as (...params: unknown[]) => Promise<unknown>;
      outcome = this.wantsRequest ? await handler(name, args, request()) : await handler(name, args);
    } catch (err) {
      this.logger.error({ err, tool: name }, 'explorer: tool handler threw');
      const message = err instanceof Error ? err.message : String(err);
      return jsonReply(500, { content: [{ type: 'text', text: message }], isError: true } satisfies CallResult);
    }
    if (!Array.isArray(outcome)) {
      this.logger.error({ tool: name, got: typeof outcome }, 'explorer: tool handler returned a non-array');
      return jsonReply(500, {
        content: [{ type: 'text', text: 'The tool handler returned an invalid result: expected [content, isError, traceId?].' }],
        isError: true,
      } satisfies CallResult);
    }
    const [content, isError, traceId] = outcome as [unknown, unknown, unknown];
    const result: CallResult = {
      content: (Array.isArray(content) ? dropNulls(content) : []) as Content[],
      isError: Boolean(isError),
    };
    if (typeof traceId === 'string' && traceId !== '') result._meta = { _trace_id: traceId };
    return jsonReply(result.isError ? 500 : 200, result);
  }

  /** Resolves the provider (every request; nothing cached). Items are matched by shape later. */
  private async resolveTools(): Promise<readonly unknown[]> {
    const provider = this.tools;
    const resolved: unknown = Array.isArray(provider) ? provider : await (provider as () => unknown)();
    if (!Array.isArray(resolved)) {
      throw new TypeError(`the tools provider returned ${typeof resolved}, expected a list of tools`);
    }
    return resolved;
  }

  private get logger(): ExplorerLogger {
    return this.config.logger ?? (this.ownLogger ??= createLogger());
  }
}

/** The first tool-shaped item with this name; items without a string `name` are skipped. */
function findTool(items: readonly unknown[], name: string): Tool | undefined {
  for (const item of items) if (isToolLike(item) && item.name === name) return item;
  return undefined;
}

function toolNotFound(name: string): Reply {
  return jsonReply(404, { error: `Tool not found: ${name}` });
}

function unauthorized(): Reply {
  return jsonReply(401, { error: 'Unauthorized' });
}

function tooLarge(limit: number): Reply {
  return jsonReply(413, { error: `Request body too large: the limit is ${limit} bytes (UIConfig.maxBodyBytes).` });
}

function invalidJson(detail: string): Reply {
  const result: ValidateResult = { valid: false, errors: [{ path: '', message: `Invalid JSON: ${detail}`, keyword: 'format' }] };
  return jsonReply(400, result);
}
