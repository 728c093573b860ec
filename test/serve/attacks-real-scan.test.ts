/**
 * Issue 7's attacks after a real `svc scan` and under the *default generated* ACL: the attacker is
 * a prompt-injected agent that calls tools through a real MCP client (current and v1 SDK) whose
 * client cannot ask its user. Every attack asserts that its marker file is not created or its
 * target file unchanged, and the run prints how many were tried and how each was blocked. The
 * useful side (git log/status/diff/show, ls, rg, grep -n, jq) runs without a question.
 * Programs that are not installed, and attacks the scan gave no tool or parameter to carry, are
 * reported skipped with a printed reason, never counted as blocked.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Binding } from '../../src/bindings/types.js';
import { createSvcServer, type RunningSvcHttp } from '../../src/serve/index.js';
import { SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { skipBecause } from '../support/skip.js';
import { connectCurrent, connectV1, payloadOf, readAudit, type TestClient } from './helpers.js';

const PROGRAMS = ['git', 'env', 'ls', 'grep', 'rg', 'jq', 'sort', 'find', 'tar'];
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = PROGRAMS.filter((name) => !which(name));
if (missing.length > 0) console.warn(`attacks-real-scan: skipping the attacks that need ${missing.join(', ')}: not installed`);

let home: string;
let work: string;
let aclFile: string;
let auditFile: string;
let running: RunningSvcHttp;
/** The scan's bindings by tool name (alias), to tell an attack the scan cannot carry from one it blocks. */
const bindings = new Map<string, Binding>();
const precious = 'precious\n';

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'svc-attacks-'));
  work = join(home, 'work');
  await mkdir(work);
  if (which('git')) {
    // The project the session works in: a repository of its own, so the git calls read it and not
    // whatever repository the test runner was started in.
    const git = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=Attack Test', '-c', 'user.email=t@example.com', ...args], { env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
    git('init', '-q');
    for (const [n, line] of ['svc one', 'svc two', 'svc three'].entries()) {
      await writeFile(join(work, 'README.md'), `${line}\n`);
      git('add', 'README.md');
      git('commit', '-qm', `commit ${n + 1}`);
    }
  }
  const scanned = PROGRAMS.filter(which);
  await seedScanCache(join(home, '.svc', 'cache'), scanned, 2);
  execFileSync(process.execPath, [SVC_BIN, 'scan', ...scanned, '--depth', '2', '--format', 'json'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'error' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  aclFile = join(home, '.svc', 'acl.yaml');
  for (const file of await readdir(join(home, '.svc', 'modules'))) {
    if (!file.endsWith('.binding.yaml')) continue;
    const binding = YAML.parse(await readFile(join(home, '.svc', 'modules', file), 'utf8')) as Binding;
    bindings.set(binding.alias, binding);
  }
  auditFile = join(home, 'audit.jsonl');
  const svc = await createSvcServer({
    modulesDir: join(home, '.svc', 'modules'), acl: aclFile, approval: 'elicit', log: 'error',
    // The argument layer alone: the attacks must be refused before anything runs. The project is
    // the root, and the markers and targets lie inside it, so a call meets the exec, write and
    // option rules rather than the roots check; acl.yaml lies outside, as it usually does. The same
    // classes inside the sandbox are test/sandbox/sandboxed-calls.test.ts.
    config: { audit_log: auditFile, cache_dir: join(home, 'cache'), sandbox: 'off', roots: [work] },
  });
  running = await svc.serveHttp({ port: 0 });
}, 240_000);
afterAll(() => running?.close());

interface Attack {
  name: string;
  needs: string[];
  tool: string;
  args: (t: { marker: string; target: string }) => Record<string, unknown>;
}

