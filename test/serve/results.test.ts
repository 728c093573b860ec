/**
 * Results sized for a model (issue 10, parts 3 and 4; docs/results.md): the layout, the inline
 * budget with head and tail, the whole output kept as a session-scoped `svc://output` resource
 * (whole and byte-range reads), and progress notifications — through the real SDK clients (current
 * `@modelcontextprotocol/client` and v1 `@modelcontextprotocol/sdk`) over real stdio and HTTP.
 */
import { execFile } from 'node:child_process';
import { gunzipSync } from 'node:zlib';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport as V1SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as V1StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { FIXTURE_PROGRAMS_DIR } from '../fixtures/bindings/load.js';
import { payloadOf, readAudit, serveFixture, SVC_BIN, type ServeFixture } from './helpers.js';
import { addResultPrograms } from './result-programs.js';
import { readOutputParts, type OutputPartItem } from '../support/output-parts.js';

const execFileAsync = promisify(execFile);
const FIVE_MIB = 5 * 1024 * 1024;
/** Most bytes one resources/read answers (src/results/output-part.ts). */
const PART = 256 * 1024;
const BUDGET = 24 * 1024;

let fx: ServeFixture;
let running: RunningSvcHttp;
let expected: Buffer;

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.sleeper', 'cli.jsonout', 'cli.exit3']);
  await addResultPrograms(fx);
  expected = (await execFileAsync(join(FIXTURE_PROGRAMS_DIR, 'bulk.sh'), [String(FIVE_MIB)], { encoding: 'buffer', maxBuffer: 64 << 20 })).stdout;
  expect(expected.length).toBe(FIVE_MIB);
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
  running = await svc.serveHttp({ port: 0 });
}, 60_000);
afterAll(() => running?.close());

type AnyResult = { content: Array<Record<string, any>>; isError?: boolean; structuredContent?: unknown };

interface Session {
  call(name: string, args: Record<string, unknown>, onprogress?: (p: { progress: number; message?: string }) => void): Promise<AnyResult>;
  read(uri: string): Promise<{ contents: Array<Record<string, any>> }>;
  close(): Promise<void>;
}

async function current(kind: 'stdio' | 'http'): Promise<Session> {
  const client = new Client({ name: 'results-current', version: '1.0.0' });
  await client.connect(kind === 'stdio'
    ? new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], env: fx.env, stderr: 'pipe' })
    : new StreamableHTTPClientTransport(new URL(running.mcpUrl)));
  return {
    call: (name, args, onprogress) => client.callTool({ name, arguments: args }, onprogress ? { onprogress } : undefined) as Promise<AnyResult>,
    read: (uri) => client.readResource({ uri }) as Promise<{ contents: Array<Record<string, any>> }>,
    close: () => client.close(),
  };
}

async function v1(kind: 'stdio' | 'http'): Promise<Session> {
  const client = new V1Client({ name: 'results-v1', version: '1.0.0' });
  await client.connect(kind === 'stdio'
    ? new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve'], env: fx.env, stderr: 'pipe' })
    : new V1StreamableHTTPClientTransport(new URL(running.mcpUrl)));
  return {
    call: (name, args, onprogress) => client.callTool({ name, arguments: args }, undefined, onprogress ? { onprogress } : undefined) as Promise<AnyResult>,
    read: (uri) => client.readResource({ uri }) as Promise<{ contents: Array<Record<string, any>> }>,
    close: () => client.close(),
  };
}

/** Reads a kept output part by part from `uri`, following each part's `_meta.next`. */
const readParts = (session: Pick<Session, 'read'>, uri: string) => readOutputParts(async (next) => (await session.read(next)).contents[0] as OutputPartItem, uri);

const clients = [
  ['current client over stdio', () => current('stdio')],
  ['v1 client over stdio', () => v1('stdio')],
  ['current client over HTTP', () => current('http')],
  ['v1 client over HTTP', () => v1('http')],
] as const;

