/**
 * Shared set-up for the serve tests: fixture bindings of real programs in a temp HOME, the real
 * SDK clients (current `@modelcontextprotocol/client` and v1 `@modelcontextprotocol/sdk`) over
 * stdio, streamable HTTP and SSE, and readers for the audit trail.
 */
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { Client, SSEClientTransport, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport as V1SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport as V1StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { materializeFixtureBindings, type FixtureBindings } from '../fixtures/bindings/load.js';

import { SVC_BIN } from '../support/paths.js';
export { REPO_ROOT, SVC_BIN } from '../support/paths.js';

/** A temp HOME with resolved fixture bindings, the fixture ACL and an audit file path. */
export interface ServeFixture extends FixtureBindings {
  auditFile: string;
  /** Environment for a spawned `svc` using this fixture. */
  env: Record<string, string>;
}

export async function serveFixture(only?: string[]): Promise<ServeFixture> {
  const fx = await materializeFixtureBindings(only ? { only } : {});
  const auditFile = join(fx.root, 'audit.jsonl');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: fx.root,
    SVC_MODULES_DIR: fx.modulesDir,
    SVC_ACL_FILE: fx.aclFile,
    SVC_AUDIT_LOG: auditFile,
    SVC_LOG_LEVEL: 'warn',
    // The fixture programs run unconfined: these tests watch them from outside (pid files, paths
    // anywhere under the temp HOME, no --root). The sandboxed pipeline has its own tests
    // (test/sandbox/), whose servers set `sandbox` in their config.
    SVC_SANDBOX: 'off',
  };
  process.env.SVC_SANDBOX = 'off';
  // In-process servers read configuration from this process's environment: keep them off the real ~/.svc.
  process.env.HOME = fx.root;
  // And they work where they were started when no root is given (svc's own directory is then the
  // only root): the temp HOME, where the fixtures lie, as a spawned server started in HOME would.
  // Each test file runs in a fork of its own, so this moves nothing else.
  process.chdir(fx.root);
  process.env.SVC_CACHE_DIR = join(fx.root, 'cache');
  if (fx.skipped.length > 0) console.warn(`serve tests: fixture modules skipped (program missing): ${fx.skipped.join(', ')}`);
  return { ...fx, auditFile, env };
}

/** Audit lines as objects. */
export async function readAudit(file: string): Promise<Record<string, unknown>[]> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * A tool result in svc's layout (docs/results.md), checked and read back as one object:
 * `content[0]` the output as plain text, `content[1]` the JSON facts, then only `resource_link`
 * items. Returns `{ stdout, stderr, ...facts }` (stderr '' when the facts have none).
 */
export function payloadOf(result: { content?: unknown; isError?: boolean }): Record<string, any> {
  const content = result.content as Array<{ type: string; text?: string }>;
  // A failure puts its guidance (or stderr) first, then the facts, then any output (docs/results.md).
  const texts = result.isError ? 2 + (content?.[2]?.type === 'text' ? 1 : 0) : 2;
  if (!Array.isArray(content) || content.length < texts || content.slice(0, texts).some((item) => item.type !== 'text') || content.slice(texts).some((item) => item.type !== 'resource_link')) {
    throw new Error(`expected svc's result layout (output text, facts text, resource links; on failure guidance, facts, output), got ${JSON.stringify(result).slice(0, 2000)}`);
  }
  const facts = JSON.parse(content[1]!.text!) as Record<string, any>;
  if (typeof facts.exit_code !== 'number' || typeof facts.trace_id !== 'string' || typeof facts.duration_ms !== 'number' || 'stdout' in facts) {
    throw new Error(`the facts part is not svc's: ${content[1]!.text}`);
  }
  if (result.isError) {
    const first = content[0]!.text!;
    if (first === '' || first !== (facts.ai_guidance ?? facts.stderr ?? first)) throw new Error(`a failure's first text is not its guidance: ${JSON.stringify(first)}`);
    return { stdout: texts === 3 ? content[2]!.text! : '', stderr: '', ...facts };
  }
  return { stdout: content[0]!.text!, stderr: '', ...facts };
}

