/**
 * Issue 19 item 8, fair program slots: one MCP session holding long calls cannot make another
 * session wait for them. A real server from `createSvcServer` over streamable HTTP, two real MCP
 * clients (two sessions), real programs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { DEFAULT_LIMITS } from '../../src/config/limits.js';
import { connectCurrent, payloadOf, serveFixture, type ServeFixture, type TestClient } from '../serve/helpers.js';

let fx: ServeFixture;
let http: RunningSvcHttp;
const clients: TestClient[] = [];

beforeAll(async () => {
  fx = await serveFixture(['cli.sleeper', 'cli.echo']);
  const limits = { ...DEFAULT_LIMITS, max_running_programs: 4 };
  http = await (await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, limits } })).serveHttp({ port: 0 });
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => undefined);
  await http?.close();
});

/** Fixture sleepers running as children of this process, read from /proc. */
async function runningSleepers(): Promise<number> {
  let count = 0;
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent !== process.pid) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('sleeper.sh')) count += 1;
  }
  return count;
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('fair program slots', () => {
  it('eight long calls of one session leave another session its share at once (the issue case, scaled to 4 slots)', async () => {
    const a = await connectCurrent({ kind: 'http', url: http.mcpUrl });
    const b = await connectCurrent({ kind: 'http', url: http.mcpUrl });
    clients.push(a, b);
    // A asks for four 20-second programs; with 4 slots it may run 2 (half) at once, the rest wait.
    for (let i = 0; i < 4; i++) void a.callTool('sleeper', { seconds: 20 }).catch(() => undefined);
    await until(async () => (await runningSleepers()) >= 2, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await runningSleepers()).toBe(2);
    // Before, A's calls took every slot and B waited for them to end (about 20 s here, 30 s in the issue).
    const started = Date.now();
    const echoed = await b.callTool('echo', { words: ['fair'] });
    const waited = Date.now() - started;
    expect(echoed.isError).toBeFalsy();
    expect(payloadOf(echoed).stdout).toBe('fair\n');
    expect(waited).toBeLessThan(5_000);
    expect(await runningSleepers()).toBe(2);
  }, 40_000);
});
