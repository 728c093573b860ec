/**
 * Mounts the explorer in each supported host (Fetch handler called directly, Hono over
 * @hono/node-server, node:http, Express with and without express.json()), with and without a
 * mount prefix, behind one small client so the contract tests run unchanged against all.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import express from 'express';
import { Hono } from 'hono';
import { createHandler, createNodeHandler } from '../../src/explorer/index.js';
import type { ExplorerLogger, ToolCallHandler, ToolsProvider, UIConfig } from '../../src/explorer/index.js';

export interface ClientResponse {
  status: number;
  headers: Headers;
  text: string;
}

export interface RequestInit {
  body?: string;
  headers?: Record<string, string>;
}

export interface Mounted {
  /** `path` is relative to the explorer's root (`/tools`); the adapter adds its prefix. */
  request(method: string, path: string, init?: RequestInit): Promise<ClientResponse>;
  close(): Promise<void>;
}

export interface Adapter {
  name: string;
  prefix: string;
  /** Unknown paths and wrong methods go to the host (Express next()) instead of a JSON 404/405. */
  fallsThrough: boolean;
  /** express.json() parses the body before the explorer sees it. */
  preParsesJson: boolean;
  mount(tools: ToolsProvider, handleCall: ToolCallHandler, config?: UIConfig): Promise<Mounted>;
}

/** Body the Express apps send when the explorer passed a request on with next(). */
export const HOST_FALLBACK = { host: 'fallback' };

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: http.Server | ServerType): Promise<void> {
  return new Promise((resolve) => {
    (server as http.Server).closeAllConnections?.();
    server.close(() => resolve());
  });
}

async function viaFetch(base: string, method: string, path: string, init: RequestInit = {}): Promise<ClientResponse> {
  const response = await fetch(base + path, { method, body: init.body, headers: init.headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function fetchDirect(prefix: string): Adapter {
  return {
    name: `fetch handler${prefix ? ` at ${prefix}` : ''}`,
    prefix,
    fallsThrough: false,
    preParsesJson: false,
    async mount(tools, handleCall, config) {
      const handler = createHandler(tools, handleCall, config);
      return {
        async request(method, path, init = {}) {
          const request = new Request(`http://explorer.test${prefix}${path}`, { method, body: init.body, headers: init.headers });
          const response = await handler(request, prefix);
          return { status: response.status, headers: response.headers, text: await response.text() };
        },
        close: async () => undefined,
      };
    },
  };
}

function honoServer(prefix: string): Adapter {
  return {
    name: `Hono over @hono/node-server${prefix ? ` at ${prefix}` : ''}`,
    prefix,
    fallsThrough: false,
    preParsesJson: false,
    async mount(tools, handleCall, config) {
      const explorer = createHandler(tools, handleCall, config);
      const app = new Hono();
      app.get('/health', (c) => c.json({ ok: true }));
      app.all(prefix ? `${prefix}/*` : '/*', (c) => explorer(c.req.raw, prefix));
      if (prefix) app.all(prefix, (c) => explorer(c.req.raw, prefix));
      const server = await new Promise<ServerType>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
      return { request: (m, p, i) => viaFetch(base, m, p, i), close: () => closeServer(server) };
    },
  };
}

function nodeServer(prefix: string): Adapter {
  return {
    name: `node:http${prefix ? ` at ${prefix}` : ''}`,
    prefix,
    fallsThrough: false,
    preParsesJson: false,
    async mount(tools, handleCall, config) {
      const server = http.createServer(createNodeHandler(tools, handleCall, { ...config, prefix }));
      const base = (await listen(server)) + prefix;
      return { request: (m, p, i) => viaFetch(base, m, p, i), close: () => closeServer(server) };
    },
  };
}

function expressServer(options: { json: boolean; mountWith: 'app.use path' | 'config.prefix' | 'root' }): Adapter {
  const prefix = options.mountWith === 'root' ? '' : '/explorer';
  return {
    name: `Express 5 ${options.json ? 'with' : 'without'} express.json(), mounted by ${options.mountWith}`,
    prefix,
    fallsThrough: true,
    preParsesJson: options.json,
    async mount(tools, handleCall, config) {
      const app = express();
      if (options.json) app.use(express.json());
      if (options.mountWith === 'app.use path') app.use(prefix, createNodeHandler(tools, handleCall, config));
      else app.use(createNodeHandler(tools, handleCall, { ...config, prefix }));
      app.use((_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(HOST_FALLBACK));
      });
      const server = http.createServer(app);
      const base = (await listen(server)) + prefix;
      return { request: (m, p, i) => viaFetch(base, m, p, i), close: () => closeServer(server) };
    },
  };
}

/** Every host the contract runs against. */
export const ADAPTERS: Adapter[] = [
  fetchDirect(''),
  fetchDirect('/explorer'),
  honoServer(''),
  honoServer('/explorer'),
  nodeServer(''),
  nodeServer('/explorer'),
  expressServer({ json: true, mountWith: 'app.use path' }),
  expressServer({ json: false, mountWith: 'config.prefix' }),
  expressServer({ json: false, mountWith: 'root' }),
];

/** A logger that records what the explorer logs, for assertions and a quiet test run. */
export function recordingLogger(): ExplorerLogger & { warns: [object, string?][]; errors: [object, string?][] } {
  const warns: [object, string?][] = [];
  const errors: [object, string?][] = [];
  return {
    warns,
    errors,
    warn: (obj, msg) => void warns.push([obj, msg]),
    error: (obj, msg) => void errors.push([obj, msg]),
  };
}
