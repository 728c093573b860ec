import { createLogger } from '../log/index.js';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Binding } from '../bindings/types.js';
import { defaultConfig, type SvcConfig } from '../config/index.js';
import { readAclFile } from '../govern/acl-file.js';
import { createAclSource } from '../govern/acl-source.js';
import { writeFileAtomic } from '../shared/atomic-write.js';
import type { AclDocument } from '../govern/acl-types.js';
import type { ApprovalRequest } from '../govern/approval.js';
import { createAuditLog, inputHash } from '../govern/audit.js';
import { FIXTURE_PROGRAMS_DIR, materializeFixtureBindings, type FixtureBindings } from '../../test/fixtures/bindings/load.js';
import { createToolRuntime, type ToolRuntimeOptions } from './invoke.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const P = FIXTURE_PROGRAMS_DIR;

let fx: FixtureBindings;
let acl: AclDocument;
let config: SvcConfig;
let repo: string;
const bin = (alias: string) => fx.bindings.find((b) => b.alias === alias)!.target.binary;

beforeAll(async () => {
  fx = await materializeFixtureBindings();
  acl = await readAclFile(fx.aclFile);
  // The pipeline's governance and guidance, unconfined; the sandboxed pipeline has its own tests (test/sandbox/).
  config = { ...defaultConfig({ HOME: fx.root }), audit_log: join(fx.root, 'audit.jsonl'), default_timeout: 10, sandbox: 'off' };
  repo = await mkdtemp(join(tmpdir(), 'svc-invoke-repo-'));
  execFileSync('git', ['init', '-q', repo]);
  await writeFile(join(repo, 'untracked.txt'), 'hello needle\nother line\n');
});

