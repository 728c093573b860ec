/**
 * mcp-remote, the stdio-to-HTTP bridge clients without remote-server support use: a stdio MCP
 * client talks to mcp-remote, which talks streamable HTTP to `svc serve --transport http` with a
 * Bearer token header (docs/clients.md "mcp-remote").
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/builder.js';
import { REPO_ROOT } from '../support/paths.js';
import { payloadOf } from './helpers.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

const TOKEN = 'mcp-remote-test-token';
const PROXY = join(REPO_ROOT, 'node_modules', 'mcp-remote', 'dist', 'proxy.js');
let ws: WorkspaceFixture;
let running: RunningSvcHttp;
beforeAll(async () => {
  ws = await workspaceFixture();
  const svc = await createSvcServer({
    modulesDir: ws.fx.modulesDir, acl: ws.fx.aclFile, log: 'warn',
    config: { roots: [ws.repoA], audit_log: ws.fx.auditFile, cache_dir: join(ws.fx.root, 'cache') },
  });
  running = await svc.serveHttp({ port: 0, authToken: TOKEN });
});
afterAll(async () => {
  await running?.close();
});

describe('mcp-remote with a Bearer token header', () => {
  it('bridges a stdio client to svc over streamable HTTP; git_log runs in the root', async () => {
    const home = await mkdtemp(join(tmpdir(), 'svc-mcp-remote-home-'));
    const client = new Client({ name: 'via-mcp-remote', version: '1.0.0' }, { capabilities: {} });
    const transport = new StdioClientTransport({
      command: process.execPath,
      // The form docs/clients.md gives: the token in an env variable, no space in the argument.
      args: [PROXY, running.mcpUrl, '--transport', 'http-only', '--header', 'Authorization:${AUTH_HEADER}'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, AUTH_HEADER: `Bearer ${TOKEN}` },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk) => (stderr += chunk));
    await client.connect(transport).catch((error: Error) => {
      throw new Error(`mcp-remote did not connect (${error.message}); its stderr:\n${stderr}`);
    });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(['envdump', 'git_log', 'git_ls_remote', 'ls']);
      const result = await client.callTool({ name: 'git_log', arguments: { oneline: true } });
      expect(payloadOf(result).stdout).toContain('alpha commit');
    } finally {
      await client.close();
    }
  });
});
