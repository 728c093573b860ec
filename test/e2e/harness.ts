/**
 * Shared pieces of the explorer end-to-end tests: the headless Chromium launcher, a real
 * node:http explorer server built with `createNodeHandler`, and a recording front server that
 * forwards every browser request to such explorer servers and keeps what arrived, byte for byte.
 */
import { existsSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createNodeHandler } from '../../src/explorer/index.js';

/** Where the Debian `chromium` package puts the browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Why the browser tests cannot run here, or undefined when they can. */
export const chromiumSkipReason: string | undefined = existsSync(CHROMIUM_PATH)
  ? undefined
  : `${CHROMIUM_PATH} is missing: install the Debian package "chromium" to run the explorer e2e tests`;

if (chromiumSkipReason) console.warn(`[e2e skipped] ${chromiumSkipReason}`);

/** Launches headless Chromium with the flags that keep it quiet and offline. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A running server on 127.0.0.1 with an ephemeral port. */
export interface RunningServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

type NodeHandlerArgs = Parameters<typeof createNodeHandler>;

/** Starts a node:http server whose only job is the explorer's node handler. */
export function startExplorer(
  tools: NodeHandlerArgs[0],
  handleCall: NodeHandlerArgs[1],
  config: NodeHandlerArgs[2],
): Promise<RunningServer> {
  const handler = createNodeHandler(tools, handleCall, config);
  const server = http.createServer((req, res) => {
    handler(req, res, () => {
      res.writeHead(599, { 'content-type': 'application/json' }).end('{"error":"explorer passed the request on"}');
    });
  });
  return listen(server);
}

/** One request as the browser sent it. */
export interface RecordedRequest {
  method: string;
  /** Path and query as sent, percent-encoding intact. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The server the browser talks to; see {@link startFrontServer}. */
export interface FrontServer extends RunningServer {
  requests: RecordedRequest[];
  /** Recorded requests whose path ends with `/call`. */
  calls(): RecordedRequest[];
}

/**
 * Starts the server the browser talks to. It records each request (method, URL, headers, the raw
 * body) and forwards it unchanged to the explorer server `route` picks, so the page can come
 * from one real explorer and the API from another under one origin. `middleware` stands for a
 * host's own framework middleware: when it returns a reply, the request goes no further.
 */
export function startFrontServer(
  route: (method: string, url: string) => RunningServer,
  options: { middleware?: (request: RecordedRequest) => { status: number; body: string } | undefined } = {},
): Promise<FrontServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const recorded = { method, url, headers: req.headers, body: body.toString('utf8') };
      requests.push(recorded);
      const refusal = options.middleware?.(recorded);
      if (refusal) {
        res.writeHead(refusal.status, { 'content-type': 'application/json' }).end(refusal.body);
        return;
      }
      const upstream = route(method, url);
      const forward = http.request(
        { host: '127.0.0.1', port: upstream.port, method, path: url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (err) => {
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(err) }));
      });
      forward.end(body);
    });
  });
  return listen(server).then((running) => ({
    ...running,
    requests,
    calls: () => requests.filter((r) => /\/call$/.test(r.url.split('?')[0] ?? '')),
  }));
}

/** A promise with its resolver exposed, for handlers the test releases on purpose. */
export interface Gate {
  promise: Promise<void>;
  open(): void;
}

/** Creates a {@link Gate}. */
export function gate(): Gate {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Opens the explorer page in a fresh context and waits for the tool list. */
export async function openExplorer(
  browser: Browser,
  url: string,
  options: { permissions?: string[]; bypassCSP?: boolean; waitForList?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: options.bypassCSP ?? false });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: new URL(url).origin });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(url);
  if (options.waitForList !== false) await page.locator('#tool-list button.tool-item').first().waitFor();
  return { context, page, pageErrors };
}

/**
 * Clicks a tool in the list and waits until its detail panel shows it. The shown name is blanked
 * first: when the tool is already on screen, the wait would otherwise end before this click's
 * detail arrives, and the form it renders would reset fields a test had filled in the meantime.
 */
export async function selectTool(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    const shown = document.getElementById('detail-name');
    if (shown) shown.textContent = '';
  });
  await page.locator('#tool-list').getByText(name, { exact: true }).click();
  await page.waitForFunction((n) => document.getElementById('detail-name')?.textContent === n, name, { timeout: 5000 });
}