function runtime(over: Partial<ToolRuntimeOptions> = {}) {
  const auditFile = join(fx.root, `audit-${Math.random().toString(36).slice(2)}.jsonl`);
  const audit = createAuditLog({ file: auditFile });
  const rt = createToolRuntime({ bindings: fx.bindings, config, acl, aclFile: fx.aclFile, audit, cwd: repo, ...over });
  const lines = async () => (await readFile(auditFile, 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  return { rt, auditFile, lines };
}

describe('createToolRuntime: success path', () => {
  it('runs echo and returns the payload; the audit line has every field', async () => {
    const { rt, lines, auditFile } = runtime();
    const result = await rt.invoke('echo', { words: ['hello', 'world'] }, { caller: 'stdio' });
    expect(result.isError).toBe(false);
    expect(Object.keys(result.payload).sort()).toEqual(['duration_ms', 'exit_code', 'sandbox', 'stderr', 'stdout', 'trace_id']);
    expect(result.payload.sandbox).toEqual({ mechanism: 'none', writable: [repo], network: true });
    expect(result.payload).toMatchObject({ stdout: 'hello world\n', stderr: '', exit_code: 0 });
    expect(result.payload.trace_id).toMatch(UUID);
    const [line] = await lines();
    expect(Object.keys(line!)).toEqual(['timestamp', 'user', 'module_id', 'input_hash', 'status', 'exit_code', 'duration_ms', 'trace_id', 'caller', 'decision', 'acl_rule', 'sandbox', 'argv_hash']);
    const salt = (await readFile(join(fx.root, 'audit.salt'), 'utf8')).trim();
    expect(line).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      user: userInfo().username,
      module_id: 'cli.echo',
      input_hash: inputHash({ words: ['hello', 'world'] }, salt),
      status: 'success',
      exit_code: 0,
      duration_ms: result.payload.duration_ms,
      trace_id: result.payload.trace_id,
      caller: 'stdio',
      decision: 'allow',
      acl_rule: 2,
      sandbox: { mechanism: 'none', writable: [repo], network: true },
      argv_hash: inputHash([bin('echo'), 'hello', 'world'], salt),
    });
    expect(await readFile(auditFile, 'utf8')).not.toContain('hello');
  });

  it('uses the given trace id', async () => {
    const { rt } = runtime();
    const result = await rt.invoke('echo', { words: ['x'] }, { caller: 'c', traceId: 'trace-123' });
    expect(result.payload.trace_id).toBe('trace-123');
  });

  it('runs git status and grep in the working directory, ps with comma lists', async () => {
    const { rt } = runtime();
    const status = await rt.invoke('git_status', { porcelain: true }, { caller: 'stdio' });
    expect(status.payload).toMatchObject({ stdout: '?? untracked.txt\n', exit_code: 0 });
    const grep = await rt.invoke('grep', { line_number: true, pattern: 'needle', files: ['untracked.txt'] }, { caller: 'stdio' });
    expect(grep.payload.stdout).toBe('1:hello needle\n');
    const ps = await rt.invoke('ps', { format: ['pid', 'comm'], pid: [String(process.pid)], no_headers: true }, { caller: 'stdio' });
    expect(ps.payload.stdout.trim().split(/\s+/)[0]).toBe(String(process.pid));
  });

  it('gives the output the call asked for: JSON only when the call sets the JSON flag', async () => {
    const { rt } = runtime();
    // The fixture's output schema does not require json_output (as a scan's does not): nothing is added.
    const asked = await rt.invoke('jsonout', { name: 'bob' }, { caller: 'stdio' });
    expect(asked.payload.stdout).toBe('hello bob\n');
    expect(asked.payload).not.toHaveProperty('json_output');
    const json = await rt.invoke('jsonout', { name: 'bob', json: true }, { caller: 'stdio' });
    expect(json.payload.json_output).toEqual({ greeting: 'hello', name: 'bob' });
    expect(json.payload.stdout).toBe('{"greeting":"hello","name":"bob"}\n');
  });

  it('adds the JSON-output flag under json_output_preference when the output schema requires json_output, and parses it', async () => {
    const requiring = fx.bindings.map((b) => (b.alias === 'jsonout' ? { ...b, output_schema: { ...b.output_schema, required: ['stdout', 'stderr', 'exit_code', 'json_output'] } } : b));
    const { rt } = runtime({ bindings: requiring });
    const preferred = await rt.invoke('jsonout', { name: 'bob' }, { caller: 'stdio' });
    expect(preferred.payload.json_output).toEqual({ greeting: 'hello', name: 'bob' });
    expect(preferred.payload.stdout).toBe('{"greeting":"hello","name":"bob"}\n');
    const explicitOff = await rt.invoke('jsonout', { name: 'bob', json: false }, { caller: 'stdio' });
    expect(explicitOff.payload.stdout).toBe('hello bob\n');
    expect(explicitOff.payload).not.toHaveProperty('json_output');
    const { rt: noPref } = runtime({ bindings: requiring, config: { ...config, json_output_preference: false } });
    const plain = await noPref.invoke('jsonout', { name: 'bob' }, { caller: 'stdio' });
    expect(plain.payload.stdout).toBe('hello bob\n');
    expect(plain.payload).not.toHaveProperty('json_output');
    const used = await noPref.invoke('jsonout', { name: 'ann', json: true }, { caller: 'stdio' });
    expect(used.payload.json_output).toEqual({ greeting: 'hello', name: 'ann' });
  });

  it('flags truncated output', async () => {
    const { rt } = runtime();
    const result = await rt.invoke('flood', { bytes: 2_000_000 }, { caller: 'stdio' });
    expect(result.isError).toBe(false);
    expect(result.payload.truncated).toBe(true);
    expect(result.payload.stdout.length).toBe(1024 * 1024);
  });
});

