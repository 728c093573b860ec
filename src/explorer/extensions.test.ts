import { describe, expect, it } from 'vitest';
import { buildUIRoutes, createHandler, type Tool, type ToolCallHandler } from './index.js';

const tools: Tool[] = [
  { name: 'b_tool', description: 'B', inputSchema: { type: 'object', properties: { n: { type: 'integer' } } }, annotations: null },
  { name: 'a_tool', description: 'A', inputSchema: { type: 'object', properties: { mode: { type: 'string', enum: ['x'] } } }, annotations: null },
];
const seen: Record<string, unknown>[] = [];
const handleCall: ToolCallHandler = async (_name, args) => {
  seen.push(args);
  return [[{ type: 'text', text: JSON.stringify(args) }], false];
};
const get = (handler: ReturnType<typeof createHandler>, path: string) => handler(new Request(`http://x${path}`));
const post = (handler: ReturnType<typeof createHandler>, path: string, body: unknown) =>
  handler(new Request(`http://x${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('toolStatus (GET /tool-status)', () => {
  it('is an unknown path, and buildUIRoutes keeps five routes, without the callback', async () => {
    const res = await get(createHandler(tools, handleCall), '/tool-status');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatch(/^Not found: \/tool-status\./);
    expect(buildUIRoutes(tools, handleCall)).toHaveLength(5);
  });

  it('answers each status the callback gives, in provider order, and leaves GET /tools unchanged', async () => {
    const handler = createHandler(tools, handleCall, {
      toolStatus: async (tool) => (tool.name === 'b_tool' ? { label: 'denied', tone: 'negative', detail: 'rule 2 denies it' } : tool.name === 'a_tool' ? { label: 'allowed' } : undefined),
    });
    const res = await get(handler, '/tool-status');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual([
      { name: 'b_tool', label: 'denied', tone: 'negative', detail: 'rule 2 denies it' },
      { name: 'a_tool', label: 'allowed' },
    ]);
    const list = await get(handler, '/tools');
    expect(await list.json()).toEqual([{ name: 'b_tool', description: 'B' }, { name: 'a_tool', description: 'A' }]);
    expect(list.headers.get('x-tool-status')).toBe('tool-status');
    expect((await get(createHandler(tools, handleCall), '/tools')).headers.get('x-tool-status')).toBeNull();
    expect((await post(handler, '/tool-status', {})).status).toBe(405);
    const routes = buildUIRoutes(tools, handleCall, { toolStatus: () => ({ label: 'ok' }) });
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toContain('GET /tool-status');
  });
});

describe('prepareArguments', () => {
  const prepareArguments = (_tool: Tool, args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== '' && v !== 0));

  it('validates what it returns', async () => {
    const handler = createHandler(tools, handleCall, { prepareArguments });
    expect(await (await post(handler, '/tools/a_tool/validate', { mode: '' })).json()).toEqual({ valid: true });
    const plain = createHandler(tools, handleCall);
    expect((await (await post(plain, '/tools/a_tool/validate', { mode: '' })).json()).valid).toBe(false);
  });

  it('hands the handler what it returns', async () => {
    const handler = createHandler(tools, handleCall, { prepareArguments, allowExecute: true });
    const res = await post(handler, '/tools/b_tool/call', { n: 0, m: 'kept' });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ m: 'kept' });
  });
});
