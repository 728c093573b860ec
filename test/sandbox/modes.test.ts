/**
 * Issue 18, modes: `required` and `auto` on a machine where the mechanism is missing (bubblewrap
 * looked for on a PATH without it), and `off`. Real servers, real MCP clients, fixture programs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { SVC_BIN } from '../support/paths.js';
import { connectCurrent, connectV1, payloadOf, readAudit, serveFixture, type ServeFixture, type TestClient } from '../serve/helpers.js';

let fx: ServeFixture;
let noBwrap: string;
const servers: RunningSvcHttp[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
  fx = await serveFixture(['cli.echo', 'cli.envdump', 'cli.git.status']);
  noBwrap = await mkdtemp(join(tmpdir(), 'svc-no-bwrap-'));
  // The servers work in the fixture's HOME (their only root): make it a checkout for git status.
  spawnSync('git', ['init', '-q', fx.root]);
});
afterAll(async () => {
  for (const client of clients) await client.close();
  for (const server of servers) await server.close();
});

async function serve(sandbox: 'auto' | 'required' | 'off', searchPath?: string, elicit?: 'approve') {
  const svc = await createSvcServer({
    modulesDir: fx.modulesDir, acl: fx.aclFile, log: 'error', approval: 'elicit', ...(searchPath !== undefined ? { sandboxSearchPath: searchPath } : {}),
    config: { audit_log: fx.auditFile, sandbox },
  });
  const running = await svc.serveHttp({ port: 0 });
  servers.push(running);
  const client = elicit ? await connectV1({ kind: 'http', url: running.mcpUrl }, { elicit }) : await connectCurrent({ kind: 'http', url: running.mcpUrl });
  clients.push(client);
  return client;
}

describe('sandbox: required on a machine without bubblewrap', () => {
  it('refuses every call with guidance, runs nothing, and audits the refusal', async () => {
    const client = await serve('required', noBwrap);
    const result = await client.callTool('echo', { words: ['hi'] });
    expect(result.isError).toBe(true);
    const payload = payloadOf(result);
    expect(payload.exit_code).toBe(-1);
    expect(payload.ai_guidance).toBe(
      'svc runs every call in a sandbox (sandbox: required), and this machine cannot provide one: bubblewrap (bwrap) is not installed or not on PATH. Nothing was run. ' +
        'Retrying will not help; the operator must fix the machine (Install bubblewrap: apt-get install bubblewrap (Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap).) or change the sandbox mode.',
    );
    const line = (await readAudit(fx.auditFile)).filter((entry) => entry.trace_id === payload.trace_id);
    expect(line).toMatchObject([{ module_id: 'cli.echo', status: 'refused', exit_code: -1 }]);
  });
});

describe('sandbox: auto on a machine without bubblewrap', () => {
  it('runs a program of the curated table unconfined, and says so in the facts', async () => {
    const client = await serve('auto', noBwrap);
    // git is in the curated table; svc's own working directory, the fixture's HOME, is a git checkout.
    const payload = payloadOf(await client.callTool('git_status', { short: true }));
    expect(payload.exit_code).toBe(0);
    expect(payload.sandbox).toMatchObject({ mechanism: 'none' });
  });

  it('a program outside the curated table needs approval: denied without it, run when approved', async () => {
    const refused = payloadOf(await (await serve('auto', noBwrap)).callTool('envdump', {}));
    expect(refused.exit_code).toBe(-1);
    expect(refused.ai_guidance).toContain(
      'svc cannot sandbox calls on this machine (bubblewrap (bwrap) is not installed or not on PATH) and envdump is not in svc\'s curated effect table, so what its arguments do is not known for sure',
    );
    const approved = await serve('auto', noBwrap, 'approve');
    const payload = payloadOf(await approved.callTool('envdump', {}));
    expect(payload.exit_code).toBe(0);
    expect(approved.asked).toHaveLength(1);
    expect(approved.asked[0]).toContain('envdump is not in svc\'s curated effect table');
  });
});

describe('sandbox: off', () => {
  it('runs unconfined without asking, and the facts say so', async () => {
    const client = await serve('off');
    const payload = payloadOf(await client.callTool('envdump', {}));
    expect(payload.exit_code).toBe(0);
    expect(payload.sandbox).toMatchObject({ mechanism: 'none' });
  });
});

describe('svc doctor', () => {
  it('names the fix and exits 1 where bubblewrap is missing; exits 0 where it works', () => {
    const missing = spawnSync(process.execPath, [SVC_BIN, 'doctor'], { env: { PATH: noBwrap, HOME: fx.root }, encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('✗ sandbox: bubblewrap (bwrap) is not installed or not on PATH');
    expect(missing.stdout).toContain('what to do: Install bubblewrap: apt-get install bubblewrap');
    expect(missing.stdout).toContain('sandbox mode: auto: calls run with argument governance alone, and calls to programs outside the curated effect table need approval (sandbox: auto)');
    const bwrap = spawnSync('sh', ['-c', 'command -v bwrap']).stdout.toString().trim();
    if (!bwrap) {
      console.warn('svc doctor: the working case is skipped: bwrap is not installed');
      return;
    }
    const works = spawnSync(process.execPath, [SVC_BIN, 'doctor', '--format', 'json'], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: fx.root }, encoding: 'utf8' });
    expect(works.status).toBe(0);
    expect(JSON.parse(works.stdout)).toMatchObject({ mode: 'auto', effect: 'every call runs confined', mechanism: expect.stringMatching(/^bubblewrap \d/) });
  });
});
