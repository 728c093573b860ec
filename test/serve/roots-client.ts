/**
 * Real MCP clients (current `@modelcontextprotocol/client` and v1 `@modelcontextprotocol/sdk`)
 * that declare the roots capability, answer `roots/list` with directories the test chooses, and
 * send `notifications/roots/list_changed` when the test changes them. They launch `svc serve`
 * over stdio.
 */
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { SVC_BIN } from '../support/paths.js';

/** A connected client whose roots the test controls. */
export interface RootsClient {
  listTools(): Promise<{ tools: Array<Record<string, any>> }>;
  callTool(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** Replaces the client's roots and notifies the server (`notifications/roots/list_changed`). */
  setRoots(dirs: string[]): Promise<void>;
  /** How many times the server asked `roots/list`. */
  rootsAsked(): number;
  close(): Promise<void>;
}

export interface RootsClientOptions {
  /** svc's environment. */
  env: Record<string, string>;
  /** Extra `svc serve` arguments (`--root`). */
  args?: string[];
  /** The client's roots; `undefined`: the client does not declare the roots capability at all. */
  roots?: string[];
  /** svc's working directory. */
  cwd?: string;
}

const asRoots = (dirs: string[]) => dirs.map((dir, i) => ({ uri: pathToFileURL(dir).href, name: `root${i}` }));

/** Connects the current SDK client. */
export async function connectCurrentWithRoots(options: RootsClientOptions): Promise<RootsClient> {
  let roots = options.roots ?? [];
  let asked = 0;
  const client = new Client({ name: 'svc-roots-current', version: '1.0.0' }, { capabilities: options.roots ? { roots: { listChanged: true } } : {} });
  if (options.roots) {
    client.setRequestHandler('roots/list', async () => {
      asked++;
      return { roots: asRoots(roots) };
    });
  }
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...(options.args ?? [])], env: options.env, cwd: options.cwd, stderr: 'pipe' }));
  return {
    listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, any>> }>,
    callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<Record<string, any>>,
    setRoots: async (dirs) => {
      roots = dirs;
      await client.sendRootsListChanged();
    },
    rootsAsked: () => asked,
    close: () => client.close(),
  };
}

/** Connects the v1 SDK client, what most agents still ship. */
export async function connectV1WithRoots(options: RootsClientOptions): Promise<RootsClient> {
  let roots = options.roots ?? [];
  let asked = 0;
  const client = new V1Client({ name: 'svc-roots-v1', version: '1.0.0' }, { capabilities: options.roots ? { roots: { listChanged: true } } : {} });
  if (options.roots) {
    client.setRequestHandler(ListRootsRequestSchema, async () => {
      asked++;
      return { roots: asRoots(roots) };
    });
  }
  await client.connect(new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...(options.args ?? [])], env: options.env, cwd: options.cwd, stderr: 'pipe' }));
  return {
    listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, any>> }>,
    callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<Record<string, any>>,
    setRoots: async (dirs) => {
      roots = dirs;
      await client.sendRootsListChanged();
    },
    rootsAsked: () => asked,
    close: () => client.close(),
  };
}
