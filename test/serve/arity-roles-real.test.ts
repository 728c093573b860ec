/**
 * Issue 19 items 4 and 5 after a real `svc scan` of jq, grep, rg and git, with `--root` set and
 * the default generated ACL, through the real MCP SDK client. A secret file lies outside the root;
 * its content must be absent from every result. Operands whose role follows the call's flags
 * (`grep -e`, `rg -e`, `rg --files`, `jq --from-file`, `git diff --no-index`) and the file values of
 * jq's two-value options (`--slurpfile NAME FILE`, `--rawfile NAME FILE`) are confined.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { connectCurrent, payloadOf, readAudit, type TestClient } from './helpers.js';

const PROGRAMS = ['jq', 'grep', 'rg', 'git'];
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = PROGRAMS.filter((name) => !which(name));
if (missing.length > 0) console.warn(`arity-roles-real: skipping, not installed: ${missing.join(', ')}`);

const SECRET = `TOPSECRET-${Math.random().toString(36).slice(2)}`;
let home: string;
let work: string;
let outside: string;
let secret: string;
let auditFile: string;
let running: RunningSvcHttp;
let client: TestClient;

beforeAll(async () => {
  if (missing.length > 0) return;
  home = await realpath(await mkdtemp(join(tmpdir(), 'svc-arity-')));
  work = join(home, 'work');
  outside = join(home, 'outside');
  await mkdir(work);
  await mkdir(outside);
  secret = join(outside, 'secret.json');
  await writeFile(secret, `{"a": "${SECRET}"}\n`);
  await writeFile(join(work, 'in.json'), '{"a": "inside"}\n');
  await writeFile(join(work, 'filter.jq'), '.a\n');
  await symlink(secret, join(work, 'link.json'));
  await seedScanCache(join(home, '.svc', 'cache'), PROGRAMS, 2);
  execFileSync(process.execPath, [SVC_BIN, 'scan', ...PROGRAMS, '--depth', '2', '--format', 'json'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  auditFile = join(home, 'audit.jsonl');
  const svc = await createSvcServer({
    modulesDir: join(home, '.svc', 'modules'), acl: join(home, '.svc', 'acl.yaml'), approval: 'elicit', log: 'error',
    config: { audit_log: auditFile, cache_dir: join(home, 'cache'), roots: [work], allow_shell_metacharacters: ['cli.jq'] },
  });
  running = await svc.serveHttp({ port: 0 });
  client = await connectCurrent({ kind: 'http', url: running.mcpUrl });
}, 240_000);
afterAll(async () => {
  await client?.close();
  await running?.close();
});

const refusal = (parameter: string, where: string) =>
  `The parameter "${parameter}" names ${where}, outside the directories this session may work in, so nothing was run. ` +
  `Usable roots: ${work}. Relative paths are taken from the working directory ${work}. Retry with a path inside one of the roots.`;

describe.skipIf(missing.length > 0)('issue 19 items 4 and 5 with real programs, --root set, real MCP client', () => {
  it('every attack is refused before it runs, and the secret reaches no result', async () => {
    const attacks: Array<{ name: string; tool: string; args: Record<string, unknown>; parameter: string; where?: () => string }> = [
      // item 4: operands whose role follows the call's flags
      { name: 'grep -e root SECRET', tool: 'grep', args: { regexp: 'TOPSECRET', patterns: secret }, parameter: 'patterns' },
      { name: 'grep -f PATFILE SECRET', tool: 'grep', args: { file_option: join(work, 'filter.jq'), patterns: secret }, parameter: 'patterns' },
      { name: 'rg -e PAT SECRET', tool: 'rg', args: { regexp: ['TOPSECRET'], pattern: secret }, parameter: 'pattern' },
      { name: 'git diff --no-index SECRET a', tool: 'git_diff', args: { no_index: true, commit: secret, path: [join(work, 'in.json')] }, parameter: 'commit' },
      // own attacks, item 4: jq's -f is a switch, so the filter operand is an input file; rg --files lists any directory
      { name: 'jq --from-file F SECRET', tool: 'jq', args: { from_file: join(work, 'filter.jq'), jq_filter: secret }, parameter: 'jq_filter' },
      { name: 'rg --files OUTSIDE', tool: 'rg', args: { files: true, pattern: outside }, parameter: 'pattern', where: () => outside },
      // item 5: the file value of a two-value option
      { name: "jq --arg x 1 '.a' SECRET", tool: 'jq', args: { arg: [{ name: 'x', value: '1' }], jq_filter: '.a', file: [secret] }, parameter: 'file' },
      { name: 'jq --slurpfile n SECRET', tool: 'jq', args: { slurpfile: [{ name: 'n', file: secret }], jq_filter: '.', file: [join(work, 'in.json')] }, parameter: 'slurpfile' },
      // own attack, item 5: --rawfile through a symlink inside the root that points at the secret
      { name: 'jq --rawfile n LINK-TO-SECRET', tool: 'jq', args: { rawfile: [{ name: 'n', file: 'link.json' }], jq_filter: '.', file: ['in.json'] }, parameter: 'rawfile', where: () => `"link.json", which resolves to ${secret}` },
    ];
    for (const attack of attacks) {
      const result = await client.callTool(attack.tool, attack.args);
      expect(JSON.stringify(result), attack.name).not.toContain(SECRET);
      const payload = payloadOf(result);
      expect(result.isError, attack.name).toBe(true);
      expect(payload.exit_code, attack.name).toBe(-1);
      expect(payload.ai_guidance, attack.name).toBe(refusal(attack.parameter, attack.where ? attack.where() : secret));
      const [line] = (await readAudit(auditFile)).filter((l) => l.trace_id === payload.trace_id);
      expect(line, attack.name).toMatchObject({ status: 'refused' });
    }
    console.log(`issue 19 items 4-5: ${attacks.length} attacks tried, ${attacks.length} refused as outside-root paths`);
  });

  it('the old one-value shape of --slurpfile, which shifted every later token, is refused', async () => {
    const result = await client.callTool('jq', { slurpfile: ['n'], jq_filter: secret, file: [join(work, 'in.json')] });
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(result.isError).toBe(true);
  });

  it('inside the root the same calls run: $x bound by --arg, --slurpfile read, grep -e and git diff --no-index on files', async () => {
    const jq = await client.callTool('jq', { compact_output: true, arg: [{ name: 'x', value: '1' }], slurpfile: [{ name: 's', file: 'in.json' }], jq_filter: '{a: .a, x: $x, s: $s}', file: ['in.json'] });
    expect(jq.isError, JSON.stringify(jq)).toBe(false);
    expect(payloadOf(jq).stdout).toBe('{"a":"inside","x":"1","s":[{"a":"inside"}]}\n');
    const grep = await client.callTool('grep', { regexp: 'inside', patterns: 'in.json' });
    expect(payloadOf(grep).stdout).toBe('{"a": "inside"}\n');
    const diff = await client.callTool('git_diff', { no_index: true, commit: 'in.json', path: ['filter.jq'] });
    expect(payloadOf(diff).stdout).toContain('+.a');
  });
});
