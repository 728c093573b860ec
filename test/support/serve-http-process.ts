/**
 * `svc serve --transport http` as a real process: a free loopback port, the given flags and
 * environment, started when it prints its MCP URL, stopped with SIGTERM. Imports nothing from
 * vitest, so benchmarks (bench/gateway.ts, with their own build of svc) use it too; tests use
 * test/gateway/serve-process.ts, which passes the run's build.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:http';

/** A free loopback port (bound and released). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A running `svc serve --transport http`. */
export interface ServeProcess {
  port: number;
  url: string;
  child: ChildProcessWithoutNullStreams;
  stderr(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `node <svcBin> serve --transport http --port <free> ...args` and waits for "MCP at".
 *
 * @example
 * const replica = await startServeProcess(main, () => ['--public-url', url], env);
 * try { await fetch(`${replica.url}/mcp`, ...); } finally { await replica.stop(); }
 */
export async function startServeProcess(svcBin: string, args: (port: number) => string[], env: Record<string, string>): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [svcBin, 'serve', '--transport', 'http', '--port', String(port), ...args(port)], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc serve did not start: ${stderr}`)), 30_000);
    const check = () => {
      if (stderr.includes('MCP at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stderr.on('data', check);
    child.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`svc serve exited with ${code}: ${stderr}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    port, url: `http://127.0.0.1:${port}`, child, stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
