/**
 * SPEC.md "Endpoints", "Authentication" and "Errors" for the explorer's HTTP API, run against
 * every host adapter (see adapters.ts) with real handler functions.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/explorer/page/index.js';
import type { AuthHook, Tool, ToolCallHandler, UIConfig } from '../../src/explorer/index.js';
import { ADAPTERS, HOST_FALLBACK, recordingLogger, type Adapter, type Mounted } from './adapters.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

class AnnotationsModel {
  constructor(private readonly hints: Record<string, boolean | null>) {}
  toJSON(): Record<string, boolean | null> {
    return { ...this.hints };
  }
}

/** A tool defined as a class with getters: matched by shape, not by type. */
class GetterTool {
  get name(): string {
    return 'getter tool';
  }
  get description(): string {
    return 'Defined by getters';
  }
  get inputSchema(): Record<string, unknown> {
    return { type: 'object', properties: { n: { type: 'integer', default: null } } };
  }
  get annotations(): null {
    return null;
  }
}

const weather: Tool = {
  name: 'weather',
  description: 'Current weather for a city',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', 'x-cli-flag': '--city' }, days: { type: 'integer', minimum: 1 } },
    required: ['city'],
  },
  annotations: { readOnlyHint: true, destructiveHint: null, openWorldHint: false },
};

const TOOLS: Tool[] = [
  weather,
  { name: 'no-annotations', description: 'Has none', inputSchema: { type: 'object' } },
  { name: 'null-annotations', description: 'Null ones', inputSchema: null, annotations: null },
  {
    name: 'dumps',
    description: 'Annotations that dump themselves',
    inputSchema: { type: 'object' },
    annotations: new AnnotationsModel({ idempotentHint: true, destructiveHint: null }) as unknown as Tool['annotations'],
  },
  { name: 'a/b c?#%', description: 'Needs URL encoding', inputSchema: { type: 'object' } },
  { name: 'ünïcødé', description: 'Non-ASCII name', inputSchema: { type: 'object' } },
  { name: 'broken-schema', description: 'Schema that cannot compile', inputSchema: { type: 'frobnicate' } },
  new GetterTool() as unknown as Tool,
];

/** A real handler that records its calls and answers by tool name. */
function recordingHandler() {
  const calls: { name: string; args: Record<string, unknown>; argc: number }[] = [];
  const handler = async function (this: unknown, name: string, args: Record<string, unknown>) {
    // eslint-disable-next-line prefer-rest-params
    calls.push({ name, args, argc: arguments.length });
    if (name === 'a/b c?#%') return [[{ type: 'text', text: 'encoded ok' }], false, 'trace-1'];
    return [[{ type: 'text', text: JSON.stringify(args) }], false, 'trace-1'];
  } as ToolCallHandler;
  return { calls, handler };
}

const enc = encodeURIComponent;