describe('createToolRuntime: guidance for every failure', () => {
  it('unknown tool', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('nope', {}, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload).toMatchObject({
      stdout: '', stderr: '', exit_code: -1,
      ai_guidance: 'There is no tool named "nope". List the tools with tools/list and retry with one of their names.',
    });
    expect(await lines()).toMatchObject([{ module_id: '', status: 'unknown_tool', exit_code: -1, decision: 'none', acl_rule: null }]);
  });

  it('invalid arguments, before anything runs', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('ls', { long: 'yes', bogus: 1 }, { caller: 'stdio' });
    expect(result.payload.ai_guidance).toBe(
      "The arguments do not match the input schema of ls: (root) must NOT have additional properties; /long must be boolean. Unknown parameter: bogus; ls accepts long, all, one_per_line, sort, hide, paths. Nothing was run. Fix the arguments to match the tool's inputSchema and retry.",
    );
    expect(result.payload.exit_code).toBe(-1);
    expect(await lines()).toMatchObject([{ module_id: 'cli.ls', status: 'invalid', decision: 'none' }]);
  });

  it('shell metacharacters, naming the parameter; allowed per tool when configured', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('echo', { words: ['hi; rm -rf ~ | cat'] }, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload.ai_guidance).toBe(
      'Remove shell metacharacters from the parameter "words" (found: ; |) and retry. svc passes each value to the program directly, so no quoting or escaping is needed; values may not contain ; | & $ ` < > ( ).',
    );
    expect(await lines()).toMatchObject([{ status: 'refused', exit_code: -1 }]);
    const { rt: relaxed } = runtime({ allowShellMetacharacters: (id) => id === 'cli.echo' });
    expect((await relaxed.invoke('echo', { words: ['a;b', '$(id)'] }, { caller: 'stdio' })).payload.stdout).toBe('a;b $(id)\n');
  });

  it('option injection and line breaks are refused naming the parameter', async () => {
    const { rt } = runtime({ allowShellMetacharacters: () => true });
    expect((await rt.invoke('ls', { paths: ['-la'] }, { caller: 'stdio' })).payload.ai_guidance).toBe(
      'The parameter "paths" starts with "-", so the program would read it as an option. Pass options only through their own parameters; for a file name that starts with "-", prefix it with "./" and retry.',
    );
    expect((await rt.invoke('echo', { words: ['a\nb'] }, { caller: 'stdio' })).payload.ai_guidance).toBe(
      'The parameter "words" contains a NUL byte or a line break, which svc never passes to a program. Remove it and retry.',
    );
  });

  it('program not installed', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('missing-program', {}, { caller: 'stdio' });
    expect(result.payload).toMatchObject({
      exit_code: -1,
      ai_guidance: `The program "missing-program" is not installed (nothing at ${P}/missing-program). Install missing-program and retry.`,
    });
    expect(await lines()).toMatchObject([{ status: 'not_found', exit_code: -1, decision: 'allow' }]);
  });

  it('permission denied', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('not-executable', {}, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload.ai_guidance).toBe(
      `Permission denied when running ${P}/not-executable.sh. Check the file permissions (the program must be executable by the user running svc) or run svc with suitable privileges, then retry.`,
    );
    expect(await lines()).toMatchObject([{ status: 'permission_denied', exit_code: -1 }]);
  });

  // ls on an unreadable directory: a chmod-000 directory for a normal user; root reads those, but
  // not /proc/1/map_files in a container. Probed first, so the test never pretends.
  const lockedDir = join(tmpdir(), `svc-unreadable-${process.pid}`);
  afterAll(() => rm(lockedDir, { recursive: true, force: true }));
  const unreadable = (() => {
    const candidates = [lockedDir, '/proc/1/map_files'];
    try {
      execFileSync('mkdir', ['-p', candidates[0]!]);
      execFileSync('chmod', ['000', candidates[0]!]);
    } catch {
      /* only the second candidate then */
    }
    for (const dir of candidates) {
      try {
        execFileSync('ls', [dir], { stdio: ['ignore', 'ignore', 'pipe'] });
      } catch (error) {
        if (/Permission denied/.test(String((error as { stderr?: Buffer }).stderr))) return dir;
      }
    }
    console.warn('skipping the program-reported permission test: no directory here makes ls fail with "Permission denied"');
    return undefined;
  })();

  it.skipIf(unreadable === undefined)('permission denied reported by the program itself: non-zero exit guidance plus permission advice', async () => {
    // The directory lies outside the call's root (the repository); the operator lets ls name it.
    const { rt, lines } = runtime({ config: { ...config, allow_paths_outside_roots: ['cli.ls'] } });
    const result = await rt.invoke('ls', { paths: [unreadable!] }, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    const stderr = result.payload.stderr;
    expect(stderr).toContain('Permission denied');
    expect(result.payload.ai_guidance).toBe(
      `The command ${bin('ls')} ${unreadable} exited with code ${result.payload.exit_code}. First 200 characters of stderr: ${stderr.slice(0, 200)}` +
        'The program reported a permission problem: check the file permissions of the paths it was given, or run svc with suitable privileges, then retry.' +
        ` It ran in ${repo}.`,
    );
    expect(await lines()).toMatchObject([{ status: 'error', exit_code: result.payload.exit_code }]);
  });

  it('non-zero exit: the command, the exit code and the first 200 characters of stderr', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('exit3', { input: 'data.csv' }, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload).toMatchObject({ stdout: 'partial output\n', exit_code: 3 });
    expect(result.payload.ai_guidance).toBe(
      `The command ${P}/exit3.sh data.csv exited with code 3. First 200 characters of stderr: exit3: cannot process data.csv: the operation failed on purpose\n It ran in ${repo}.`,
    );
    const long = 'w'.repeat(300);
    const cut = await rt.invoke('exit3', { input: long }, { caller: 'stdio' });
    const stderr = `exit3: cannot process ${long}: the operation failed on purpose\n`;
    expect(cut.payload.stderr).toBe(stderr);
    expect(cut.payload.ai_guidance).toBe(`The command ${P}/exit3.sh ${long} exited with code 3. First 200 characters of stderr: ${stderr.slice(0, 200)} It ran in ${repo}.`);
    expect((await lines()).map((l) => [l.status, l.exit_code])).toEqual([['error', 3], ['error', 3]]);
  });

  it('timeout: the process group is killed and the guidance names the timeout settings', async () => {
    const { rt, lines } = runtime({ config: { ...config, default_timeout: 1 }, killGraceMs: 200 });
    const result = await rt.invoke('sleeper', { seconds: 5 }, { caller: 'stdio' });
    expect(result.isError).toBe(true);
    expect(result.payload.exit_code).toBe(143);
    expect(result.payload.duration_ms).toBeGreaterThanOrEqual(1000);
    expect(result.payload.duration_ms).toBeLessThan(4000);
    expect(result.payload.ai_guidance).toBe(
      `The command ${P}/sleeper.sh 5 did not finish within 1 seconds and was stopped. Retry with simpler arguments (a narrower path, fewer items, a smaller limit), or ask the operator for a larger timeout (default_timeout in ~/.svc/config.yaml or the SVC_TIMEOUT environment variable). It ran in ${repo}.`,
    );
    expect(await lines()).toMatchObject([{ status: 'timeout', exit_code: 143 }]);
  });

  it('ACL default deny points at the ACL file', async () => {
    const { rt, lines } = runtime();
    const result = await rt.invoke('touch', { files: ['x'] }, { caller: 'stdio' });
    expect(result.payload.ai_guidance).toBe(
      `Calling cli.touch is denied for caller "stdio": no rule in ${fx.aclFile} matches it, and default_effect is deny. This is fixed by editing the ACL file: add a rule with targets [cli.touch] and effect allow to ${fx.aclFile}. Do not retry until the operator has done so.`,
    );
    expect(existsSync(join(repo, 'x'))).toBe(false);
    expect(await lines()).toMatchObject([{ module_id: 'cli.touch', status: 'denied', exit_code: -1, decision: 'deny', acl_rule: null }]);
  });

  it('ACL file missing: the default deny says the file does not exist and how it is made', async () => {
    const missing = join(fx.root, 'no-such-dir', 'acl.yaml');
    const { rt, lines } = runtime({ acl: createAclSource(missing), aclFile: missing });
    const result = await rt.invoke('ls', {}, { caller: 'stdio' });
    expect(result.payload.ai_guidance).toBe(
      `Calling cli.ls is denied for caller "stdio": the ACL file ${missing} does not exist, so every call falls under the default deny. This is fixed by creating the ACL file (\`svc scan\` writes one) with a rule with targets [cli.ls] and effect allow. Do not retry until the operator has done so.`,
    );
    expect(await lines()).toMatchObject([{ module_id: 'cli.ls', status: 'denied', decision: 'deny', acl_rule: null }]);
  });

  it('ACL deny rule names the rule; callers and order apply; the ACL is read on every call', async () => {
    let current: AclDocument = {
      default_effect: 'deny',
      rules: [
        { callers: ['trusted'], targets: ['cli.*'], effect: 'allow', description: 'trusted may do anything' },
        { callers: ['*'], targets: ['cli.e*'], effect: 'deny', description: 'no echo' },
      ],
    };
    const { rt, lines } = runtime({ acl: () => current });
    expect((await rt.invoke('echo', { words: ['a'] }, { caller: 'trusted' })).isError).toBe(false);
    const denied = await rt.invoke('echo', { words: ['a'] }, { caller: 'other' });
    expect(denied.payload.ai_guidance).toBe(
      `Calling cli.echo is denied for caller "other" by rule 2 ("no echo") in ${fx.aclFile}. This is fixed by editing the ACL file: change that rule or add an allow rule for cli.echo above it. Do not retry until the operator has done so.`,
    );
    current = { default_effect: 'allow', rules: [] };
    expect((await rt.invoke('echo', { words: ['a'] }, { caller: 'other' })).isError).toBe(false);
    expect((await lines()).map((l) => [l.caller, l.decision, l.acl_rule])).toEqual([['trusted', 'allow', 0], ['other', 'deny', 1], ['other', 'allow', null]]);
  });
});

