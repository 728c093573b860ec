/**
 * MCP roots over streamable HTTP: a 2025-era session (v1 SDK client) keeps its own roots, asked
 * after initialization and again on list_changed, like a stdio connection.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/builder.js';
import { payloadOf } from './helpers.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

let ws: WorkspaceFixture;
let running: RunningSvcHttp;
beforeAll(async () => {
  ws = await workspaceFixture();
  const svc = await createSvcServer({ modulesDir: ws.fx.modulesDir, acl: ws.fx.aclFile, log: 'warn', config: { audit_log: ws.fx.auditFile, cache_dir: join(ws.fx.root, 'cache') } });
  running = await svc.serveHttp({ port: 0 });
});
afterAll(async () => {
  await running?.close();
});

const call = (client: V1Client, params: { name: string; arguments: Record<string, unknown> }) => client.callTool(params) as Promise<Record<string, any>>;

async function sessionWithRoots(initial: string[]) {
  let roots = initial;
  const client = new V1Client({ name: 'roots-http', version: '1.0.0' }, { capabilities: { roots: { listChanged: true } } });
  client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots.map((dir) => ({ uri: pathToFileURL(dir).href })) }));
  await client.connect(new V1StreamableHTTPClientTransport(new URL(running.mcpUrl)));
  return {
    client,
    setRoots: async (dirs: string[]) => {
      roots = dirs;
      await client.sendRootsListChanged();
    },
  };
}

describe('roots over streamable HTTP', () => {
  it('each session runs in its own client roots, and follows list_changed', async () => {
    const a = await sessionWithRoots([ws.repoA]);
    const b = await sessionWithRoots([ws.repoB]);
    try {
      expect(payloadOf(await call(a.client, { name: 'git_log', arguments: { oneline: true } })).stdout).toContain('alpha commit');
      expect(payloadOf(await call(b.client, { name: 'git_log', arguments: { oneline: true } })).stdout).toContain('beta commit');
      await a.setRoots([ws.repoB]);
      expect(payloadOf(await call(a.client, { name: 'git_log', arguments: { oneline: true } })).stdout).toContain('beta commit');
      const refused = await call(b.client, { name: 'ls', arguments: { paths: [ws.repoA] } });
      expect(payloadOf(refused).ai_guidance).toContain(`Usable roots: ${ws.repoB}.`);
    } finally {
      await a.client.close();
      await b.client.close();
    }
  });
});
