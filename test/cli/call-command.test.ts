/**
 * `svc call` (issue 34) with real programs: the fixture bindings, an ACL of the test's own, the
 * real `svc` command spawned, and a real pseudo-terminal (util-linux `script`) for the prompt.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputHash } from '../../src/govern/audit.js';
import { writeBinding } from '../../src/bindings/store.js';
import { materializeFixtureBindings, type FixtureBindings } from '../fixtures/bindings/load.js';
import { findBinding } from '../support/find-binding.js';
import { SVC_BIN } from '../support/paths.js';

const hasScript = spawnSync('sh', ['-c', 'command -v script']).status === 0;
const hasBwrap = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0;
const hasFind = existsSync('/usr/bin/find');

let fx: FixtureBindings;
let work: string;
let env: Record<string, string>;
let auditFile: string;

const ACL = `default_effect: deny
rules:
  - callers: ["cli"]
    targets: [cli.echo, cli.exit3, cli.ls]
    effect: allow
    description: Reads and test programs
  - callers: ["cli"]
    targets: [cli.touch]
    effect: deny
    description: Creating files needs approval
    conditions:
      require_approval: true
`;

beforeAll(async () => {
  fx = await materializeFixtureBindings({ only: ['cli.echo', 'cli.exit3', 'cli.ls', 'cli.touch', 'cli.rm'] });
  const root = await realpath(fx.root);
  work = join(root, 'work');
  await mkdir(work);
  await writeFile(join(root, 'call-acl.yaml'), ACL);
  auditFile = join(root, 'audit.jsonl');
  env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root, SVC_MODULES_DIR: fx.modulesDir, SVC_ACL_FILE: join(root, 'call-acl.yaml'),
    SVC_AUDIT_LOG: auditFile, SVC_SANDBOX: 'off', SVC_CACHE_DIR: join(root, 'cache'),
  };
});

function svcCall(args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SVC_BIN, 'call', ...args], { cwd: work, env: { ...env, ...extraEnv }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const audit = async () => (await readFile(auditFile, 'utf8').catch(() => '')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, any>);

describe('svc call', () => {
  it('runs an allowed tool: exit 0, the output as a model sees it, audited as caller cli', async () => {
    const run = svcCall(['echo', '--arg', 'words=hello', '--arg', 'words=shell', '--root', work]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [output, facts] = run.stdout.split('\n').filter(Boolean);
    expect(output).toBe('hello shell');
    expect(JSON.parse(facts!)).toMatchObject({ exit_code: 0 });
    const line = (await audit()).at(-1)!;
    expect(line).toMatchObject({ module_id: 'cli.echo', caller: 'cli', status: 'success', decision: 'allow', acl_rule: 0 });
  });

  it('--format json prints the whole result; --args takes a JSON object', () => {
    const run = svcCall(['echo', '--args', '{"words": ["as", "json"]}', '--format', 'json', '--root', work]);
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as { content: Array<{ type: string; text: string }>; isError: boolean };
    expect(result.isError).toBe(false);
    expect(result.content[0]).toEqual({ type: 'text', text: 'as json\n' });
    expect(JSON.parse(result.content[1]!.text)).toMatchObject({ exit_code: 0 });
  });

  it('a tool that runs and fails exits 1', () => {
    const run = svcCall(['exit3', '--arg', 'input=boom', '--root', work]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('exited with code 3');
    expect(run.stdout).toContain('partial output');
  });

  it('a refusal exits 2: denied by the ACL, approval nobody can give, an unknown tool', async () => {
    const denied = svcCall(['rm', '--arg', 'files=x', '--root', work]);
    expect(denied.code).toBe(2);
    expect(denied.stdout).toMatch(/denied/i);
    // No terminal (stdin is not a TTY): nobody can be asked, so nothing is created.
    const unasked = svcCall(['touch', '--arg', 'files=unasked.txt', '--root', work]);
    expect(unasked.code).toBe(2);
    expect(unasked.stdout).toContain('needs approval');
    expect(existsSync(join(work, 'unasked.txt'))).toBe(false);
    const unknown = svcCall(['no_such_tool', '--root', work]);
    expect(unknown.code).toBe(2);
  });

  it('usage errors exit 2 with a clear message; --yes is refused unless config allows it', () => {
    const bad = svcCall(['echo', '--args', '[1,2]', '--root', work]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--args must be a JSON object');
    const pair = svcCall(['echo', '--arg', 'nonsense', '--root', work]);
    expect(pair.code).toBe(2);
    expect(pair.stderr).toContain('--arg takes name=value');
    const noTool = spawnSync(process.execPath, [SVC_BIN, 'call'], { cwd: work, env, encoding: 'utf8' });
    expect(noTool.status).toBe(2);
    expect(noTool.stderr).toContain("missing required argument 'TOOL'");
    const format = svcCall(['echo', '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('Allowed choices are text, json');
    const yes = svcCall(['touch', '--arg', 'files=yes.txt', '--yes', '--root', work]);
    expect(yes.code).toBe(2);
    expect(yes.stderr).toContain('call_allow_yes: true');
    expect(existsSync(join(work, 'yes.txt'))).toBe(false);
  });

  it('--yes approves when config call_allow_yes is true', async () => {
    const config = join(fx.root, 'config-yes.yaml');
    await writeFile(config, 'call_allow_yes: true\n');
    const run = svcCall(['touch', '--arg', 'files=by-yes.txt', '--yes', '--root', work], { SVC_CONFIG: config });
    expect(run.code).toBe(0);
    expect(existsSync(join(work, 'by-yes.txt'))).toBe(true);
    expect((await audit()).at(-1)).toMatchObject({ module_id: 'cli.touch', decision: 'approved', caller: 'cli' });
  });

  it('--dry-run prints the preview and creates nothing; its argv is what the executed call audits', async () => {
    const dry = svcCall(['touch', '--arg', 'files=dry.txt', '--dry-run', '--format', 'json', '--root', work]);
    expect(dry.code).toBe(0);
    const preview = JSON.parse(dry.stdout) as Record<string, any>;
    expect(preview).toMatchObject({
      tool: 'touch', module_id: 'cli.touch', working_directory: work, decision: 'needs_approval',
      rule: { index: 1, description: 'Creating files needs approval' },
    });
    expect(preview.argv.slice(1)).toEqual(['dry.txt']);
    expect(existsSync(join(work, 'dry.txt'))).toBe(false);
    const text = svcCall(['echo', '--arg', 'words=hi', '--dry-run', '--root', work]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('decision:  allow');
    expect(text.stdout).toContain('rule:      0 (Reads and test programs)');
    const before = (await audit()).length;
    const deny = svcCall(['rm', '--arg', 'files=x', '--dry-run', '--root', work]);
    expect(deny.code).toBe(2);
    expect(deny.stdout).toContain('decision:  deny');
    // No audit line for a preview.
    expect((await audit()).length).toBe(before);
    // The executed call's audit line hashes the same argv.
    const ran = svcCall(['echo', '--arg', 'words=hi', '--root', work]);
    expect(ran.code).toBe(0);
    const echoPreview = JSON.parse(svcCall(['echo', '--arg', 'words=hi', '--dry-run', '--format', 'json', '--root', work]).stdout) as { argv: string[] };
    const salt = (await readFile(join(fx.root, 'audit.salt'), 'utf8')).trim();
    expect((await audit()).at(-1)!.argv_hash).toBe(inputHash(echoPreview.argv, salt));
  });
});

/** find's binding (built from its man page) in a modules folder of its own, with an ACL that allows it. */
async function findSetup(): Promise<{ env: Record<string, string>; dir: string }> {
  const modules = join(fx.root, 'find-modules');
  await mkdir(modules, { recursive: true });
  const binding = findBinding();
  await writeBinding(modules, binding);
  const acl = join(fx.root, 'find-acl.yaml');
  await writeFile(acl, `default_effect: deny\nrules:\n  - callers: ["cli"]\n    targets: [${binding.module_id}]\n    effect: allow\n`);
  const dir = join(work, 'tree');
  await mkdir(join(dir, 'sub'), { recursive: true });
  for (const file of ['a.ts', 'b.js', 'sub/c.ts']) await writeFile(join(dir, file), '');
  await mkdir(join(dir, 'dir.ts'), { recursive: true });
  return { env: { SVC_MODULES_DIR: modules, SVC_ACL_FILE: acl }, dir };
}

