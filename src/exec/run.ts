import { spawn } from 'node:child_process';
import { accessSync, closeSync, constants as fsConstants, existsSync, openSync, readSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import { feedPipes, stdioWithPipes, type PipeInput } from '../shared/extra-pipes.js';
import { NON_INTERACTIVE_ENV } from './environment.js';
import { newRunMarker, pidCursor, RUN_MARKER_VARIABLE, sweepInstanceSync, sweepRun } from '../shared/process-sweep.js';

/** Default per-stream output cap: 1 MiB each for stdout and stderr. */
export const DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
/** Default time between SIGTERM and SIGKILL when a timeout stops a process group. */
export const DEFAULT_KILL_GRACE_MS = 2000;

/** After the program exited and its group was killed, how long its pipes may take to deliver the rest of the output. */
const PIPE_DRAIN_GRACE_MS = 2000;

/** Variables passed through from the parent environment; every other variable is dropped. */
export const ENV_ALLOWLIST = ['PATH', 'HOME', 'LANG', 'USER', 'LOGNAME', 'TMPDIR', 'TZ'] as const;

/** How a run ended. */
export type RunOutcome =
  /** Exited with status 0. */
  | 'success'
  /** Exited with another status, or was ended by a signal it did not get from us. */
  | 'exit_nonzero'
  /** Did not finish within the timeout; the process group was killed. */
  | 'timeout'
  /** The binary does not exist (ENOENT): no process ran. */
  | 'not_found'
  /** The binary is not executable for us (EACCES/EPERM): no process ran. */
  | 'permission_denied'
  /** Spawning failed for another reason: no process ran. */
  | 'spawn_error'
  /** The caller aborted (`signal`): the process group was stopped, or nothing was started. */
  | 'cancelled';

/** Options for {@link runProgram}. */
export interface RunOptions {
  /** Absolute path of the program. */
  binary: string;
  /** Arguments after the program (from `renderArgv`). */
  argv: string[];
  /** Time limit in milliseconds; the whole process group is killed past it. */
  timeoutMs: number;
  /** Per-stream cap in bytes (default {@link DEFAULT_MAX_OUTPUT_BYTES}). Output past it is read and dropped. */
  maxOutputBytes?: number;
  /** Time between SIGTERM and SIGKILL on timeout (default {@link DEFAULT_KILL_GRACE_MS}). */
  killGraceMs?: number;
  /** Variables added to the allowlisted environment (they win over inherited ones). */
  extraEnv?: Record<string, string>;
  /** Environment the allowlist is taken from (default `process.env`). */
  parentEnv?: NodeJS.ProcessEnv;
  /** Working directory (default: the current one). */
  cwd?: string;
  /**
   * Aborting stops the whole process group like a timeout does (SIGTERM, SIGKILL after the grace):
   * an MCP client that cancels a call should not leave its program running.
   */
  signal?: AbortSignal;
  /**
   * Where each stream's output goes instead of an in-memory buffer capped at `maxOutputBytes`
   * (a `SpillingSink` of output-spill.ts: spilled to disk, head and tail kept). `RunResult.stdout`
   * / `stderr` are then the sink's `text()`, `truncated` its `truncated`.
   */
  sinks?: { stdout?: OutputSink; stderr?: OutputSink };
  /**
   * Starts the program through a launcher instead (the call's sandbox, src/sandbox/): `file` and
   * `args` already name the program, its argv and its whole environment. `binary` is still
   * checked, so a missing program is `not_found` as without one.
   */
  launch?: LaunchCommand;
}

/** A launcher for {@link RunOptions.launch}. */
export interface LaunchCommand {
  file: string;
  args: string[];
  /**
   * Called with the launcher's extra pipes (fd 3 and 4) right after it started; the launcher
   * waits on them (bubblewrap's `--info-fd`/`--block-fd` hand-shake that puts the call in its
   * cgroup before the program starts). A rejection stops the launch.
   */
  handshake?: (info: Readable, block: Writable) => Promise<unknown>;
  /** Called once the run is over, whatever its outcome (the call's cgroup is removed). */
  cleanup?: () => Promise<void>;
  /**
   * The launcher does not contain what the program starts (a plain wrapper such as `prlimit`,
   * src/exec/unconfined-limits.ts): its processes are swept after the run like a direct run's.
   * Without it a launched run is not swept: the sandbox's PID namespace ends them.
   */
  sweep?: boolean;
  /** Bytes the launcher reads from extra pipes at start (bubblewrap's seccomp filter), written and closed after the spawn. */
  inputs?: readonly PipeInput[];
}

/** A capture of one output stream (see {@link RunOptions.sinks}). */
export interface OutputSink {
  push(chunk: Buffer): void;
  text(): string;
  readonly truncated: boolean;
}

/** What {@link runProgram} observed. Never thrown: every failure is an outcome. */
export interface RunResult {
  outcome: RunOutcome;
  stdout: string;
  stderr: string;
  /**
   * The exit status; 128 + the signal number when a signal ended the process (shell convention);
   * -1 when no process ran.
   */
  exitCode: number;
  /** The signal that ended the process, if one did. */
  signal: NodeJS.Signals | null;
  /** Wall time from spawn to the end of output, whole milliseconds. */
  durationMs: number;
  /** Which streams went past the cap. */
  truncated: { stdout: boolean; stderr: boolean };
  /** The errno code when no process ran (`ENOENT`, `EACCES`, ...). */
  errorCode?: string;
  /** The system's message when no process ran. */
  errorMessage?: string;
  /** For `not_found` when the program file exists: the missing interpreter named by its `#!` line. */
  missingInterpreter?: string;
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, fsConstants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function shebangInterpreter(binary: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(binary, 'r');
    const buffer = Buffer.alloc(256);
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    return /^#!\s*(\S+)/.exec(buffer.subarray(0, length).toString('latin1'))?.[1];
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The environment a program gets: the {@link ENV_ALLOWLIST} variables and every `LC_*` from the
 * parent, the non-interactive defaults (`TERM=dumb`, `PAGER=cat`, `GIT_TERMINAL_PROMPT=0`, ...),
 * then `extra`. Secrets in the parent
 * environment never reach the program.
 *
 * @example
 * allowlistedEnv({ PATH: '/bin', AWS_SECRET_ACCESS_KEY: 'x' }); // { PATH: '/bin', TERM: 'dumb', NO_COLOR: '1', PAGER: 'cat', ... }
 */
export function allowlistedEnv(parent: NodeJS.ProcessEnv = process.env, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(parent)) {
    if (value === undefined) continue;
    if ((ENV_ALLOWLIST as readonly string[]).includes(name) || name.startsWith('LC_')) env[name] = value;
  }
  // Nothing pages, prompts or colours (src/exec/environment.ts); the operator's `env` config may override.
  Object.assign(env, NON_INTERACTIVE_ENV);
  return { ...env, ...extra };
}

class CappedBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  truncated = false;
  constructor(private readonly cap: number) {}
  push(chunk: Buffer): void {
    const room = this.cap - this.size;
    if (room <= 0) {
      this.truncated = this.truncated || chunk.length > 0;
      return;
    }
    if (chunk.length > room) {
      this.chunks.push(chunk.subarray(0, room));
      this.size = this.cap;
      this.truncated = true;
      return;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

function signalNumber(signal: NodeJS.Signals): number {
  return (osConstants.signals as Record<string, number>)[signal] ?? 0;
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

// Process groups of programs still running. Each runs detached in its own group, so neither a
// terminal's Ctrl-C nor svc's own exit reaches it, and the timeout timer dies with svc: without
// this, a program (and its children) would outlive the server that started it.
const liveGroups = new Set<number>();
let exitHookInstalled = false;

function trackGroup(pid: number): void {
  liveGroups.add(pid);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' listeners must be synchronous; process.kill is.
  process.once('exit', () => {
    for (const group of liveGroups) killGroup(group, 'SIGKILL');
    // Programs that left their group (setsid, double fork) still carry this instance's marker.
    sweepInstanceSync();
  });
}

/**
 * Sends `signal` to the process group of every program {@link runProgram} is still running, and
 * returns how many there were. `svc serve` calls it when it shuts down; whatever is still running
 * when the process exits gets SIGKILL.
 *
 * @example
 * process.once('SIGTERM', () => { stopRunningPrograms('SIGTERM'); process.exit(0); });
 */
export function stopRunningPrograms(signal: NodeJS.Signals = 'SIGTERM'): number {
  const count = liveGroups.size;
  for (const group of liveGroups) killGroup(group, signal);
  sweepInstanceSync();
  return count;
}

/**
 * Runs a program directly (never through a shell) in its own process group, with the allowlisted
 * environment, empty stdin, a timeout that stops the whole group (SIGTERM, then SIGKILL after a
 * grace), and per-stream output caps. Output past a cap is still read, so the program never blocks
 * on a full pipe. Resolves once the program and its output are done; never rejects.
 *
 * @example
 * const result = await runProgram({ binary: '/usr/bin/echo', argv: ['hi'], timeoutMs: 30_000 });
 * result.stdout; // 'hi\n'
 */
export function runProgram(options: RunOptions): Promise<RunResult> {
  const cap = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const grace = options.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  const started = performance.now();
  const stdout: OutputSink = options.sinks?.stdout ?? new CappedBuffer(cap);
  const stderr: OutputSink = options.sinks?.stderr ?? new CappedBuffer(cap);
  return new Promise<RunResult>((resolvePromise) => {
    let settled = false;
    let timedOut = false;
    const timers: NodeJS.Timeout[] = [];
    const marker = newRunMarker();
    // Taken before the spawn, so the sweep reads only what this run (or anything else since) created.
    const sweeps = !options.launch || options.launch.sweep === true;
    const since = sweeps ? pidCursor() : undefined;
    const finish = (partial: Pick<RunResult, 'outcome' | 'exitCode' | 'signal'> & Partial<RunResult>) => {
      if (settled) return;
      settled = true;
      void options.launch?.cleanup?.();
      // The call is over: nothing it started may live on, daemons that left the group included.
      // A sandboxed run needs no sweep: its PID namespace dies with it, daemons included.
      if (child?.pid !== undefined && sweeps) void sweepRun(marker, since);
      if (child?.pid !== undefined) liveGroups.delete(child.pid);
      for (const timer of timers) clearTimeout(timer);
      resolvePromise({
        stdout: stdout.text(),
        stderr: stderr.text(),
        durationMs: Math.round(performance.now() - started),
        truncated: { stdout: stdout.truncated, stderr: stderr.truncated },
        ...partial,
      });
    };
    let child: ReturnType<typeof spawn> | undefined;
    if (options.signal?.aborted) {
      finish({ outcome: 'cancelled', exitCode: -1, signal: null });
      return;
    }
    const launch = options.launch;
    if (launch) {
      // The launcher would only report these in its own words; say them as a direct spawn would.
      if (!existsSync(options.binary)) {
        finish({ outcome: 'not_found', exitCode: -1, signal: null, errorCode: 'ENOENT', errorMessage: `spawn ${options.binary} ENOENT` });
        return;
      }
      if (!isExecutable(options.binary)) {
        finish({ outcome: 'permission_denied', exitCode: -1, signal: null, errorCode: 'EACCES', errorMessage: `spawn ${options.binary} EACCES` });
        return;
      }
      const interpreter = shebangInterpreter(options.binary);
      if (interpreter?.startsWith('/') && !existsSync(interpreter)) {
        finish({ outcome: 'not_found', exitCode: -1, signal: null, errorCode: 'ENOENT', errorMessage: `spawn ${options.binary} ENOENT`, missingInterpreter: interpreter });
        return;
      }
    }
    try {
      child = spawn(launch ? launch.file : options.binary, launch ? launch.args : options.argv, {
        shell: false,
        detached: true,
        stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], launch?.handshake ? [3, 4] : [], launch?.inputs),
        env: { ...allowlistedEnv(options.parentEnv ?? process.env, options.extraEnv), [RUN_MARKER_VARIABLE]: marker },
        cwd: options.cwd,
        windowsHide: true,
      });
    } catch (error) {
      // Synchronous failures: invalid arguments such as a NUL byte in argv.
      finish({ outcome: 'spawn_error', exitCode: -1, signal: null, errorCode: (error as NodeJS.ErrnoException).code ?? 'ERR', errorMessage: (error as Error).message });
      return;
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid !== undefined && error.code !== 'ENOENT' && error.code !== 'EACCES') return;
      let outcome: RunOutcome = error.code === 'ENOENT' ? 'not_found' : error.code === 'EACCES' || error.code === 'EPERM' ? 'permission_denied' : 'spawn_error';
      let message = error.message;
      let interpreter: string | undefined;
      if (outcome === 'not_found' && options.cwd && !existsSync(options.cwd)) {
        // ENOENT from a missing working directory, not from the program.
        outcome = 'spawn_error';
        message = `the working directory ${options.cwd} does not exist`;
      } else if (outcome === 'not_found' && existsSync(options.binary)) {
        // The file is there, so what is missing is the interpreter its #! line names.
        interpreter = shebangInterpreter(options.binary);
      }
      finish({ outcome, exitCode: -1, signal: null, errorCode: error.code ?? 'ERR', errorMessage: message, ...(interpreter ? { missingInterpreter: interpreter } : {}) });
    });
    const pid = child.pid;
    if (pid === undefined) return; // 'error' follows
    trackGroup(pid);
    if (launch?.inputs) feedPipes(child, launch.inputs);
    if (launch?.handshake) {
      launch.handshake(child.stdio[3] as Readable, child.stdio[4] as Writable).catch(() => killGroup(pid, 'SIGKILL'));
    }
    const streams = [child.stdout as Readable, child.stderr as Readable];
    (child.stdout as Readable).on('data', (chunk: Buffer) => stdout.push(chunk));
    (child.stderr as Readable).on('data', (chunk: Buffer) => stderr.push(chunk));
    for (const stream of streams) stream.on('error', () => undefined);

    let cancelled = false;
    const stop = () => {
      killGroup(pid, 'SIGTERM');
      timers.push(setTimeout(() => killGroup(pid, 'SIGKILL'), grace));
    };
    timers.push(
      setTimeout(() => {
        if (cancelled) return;
        timedOut = true;
        stop();
      }, options.timeoutMs),
    );
    const onAbort = () => {
      if (timedOut || cancelled) return;
      cancelled = true;
      stop();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });

    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    const complete = () => {
      if (!exit) return;
      const { code, signal } = exit;
      const exitCode = code ?? (signal ? 128 + signalNumber(signal) : -1);
      options.signal?.removeEventListener('abort', onAbort);
      const outcome: RunOutcome = timedOut ? 'timeout' : cancelled ? 'cancelled' : code === 0 ? 'success' : 'exit_nonzero';
      finish({ outcome, exitCode, signal });
    };
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Background children left in the group may hold the pipes open forever; the call is over
      // when the program is, so give them a moment to flush, then end the group (and any daemon
      // carrying the run's marker). Ending them closes the pipes, and what the program wrote is
      // still read to the end: on a loaded machine the last output can arrive well after the exit,
      // and destroying the streams at once lost it. Only pipes held open by something svc could
      // not stop are cut, after a further grace.
      timers.push(
        setTimeout(() => {
          killGroup(pid, 'SIGKILL');
          if (sweeps) void sweepRun(marker, since);
          timers.push(
            setTimeout(() => {
              for (const stream of streams) stream.destroy();
              complete();
            }, PIPE_DRAIN_GRACE_MS),
          );
        }, 200),
      );
    });
    child.on('close', () => {
      // Everything the program wrote has been read; end any stragglers still in the group.
      killGroup(pid, 'SIGKILL');
      complete();
    });
  });
}
