import { existsSync } from 'node:fs';
import type { BindingLoadError } from '../bindings/index.js';
import type { Binding } from '../bindings/types.js';
import { defaultConfigPath, loadConfig, type ConfigOverrides, type SvcConfig } from '../config/index.js';
import { createAclSource, readAclFileCached, targetMatches, type AclDocument } from '../govern/index.js';
import { createAuditLog, type AuditLog } from '../govern/index.js';
import { createLogger, type Logger, type LogLevel } from '../log/index.js';
import { serveStdio as sdkServeStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { bindingProblem, readBindingsCached } from '../bindings/index.js';
// The HTTP faces (Hono, the SSE transport, the explorer) load only when asked for, so a stdio
// server, as desktop clients start it, answers `initialize` sooner (bench/initialize.ts).
import type { NodeRequestHandler, SvcHttpApp } from './http-app.js';
import type { Authenticator } from '../identity/authenticate.js';
import { isLoopbackHost } from './http-guards.js';
import type { ListeningServer } from './http-listen.js';
import { createToolRuntime, createCallConfinement, reportSandbox, createCallerQuota, type ToolRuntimeLike } from '../call/index.js';
import { createMcpServerFactory, type ApprovalMode, type SvcServerFactory } from './mcp-server.js';
import { toOpenAITools, type OpenAIExportOptions, type OpenAITool } from './openai-export.js';
import { toolFilter, unmatchedPatterns, toolAccessOf, openListEntryCache, type ToolFilter } from '../tool-list/index.js';
import { implicitRoot, realOperatorRoots } from '../exec/workspace.js';
import { dirname, join } from 'node:path';
import { deriveKey, openStateStore, type StateStore } from '../state/index.js';
import { ApprovalStateSigner } from './elicit-approval.js';
import { DEFAULT_RESULTS } from '../config/results.js';
import { createOutputStore } from '../results/index.js';
import type { ToolListMode } from '../config/tool-list.js';
import { DEFAULT_TELEMETRY, loadTelemetry } from '../telemetry/index.js';
import { SVC_SERVER_VERSION } from './mcp-server.js';

/** How long after start-up the sandbox probe's outcome is logged, unless a call needs it sooner. */
const SANDBOX_REPORT_DELAY_MS = 1_000;

/** Options for {@link createSvcServer}. */
export interface SvcServerOptions extends ToolFilter {
  /** Where bubblewrap is looked for (default: PATH); tests point it at a directory without one. */
  sandboxSearchPath?: string;
  /** Binding directory (default: the configured `modules_dir`). Ignored when `bindings` is given. */
  modulesDir?: string;
  /** Serve these bindings instead of reading a directory. */
  bindings?: Binding[];
  /** Configuration overrides on top of env, file and defaults (`default_timeout`, `audit_log`...). */
  config?: ConfigOverrides;
  /** The ACL: a document, or a file path (default: the configured `acl_file`). */
  acl?: AclDocument | string;
  /** The audit trail (default: one on the configured `audit_log`). */
  audit?: AuditLog;
  /** How approval-requiring calls are answered (default `deny`). */
  approval?: ApprovalMode;
  /** `svc serve --tool-list`: overrides the config's `tool_list.mode` (full, auto or discover). */
  toolList?: ToolListMode;
  /** MCP server name (default `svc`). */
  name?: string;
  /**
   * Log, a moment after start, what confinement calls will get (default true): a server's start-up
   * report. `svc call` turns it off: one call says its own sandbox in its result, and a report
   * timed a second after start showed up on some runs and not others.
   */
  reportSandbox?: boolean;
  /** A logger (svc's, or a pino logger), or a level for svc's stderr logger (default: the configured `log_level`). */
  log?: Logger | LogLevel;
}

/** Options shared by the HTTP faces. */
export interface SvcHttpOptions {
  /** Mounts the explorer at `/` and `/tools...`. */
  explorer?: boolean;
  /** Lets the explorer run tools. */
  allowExecute?: boolean;
  /** Bearer token for `/mcp`, `/sse`, `/messages` and explorer calls (default `$SVC_AUTH_TOKEN`). */
  authToken?: string;
  /** Explorer page title. */
  title?: string;
  /**
   * The URL clients reach svc at (`--public-url`, default config `public_url`): its host passes
   * the Host/Origin guard, and it is the default OAuth audience and resource identifier.
   */
  publicUrl?: string;
  /**
   * DNS-rebinding guard (Host/Origin must be loopback). Default: on for loopback binds; for
   * {@link SvcServer.requestHandler}, on unless set to false.
   */
  loopbackGuard?: boolean;
}

/** Options of {@link SvcServer.serveHttp} and {@link SvcServer.serveSse}. */
export interface SvcListenOptions extends SvcHttpOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8000; 0 picks a free port. */
  port?: number;
  /** Allows a non-loopback bind without a token. */
  insecureNoAuth?: boolean;
}

