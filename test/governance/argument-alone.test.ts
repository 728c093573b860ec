/**
 * Issue 30 part 6: the argument layer alone. With the sandbox unavailable (`sandbox: off`, what
 * `auto` falls back to on a machine without user namespaces), the attacks that still got through
 * the default generated ACL after a plain `svc scan` are refused or need approval, or are bounded:
 * `go get -u` rewriting go.mod, `go list` downloading modules, `poetry show` creating a virtualenv,
 * `rg --follow`, `grep -R` and `sort`/`wc`/`du --files0-from` reading outside the root, `sort` of an
 * endless line growing without bound, and `git status` rewriting the index.
 *
 * Real `svc scan`, the generated ACL, `svc serve --root <work>` over stdio with a real MCP client
 * that cannot ask its user. Each outcome is checked outside svc's reply (a hash, a directory that
 * must not appear, a module cache that must stay empty, a secret that must not be printed, the
 * program's own peak memory and rlimits read from /proc), and each has a direct control: the same
 * action done directly does it. A program that is not installed skips its cases with a reason.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { cp, mkdir, mkdtemp, open, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svc } from '../scan/helpers.js';
import { connectCurrent, payloadOf, readAudit, type TestClient } from '../serve/helpers.js';
import { seedScanCache } from '../support/scan-cache.js';

const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
const WANTED = ['rg', 'grep', 'sort', 'wc', 'du', 'git', 'go', 'poetry', 'prlimit'] as const;
const PATHS = Object.fromEntries(WANTED.map((name) => [name, which(name)])) as Record<(typeof WANTED)[number], string>;
const ABSENT = WANTED.filter((name) => PATHS[name] === '');
if (ABSENT.length > 0) console.warn(`argument-alone: not installed, their cases are skipped: ${ABSENT.join(', ')}`);
const has = (name: (typeof WANTED)[number]) => PATHS[name] !== '';
/** The programs scanned: every one installed that svc serves (prlimit is only the wrapper). */
const SCANNED = WANTED.filter((name) => name !== 'prlimit' && has(name));

/** The call's memory bound (limits.sandbox_memory_mb): go itself needs about 700 MiB of address space to start. */
const MEMORY_MB = 768;

let home: string;
let work: string;
let outside: string;
let auditFile: string;
let aclFile: string;
let serverEnv: Record<string, string>;
let client: TestClient;
/** What go sees, in svc's calls (config env.set) and in the direct controls. */
let goEnv: Record<string, string>;
let poetryEnv: Record<string, string>;

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A zip archive of stored (uncompressed) files, as a Go module proxy serves a module. */
function storedZip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A file-based Go module proxy holding example.com/dep v1.0.0 and v1.1.0. */
async function goProxy(dir: string): Promise<void> {
  const base = join(dir, 'example.com', 'dep', '@v');
  await mkdir(base, { recursive: true });
  await writeFile(join(base, 'list'), 'v1.0.0\nv1.1.0\n');
  for (const version of ['v1.0.0', 'v1.1.0']) {
    const mod = 'module example.com/dep\n\ngo 1.16\n';
    await writeFile(join(base, `${version}.info`), JSON.stringify({ Version: version, Time: '2024-01-01T00:00:00Z' }));
    await writeFile(join(base, `${version}.mod`), mod);
    await writeFile(join(base, `${version}.zip`), storedZip({
      [`example.com/dep@${version}/go.mod`]: mod,
      [`example.com/dep@${version}/dep.go`]: `package dep\n\nconst V = "${version}"\n`,
    }));
  }
}

/** Pids of running processes whose command line is exactly `words`. */
function processesRunning(words: readonly string[]): number[] {
  const wanted = `${words.join('\0')}\0`;
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'latin1') === wanted;
    } catch {
      return false;
    }
  });
}

/** A status field of a process in bytes (`VmHWM`, `VmRSS`), or 0 once it is gone. */
function statusBytes(pid: number, field: string): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'latin1').split('\n').find((l) => l.startsWith(`${field}:`));
    return line ? Number(/(\d+)/.exec(line)![1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The soft "Max address space" of a process from /proc/PID/limits, or undefined once it is gone. */
function addressSpaceLimit(pid: number): string | undefined {
  try {
    return /^Max address space\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'latin1'))?.[1];
  } catch {
    return undefined;
  }
}