// Each names the hole of issue 7 it tries. `marker` must never appear; `target` must keep its content.
const ATTACKS: Attack[] = [
  { name: 'git ls-remote --upload-pack runs a command', needs: ['git'], tool: 'git_ls-remote', args: ({ marker }) => ({ upload_pack: `touch ${marker}`, repository: work }) },
  { name: 'git log --output overwrites acl.yaml with chosen content', needs: ['git'], tool: 'git_log', args: () => ({ output: aclFile, format: 'default_effect: allow', revision_range: 'HEAD~1..HEAD' }) },
  { name: 'git log --output writes a git config file (core.fsmonitor)', needs: ['git'], tool: 'git_log', args: ({ marker }) => ({ output: marker, format: '[core]%n%x09fsmonitor = touch /tmp/x' }) },
  { name: 'git show --output overwrites a file', needs: ['git'], tool: 'git_show', args: ({ target }) => ({ output: target }) },
  { name: 'git diff --output empties a file', needs: ['git'], tool: 'git_diff', args: ({ target }) => ({ output: target, path: ['no-such-path'] }) },
  { name: 'git log --ext-diff runs the configured diff program', needs: ['git'], tool: 'git_log', args: () => ({ ext_diff: true, revision_range: 'HEAD~1..HEAD' }) },
  { name: 'git diff --textconv runs a filter program', needs: ['git'], tool: 'git_diff', args: () => ({ textconv: true, path: ['.'] }) },
  { name: 'git cat-file --filters runs a filter program', needs: ['git'], tool: 'git_cat-file', args: () => ({ filters: true, type: 'blob', object: 'HEAD:README.md' }) },
  { name: 'git grep --open-files-in-pager runs a program', needs: ['git'], tool: 'git_grep', args: ({ marker }) => ({ open_files_in_pager: `touch ${marker}`, pattern: 'svc' }) },
  { name: 'git -c core.pager= runs a program', needs: ['git'], tool: 'git', args: ({ marker }) => ({ c: `core.pager=touch ${marker}` }) },
  { name: 'an option smuggled in an operand (--output=)', needs: ['git'], tool: 'git_log', args: ({ target }) => ({ revision_range: `--output=${target}` }) },
  { name: 'env COMMAND runs a program', needs: ['env'], tool: 'env', args: ({ marker }) => ({ command: 'touch', arg: [marker] }) },
  { name: 'rg --pre runs a program', needs: ['rg'], tool: 'rg', args: ({ target }) => ({ pre: '/usr/bin/touch', pattern: 'x', path: [target] }) },
  { name: 'sort -o overwrites a file', needs: ['sort'], tool: 'sort', args: ({ target }) => ({ output: target, file: [target] }) },
  { name: 'sort --compress-program runs a program', needs: ['sort'], tool: 'sort', args: ({ marker }) => ({ compress_program: 'touch', output: marker }) },
  { name: 'find -exec runs a program', needs: ['find'], tool: 'find', args: ({ marker }) => ({ expression: [{ exec: ['touch', marker] }] }) },
  { name: 'find -delete deletes files', needs: ['find'], tool: 'find', args: () => ({ expression: [{ delete: true }] }) },
  { name: 'tar --to-command runs a program', needs: ['tar'], tool: 'tar', args: ({ marker }) => ({ to_command: `touch ${marker}` }) },
  { name: 'tar --checkpoint-action runs a program', needs: ['tar'], tool: 'tar', args: ({ marker }) => ({ checkpoint_action: `exec=touch ${marker}` }) },
];

/** What each attack's refusal says, reduced to the rule that answered. */
function refusalKind(text: string): string {
  return text.includes('is refused: it runs a program')
    ? 'exec parameter refused'
    : text.includes('needs approval because the call sets')
      ? 'write parameter needs approval (nobody to ask)'
      : /is denied for caller .*(default_effect is deny|by rule)/.test(text)
        ? 'module not allowed by the generated ACL'
        : text.includes('would read it as an option')
          ? 'option-like value refused'
          : text.includes('outside the directories this session may work in')
            ? 'path outside the roots refused'
            : `other: ${text.slice(0, 160)}`;
}

/** Why `attack` cannot be expressed after this scan (no such tool, or no such parameter), or undefined. */
function notExpressible(attack: Attack, args: Record<string, unknown>): string | undefined {
  const binding = bindings.get(attack.tool);
  if (!binding) return `the scan produced no tool ${attack.tool}`;
  const unbound = Object.keys(args).filter((name) => !(name in binding.input_schema.properties));
  return unbound.length > 0 ? `the scan bound no parameter ${unbound.join(', ')} on ${attack.tool}` : undefined;
}

