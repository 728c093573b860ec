import { accessSync, constants, realpathSync } from 'node:fs';
import { resolve } from 'node:path';

/** Clients `svc serve --show-config` knows, with where their snippet goes. */
export const SHOW_CONFIG_TARGETS = {
  'claude-desktop': 'claude_desktop_config.json (macOS: ~/Library/Application Support/Claude/, Linux: ~/.config/Claude/)',
  'claude-code': 'a shell: the `claude mcp add` command',
  'claude-code-json': '.mcp.json at the project root (Claude Code project scope)',
  cursor: '.cursor/mcp.json in the project, or ~/.cursor/mcp.json',
  vscode: '.vscode/mcp.json in the workspace',
  windsurf: '~/.codeium/windsurf/mcp_config.json',
} as const;

export type ShowConfigTarget = keyof typeof SHOW_CONFIG_TARGETS;

/** Raised for an unknown target; the message lists the valid ones. */
export class ShowConfigError extends Error {
  override name = 'ShowConfigError';
}

/** The serve flags the snippet should reproduce. */
export interface ShowConfigOptions {
  /** Path of the running svc executable (default: `process.argv[1]`, resolved through symlinks). */
  svcPath?: string;
  /** Node executable used when svc itself is not executable (default `process.execPath`). */
  nodePath?: string;
  name?: string;
  transport?: 'stdio' | 'http' | 'sse';
  host?: string;
  port?: number;
  modulesDir?: string;
  /** Extra serve flags to pass through unchanged (`--approval elicit`, `--log-level warn`). */
  extraArgs?: string[];
  /** Adds an `Authorization: Bearer` header for HTTP/SSE clients. */
  authToken?: string;
}

/** What to print: the snippet on stdout, and a hint for stderr. */
export interface ShowConfigOutput {
  snippet: string;
  hint: string;
}

interface Launch {
  command: string;
  args: string[];
}

function launchCommand(options: ShowConfigOptions): Launch {
  const raw = options.svcPath ?? process.argv[1] ?? 'svc';
  let svc = resolve(raw);
  try {
    svc = realpathSync(svc);
  } catch {
    /* keep the resolved path */
  }
  const args = ['serve'];
  if (options.modulesDir) args.push('--modules-dir', resolve(options.modulesDir));
  if (options.name && options.name !== 'svc') args.push('--name', options.name);
  args.push(...(options.extraArgs ?? []));
  try {
    accessSync(svc, constants.X_OK);
    return { command: svc, args };
  } catch {
    // Not executable (a checkout without the bit, a .ts entry): run it with this Node.
    return { command: options.nodePath ?? process.execPath, args: [svc, ...args] };
  }
}

function endpoint(options: ShowConfigOptions): string {
  const host = options.host ?? '127.0.0.1';
  const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const path = options.transport === 'sse' ? '/sse' : '/mcp';
  return `http://${shownHost}:${options.port ?? 8000}${path}`;
}

const shellQuote = (word: string): string => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/**
 * Renders a ready-to-paste integration snippet for one client, in that client's own format:
 * `mcpServers` maps for Claude Desktop, Cursor, Windsurf and `.mcp.json`; `servers` with `type`
 * for VS Code; a `claude mcp add` command for Claude Code. Stdio snippets launch this svc by
 * absolute path with the given flags; HTTP/SSE snippets give the URL where the client takes one.
 *
 * @example
 * renderShowConfig('cursor', { modulesDir: '/home/me/mods' }).snippet;
 * // {"mcpServers":{"svc":{"command":"/usr/local/bin/svc","args":["serve","--modules-dir","/home/me/mods"]}}}
 */
export function renderShowConfig(target: string, options: ShowConfigOptions = {}): ShowConfigOutput {
  if (!Object.hasOwn(SHOW_CONFIG_TARGETS, target)) {
    throw new ShowConfigError(`Unknown --show-config target "${target}". Valid targets: ${Object.keys(SHOW_CONFIG_TARGETS).join(', ')}.`);
  }
  const t = target as ShowConfigTarget;
  const name = options.name ?? 'svc';
  const remote = options.transport === 'http' || options.transport === 'sse';
  const url = endpoint(options);
  const headers = options.authToken ? { Authorization: `Bearer ${options.authToken}` } : undefined;
  const launch = launchCommand(options);
  const where = `Paste into ${SHOW_CONFIG_TARGETS[t]}.`;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const remoteHint = remote ? ` Start the server first: svc serve --transport ${options.transport} --port ${options.port ?? 8000}.` : '';

  switch (t) {
    case 'claude-desktop':
      // Claude Desktop's config file only launches local (stdio) servers.
      return {
        snippet: json({ mcpServers: { [name]: launch } }),
        hint: `${where}${remote ? ' Claude Desktop launches servers over stdio, so this snippet uses stdio.' : ''} Restart Claude Desktop afterwards.`,
      };
    case 'claude-code': {
      const words = remote
        ? ['claude', 'mcp', 'add', '--transport', options.transport!, name, url, ...(headers ? ['--header', `Authorization: ${headers.Authorization}`] : [])]
        : ['claude', 'mcp', 'add', '--transport', 'stdio', name, '--', launch.command, ...launch.args];
      return { snippet: `${words.map(shellQuote).join(' ')}\n`, hint: `Run this in your project.${remoteHint}` };
    }
    case 'claude-code-json':
      return {
        snippet: json({ mcpServers: { [name]: remote ? { type: options.transport, url, ...(headers ? { headers } : {}) } : { type: 'stdio', ...launch } } }),
        hint: `${where}${remoteHint}`,
      };
    case 'cursor':
      return { snippet: json({ mcpServers: { [name]: remote ? { url, ...(headers ? { headers } : {}) } : launch } }), hint: `${where}${remoteHint}` };
    case 'vscode':
      return {
        snippet: json({ servers: { [name]: remote ? { type: options.transport, url, ...(headers ? { headers } : {}) } : { type: 'stdio', ...launch } } }),
        hint: `${where}${remoteHint}`,
      };
    case 'windsurf':
      return { snippet: json({ mcpServers: { [name]: remote ? { serverUrl: url, ...(headers ? { headers } : {}) } : launch } }), hint: `${where}${remoteHint}` };
  }
}
