import { createServer, STATUS_CODES, type Server as NodeHttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LIMITS } from '../config/limits.js';
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

/** Options for {@link listen}. */
export interface ListenOptions {
  host: string;
  port: number;
  onClose?: () => Promise<void>;
  /** Seconds to receive a request's headers (default `limits.header_timeout_seconds`). */
  headerTimeoutSeconds?: number;
  /** Seconds to receive a whole request (default `limits.request_timeout_seconds`). */
  requestTimeoutSeconds?: number;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timeout: the request was not received in time'],
  ERR_HTTP_HEADERS_TIMEOUT: [408, 'Request timeout: the request was not received in time'],
};

/**
 * Answers a request Node could not parse (malformed headers, a bad Host, too slow) with a JSON
 * error instead of Node's bare text, without quoting anything the client sent.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad request: the request could not be parsed'];
  const body = JSON.stringify({ error: message });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/**
 * Listens with one node:http server on `host:port` (port 0 picks a free one).
 *
 * @example
 * const running = await listen(app.handler, { host: '127.0.0.1', port: 0 });
 * console.error(`listening on ${running.url}`);
 */
export async function listen(handler: NodeRequestHandler, options: ListenOptions): Promise<ListeningServer> {
  const server = createServer({
    // A client gets this long to send its headers, and then its whole request. Both only cover
    // receiving the request: a long-lived SSE response or a slow tool call is not cut off.
    headersTimeout: (options.headerTimeoutSeconds ?? DEFAULT_LIMITS.header_timeout_seconds) * 1000,
    requestTimeout: (options.requestTimeoutSeconds ?? DEFAULT_LIMITS.request_timeout_seconds) * 1000,
    // How often Node checks those timeouts (its default, 30 s, would let a slow client stay far longer).
    connectionsCheckingInterval: 1000,
  }, handler);
  server.on('clientError', answerClientError);
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