describe.skipIf(!hasFind)('svc call --arg for a list of one-key objects (find\'s expression)', () => {
  const lines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('./')).sort();

  // -type and -empty need approval under the argument policy ("passes -y"), so these use -name and operators.
  it("each --arg adds one JSON object, in order: find . -name '*.ts' ! -name 'c.*'", async () => {
    const { env: findEnv, dir } = await findSetup();
    const items = ['expression={"name":"*.ts"}', 'expression={"operator":"!"}', 'expression={"name":"c.*"}'].flatMap((pair) => ['--arg', pair]);
    const run = svcCall(['find', '--arg', 'path=.', ...items, '--arg', `working_directory=${dir}`, '--root', work], findEnv);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['./a.ts', './dir.ts']);
    const dry = svcCall(['find', '--arg', 'path=.', ...items, '--dry-run', '--format', 'json', '--root', work], findEnv);
    expect((JSON.parse(dry.stdout) as { argv: string[] }).argv.slice(1)).toEqual(['.', '-name', '*.ts', '!', '-name', 'c.*']);
  });

  it('a JSON array gives the whole list, as --args does', async () => {
    const { env: findEnv, dir } = await findSetup();
    const list = svcCall(['find', '--arg', 'path=.', '--arg', 'expression=[{"name":"*.ts"},{"operator":"-a"},{"name":"c*"}]', '--arg', `working_directory=${dir}`, '--root', work], findEnv);
    expect(list.code).toBe(0);
    expect(lines(list.stdout)).toEqual(['./sub/c.ts']);
    const args = svcCall(['find', '--args', JSON.stringify({ path: ['.'], expression: [{ name: '*.ts' }, { operator: '-a' }, { name: 'c*' }], working_directory: dir }), '--root', work], findEnv);
    expect(lines(args.stdout)).toEqual(['./sub/c.ts']);
  });

  it('malformed JSON is a usage error naming the parameter, with an example, and runs nothing', async () => {
    const { env: findEnv } = await findSetup();
    const examples = `--arg expression takes one item of the list as a JSON object, like --arg expression='{"name":"*.ts"}' (repeat --arg for more), or the whole list as a JSON array, like --arg expression='[{"name":"*.ts"}, {"type":"f"}]'`;
    const text = svcCall(['find', '--arg', 'path=.', '--arg', 'expression=name=*.ts', '--root', work], findEnv);
    expect(text.code).toBe(2);
    expect(text.stdout).toBe('');
    expect(text.stderr).toMatch(/^svc call: /);
    expect(text.stderr).toContain(`${examples}; got "name=*.ts", which is not JSON (`);
    const cut = svcCall(['find', '--arg', 'expression=[{"name":"*.ts"}', '--root', work], findEnv);
    expect(cut.code).toBe(2);
    expect(cut.stderr).toContain(`${examples}; got "[{\\"name\\":\\"*.ts\\"}", which is not JSON (`);
    const string = svcCall(['find', '--arg', 'expression="*.ts"', '--root', work], findEnv);
    expect(string.code).toBe(2);
    expect(string.stderr).toContain('which is a JSON string, not a JSON object.');
  });

  it('a list of text keeps taking one text item per --arg; a cut JSON list there is an error too', async () => {
    const { env: findEnv } = await findSetup();
    const bad = svcCall(['find', '--arg', 'path=[.', '--root', work], findEnv);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(`--arg path takes one item a time as text, like --arg path=a, or the whole list as a JSON array, like --arg path='["a", "b"]'; got "[.", which is not JSON (`);
  });
});

