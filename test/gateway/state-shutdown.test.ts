/**
 * The state store closes with the server (a Redis connection left open keeps the process alive):
 * a real redis-server, svc over stdio ending at stdin's end of file, `svc serve --transport http`
 * ending on SIGTERM, and an embedder's `running.close()`. Checked outside svc: its exit code, and
 * the connections redis-server itself lists (`CLIENT LIST`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createSvcServer } from '../../src/serve/index.js';
import { SVC_BIN } from '../support/paths.js';
import { redisMissing, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { serveFixture, type ServeFixture } from '../serve/helpers.js';
import { startServe } from './serve-process.js';

const missing = redisMissing();
if (missing) console.warn(`[skip] state store shutdown: ${missing}`);

let redis: RedisServer;
let fx: ServeFixture;
let env: Record<string, string>;
let secretFile: string;

/** Connections redis-server has open besides the redis-cli asking. */
function redisClients(): number {
  const list = spawnSync('redis-cli', ['-p', String(redis.port), 'CLIENT', 'LIST'], { encoding: 'utf8' }).stdout;
  return list.split('\n').filter((line) => line.includes(' addr=') && !line.includes(' cmd=client|list')).length;
}

beforeAll(async () => {
  if (missing) return;
  redis = await startRedisServer();
  fx = await serveFixture(['cli.echo']);
  secretFile = join(fx.root, 'state.key');
  writeFileSync(secretFile, `${'3c'.repeat(32)}\n`, { mode: 0o600 });
  const configFile = join(fx.root, 'config.yaml');
  await writeFile(configFile, `state:\n  store: redis\n  url: ${redis.url}\n  secret_file: ${secretFile}\n`);
  env = { ...fx.env, SVC_CONFIG: configFile };
}, 60_000);

afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(missing !== undefined)('the state store closes with the server', () => {
  it('over stdio: svc exits 0 when stdin ends, and its Redis connection is gone', async () => {
    const child = spawn(process.execPath, [SVC_BIN, 'serve'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const answered = new Promise<string>((resolve) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(out);
      });
    });
    // Never left behind if svc does not exit (the failure this test is about).
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'eof-test', version: '1' } } })}\n`);
    expect(JSON.parse((await answered).split('\n')[0]!)).toMatchObject({ id: 1, result: { serverInfo: { name: 'svc' } } });
    expect(redisClients()).toBe(1);
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr).not.toContain('closing the state store failed');
    expect(redisClients()).toBe(0);
  }, 60_000);

  it('over HTTP: SIGTERM ends svc with exit code 0', async () => {
    const served = await startServe(() => [], env);
    expect(redisClients()).toBe(1);
    expect(await served.stop()).toBe(0);
    expect(served.stderr()).not.toContain('closing the state store failed');
    expect(redisClients()).toBe(0);
  }, 60_000);

  it("in process: closing the last serving handle closes the store, and the server's close() is safe after it", async () => {
    const svc = await createSvcServer({
      modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error',
      config: { audit_log: fx.auditFile, state: { store: 'redis', url: redis.url, key_prefix: 'svc:', secret_file: secretFile, max_shared_output_bytes: 16 << 20, max_shared_bytes: 64 << 20, timeout_ms: 5000 } },
    });
    const first = await svc.serveHttp({ port: 0 });
    const second = await svc.serveHttp({ port: 0 });
    expect(redisClients()).toBe(1);
    await first.close();
    // The other handle still serves on the same store.
    expect(redisClients()).toBe(1);
    await second.close();
    expect(redisClients()).toBe(0);
    await svc.close();
  }, 60_000);
});
