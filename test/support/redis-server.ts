import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real `redis-server` started by a test, on 127.0.0.1 and a free port, with no persistence. */
export interface RedisServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Why Redis tests cannot run on this machine, or undefined when `redis-server` is installed. */
export function redisMissing(): string | undefined {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return found.error || found.status !== 0
    ? 'redis-server is not installed (Debian package redis-server, listed in .ci/apt-packages.txt; run scripts/ensure-system-deps.sh as root)'
    : undefined;
}

/** A TCP port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `redis-server` and resolves once it accepts connections.
 *
 * @example
 * const redis = await startRedisServer();
 * try { ... redis.url ... } finally { await redis.stop(); }
 */
export async function startRedisServer(): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-redis-'));
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--loglevel', 'warning'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Ready when a PING is answered (the log line differs between versions and log levels).
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) break;
    const ping = spawnSync('redis-cli', ['-p', String(port), 'PING'], { encoding: 'utf8' });
    if (ping.stdout?.trim() === 'PONG') return { url: `redis://127.0.0.1:${port}`, port, process: child, stop };
    await new Promise((r) => setTimeout(r, 25));
  }
  await stop();
  throw new Error(`redis-server did not start: ${output.slice(0, 500)}`);
}