describe.each(clients)('results through the %s', (_label, open) => {
  // One session per client for the block: the tests need no fresh one, and over stdio each
  // session is an svc process started. A test's close() leaves it open; afterAll closes it.
  let shared: Promise<Session> | undefined;
  const connect = async (): Promise<Session> => ({ ...(await (shared ??= open())), close: async () => undefined });
  afterAll(async () => {
    await (await shared)?.close();
  });

  it('a 5 MiB output: at most the budget inline, a resource link, the whole output and exact byte ranges readable', async () => {
    const session = await connect();
    try {
      const result = await session.call('bulk', { bytes: FIVE_MIB });
      expect(result.isError).toBe(false);
      const payload = payloadOf(result);
      expect(Buffer.byteLength(payload.stdout)).toBeLessThanOrEqual(BUDGET);
      const link = result.content[2]!;
      expect(result.content).toHaveLength(3);
      expect(link).toMatchObject({ type: 'resource_link', mimeType: 'text/plain', size: FIVE_MIB, name: 'stdout of bulk' });
      // The link names the first part; the facts name the whole stream.
      const bare = payload.truncation.stdout.resource as string;
      expect(bare).toMatch(/^svc:\/\/output\/[A-Za-z0-9_-]{52}\/stdout$/);
      expect(link.uri).toBe(`${bare}?offset=0&length=${PART}`);
      expect(payload.truncation).toEqual({
        stdout: { total_bytes: FIVE_MIB, shown_bytes: payload.truncation.stdout.shown_bytes, omitted_bytes: FIVE_MIB - payload.truncation.stdout.shown_bytes, resource: bare },
      });
      // Head and tail are the real ones, around one line saying what was cut and where the rest is.
      const [head, tail] = (payload.stdout as string).split(/\[svc: [\d,]+ of 5,242,880 bytes cut here; the whole stdout is resource svc:\/\/output\/\S+ \(resources\/read; a byte range: \?offset=N&length=N\)\]\n/);
      expect(head!.startsWith('1\n2\n3\n')).toBe(true);
      expect(expected.subarray(0, Buffer.byteLength(head!)).toString()).toBe(head);
      expect(expected.subarray(expected.length - Buffer.byteLength(tail!)).toString()).toBe(tail);
      // The link reads the first part; the whole output, byte for byte, in 256 KiB parts.
      const linked = await readParts(session, link.uri);
      expect(linked.sizes).toEqual([PART]);
      expect(linked.bytes.equals(expected.subarray(0, PART))).toBe(true);
      const parts = await readParts(session, bare);
      expect(parts.sizes).toEqual(Array.from({ length: FIVE_MIB / PART }, () => PART));
      expect(parts.bytes.equals(expected)).toBe(true);
      // Without a range: the first part, and where the next one is.
      const first = await session.read(bare);
      expect(first.contents).toHaveLength(1);
      expect(first.contents[0]).toMatchObject({ uri: bare, mimeType: 'text/plain', _meta: { offset: 0, length: PART, total_bytes: FIVE_MIB, next: `${bare}?offset=${PART}` } });
      expect(Buffer.from(first.contents[0]!.text as string, 'utf8').equals(expected.subarray(0, PART))).toBe(true);
      // A range longer than a part: its first part, and the rest of the range next.
      const long = await session.read(`${bare}?offset=10&length=300000`);
      expect(long.contents[0]!._meta).toEqual({ offset: 10, length: PART, total_bytes: FIVE_MIB, next: `${bare}?offset=${PART + 10}&length=${300_000 - PART}` });
      // A byte range: exactly that slice.
      const range = await session.read(`${bare}?offset=1000003&length=70001`);
      expect(Buffer.from(range.contents[0]!.text as string, 'utf8').equals(expected.subarray(1_000_003, 1_070_004))).toBe(true);
      expect(range.contents[0]!._meta).toEqual({ offset: 1_000_003, length: 70_001, total_bytes: FIVE_MIB });
      // Past the end: what is there.
      const end = await session.read(`${bare}?offset=${FIVE_MIB - 10}&length=100`);
      expect(Buffer.from(end.contents[0]!.text as string).equals(expected.subarray(FIVE_MIB - 10))).toBe(true);
    } finally {
      await session.close();
    }
  }, 60_000);

  it('small output: the exact layout, no structuredContent, and at most the output plus 2 KiB in all', async () => {
    const session = await connect();
    try {
      const result = await session.call('echo', { words: ['hello', 'results'] });
      const facts = JSON.parse(result.content[1]!.text as string) as { trace_id: string; duration_ms: number; sandbox: unknown };
      // How the call was confined (docs/sandbox.md): the fixture ACL lets echo write its roots.
      // How the call was confined (docs/sandbox.md); a spawned svc runs the fixtures unconfined (helpers.ts).
      expect(facts.sandbox).toEqual({ mechanism: expect.stringMatching(/^(bubblewrap|none)$/), writable: [expect.any(String)], network: expect.any(Boolean) });
      expect(result).toEqual({
        content: [
          { type: 'text', text: 'hello results\n' },
          { type: 'text', text: `{"exit_code":0,"duration_ms":${facts.duration_ms},"trace_id":"${facts.trace_id}","sandbox":${JSON.stringify(facts.sandbox)}}` },
        ],
        isError: false,
      });
      expect(Buffer.byteLength(JSON.stringify(result))).toBeLessThanOrEqual(Buffer.byteLength('hello results\n') + 2048);
    } finally {
      await session.close();
    }
  });

  it('a failure: content[0] is the guidance as text, the facts follow, then the output', async () => {
    const session = await connect();
    try {
      const result = await session.call('exit3', { input: 'boom' });
      expect(result.isError).toBe(true);
      const facts = JSON.parse(result.content[1]!.text as string) as { trace_id: string; duration_ms: number; sandbox: unknown };
      const stderr = 'exit3: cannot process boom: the operation failed on purpose\n';
      const guidance = `The command ${join(FIXTURE_PROGRAMS_DIR, 'exit3.sh')} boom exited with code 3. First 200 characters of stderr: ${stderr} It ran in ${process.cwd()}.`;
      expect(result).toEqual({
        content: [
          { type: 'text', text: guidance },
          { type: 'text', text: JSON.stringify({ exit_code: 3, duration_ms: facts.duration_ms, trace_id: facts.trace_id, sandbox: facts.sandbox, stderr, ai_guidance: guidance }) },
          { type: 'text', text: 'partial output\n' },
        ],
        isError: true,
      });
      // A refusal (nothing ran): the guidance alone first, no output part.
      const refused = await session.call('echo', { words: ['x'], no_such_flag: true });
      expect(refused.isError).toBe(true);
      expect(refused.content.map((c) => c.type)).toEqual(['text', 'text']);
      expect(refused.content[0]!.text).toBe(JSON.parse(refused.content[1]!.text as string).ai_guidance);
      const known = Object.keys(fx.bindings.find((b) => b.module_id === 'cli.echo')!.input_schema.properties).join(', ');
      expect(refused.content[0]!.text).toBe(`The arguments do not match the input schema of echo: (root) must NOT have additional properties. Unknown parameter: no_such_flag; echo accepts ${known}. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.`);
    } finally {
      await session.close();
    }
  });

  it('64 KiB of random bytes: a summary line (kind, size, URI) within the budget, no U+FFFD, read back as a base64 blob', async () => {
    const session = await connect();
    try {
      const result = await session.call('randbytes', { bytes: 65_536 });
      expect(result.isError).toBe(false);
      const link = result.content[2]!;
      expect(link).toMatchObject({ type: 'resource_link', mimeType: 'application/octet-stream', size: 65_536, name: 'stdout of randbytes' });
      expect(result.content[0]).toEqual({
        type: 'text',
        text: `[svc: binary stdout, binary data, 65,536 bytes, not shown as text; read it as resource ${link.uri} (a base64 blob; a byte range: ?offset=N&length=N)]`,
      });
      expect(JSON.stringify(result)).not.toContain('\ufffd');
      expect(JSON.stringify(result)).not.toContain('\\ufffd');
      expect(Buffer.byteLength(JSON.stringify(result))).toBeLessThanOrEqual(2048);
      expect(payloadOf(result).truncation).toEqual({ stdout: { total_bytes: 65_536, shown_bytes: 0, omitted_bytes: 65_536, binary: 'binary data', resource: link.uri } });
      const whole = await session.read(link.uri);
      expect(whole.contents[0]).toMatchObject({ uri: link.uri, mimeType: 'application/octet-stream', _meta: { offset: 0, length: 65_536, total_bytes: 65_536 } });
      const bytes = Buffer.from(whole.contents[0]!.blob as string, 'base64');
      expect(bytes.length).toBe(65_536);
      const range = await session.read(`${link.uri}?offset=1000&length=4096`);
      expect(Buffer.from(range.contents[0]!.blob as string, 'base64').equals(bytes.subarray(1000, 5096))).toBe(true);
    } finally {
      await session.close();
    }
  });

  it('gzip -c output: named gzip data; small ones inline as base64, large ones kept and read back byte for byte', async () => {
    const program = join(FIXTURE_PROGRAMS_DIR, 'gzipout.sh');
    const session = await connect();
    try {
      const small = (await execFileAsync(program, ['1000'], { encoding: 'buffer' })).stdout;
      const smallResult = await session.call('gzipout', { lines: 1000 });
      expect(smallResult.content[0]).toEqual({ type: 'text', text: `[svc: binary stdout, gzip data, ${small.length.toLocaleString('en-US')} bytes, not shown as text; all of it as base64 on the next line]\n${small.toString('base64')}\n` });
      expect(gunzipSync(Buffer.from((smallResult.content[0]!.text as string).split('\n')[1]!, 'base64')).toString()).toBe(Array.from({ length: 1000 }, (_, i) => `${i + 1}\n`).join(''));
      const large = (await execFileAsync(program, ['200000'], { encoding: 'buffer', maxBuffer: 16 << 20 })).stdout;
      const largeResult = await session.call('gzipout', { lines: 200_000 });
      // Longer than one read's part: the link names the first part, the text the whole stream.
      const link = largeResult.content[2]!;
      const whole = String(link.uri).split('?')[0]!;
      expect(link.uri).toBe(`${whole}?offset=0&length=262144`);
      expect(largeResult.content[0]).toEqual({
        type: 'text',
        text: `[svc: binary stdout, gzip data, ${large.length.toLocaleString('en-US')} bytes, not shown as text; read it as resource ${whole} (a base64 blob; a byte range: ?offset=N&length=N)]`,
      });
      expect(link).toMatchObject({ mimeType: 'application/octet-stream', size: large.length });
      const parts: Buffer[] = [];
      for (let uri: string | undefined = whole; uri !== undefined;) {
        const read = await session.read(uri);
        parts.push(Buffer.from(read.contents[0]!.blob as string, 'base64'));
        uri = (read.contents[0]!._meta as { next?: string } | undefined)?.next;
      }
      expect(parts.length).toBe(Math.ceil(large.length / 262144));
      expect(Buffer.concat(parts).equals(large)).toBe(true);
    } finally {
      await session.close();
    }
  }, 30_000);

  it('a 3-second program sends progress: bytes so far and the last line', async () => {
    const session = await connect();
    const seen: Array<{ progress: number; message?: string }> = [];
    try {
      const result = await session.call('ticker', { seconds: 3 }, (p) => seen.push(p));
      expect(result.isError).toBe(false);
      expect(result.content[0]!.text).toBe(Array.from({ length: 6 }, (_, i) => `tick ${i + 1}\n`).join(''));
      expect(seen.length).toBeGreaterThanOrEqual(1);
      const withOutput = seen.filter((p) => p.progress >= 7);
      expect(withOutput.length).toBeGreaterThanOrEqual(1);
      for (const p of withOutput) expect(p.message).toMatch(/^tick [1-6]$/);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.progress).toBeGreaterThan(seen[i - 1]!.progress);
      // Math.floor(progress) is the byte count so far: never more than the output.
      expect(Math.floor(seen.at(-1)!.progress)).toBeLessThanOrEqual(42);
    } finally {
      await session.close();
    }
  }, 30_000);
});

