import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isSensitiveName } from '../bindings/schema.js';
import { targetMatches } from '../govern/acl-evaluate.js';
import type { EnvConfig } from '../exec/environment.js';

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
  /**
   * Path of the running svc (default: `process.argv[1]`, resolved through symlinks); the snippet
   * runs the built entry point `dist/cli/main.js` of the package it belongs to.
   */
  svcPath?: string;
  /** Absolute path of the Node binary the snippet runs (default `process.execPath`): no reliance on the client's PATH. */
  nodePath?: string;
  /** Operator roots (`--root`), made absolute in the snippet. */
  roots?: string[];
  /** Variables the client should start svc with (see {@link snippetEnvironment}). */
  env?: Record<string, string>;
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
  env?: Record<string, string>;
}

/** The built entry point (`<package>/dist/cli/main.js`) of the svc at `svcPath`, and whether it is missing or stale. */
function builtEntryPoint(svcPath: string): { entry: string; problem?: string } {
  let file = resolve(svcPath);
  try {
    file = realpathSync(file);
  } catch {
    /* keep the resolved path */
  }
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name !== 'svc') continue;
    } catch {
      continue;
    }
    const entry = join(dir, 'dist', 'cli', 'main.js');
    if (!existsSync(entry)) return { entry, problem: `${entry} does not exist yet: run \`npm run build\` in ${dir} (npm install does it) before starting the client.` };
    if (newestSource(join(dir, 'src')) > statSync(entry).mtimeMs) {
      return { entry, problem: `${entry} is older than the sources in ${join(dir, 'src')}: run \`npm run build\` in ${dir} so the client runs the current svc.` };
    }
    return { entry };
  }
  // Not inside an svc package (an embedder's own script): run that file itself.
  return { entry: file };
}

function newestSource(dir: string): number {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function launchCommand(options: ShowConfigOptions): Launch & { problem?: string } {
  const { entry, problem } = builtEntryPoint(options.svcPath ?? process.argv[1] ?? 'svc');
  const args = [entry, 'serve'];
  if (options.modulesDir) args.push('--modules-dir', resolve(options.modulesDir));
  for (const root of options.roots ?? []) args.push('--root', resolve(root));
  if (options.name && options.name !== 'svc') args.push('--name', options.name);
  args.push(...(options.extraArgs ?? []));
  const env = options.env && Object.keys(options.env).length ? { env: options.env } : {};
  // Node by absolute path and the built JavaScript: no tsx at run time, nothing looked up on the client's PATH.
  return { command: options.nodePath ?? process.execPath, args, ...env, ...(problem ? { problem } : {}) };
}

/** Variables of svc's own configuration, carried into snippets when set. */
const SVC_VARIABLES = ['SVC_CONFIG', 'SVC_MODULES_DIR', 'SVC_CACHE_DIR', 'SVC_AUDIT_LOG', 'SVC_ACL_FILE', 'SVC_LOG_LEVEL', 'SVC_TIMEOUT'];

/**
 * The `env` a snippet gives svc, so that svc started by a desktop client (which passes little of
 * the user's shell environment) sees what it sees now: `PATH` (for programs that start others,
 * like git starting ssh), svc's own `SVC_*` settings, and the variables the config's `env.pass`
 * lets through to programs. Secret-looking ones (`AWS_SECRET_ACCESS_KEY`) are left out, and
 * named in `leftOut`, so a pasted snippet never holds a credential.
 *
 * @example
 * snippetEnvironment({ pass: ['KUBECONFIG'] }, { PATH: '/usr/bin', KUBECONFIG: '/k' });
 * // { env: { PATH: '/usr/bin', KUBECONFIG: '/k' }, leftOut: [] }
 */
export function snippetEnvironment(config: EnvConfig | undefined, parent: NodeJS.ProcessEnv = process.env): { env: Record<string, string>; leftOut: string[] } {
  const env: Record<string, string> = {};
  const leftOut: string[] = [];
  const patterns = [...(config?.pass ?? []), ...Object.values(config?.modules ?? {}).flatMap((rules) => rules.pass ?? [])];
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    const wanted = name === 'PATH' || SVC_VARIABLES.includes(name) || patterns.some((pattern) => targetMatches(pattern, name));
    if (!wanted) continue;
    if (isSensitiveName(name)) leftOut.push(name);
    else env[name] = value;
  }
  return { env, leftOut: leftOut.sort() };
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
  const { problem, ...launch } = launchCommand(options);
  const where = `${problem ? `Warning: ${problem} ` : ''}Paste into ${SHOW_CONFIG_TARGETS[t]}.`;
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
        : // The name comes before `-e`: Claude Code's `-e` takes several values and would take the name as one.
          ['claude', 'mcp', 'add', '--transport', 'stdio', name, ...Object.entries(launch.env ?? {}).flatMap(([k, v]) => ['-e', `${k}=${v}`]), '--', launch.command, ...launch.args];
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
        // VS Code's stdio server definition has a working directory (`cwd`): the first root.
        snippet: json({ servers: { [name]: remote ? { type: options.transport, url, ...(headers ? { headers } : {}) } : { type: 'stdio', ...launch, ...(options.roots?.length ? { cwd: resolve(options.roots[0]!) } : {}) } } }),
        hint: `${where}${remoteHint}`,
      };
    case 'windsurf':
      return { snippet: json({ mcpServers: { [name]: remote ? { serverUrl: url, ...(headers ? { headers } : {}) } : launch } }), hint: `${where}${remoteHint}` };
  }
}