describe('createToolRuntime: ACL file edited while serving', () => {
  it('applies edits on the next call and denies everything while the file is malformed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-acl-live-'));
    const file = join(dir, 'acl.yaml');
    const allow = 'default_effect: deny\nrules:\n  - callers: ["*"]\n    targets: [cli.echo]\n    effect: allow\n    description: echo\n';
    await writeFileAtomic(file, allow);
    const rt = createToolRuntime({ bindings: fx.bindings, config, aclFile: file, acl: createAclSource(file, { initial: await readAclFile(file) }) });
    expect((await rt.invoke('echo', { words: ['a'] }, { caller: 'c' })).isError).toBe(false);
    await writeFileAtomic(file, 'default_effect: deny\nrules: {}\n');
    const broken = await rt.invoke('echo', { words: ['a'] }, { caller: 'c' });
    expect(broken.payload.ai_guidance).toBe(
      `The access-control file ${file} cannot be used (${file}:2: rules must be a list), so every call is denied. This is fixed by editing the ACL file; do not retry until the operator has done so.`,
    );
    await writeFileAtomic(file, 'default_effect: deny\nrules: []\n');
    expect((await rt.invoke('echo', { words: ['a'] }, { caller: 'c' })).payload.ai_guidance).toContain('no rule in');
    await writeFileAtomic(file, allow);
    expect((await rt.invoke('echo', { words: ['a'] }, { caller: 'c' })).payload.stdout).toBe('a\n');
  });
});

