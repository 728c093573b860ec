/**
 * mcp-remote, the stdio-to-HTTP bridge clients without remote-server support use: a stdio MCP
 * client talks to mcp-remote, which talks streamable HTTP to `svc serve --transport http` with a
 * Bearer token header (docs/clients.md "mcp-remote").
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/builder.js';
import { connectThroughMcpRemote } from '../support/mcp-remote.js';
import { payloadOf } from './helpers.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

const TOKEN = 'mcp-remote-test-token';
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
    // The form docs/clients.md gives: the token in an env variable, no space in the argument.
    const { client } = await connectThroughMcpRemote(running.mcpUrl, ['--header', 'Authorization:${AUTH_HEADER}'], { AUTH_HEADER: `Bearer ${TOKEN}` });
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
