import { Option, type Command } from 'commander';
import { stopRunningPrograms } from '../exec/run.js';
import { createSvcServer, parsePort, ServeOptionsError } from '../serve/builder.js';
import { renderShowConfig, ShowConfigError, snippetEnvironment } from '../serve/show-config.js';
import { resolveCommandConfig } from './global-options.js';
import type { ToolListMode } from '../config/tool-list.js';
import { SANDBOX_MODES, type SandboxMode } from '../config/sandbox.js';

interface ServeFlags {
  transport: 'stdio' | 'http' | 'sse';
  host: string;
  port: string;
  explorer?: boolean;
  allowExecute?: boolean;
  authToken?: string;
  insecureNoAuth?: boolean;
  modulesDir?: string;
  name: string;
  approval: 'deny' | 'elicit';
  showConfig?: string;
  root: string[];
  tools: string[];
  exclude: string[];
  tags: string[];
  toolList?: ToolListMode;
  sandbox?: SandboxMode;
  publicUrl?: string;
  oauthIssuer?: string;
  oauthAudience: string[];
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];
/** `--tools a,b --tools c` → `['a', 'b', 'c']`. */
const collectList = (value: string, previous: string[]): string[] => [...previous, ...value.split(',').map((item) => item.trim()).filter(Boolean)];

/** Fails with a usage error (exit status 2). */
function usageError(message: string): never {
  process.exitCode = 2;
  throw new Error(message);
}

/** The tool-selection options as they go into a client snippet, so the client's server serves the same tools. */
function selectionArgs(flags: ServeFlags): string[] {
  const args: string[] = [];
  if (flags.tools.length) args.push('--tools', flags.tools.join(','));
  if (flags.exclude.length) args.push('--exclude', flags.exclude.join(','));
  if (flags.tags.length) args.push('--tags', flags.tags.join(','));
  if (flags.toolList) args.push('--tool-list', flags.toolList);
  return args;
}

/**
 * `svc serve`: serves the bindings as MCP tools over stdio (default), streamable HTTP or SSE, with
 * the explorer on `--explorer`; `--show-config` prints a client integration snippet instead.
 *
 * @example
 * registerServeCommand(program);
 */