/** A running HTTP/SSE server. */
export interface RunningSvcHttp extends ListeningServer {
  /** The MCP endpoint (`.../mcp`, or `.../sse` in SSE mode). */
  mcpUrl: string;
}

/** A configured svc MCP server, ready to serve on any transport. */
export interface SvcServer {
  /** The exposed bindings, after filtering. */
  readonly bindings: readonly Binding[];
  /** Binding files that were rejected (each logged at warn). */
  readonly loadErrors: readonly BindingLoadError[];
  readonly config: SvcConfig;
  /** The state store (config `state`, docs/state.md): memory, or Redis shared by replicas. */
  readonly state: StateStore;
  /** The execution and governance runtime every call goes through. */
  readonly runtime: ToolRuntimeLike;
  /** A factory of SDK servers, for wiring your own transport. */
  mcpServerFactory(caller?: string): SvcServerFactory;
  /** The exposed tools in OpenAI's function-calling format (`{ strict: true }` for strict mode). */
  openAITools(options?: OpenAIExportOptions): OpenAITool[];
  /** Serves MCP on this process's stdin/stdout until stdin closes. */
  serveStdio(): Promise<{ close(): Promise<void> }>;
  /** Streamable HTTP at `/mcp` (plus the explorer when asked). */
  serveHttp(options?: SvcListenOptions): Promise<RunningSvcHttp>;
  /** SSE at `/sse` + `/messages` (plus the explorer when asked). */
  serveSse(options?: SvcListenOptions): Promise<RunningSvcHttp>;
  /** A node `(req, res)` handler to mount in your own HTTP server; `close()` ends its sessions. */
  requestHandler(options?: SvcHttpOptions & { transport?: 'http' | 'sse' }): NodeRequestHandler & { close(): Promise<void> };
  /**
   * Closes the state store (a Redis connection would keep the process alive). Closing the last
   * serving handle (stdio, HTTP, SSE, request handler) does it too; call this when none was opened.
   */
  close(): Promise<void>;
}

/** Raised for options that cannot work (a public bind without a token, a bad port). */
export class ServeOptionsError extends Error {
  override name = 'ServeOptionsError';
}

/**
 * Validates a `--port` value: an integer from 1 to 65535 (0 is accepted programmatically: any
 * free port).
 *
 * @example
 * parsePort('8000'); // 8000
 * parsePort('70000'); // throws ServeOptionsError
 */
export function parsePort(value: string | number, allowZero = false): number {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n > 65535 || n < (allowZero ? 0 : 1)) {
    throw new ServeOptionsError(`--port must be an integer from 1 to 65535 (got ${JSON.stringify(value)}).`);
  }
  return n;
}

/**
 * Bindings given in code get the checks binding files get from {@link readBindings}: each must be
 * trustworthy, and no two may share an alias (one of them could never be called).
 */
function checkedBindings(bindings: readonly Binding[]): Binding[] {
  const moduleByAlias = new Map<string, string>();
  for (const binding of bindings) {
    const problem = bindingProblem(binding);
    if (problem) throw new Error(`binding ${binding?.module_id ?? '(no module_id)'}: ${problem}`);
    const other = moduleByAlias.get(binding.alias);
    if (other) throw new Error(`bindings ${other} and ${binding.module_id} share the alias ${binding.alias}: give one of them another alias`);
    moduleByAlias.set(binding.alias, binding.module_id);
  }
  return [...bindings];
}

/**
 * Builds an svc MCP server: loads bindings (bad files are logged and skipped), keeps those that
 * pass the tag and module-prefix filters (the others can be neither listed nor called), reads the
 * ACL (a malformed one throws `AclError` naming file and line), and wires audit, approval and
 * logging. Then serve it on stdio, streamable HTTP or SSE, or mount its request handler.
 *
 * @example
 * const svc = await createSvcServer({ modulePrefixes: ['cli.git'], approval: 'elicit' });
 * const running = await svc.serveHttp({ port: 8000, explorer: true });
 */
