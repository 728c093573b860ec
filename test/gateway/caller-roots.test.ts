/**
 * Roots per caller or role (config `caller_roots`), end to end: a real OpenID provider mints
 * tokens for alice (role dev) and bob (role ops); a real `svc serve --transport http` with
 * `sandbox: required` (real bubblewrap) gives each role its own root, and the static token (no
 * entry) the global roots. alice speaks 2026-07-28 without a session (current SDK), bob is a 2025
 * session client (v1 SDK). Every outcome is checked on disk, outside svc's reply: markers written
 * in one's own root, nothing written in the other's, the other's secret never read. A deliberate
 * hole in the argument layer (`bash -c`, test/support/hole-binding.ts) under a sandbox grant that
 * shows the parent of both roots proves the kernel, not only svc's checks, keeps them apart.
 *
 * Over stdio the caller is the fixed name `stdio` (docs/serve.md "Callers"): a real stdio client
 * (current SDK, spawning the built svc) gets the roots of an entry naming `stdio`, and the global
 * roots when the entries name only others (`user:stdio`, a token subject, is not it).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
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
import { outsideGuidance, pathGuidance, sandboxedRootsMissing, snapshot } from './roots-on-disk.js';
import { startServe, type ServeProcess } from './serve-process.js';

const missing = sandboxedRootsMissing(['bwrap', 'bash', 'touch', 'grep']);
if (missing) console.warn(`caller-roots: skipping, ${missing}`);

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
let stdioRoot: string;
let alice: TestClient;
let bob: TestClient;
let publicUrl: string;

const ACL = `default_effect: deny
rules:
  - callers: ["role:dev", "role:ops", token, stdio]
    targets: [cli.touch, cli.grep, cli.hole]
    effect: allow
    description: both teams, the static token and the local stdio client may touch, grep and run the test hole
    conditions: {effects: {write: allow}}
`;

beforeAll(async () => {
  if (missing !== undefined) return;
  fx = await serveFixture(['cli.touch', 'cli.grep']);
  await writeFile(join(fx.modulesDir, 'cli.hole.binding.yaml'), holeBinding('cli.hole', 'hole'));
  await writeFile(fx.aclFile, ACL);
  base = await realpath(await mkdtemp(join(tmpdir(), 'svc-caller-roots-')));
  [aliceRoot, bobRoot, sharedRoot, stdioRoot] = [join(base, 'alice'), join(base, 'bob'), join(base, 'shared'), join(base, 'stdio')];
  for (const dir of [aliceRoot, bobRoot, sharedRoot, stdioRoot, join(bobRoot, 'sub')]) await mkdir(dir);
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

describe.skipIf(missing !== undefined)('roots per caller role, through a real identity provider and a real sandbox', () => {
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

describe.skipIf(missing !== undefined)('roots of the stdio caller, through a real stdio client and a real sandbox', () => {
  /**
   * A stdio client (current SDK, 2026-07-28) of the built svc with `caller_roots` entries `entries`
   * beside the global roots [sharedRoot], writing its audit to its own file.
   */
  async function stdioClient(name: string, entries: Array<{ callers: string[]; roots: string[] }>) {
    const configFile = join(fx.root, `config-${name}.yaml`);
    const auditFile = join(fx.root, `audit-${name}.jsonl`);
    await writeFile(configFile, [
      `roots: [${sharedRoot}]`,
      'caller_roots:',
      ...entries.flatMap((entry) => [`  - callers: ${JSON.stringify(entry.callers)}`, `    roots: ${JSON.stringify(entry.roots)}`]),
      '',
    ].join('\n'));
    const env = { ...fx.env, SVC_CONFIG: configFile, SVC_SANDBOX: 'required', SVC_AUDIT_LOG: auditFile };
    return { client: await connectCurrent({ kind: 'stdio', env }, { modern: true }), auditFile };
  }

  it('gives the stdio caller the roots of an entry naming `stdio`, and refuses it a path outside with nothing written', async () => {
    const { client, auditFile } = await stdioClient('named', [{ callers: ['role:dev'], roots: [aliceRoot] }, { callers: ['stdio'], roots: [stdioRoot] }]);
    const beforeShared = await snapshot(sharedRoot);
    const beforeAlice = await snapshot(aliceRoot);
    try {
      const ran = await client.callTool('touch', { files: ['stdio-marker.txt'] });
      expect(ran.isError).toBe(false);
      expect(payloadOf(ran).sandbox).toEqual({ mechanism: 'bubblewrap', writable: [stdioRoot], network: false });
      expect(existsSync(join(stdioRoot, 'stdio-marker.txt'))).toBe(true);
      const asPath = await client.callTool('touch', { files: [join(sharedRoot, 'stdio-pwned.txt')] });
      expect(payloadOf(asPath)).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(sharedRoot, 'stdio-pwned.txt'), stdioRoot) });
      const asDirectory = await client.callTool('grep', { pattern: 'SECRET', files: ['secret.txt'], working_directory: aliceRoot });
      expect(payloadOf(asDirectory)).toMatchObject({ exit_code: -1, ai_guidance: outsideGuidance(aliceRoot, stdioRoot) });
      expect(JSON.stringify(asDirectory)).not.toContain(ALICE_SECRET);
    } finally {
      await client.close();
    }
    expect(await snapshot(sharedRoot)).toEqual(beforeShared);
    expect(await snapshot(aliceRoot)).toEqual(beforeAlice);
    expect((await readAudit(auditFile)).map((line) => [line.caller, line.module_id, line.status])).toEqual([
      ['stdio', 'cli.touch', 'success'], ['stdio', 'cli.touch', 'refused'], ['stdio', 'cli.grep', 'refused'],
    ]);
  });

  it('leaves the stdio caller the global roots when no entry names it, and refuses it the entries\' roots', async () => {
    const { client, auditFile } = await stdioClient('unnamed', [{ callers: ['role:dev', 'user:stdio', 'http'], roots: [stdioRoot] }]);
    const beforeStdio = await snapshot(stdioRoot);
    try {
      const ran = await client.callTool('touch', { files: ['global-marker.txt'] });
      expect(payloadOf(ran).sandbox).toEqual({ mechanism: 'bubblewrap', writable: [sharedRoot], network: false });
      expect(existsSync(join(sharedRoot, 'global-marker.txt'))).toBe(true);
      const refused = await client.callTool('touch', { files: [join(stdioRoot, 'unnamed-pwned.txt')] });
      expect(payloadOf(refused)).toMatchObject({ exit_code: -1, ai_guidance: pathGuidance('files', join(stdioRoot, 'unnamed-pwned.txt'), sharedRoot) });
    } finally {
      await client.close();
    }
    expect(existsSync(join(stdioRoot, 'global-marker.txt'))).toBe(false);
    expect(await snapshot(stdioRoot)).toEqual(beforeStdio);
    expect((await readAudit(auditFile)).map((line) => [line.caller, line.status])).toEqual([['stdio', 'success'], ['stdio', 'refused']]);
  });
});
