/**
 * A real HAProxy in front of `svc serve` replicas, on 127.0.0.1: the config in deploy/haproxy.cfg's
 * shape (round-robin, health checks on /readyz, `X-Served-By` naming the replica that answered),
 * started in the foreground and stopped with SIGTERM. Used by test/gateway/load-balanced.test.ts
 * and bench/gateway.ts; imports nothing from vitest so benchmarks can use it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

/** Where Debian's haproxy package installs the binary. */
export const HAPROXY = '/usr/sbin/haproxy';

/** Why HAProxy cannot run on this machine, or undefined when it is installed. */
export function haproxyMissing(): string | undefined {
  return existsSync(HAPROXY) ? undefined : `${HAPROXY} is not installed (Debian package haproxy, listed in .ci/apt-packages.txt; run scripts/ensure-system-deps.sh as root)`;
}

/** HAProxy's config: deploy/haproxy.cfg's shape, round-robin (2026-07-28 traffic has no session), loopback only. */
export function haproxyConfig(port: number, servers: number[]): string {
  return `global
    maxconn 256

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout http-request 30s
    # A request refused by a dead replica is sent to another one.
    option redispatch
    retries 3

frontend svc_public
    bind 127.0.0.1:${port}
    default_backend svc_replicas

backend svc_replicas
    balance roundrobin
    option httpchk
    # HTTP/1.1 with a Host: HAProxy's default check (HTTP/1.0, no Host) gets 400 from svc.
    http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1
    http-check expect status 200
    # Checked often, so the killed replica leaves the rotation at once; a slow answer on this
    # busy machine is not a failure (a flapping replica would break the round-robin order the
    # cases rely on).
    timeout check 5s
    default-server check inter 300ms fall 1 rise 1
    http-response set-header X-Served-By %s
${servers.map((p, n) => `    server svc${n + 1} 127.0.0.1:${p}`).join('\n')}
`;
}

/** A running HAProxy started by {@link startHaproxy}. */
export interface RunningHaproxy {
  /** `http://127.0.0.1:<port>`, the balancer's public URL. */
  url: string;
  process: ChildProcess;
  /** What HAProxy printed so far. */
  log(): string;
  /** SIGTERM, resolved once it exited. */
  stop(): Promise<void>;
}

/**
 * Writes {@link haproxyConfig} to `configFile`, checks it with `haproxy -c`, starts HAProxy on
 * `port` in front of the replicas' ports and resolves once `/readyz` answers 200 through it
 * (at least one replica passed its health check).
 *
 * @example
 * const lb = await startHaproxy(join(dir, 'haproxy.cfg'), await freePort(), replicas.map((r) => r.port));
 * try { await fetch(`${lb.url}/mcp`, ...); } finally { await lb.stop(); }
 */
export async function startHaproxy(configFile: string, port: number, servers: number[]): Promise<RunningHaproxy> {
  await writeFile(configFile, haproxyConfig(port, servers));
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the generated config: ${check.stderr}${check.stdout}`);
  const child = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt++) {
    const ready = await fetch(`${url}/readyz`).then((r) => r.status, () => 0);
    if (ready === 200) break;
    if (attempt > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy did not come up: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, process: child, log: () => output, stop };
}
