/**
 * The bubblewrap profile against real bubblewrap: every promise is checked outside the sandbox
 * (marker files, a loopback listener, file contents). Skipped, with the reason printed, where
 * bwrap is missing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, openSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileBubblewrap } from './bubblewrap.js';
import { gatherHostFacts } from './host-facts.js';
import { DEFAULT_SANDBOX_LIMITS, type SandboxPolicy } from './policy.js';
import { createProcessCgroup } from './process-cgroup.js';
import { completeHandshake } from './launch-handshake.js';
import { REFUSED_SYSCALLS } from './seccomp-syscalls.js';
import { feedPipes, stdioWithPipes } from '../shared/extra-pipes.js';

const BWRAP = '/usr/bin/bwrap';
const haveBwrap = existsSync(BWRAP);
if (!haveBwrap) console.log(`skipping real-bubblewrap tests: ${BWRAP} is not installed (apt-get install bubblewrap)`);

let base: string;
let root: string;
let readOnly: string;
let outside: string;
let home: string;

beforeAll(async () => {
  base = realpathSync(await mkdtemp(join(tmpdir(), 'svc-sandbox-real-')));
  // Readable by an unprivileged user too (the unprivileged run below).
  chmodSync(base, 0o755);
  root = join(base, 'root');
  readOnly = join(base, 'ro');
  outside = join(base, 'outside');
  home = join(base, 'home');
  for (const dir of [root, readOnly, outside, join(home, '.ssh'), join(home, '.svc')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(readOnly, 'data.txt'), 'readable\n');
  writeFileSync(join(home, '.ssh', 'id_ed25519'), 'SECRET-SSH-KEY\n');
  writeFileSync(join(home, '.svc', 'acl.yaml'), 'SECRET-ACL\n');
  writeFileSync(join(home, '.gitconfig'), '[user]\n\tname = Test\n');
  process.env.SVC_SANDBOX_TEST_SECRET = 'SECRET-FROM-SVC-ENV';
});

function policyFor(script: string, overrides: Partial<SandboxPolicy> = {}): SandboxPolicy {
  return {
    argv0: '/bin/sh', argv: ['-c', script], cwd: root,
    readableRoots: [readOnly], writableRoots: [root], network: false,
    homeDir: home, visibleHomeFiles: [join(home, '.gitconfig')], extraReadable: [], extraWritable: [],
    hiddenPaths: [join(home, '.svc')], limits: DEFAULT_SANDBOX_LIMITS, env: { PATH: '/usr/bin:/bin', LANG: 'C' },
    ...overrides,
  };
}

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a policy's compiled command; with `maxProcessesByCgroup`, through the pids-cgroup hand-shake. */
function runConfined(policy: SandboxPolicy, options: { cgroup?: boolean; cgroupMemory?: number; uid?: number; withPrivilege?: boolean } = {}): Promise<Ran> {
  const limits = { maxProcesses: policy.limits.maxProcesses, ...(options.cgroupMemory ? { memoryBytes: options.cgroupMemory } : {}) };
  const cgroup = options.cgroup ? createProcessCgroup(`svc-test-${process.pid}-${Date.now()}`, limits) : undefined;
  if (options.cgroupMemory && !cgroup?.boundsMemory) throw new Error('no memory cgroup could be made');
  if (options.cgroup && !cgroup) throw new Error('no pids cgroup could be made');
  const facts = { ...gatherHostFacts(policy), ...(cgroup ? { handshake: { infoFd: 3, blockFd: 4 } } : {}) };
  if (options.uid !== undefined) Object.assign(facts, { uid: options.uid, gid: options.uid });
  const compiled = compileBubblewrap(policy, facts, BWRAP);
  const { file } = compiled;
  let { args, inputs } = compiled;
  if (options.withPrivilege) {
    // The control: the same profile as it was before capabilities were dropped and the filter installed.
    const at = args.indexOf('--cap-drop');
    args = [...args.slice(0, at), ...args.slice(at + 2)];
    const filterAt = args.indexOf('--seccomp');
    if (filterAt >= 0) args = [...args.slice(0, filterAt), ...args.slice(filterAt + 2)];
    inputs = [];
  }
  const child = spawn(file, args, {
    stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], cgroup ? [3, 4] : [], inputs),
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
  });
  feedPipes(child, inputs);
  if (cgroup) void completeHandshake(child.stdio[3] as Readable, child.stdio[4] as Writable, { cgroup }).catch(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      void (cgroup?.remove() ?? Promise.resolve()).then(() => resolve({ code, signal, stdout, stderr }));
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!haveBwrap)('bubblewrap profile, run for real', () => {
  it('a write outside the writable root leaves nothing; inside it lands; a read-only root refuses with EROFS', async () => {
    const ran = await runConfined(policyFor(
      `echo inside > ${root}/written.txt; echo out > ${outside}/marker 2>&1; echo ro > ${readOnly}/marker; echo tmp > /tmp/marker; cat ${readOnly}/data.txt`,
    ));
    expect(readFileSync(join(root, 'written.txt'), 'utf8')).toBe('inside\n');
    expect(existsSync(join(outside, 'marker'))).toBe(false);
    expect(existsSync(join(readOnly, 'marker'))).toBe(false);
    expect(ran.stderr).toContain('Read-only file system');
    expect(ran.stdout).toBe('readable\n');
    // The private /tmp is not the host's.
    expect(existsSync('/tmp/marker') && readFileSync('/tmp/marker', 'utf8') === 'tmp\n').toBe(false);
  });

  it('/run is private and empty but for the runtime directory, which is writable and dropped with the call', async () => {
    const hostMarker = `/run/svc-sandbox-test-${process.pid}`;
    writeFileSync(hostMarker, 'HOST-RUN\n');
    const script = 'ls -A /run; cat /run/svc-sandbox-test-* 2>/dev/null; echo lock > "$XDG_RUNTIME_DIR/app.lock" && cat "$XDG_RUNTIME_DIR/app.lock"; stat -c %a "$XDG_RUNTIME_DIR"; echo "$XDG_RUNTIME_DIR"';
    // As svc's own uid, and, as root, as an unprivileged user too (the host marker is world-readable).
    const uids = process.getuid!() === 0 ? [0, 65534] : [process.getuid!()];
    try {
      for (const uid of uids) {
        const policy = uid === process.getuid!() ? policyFor(script) : policyFor(script, { writableRoots: [], cwd: readOnly, visibleHomeFiles: [] });
        const ran = await runConfined(policy, uid === process.getuid!() ? {} : { uid });
        expect(ran.stdout).toBe(`user\nlock\n700\n/run/user/${uid}\n`);
        expect(existsSync(`/run/user/${uid}/app.lock`)).toBe(false);
      }
    } finally {
      rmSync(hostMarker, { force: true });
    }
  });

  it('credential stores and svc\'s own files are invisible, even when HOME itself is a writable root; visible config files are readable', async () => {
    const script = `cat ${home}/.ssh/id_ed25519; cat ${home}/.svc/acl.yaml; ls -A ${home}/.ssh ${home}/.svc; echo x > ${home}/.svc/acl.yaml; cat ${home}/.gitconfig`;
    for (const policy of [policyFor(script), policyFor(script, { writableRoots: [root, home] })]) {
      const ran = await runConfined(policy);
      expect(ran.stdout + ran.stderr).not.toContain('SECRET');
      expect(ran.stdout).toContain('name = Test');
    }
    expect(readFileSync(join(home, '.svc', 'acl.yaml'), 'utf8')).toBe('SECRET-ACL\n');
    // An operator grant shows a credential store to the module that needs it.
    const granted = await runConfined(policyFor(`cat ${home}/.ssh/id_ed25519`, { extraReadable: [join(home, '.ssh')] }));
    expect(granted.stdout).toBe('SECRET-SSH-KEY\n');
    // A grant inside a store shows that path alone, even when HOME is reached through a symlinked root.
    writeFileSync(join(home, '.ssh', 'known_hosts'), 'github.com ssh-ed25519 AAAA\n');
    const homeLink = join(base, 'home-link');
    if (!existsSync(homeLink)) symlinkSync(home, homeLink);
    const partial = await runConfined(policyFor(`cat ${homeLink}/.ssh/known_hosts; cat ${homeLink}/.ssh/id_ed25519 ${home}/.ssh/id_ed25519 ${homeLink}/.svc/acl.yaml`, { writableRoots: [homeLink], cwd: homeLink, extraReadable: [join(home, '.ssh', 'known_hosts')] }));
    expect(partial.stdout).toBe('github.com ssh-ed25519 AAAA\n');
    expect(partial.stdout + partial.stderr).not.toContain('SECRET');
  });

  it.skipIf(!existsSync('/var/lib/dpkg/status'))("the system's package state under /var is readable and read-only; services' data, logs and the rest of /var are absent", async () => {
    const service = join('/var/lib', `svc-test-service-${process.pid}`);
    mkdirSync(service, { recursive: true });
    writeFileSync(join(service, 'dump.rdb'), 'SECRET-SERVICE-DATA\n');
    const status = readFileSync('/var/lib/dpkg/status', 'utf8');
    try {
      const ran = await runConfined(policyFor(`head -c 200 /var/lib/dpkg/status; cat ${service}/dump.rdb; ls /var/log; echo; echo /var:; ls /var; echo x >> /var/lib/dpkg/status`));
      expect(ran.stdout.startsWith(status.slice(0, 200))).toBe(true);
      expect(ran.stdout + ran.stderr).not.toContain('SECRET-SERVICE-DATA');
      expect(ran.stderr).toContain(`cat: ${service}/dump.rdb: No such file or directory`);
      expect(ran.stderr).toContain("ls: cannot access '/var/log': No such file or directory");
      expect(ran.stdout).toContain('\n/var:\ncache\nlib\n');
      expect(ran.stderr).toContain('Read-only file system');
      expect(readFileSync('/var/lib/dpkg/status', 'utf8')).toBe(status);
    } finally {
      rmSync(service, { recursive: true, force: true });
    }
  });

  it("svc's environment is unreachable: neither inherited nor readable through /proc/<svc pid>/environ", async () => {
    const ran = await runConfined(policyFor(`env; cat /proc/${process.pid}/environ; ls /proc | grep -c '^[0-9]'`));
    expect(ran.stdout + ran.stderr).not.toContain('SECRET-FROM-SVC-ENV');
    expect(ran.stderr).toMatch(/No such file or directory/);
  });

  it('the network is off unless allowed: a loopback listener in the test sees no connection, then one', async () => {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const connect = `exec /usr/bin/bash -c 'echo hi > /dev/tcp/127.0.0.1/${port}'`;
    const off = await runConfined(policyFor(connect));
    await sleep(200);
    expect(connections).toBe(0);
    expect(off.code).not.toBe(0);
    expect(off.stderr).toMatch(/Connection refused|Network is unreachable/);
    const on = await runConfined(policyFor(connect, { network: true }));
    await sleep(200);
    expect(on.code).toBe(0);
    expect(connections).toBe(1);
    server.close();
  });

  it('a setsid daemon dies with the call', async () => {
    const marker = join(root, 'daemon-marker');
    const started = join(root, 'daemon-started');
    const ran = await runConfined(policyFor(`setsid /bin/sh -c 'echo up > ${started}; sleep 1; echo alive > ${marker}' </dev/null >/dev/null 2>&1 & sleep 0.2; exit 0`));
    expect(ran.code).toBe(0);
    expect(existsSync(started)).toBe(true);
    await sleep(2000);
    expect(existsSync(marker)).toBe(false);
  });

  it('a memory bomb is stopped at the memory limit', async () => {
    const started = Date.now();
    const ran = await runConfined(policyFor('head -c 3G /dev/zero | sort > /dev/null', { limits: { ...DEFAULT_SANDBOX_LIMITS, memoryBytes: 256 * 1024 ** 2 } }));
    console.log(`memory bomb: exit ${ran.code} after ${Date.now() - started} ms, stderr: ${ran.stderr.trim()}`);
    expect(ran.code).not.toBe(0);
    expect(ran.stderr).toMatch(/memory exhausted|Cannot allocate memory/);
  }, 60_000);

  it.skipIf(process.getuid?.() !== 0)('as root the call\'s memory cgroup bounds what RLIMIT_AS lets through', async () => {
    const script = 'head -c 300M /dev/zero | sort > /dev/null; echo "sort=$?"';
    const limits = { ...DEFAULT_SANDBOX_LIMITS, memoryBytes: 1024 ** 3 };
    // The control: 300 MB fits in a 1 GiB address space.
    expect((await runConfined(policyFor(script, { limits }))).stdout).toBe('sort=0\n');
    // Same sort and address space, 200 MiB for the whole call in its cgroup: the kernel's OOM killer ends it.
    const bounded = await runConfined(policyFor(script, { limits }), { cgroup: true, cgroupMemory: 200 * 1024 ** 2 });
    console.log(`300 MB sort, 1 GiB RLIMIT_AS, 200 MiB call cgroup: ${bounded.stdout.trim()} ${bounded.stderr.trim()}`);
    expect(bounded.stdout).toBe('sort=137\n');
  }, 60_000);

  const forkBomb = 'n=0; while [ $n -lt 200 ]; do sleep 3 & n=$((n+1)); done; echo started=$n';
  it.skipIf(process.getuid?.() !== 0)('as root a fork bomb is bounded by the per-call pids cgroup (RLIMIT_NPROC does not bind uid 0)', async () => {
    // The control: RLIMIT_NPROC alone does not bind root, user namespace or not.
    const unbounded = await runConfined(policyFor(forkBomb, { limits: { ...DEFAULT_SANDBOX_LIMITS, maxProcesses: 32 } }));
    expect(unbounded.stdout).toContain('started=200');
    const ran = await runConfined(policyFor(forkBomb, { limits: { ...DEFAULT_SANDBOX_LIMITS, maxProcesses: 32 } }), { cgroup: true });
    console.log(`fork bomb as root: exit ${ran.code}, stdout ${JSON.stringify(ran.stdout.trim())}, stderr ${JSON.stringify(ran.stderr.trim().slice(0, 200))}`);
    expect(ran.stdout).not.toContain('started=200');
    expect(ran.stderr).toMatch(/fork|Resource temporarily unavailable/i);
  }, 30_000);

  it.skipIf(process.getuid?.() !== 0)('as an unprivileged user the sandbox works and RLIMIT_NPROC bounds a fork bomb', async () => {
    const policy = policyFor(`id -u; ${forkBomb}`, { writableRoots: [], readableRoots: [readOnly], cwd: readOnly, visibleHomeFiles: [], limits: { ...DEFAULT_SANDBOX_LIMITS, maxProcesses: 32 } });
    const ran = await runConfined(policy, { uid: 65534 });
    console.log(`fork bomb as uid 65534: exit ${ran.code}, stdout ${JSON.stringify(ran.stdout.trim())}, stderr ${JSON.stringify(ran.stderr.trim().slice(0, 200))}`);
    expect(ran.stdout.startsWith('65534\n')).toBe(true);
    expect(ran.stdout).not.toContain('started=200');
  }, 30_000);

  it('runs a program installed under HOME (its directory is shown read-only, credential stores in it stay masked), and a symlinked root works under both names', async () => {
    const bin = join(home, '.local', 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'hello'), `#!/bin/sh\necho hello from $0; ls -A ${home}; cat ${home}/.ssh/id_ed25519\n`, { mode: 0o755 });
    const link = join(base, 'root-link');
    if (!existsSync(link)) symlinkSync(root, link);
    writeFileSync(join(root, 'via-link.txt'), 'through the link\n');
    const ran = await runConfined(policyFor('', { argv0: join(bin, 'hello'), argv: [], writableRoots: [link], cwd: link }));
    expect(ran.stdout).toContain(`hello from ${join(bin, 'hello')}`);
    expect(ran.stdout + ran.stderr).not.toContain('SECRET');
    const viaLink = await runConfined(policyFor(`cat ${link}/via-link.txt ${root}/via-link.txt`, { writableRoots: [link], cwd: link }));
    expect(viaLink.stdout).toBe('through the link\nthrough the link\n');
  });

  describe('nothing inside can undo the sandbox, for every uid', () => {
    const addKey = REFUSED_SYSCALLS.find((call) => call.name === 'add_key')?.numbers[process.arch as 'x64' | 'arm64'];
    const attack = () => [
      `grep -E '^(CapEff|NoNewPrivs|Seccomp):' /proc/self/status`,
      // Remount the read-only root writable and write to the host through it.
      `mount -o remount,rw,bind ${readOnly} 2>/dev/null && echo remounted`,
      `echo pwned > ${readOnly}/pwned 2>/dev/null && echo wrote-read-only`,
      // Lift the mask off svc's own files.
      `umount ${readOnly}/svc-own 2>/dev/null && echo unmounted`,
      `cat ${readOnly}/svc-own/acl.yaml 2>/dev/null`,
      // A cgroup hierarchy to move out of the call's bounds, a namespace of its own, a key that outlives the call.
      `mkdir -p /tmp/cg && mount -t cgroup2 none /tmp/cg 2>/dev/null && echo cgroup-mounted`,
      `unshare -Ur true 2>/dev/null && echo unshared`,
      `perl -e 'exit(syscall(${addKey}, "user", "svc-sandbox-test-${process.pid}", "v", 1, -3) < 0 ? 1 : 0)' && echo key-added`,
      'echo done',
    ].join('; ');
    // svc's files inside a root, masked by an empty read-only tmpfs.
    const hidden = () => {
      mkdirSync(join(readOnly, 'svc-own'), { recursive: true });
      writeFileSync(join(readOnly, 'svc-own', 'acl.yaml'), 'SECRET-OWN-ACL\n');
      return { hiddenPaths: [join(home, '.svc'), join(readOnly, 'svc-own')] };
    };
    const expectRefused = (ran: Ran) => {
      expect(ran.stdout).toContain('CapEff:\t0000000000000000');
      expect(ran.stdout).toContain('NoNewPrivs:\t1');
      expect(ran.stdout).toContain('Seccomp:\t2');
      for (const word of ['remounted', 'wrote-read-only', 'unmounted', 'SECRET-OWN-ACL', 'cgroup-mounted', 'unshared', 'key-added']) expect(ran.stdout).not.toContain(word);
      expect(ran.stdout).toContain('done'); // the program ran to its end
      expect(existsSync(join(readOnly, 'pwned'))).toBe(false);
    };

    it('as svc\'s own uid: no capability, no_new_privs, the filter; remount, umount, cgroupfs, unshare and the keyring are refused', async () => {
      const ran = await runConfined(policyFor(attack(), { writableRoots: [], readableRoots: [readOnly], cwd: readOnly, ...hidden() }));
      expectRefused(ran);
    });

    it.skipIf(process.getuid?.() !== 0)('as an unprivileged user too', async () => {
      const ran = await runConfined(policyFor(attack(), { writableRoots: [], readableRoots: [readOnly], cwd: readOnly, visibleHomeFiles: [], ...hidden() }), { uid: 65534 });
      expectRefused(ran);
    });

    it.skipIf(process.getuid?.() !== 0)('control: as root, the same profile with its capabilities and without the filter is undone from inside', async () => {
      const ran = await runConfined(policyFor(attack(), { writableRoots: [], readableRoots: [readOnly], cwd: readOnly, ...hidden() }), { withPrivilege: true });
      try {
        expect(ran.stdout).toContain('remounted');
        expect(ran.stdout).toContain('wrote-read-only');
        expect(ran.stdout).toContain('unmounted');
        expect(ran.stdout).toContain('SECRET-OWN-ACL');
        expect(readFileSync(join(readOnly, 'pwned'), 'utf8')).toBe('pwned\n');
      } finally {
        rmSync(join(readOnly, 'pwned'), { force: true });
      }
    });
  });

  it('set-up cost: bwrap /bin/true against /bin/true, median of 20 (printed, not asserted)', () => {
    const policy = policyFor('', { argv0: '/bin/true', argv: [] });
    const { file, args, inputs } = compileBubblewrap(policy, gatherHostFacts(policy), BWRAP);
    // spawnSync writes no extra pipes: the filter is read from a file at the same fd instead.
    const filterFile = join(base, 'seccomp.bpf');
    writeFileSync(filterFile, inputs[0]?.data ?? Buffer.alloc(0));
    const sandboxedOnce = () => {
      const fd = openSync(filterFile, 'r');
      try {
        return spawnSync(file, args, { stdio: ['ignore', 'pipe', 'pipe', fd] });
      } finally {
        closeSync(fd);
      }
    };
    const median = (run: () => void): number => {
      const times: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        const start = process.hrtime.bigint();
        run();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      return times.sort((a, b) => a - b)[10];
    };
    const direct = median(() => spawnSync('/bin/true'));
    const sandboxed = median(() => sandboxedOnce());
    console.log(`set-up cost: direct /bin/true p50 ${direct.toFixed(1)} ms, sandboxed p50 ${sandboxed.toFixed(1)} ms, overhead ${(sandboxed - direct).toFixed(1)} ms`);
    expect(inputs.map((input) => input.fd)).toEqual([3]);
    expect(sandboxedOnce().status).toBe(0);
  }, 60_000);
});

afterAll(() => {
  delete process.env.SVC_SANDBOX_TEST_SECRET;
  if (base) rmSync(base, { recursive: true, force: true });
});
