/**
 * Issue 34: the preview API under the explorer's prefix and approval by the person at the page,
 * over real HTTP against `svc serve --explorer --allow-execute` in-process, with the fixture
 * programs (echo, rm, touch) really run or really not run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputHash } from '../../src/govern/audit.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { ApprovalStateSigner } from '../../src/serve/elicit-approval.js';
import { explorerApprovalFingerprint, isApprover, mintExplorerApproval, tokenApproval } from '../../src/serve/explorer-preview.js';
import { APPROVAL_STATE_TTL_MS } from '../../src/state/approval-state.js';
import { readAudit, serveFixture, type ServeFixture } from './helpers.js';

let fx: ServeFixture;
let running: RunningSvcHttp;
let root: string;
const bin = (alias: string) => fx.bindings.find((b) => b.alias === alias)!.target.binary;

beforeAll(async () => {
  fx = await serveFixture();
  root = await realpath(fx.root);
  const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
  running = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true });
});
afterAll(() => running?.close());

async function post(path: string, body: string | undefined, headers: Record<string, string> = { 'content-type': 'application/json' }, base = running.url) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Record<string, any> };
}

const salt = async () => (await readFile(join(fx.root, 'audit.salt'), 'utf8')).trim();
const lineOf = async (traceId: string) => (await readAudit(fx.auditFile)).find((line) => line.trace_id === traceId)!;
const textOf = (result: Record<string, any>) => (result.content as Array<{ text?: string }>).map((part) => part.text ?? '').join('\n');

describe('POST /tools/{name}/preview', () => {
  it('answers the preview of an allowed call, and its argv is what the executed call audits', async () => {
    const body = JSON.stringify({ words: ['preview', 'me'] });
    const preview = await post('/tools/echo/preview', body);
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      tool: 'echo', module_id: 'cli.echo', argv: [bin('echo'), 'preview', 'me'], working_directory: root, roots: [root],
      decision: 'allow', rule: { index: 2, description: 'Test programs are allowed' }, reason: '',
      sandbox: { mechanism: 'none', writable: [root], network: true },
    });
    const audited = (await readAudit(fx.auditFile)).length;
    const call = await post('/tools/echo/call', body);
    expect(call.status).toBe(200);
    expect(call.json.content[0].text).toBe('preview me\n');
    const line = await lineOf(call.json._meta._trace_id);
    expect(line.argv_hash).toBe(inputHash(preview.json.argv, await salt()));
    expect(line).toMatchObject({ decision: 'allow', acl_rule: 2, sandbox: preview.json.sandbox });
    // The preview itself wrote no audit line: only the call's.
    expect((await readAudit(fx.auditFile)).length).toBe(audited + 1);
  });

  it('deny and invalid come back as 200 previews with the refusal as the reason', async () => {
    const deny = await post('/tools/touch/preview', JSON.stringify({ files: ['made-by-preview.txt'] }));
    expect(deny.status).toBe(200);
    expect(deny.json).toMatchObject({ decision: 'deny', rule: null, module_id: 'cli.touch' });
    expect(deny.json.approval).toBeUndefined();
    expect(existsSync(join(fx.root, 'made-by-preview.txt'))).toBe(false);
    const invalid = await post('/tools/echo/preview', JSON.stringify({ words: 'not a list' }));
    expect(invalid.status).toBe(200);
    expect(invalid.json).toMatchObject({ decision: 'invalid', argv: [], working_directory: '', rule: null });
    expect(invalid.json.errors.map((e: { path: string }) => e.path)).toContain('/words');
  });

  it('answers 404, 415, 413 and 400-free bad JSON exactly as /call does', async () => {
    const pairs: Array<[string, string | undefined, Record<string, string>]> = [
      ['/tools/nope/%s', '{}', { 'content-type': 'application/json' }],
      ['/tools/echo/%s', '{}', { 'content-type': 'text/plain' }],
      ['/tools/echo/%s', JSON.stringify({ words: ['x'.repeat(1024 * 1024 + 10)] }), { 'content-type': 'application/json' }],
    ];
    const expected = [404, 415, 413];
    for (const [i, [path, body, headers]] of pairs.entries()) {
      const preview = await post(path.replace('%s', 'preview'), body, headers);
      const call = await post(path.replace('%s', 'call'), body, headers);
      expect(preview.status).toBe(expected[i]);
      expect(preview.status).toBe(call.status);
      expect(preview.text).toBe(call.text);
    }
    expect((await post('/tools/nope/preview', '{}')).json).toEqual({ error: 'Tool not found: nope' });
    // Not JSON: read as {} (SPEC.md's rule for /call), so the preview is that of a call without arguments.
    const bad = await post('/tools/echo/preview', '{not json');
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ decision: 'allow', argv: [bin('echo')] });
  });

  it('answers 405 to other methods and leaves the peer routes alone', async () => {
    const get = await fetch(`${running.url}/tools/echo/preview`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'Method GET is not allowed on /tools/echo/preview; use POST.' });
    const list = await fetch(`${running.url}/tools`);
    expect(list.status).toBe(200);
  });
});

describe('approval by the person at the page', () => {
  it('a loopback caller without a token configured gets a token that runs the call once, as approved', async () => {
    const victim = join(fx.root, 'approve-me.txt');
    const other = join(fx.root, 'not-me.txt');
    await writeFile(victim, 'x');
    await writeFile(other, 'y');
    const body = JSON.stringify({ files: [victim] });
    const preview = await post('/tools/rm/preview', body);
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({ decision: 'needs_approval', argv: [bin('rm'), victim], rule: { index: 1, description: 'Destructive commands need approval' } });
    expect(preview.json.reason).toContain('requires approval');
    const { token, expires_at } = preview.json.approval as { token: string; expires_at: string };
    expect(typeof token).toBe('string');
    expect(Date.parse(expires_at)).toBeGreaterThan(Date.now() + APPROVAL_STATE_TTL_MS - 60_000);
    expect(existsSync(victim)).toBe(true);

    // Without the token: refused as today (nobody to ask), nothing removed.
    const unasked = await post('/tools/rm/call', body);
    expect(unasked.json.isError).toBe(true);
    expect(textOf(unasked.json)).toContain('the call came from the explorer, which cannot ask');
    expect(existsSync(victim)).toBe(true);

    // The token for another argv: refused with guidance, nothing removed, and the token is not used up.
    const wrong = await post('/tools/rm/call', JSON.stringify({ files: [other] }), { 'content-type': 'application/json', 'x-svc-approval': token });
    expect(wrong.json.isError).toBe(true);
    expect(textOf(wrong.json)).toContain('does not approve this call');
    expect(existsSync(other)).toBe(true);

    const approved = await post('/tools/rm/call', body, { 'content-type': 'application/json', 'x-svc-approval': token });
    expect(approved.status).toBe(200);
    expect(approved.json.isError).toBe(false);
    expect(existsSync(victim)).toBe(false);
    const line = await lineOf(approved.json._meta._trace_id);
    expect(line).toMatchObject({ module_id: 'cli.rm', status: 'success', decision: 'approved', caller: 'explorer', acl_rule: 1 });
    expect(line.argv_hash).toBe(inputHash(preview.json.argv, await salt()));

    // A replay: refused, even for a file that exists again.
    await writeFile(victim, 'again');
    const replay = await post('/tools/rm/call', body, { 'content-type': 'application/json', 'x-svc-approval': token });
    expect(replay.json.isError).toBe(true);
    expect(textOf(replay.json)).toContain('already used');
    expect(existsSync(victim)).toBe(true);
    expect((await lineOf(replay.json._meta._trace_id)).decision).toBe('unsupported');
  });

  it('a caller who is not an approver gets no token, and its calls needing approval stay refused', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, approvers: ['role:release-manager'] } });
    const other = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true });
    try {
      const victim = join(fx.root, 'keep-me.txt');
      await writeFile(victim, 'x');
      const preview = await post('/tools/rm/preview', JSON.stringify({ files: [victim] }), undefined, other.url);
      expect(preview.json.decision).toBe('needs_approval');
      expect(preview.json).not.toHaveProperty('approval');
      // A token minted elsewhere (another server's key) does not help either.
      const forged = await post('/tools/rm/call', JSON.stringify({ files: [victim] }), { 'content-type': 'application/json', 'x-svc-approval': 'e30.AAAA' }, other.url);
      expect(forged.json.isError).toBe(true);
      expect(textOf(forged.json)).toContain('may not approve');
      expect(existsSync(victim)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a server with a token: only a request presenting it may preview, and it gets an approval token', async () => {
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile } });
    const guarded = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true, authToken: 'sekrit-preview' });
    try {
      const body = JSON.stringify({ files: [join(fx.root, 'whatever.txt')] });
      expect((await post('/tools/rm/preview', body, undefined, guarded.url)).status).toBe(401);
      const preview = await post('/tools/rm/preview', body, { 'content-type': 'application/json', authorization: 'Bearer sekrit-preview' }, guarded.url);
      expect(preview.status).toBe(200);
      expect(preview.json.approval.token).toEqual(expect.any(String));
    } finally {
      await guarded.close();
    }
  });
});

describe.skipIf(spawnSync('sh', ['-c', 'command -v bwrap']).status !== 0)('approval from the page in the sandbox', () => {
  it('the approved call runs once in the write profile the preview showed', async () => {
    const work = join(root, 'sandboxed-work');
    await mkdir(work, { recursive: true });
    const victim = join(work, 'in-the-sandbox.txt');
    await writeFile(victim, 'x');
    const svc = await createSvcServer({ modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', config: { audit_log: fx.auditFile, sandbox: 'auto', roots: [work] } });
    const boxed = await svc.serveHttp({ port: 0, explorer: true, allowExecute: true });
    try {
      const body = JSON.stringify({ files: ['in-the-sandbox.txt'] });
      const preview = await post('/tools/rm/preview', body, undefined, boxed.url);
      expect(preview.json).toMatchObject({ decision: 'needs_approval', working_directory: work, sandbox: { mechanism: 'bubblewrap', writable: [work], network: false } });
      expect(preview.json.reason).toContain(`If approved, it runs once with ${work} writable and no network.`);
      const approved = await post('/tools/rm/call', body, { 'content-type': 'application/json', 'x-svc-approval': preview.json.approval.token }, boxed.url);
      expect(approved.json.isError).toBe(false);
      expect(existsSync(victim)).toBe(false);
      const line = await lineOf(approved.json._meta._trace_id);
      expect(line).toMatchObject({ decision: 'approved', status: 'success', sandbox: preview.json.sandbox });
      expect(line.argv_hash).toBe(inputHash(preview.json.argv, await salt()));
    } finally {
      await boxed.close();
    }
  });
});

describe('approval tokens (unit)', () => {
  const signer = new ApprovalStateSigner();
  const request = { alias: 'rm', moduleId: 'cli.rm', argv: ['/usr/bin/rm', 'a'], reason: 'r', caller: 'explorer', workingDirectory: '/w' };
  const args = { files: ['a'] };
  const fingerprint = explorerApprovalFingerprint(signer, 'rm', args, '/w', request.argv);

  it('is bound to the caller, the working directory and the arguments; key order does not matter', async () => {
    const { token } = mintExplorerApproval(signer, 'explorer', fingerprint);
    expect(await tokenApproval({ signer, token, args, approver: true }).approve({ ...request, caller: 'token' })).toBe('unsupported');
    expect(await tokenApproval({ signer, token, args, approver: true }).approve({ ...request, workingDirectory: '/elsewhere' })).toBe('unsupported');
    const reordered = explorerApprovalFingerprint(signer, 'rm', { files: ['a'], force: undefined }, '/w', request.argv);
    expect(reordered).toBe(fingerprint);
    expect(await tokenApproval({ signer, token, args, approver: true }).approve(request)).toBe('approved');
  });

  it('an expired token is refused', async () => {
    const { token } = mintExplorerApproval(signer, 'explorer', fingerprint, Date.now() - APPROVAL_STATE_TTL_MS - 1000);
    const byToken = tokenApproval({ signer, token, args, approver: true });
    expect(await byToken.approve(request)).toBe('unsupported');
    expect(byToken.refusal()).toBe('invalid');
  });

  it('default approvers: the token caller, or a loopback peer when no token is configured', () => {
    expect(isApprover({ tokenConfigured: false }, 'explorer', { remoteAddress: '::ffff:127.0.0.1' })).toBe(true);
    expect(isApprover({ tokenConfigured: false }, 'explorer', { remoteAddress: '10.0.0.7' })).toBe(false);
    expect(isApprover({ tokenConfigured: false }, 'explorer', undefined)).toBe(false);
    expect(isApprover({ tokenConfigured: true }, 'token', { remoteAddress: '10.0.0.7' })).toBe(true);
    expect(isApprover({ approvers: [], tokenConfigured: false }, 'explorer', { remoteAddress: '127.0.0.1' })).toBe(false);
    expect(isApprover({ approvers: ['explorer'], tokenConfigured: false }, 'explorer', { remoteAddress: '10.0.0.7' })).toBe(true);
  });
});