describe.each(ADAPTERS)('explorer HTTP API through $name', (adapter: Adapter) => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.close();
    mounted = undefined;
  });
  const mount = async (config: UIConfig = {}, handler?: ToolCallHandler, tools: Parameters<Adapter['mount']>[0] = TOOLS) => {
    const recording = recordingHandler();
    const logger = recordingLogger();
    mounted = await adapter.mount(tools, handler ?? recording.handler, { logger, ...config });
    return { api: mounted, calls: recording.calls, logger };
  };
  const post = (api: Mounted, path: string, body: string, headers: Record<string, string> = JSON_HEADERS) =>
    api.request('POST', path, { body, headers });

  describe('GET /', () => {
    it('serves the page with title and allow-execute injected, as HTML', async () => {
      const { api } = await mount({ title: 'Ops <Tools>', allowExecute: true });
      const res = await api.request('GET', '/');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.text).toBe(renderPage({ title: 'Ops <Tools>', allowExecute: true }));
    });

    it('defaults to allow-execute false and the default title', async () => {
      const { api } = await mount();
      expect((await api.request('GET', '/')).text).toBe(renderPage({ title: 'MCP Tool Explorer', allowExecute: false }));
    });
  });

  describe('GET /tools', () => {
    it('lists summaries; annotations omitted when absent or null, null fields dropped, dumpable objects dumped', async () => {
      const { api } = await mount();
      const res = await api.request('GET', '/tools');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(res.text)).toEqual([
        { name: 'weather', description: 'Current weather for a city', annotations: { readOnlyHint: true, openWorldHint: false } },
        { name: 'no-annotations', description: 'Has none' },
        { name: 'null-annotations', description: 'Null ones' },
        { name: 'dumps', description: 'Annotations that dump themselves', annotations: { idempotentHint: true } },
        { name: 'a/b c?#%', description: 'Needs URL encoding' },
        { name: 'ünïcødé', description: 'Non-ASCII name' },
        { name: 'broken-schema', description: 'Schema that cannot compile' },
        { name: 'getter tool', description: 'Defined by getters' },
      ]);
      expect(res.text).not.toContain(':null');
    });

    it('calls a sync provider on every request (nothing cached)', async () => {
      let calls = 0;
      const provider = () => {
        calls += 1;
        return [{ name: `tool-${calls}`, description: 'changes', inputSchema: {} }];
      };
      const { api } = await mount({}, undefined, provider);
      expect(JSON.parse((await api.request('GET', '/tools')).text)).toEqual([{ name: 'tool-1', description: 'changes' }]);
      expect(JSON.parse((await api.request('GET', '/tools')).text)).toEqual([{ name: 'tool-2', description: 'changes' }]);
      expect((await api.request('GET', '/tools/tool-3')).status).toBe(200);
      expect(calls).toBe(3);
    });

    it('awaits an async provider on every request', async () => {
      let calls = 0;
      const provider = async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
        return [{ name: 'async-tool', description: `call ${calls}`, inputSchema: {} }];
      };
      const { api } = await mount({}, undefined, provider);
      expect(JSON.parse((await api.request('GET', '/tools')).text)).toEqual([{ name: 'async-tool', description: 'call 1' }]);
      expect(JSON.parse((await api.request('GET', '/tools')).text)).toEqual([{ name: 'async-tool', description: 'call 2' }]);
    });

    it('answers a failing provider with a JSON 500 that leaks nothing, and logs it', async () => {
      const { api, logger } = await mount({}, undefined, () => {
        throw new Error('db password=hunter2 unreachable');
      });
      const res = await api.request('GET', '/tools');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(res.text)).toEqual({ error: 'Internal error in the tool explorer; the server log has the details.' });
      expect(logger.errors).toHaveLength(1);
    });
  });

  describe('GET /tools/{name}', () => {
    it('returns the detail with inputSchema, nulls dropped', async () => {
      const { api } = await mount();
      const res = await api.request('GET', '/tools/weather');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({
        name: 'weather',
        description: 'Current weather for a city',
        inputSchema: weather.inputSchema,
        annotations: { readOnlyHint: true, openWorldHint: false },
      });
      expect(JSON.parse((await api.request('GET', `/tools/${enc('getter tool')}`)).text)).toEqual({
        name: 'getter tool',
        description: 'Defined by getters',
        inputSchema: { type: 'object', properties: { n: { type: 'integer' } } },
      });
    });

    it('gives a tool without inputSchema the schema {}', async () => {
      const { api } = await mount();
      expect(JSON.parse((await api.request('GET', '/tools/null-annotations')).text)).toEqual({
        name: 'null-annotations',
        description: 'Null ones',
        inputSchema: {},
      });
    });

    it('finds names that need URL encoding', async () => {
      const { api } = await mount();
      expect(JSON.parse((await api.request('GET', `/tools/${enc('a/b c?#%')}`)).text).name).toBe('a/b c?#%');
      expect(JSON.parse((await api.request('GET', `/tools/${enc('ünïcødé')}`)).text).name).toBe('ünïcødé');
    });

    it('answers an unknown tool with 404 Tool not found', async () => {
      const { api } = await mount();
      const res = await api.request('GET', '/tools/nope');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"error":"Tool not found: nope"}');
    });

    it('answers malformed percent-encoding with a JSON 404, not a crash', async () => {
      const { api } = await mount();
      const res = await api.request('GET', '/tools/%E0%A4%A');
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ error: 'Tool not found: %E0%A4%A' });
      expect((await api.request('GET', '/tools')).status).toBe(200);
    });
  });

  describe('POST /tools/{name}/call', () => {
    it('refuses with 403 when execution is disabled (the default), before the lookup, hook and handler', async () => {
      let hookCalls = 0;
      const authHook: AuthHook = async () => {
        hookCalls += 1;
        throw new Error('no');
      };
      const { api, calls } = await mount({ authHook });
      for (const name of ['weather', 'nope']) {
        const res = await post(api, `/tools/${name}/call`, '{"city":"Oslo"}');
        expect(res.status).toBe(403);
        expect(res.headers.get('content-type')).toBe('application/json');
        expect(res.text).toBe('{"error":"Tool execution is disabled."}');
      }
      expect(calls).toHaveLength(0);
      expect(hookCalls).toBe(0);
    });

    it('answers an unknown tool with 404 before the auth hook runs', async () => {
      let hookCalls = 0;
      const authHook: AuthHook = async () => {
        hookCalls += 1;
        throw new Error('no');
      };
      const { api, calls } = await mount({ allowExecute: true, authHook });
      const res = await post(api, '/tools/nope/call', '{}');
      expect(res.status).toBe(404);
      expect(res.text).toBe('{"error":"Tool not found: nope"}');
      const malformed = await post(api, '/tools/%E0%A4%A/call', '{}');
      expect(malformed.status).toBe(404);
      expect(JSON.parse(malformed.text)).toEqual({ error: 'Tool not found: %E0%A4%A' });
      expect(hookCalls).toBe(0);
      expect(calls).toHaveLength(0);
    });

    it('calls the handler with the arguments and returns the call result with _meta._trace_id', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      const res = await post(api, '/tools/weather/call', '{"city":"Oslo","days":2}');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(res.text)).toEqual({
        content: [{ type: 'text', text: '{"city":"Oslo","days":2}' }],
        isError: false,
        _meta: { _trace_id: 'trace-1' },
      });
      expect(calls).toEqual([{ name: 'weather', args: { city: 'Oslo', days: 2 }, argc: 2 }]);
    });

    it('calls tools whose names need URL encoding', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      const res = await post(api, `/tools/${enc('a/b c?#%')}/call`, '{}');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).content).toEqual([{ type: 'text', text: 'encoded ok' }]);
      expect(calls[0]!.name).toBe('a/b c?#%');
    });

    it('treats a body that is not JSON, or not a JSON object, as {}', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      const bodies = adapter.preParsesJson ? ['[1,2]'] : ['{not json', '', '[1,2]', '"text"', '42'];
      for (const body of bodies) {
        const res = await post(api, '/tools/weather/call', body);
        expect(res.status, `body ${JSON.stringify(body)}`).toBe(200);
        expect(JSON.parse(res.text).content).toEqual([{ type: 'text', text: '{}' }]);
      }
      expect(calls.map((c) => c.args)).toEqual(bodies.map(() => ({})));
    });

    it('refuses non-JSON content types with 415 and runs nothing (no cross-site form posts)', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain']) {
        const res = await post(api, '/tools/weather/call', 'city=Oslo', { 'content-type': type });
        expect(res.status, type).toBe(415);
        expect(res.headers.get('content-type')).toBe('application/json');
        expect(JSON.parse(res.text)).toEqual({
          error: `Unsupported Content-Type '${type}': send the arguments as a JSON object with Content-Type: application/json.`,
        });
      }
      const vendor = await post(api, '/tools/weather/call', '{"city":"x"}', { 'content-type': 'application/vnd.api+json; charset=utf-8' });
      expect(vendor.status).toBe(200);
      expect(calls).toHaveLength(1);
    });

    it('refuses a request without Content-Type with 415', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      const res = await api.request('POST', '/tools/weather/call');
      expect(res.status).toBe(415);
      expect(JSON.parse(res.text)).toEqual({
        error: 'Unsupported Content-Type (none): send the arguments as a JSON object with Content-Type: application/json.',
      });
      expect(calls).toHaveLength(0);
    });

    it('answers is_error true with 500 and the call result', async () => {
      const handler: ToolCallHandler = async () => [[{ type: 'text', text: 'exit code 2' }], true, null];
      const { api } = await mount({ allowExecute: true }, handler);
      const res = await post(api, '/tools/weather/call', '{}');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"content":[{"type":"text","text":"exit code 2"}],"isError":true}');
    });

    it('answers a thrown exception with 500, isError true and the message as the one text content, and logs it', async () => {
      const handler: ToolCallHandler = async () => {
        throw new Error('disk on fire');
      };
      const { api, logger } = await mount({ allowExecute: true }, handler);
      const res = await post(api, '/tools/weather/call', '{}');
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"content":[{"type":"text","text":"disk on fire"}],"isError":true}');
      expect(logger.errors).toHaveLength(1);
      expect((logger.errors[0]![0] as { err: Error }).err.message).toBe('disk on fire');
    });

    it('omits _meta for a null, undefined or empty trace id', async () => {
      for (const traceId of [null, undefined, '']) {
        const handler: ToolCallHandler = async () => [[{ type: 'text', text: 'ok' }], false, traceId];
        const { api } = await mount({ allowExecute: true }, handler);
        const res = await post(api, '/tools/weather/call', '{}');
        expect(res.status).toBe(200);
        expect(res.text).toBe('{"content":[{"type":"text","text":"ok"}],"isError":false}');
        await mounted!.close();
        mounted = undefined;
      }
    });

    it('passes image content through', async () => {
      const handler: ToolCallHandler = async () => [[{ type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' }], false];
      const { api } = await mount({ allowExecute: true }, handler);
      expect(JSON.parse((await post(api, '/tools/weather/call', '{}')).text)).toEqual({
        content: [{ type: 'image', mimeType: 'image/png', data: 'iVBORw0KGgo=' }],
        isError: false,
      });
    });

    it('passes the request to a three-parameter handler, also one declared with defaults', async () => {
      const seen: { url: string; auth: string | null; compat: string | undefined; body: string }[] = [];
      const handler = async (name: string, args: Record<string, unknown> = {}, request?: Request) => {
        const req = request as Request & { headers: Headers & Record<string, string | undefined> };
        seen.push({ url: req.url, auth: req.headers.get('authorization'), compat: req.headers['authorization'], body: await req.text() });
        return [[{ type: 'text', text: `${name}:${Object.keys(args).length}` }], false] as [[{ type: 'text'; text: string }], boolean];
      };
      expect(handler.length).toBe(1); // Function.length alone would miss the request parameter
      const { api } = await mount({ allowExecute: true }, handler as ToolCallHandler);
      const res = await post(api, '/tools/weather/call', '{"city":"Oslo"}', { ...JSON_HEADERS, authorization: 'Bearer abc' });
      expect(res.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(new URL(seen[0]!.url).pathname).toBe(`${adapter.prefix}/tools/weather/call`);
      expect(seen[0]!.auth).toBe('Bearer abc');
      expect(seen[0]!.compat).toBe('Bearer abc');
      expect(JSON.parse(seen[0]!.body)).toEqual({ city: 'Oslo' });
    });

    it('honours an explicit wantsRequest marker over the declared parameters', async () => {
      const received: number[] = [];
      const handler = Object.assign(
        async (...params: unknown[]) => {
          received.push(params.length);
          return [[{ type: 'text', text: 'ok' }], false];
        },
        { wantsRequest: false },
      ) as unknown as ToolCallHandler;
      const { api } = await mount({ allowExecute: true }, handler);
      await post(api, '/tools/weather/call', '{}');
      expect(received).toEqual([2]);
    });

    it('refuses a body over maxBodyBytes with 413 and runs nothing', async () => {
      const { api, calls } = await mount({ allowExecute: true, maxBodyBytes: 64 });
      const res = await post(api, '/tools/weather/call', JSON.stringify({ city: 'x'.repeat(200) }));
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(res.text)).toEqual({ error: 'Request body too large: the limit is 64 bytes (UIConfig.maxBodyBytes).' });
      expect(calls).toHaveLength(0);
      expect((await post(api, '/tools/weather/call', '{"city":"Oslo"}')).status).toBe(200);
    });
  });

  describe('auth hook', () => {
    it('rejects with exactly {"error":"Unauthorized"} when the hook throws, never echoing it, logged at warn', async () => {
      const authHook: AuthHook = async (req, next) => {
        if (req.headers.get('authorization') !== 'Bearer good') throw new Error('bad token tok_SECRET_123');
        return next();
      };
      const { api, calls, logger } = await mount({ allowExecute: true, authHook });
      const res = await post(api, '/tools/weather/call', '{"city":"Oslo"}', { ...JSON_HEADERS, authorization: 'Bearer bad' });
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"error":"Unauthorized"}');
      expect(calls).toHaveLength(0);
      expect(logger.warns).toHaveLength(1);
      expect((logger.warns[0]![0] as { err: Error }).err.message).toBe('bad token tok_SECRET_123');

      const ok = await post(api, '/tools/weather/call', '{"city":"Oslo"}', { ...JSON_HEADERS, authorization: 'Bearer good' });
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.text).content).toEqual([{ type: 'text', text: '{"city":"Oslo"}' }]);
      expect(calls).toHaveLength(1);
    });

    it('rejects a synchronous throw and a non-Error throw the same way', async () => {
      const authHook = ((_req: unknown) => {
        throw 'plain string';
      }) as unknown as AuthHook;
      const { api, calls } = await mount({ allowExecute: true, authHook });
      const res = await post(api, '/tools/weather/call', '{}');
      expect(res.status).toBe(401);
      expect(res.text).toBe('{"error":"Unauthorized"}');
      expect(calls).toHaveLength(0);
    });

    it('supports mcp-embedded-ui style hooks reading req.headers["authorization"]', async () => {
      const authHook: AuthHook = async (req, next) => {
        const token = req.headers['authorization'] ?? '';
        if (!token.startsWith('Bearer ')) throw new Error('Unauthorized');
        return next();
      };
      const { api } = await mount({ allowExecute: true, authHook });
      expect((await post(api, '/tools/weather/call', '{}')).status).toBe(401);
      expect((await post(api, '/tools/weather/call', '{}', { ...JSON_HEADERS, authorization: 'Bearer x' })).status).toBe(200);
    });

    it('fails closed when the hook returns without calling next()', async () => {
      const authHook = (async () => undefined) as unknown as AuthHook;
      const { api, calls, logger } = await mount({ allowExecute: true, authHook });
      const res = await post(api, '/tools/weather/call', '{}');
      expect(res.status).toBe(401);
      expect(res.text).toBe('{"error":"Unauthorized"}');
      expect(calls).toHaveLength(0);
      expect(logger.warns).toHaveLength(1);
    });

    it("returns the hook's own Response when it answers without next()", async () => {
      const authHook: AuthHook = async () =>
        new Response(JSON.stringify({ error: 'Payment required' }), { status: 402, headers: { 'content-type': 'application/json' } });
      const { api, calls } = await mount({ allowExecute: true, authHook });
      const res = await post(api, '/tools/weather/call', '{}');
      expect(res.status).toBe(402);
      expect(JSON.parse(res.text)).toEqual({ error: 'Payment required' });
      expect(calls).toHaveLength(0);
    });

    it('does not guard GET /, GET /tools, GET /tools/{name} or validate', async () => {
      let hookCalls = 0;
      const authHook: AuthHook = async () => {
        hookCalls += 1;
        throw new Error('never');
      };
      const { api } = await mount({ allowExecute: true, authHook });
      expect((await api.request('GET', '/')).status).toBe(200);
      expect((await api.request('GET', '/tools')).status).toBe(200);
      expect((await api.request('GET', '/tools/weather')).status).toBe(200);
      expect((await post(api, '/tools/weather/validate', '{"city":"x"}')).status).toBe(200);
      expect(hookCalls).toBe(0);
    });
  });

  describe('POST /tools/{name}/validate', () => {
    it('answers valid input with exactly {"valid":true}', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/weather/validate', '{"city":"Oslo","days":3}');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.text).toBe('{"valid":true}');
    });

    it('answers invalid input with 200 and one failure per error', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/weather/validate', '{"days":0}');
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toEqual({
        valid: false,
        errors: [
          { path: '/city', message: "must have required property 'city'", keyword: 'required' },
          { path: '/days', message: 'must be >= 1', keyword: 'minimum' },
        ],
      });
    });

    it('answers an unknown tool with 404 before looking at the body', async () => {
      const { api } = await mount();
      // express.json() answers '{broken' itself before the explorer runs, so it gets valid JSON.
      const res = await post(api, '/tools/nope/validate', adapter.preParsesJson ? '{}' : '{broken');
      expect(res.status).toBe(404);
      expect(res.text).toBe('{"error":"Tool not found: nope"}');
    });

    if (adapter.preParsesJson) {
      console.warn(`${adapter.name}: express.json() answers malformed JSON itself before the explorer sees it; that case runs on the other adapters`);
    }
    it.skipIf(adapter.preParsesJson)('answers a body that is not JSON with 400 and one format failure', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/weather/validate', '{"city":');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/json');
      const body = JSON.parse(res.text);
      expect(body.valid).toBe(false);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0].path).toBe('');
      expect(body.errors[0].keyword).toBe('format');
      expect(body.errors[0].message).toBe(`Invalid JSON: ${jsonParseMessage('{"city":')}`);
    });

    it('answers a JSON body that is not an object with 400', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/weather/validate', '[1,2]');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({
        valid: false,
        errors: [{ path: '', message: 'Invalid JSON: expected a JSON object of arguments, got an array', keyword: 'format' }],
      });
    });

    it('treats a missing inputSchema as {} (valid)', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/null-annotations/validate', '{"anything":[1]}');
      expect(res.status).toBe(200);
      expect(res.text).toBe('{"valid":true}');
    });

    it('answers a schema that cannot compile with 200, valid false and exactly one schema failure', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/broken-schema/validate', '{}');
      expect(res.status).toBe(200);
      const body = JSON.parse(res.text);
      expect(body.valid).toBe(false);
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({ path: '', keyword: 'schema' });
      expect(body.errors[0].message).toMatch(/^Invalid schema: schema is invalid: data\/type must be equal to one of the allowed values/);
    });

    it('ignores allow-execute and the auth hook, and never calls the handler', async () => {
      const authHook: AuthHook = async () => {
        throw new Error('never consulted');
      };
      const { api, calls } = await mount({ allowExecute: false, authHook });
      expect((await post(api, '/tools/weather/validate', '{"city":"x"}')).text).toBe('{"valid":true}');
      expect((await post(api, '/tools/weather/validate', '{}')).status).toBe(200);
      expect(calls).toHaveLength(0);
    });

    it('accepts any content type (validation has no side effects)', async () => {
      const { api } = await mount();
      const res = await post(api, '/tools/weather/validate', '{"city":"x"}', { 'content-type': 'text/plain' });
      expect(res.status).toBe(200);
      expect(res.text).toBe('{"valid":true}');
    });

    it('refuses a body over maxBodyBytes with 413', async () => {
      const { api } = await mount({ maxBodyBytes: 16 });
      const res = await post(api, '/tools/weather/validate', JSON.stringify({ city: 'a much longer city name' }));
      expect(res.status).toBe(413);
      expect(JSON.parse(res.text)).toEqual({ error: 'Request body too large: the limit is 16 bytes (UIConfig.maxBodyBytes).' });
    });
  });

  describe('routing', () => {
    it('answers unknown paths with JSON 404, or hands them to the host', async () => {
      const { api } = await mount();
      for (const path of ['/nope', '/tools/weather/run', '/tools/a/b/call']) {
        const res = await api.request('GET', path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type')).toBe('application/json');
        if (adapter.fallsThrough) expect(JSON.parse(res.text)).toEqual(HOST_FALLBACK);
        else expect(JSON.parse(res.text).error).toMatch(/^Not found: .*\/(nope|run|call)\. The explorer serves GET \/, GET \/tools/);
      }
    });

    it('answers a wrong method with JSON 405 and Allow, or hands it to the host', async () => {
      const { api, calls } = await mount({ allowExecute: true });
      const cases: [string, string, string][] = [
        ['DELETE', '/tools', 'GET'],
        ['POST', '/tools/weather', 'GET'],
        ['GET', '/tools/weather/call', 'POST'],
        ['PUT', '/tools/weather/validate', 'POST'],
        ['POST', '/', 'GET'],
      ];
      for (const [method, path, allow] of cases) {
        const res = await api.request(method, path, { body: method === 'GET' ? undefined : '{}', headers: JSON_HEADERS });
        if (adapter.fallsThrough) {
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(JSON.parse(res.text)).toEqual(HOST_FALLBACK);
        } else {
          expect(res.status, `${method} ${path}`).toBe(405);
          expect(res.headers.get('allow')).toBe(allow);
          expect(res.headers.get('content-type')).toBe('application/json');
          expect(JSON.parse(res.text)).toEqual({ error: `Method ${method} is not allowed on ${path}; use ${allow}.` });
        }
      }
      expect(calls).toHaveLength(0);
    });

    it('ignores the query string and a trailing slash', async () => {
      const { api } = await mount();
      expect((await api.request('GET', '/tools?x=1')).status).toBe(200);
      expect((await api.request('GET', '/tools/')).status).toBe(200);
      expect(JSON.parse((await api.request('GET', '/tools/weather/?v=2')).text).name).toBe('weather');
    });
  });
});

function jsonParseMessage(text: string): string {
  try {
    JSON.parse(text);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}
