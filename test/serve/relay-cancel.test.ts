/**
 * Cancellation through a relay (issue 22 item 8): a stdio client talks to mcp-remote, which relays
 * to `svc serve` over streamable HTTP in its 2026-07-28 mode (`--protocol auto`). The client's
 * `notifications/cancelled` must stop the program, its whole process group: checked from outside
 * svc, by the pids the program wrote.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { alive, waitUntil } from '../support/processes.js';
import { connectThroughMcpRemote } from '../support/mcp-remote.js';
import { readAudit, serveFixture, type ServeFixture } from './helpers.js';

let fx: ServeFixture;
let running: RunningSvcHttp;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.spawn-tree']);
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
  running = await svc.serveHttp({ port: 0 });
}, 60_000);
afterAll(() => running?.close());

async function pidsIn(file: string): Promise<number[]> {
  for (let i = 0; i < 200; i++) {
    const pids = (await readFile(file, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean).map(Number);
    if (pids.length >= 2) return pids;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the program never wrote its pids to ${file}`);
}

async function waitFor(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

describe.each([
  ['2026-07-28 (--protocol auto)', ['--protocol', 'auto']],
  ['2025 (default)', []],
] as const)('cancellation through mcp-remote, %s', (_label, protocol) => {
  it('notifications/cancelled stops the program and its children (sleep 30)', async () => {
    const { client, stderr } = await connectThroughMcpRemote(running.mcpUrl, protocol);
    try {
      // A warm-up call proves the relay works before anything is cancelled.
      expect((await client.callTool({ name: 'echo', arguments: { words: ['relayed'] } })).isError).toBe(false);
      const pidfile = join(fx.root, `relay-cancel-${protocol.length}.pids`);
      const cancelledBefore = (await readAudit(fx.auditFile)).filter((l) => l.module_id === 'cli.spawn-tree' && l.status === 'cancelled').length;
      const controller = new AbortController();
      const call = client.callTool({ name: 'spawn-tree', arguments: { pidfile, seconds: 30 } }, { signal: controller.signal }).catch((error: Error) => error);
      const pids = await pidsIn(pidfile);
      expect(pids.every(alive)).toBe(true);
      controller.abort('user pressed stop');
      expect(await call).toBeInstanceOf(Error);
      await waitUntil(() => !pids.some(alive), 5000);
      expect(pids.filter(alive), `mcp-remote stderr:\n${stderr().slice(-4000)}`).toEqual([]);
      // Audited as cancelled: one more such line than before the call.
      const cancelled = async () => (await readAudit(fx.auditFile)).filter((l) => l.module_id === 'cli.spawn-tree' && l.status === 'cancelled').length;
      expect(await waitFor(async () => (await cancelled()) > cancelledBefore)).toBe(true);
    } finally {
      await client.close();
    }
  }, 60_000);
});
