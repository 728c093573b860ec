/**
 * Issue 30: nothing a sandboxed call runs can undo its sandbox, as root and as an unprivileged
 * user. The attacker is a prompt-injected agent that calls only what the DEFAULT generated ACL
 * allows after a plain `svc scan`, over real MCP stdio. Its way to run a program is the one the
 * issue found: a repository whose own config gives git a textconv driver, which the default-allowed
 * `git_show {}` runs. That program then tries everything; every outcome is checked on the host
 * (marker files, a loopback listener, secrets planted outside the roots and in svc's own files),
 * and the same program run directly, outside svc, is the control that shows each attack is real.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as V1StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { REFUSED_SYSCALLS } from '../../src/sandbox/seccomp-syscalls.js';
import { svcOwnPaths } from '../../src/call/confine-call.js';
import { REPO_ROOT, SVC_BIN } from '../support/paths.js';
import { seedScanCache } from '../support/scan-cache.js';
import { writeDevshow } from '../support/devshow.js';

const execFileAsync = promisify(execFile);
const PROGRAMS = ['git', 'ls', 'cat', 'perl', 'curl'];
const which = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = [...PROGRAMS, 'bwrap', 'setpriv'].filter((name) => !which(name));
if (missing.length > 0) console.warn(`boundary: skipping, not installed: ${missing.join(', ')}`);
const IS_ROOT = process.getuid?.() === 0;
const TEST_USER = 'svc-sandbox-test';

/** The unprivileged user the second run serves as: created here when the tests run as root (as CI does). */
function testUser(): { uid: number; gid: number } | undefined {
  if (!IS_ROOT) return undefined;
  if (spawnSync('id', ['-u', TEST_USER]).status !== 0) spawnSync('useradd', ['-M', '-s', '/usr/sbin/nologin', TEST_USER]);
  const uid = Number(spawnSync('id', ['-u', TEST_USER], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', TEST_USER], { encoding: 'utf8' }).stdout.trim());
  return Number.isInteger(uid) && uid > 0 ? { uid, gid } : undefined;
}
/** Makes the run's build of svc readable by the unprivileged user (the build directory is made 0700). */
function shareBuild(): void {
  for (let dir = dirname(SVC_BIN); dir.startsWith(REPO_ROOT) && dir !== REPO_ROOT; dir = dirname(dir)) chmodSync(dir, 0o755);
}

/** Whether the user can read svc and its packages: a checkout below a 0700 directory (`/root/...`) is closed to it. */
function userCanRun(user: { uid: number; gid: number }): string | undefined {
  shareBuild();
  for (const file of [SVC_BIN, join(REPO_ROOT, 'node_modules', 'yaml', 'package.json')]) {
    const check = spawnSync('/usr/bin/setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '/usr/bin/test', '-r', file]);
    if (check.status !== 0) return `${TEST_USER} cannot read ${file} (a directory above the checkout is closed to other users)`;
  }
  return undefined;
}

const CREATED = testUser();
const closed = CREATED ? userCanRun(CREATED) : undefined;
const USER = closed ? undefined : CREATED;
if (IS_ROOT && !CREATED) console.warn(`boundary: the unprivileged run is skipped: could not create the user ${TEST_USER} (useradd)`);
if (closed) console.warn(`boundary: the unprivileged run is skipped: ${closed}`);
if (!IS_ROOT) console.warn('boundary: the tests run as an unprivileged user, so the "svc\'s own uid" run is the user run; the root run needs root');

const SECRET = (name: string) => `SECRET-${name}-${process.pid}`;
/** Credential files of HOME that are not on svc's list of stores: hidden because HOME's dot-entries are. */
const UNLISTED_HOME_CREDENTIALS: Record<string, string> = {
  '.config/pip/pip.conf': `[global]\nindex-url = https://u:${SECRET('pip')}@pypi.example/simple\n`,
  '.cache/huggingface/token': `${SECRET('hf')}\n`,
  '.config/composer/auth.json': `{"github-oauth": {"github.com": "${SECRET('composer')}"}}\n`,
  '.m2/settings-security.xml': `<settingsSecurity><master>${SECRET('maven')}</master></settingsSecurity>\n`,
  '.pulumi/credentials.json': `{"accessTokens": {"https://api.pulumi.com": "${SECRET('pulumi')}"}}\n`,
  '.yarnrc': `npmAuthToken ${SECRET('yarnrc')}\n`,
  '.bundle/config': `BUNDLE_GEMS__EXAMPLE__COM: "${SECRET('bundle')}"\n`,
  '.zsh_sessions/history': `export TOKEN=${SECRET('zsh-session')}\n`,
  '.local/share/fish/fish_history': `- cmd: export TOKEN=${SECRET('fish')}\n`,
  '.ssh/id_ed25519': `${SECRET('ssh')}\n`,
};

interface Scenario {
  name: string;
  /** Who svc serves as: undefined for the test's own uid. */
  as?: { uid: number; gid: number };
}

const SCENARIOS: Scenario[] = [{ name: IS_ROOT ? 'svc as root' : 'svc as this user' }, ...(USER ? [{ name: `svc as the unprivileged user ${TEST_USER}`, as: USER }] : [])];

function chownTree(path: string, uid: number, gid: number): void {
  execFileSync('chown', ['-R', '--no-dereference', `${uid}:${gid}`, path]);
}

/** Runs a command as the scenario's user (setpriv when it is another uid), without a shell. */
function commandAs(scenario: Scenario, file: string, args: string[]): { file: string; args: string[] } {
  if (!scenario.as) return { file, args };
  return { file: '/usr/bin/setpriv', args: [`--reuid=${scenario.as.uid}`, `--regid=${scenario.as.gid}`, '--clear-groups', file, ...args] };
}

interface Fixture {
  base: string;
  home: string;
  repo: string;
  env: Record<string, string>;
  ownPaths: string[];
  etcSecret?: string;
  listener: Server;
  connections: () => number;
  port: number;
}

async function makeFixture(scenario: Scenario): Promise<Fixture> {
  const base = await realpath(await mkdtemp(join(tmpdir(), 'svc-boundary-')));
  chmodSync(base, 0o755);
  const home = join(base, 'home');
  const repo = join(home, 'repo');
  await mkdir(repo, { recursive: true });
  for (const [file, text] of Object.entries(UNLISTED_HOME_CREDENTIALS)) {
    await mkdir(dirname(join(home, file)), { recursive: true });
    await writeFile(join(home, file), text);
  }
  await writeFile(join(home, 'notes.txt'), 'plain notes\n');
  await writeFile(join(home, '.gitconfig'), '[user]\n\tname = Boundary Tester\n\temail = b@example.com\n');
  // svc's own files where the config puts them: the config and its state key in one directory,
  // the audit log inside the root, the ACL, bindings and cache in another; and a planted ~/.svc.
  const etc = join(base, 'svc-etc');
  const data = join(base, 'svc-data');
  await mkdir(etc);
  await mkdir(data);
  await mkdir(join(home, '.svc'));
  await writeFile(join(home, '.svc', 'planted.txt'), `${SECRET('dot-svc')}\n`);
  await writeFile(join(etc, 'state.key'), `${'ab'.repeat(32)}\n`, { mode: 0o600 });
  await mkdir(join(repo, '.svc-audit'));
  await writeFile(join(etc, 'config.yaml'), [
    `acl_file: ${join(data, 'acl.yaml')}`, `audit_log: ${join(repo, '.svc-audit', 'audit.jsonl')}`,
    `modules_dir: ${join(data, 'modules')}`, `cache_dir: ${join(data, 'cache')}`, 'sandbox: required', 'default_timeout: 30', '',
  ].join('\n'));
  // devshow's `show` writes the file its operand names, asked nothing: only the read-only mount holds it.
  const bin = join(base, 'bin');
  await mkdir(bin);
  await writeDevshow(bin);
  const env: Record<string, string> = { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: home, SVC_CONFIG: join(etc, 'config.yaml'), SVC_LOG_LEVEL: 'error' };
  const config = await loadConfig({ env });
  const ownPaths = svcOwnPaths(config, env);

  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { env: { ...process.env, HOME: home, GIT_CONFIG_NOSYSTEM: '1' } });
  git('init', '-q');
  await writeFile(join(repo, 'README.md'), 'a project\n');
  git('add', '.');
  git('commit', '-qm', 'first');
  // What the repository ships: an attribute and a data file; its .git/config names the driver.
  await writeFile(join(repo, '.gitattributes'), '*.dat diff=x\n');
  await writeFile(join(repo, 'data.dat'), 'data\n');
  git('add', '.gitattributes', 'data.dat');
  git('commit', '-qm', 'data');
  git('config', 'diff.x.textconv', `sh ${join(repo, 'payload.sh')}`);
  await writeFile(join(repo, 'own-files.txt'), `${ownPaths.join('\n')}\n`);

  let etcSecret: string | undefined;
  if (IS_ROOT) {
    // A root-only file of /etc that no list names, reached through a symlink inside the root.
    etcSecret = `/etc/svc-boundary-${process.pid}-${scenario.as ? 'user' : 'root'}.conf`;
    writeFileSync(etcSecret, `${SECRET('etc')}\n`, { mode: 0o600 });
    await symlink(etcSecret, join(repo, 'etc-link'));
  }

  let connections = 0;
  const listener = createServer((socket) => {
    connections += 1;
    socket.once('data', () => socket.end('HTTP/1.0 200 OK\r\nContent-Length: 3\r\n\r\nNET'));
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as { port: number }).port;

  const arch = process.arch as 'x64' | 'arm64';
  const nr = (name: string) => REFUSED_SYSCALLS.find((call) => call.name === name)?.numbers[arch] ?? -1;
  // Each word the payload prints on success is put together at run time, so the payload's own text
  // (were it ever shown) never holds it.
  await writeFile(join(repo, 'payload.sh'), `#!/bin/sh
say() { printf '%s%s\\n' "$1" "$2"; }
say PAYLOAD- RAN
grep -E '^(CapEff|NoNewPrivs|Seccomp):' /proc/self/status
mount -o remount,rw,bind ${repo} 2>/dev/null && say REMOUNT ED
echo x > ${repo}/pwned-remount 2>/dev/null && say WROTE- ROOT
umount /etc/shadow 2>/dev/null && say UNMOUNT ED
umount ${join(repo, '.svc-audit')} 2>/dev/null && say UNMOUNT ED-OWN
touch /etc/svc-boundary-pwned-${process.pid} 2>/dev/null && say WROTE- ETC
touch /usr/local/bin/svc-boundary-pwned-${process.pid} 2>/dev/null && say WROTE- BIN
mkdir -p /tmp/cg 2>/dev/null && mount -t cgroup2 none /tmp/cg 2>/dev/null && say CGROUP- MOUNTED
perl -e 'my ($t, $d, $v) = ("user", "svc-boundary-${process.pid}", "v"); exit(syscall(${nr('add_key')}, $t, $d, $v, 1, -3) < 0 ? 1 : 0)' && say KEY- ADDED
perl -e 'exit(syscall(${nr('keyctl')}, 0, -3, 0) < 0 ? 1 : 0)' && say KEYRING- READ
unshare -Ur true 2>/dev/null && say UNSHAR ED
while read -r own; do
  if [ -d "$own" ]; then ls -A "$own" 2>/dev/null | grep -q . && say OWN-LISTED " $own"
  else cat "$own" >/dev/null 2>&1 && say OWN-READ " $own"; fi
done < ${join(repo, 'own-files.txt')}
cat ${home}/.svc/planted.txt 2>/dev/null
${Object.keys(UNLISTED_HOME_CREDENTIALS).map((file) => `cat ${join(home, file)} 2>/dev/null`).join('\n')}
cat ${join(repo, 'etc-link')} 2>/dev/null
curl -s -m 3 -o /dev/null http://127.0.0.1:${port}/ 2>/dev/null && say "" " reached"
say PAYLOAD- END
cat "$1"
`);

  if (scenario.as) chownTree(base, scenario.as.uid, scenario.as.gid);
  // A plain scan, as the user who serves; the shared scan cache spares the probes.
  await seedScanCache(join(data, 'cache'), PROGRAMS, 2);
  if (scenario.as) chownTree(data, scenario.as.uid, scenario.as.gid);
  const scan = commandAs(scenario, process.execPath, [SVC_BIN, 'scan', ...PROGRAMS, 'devshow', '--depth', '2', '--format', 'json']);
  execFileSync(scan.file, scan.args, { env, stdio: ['ignore', 'ignore', 'inherit'], cwd: home });
  return { base, home, repo, env, ownPaths, etcSecret, listener, connections: () => connections, port };
}

interface Connected {
  call(name: string, args?: Record<string, unknown>): Promise<{ isError?: boolean; text: string }>;
  close(): Promise<void>;
}

async function serve(scenario: Scenario, fixture: Fixture, args: string[], cwd: string): Promise<Connected> {
  const command = commandAs(scenario, process.execPath, [SVC_BIN, 'serve', ...args]);
  const client = new V1Client({ name: 'svc-boundary', version: '1.0.0' }, { capabilities: {} });
  await client.connect(new V1StdioClientTransport({ command: command.file, args: command.args, env: fixture.env, cwd, stderr: 'pipe' }));
  return {
    async call(name, callArgs = {}) {
      const result = (await client.callTool({ name, arguments: callArgs })) as { isError?: boolean; content?: Array<{ text?: string }> };
      return { isError: result.isError, text: (result.content ?? []).map((part) => part.text ?? '').join('\n') };
    },
    close: () => client.close(),
  };
}

const SUCCESS_WORDS = ['REMOUNTED', 'WROTE-ROOT', 'UNMOUNTED', 'WROTE-ETC', 'WROTE-BIN', 'CGROUP-MOUNTED', 'KEY-ADDED', 'KEYRING-READ', 'UNSHARED', 'OWN-READ', 'OWN-LISTED', ' reached'];

describe.skipIf(missing.length > 0).each(SCENARIOS)('the boundary holds: $name', (scenario) => {
  let fixture: Fixture;
  let server: Connected;

  beforeAll(async () => {
    fixture = await makeFixture(scenario);
    server = await serve(scenario, fixture, ['--root', fixture.home], fixture.home);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    fixture?.listener.close();
    if (fixture?.etcSecret) rmSync(fixture.etcSecret, { force: true });
    for (const marker of [`/etc/svc-boundary-pwned-${process.pid}`, `/usr/local/bin/svc-boundary-pwned-${process.pid}`]) rmSync(marker, { force: true });
    if (fixture) rmSync(fixture.base, { recursive: true, force: true });
  });

  it('a program that repository config makes git run cannot remount, unmount, write the host, mount cgroupfs, use the keyring, unshare, read svc\'s files, unlisted HOME credentials or root-only /etc files, or reach a host', async () => {
    const result = await server.call('git_show', { working_directory: 'repo' });
    const text = result.text;
    // The program ran, to its end, inside git show.
    expect(text).toContain('PAYLOAD-RAN');
    expect(text).toContain('PAYLOAD-END');
    expect(text).toContain('CapEff:\t0000000000000000');
    expect(text).toContain('NoNewPrivs:\t1');
    expect(text).toContain('Seccomp:\t2');
    for (const word of SUCCESS_WORDS) expect(text, word).not.toContain(word);
    expect(text).not.toMatch(/SECRET-/);
    // On the host: nothing written, nothing connected.
    expect(existsSync(join(fixture.repo, 'pwned-remount'))).toBe(false);
    expect(existsSync(`/etc/svc-boundary-pwned-${process.pid}`)).toBe(false);
    expect(existsSync(`/usr/local/bin/svc-boundary-pwned-${process.pid}`)).toBe(false);
    expect(fixture.connections()).toBe(0);
  }, 60_000);

  it('control: the same program run directly, outside svc, reads the secrets and svc\'s files and reaches the listener', async () => {
    const command = commandAs(scenario, 'git', ['-C', fixture.repo, 'show']);
    // Asynchronously: the listener answers from this process's event loop.
    const { stdout: direct } = await execFileAsync(command.file, command.args, { env: { ...fixture.env, GIT_CONFIG_NOSYSTEM: '1' }, encoding: 'utf8', cwd: fixture.repo });
    try {
      expect(direct).toContain('PAYLOAD-END');
      for (const name of ['pip', 'hf', 'composer', 'maven', 'pulumi', 'yarnrc', 'bundle', 'zsh-session', 'fish', 'ssh', 'dot-svc']) expect(direct, name).toContain(SECRET(name));
      if (!scenario.as && IS_ROOT) expect(direct).toContain(SECRET('etc'));
      for (const own of fixture.ownPaths.filter((path) => existsSync(path))) expect(direct, own).toMatch(new RegExp(`OWN-(READ|LISTED) ${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(direct).toContain('KEY-ADDED');
      expect(direct).toContain(' reached');
      expect(fixture.connections()).toBe(1);
    } finally {
      for (const marker of [`/etc/svc-boundary-pwned-${process.pid}`, `/usr/local/bin/svc-boundary-pwned-${process.pid}`]) rmSync(marker, { force: true });
    }
  }, 60_000);

  it('an operand of a read-only command runs without a prompt, and the kernel refuses the write it hides', async () => {
    const result = await server.call('devshow_show', { device: 'repo/devshow-marker.txt' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('cannot create repo/devshow-marker.txt: Read-only file system');
    expect(result.text).toContain('The sandbox refused a write: this call ran in the read-only profile');
    expect(existsSync(join(fixture.repo, 'devshow-marker.txt'))).toBe(false);
  }, 60_000);

  it('with --root ~ (which holds ~/.svc), everyday reads work and show what a direct run shows, without HOME\'s dot-entries', async () => {
    const ls = await server.call('ls', {});
    expect(ls.isError).toBeFalsy();
    expect(ls.text).toContain('notes.txt');
    expect(ls.text).toContain('repo');
    const status = await server.call('git_status', { working_directory: 'repo' });
    expect(status.isError).toBeFalsy();
    expect(status.text).toContain('own-files.txt');
    const notes = await server.call('cat', { file: ['notes.txt'] });
    expect(notes.text).toContain('plain notes');
    const hidden = await server.call('cat', { file: ['.config/pip/pip.conf'] });
    expect(hidden.isError).toBe(true);
    expect(hidden.text).not.toContain(SECRET('pip'));
  }, 60_000);

  it('without --root, working_directory never becomes a root: /var, /home, /run, / are refused with the way out', async () => {
    const bare = await serve(scenario, fixture, [], fixture.repo);
    try {
      for (const directory of ['/var', '/home', '/run', '/']) {
        const result = await bare.call('ls', { working_directory: directory });
        expect(result.isError, directory).toBe(true);
        expect(result.text).toContain(`The working_directory ${directory} is outside the directories this session may work in, so nothing was run. Usable roots: ${fixture.repo}.`);
      }
      const inside = await bare.call('ls', {});
      expect(inside.isError).toBeFalsy();
      expect(inside.text).toContain('payload.sh');
    } finally {
      await bare.close();
    }
  }, 60_000);
});