export async function createSvcServer(options: SvcServerOptions = {}): Promise<SvcServer> {
  const loaded = await loadConfig({ overrides: { ...options.config, ...(options.modulesDir ? { modules_dir: options.modulesDir } : {}) } });
  let config: SvcConfig;
  try {
    // Every root, global or per caller, must exist: svc refuses to start rather than confine calls to nothing.
    config = {
      ...loaded, roots: realOperatorRoots(loaded.roots),
      ...(loaded.caller_roots ? { caller_roots: loaded.caller_roots.map((entry, index) => ({ ...entry, roots: realOperatorRoots(entry.roots, `caller_roots[${index}].roots`) })) } : {}),
    };
  } catch (error) {
    throw new ServeOptionsError(`Cannot serve: ${(error as Error).message}.`);
  }
  const log: Logger = typeof options.log === 'object' ? options.log : createLogger({ level: options.log ?? config.log_level });
  let all: Binding[];
  let loadErrors: BindingLoadError[] = [];
  let bindingsIdentity: string | undefined;
  if (options.bindings) {
    all = checkedBindings(options.bindings);
  } else {
    const loaded = await readBindingsCached(config.modules_dir, config.cache_dir, log);
    all = loaded.bindings;
    loadErrors = loaded.errors;
    bindingsIdentity = loaded.fingerprint;
    for (const error of loadErrors) log.warn({ file: error.file }, `skipping binding: ${error.message}`);
  }
  const keep = toolFilter(options);
  const bindings = all.filter(keep);
  for (const [option, patterns] of [['--tools', options.tools], ['--exclude', options.exclude]] as const) {
    const unmatched = unmatchedPatterns(patterns, all);
    if (unmatched.length) log.warn({ option, patterns: unmatched }, `${option} pattern(s) ${unmatched.join(', ')} name no scanned tool; check the spelling with \`svc list\``);
  }
  const aclFile = typeof options.acl === 'string' ? options.acl : config.acl_file;
  // A file ACL is read once here so a malformed one refuses to start, then re-checked on every call
  // so an operator's edit (the documented fix for a denial) applies without a restart.
  const acl = typeof options.acl === 'object' ? options.acl : createAclSource(aclFile, { initial: await readAclFileCached(aclFile, config.cache_dir, log), log });
  if (typeof options.acl !== 'object' && !existsSync(aclFile)) {
    log.warn({ acl_file: aclFile }, 'no ACL file: every tool call is denied (default deny) until it exists; `svc scan` writes one');
  }
  // The OpenTelemetry SDK is imported only when an endpoint is configured (src/telemetry).
  const telemetry = await loadTelemetry(config.telemetry ?? DEFAULT_TELEMETRY, SVC_SERVER_VERSION, log);
  const audit = options.audit ?? createAuditLog({ file: config.audit_log, log, ...(telemetry.enabled ? { onRecord: (record) => telemetry.onAudit(record) } : {}) });
  // A malformed salt (wrong size, a FIFO) stops start-up naming the file, before any call is taken.
  await audit.prepare?.();
  const relaxed = config.allow_shell_metacharacters;
  const allowShellMetacharacters = (moduleId: string) => relaxed.some((pattern) => targetMatches(pattern, moduleId));
  // The sandbox is proved with a real run before the first call (docs/sandbox.md "Modes"). The
  // first call starts the proof (two bwrap runs) if it has not started yet, and every call waits
  // for the same shared probe. The start-up report waits a moment, so the proof's spawns do not
  // slow the client's initialize and first tools/list, which do not need it.
  const confinement = createCallConfinement({ config, ...(options.sandboxSearchPath !== undefined ? { searchPath: options.sandboxSearchPath } : {}) });
  if (options.reportSandbox !== false) setTimeout(() => void reportSandbox(confinement, log).catch((error: Error) => log.error({ err: error.message }, 'sandbox probe failed')), SANDBOX_REPORT_DELAY_MS).unref();
  const results = config.results ?? DEFAULT_RESULTS;
  // State beyond one request (docs/state.md): a Redis that does not answer, or a missing shared
  // key file, stops start-up with what to do; svc never serves half-shared.
  let opened: Awaited<ReturnType<typeof openStateStore>>;
  try {
    opened = await openStateStore(config.state, { maxKeptBytes: results.max_kept_bytes, defaultSecretFile: join(dirname(defaultConfigPath()), 'state.key'), log });
  } catch (error) {
    throw new ServeOptionsError(`Cannot serve: ${(error as Error).message}`);
  }
  const state = opened.store;
  // The store outlives any one transport: it closes with the last serving handle (or close()).
  let stateClosed: Promise<void> | undefined;
  const closeState = (): Promise<void> => (stateClosed ??= state.close().catch((error: Error) => log.warn({ err: error.message }, 'closing the state store failed')));
  let serving = 0;
  const served = (): (() => Promise<void>) => {
    serving++;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      if (--serving === 0) await closeState();
    };
  };
  const limits = config.limits;
  const callerQuota = limits.max_running_programs_per_caller > 0 || limits.max_calls_per_minute_per_caller > 0
    ? createCallerQuota({ store: state, maxRunning: limits.max_running_programs_per_caller, callsPerMinute: limits.max_calls_per_minute_per_caller })
    : undefined;
  const runtime: ToolRuntimeLike = createToolRuntime({ bindings, config, acl, aclFile, audit, log, allowShellMetacharacters, confinement, ...(callerQuota ? { callerQuota } : {}) });
  const name = options.name ?? 'svc';
  log.info({ tools: bindings.length, skipped: loadErrors.length, modules_dir: options.bindings ? undefined : config.modules_dir }, 'bindings loaded');
  if (bindings.length === 0) {
    log.warn({ modules_dir: config.modules_dir }, all.length === 0 ? 'no bindings to serve: run `svc scan <program>...` first' : 'every binding was filtered out by --tools / --exclude / --tags / module prefixes');
  }

  const workspace = { cwd: process.cwd() };
  const callerRoots = config.caller_roots ?? [];
  if (config.roots.length === 0 && callerRoots.length === 0) log.info({ root: implicitRoot(workspace.cwd) }, 'no --root: calls work in svc\'s own directory (HOME when that is /), narrowed by the client\'s roots; add --root to choose');
  else if (config.roots.length === 0 && !callerRoots.some((entry) => entry.callers.includes('*'))) {
    log.warn({ root: implicitRoot(workspace.cwd) }, 'caller_roots but no --root: a caller no caller_roots entry names works in svc\'s own directory (HOME when that is /); add roots (or an entry for "*") to choose theirs');
  }
  // Whole outputs of long results, kept per session or caller (docs/results.md); spilled to a local
  // directory made on the first spill, and with a shared store copied there when the call ends.
  const outputs = createOutputStore({
    parentDir: join(config.cache_dir, 'results'), retentionMs: results.retention_minutes * 60_000, maxKeptBytes: results.max_kept_bytes, log,
    handleKey: deriveKey(opened.secret, 'output-handle'), ...(state.kind === 'redis' ? { shared: state.outputs } : {}),
  });
  const approvalSigner = new ApprovalStateSigner({ key: deriveKey(opened.secret, 'approval-state'), store: state });
  const toolList = { ...config.tool_list, ...(options.toolList ? { mode: options.toolList } : {}) };
  const accessOf = toolAccessOf(acl, () => confinement.willSandbox());
  const listEntries = await openListEntryCache({ cacheDir: config.cache_dir, log, ...(bindingsIdentity ? { bindingsIdentity } : {}) });
  const mcpServerFactory = (caller = 'mcp') => createMcpServerFactory({ runtime, name, approval: options.approval, caller, log, workspace, results, outputs, toolList, accessOf, listEntries, telemetry, approvalSigner, enabledTools: state.enabledTools });

  const buildApp = async (transport: 'http' | 'sse', http: SvcHttpOptions, port?: () => number | undefined): Promise<SvcHttpApp> => {
    const [{ createExplorerMount }, { createSvcHttpApp }] = await Promise.all([import('./explorer-mount.js'), import('./http-app.js')]);
    const authToken = http.authToken ?? (process.env.SVC_AUTH_TOKEN || undefined);
    const publicUrl = http.publicUrl ?? config.public_url;
    const oauth = config.auth?.oauth;
    let authenticator: Authenticator | undefined;
    if (oauth) {
      const { createAuthenticator, resolveAudience } = await import('../identity/index.js');
      try {
        authenticator = await createAuthenticator({ staticToken: authToken, oauth, audience: resolveAudience(oauth, publicUrl), ...(publicUrl ? { resource: publicUrl } : {}), name, log });
      } catch (error) {
        throw new ServeOptionsError(`Cannot serve: ${(error as Error).message}.`);
      }
    }
    const explorer = http.explorer
      ? createExplorerMount({
          runtime, acl, sandboxed: () => confinement.willSandbox(), allowExecute: http.allowExecute, authToken, title: http.title ?? `${name} tool explorer`, log, results,
          approvalSigner, ...(config.approvers ? { approvers: config.approvers } : {}),
        })
      : undefined;
    return createSvcHttpApp({
      factory: mcpServerFactory(transport),
      transport,
      authToken,
      ...(authenticator ? { authenticator } : {}),
      ...(publicUrl ? { publicUrl } : {}),
      // Bindings are loaded before the app exists; a replica whose shared store stopped answering
      // is not ready, so the balancer sends its traffic to the others (docs/gateway.md "Health").
      readiness: async () => {
        const reachable = await state.ping().then(() => true, () => false);
        return { ready: reachable, checks: { bindings: bindings.length, state: reachable ? state.kind : `${state.kind} unreachable` } };
      },
      explorer,
      log,
      loopbackGuard: http.loopbackGuard === false ? undefined : { port },
      maxSessions: config.limits.max_sessions,
      sessionIdleMs: config.limits.session_idle_minutes * 60_000,
    });
  };

  const serveOn = async (transport: 'http' | 'sse', listenOptions: SvcListenOptions = {}): Promise<RunningSvcHttp> => {
    const host = listenOptions.host ?? '127.0.0.1';
    const port = parsePort(listenOptions.port ?? 8000, true);
    const authToken = listenOptions.authToken ?? (process.env.SVC_AUTH_TOKEN || undefined);
    const loopback = isLoopbackHost(host);
    if (!loopback && !authToken && !config.auth?.oauth && !listenOptions.insecureNoAuth) {
      throw new ServeOptionsError(
        `Refusing to listen on ${host} without an auth token: anyone who can reach it could run your tools. ` +
          'Set --auth-token (or SVC_AUTH_TOKEN) or auth.oauth (--oauth-issuer), bind 127.0.0.1, or pass --insecure-no-auth if this network is trusted.',
      );
    }
    let boundPort: number | undefined;
    const app = await buildApp(transport, { ...listenOptions, authToken, loopbackGuard: listenOptions.loopbackGuard ?? loopback }, () => boundPort);
    const { listen } = await import('./http-listen.js');
    const release = served();
    const running = await listen(app.handler, {
      host, port, onClose: async () => {
        await app.close();
        await telemetry.shutdown();
        await release();
      },
      headerTimeoutSeconds: config.limits.header_timeout_seconds, requestTimeoutSeconds: config.limits.request_timeout_seconds,
    });
    boundPort = running.port;
    const mcpUrl = `${running.url}${transport === 'sse' ? '/sse' : '/mcp'}`;
    // Named so the logger's redaction (which replaces any 'auth' field) leaves the yes/no visible; never the token.
    log.info({ url: mcpUrl, explorer: Boolean(listenOptions.explorer), bearer_token_required: Boolean(authToken), oauth: config.auth?.oauth?.issuer, public_url: listenOptions.publicUrl ?? config.public_url }, `svc serving MCP over ${transport}`);
    return { ...running, mcpUrl };
  };

  return {
    bindings,
    loadErrors,
    config,
    state,
    runtime,
    mcpServerFactory,
    openAITools: (options) => toOpenAITools(bindings, options),
    async serveStdio() {
      const factory = mcpServerFactory('stdio');
      const release = served();
      const transport = new StdioServerTransport();
      const handle = sdkServeStdio((ctx) => factory(ctx), { transport, onerror: (error) => log.warn({ err: error }, 'stdio transport error') });
      let ended: Promise<void> | undefined;
      const end = (): Promise<void> => (ended ??= telemetry.shutdown().then(release));
      // stdin at end of file closes the transport: let go of what would keep the process alive
      // (a Redis connection), so svc exits as the stdio binding asks. serveStdio set its own
      // onclose on the transport it owns; this one runs after it.
      const sdkOnClose = transport.onclose;
      transport.onclose = () => {
        sdkOnClose?.();
        void end();
      };
      log.info({ tools: bindings.length }, 'svc serving MCP over stdio');
      return { close: async () => {
        await handle.close();
        await end();
      } };
    },
    serveHttp: (listenOptions) => serveOn('http', listenOptions),
    serveSse: (listenOptions) => serveOn('sse', listenOptions),
    requestHandler(http = {}) {
      const app = buildApp(http.transport ?? 'http', http);
      const handler: NodeRequestHandler = (req, res) => {
        app.then((built) => built.handler(req, res), (error: Error) => {
          log.error({ err: error.message }, 'svc HTTP app failed to load');
          res.statusCode = 500;
          res.end('{"error":"Internal Server Error"}');
        });
      };
      const release = served();
      return Object.assign(handler, { close: async () => {
        try {
          await (await app).close();
        } finally {
          await release();
        }
      } });
    },
    close: closeState,
  };
}
