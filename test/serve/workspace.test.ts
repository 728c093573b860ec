/**
 * Tools run where the user works: real MCP clients (current and v1 SDK) that declare roots and
 * answer roots/list, `svc serve` over stdio, and real git repositories made in temp dirs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadOf, readAudit } from './helpers.js';
import { connectCurrentWithRoots, connectV1WithRoots, type RootsClient, type RootsClientOptions } from './roots-client.js';
import { workspaceFixture, type WorkspaceFixture } from './workspace-fixture.js';

let ws: WorkspaceFixture;
beforeAll(async () => {
  ws = await workspaceFixture();
});

const clients: Array<[string, (options: RootsClientOptions) => Promise<RootsClient>]> = [
  ['current SDK client', connectCurrentWithRoots],
  ['v1 SDK client', connectV1WithRoots],
];

describe.each(clients)('workspace over stdio with the %s', (_label, connect) => {
  it('git_log without working_directory shows the commits of the client\'s root; every tool lists working_directory', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoA], cwd: ws.outside });
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) {
        expect(tool.inputSchema.properties.working_directory, tool.name).toMatchObject({ type: 'string' });
        expect(tool.inputSchema.required ?? []).not.toContain('working_directory');
      }
      const result = await client.callTool('git_log', { oneline: true });
      const payload = payloadOf(result);
      expect(result.isError, JSON.stringify(payload)).toBe(false);
      expect(payload.stdout).toContain('alpha commit');
      expect(payload.stdout).not.toContain('beta commit');
      expect(client.rootsAsked()).toBe(1);
      // Relative to the default (the first usable root).
      const sub = payloadOf(await client.callTool('ls', { working_directory: 'sub' }));
      expect(sub.stdout).toBe('inside.txt\n');
    } finally {
      await client.close();
    }
  });

  it('a working_directory outside the roots is refused, with the usable roots named, and nothing runs', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoA] });
    try {
      for (const dir of [ws.repoB, join(ws.repoA, 'escape'), '..']) {
        const before = (await readAudit(ws.fx.auditFile)).length;
        const result = await client.callTool('git_log', { working_directory: dir });
        const payload = payloadOf(result);
        expect(result.isError).toBe(true);
        expect(payload).toMatchObject({ stdout: '', stderr: '', exit_code: -1 });
        expect(payload.ai_guidance).toContain('is outside the directories this session may work in, so nothing was run.');
        expect(payload.ai_guidance).toContain(`Usable roots: ${ws.repoA}.`);
        const audit = (await readAudit(ws.fx.auditFile)).slice(before);
        expect(audit).toMatchObject([{ module_id: 'cli.git.log', status: 'refused', exit_code: -1, decision: 'none' }]);
      }
      const symlinked = payloadOf(await client.callTool('git_log', { working_directory: join(ws.repoA, 'escape') }));
      expect(symlinked.ai_guidance).toContain(`which resolves to ${ws.outside}`);
    } finally {
      await client.close();
    }
  });

  it('after the client changes its roots and sends list_changed, calls run in the new root', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoA] });
    try {
      expect(payloadOf(await client.callTool('git_log', { oneline: true })).stdout).toContain('alpha commit');
      await client.setRoots([ws.repoB]);
      const after = payloadOf(await client.callTool('git_log', { oneline: true }));
      expect(after.stdout).toContain('beta commit');
      expect(after.stdout).not.toContain('alpha commit');
      expect(client.rootsAsked()).toBe(2);
      const old = await client.callTool('git_log', { working_directory: ws.repoA });
      expect(old.isError).toBe(true);
      expect(payloadOf(old).ai_guidance).toContain(`Usable roots: ${ws.repoB}.`);
    } finally {
      await client.close();
    }
  });

  it('--root narrows what the client\'s roots may reach', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoB, ws.repoA], args: ['--root', ws.work] });
    try {
      // repo-b is outside --root, so the usable roots are repo-a alone and it is the default.
      const log = payloadOf(await client.callTool('git_log', { oneline: true }));
      expect(log.stdout).toContain('alpha commit');
      const refused = await client.callTool('git_log', { working_directory: ws.repoB });
      expect(refused.isError).toBe(true);
      expect(payloadOf(refused).ai_guidance).toContain(`Usable roots: ${ws.repoA}.`);
      // A client root wider than --root is narrowed to it.
      await client.setRoots([ws.base]);
      const wide = await client.callTool('ls', { working_directory: ws.outside });
      expect(payloadOf(wide).ai_guidance).toContain(`Usable roots: ${ws.work}.`);
      // No overlap at all: nothing may run, and the guidance says why.
      await client.setRoots([ws.outside]);
      const none = payloadOf(await client.callTool('git_log', {}));
      expect(none.ai_guidance).toContain(`The client's roots (${ws.outside}) all lie outside the directories the operator lets svc work in (${ws.work})`);
    } finally {
      await client.close();
    }
  });

  it('with --root and a client without roots, the operator\'s roots apply', async () => {
    const client = await connect({ env: ws.env, args: ['--root', ws.repoB] });
    try {
      expect(payloadOf(await client.callTool('git_log', { oneline: true })).stdout).toContain('beta commit');
      expect((await client.callTool('git_log', { working_directory: ws.repoA })).isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it('a path argument outside the roots is refused, symlinks resolved; one inside runs', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoA] });
    try {
      const cases: Array<[string, string]> = [
        [join(ws.outside, 'secret.txt'), join(ws.outside, 'secret.txt')],
        ['../../outside', ws.outside],
        ['escape/secret.txt', join(ws.outside, 'secret.txt')],
        ['/etc/no-such-dir/x', '/etc/no-such-dir/x'],
      ];
      for (const [path, resolved] of cases) {
        const before = (await readAudit(ws.fx.auditFile)).length;
        const result = await client.callTool('ls', { paths: ['sub', path] });
        const payload = payloadOf(result);
        expect(result.isError, path).toBe(true);
        expect(payload.stdout).toBe('');
        expect(payload.ai_guidance).toContain('The parameter "paths" names');
        expect(payload.ai_guidance).toContain(resolved);
        expect(payload.ai_guidance).toContain(`Usable roots: ${ws.repoA}. Relative paths are taken from the working directory ${ws.repoA}.`);
        expect((await readAudit(ws.fx.auditFile)).slice(before)).toMatchObject([{ status: 'refused', exit_code: -1 }]);
      }
      const inside = payloadOf(await client.callTool('ls', { paths: ['sub/inside.txt', join(ws.repoA, 'sub')] }));
      expect(inside.exit_code).toBe(0);
      expect(inside.stdout).toContain('inside.txt');
    } finally {
      await client.close();
    }
  });

  it('a variable configured in env reaches the program, an unconfigured one does not; no pager, prompt or colour', async () => {
    const client = await connect({ env: ws.env, roots: [ws.repoA] });
    try {
      const out = payloadOf(await client.callTool('envdump', {})).stdout as string;
      const lines = out.split('\n');
      expect(lines).toContain('SVC_TEST_PASSED=passed-through');
      expect(lines).toContain('SVC_TEST_SET=hello');
      expect(lines).toContain('SVC_TEST_MODULE=only-envdump');
      expect(out).not.toContain('SVC_TEST_OTHER');
      expect(out).not.toContain('SVC_TEST_UNCONFIGURED');
      expect(out).not.toContain('must-not-pass');
      for (const line of ['PAGER=cat', 'GIT_PAGER=cat', 'GIT_TERMINAL_PROMPT=0', 'NO_COLOR=1', 'TERM=dumb']) expect(lines).toContain(line);
      expect(out).not.toMatch(/^(GIT_ASKPASS|SSH_ASKPASS)=/m);
    } finally {
      await client.close();
    }
  });
});

describe('a git call that would prompt for credentials', () => {
  let server: Server;
  let port: number;
  let requests = 0;
  beforeAll(async () => {
    // A local "remote" that demands credentials, as a private HTTPS host would (no external network).
    server = createServer((req, res) => {
      requests++;
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="private"', 'Content-Type': 'text/plain' });
      res.end('credentials required\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails fast with guidance instead of hanging on a prompt', async () => {
    const client = await connectCurrentWithRoots({ env: { ...ws.env, GIT_ASKPASS: '/bin/false-askpass', SSH_ASKPASS: '/bin/false-askpass' }, roots: [ws.repoA] });
    try {
      const started = Date.now();
      const result = await client.callTool('git_ls_remote', { repository: `http://127.0.0.1:${port}/private.git` });
      const elapsed = Date.now() - started;
      const payload = payloadOf(result);
      expect(result.isError).toBe(true);
      expect(payload.exit_code).toBe(128);
      expect(payload.stderr).toMatch(/terminal prompts disabled|could not read Username/);
      expect(payload.ai_guidance).toContain(`It ran in ${ws.repoA}.`);
      expect(requests).toBeGreaterThan(0);
      // Far below the 30 s timeout a prompt would run into.
      expect(elapsed).toBeLessThan(10_000);
    } finally {
      await client.close();
    }
  });
});

describe('svc serve --root', () => {
  it('refuses a root that does not exist, exit 2, naming it', async () => {
    const { spawnSync } = await import('node:child_process');
    const { SVC_BIN } = await import('../support/paths.js');
    const missing = join(ws.base, 'no-such-project');
    const run = spawnSync(process.execPath, [SVC_BIN, 'serve', '--root', missing], { env: ws.env, input: '', encoding: 'utf8', timeout: 20_000 });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`Cannot serve: the root ${missing} does not exist; create it or fix --root / roots in the config.`);
  });
});