/** How a test client answers approval questions. */
export type ElicitAnswer = 'approve' | 'refuse' | 'decline' | 'cancel';

function elicitResult(answer: ElicitAnswer) {
  if (answer === 'approve') return { action: 'accept' as const, content: { approve: true } };
  if (answer === 'refuse') return { action: 'accept' as const, content: { approve: false } };
  return { action: answer };
}

export interface TestClient {
  listTools(): Promise<{ tools: Array<Record<string, any>> }>;
  callTool(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** Messages of the approval questions this client was asked. */
  asked: string[];
  close(): Promise<void>;
}

export interface ClientOptions {
  /** Declares the elicitation capability and answers every question this way. */
  elicit?: ElicitAnswer;
  /** Current client only: negotiate the 2026-07-28 revision (`auto`) instead of the 2025 handshake. */
  modern?: boolean;
  headers?: Record<string, string>;
}

/**
 * Where a client connects. A stdio server starts in `cwd`, by default the environment's HOME (as
 * desktop clients start servers in the user's home): with no --root, that directory is its root.
 */
type Target = { kind: 'stdio'; env: Record<string, string>; args?: string[]; cwd?: string } | { kind: 'http' | 'sse'; url: string };

/** Connects the current SDK client (`@modelcontextprotocol/client`). */
export async function connectCurrent(target: Target, options: ClientOptions = {}): Promise<TestClient> {
  const asked: string[] = [];
  const client = new Client(
    { name: 'svc-test-current', version: '1.0.0' },
    {
      capabilities: options.elicit ? { elicitation: { form: {} } } : {},
      ...(options.modern ? { versionNegotiation: { mode: 'auto' as const } } : {}),
    },
  );
  if (options.elicit) {
    const answer = options.elicit;
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String((request.params as { message?: string }).message));
      return elicitResult(answer);
    });
  }
  const requestInit = options.headers ? { headers: options.headers } : undefined;
  const transport = target.kind === 'stdio'
    ? new StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...(target.args ?? [])], env: target.env, cwd: target.cwd ?? target.env.HOME, stderr: 'pipe' })
    : target.kind === 'http'
      ? new StreamableHTTPClientTransport(new URL(target.url), { requestInit })
      : new SSEClientTransport(new URL(target.url), { requestInit });
  await client.connect(transport);
  return {
    listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, any>> }>,
    callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<Record<string, any>>,
    asked,
    close: () => client.close(),
  };
}

/** Connects the v1 SDK client (`@modelcontextprotocol/sdk`), what most agents still ship. */
export async function connectV1(target: Target, options: ClientOptions = {}): Promise<TestClient> {
  const asked: string[] = [];
  const client = new V1Client({ name: 'svc-test-v1', version: '1.0.0' }, { capabilities: options.elicit ? { elicitation: {} } : {} });
  if (options.elicit) {
    const answer = options.elicit;
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(String((request.params as { message?: string }).message));
      return elicitResult(answer);
    });
  }
  const requestInit = options.headers ? { headers: options.headers } : undefined;
  const transport = target.kind === 'stdio'
    ? new V1StdioClientTransport({ command: process.execPath, args: [SVC_BIN, 'serve', ...(target.args ?? [])], env: target.env, cwd: target.cwd ?? target.env.HOME, stderr: 'pipe' })
    : target.kind === 'http'
      ? new V1StreamableHTTPClientTransport(new URL(target.url), { requestInit })
      : new V1SSEClientTransport(new URL(target.url), { requestInit });
  await client.connect(transport);
  return {
    listTools: () => client.listTools() as Promise<{ tools: Array<Record<string, any>> }>,
    callTool: (name, args = {}) => client.callTool({ name, arguments: args }) as Promise<Record<string, any>>,
    asked,
    close: () => client.close(),
  };
}

/** A raw HTTP request with full control of the headers (fetch forbids setting Host). */
export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

