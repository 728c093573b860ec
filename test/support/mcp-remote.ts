/**
 * A real MCP client talking to svc through mcp-remote (stdio on the client side, HTTP to svc), as
 * clients that only speak stdio reach a remote server. Shared by the relay tests.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { REPO_ROOT } from './paths.js';

const PROXY = join(REPO_ROOT, 'node_modules', 'mcp-remote', 'dist', 'proxy.js');

/**
 * Connects a client to `mcpUrl` through a fresh mcp-remote process (its own HOME, so no cached
 * OAuth state), with `args` after `--transport http-only` and `env` beside PATH and HOME. A failed
 * connection throws with mcp-remote's stderr; `stderr()` gives what it has written so far.
 *
 * @example
 * const { client } = await connectThroughMcpRemote(running.mcpUrl, ['--header', 'Authorization:${AUTH}'], { AUTH: 'Bearer t' });
 */
export async function connectThroughMcpRemote(mcpUrl: string, args: readonly string[] = [], env: Record<string, string> = {}): Promise<{ client: Client; stderr: () => string }> {
  const home = await mkdtemp(join(tmpdir(), 'svc-mcp-remote-home-'));
  const client = new Client({ name: 'via-mcp-remote', version: '1.0.0' }, { capabilities: {} });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [PROXY, mcpUrl, '--transport', 'http-only', ...args],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  await client.connect(transport).catch((error: Error) => {
    throw new Error(`mcp-remote did not connect (${error.message}); its stderr:\n${stderr}`);
  });
  return { client, stderr: () => stderr };
}
