/**
 * Issue 19 items 2, 3, 6 and 7 after a real `svc scan` and under the *default generated* ACL,
 * through real MCP clients (current and v1 SDK) whose client cannot ask its user, with the
 * session confined to one root. Each attack is checked outside svc's reply: a marker file that
 * must not appear, a loopback listener that must see no request, a secret beside a symlink's
 * target that must not be printed. Programs that are not installed are skipped with a reason.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { parseAcl } from '../../src/govern/acl-file.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { connectCurrent, connectV1, payloadOf, readAudit, type TestClient } from './helpers.js';

const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
const WANTED = ['grep', 'git', 'wc', 'busctl', 'pip'];
const PATHS = Object.fromEntries(WANTED.map((name) => [name, which(name)]));
const missing = WANTED.filter((name) => PATHS[name] === '');
if (missing.length > 0) console.warn(`argument-layer-real: skipping the attacks that need ${missing.join(', ')}: not installed`);
const has = (name: string) => !missing.includes(name);

let home: string;
let work: string;
let outside: string;
let aclFile: string;
let auditFile: string;
let running: RunningSvcHttp;
let listener: Server;
let listenerPort = 0;
let requests = 0;

beforeAll(async () => {
  home = await realpath(await mkdtemp(join(tmpdir(), 'svc-args-layer-')));
  work = join(home, 'work');
  outside = join(home, 'outside');
  await mkdir(join(work, 'docs', 'deep'), { recursive: true });
  await mkdir(join(outside, 'dir'), { recursive: true });
  await writeFile(join(work, 'docs', 'deep', 'note.txt'), 'hello from deep\n');
  await writeFile(join(outside, 'secret'), 'TOP-SECRET outside the root\n');
  await writeFile(join(outside, 'names0'), `${join(outside, 'secret')}\0`);
  await writeFile(join(work, 'secret'), 'decoy inside the root\n');
  await symlink(join(outside, 'dir'), join(work, 'link'));
  listener = createServer((_req, res) => {
    requests++;
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
  listenerPort = (listener.address() as AddressInfo).port;
  const scanned = WANTED.filter(has);
  await seedScanCache(join(home, '.svc', 'cache'), scanned, 2);
  execFileSync(process.execPath, [SVC_BIN, 'scan', ...scanned, '--depth', '2', '--format', 'json'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  aclFile = join(home, '.svc', 'acl.yaml');
  auditFile = join(home, 'audit.jsonl');
  const svc = await createSvcServer({
    modulesDir: join(home, '.svc', 'modules'), acl: aclFile, approval: 'elicit', log: 'error',
    config: { audit_log: auditFile, cache_dir: join(home, 'cache'), roots: [work] },
  });
  running = await svc.serveHttp({ port: 0 });
}, 240_000);
afterAll(async () => {
  await running?.close();
  await new Promise<void>((done) => listener?.close(() => done()));
});

const NOBODY =
  'and nobody could be asked to approve it (svc serve runs without --approval elicit, the MCP client does not support elicitation, or the call came from the explorer, which cannot ask); ';
const approvalDenied = (moduleId: string, because: string, command: string) =>
  `Calling ${moduleId} needs approval because ${because}, ${NOBODY}the command ${command} was not run. ` +
  'Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, ' +
  `or the operator can change the rule in ${aclFile}.`;
const execRefused = (moduleId: string, who: string, parameter: string, what: string) =>
  `Calling ${moduleId} with ${who} is refused: it runs a program (transport descriptor: ${what}), ` +
  `and svc never lets a call run a program through a parameter unless the operator allows it. Nothing was run. Retry without "${parameter}". ` +
  `If running it is really needed, the operator can make such calls need approval instead: a rule for ${moduleId} in ${aclFile} with conditions: {effects: {exec: approve}}.`;

describe.each([
  ['current SDK client', (url: string) => connectCurrent({ kind: 'http', url })],
  ['v1 SDK client', (url: string) => connectV1({ kind: 'http', url })],
] as const)('issue 19 argument layer through the default generated ACL (%s, client cannot ask)', (_clientName, connect) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await connect(running.mcpUrl);
  });
  afterAll(() => client?.close());

  async function call(tool: string, args: Record<string, unknown>) {
    const result = await client.callTool(tool, args);
    const payload = payloadOf(result);
    const lines = (await readAudit(auditFile)).filter((line) => line.trace_id === payload.trace_id);
    expect(lines).toHaveLength(1);
    return { result, payload, audit: lines[0]! };
  }

  // Item 2: network needs approval.
  it.skipIf(!has('pip'))('pip list --outdated --index-url to another host needs approval; the listener sees no request', async () => {
    requests = 0;
    const url = `http://127.0.0.1:${listenerPort}/`;
    const { result, payload, audit } = await call('pip_list', { outdated: true, index_url: url });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(
      approvalDenied('cli.pip.list', 'the call sets the parameter "index_url" (--index-url), which reaches another host (help: --index-url is a URL)', `${PATHS.pip} list --outdated --index-url ${url}`),
    );
    expect(audit).toMatchObject({ module_id: 'cli.pip.list', status: 'denied', decision: 'unsupported', exit_code: -1 });
    expect(requests).toBe(0);
  });

  it.skipIf(!has('busctl'))('own attack (item 2): busctl --host (ssh to any host) needs approval', async () => {
    const { result, payload, audit } = await call('busctl_list', { host: 'attacker@127.0.0.1' });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(
      approvalDenied('cli.busctl.list', 'the call sets the parameter "host" (--host), which reaches another host (help: --host takes USER@HOST)', `${PATHS.busctl} list --host=attacker@127.0.0.1`),
    );
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported' });
  });

  it.skipIf(!has('git'))('open-world modules get no allow rule: git ls-remote asks first (the generated network rule), and a client that cannot ask reaches nothing', async () => {
    requests = 0;
    const { result, audit } = await call('git_ls-remote', { repository: `http://127.0.0.1:${listenerPort}/r.git` });
    expect(result.isError).toBe(true);
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported' });
    const acl = parseAcl(readFileSync(aclFile, 'utf8'), aclFile);
    const rule = acl.rules.find((candidate) => candidate.targets.includes('cli.git.ls-remote'));
    expect(rule).toMatchObject({ effect: 'deny', conditions: { require_approval: true } });
    expect(rule?.description).toMatch(/^svc:generated network /);
    expect(requests).toBe(0);
  });

  // Item 3: transport descriptors are exec.
  it.skipIf(!has('busctl'))('busctl --address=unixexec:... is refused as exec and no marker appears (busctl alone does run it)', async () => {
    const marker = join(home, `busctl-${Math.random().toString(36).slice(2)}`);
    const address = `unixexec:path=/bin/sh,argv1=-c,argv2=touch%20${marker}`;
    const { result, payload, audit } = await call('busctl_list', { address });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(execRefused('cli.busctl.list', 'the parameter "address" (--address)', 'address', 'an sd-bus or D-Bus address unixexec: runs the program its path= names'));
    expect(audit).toMatchObject({ status: 'denied', decision: 'deny', exit_code: -1 });
    expect(existsSync(marker)).toBe(false);
    // The attack is real: the same address given to busctl directly runs the program.
    const control = `${marker}-control`;
    spawnSync(PATHS.busctl!, ['list', `--address=unixexec:path=/bin/sh,argv1=-c,argv2=touch%20${control}`], { timeout: 5000 });
    expect(existsSync(control)).toBe(true);
  });

  it.skipIf(!has('busctl'))('own attack (item 3): a percent-encoded unixexec: and one hidden in an sd-bus address list are refused', async () => {
    const marker = join(home, `busctl-list-${Math.random().toString(36).slice(2)}`);
    const encoded = await call('busctl_list', { address: `%75nixexec:path=%2Fbin%2Fsh,argv1=-c,argv2=touch%20${marker}` });
    expect(encoded.result.isError).toBe(true);
    expect(encoded.payload.ai_guidance).toBe(execRefused('cli.busctl.list', 'the parameter "address" (--address)', 'address', 'an sd-bus or D-Bus address unixexec: runs the program its path= names'));
    // A `;` list is shell text to svc's metacharacter rule before it is an address list.
    const list = await call('busctl_list', { address: `unix:path=/nonexistent;unixexec:path=/bin/sh,argv1=-c,argv2=touch%20${marker}` });
    expect(list.result.isError).toBe(true);
    expect(list.audit).toMatchObject({ status: 'refused' });
    expect(existsSync(marker)).toBe(false);
  });

  it.skipIf(!has('git'))("git ls-remote 'ext::sh -c touch% /tmp/m' is refused as exec before any ACL question", async () => {
    const marker = join(home, `ext-${Math.random().toString(36).slice(2)}`);
    // git_ls-remote is open world, so the default ACL already denies it; git grep (allowed) carries the same value as a pattern.
    const { result, payload, audit } = await call('git_grep', { pattern: `ext::sh -c touch% ${marker}` });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(execRefused('cli.git.grep', 'the operand "pattern"', 'pattern', 'a git ext:: remote runs its text as a command (git-remote-ext)'));
    expect(audit).toMatchObject({ status: 'denied', decision: 'deny' });
    const lsRemote = await call('git_ls-remote', { repository: `ext::sh -c touch% ${marker}` });
    expect(lsRemote.result.isError).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  // Item 6: the path check follows the kernel.
  it.skipIf(!has('grep'))('grep of link/../secret (link -> outside/dir) is refused: the kernel opens outside/secret', async () => {
    const { result, payload, audit } = await call('grep', { patterns: 'SECRET', file: ['link/../secret'] });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(
      `The parameter "file" names "link/../secret", which resolves to ${join(outside, 'secret')}, outside the directories this session may work in, so nothing was run. ` +
        `Usable roots: ${work}. Relative paths are taken from the working directory ${work}. Retry with a path inside one of the roots.`,
    );
    expect(payload.stdout ?? '').not.toContain('TOP-SECRET');
    expect(audit).toMatchObject({ status: 'refused', exit_code: -1 });
    // What the kernel really opens from the root: the secret, not the decoy.
    expect(await readFile(`${work}/link/../secret`, 'utf8')).toBe('TOP-SECRET outside the root\n');
  });

  it.skipIf(!has('wc'))('own attack (item 6): wc --files0-from naming a list outside the root through link/.. is refused', async () => {
    const { result, payload } = await call('wc', { files0_from: 'link/../names0' });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toBe(
      `The parameter "files0_from" names "link/../names0", which resolves to ${join(outside, 'names0')}, outside the directories this session may work in, so nothing was run. ` +
        `Usable roots: ${work}. Relative paths are taken from the working directory ${work}. Retry with a path inside one of the roots.`,
    );
    expect(payload.stdout ?? '').not.toContain('secret');
  });

  // Item 7: boosting by value.
  // Issue 31: in the sandbox, recursion is a read the profile bounds, so it asks nothing (without a
  // sandbox these synonyms of -r still ask: src/govern/call-boosting.test.ts).
  it.skipIf(!has('grep'))('in the sandbox grep --directories=recurse runs without approval and prints what grep prints', async () => {
    const { result, payload, audit } = await call('grep', { directories: 'recurse', patterns: 'hello', file: ['docs'] });
    expect(result.isError).toBeFalsy();
    expect(payload.stdout).toBe(spawnSync(PATHS.grep!, ['--directories=recurse', 'hello', 'docs'], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).stdout);
    expect(audit).toMatchObject({ status: 'success', decision: 'allow' });
  });

  it.skipIf(!has('grep'))('in the sandbox grep --dereference-recursive runs without approval too', async () => {
    const { result, audit } = await call('grep', { dereference_recursive: true, patterns: 'hello', file: ['docs'] });
    expect(result.isError).toBeFalsy();
    expect(audit).toMatchObject({ status: 'success', decision: 'allow' });
  });

  it.skipIf(!has('grep'))('the useful side still runs: grep -n in a file inside the root, --directories=skip', async () => {
    const { result, payload, audit } = await call('grep', { line_number: true, directories: 'skip', patterns: 'hello', file: ['docs/deep/note.txt'] });
    expect(result.isError, String(payload.ai_guidance)).toBe(false);
    expect(payload.stdout).toBe('1:hello from deep\n');
    expect(audit).toMatchObject({ status: 'success', decision: 'allow' });
  });
});
