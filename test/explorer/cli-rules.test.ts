/**
 * `POST /tools/{name}/validate` gives the verdict a call gives for the two binding keywords JSON
 * Schema cannot say (`x-cli-required-unless`, `x-cli-standalone`; src/schema/cli-rules.ts): in
 * the embeddable explorer on every host adapter, and in the explorer `svc serve` mounts, which
 * shows the published schema (without `x-cli-*`) and validates against the binding's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Binding } from '../../src/bindings/types.js';
import { validateCall } from '../../src/call/validate-call.js';
import type { Tool } from '../../src/explorer/index.js';
import { createExplorerMount } from '../../src/serve/explorer-mount.js';
import type { ToolRuntimeLike } from '../../src/call/index.js';
import { ADAPTERS, recordingLogger, type Adapter, type Mounted } from './adapters.js';

/** rg's shape as a scan writes it: PATTERN is not needed with --files, nothing with --version. */
const rgSchema = {
  type: 'object',
  properties: {
    files: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--files', 'x-cli-value-style': 'switch' },
    version: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--version', 'x-cli-value-style': 'switch', 'x-cli-standalone': true },
    pattern: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 0, 'x-cli-required-unless': ['--files'] },
    path: { type: 'array', items: { type: 'string' }, 'x-cli-kind': 'positional', 'x-cli-position': 1 },
  },
  additionalProperties: false,
};

/** diff's shape: FILES required, except by --version. */
const diffSchema = {
  type: 'object',
  properties: {
    version: { type: 'boolean', default: false, 'x-cli-kind': 'flag', 'x-cli-flag': '--version', 'x-cli-value-style': 'switch', 'x-cli-standalone': true },
    files: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2, 'x-cli-kind': 'positional', 'x-cli-position': 0 },
  },
  required: ['files'],
  additionalProperties: false,
};

const patternMissing = { path: '/pattern', message: "must have required property 'pattern' unless one of files is set", keyword: 'required' };
const TOOLS: Tool[] = [
  { name: 'rg', description: 'rg-like', inputSchema: rgSchema },
  { name: 'diff', description: 'diff-like', inputSchema: diffSchema },
];

const post = async (api: Mounted, path: string, body: unknown) => {
  const res = await api.request('POST', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: res.status, json: JSON.parse(res.text) as unknown };
};

describe.each(ADAPTERS)('POST /tools/{name}/validate applies x-cli-required-unless and x-cli-standalone through $name', (adapter: Adapter) => {
  let mounted: Mounted | undefined;
  afterEach(async () => {
    await mounted?.close();
    mounted = undefined;
  });
  const mount = async () => (mounted = await adapter.mount(TOOLS, async () => [[], false], { logger: recordingLogger() }));

  it('rg {files: true} is valid: --files spares PATTERN', async () => {
    expect(await post(await mount(), '/tools/rg/validate', { files: true })).toEqual({ status: 200, json: { valid: true } });
  });

  it('rg {} is invalid, naming the flag that would spare PATTERN', async () => {
    expect(await post(await mount(), '/tools/rg/validate', {})).toEqual({ status: 200, json: { valid: false, errors: [patternMissing] } });
  });

  it('{version: true} is valid although operands are required', async () => {
    const api = await mount();
    expect(await post(api, '/tools/rg/validate', { version: true })).toEqual({ status: 200, json: { valid: true } });
    expect(await post(api, '/tools/diff/validate', { version: true })).toEqual({ status: 200, json: { valid: true } });
    expect(await post(api, '/tools/diff/validate', {})).toEqual({
      status: 200,
      json: { valid: false, errors: [{ path: '/files', message: "must have required property 'files'", keyword: 'required' }] },
    });
  });
});

describe("svc serve's explorer: the published schema shown, the binding's checked", () => {
  const binding = (alias: string, input_schema: object) =>
    ({ alias, module_id: `cli.${alias}`, description: alias, target: { binary: `/usr/bin/${alias}`, command_path: [] }, input_schema }) as unknown as Binding;
  const bindings = [binding('rg', rgSchema), binding('diff', diffSchema)];
  const runtime = { tools: () => bindings, byAlias: (name: string) => bindings.find((b) => b.alias === name) } as unknown as ToolRuntimeLike;
  const handler = createExplorerMount({ runtime });
  const ask = async (method: string, path: string, body?: unknown) => {
    const res = await handler(new Request(`http://x${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }), undefined);
    return (await res.json()) as Record<string, unknown>;
  };

  it('GET /tools/{name} shows no x-cli-* keyword', async () => {
    expect(JSON.stringify(await ask('GET', '/tools/rg'))).not.toContain('x-cli-');
  });

  it('/validate agrees with the call for each case', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['rg', { files: true }],
      ['rg', {}],
      ['rg', { path: ['src'] }],
      ['rg', { version: true }],
      ['rg', { pattern: 'a', working_directory: '/tmp' }],
      ['diff', { version: true }],
      ['diff', {}],
    ];
    for (const [alias, args] of cases) {
      const call = validateCall(alias, bindings.find((b) => b.alias === alias)!, args);
      const expected = call.ok ? { valid: true } : { valid: false, errors: call.errors };
      expect(await ask('POST', `/tools/${alias}/validate`, args), `${alias} ${JSON.stringify(args)}`).toEqual(expected);
    }
    expect(await ask('POST', '/tools/rg/validate', {})).toEqual({ valid: false, errors: [patternMissing] });
  });

  it("the console's untouched pre-fill is not given: rg's is refused as a call would be, with --version set it is valid", async () => {
    expect(await ask('POST', '/tools/rg/validate', { files: false, version: false, pattern: '', path: [] })).toEqual({ valid: false, errors: [patternMissing] });
    expect(await ask('POST', '/tools/rg/validate', { files: false, version: true, pattern: '', path: [] })).toEqual({ valid: true });
  });
});
