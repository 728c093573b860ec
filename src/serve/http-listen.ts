import { createServer, type Server as NodeHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NodeRequestHandler } from './http-app.js';

/** A listening HTTP server. */
export interface ListeningServer {
  /** Base URL, e.g. `http://127.0.0.1:8000`. */
  url: string;
  host: string;
  port: number;
  server: NodeHttpServer;
  /** Stops accepting, ends open streams, and resolves when the socket is closed. */
  close(): Promise<void>;
}

/**
 * Listens with one node:http server on `host:port` (port 0 picks a free one).
 *
 * @example
 * const running = await listen(app.handler, { host: '127.0.0.1', port: 0 });
 * console.error(`listening on ${running.url}`);
 */
export async function listen(handler: NodeRequestHandler, options: { host: string; port: number; onClose?: () => Promise<void> }): Promise<ListeningServer> {
  const server = createServer(handler);
  // SSE streams are long-lived; do not let Node time them out.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    host: address.address,
    port: address.port,
    server,
    close() {
      closing ??= (async () => {
        await options.onClose?.();
        const done = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Open event streams would keep close() waiting forever.
        setTimeout(() => server.closeAllConnections(), 500).unref();
        await done;
      })();
      return closing;
    },
  };
}
