/**
 * Public types of the embeddable tool explorer. Names and shapes follow the `mcp-embedded-ui`
 * package so its users switch by changing the import.
 */

/** MCP tool annotations (SPEC.md "Annotations object"); all hints optional. */
export interface ToolAnnotations {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [extra: string]: unknown;
}

/**
 * A tool supplied by the host. Matched by shape: any object with these properties works,
 * including class instances and objects with getters.
 */
export interface Tool {
  name: string;
  description: string;
  inputSchema?: Record<string, unknown> | null;
  annotations?: ToolAnnotations | Record<string, unknown> | null;
}

/** MCP text content item. */
export interface TextContent {
  type: 'text';
  text: string;
}

/** MCP image content item (base64 `data`). */
export interface ImageContent {
  type: 'image';
  mimeType: string;
  data: string;
}

/** Any MCP content item. Types other than text and image pass through unchanged. */
export type Content = TextContent | ImageContent | { type: string; [field: string]: unknown };

/** Body of `POST /tools/{name}/call`. */
export interface CallResult {
  content: Content[];
  isError: boolean;
  /** Present only when the handler returned a non-empty trace id. */
  _meta?: { _trace_id: string };
}

/**
 * Source of tool definitions: a static list, or a sync or async function resolved on every
 * request. Nothing is cached; caching is the caller's job.
 */
export type ToolsProvider = readonly Tool[] | (() => readonly Tool[]) | (() => Promise<readonly Tool[]>);

/** What a tool call handler resolves to: `[content, isError, traceId?]`. */
export type ToolCallOutcome = [Content[], boolean, (string | null)?];

/**
 * Headers of the request handed to auth hooks and three-parameter handlers: a Fetch `Headers`
 * object that also exposes each header as a lower-case property (`headers['authorization']`),
 * as `mcp-embedded-ui` hooks written against Node's header record expect.
 */
export type CompatHeaders = Headers & { readonly [name: string]: string | undefined };

/** The request handed to auth hooks and three-parameter handlers: a Fetch `Request`. */
export type ExplorerRequest = Omit<Request, 'headers'> & { readonly headers: CompatHeaders };

/** A handler that takes `(name, args)`. */
export type ToolCallHandler2 = (name: string, args: Record<string, unknown>) => Promise<ToolCallOutcome>;

/** A handler that also takes the HTTP request as third parameter. */
export type ToolCallHandler3 = (
  name: string,
  args: Record<string, unknown>,
  request: ExplorerRequest,
) => Promise<ToolCallOutcome>;

/**
 * Executes a tool: `(name, args)` or `(name, args, request)`. One signature with the request
 * last, so a two-parameter function is assignable and arrow functions get their parameter types
 * from context. The explorer passes the request only to handlers that want it: set
 * `wantsRequest` (or `UIConfig.passRequest`) to say so explicitly; otherwise the declared
 * parameters are counted from the function's source, so default and rest parameters count.
 */
export type ToolCallHandler = ((
  name: string,
  args: Record<string, unknown>,
  request: ExplorerRequest,
) => Promise<ToolCallOutcome>) & { wantsRequest?: boolean };

/**
 * Auth middleware for `POST /tools/{name}/call` only. Call `next()` to run the tool; throw
 * (before `next()`) to reject with 401 `{"error":"Unauthorized"}`.
 */
export type AuthHook = (
  req: ExplorerRequest,
  next: () => Promise<Response>,
) => Promise<Response> | Response;

/** The subset of svc's logger (or a pino logger) the explorer uses. */
export interface ExplorerLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

/**
 * A status badge for one tool (an svc extension; see `UIConfig.toolStatus`). `label` is shown on
 * the badge and offered in the page's status filter; `tone` picks its colour; `detail` is its
 * tooltip.
 */
export interface ToolStatus {
  label: string;
  tone?: 'positive' | 'caution' | 'negative' | 'neutral';
  detail?: string;
}

/** Options of {@link createHandler}, {@link createNodeHandler} and {@link buildUIRoutes}. */
export interface UIConfig {
  /** Lets `POST /tools/{name}/call` run tools. Default false (403). Enforced on the server. */
  allowExecute?: boolean;
  /** Guards `POST /tools/{name}/call` only. */
  authHook?: AuthHook;
  /** Page title, HTML-escaped. Default `MCP Tool Explorer`. */
  title?: string;
  /** Largest accepted request body in bytes; larger bodies get 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Where handler exceptions and auth rejections are logged. Default: svc's stderr logger. */
  logger?: ExplorerLogger;
  /**
   * Whether the handler receives the request as third argument. Overrides the handler's own
   * `wantsRequest` marker and source-based detection.
   */
  passRequest?: boolean;
  /**
   * Optional status badge per tool, for example whether a policy lets the tool run. When set,
   * `GET /tool-status` answers `[{name, label, tone?, detail?}]` (called once per tool per request,
   * nothing cached) and the page shows each label as a badge with a filter by label. `GET /tools`
   * and `GET /tools/{name}` are unchanged. Without it, `/tool-status` is an unknown path.
   */
  toolStatus?: (tool: Tool) => ToolStatus | undefined | Promise<ToolStatus | undefined>;
  /**
   * Optional rewrite of a call's or validation's arguments before anything else looks at them:
   * `POST /tools/{name}/validate` validates what it returns and `POST /tools/{name}/call` hands
   * what it returns to the handler. For hosts whose tools read some values as "not given" (svc
   * drops the console's untouched placeholders). Default: the arguments as sent.
   */
  prepareArguments?: (tool: Tool, args: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Optional schema `POST /tools/{name}/validate` checks instead of the tool's `inputSchema`, for
   * hosts that show a cleaned schema but call with a richer one: svc shows the published schema
   * (without `x-cli-*` keywords) and validates against its binding's, so the `x-cli-standalone`
   * and `x-cli-required-unless` rules give the verdict a call would. `undefined` means the tool's
   * `inputSchema`. Return the same object for the same tool: compiled validators are cached by it.
   */
  validationSchema?: (tool: Tool) => Record<string, unknown> | undefined;
  /** Shown in the page footer, HTML-escaped. */
  projectName?: string;
  /** The footer links the project name to this URL; only `http:` and `https:` URLs become links. */
  projectUrl?: string;
}

export type { ValidationFailure, ValidateResult } from '../schema/index.js';

/**
 * A request as `mcp-embedded-ui`'s route handlers accept it: Node-style headers and an
 * optionally pre-parsed `body`. {@link Route} handlers also accept a Fetch `Request`.
 */
export interface IncomingRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  bodyParseError?: boolean;
}

/** One route of {@link buildUIRoutes}. `params.name` is the decoded tool name. */
export interface Route {
  method: 'GET' | 'POST';
  /** `/`, `/tools`, `/tools/:name`, `/tools/:name/call` or `/tools/:name/validate`. */
  pattern: string;
  handler: (req: Request | IncomingRequest, params: Record<string, string>) => Promise<Response>;
}