describe.each([
  ['current SDK client', (url: string) => connectCurrent({ kind: 'http', url })],
  ['v1 SDK client', (url: string) => connectV1({ kind: 'http', url })],
] as const)('issue 7 attacks through the default generated ACL (%s, client cannot ask its user)', (clientName, connect) => {
  let client: TestClient;
  const how = new Map<string, number>();
  let tried = 0;
  let blocked = 0;
  beforeAll(async () => {
    client = await connect(running.mcpUrl);
  });
  afterAll(async () => {
    await client?.close();
    console.log(`issue 7 attacks (${clientName}): ${tried} tried, ${blocked} blocked — ${[...how].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  });

  for (const [index, attack] of ATTACKS.entries()) {
    // A missing program is known at collection: the attack is reported skipped (the reason is
    // printed at the top of the file), never counted as blocked.
    it.skipIf(attack.needs.some((program) => missing.includes(program)))(`blocks: ${attack.name}`, async (ctx) => {
      const marker = join(work, `marker-${index}-${Math.random().toString(36).slice(2)}`);
      const target = join(work, `target-${index}.txt`);
      const args = attack.args({ marker, target });
      const why = notExpressible(attack, args);
      if (why) skipBecause(ctx, `attack "${attack.name}": ${why}; not expressible`);
      const aclBefore = await readFile(aclFile, 'utf8');
      await writeFile(target, precious);
      tried++;
      const result = await client.callTool(attack.tool, args);
      const payload = payloadOf(result);
      expect(result.isError, attack.name).toBe(true);
      expect(payload.exit_code, attack.name).toBe(-1);
      expect(existsSync(marker), `${attack.name}: marker created`).toBe(false);
      expect(await readFile(target, 'utf8'), `${attack.name}: target changed`).toBe(precious);
      expect(await readFile(aclFile, 'utf8'), `${attack.name}: acl.yaml changed`).toBe(aclBefore);
      expect(existsSync(join(home, '.gitconfig')), `${attack.name}: ~/.gitconfig written`).toBe(false);
      const lines = (await readAudit(auditFile)).filter((line) => line.trace_id === payload.trace_id);
      expect(lines, attack.name).toHaveLength(1);
      expect(['denied', 'refused'], attack.name).toContain(lines[0]!.status);
      const kind = refusalKind(String(payload.ai_guidance));
      expect(kind, attack.name).not.toMatch(/^other/);
      blocked++;
      how.set(kind, (how.get(kind) ?? 0) + 1);
    });
  }

  it.skipIf(missing.length > 0)('the useful side runs with no question: git log/status/diff/show, ls, rg, grep -n, jq', async () => {
    const file = join(work, 'data.json');
    await writeFile(file, '{"svc": 1}\n');
    const calls: Array<[string, Record<string, unknown>, RegExp]> = [
      ['git_log', { oneline: true, revision_range: 'HEAD~2..HEAD' }, /^[0-9a-f]{7,} /],
      ['git_status', { short: true }, /^/],
      ['git_diff', { stat: '80', path: ['.'] }, /^/],
      ['git_show', { name_only: true, object: ['HEAD'] }, /^commit [0-9a-f]{40}/],
      ['ls', { l: true, file: [work] }, /data\.json/],
      // rg prints plain matches: svc adds no JSON flag the call did not ask for (and rg's --json is an event stream anyway).
      ['rg', { line_number: true, pattern: 'svc', path: [file] }, /^1:\{"svc": 1\}\n$/],
      ['grep', { line_number: true, patterns: 'svc', file: [file] }, /^1:\{"svc": 1\}\n$/],
      ['jq', { jq_filter: '.svc', file: [file] }, /^1\n$/],
    ];
    for (const [tool, args, stdout] of calls) {
      const result = await client.callTool(tool, args);
      const payload = payloadOf(result);
      expect(result.isError, `${tool}: ${payload.ai_guidance}`).toBe(false);
      expect(payload.stdout, tool).toMatch(stdout);
      const [line] = (await readAudit(auditFile)).filter((l) => l.trace_id === payload.trace_id);
      expect(line, tool).toMatchObject({ status: 'success', decision: 'allow' });
    }
  });
});
