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
  it("a session's echo runs on the first freed slot while another session holds every slot and queues more", async () => {
    const a = await connectCurrent({ kind: 'http', url: http.mcpUrl });
    const b = await connectCurrent({ kind: 'http', url: http.mcpUrl });
    clients.push(a, b);
    const aEnded: number[] = [];
    const call = (seconds: number) => a.callTool('sleeper', { seconds }).then(
      (result) => { aEnded.push(Date.now()); return result; },
      () => undefined,
    );
    // A takes all 4 slots (alone, it may): one short call, three long ones.
    const short = call(3);
    for (let i = 0; i < 3; i++) void call(20);
    await until(async () => (await runningSleepers()) >= 4, 10_000);
    // A queues two more long calls, then B asks for an echo: first come, first served would give
    // the first freed slot (the short call's, at ~3 s) to A's queued calls and B would wait ~20 s.
    void call(20);
    void call(20);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    const echoed = await b.callTool('echo', { words: ['fair'] });
    const waited = Date.now() - started;
    expect(payloadOf(echoed).stdout).toBe('fair\n');
    expect(echoed.isError).toBeFalsy();
    expect(waited).toBeLessThan(8_000);
    const shortResult = await short;
    expect(payloadOf(shortResult!).stdout).toBe('slept 3\n');
    // None of A's long calls has ended: B did not wait for them.
    expect(aEnded.length).toBe(1);
  }, 40_000);
});