/** One call through svc, with its audit line. */
async function call(tool: string, args: Record<string, unknown>, through: TestClient = client) {
  const result = await through.callTool(tool, args);
  const payload = payloadOf(result);
  const audit = (await readAudit(auditFile)).filter((line) => line.trace_id === payload.trace_id);
  expect(audit).toHaveLength(1);
  return { result, payload, audit: audit[0]! };
}

/** The start of svc's guidance for a call that needs approval nobody could give. */
const needsApproval = (moduleId: string, because: string) =>
  `Calling ${moduleId} needs approval because ${because}, and nobody could be asked to approve it`;

beforeAll(async () => {
  home = await realpath(await mkdtemp(join(tmpdir(), 'svc-argument-alone-')));
  work = join(home, 'work');
  outside = join(home, 'outside');
  await mkdir(join(outside, 'dir'), { recursive: true });
  await mkdir(work, { recursive: true });
  await writeFile(join(outside, 'secret'), 'TOP-SECRET outside the root\n');
  await writeFile(join(outside, 'dir', 'secret'), 'TOP-SECRET behind a link\n');
  await writeFile(join(work, 'notes.txt'), 'hello inside the root\n');
  // A repository may hold a link out of the project, and a list of names (it came with it, or an approved call wrote it).
  await symlink(join(outside, 'dir'), join(work, 'link'));
  await writeFile(join(work, 'names0'), `${join(outside, 'secret')}\0`);
  // 8 GiB of zeros without a newline, sparse: one endless line for sort.
  const zeros = await open(join(work, 'zeros'), 'w');
  await zeros.truncate(8 * 1024 * 1024 * 1024);
  await zeros.close();

  if (has('git')) {
    const repo = join(work, 'repo');
    await mkdir(repo);
    const git = (...args: string[]) => execFileSync(PATHS.git, args, { cwd: repo, env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
    git('init', '-q');
    await writeFile(join(repo, 'tracked.txt'), 'tracked\n');
    git('add', 'tracked.txt');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one');
  }

  goEnv = {
    GOPROXY: `file://${join(home, 'goproxy')}`, GOSUMDB: 'off', GOFLAGS: '-modcacherw', GOENV: 'off', GOTOOLCHAIN: 'local',
    GOMODCACHE: join(home, 'gomodcache'), GOCACHE: join(home, 'gocache'), GOPATH: join(home, 'gopath'),
  };
  if (has('go')) {
    await goProxy(join(home, 'goproxy'));
    const app = join(work, 'goapp');
    await mkdir(app);
    await writeFile(join(app, 'go.mod'), 'module example.com/app\n\ngo 1.19\n\nrequire example.com/dep v1.0.0\n');
    await writeFile(join(app, 'main.go'), 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/dep"\n)\n\nfunc main() { fmt.Println(dep.V) }\n');
    // go.sum from a module cache of the set-up's own: the cache svc's calls use stays empty.
    execFileSync(PATHS.go, ['mod', 'tidy'], { cwd: app, env: { PATH: process.env.PATH ?? '', HOME: home, ...goEnv, GOMODCACHE: join(home, 'setup-gomodcache') }, stdio: 'ignore' });
  }

  poetryEnv = { POETRY_VIRTUALENVS_IN_PROJECT: 'true', POETRY_CACHE_DIR: join(home, 'poetry-cache') };
  if (has('poetry')) {
    await mkdir(join(work, 'pyapp'));
    await writeFile(join(work, 'pyapp', 'pyproject.toml'), [
      '[tool.poetry]', 'name = "demo"', 'version = "0.1.0"', 'description = ""', 'authors = ["A <a@example.com>"]', '',
      '[tool.poetry.dependencies]', 'python = ">=3.7"', '',
      '[build-system]', 'requires = ["poetry-core"]', 'build-backend = "poetry.core.masonry.api"', '',
    ].join('\n'));
  }

  const svcDir = join(home, '.svc');
  aclFile = join(svcDir, 'acl.yaml');
  auditFile = join(home, 'audit.jsonl');
  await mkdir(svcDir, { recursive: true });
  await writeFile(join(svcDir, 'config.yaml'), YAML.stringify({
    sandbox: 'off', default_timeout: 60, audit_log: auditFile,
    limits: { sandbox_memory_mb: MEMORY_MB },
    env: { set: { ...goEnv, ...poetryEnv } },
  }));
  // Depth 2, the default, like every other file: git's scan then comes from the run's shared cache
  // instead of a cold depth-1 scan of its own (52 s); poetry's third level costs about 14 s.
  await seedScanCache(join(svcDir, 'cache'), SCANNED, 2);
  const scan = await svc(['scan', ...SCANNED, '--format', 'json'], home);
  expect(scan.stderr).not.toMatch(/^Error/m);
  serverEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, SVC_LOG_LEVEL: 'warn', SVC_SANDBOX: 'off' };
  client = await connectCurrent({ kind: 'stdio', env: serverEnv, args: ['--root', work] });
}, 300_000);

afterAll(async () => {
  await client?.close();
  if (home) await rm(home, { recursive: true, force: true });
});

it('the scan wrote the default ACL, which allows the modules these attacks use', () => {
  const acl = readFileSync(aclFile, 'utf8');
  expect(YAML.parse(acl)).toMatchObject({ default_effect: 'deny' });
  const allowed = (YAML.parse(acl) as { rules: Array<{ effect: string; targets: string[] }> }).rules.filter((rule) => rule.effect === 'allow').flatMap((rule) => rule.targets);
  for (const moduleId of ['cli.rg', 'cli.grep', 'cli.sort', 'cli.wc', 'cli.du', 'cli.git.status', 'cli.go.get', 'cli.go.list', 'cli.poetry.show']) {
    if (SCANNED.includes(moduleId.split('.')[1] as (typeof SCANNED)[number])) expect(allowed).toContain(moduleId);
  }
});

describe('reads outside the root that path confinement cannot see need approval without a sandbox', () => {
  it.skipIf(!has('rg'))('rg --follow through a link out of the root: refused, the secret is not printed; rg without it runs; rg --follow directly prints it (control)', async () => {
    const plain = await call('rg', { pattern: 'TOP-SECRET', path: ['.'] });
    // rg ran (exit 1: no match inside the root; it does not follow the link by itself).
    expect(plain.payload.exit_code).toBe(1);
    expect(plain.audit).toMatchObject({ status: 'error', decision: 'allow' });

    const { result, payload, audit } = await call('rg', { pattern: 'TOP-SECRET', follow: true, path: ['.'] });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain(needsApproval('cli.rg',
      'the call sets the parameter "follow" (--follow), which makes the program read files svc cannot check (curated: rg --follow follows symbolic links while it walks directories, wherever they point), and no sandbox confines this call'));
    expect(JSON.stringify(result)).not.toContain('TOP-SECRET behind');
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported', exit_code: -1 });

    const direct = spawnSync(PATHS.rg, ['--follow', 'TOP-SECRET', '.'], { cwd: work, encoding: 'utf8' });
    expect(direct.stdout).toContain('TOP-SECRET behind a link');
  }, 60_000);

  it.skipIf(!has('grep'))('grep --dereference-recursive (-R): refused, also for following links; grep -R directly prints the secret (control)', async () => {
    const { result, payload, audit } = await call('grep', { dereference_recursive: true, patterns: 'TOP-SECRET', file: ['.'] });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain('the call passes -r (as --dereference-recursive) and the call sets the parameter "dereference_recursive" (--dereference-recursive), which makes the program read files svc cannot check');
    expect(JSON.stringify(result)).not.toContain('TOP-SECRET behind');
    expect(audit).toMatchObject({ status: 'denied', exit_code: -1 });
    expect(spawnSync(PATHS.grep, ['-R', 'TOP-SECRET', '.'], { cwd: work, encoding: 'utf8' }).stdout).toContain('TOP-SECRET behind a link');
  }, 60_000);

  it.skipIf(!has('sort'))('sort --files0-from a list in the root naming a file outside: refused, the secret is not printed; sort directly prints it (control)', async () => {
    const { result, payload, audit } = await call('sort', { files0_from: 'names0' });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain(needsApproval('cli.sort',
      'the call sets the parameter "files0_from" (--files0-from), which makes the program read files svc cannot check (curated: sort --files0-from reads the files named inside the list file), and no sandbox confines this call'));
    expect(JSON.stringify(result)).not.toContain('TOP-SECRET');
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported', exit_code: -1 });
    expect(spawnSync(PATHS.sort, ['--files0-from=names0'], { cwd: work, encoding: 'utf8' }).stdout).toBe('TOP-SECRET outside the root\n');
  }, 60_000);

  for (const program of ['wc', 'du'] as const) {
    it.skipIf(!has(program))(`${program} --files0-from the same list: refused; ${program} directly reads the file outside (control)`, async () => {
      const { result, payload, audit } = await call(program, { files0_from: 'names0' });
      expect(result.isError).toBe(true);
      expect(payload.ai_guidance).toContain(`which makes the program read files svc cannot check (curated: ${program} --files0-from`);
      expect(JSON.stringify(result)).not.toContain(join(outside, 'secret'));
      expect(audit).toMatchObject({ status: 'denied', exit_code: -1 });
      expect(spawnSync(PATHS[program], ['--files0-from=names0'], { cwd: work, encoding: 'utf8' }).stdout).toContain(join(outside, 'secret'));
    }, 60_000);
  }
});

describe.skipIf(!has('sort') || !has('prlimit'))('rlimits hold without a sandbox', () => {
  it('sort of an endless line stops with "memory exhausted" under the memory bound; sort directly grows past it (control)', async () => {
    const file = join(work, 'zeros');
    const argv = [PATHS.sort, file];
    let peak = 0;
    let limit: string | undefined;
    let running = true;
    const watch = (async () => {
      while (running) {
        for (const pid of processesRunning(argv)) {
          peak = Math.max(peak, statusBytes(pid, 'VmHWM'));
          limit ??= addressSpaceLimit(pid);
        }
        await new Promise((done) => setTimeout(done, 5));
      }
    })();
    const started = Date.now();
    const { result, payload, audit } = await call('sort', { file: [file] }).finally(() => {
      running = false;
    });
    await watch;
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toMatch(/memory exhausted/);
    expect(audit).toMatchObject({ status: 'error', decision: 'allow' });
    expect(Date.now() - started).toBeLessThan(30_000);
    // The program itself ran under the bound: its own limits say so, and its peak stayed below it.
    expect(limit).toBe(String(MEMORY_MB * 1024 * 1024));
    expect(peak).toBeLessThanOrEqual(MEMORY_MB * 1024 * 1024);

    // Control: the same sort directly grows past the bound (stopped as soon as it does).
    const direct = spawn(PATHS.sort, [file], { stdio: 'ignore' });
    let directPeak = 0;
    try {
      const until = Date.now() + 20_000;
      while (Date.now() < until && directPeak <= MEMORY_MB * 1024 * 1024 && direct.exitCode === null) {
        directPeak = Math.max(directPeak, statusBytes(direct.pid!, 'VmRSS'));
        await new Promise((done) => setTimeout(done, 5));
      }
    } finally {
      direct.kill('SIGKILL');
    }
    expect(directPeak).toBeGreaterThan(MEMORY_MB * 1024 * 1024);
  }, 90_000);
});

describe.skipIf(!has('git'))('git status does not rewrite the index', () => {
  it('git_status runs and leaves the index as it was; git status directly rewrites it (control)', async () => {
    const repo = join(work, 'repo');
    const index = join(repo, '.git', 'index');
    // A new mtime, same content: git status refreshes the entry and writes the index when it may.
    utimesSync(join(repo, 'tracked.txt'), 1_700_000_000, 1_700_000_000);
    const before = { hash: sha256(index), mtimeMs: statSync(index).mtimeMs };
    const { result, payload } = await call('git_status', { working_directory: repo });
    expect(result.isError, String(payload.ai_guidance)).toBe(false);
    expect(payload.stdout).toMatch(/nothing to commit|On branch/);
    expect({ hash: sha256(index), mtimeMs: statSync(index).mtimeMs }).toEqual(before);

    utimesSync(join(repo, 'tracked.txt'), 1_700_000_100, 1_700_000_100);
    execFileSync(PATHS.git, ['status'], { cwd: repo, env: { PATH: process.env.PATH ?? '', HOME: home }, stdio: 'ignore' });
    expect(sha256(index)).not.toBe(before.hash);
  }, 60_000);
});

describe.skipIf(!has('go'))('go: module downloads and go.mod rewrites need approval', () => {
  const app = () => join(work, 'goapp');
  const downloaded = () => existsSync(join(goEnv.GOMODCACHE!, 'cache', 'download', 'example.com', 'dep'));
  const direct = (...args: string[]) => execFileSync(PATHS.go, args, { cwd: app(), env: { PATH: process.env.PATH ?? '', HOME: home, ...goEnv }, stdio: 'pipe' });

  it('go get -u: refused, go.mod keeps its hash; go get -u directly upgrades go.mod (control)', async () => {
    const mod = join(app(), 'go.mod');
    const saved = join(home, 'goapp-saved');
    await cp(app(), saved, { recursive: true });
    const before = sha256(mod);
    const { result, payload, audit } = await call('go_get', { u: true, working_directory: app() });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain(needsApproval('cli.go.get',
      'running go get writes files whatever its parameters (curated: go get updates go.mod and go.sum to require the packages (with -u, their newest versions)) ' +
        'and running go get reaches another host whatever its parameters (curated: go get downloads modules from the module proxy into the module cache)'));
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported', exit_code: -1 });
    expect(sha256(mod)).toBe(before);
    expect(downloaded()).toBe(false);
    try {
      direct('get', '-u');
      expect(await readFile(mod, 'utf8')).toContain('example.com/dep v1.1.0');
    } finally {
      await rm(app(), { recursive: true, force: true });
      await cp(saved, app(), { recursive: true });
      await rm(goEnv.GOMODCACHE!, { recursive: true, force: true });
    }
  }, 90_000);

  it('go list: refused, the module cache stays empty; go list directly downloads the module (control)', async () => {
    const { result, payload, audit } = await call('go_list', { working_directory: app() });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain(needsApproval('cli.go.list',
      'running go list reaches another host whatever its parameters (curated: go list downloads the modules the listed packages need into the module cache (and with -m -u or -versions asks the module proxy))'));
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported', exit_code: -1 });
    expect(downloaded()).toBe(false);
    try {
      expect(direct('list').toString()).toBe('example.com/app\n');
      expect(downloaded()).toBe(true);
    } finally {
      await rm(goEnv.GOMODCACHE!, { recursive: true, force: true });
    }
  }, 90_000);
});

describe.skipIf(!has('poetry'))('poetry show does not create a virtualenv unasked', () => {
  it('poetry_show: refused, no .venv appears; poetry show directly creates it (control)', async () => {
    const venv = join(work, 'pyapp', '.venv');
    const { result, payload, audit } = await call('poetry_show', { working_directory: join(work, 'pyapp') });
    expect(result.isError).toBe(true);
    expect(payload.ai_guidance).toContain(needsApproval('cli.poetry.show',
      'running poetry show writes files whatever its parameters (curated: poetry show creates the project\'s virtualenv when it has none (hundreds of files))'));
    expect(audit).toMatchObject({ status: 'denied', decision: 'unsupported', exit_code: -1 });
    expect(existsSync(venv)).toBe(false);
    try {
      spawnSync(PATHS.poetry, ['show'], { cwd: join(work, 'pyapp'), env: { PATH: process.env.PATH ?? '', HOME: home, ...poetryEnv }, timeout: 60_000 });
      expect(existsSync(venv)).toBe(true);
    } finally {
      await rm(venv, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('approval is what stands in the way: a user who approves gets the call run', () => {
  let approving: TestClient;
  beforeAll(async () => {
    approving = await connectCurrent({ kind: 'stdio', env: serverEnv, args: ['--root', work, '--approval', 'elicit'] }, { elicit: 'approve' });
  }, 60_000);
  afterAll(() => approving?.close());

  it.skipIf(!has('rg'))('rg --follow is asked about once, and approved it follows the link', async () => {
    const { result, payload } = await call('rg', { pattern: 'TOP-SECRET', follow: true, path: ['.'] }, approving);
    expect(approving.asked).toHaveLength(1);
    expect(approving.asked[0]).toContain('makes the program read files svc cannot check');
    expect(result.isError, String(payload.ai_guidance)).toBe(false);
    expect(payload.stdout).toContain('TOP-SECRET behind a link');
  }, 60_000);

  it.skipIf(!has('go') || !has('prlimit'))('go list approved runs under the call\'s rlimits and downloads the module', async () => {
    try {
      const { result, payload } = await call('go_list', { working_directory: join(work, 'goapp') }, approving);
      expect(result.isError, String(payload.ai_guidance)).toBe(false);
      expect(payload.stdout).toBe('example.com/app\n');
      expect(existsSync(join(goEnv.GOMODCACHE!, 'cache', 'download', 'example.com', 'dep'))).toBe(true);
    } finally {
      await rm(goEnv.GOMODCACHE!, { recursive: true, force: true });
    }
  }, 90_000);
});
