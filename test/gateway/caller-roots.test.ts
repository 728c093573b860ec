/**
 * Roots per caller or role (config `caller_roots`), end to end: a real OpenID provider mints
 * tokens for alice (role dev) and bob (role ops); a real `svc serve --transport http` with
 * `sandbox: required` (real bubblewrap) gives each role its own root, and the static token (no
 * entry) the global roots. alice speaks 2026-07-28 without a session (current SDK), bob is a 2025
 * session client (v1 SDK). Every outcome is checked on disk, outside svc's reply: markers written
 * in one's own root, nothing written in the other's, the other's secret never read. A deliberate
 * hole in the argument layer (`bash -c`, test/support/hole-binding.ts) under a sandbox grant that
 * shows the parent of both roots proves the kernel, not only svc's checks, keeps them apart.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holeBinding } from '../support/hole-binding.js';
import { connectCurrent, connectV1, payloadOf, readAudit, serveFixture, type ServeFixture, type TestClient } from '../serve/helpers.js';
import { startIdp, type TestIdp } from './oidc.js';
import { startServe, type ServeProcess } from './serve-process.js';

const missing = ['bwrap', 'bash', 'touch', 'grep'].filter((name) => spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0);
if (missing.length > 0) console.warn(`caller-roots: skipping, not installed: ${missing.join(', ')} (bubblewrap is in .ci/apt-packages.txt)`);

const ALICE_SECRET = `ALICE-SECRET-${Math.random().toString(36).slice(2)}`;
const BOB_SECRET = `BOB-SECRET-${Math.random().toString(36).slice(2)}`;
const SHARED_NOTE = `shared-note-${Math.random().toString(36).slice(2)}`;

let fx: ServeFixture;
let idp: TestIdp;
let svc: ServeProcess;
let base: string;
let aliceRoot: string;
let bobRoot: string;
let sharedRoot: string;
let alice: TestClient;
let bob: TestClient;
let publicUrl: string;

const ACL = `default_effect: deny
rules:
  - callers: ["role:dev", "role:ops", token]
    targets: [cli.touch, cli.grep, cli.hole]
    effect: allow
    description: both teams and the static token may touch, grep and run the test hole
    conditions: {effects: {write: allow}}
`;

/** What a directory holds, with each file's text (or `dir`) and modification time: compared before and after. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) {
    const facts = await stat(join(dir, name));
    out[name] = facts.isDirectory() ? `dir@${facts.mtimeMs}` : `${await readFile(join(dir, name), 'utf8')}@${facts.mtimeMs}`;
  }
  return out;
}

beforeAll(async () => {
  if (missing.length > 0) return;
  fx = await serveFixture(['cli.touch', 'cli.grep']);
  await writeFile(join(fx.modulesDir, 'cli.hole.binding.yaml'), holeBinding('cli.hole', 'hole'));
  await writeFile(fx.aclFile, ACL);
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-caller-roots-')));
  [aliceRoot, bobRoot, sharedRoot] = [join(base, 'alice'), join(base, 'bob'), join(base, 'shared')];
  for (const dir of [aliceRoot, bobRoot, sharedRoot, join(bobRoot, 'sub')]) await mkdir(dir);
  await writeFile(join(aliceRoot, 'secret.txt'), `${ALICE_SECRET}\n`);
  await writeFile(join(bobRoot, 'secret.txt'), `${BOB_SECRET}\n`);
  await writeFile(join(base, 'note.txt'), `${SHARED_NOTE}\n`);
  idp = await startIdp({ alice: ['dev'], bob: ['ops'] });
  const configFile = join(fx.root, 'config.yaml');
  await writeFile(configFile, [
    `roots: [${sharedRoot}]`,
    'caller_roots:',
    '  - callers: ["role:dev"]',
    `    roots: [${aliceRoot}]`,
    '  - callers: ["role:ops"]',
    `    roots: [${bobRoot}]`,
    'allow_shell_metacharacters: [cli.hole]',
    // The operator shows the hole the parent of every root: the other caller's root must stay masked in it.
    'sandbox_grants:',
    '  - modules: [cli.hole]',
    `    read: [${base}]`,
    'auth:',
    '  oauth:',
    `    issuer: ${idp.issuer}`,
    '    claims:',
    '      roles: roles',
    '',
  ].join('\n'));
  svc = await startServe((port) => {
    publicUrl = `http://svc.example.test:${port}`;
    return ['--public-url', publicUrl, '--auth-token', 'static-secret'];
  }, { ...fx.env, SVC_CONFIG: configFile, SVC_SANDBOX: 'required' });
  alice = await connectCurrent({ kind: 'http', url: `${svc.url}/mcp` }, { modern: true, headers: { authorization: `Bearer ${await idp.token('alice', publicUrl)}` } });
  bob = await connectV1({ kind: 'http', url: `${svc.url}/mcp` }, { headers: { authorization: `Bearer ${await idp.token('bob', publicUrl)}` } });
}, 120_000);

afterAll(async () => {
  await alice?.close();
  await bob?.close();
  if (svc) expect(await svc.stop()).toBe(0);
  await idp?.close();
});

const outsideGuidance = (wanted: string, roots: string) =>
  `The working_directory ${wanted} is outside the directories this session may work in, so nothing was run. Usable roots: ${roots}. Retry with a working_directory inside one of them (absolute, or relative to ${roots}).`;
const pathGuidance = (parameter: string, path: string, root: string) =>
  `The parameter "${parameter}" names ${path}, outside the directories this session may work in, so nothing was run. Usable roots: ${root}. Relative paths are taken from the working directory ${root}. Retry with a path inside one of the roots.`;

describe.skipIf(missing.length > 0)('roots per caller role, through a real identity provider and a real sandbox', () => {
  it('runs a 2026-07-28 caller (role dev) in its own root: the marker lands there, writable there only', async () => {
    const result = await alice.callTool('touch', { files: ['alice-marker.txt'] });
    expect(result.isError).toBe(false);
    expect(payloadOf(result).sandbox).toEqual({ mechanism: 'bubblewrap', writable: [aliceRoot], network: false });
    expect(existsSync(join(aliceRoot, 'alice-marker.txt'))).toBe(true);
    expect(existsSync(join(sharedRoot, 'alice-marker.txt'))).toBe(false);
    expect(existsSync(join(bobRoot, 'alice-marker.txt'))).toBe(false);
    const grep = payloadOf(await alice.callTool('grep', { pattern: 'ALICE', files: ['secret.txt'] }));
    expect(grep.stdout).toBe(`${ALICE_SECRET}\n`);
  });

  it("refuses the 2026-07-28 caller the other role's root as working_directory or path argument, and leaves it untouched and unread", async () => {
    const before = await snapshot(bobRoot);
    const asDirectory = await alice.callTool('touch', { files: ['pwned.txt'], working_directory: bobRoot });
    expect(asDirectory.isError).toBe(true);
    expect(payloadOf(asDirectory)).toMatchObject({ exit_code: -1, ai_guidance: outsideGuidance(bobRoot, aliceRoot) });
    const asPath = await alice.callTool('touch', { files: [join(bobRoot, 'pwned.txt')] });
    expect(payloadOf(asPath)).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(bobRoot, 'pwned.txt'), aliceRoot) });
    const read = await alice.callTool('grep', { pattern: 'SECRET', files: [join(bobRoot, 'secret.txt')] });
    expect(payloadOf(read)).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(bobRoot, 'secret.txt'), aliceRoot) });
    expect(JSON.stringify([asDirectory, asPath, read])).not.toContain(BOB_SECRET);
    expect(await snapshot(bobRoot)).toEqual(before);
  });

  it("keeps the other role's root out of the sandbox even where a grant shows its parent (the kernel, not svc's checks)", async () => {
    const before = await snapshot(bobRoot);
    const script = [
      `cat ${base}/note.txt`,
      `cat ${bobRoot}/secret.txt`,
      `echo pwned > ${bobRoot}/pwned.txt`,
      `ls -A ${bobRoot} | wc -l`,
      `echo mine > ${aliceRoot}/hole-marker.txt`,
      'echo done',
    ].join('; ');
    const result = await alice.callTool('hole', { script });
    const payload = payloadOf(result);
    // The grant works (the parent's note is read), the other root is an empty mask within it.
    expect(payload.stdout).toBe(`${SHARED_NOTE}\n0\ndone\n`);
    expect(JSON.stringify(result)).not.toContain(BOB_SECRET);
    expect(await snapshot(bobRoot)).toEqual(before);
    expect(await readFile(join(aliceRoot, 'hole-marker.txt'), 'utf8')).toBe('mine\n');
  });

  it('gives a 2025 session caller (role ops) its own root, and refuses it the other one the same way', async () => {
    const before = await snapshot(aliceRoot);
    const result = await bob.callTool('touch', { files: ['bob-marker.txt'] });
    expect(payloadOf(result).sandbox).toEqual({ mechanism: 'bubblewrap', writable: [bobRoot], network: false });
    expect(existsSync(join(bobRoot, 'bob-marker.txt'))).toBe(true);
    const asDirectory = await bob.callTool('grep', { pattern: 'SECRET', files: ['secret.txt'], working_directory: aliceRoot });
    expect(payloadOf(asDirectory)).toMatchObject({ exit_code: -1, ai_guidance: outsideGuidance(aliceRoot, bobRoot) });
    const hole = payloadOf(await bob.callTool('hole', { script: `cat ${aliceRoot}/secret.txt; echo bob > ${aliceRoot}/pwned.txt; echo done` }));
    expect(hole.stdout).toBe('done\n');
    expect(JSON.stringify([asDirectory, hole])).not.toContain(ALICE_SECRET);
    expect(await snapshot(aliceRoot)).toEqual(before);
  });

  it("narrows a caller's roots with the MCP roots its client sends, never widening them to another caller's", async () => {
    const client = new V1Client({ name: 'bob-with-roots', version: '1.0.0' }, { capabilities: { roots: {} } });
    client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: [aliceRoot, join(bobRoot, 'sub')].map((dir) => ({ uri: pathToFileURL(dir).href })) }));
    await client.connect(new V1StreamableHTTPClientTransport(new URL(`${svc.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${await idp.token('bob', publicUrl)}` } } }));
    const before = await snapshot(aliceRoot);
    try {
      const ran = payloadOf(await client.callTool({ name: 'touch', arguments: { files: ['narrowed.txt'] } }) as never);
      expect(ran.sandbox).toEqual({ mechanism: 'bubblewrap', writable: [join(bobRoot, 'sub')], network: false });
      expect(existsSync(join(bobRoot, 'sub', 'narrowed.txt'))).toBe(true);
      const refused = payloadOf(await client.callTool({ name: 'touch', arguments: { files: ['x'], working_directory: aliceRoot } }) as never);
      expect(refused.ai_guidance).toBe(outsideGuidance(aliceRoot, join(bobRoot, 'sub')));
    } finally {
      await client.close();
    }
    expect(await snapshot(aliceRoot)).toEqual(before);
  });

  it('gives a caller no entry names (the static token) the global roots', async () => {
    const token = await connectCurrent({ kind: 'http', url: `${svc.url}/mcp` }, { headers: { authorization: 'Bearer static-secret' } });
    try {
      const result = await token.callTool('touch', { files: ['token-marker.txt'] });
      expect(payloadOf(result).sandbox).toEqual({ mechanism: 'bubblewrap', writable: [sharedRoot], network: false });
      expect(existsSync(join(sharedRoot, 'token-marker.txt'))).toBe(true);
      const refused = await token.callTool('touch', { files: ['x'], working_directory: aliceRoot });
      expect(payloadOf(refused).ai_guidance).toBe(outsideGuidance(aliceRoot, sharedRoot));
    } finally {
      await token.close();
    }
    const audit = (await readAudit(fx.auditFile)).filter((line) => line.module_id === 'cli.touch');
    expect(audit.map((line) => [line.caller, line.status])).toEqual([
      ['user:alice', 'success'], ['user:alice', 'refused'], ['user:alice', 'refused'],
      ['user:bob', 'success'],
      ['user:bob', 'success'], ['user:bob', 'refused'],
      ['token', 'success'], ['token', 'refused'],
    ]);
  });
});
