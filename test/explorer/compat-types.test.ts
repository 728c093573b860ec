/**
 * Code written for `mcp-embedded-ui` (the shapes its README documents) must compile and run
 * against svc's explorer with only the import changed. `npx tsc --noEmit` checks the types;
 * the tests run the same code.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHandler, createNodeHandler } from '../../src/explorer/index.js';
import type { AuthHook, Tool, ToolCallHandler } from '../../src/explorer/index.js';
import { recordingLogger } from './adapters.js';

const tools: Tool[] = [
  {
    name: 'greet',
    description: 'Say hello',
    inputSchema: { type: 'object', properties: { name: { type: 'string' } } },
  },
];

const handleCall: ToolCallHandler = async (name, args) => {
  if (name === 'greet') {
    return [[{ type: 'text', text: `Hello, ${args.name ?? 'world'}!` }], false, undefined];
  }
  return [[{ type: 'text', text: `Unknown tool: ${name}` }], true, undefined];
};

const authHook: AuthHook = async (req, next) => {
  const token = req.headers['authorization'] ?? '';
  if (typeof token !== 'string' || !token.startsWith('Bearer ')) {
    throw new Error('Unauthorized');
  }
  return next();
};

function getTools(): Tool[] {
  return tools;
}

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('mcp-embedded-ui compatibility', () => {
  it('runs the README node:http example with an auth hook', async () => {
    const handle = createNodeHandler(tools, handleCall, { prefix: '/explorer', allowExecute: true, authHook, logger: recordingLogger() });
    server = http.createServer(handle);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/explorer`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Ada"}' };
    expect((await fetch(`${base}/tools/greet/call`, init)).status).toBe(401);
    const ok = await fetch(`${base}/tools/greet/call`, { ...init, headers: { ...init.headers, authorization: 'Bearer demo' } });
    expect(await ok.json()).toEqual({ content: [{ type: 'text', text: 'Hello, Ada!' }], isError: false });
  });

  it('runs the README Fetch example with a dynamic provider and a prefix', async () => {
    const handler = createHandler(getTools, handleCall, { title: 'My Explorer', allowExecute: true });
    const res = await handler(new Request('http://localhost/explorer/tools'), '/explorer');
    expect(await res.json()).toEqual([{ name: 'greet', description: 'Say hello' }]);
  });
});
