import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import {
  WebStandardStreamableHTTPServerTransport, createMcpHandler, isInitializeRequest, isLegacyRequest,
  legacyStatelessFallback, type AuthInfo, type Server,
} from '@modelcontextprotocol/server';
import { SSEServerTransport } from '@modelcontextprotocol/server-legacy/sse';
import type { Logger } from '../log/index.js';
import { boundRequestBody, MAX_MCP_BODY_BYTES, readJsonBody } from './bounded-body.js';
import { bearerMatches, checkLoopbackRequest } from './http-guards.js';
import { createResumableEvents, type SessionEventStore } from './event-store.js';
import type { Authenticator } from '../identity/authenticate.js';
import type { SvcServerFactory } from './mcp-server.js';

/**
 * A web-standard request handler (the explorer's `createHandler` shape); `peer` is the connection's
 * remote address, which the explorer's default approvers look at.
 */
export type FetchHandler = (request: Request, peer?: { remoteAddress?: string }) => Promise<Response>;

/** A Node `(req, res)` handler to mount in any node:http-compatible server. */
export type NodeRequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Options for {@link createSvcHttpApp}. */
export interface SvcHttpAppOptions {
  /** Per-session / per-request MCP server factory (see `createMcpServerFactory`). */
  factory: SvcServerFactory;
  /** `http`: streamable HTTP at `/mcp`. `sse`: `/sse` + `/messages` (2024-11-05 transport). */
  transport: 'http' | 'sse';
  /** Bearer token required on the MCP routes (the explorer checks it through its auth hook). */
  authToken?: string;
  /**
   * Checks the MCP routes' `Authorization` (static token and OAuth access tokens, src/identity);
   * takes the place of `authToken`. Its metadata routes are served without a token.
   */
  authenticator?: Authenticator;
  /** The URL clients reach svc at (`--public-url`): its host passes the loopback guard. */
  publicUrl?: string;
  /** `GET /readyz`: whether this replica can take calls now (default: ready once the app exists). */
  readiness?: () => Promise<{ ready: boolean; checks: Record<string, unknown> }>;
  /**
   * DNS-rebinding protection for loopback binds: Host must be a loopback name (with this port when
   * known) and Origin, when present, a loopback origin. Off for non-loopback binds.
   */
  loopbackGuard?: { port?: () => number | undefined };
  /** The explorer (GET /, /tools...), mounted for every path the MCP routes do not take. */
  explorer?: FetchHandler;
  /** Caller identity when no token authenticated the request. Default: the transport name. */
  caller?: string;
  log?: Logger;
  /** Sessions idle longer than this are closed (default 5 minutes, `limits.session_idle_minutes`). */
  sessionIdleMs?: number;
  /** Sessions open at once, streamable HTTP and SSE together (default 100, `limits.max_sessions`). */
  maxSessions?: number;
}

/**
 * The `retry` (ms) of a session's stream priming events: how long a client whose stream dropped
 * waits before it reconnects with `Last-Event-ID` (SEP-1699).
 */
export const STREAM_RETRY_MS = 2000;

/** A session idle at least this long may be evicted to make room for a new one at the cap. */
const EVICTABLE_IDLE_MS = 10_000;

/** The HTTP face of `svc serve`. */
export interface SvcHttpApp {
  /** Node handler: mount it in your own `http.createServer` or Express app. */
  handler: NodeRequestHandler;
  /** Number of open MCP sessions (streamable HTTP 2025-era sessions plus SSE connections). */
  sessionCount(): number;
  /** Closes every session and stream. */
  close(): Promise<void>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The static token alone (`authToken` without an authenticator): the `token` caller, as before OAuth. */
function staticAuthenticator(token: string): Authenticator {
  return {
    metadata: new Map(),
    async authenticate(header) {
      if (bearerMatches(header, token)) return { ok: true, caller: 'token', principals: ['token'], scopes: [] };
      return { ok: false, status: 401, error: 'Unauthorized', headers: { 'www-authenticate': 'Bearer realm="svc"' } };
    },
  };
}

function jsonError(status: number, error: string, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error }), { status, headers: { ...JSON_HEADERS, ...extra } });
}

function sendNodeJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { ...JSON_HEADERS, ...extra }).end(JSON.stringify(body));
}

interface LegacySession {
  transport: WebStandardStreamableHTTPServerTransport;
  server: Server;
  events: SessionEventStore;
  lastSeen: number;
}

interface SseSession {
  transport: SSEServerTransport;
  server: Server;
  lastSeen: number;
}

/**
 * Builds the HTTP application of `svc serve`: MCP over streamable HTTP at `/mcp` (2026-07-28
 * per-request traffic, 2025-era sessions, and session-less 2025 requests answered statelessly) or
 * over SSE at `/sse` + `/messages`, behind the Host/Origin guard and the Bearer token, with the
 * explorer answering every other path.
 *
 * @example
 * const app = createSvcHttpApp({ factory, transport: 'http', loopbackGuard: {} });
 * http.createServer(app.handler).listen(8000, '127.0.0.1');
 */
export function createSvcHttpApp(options: SvcHttpAppOptions): SvcHttpApp {
  const { factory, log } = options;
  const caller = options.caller ?? options.transport;
  const authenticator: Authenticator | undefined = options.authenticator ?? (options.authToken === undefined ? undefined : staticAuthenticator(options.authToken));
  const onerror = (error: Error) => log?.warn({ err: error }, 'MCP transport error');
  const modern = createMcpHandler((ctx) => factory(ctx), { legacy: 'reject', onerror });
  const stateless = legacyStatelessFallback((ctx) => factory(ctx), onerror);
  const legacySessions = new Map<string, LegacySession>();
  // Sent events of 2025-era sessions, bounded per process, for streams that resume (docs/serve.md).
  const resumable = createResumableEvents();
  const sseSessions = new Map<string, SseSession>();
  const idleMs = options.sessionIdleMs ?? 5 * 60_000;
  const maxSessions = options.maxSessions ?? 100;

  const closeLegacy = (id: string, session: LegacySession) => {
    legacySessions.delete(id);
    session.events.drop();
    void session.transport.close().catch(() => undefined);
    void session.server.close().catch(() => undefined);
  };
  const closeSse = (id: string, session: SseSession) => {
    sseSessions.delete(id);
    void session.server.close().catch(() => undefined);
  };
  const sweeper = setInterval(() => {
    const cutoff = Date.now() - idleMs;
    for (const [id, session] of legacySessions) if (session.lastSeen < cutoff) closeLegacy(id, session);
    for (const [id, session] of sseSessions) if (session.lastSeen < cutoff) closeSse(id, session);
  }, Math.min(idleMs, 30_000));
  sweeper.unref();

  /**
   * Makes room for one more session: under the cap, nothing to do; at the cap, the least recently
   * used session that has been idle a while is closed. Returns false when every session is busy,
   * and the caller answers 503 with Retry-After.
   */
  const roomForSession = (): boolean => {
    if (legacySessions.size + sseSessions.size < maxSessions) return true;
    let oldest: { id: string; lastSeen: number; kind: 'legacy' | 'sse' } | undefined;
    for (const [id, s] of legacySessions) if (!oldest || s.lastSeen < oldest.lastSeen) oldest = { id, lastSeen: s.lastSeen, kind: 'legacy' };
    for (const [id, s] of sseSessions) if (!oldest || s.lastSeen < oldest.lastSeen) oldest = { id, lastSeen: s.lastSeen, kind: 'sse' };
    if (!oldest || Date.now() - oldest.lastSeen < EVICTABLE_IDLE_MS) return false;
    log?.debug({ session: oldest.id, sessions: maxSessions }, 'session cap reached: closing the least recently used idle session');
    if (oldest.kind === 'legacy') closeLegacy(oldest.id, legacySessions.get(oldest.id)!);
    else closeSse(oldest.id, sseSessions.get(oldest.id)!);
    return true;
  };
  const SESSIONS_FULL = `Too many open MCP sessions (limit ${maxSessions}, limits.max_sessions): retry shortly, or close sessions you no longer use`;

  /** Guard + auth shared by both faces; returns the rejection or the caller's auth info. */
  const admit = async (headers: { host?: string | null; origin?: string | null; authorization?: string | null }, needsToken: boolean):
    Promise<{ reject: { status: number; error: string; headers?: Record<string, string> } } | { authInfo?: AuthInfo }> => {
    if (options.loopbackGuard) {
      const reason = checkLoopbackRequest(headers, options.loopbackGuard.port?.(), options.publicUrl);
      if (reason) {
        log?.warn({ host: headers.host, origin: headers.origin }, 'request refused by the DNS-rebinding guard');
        return { reject: { status: 403, error: `Forbidden: ${reason}` } };
      }
    }
    if (needsToken && authenticator) {
      const outcome = await authenticator.authenticate(headers.authorization);
      if (!outcome.ok) return { reject: { status: outcome.status, error: outcome.error, headers: outcome.headers } };
      // The token itself is never kept: what reaches the handlers is who it speaks for.
      return {
        authInfo: {
          token: '[bearer]', clientId: outcome.caller, scopes: outcome.scopes,
          ...(outcome.expiresAt !== undefined ? { expiresAt: outcome.expiresAt } : {}),
          extra: { principals: outcome.principals },
        },
      };
    }
    return { authInfo: { token: '', clientId: caller, scopes: [] } };
  };

  /** Health and metadata: answered before the token check, and health before the Host guard (a balancer probes by address). */
  const publicRoute = async (request: Request, path: string): Promise<Response | undefined> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (path === '/healthz') return new Response(JSON.stringify({ status: 'ok' }), { headers: { ...JSON_HEADERS, 'cache-control': 'no-store' } });
    if (path === '/readyz') {
      const state = options.readiness ? await options.readiness() : { ready: true, checks: {} };
      return new Response(JSON.stringify({ status: state.ready ? 'ready' : 'not_ready', ...state.checks }), { status: state.ready ? 200 : 503, headers: { ...JSON_HEADERS, 'cache-control': 'no-store' } });
    }
    return undefined;
  };

  async function serveLegacy(request: Request, authInfo: AuthInfo | undefined): Promise<Response> {
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId) {
      const session = legacySessions.get(sessionId);
      if (!session) {
        return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found: initialize a new session' }, id: null }), { status: 404, headers: JSON_HEADERS });
      }
      session.lastSeen = Date.now();
      return session.transport.handleRequest(request, { authInfo });
    }
    let body: unknown;
    if (request.method === 'POST') {
      try {
        body = JSON.parse(await request.clone().text());
      } catch {
        body = undefined;
      }
    }
    const opens = Array.isArray(body) ? body.some((m) => isInitializeRequest(m)) : isInitializeRequest(body);
    if (!opens) return stateless(request, { authInfo, parsedBody: body });
    if (!roomForSession()) return jsonError(503, SESSIONS_FULL, { 'retry-after': String(EVICTABLE_IDLE_MS / 1000) });
    const server = factory({ era: 'legacy', authInfo, requestInfo: request });
    const events = resumable.forSession();
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      // Event ids, a priming event with `retry`, and replay after `Last-Event-ID` (SEP-1699).
      eventStore: events,
      retryInterval: STREAM_RETRY_MS,
      onsessioninitialized: (id) => {
        legacySessions.set(id, { transport, server, events, lastSeen: Date.now() });
      },
      onsessionclosed: (id) => {
        legacySessions.delete(id);
        events.drop();
        // The client ended its session (DELETE): close its server, so what it kept goes too.
        void server.close().catch(() => undefined);
      },
    });
    transport.onclose = () => {
      events.drop();
      if (transport.sessionId) legacySessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return transport.handleRequest(request, { authInfo, parsedBody: body });
  }

  const fetchApp = async (request: Request, remoteAddress?: string): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const open = await publicRoute(request, path);
    if (open) return open;
    const isMcp = options.transport === 'http' && path === '/mcp';
    const verdict = await admit({ host: request.headers.get('host'), origin: request.headers.get('origin'), authorization: request.headers.get('authorization') }, isMcp);
    if ('reject' in verdict) return jsonError(verdict.reject.status, verdict.reject.error, verdict.reject.headers);
    const document = request.method === 'GET' ? authenticator?.metadata.get(path) : undefined;
    if (document) return new Response(JSON.stringify(document), { headers: { ...JSON_HEADERS, 'cache-control': 'max-age=300' } });
    try {
      if (isMcp) {
        const bounded = await boundRequestBody(request, MAX_MCP_BODY_BYTES);
        if ('status' in bounded) return jsonError(bounded.status, bounded.error);
        return (await isLegacyRequest(bounded))
          ? await serveLegacy(bounded, verdict.authInfo)
          : await modern.fetch(bounded, { authInfo: verdict.authInfo });
      }
      if (options.explorer) return await options.explorer(request, { remoteAddress });
      return jsonError(404, `Not found: ${path}`);
    } catch (error) {
      // A client that hangs up mid-request is not svc's failure.
      if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') log?.debug({ path }, 'client closed the connection mid-request');
      else log?.error({ err: error, path }, 'HTTP request failed');
      return jsonError(500, 'Internal server error');
    }
  };

  const fetchListener = getRequestListener((request, env) => fetchApp(request, env.incoming.socket?.remoteAddress), { overrideGlobalObjects: false });

  async function handleSse(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const verdict = await admit({ host: req.headers.host, origin: req.headers.origin, authorization: req.headers.authorization }, true);
    if ('reject' in verdict) return sendNodeJson(res, verdict.reject.status, { error: verdict.reject.error }, verdict.reject.headers);
    if (path === '/sse') {
      if (req.method !== 'GET') return sendNodeJson(res, 405, { error: 'Method not allowed: open the event stream with GET /sse' }, { allow: 'GET' });
      if (!roomForSession()) return sendNodeJson(res, 503, { error: SESSIONS_FULL }, { 'retry-after': String(EVICTABLE_IDLE_MS / 1000) });
      const transport = new SSEServerTransport('/messages', res);
      const server = factory({ era: 'legacy', authInfo: verdict.authInfo });
      sseSessions.set(transport.sessionId, { transport, server, lastSeen: Date.now() });
      const forget = () => {
        if (sseSessions.delete(transport.sessionId)) void server.close().catch(() => undefined);
      };
      transport.onclose = forget;
      res.on('close', forget);
      await server.connect(transport);
      return;
    }
    if (req.method !== 'POST') return sendNodeJson(res, 405, { error: 'Method not allowed: post messages with POST /messages?sessionId=...' }, { allow: 'POST' });
    const sessionId = url.searchParams.get('sessionId') ?? '';
    const session = sseSessions.get(sessionId);
    if (!session) return sendNodeJson(res, 404, { error: `Session not found: ${sessionId || '(none)'}; open a stream with GET /sse first` });
    session.lastSeen = Date.now();
    // svc reads the message itself instead of handlePostMessage: every error is JSON, none quotes
    // the body, and an oversized body is a 413.
    const parsed = await readJsonBody(req, MAX_MCP_BODY_BYTES);
    if ('status' in parsed) return sendNodeJson(res, parsed.status, { error: parsed.error });
    try {
      await session.transport.handleMessage(parsed.value, { authInfo: verdict.authInfo });
    } catch {
      return sendNodeJson(res, 400, { error: 'Invalid message: the body is not a JSON-RPC message' });
    }
    sendNodeJson(res, 202, { accepted: true });
  }

  const handler: NodeRequestHandler = (req, res) => {
    // The Fetch adapter builds a URL from Host; one that cannot form a URL would get its bare 400.
    if (!URL.canParse(`http://${req.headers.host ?? 'localhost'}/`)) return sendNodeJson(res, 400, { error: 'Bad request: malformed Host header' });
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (options.transport === 'sse' && (path === '/sse' || path === '/messages')) {
      handleSse(req, res, path, url).catch((error: unknown) => {
        log?.error({ err: error, path }, 'SSE request failed');
        sendNodeJson(res, 500, { error: 'Internal server error' });
      });
      return;
    }
    void fetchListener(req, res);
  };

  return {
    handler,
    sessionCount: () => legacySessions.size + sseSessions.size,
    async close() {
      clearInterval(sweeper);
      const closing: Promise<unknown>[] = [modern.close()];
      for (const session of legacySessions.values()) closing.push(session.transport.close());
      for (const session of sseSessions.values()) closing.push(session.server.close());
      legacySessions.clear();
      sseSessions.clear();
      await Promise.allSettled(closing);
    },
  };
}