describe('createToolRuntime: approval', () => {
  async function cleanRepo() {
    const dir = await mkdtemp(join(tmpdir(), 'svc-clean-'));
    execFileSync('git', ['init', '-q', dir]);
    await writeFile(join(dir, 'junk.tmp'), 'x');
    return dir;
  }

  it('a require_approval rule with no handler is denied as unsupported', async () => {
    const dir = await cleanRepo();
    const { rt, lines } = runtime({ cwd: dir });
    const result = await rt.invoke('git_clean', { force: true }, { caller: 'stdio' });
    expect(result.payload.ai_guidance).toBe(
      `Calling cli.git.clean needs approval because rule 2 ("Destructive commands need approval") requires approval and the call passes -f, and nobody could be asked to approve it (svc serve runs without --approval elicit, the MCP client does not support elicitation, or the call came from the explorer, which cannot ask); the command ${bin('git_clean')} clean -f was not run. Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, or the operator can change the rule in ${fx.aclFile}.`,
    );
    expect(existsSync(join(dir, 'junk.tmp'))).toBe(true);
    expect(await lines()).toMatchObject([{ status: 'denied', decision: 'unsupported', acl_rule: 1 }]);
  });

  it('declined and cancelled deny; approved runs; the handler sees the exact argv and the reason', async () => {
    const dir = await cleanRepo();
    const seen: ApprovalRequest[] = [];
    const { rt, lines } = runtime({ cwd: dir, approvalHandler: async () => 'approved' });
    const declined = await rt.invoke('git_clean', { force: true }, { caller: 'alice', approve: async (r) => (seen.push(r), 'declined') });
    expect(declined.payload.ai_guidance).toContain(', and the user declined it; the command ');
    const cancelled = await rt.invoke('git_clean', { force: true }, { caller: 'alice', approve: async () => 'cancelled' });
    expect(cancelled.payload.ai_guidance).toContain(', and the user cancelled the request; ');
    expect(existsSync(join(dir, 'junk.tmp'))).toBe(true);
    const approved = await rt.invoke('git_clean', { force: true }, { caller: 'alice', approve: async (r) => (seen.push(r), 'approved') });
    expect(approved.isError).toBe(false);
    expect(approved.payload.stdout).toBe('Removing junk.tmp\n');
    expect(existsSync(join(dir, 'junk.tmp'))).toBe(false);
    expect(seen[0]).toEqual({
      alias: 'git_clean', moduleId: 'cli.git.clean', argv: [bin('git_clean'), 'clean', '-f'],
      reason: 'rule 2 ("Destructive commands need approval") requires approval and the call passes -f', caller: 'alice', workingDirectory: dir,
    });
    expect((await lines()).map((l) => [l.status, l.decision])).toEqual([['denied', 'declined'], ['denied', 'cancelled'], ['success', 'approved']]);
  });

  it('the runtime handler applies when the call brings none; a throwing handler denies', async () => {
    const dir = await cleanRepo();
    const { rt } = runtime({ cwd: dir, approvalHandler: async () => 'approved' });
    expect((await rt.invoke('git_clean', { dry_run: true }, { caller: 'x' })).payload.stdout).toBe('Would remove junk.tmp\n');
    const threw = await rt.invoke('git_clean', { dry_run: true }, { caller: 'x', approve: async () => { throw new Error('client went away'); } });
    expect(threw.payload.ai_guidance).toContain('nobody could be asked');
  });

  it('a boosting flag passed in the call needs approval even where the rule allows', async () => {
    const asked: string[] = [];
    const { rt, lines } = runtime();
    const plain = await rt.invoke('ls', { one_per_line: true }, { caller: 'stdio', approve: async (r) => (asked.push(r.reason), 'declined') });
    expect(plain.payload.stdout).toBe('untracked.txt\n');
    expect(asked).toEqual([]);
    const boosted = await rt.invoke('ls', { all: true, one_per_line: true }, { caller: 'stdio', approve: async (r) => (asked.push(r.reason), 'declined') });
    expect(boosted.isError).toBe(true);
    expect(boosted.payload.ai_guidance).toBe(
      `Calling cli.ls needs approval because the call passes --all, and the user declined it; the command ${bin('ls')} --all -1 was not run. Do not retry the same call unless the user asks for it; a call without the flags that need approval may be allowed, or the operator can change the rule in ${fx.aclFile}.`,
    );
    const approved = await rt.invoke('ls', { all: true, one_per_line: true }, { caller: 'stdio', approve: async () => 'approved' });
    expect(approved.payload.stdout).toBe('.\n..\n.git\nuntracked.txt\n');
    expect(asked).toEqual(['the call passes --all']);
    expect((await lines()).map((l) => l.decision)).toEqual(['allow', 'declined', 'approved']);
  });

  it('a plain deny rule never asks', async () => {
    let asked = false;
    const { rt } = runtime();
    await rt.invoke('touch', { files: ['y'] }, { caller: 'stdio', approve: async () => ((asked = true), 'approved') });
    expect(asked).toBe(false);
    expect(existsSync(join(repo, 'y'))).toBe(false);
  });

  it('sensitive values are kept out of the non-zero-exit guidance and the log, even when the program echoes them', async () => {
    const ls = fx.bindings.find((b) => b.alias === 'ls')!;
    const secretLs: Binding = {
      ...ls, alias: 'secret_ls', module_id: 'cli.secret-ls',
      input_schema: { ...ls.input_schema, properties: { ...ls.input_schema.properties, paths: { ...ls.input_schema.properties.paths!, 'x-cli-sensitive': true } } },
    };
    const logged: string[] = [];
    const log = createLogger({ level: 'trace', destination: { write: (line: string) => void logged.push(line) } });
    const rt = createToolRuntime({
      bindings: [secretLs], config, aclFile: fx.aclFile, log,
      acl: { default_effect: 'deny', rules: [{ callers: ['*'], targets: ['cli.secret-ls'], effect: 'allow', description: 'ok' }] },
    });
    const secret = 'hunter2-no-such-file';
    const result = await rt.invoke('secret_ls', { paths: [secret] }, { caller: 'c' });
    expect(result.isError).toBe(true);
    expect(result.payload.stderr).toContain(secret);
    expect(result.payload.ai_guidance).toBe(
      `The command ${ls.target.binary} '[REDACTED]' exited with code ${result.payload.exit_code}. First 200 characters of stderr: ${result.payload.stderr.split(secret).join('[REDACTED]').slice(0, 200)} It ran in ${process.cwd()}.`,
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('')).not.toContain('hunter2');
  });

  it('sensitive values are masked in the approval argv', async () => {
    const echo = fx.bindings.find((b) => b.alias === 'echo')!;
    const secretEcho: Binding = {
      ...echo, alias: 'secret_echo', module_id: 'cli.secret-echo',
      input_schema: { ...echo.input_schema, properties: { ...echo.input_schema.properties, token: { type: 'string', 'x-cli-kind': 'positional', 'x-cli-position': 1, 'x-cli-sensitive': true } } },
    };
    const seen: string[][] = [];
    const rt = createToolRuntime({
      bindings: [secretEcho], config, aclFile: fx.aclFile,
      acl: { default_effect: 'deny', rules: [{ callers: ['*'], targets: ['cli.secret-echo'], effect: 'deny', description: 'ask', conditions: { require_approval: true } }] },
    });
    const result = await rt.invoke('secret_echo', { words: ['x'], token: 'hunter2' }, { caller: 'c', approve: async (r) => (seen.push(r.argv), 'approved') });
    expect(seen).toEqual([[echo.target.binary, 'x', '[REDACTED]']]);
    expect(result.payload.stdout).toBe('x hunter2\n');
  });
});

