/**
 * `svc serve --transport http|sse` as a user starts it: the real CLI in a child process on a free
 * loopback port, ready once it prints where MCP answers. For tests whose client is another
 * program (the conformance suite on Node 22, Python clients) and must reach a real server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { SVC_BIN } from './paths.js';

/** A running `svc serve` child. */
export interface SvcServeProcess {
  /** The MCP endpoint: `http://127.0.0.1:<port>/mcp` (http) or `…/sse` (sse). */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server wrote on stderr so far (its log). */
  stderr(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's choice for port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts `svc serve --transport <transport> --port <free> ...args` with `env` and waits (up to
 * `startMs`) for its "MCP at" line.
 */
export async function startSvcServe(options: { transport: 'http' | 'sse'; env: Record<string, string>; args?: string[]; cwd?: string; startMs?: number }): Promise<SvcServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SVC_BIN, 'serve', '--transport', options.transport, '--port', String(port), ...(options.args ?? [])], {
    env: options.env, cwd: options.cwd, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`svc serve did not start within ${options.startMs ?? 30_000} ms: ${log}`)), options.startMs ?? 30_000);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      log += chunk;
      if (log.includes('svc: MCP at ')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`svc serve exited (${code}) before it was ready: ${log}`));
    });
  });
  const url = /svc: MCP at (\S+?)[,\s]/.exec(log)![1]!;
  return {
    url, port, child, stderr: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