export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('Serve the scanned tools to AI agents over MCP (stdio, streamable HTTP or SSE).')
    .addOption(new Option('--transport <TYPE>', 'stdio, http or sse').choices(['stdio', 'http', 'sse']).default('stdio'))
    .option('--host <HOST>', 'address to bind for http and sse', '127.0.0.1')
    .option('--port <PORT>', 'port for http and sse, 1 to 65535', '8000')
    .option('--explorer', 'serve the browser tool explorer at / (http and sse only)')
    .option('--allow-execute', 'let the explorer run tools (default: browse only)')
    .option('--auth-token <TOKEN>', 'Bearer token required on /mcp, /sse, /messages and explorer calls (also SVC_AUTH_TOKEN)')
    .option('--insecure-no-auth', 'allow a non-loopback --host without a token')
    .option('--modules-dir <DIR>', 'binding file directory (default ~/.svc/modules/)')
    .option('--name <NAME>', 'MCP server name', 'svc')
    .addOption(new Option('--approval <MODE>', 'calls needing approval: deny, or elicit (ask the MCP client user)').choices(['deny', 'elicit']).default('deny'))
    .option('--root <DIR>', 'directory the tools may work in; repeat for several (default: the client\'s MCP roots, else no confinement)', collect, [])
    .option('--tools <GLOB,...>', 'serve only these tools: globs over aliases and module ids (git_*, cli.git); repeatable', collectList, [])
    .option('--exclude <GLOB,...>', 'leave these tools out (same patterns as --tools); repeatable', collectList, [])
    .option('--tags <TAG,...>', 'serve only tools carrying one of these tags; repeatable', collectList, [])
    .addOption(new Option('--tool-list <MODE>', 'tools/list: full, auto (fit the budget, plus svc_find_tools/svc_enable_tools) or discover (default: config tool_list.mode, auto)').choices(['full', 'auto', 'discover']))
    .addOption(new Option('--sandbox <MODE>', 'confine every call in a kernel sandbox: auto (when this machine can), required (refuse calls otherwise) or off (default: config sandbox, auto)').choices([...SANDBOX_MODES]))
    .option('--public-url <URL>', 'the URL clients reach this server at (a load balancer\'s): its host passes the Host guard; default OAuth audience (config public_url)')
    .option('--oauth-issuer <URL>', 'accept OAuth access tokens (JWT) from this issuer, checked against its JWKS (config auth.oauth.issuer)')
    .option('--oauth-audience <AUD>', 'audience the access tokens must carry (default: --public-url); repeatable', collect, [])
    .option('--show-config <TARGET>', 'print an integration snippet for claude-desktop, claude-code, claude-code-json, cursor, vscode or windsurf')
    .action(async (flags: ServeFlags, command: Command) => {
      const remote = flags.transport !== 'stdio';
      let port: number;
      try {
        port = parsePort(flags.port);
      } catch (error) {
        return usageError((error as Error).message);
      }
      const authToken = flags.authToken ?? (process.env.SVC_AUTH_TOKEN || undefined);

      if (flags.showConfig !== undefined) {
        const passThrough = [...(flags.approval === 'elicit' ? ['--approval', 'elicit'] : []), ...(flags.sandbox ? ['--sandbox', flags.sandbox] : []), ...selectionArgs(flags)];
        const { config } = await resolveCommandConfig(command, { modules_dir: flags.modulesDir });
        const { env, leftOut } = snippetEnvironment(config.env);
        try {
          const out = renderShowConfig(flags.showConfig, {
            roots: flags.root, env,
            name: flags.name, transport: flags.transport, host: flags.host, port, modulesDir: flags.modulesDir,
            // The token the server will require, from the flag or SVC_AUTH_TOKEN alike: a snippet
            // without it gets 401 from a server started in the same environment.
            extraArgs: passThrough, authToken,
          });
          process.stdout.write(out.snippet);
          process.stderr.write(`${out.hint} Sandbox mode: ${flags.sandbox ?? config.sandbox} (svc doctor shows what this machine can enforce).\n`);
          if (leftOut.length) process.stderr.write(`Not copied into the snippet because they look like secrets: ${leftOut.join(', ')}. Add them to the client's env yourself if the programs need them.\n`);
          return;
        } catch (error) {
          if (error instanceof ShowConfigError) return usageError(error.message);
          throw error;
        }
      }

      if (flags.explorer && !remote) {
        return usageError('--explorer needs --transport http or sse: the explorer is a web page and stdio has no HTTP server. Try `svc serve --transport http --explorer`.');
      }
      if (flags.allowExecute && !flags.explorer) {
        return usageError('--allow-execute only applies to the explorer; add --explorer (with --transport http or sse).');
      }

      const { log, config: resolved } = await resolveCommandConfig(command, { modules_dir: flags.modulesDir });
      if ((flags.oauthIssuer || flags.oauthAudience.length || flags.publicUrl) && !remote) {
        return usageError('--public-url, --oauth-issuer and --oauth-audience need --transport http or sse.');
      }
      if (flags.oauthAudience.length && !flags.oauthIssuer && !resolved.auth?.oauth) {
        return usageError('--oauth-audience needs --oauth-issuer (or auth.oauth in the config file).');
      }
      // The flags refine the file's auth.oauth (claims, algorithms... stay as configured).
      const oauth = flags.oauthIssuer || flags.oauthAudience.length
        ? {
          ...resolved.auth?.oauth,
          ...(flags.oauthIssuer ? { issuer: flags.oauthIssuer, ...(resolved.auth?.oauth?.issuer !== flags.oauthIssuer ? { authorization_servers: [flags.oauthIssuer] } : {}) } : {}),
          ...(flags.oauthAudience.length ? { audience: flags.oauthAudience } : {}),
        }
        : undefined;
      if (oauth && Array.isArray(oauth.audience) && oauth.audience.length === 0) delete (oauth as { audience?: unknown }).audience;
      const roots = {
        ...(flags.root.length ? { roots: flags.root } : {}), ...(flags.sandbox ? { sandbox: flags.sandbox } : {}),
        ...(flags.publicUrl ? { public_url: flags.publicUrl } : {}),
        ...(oauth ? { auth: { oauth } as never } : {}),
      };
      let svc: Awaited<ReturnType<typeof createSvcServer>>;
      try {
        svc = await createSvcServer({
          modulesDir: flags.modulesDir, name: flags.name, approval: flags.approval, log, config: roots,
          tools: flags.tools, exclude: flags.exclude, tags: flags.tags, toolList: flags.toolList,
        });
      } catch (error) {
        if (error instanceof ServeOptionsError) return usageError(error.message);
        throw error;
      }
      let close: () => Promise<void>;
      if (!remote) {
        const handle = await svc.serveStdio();
        close = () => handle.close();
      } else {
        try {
          const listenOptions = {
            host: flags.host, port, explorer: flags.explorer, allowExecute: flags.allowExecute, authToken, insecureNoAuth: flags.insecureNoAuth,
          };
          const running = flags.transport === 'sse' ? await svc.serveSse(listenOptions) : await svc.serveHttp(listenOptions);
          process.stderr.write(`svc: MCP at ${running.mcpUrl}${flags.explorer ? `, explorer at ${running.url}/` : ''}\n`);
          close = () => running.close();
        } catch (error) {
          if (error instanceof ServeOptionsError) return usageError(error.message);
          if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new Error(`port ${port} on ${flags.host} is already in use; pick another with --port.`);
          throw error;
        }
      }
      const shutdown = (signal: string) => {
        // Programs run in their own process groups: end them with the server, not after it.
        const stopped = stopRunningPrograms('SIGTERM');
        log.info({ signal, stopped_programs: stopped }, 'shutting down');
        const force = setTimeout(() => process.exit(0), 3000);
        force.unref();
        close().finally(() => process.exit(0));
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    });
}