describe('createToolRuntime: concurrency', () => {
  it('20 concurrent calls each get their own result and their own audit line', async () => {
    const { rt, lines } = runtime();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => rt.invoke('echo', { words: [`call-${i}`] }, { caller: `client-${i}` })));
    results.forEach((result, i) => expect(result.payload.stdout).toBe(`call-${i}\n`));
    expect(new Set(results.map((r) => r.payload.trace_id)).size).toBe(20);
    const audit = await lines();
    expect(audit).toHaveLength(20);
    expect(new Set(audit.map((l) => `${l.caller} ${l.trace_id}`))).toEqual(new Set(results.map((r, i) => `client-${i} ${r.payload.trace_id}`)));
  });
});

describe('createToolRuntime: audit failures never fail the call', () => {
  it('an audit path that is a directory still returns the result', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-audit-dir-'));
    await mkdir(join(dir, 'audit.jsonl'));
    const rt = createToolRuntime({ bindings: fx.bindings, config, acl, aclFile: fx.aclFile, audit: createAuditLog({ file: join(dir, 'audit.jsonl') }) });
    const result = await rt.invoke('echo', { words: ['still', 'works'] }, { caller: 'stdio' });
    expect(result).toMatchObject({ isError: false, payload: { stdout: 'still works\n', exit_code: 0 } });
  });
});

describe('createToolRuntime: globs in path operands (expand-globs.ts)', () => {
  it('expands *.txt in ls paths before placement; no_glob_expansion passes it on as given', async () => {
    const { rt } = runtime();
    const expanded = await rt.invoke('ls', { paths: ['*.txt'] }, { caller: 'stdio' });
    expect(expanded.isError, JSON.stringify(expanded.payload)).toBe(false);
    expect(expanded.payload.stdout).toBe('untracked.txt\n');
    const refused = await rt.invoke('ls', { paths: ['*.nothing'] }, { caller: 'stdio' });
    expect(refused.isError).toBe(true);
    expect(refused.payload.ai_guidance).toMatch(new RegExp(`^No file matches \\*\\.nothing in ${repo}\\. Nothing was run\\.`));
    const { rt: off } = runtime({ config: { ...config, no_glob_expansion: ['cli.ls'] } });
    const literal = await off.invoke('ls', { paths: ['*.txt'] }, { caller: 'stdio' });
    expect(literal.isError).toBe(true);
    expect(literal.payload.stderr).toContain('*.txt');
  });
});