/** Runs `svc call` on a pseudo-terminal and answers the prompt once it appears. */
function onTerminal(args: string[], answer: string, extraEnv: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, SVC_BIN, 'call', ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: work, env: { ...env, ...extraEnv, TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  let answered = false;
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!answered && output.includes('[y/N]')) {
      answered = true;
      child.stdin.write(`${answer}\r`);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => {
    clearTimeout(timer);
    resolve({ code, output });
  }));
}

describe.skipIf(!hasScript)('svc call on a terminal', () => {
  it('asks, shows argv, reason and what becomes writable, and writes the file only when approved', async () => {
    const sandbox: Record<string, string> = hasBwrap ? { SVC_SANDBOX: 'auto' } : {};
    const declined = await onTerminal(['touch', '--arg', 'files=declined.txt', '--root', work], 'n', sandbox);
    expect(declined.output).toContain('Run it once? [y/N]');
    expect(declined.code).toBe(2);
    expect(existsSync(join(work, 'declined.txt'))).toBe(false);

    const approved = await onTerminal(['touch', '--arg', 'files=approved.txt', '--root', work], 'y', sandbox);
    expect(approved.output).toContain('touch approved.txt');
    expect(approved.output).toContain('Creating files needs approval');
    expect(approved.output).toContain(`writable: ${work}`);
    expect(approved.code).toBe(0);
    expect(existsSync(join(work, 'approved.txt'))).toBe(true);
    const line = (await audit()).at(-1)!;
    expect(line).toMatchObject({ module_id: 'cli.touch', decision: 'approved', status: 'success', caller: 'cli' });
    if (hasBwrap) expect(line.sandbox).toMatchObject({ mechanism: 'bubblewrap', writable: [work], network: false });
  });
});