describe('kept outputs belong to their session', () => {
  it('another HTTP session cannot read the resource, and gets the error an unknown one gets', async () => {
    const owner = await current('http');
    const other = await v1('http');
    const otherCurrent = await current('http');
    try {
      const link = (await owner.call('bulk', { bytes: 100_000 })).content[2]!;
      expect((await owner.read(link.uri)).contents[0]!.text).toBe(expected.subarray(0, 100_000).toString());
      const unknown = link.uri.replace(/output\/[A-Za-z0-9_-]{52}/, `output/${'A'.repeat(52)}`);
      for (const session of [other, otherCurrent]) {
        const theirs = await session.read(link.uri).then(() => 'read', (error: Error & { code?: number }) => `${error.code}: ${error.message}`);
        const none = await session.read(unknown).then(() => 'read', (error: Error & { code?: number }) => `${error.code}: ${error.message}`);
        expect(theirs).toMatch(/^-32602: .*Resource not found: svc:\/\/output\/[A-Za-z0-9_-]{52}\/stdout\. Kept outputs are readable only by the session \(or, without a session, the caller\) whose call made them/);
        expect(theirs.replace(link.uri, 'URI')).toBe(none.replace(unknown, 'URI'));
      }
      for (const uri of ['svc://output/../../etc/passwd', `${link.uri}/../../x`, 'file:///etc/passwd']) {
        await expect(owner.read(uri)).rejects.toThrow(/Resource not found/);
      }
    } finally {
      await Promise.all([owner.close(), other.close(), otherCurrent.close()]);
    }
  }, 30_000);

  it('a session-less (2026-07-28 per-request) call keeps the whole output for its caller: a later request reads it, whole and by range', async () => {
    const client = new Client({ name: 'results-modern', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StreamableHTTPClientTransport(new URL(running.mcpUrl)));
    const later = new Client({ name: 'results-modern-later', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await later.connect(new StreamableHTTPClientTransport(new URL(running.mcpUrl)));
    try {
      const result = (await client.callTool({ name: 'bulk', arguments: { bytes: 200_000 } })) as AnyResult;
      expect(result.content.map((c) => c.type)).toEqual(['text', 'text', 'resource_link']);
      const payload = payloadOf(result);
      expect(Buffer.byteLength(payload.stdout)).toBeLessThanOrEqual(BUDGET);
      const link = result.content[2]!;
      expect(link.uri).toMatch(/^svc:\/\/output\/[A-Za-z0-9_-]{52}\/stdout$/);
      expect(((await later.readResource({ uri: link.uri })).contents[0] as { text: string }).text).toBe(expected.subarray(0, 200_000).toString());
      expect(((await later.readResource({ uri: `${link.uri}?offset=1000&length=10` })).contents[0] as { text: string }).text).toBe(expected.subarray(1000, 1010).toString());
    } finally {
      await Promise.all([client.close(), later.close()]);
    }
  }, 30_000);

  it('spill files are private: a 0700 directory of 0600 files under the cache dir, gone when the session ends', async () => {
    const client = new Client({ name: 'results-private', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(running.mcpUrl));
    await client.connect(transport);
    const session = { call: (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }), close: async () => { await transport.terminateSession(); await client.close(); } };
    const parent = join(fx.root, 'cache', 'results');
    try {
      const earlier = new Set(existsSync(parent) ? readdirSync(parent).flatMap((name) => readdirSync(join(parent, name))) : []);
      await session.call('bulk', { bytes: 300_000 });
      const dirs = readdirSync(parent).filter((name) => name.startsWith(`svc-out-${process.pid}-`));
      expect(dirs).toHaveLength(1);
      const dir = join(parent, dirs[0]!);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dir).filter((f) => !earlier.has(f));
      expect(files).toHaveLength(1);
      for (const file of files) expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
      const before = new Set(files);
      await session.close();
      // The client ends its session (DELETE): what it kept is deleted with it (the others' stay until theirs end or expire).
      for (let i = 0; i < 50 && readdirSync(dir).some((f) => before.has(f)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(readdirSync(dir).filter((f) => before.has(f))).toEqual([]);
    } finally {
      await client.close().catch(() => undefined);
    }
  }, 30_000);
});

describe('over SSE, and with cancellation', () => {
  let sse: RunningSvcHttp;
  beforeAll(async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
    sse = await svc.serveSse({ port: 0 });
  });
  afterAll(() => sse?.close());

  it('an SSE stream is a session: the v1 client reads its kept output whole', async () => {
    const client = new V1Client({ name: 'results-sse', version: '1.0.0' });
    await client.connect(new V1SSEClientTransport(new URL(sse.mcpUrl)));
    try {
      const result = (await client.callTool({ name: 'bulk', arguments: { bytes: 500_000 } })) as AnyResult;
      const link = result.content[2]!;
      expect(link).toMatchObject({ type: 'resource_link', size: 500_000 });
      const bare = (link.uri as string).replace(/\?.*/, '');
      const read = await readParts({ read: (uri) => client.readResource({ uri }) as Promise<{ contents: Array<Record<string, any>> }> }, bare);
      expect(read.sizes).toEqual([PART, 500_000 - PART]);
      expect(read.bytes.equals(expected.subarray(0, 500_000))).toBe(true);
      const templates = await client.listResourceTemplates();
      expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual(['svc://output/{id}/{stream}{?offset,length}']);
      expect((await client.listResources()).resources.map((r) => r.uri)).toEqual([bare]);
    } finally {
      await client.close();
    }
  }, 30_000);

  it('cancelling a call that reports progress still stops its program', async () => {
    const client = new Client({ name: 'results-cancel', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(running.mcpUrl)));
    const controller = new AbortController();
    const seen: Array<{ progress: number; message?: string }> = [];
    try {
      const started = Date.now();
      const call = client.callTool({ name: 'ticker', arguments: { seconds: 20 } }, {
        signal: controller.signal,
        onprogress: (p) => {
          seen.push(p);
          if (p.message) controller.abort('enough');
        },
      });
      await expect(call).rejects.toThrow();
      expect(seen.some((p) => /^tick \d+$/.test(p.message ?? ''))).toBe(true);
      let line: Record<string, unknown> | undefined;
      for (let i = 0; i < 100 && !line; i++) {
        line = (await readAudit(fx.auditFile)).find((l) => l.module_id === 'cli.ticker' && l.status === 'cancelled');
        if (!line) await new Promise((r) => setTimeout(r, 100));
      }
      expect(line).toMatchObject({ status: 'cancelled', exit_code: 143 });
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await client.close();
    }
  }, 30_000);
});
