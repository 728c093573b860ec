/**
 * Runs one help probe of a program: no shell, stdin closed, a normalised environment, a timeout
 * that kills the whole process group, and a cap on the output it reads.
 */
import { spawn } from 'node:child_process';
import { RUN_MARKER_VARIABLE } from '../shared/process-sweep.js';
import { feedPipes, stdioWithPipes } from '../shared/extra-pipes.js';
import type { ProbeConfinement } from './probe-confinement.js';
import { processTreeCpuMs } from './process-tree-cpu.js';

/** Default time one help probe may take. */
export const DEFAULT_PROBE_TIMEOUT_MS = 5_000;
/** Default cap on the bytes read from one probe (stdout and stderr together). */
export const DEFAULT_PROBE_MAX_BYTES = 1024 * 1024;

/** Options for {@link runHelp}. */
export interface RunHelpOptions {
  /** Milliseconds before the process group is killed (default 5000). */
  timeoutMs?: number;
  /** Bytes read before the process group is killed and the result marked truncated (default 1 MiB). */
  maxBytes?: number;
  /** Working directory of the probe (default the current one). */
  cwd?: string;
  /** Environment the normalised one is built from (only PATH and HOME are taken; default process.env). */
  baseEnv?: NodeJS.ProcessEnv;
  /** Locale of the probe (default `C`; {@link runHelp} retries under `C.UTF-8` when a program refuses `C`). */
  locale?: ProbeLocale;
  /**
   * The scan's marker (`SVC_RUN_ID`, see shared/process-sweep.ts), set in the probe's environment
   * so that what a probe leaves running (pm2 starts its daemon) is found and stopped when the scan ends.
   */
  runMarker?: string;
  /**
   * The scan's probe confinement (probe-confinement.ts): scratch HOME, XDG directories, TMPDIR and
   * working directory, and the bubblewrap sandbox where it works. Its working directory wins over `cwd`.
   */
  confinement?: ProbeConfinement;
}

/** The locales probes run under: `C`, and `C.UTF-8` for programs that refuse to start without UTF-8. */
export type ProbeLocale = 'C' | 'C.UTF-8';

/** What one help probe produced. */
export interface HelpRun {
  /** The argv after the binary. */
  args: string[];
  stdout: string;
  stderr: string;
  /** Exit code, or null when the process was killed or died by a signal. */
  exitCode: number | null;
  timedOut: boolean;
  /** The output cap was reached: the process was stopped and the text is incomplete. */
  truncated: boolean;
  /** The program could not be started (ENOENT, EACCES...). */
  spawnError?: string;
  durationMs: number;
  /**
   * When the timeout cut the probe off: the CPU milliseconds (user + system) its whole process
   * tree had used, read just before the kill; how long it had run is `durationMs`. Tells a busy
   * program (slow on a loaded machine) from one that sat idle (probe-timeouts.ts `wasBusyWhenCutOff`).
   * Absent where /proc could not tell.
   */
  cutOffCpuMs?: number;
  /** Present (`C.UTF-8`) when the program refused the C locale and was asked again under C.UTF-8. */
  locale?: 'C.UTF-8';
}

/**
 * The environment every probe runs in: fixed locale, no colours, no pagers, a dumb terminal of a
 * fixed width, so the same program prints the same help on every machine. SHELL is a plain
 * `/bin/sh`: a command that starts a sub-shell (perlbrew's `off`) gets one that ends at once on
 * its empty stdin; without it perlbrew takes its parent's program for the shell, in the sandbox
 * bubblewrap, whose usage would be read as the command's help.
 *
 * @example
 * helpEnvironment({ PATH: '/usr/bin', HOME: '/home/me', SECRET: 'x' }).SECRET; // undefined
 */
export function helpEnvironment(base: NodeJS.ProcessEnv = process.env, locale: ProbeLocale = 'C'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    LC_ALL: locale,
    LANG: locale,
    NO_COLOR: '1',
    PAGER: 'cat',
    MANPAGER: 'cat',
    GIT_PAGER: 'cat',
    GH_PAGER: 'cat',
    SYSTEMD_PAGER: 'cat',
    TERM: 'dumb',
    COLUMNS: '100',
    MANWIDTH: '100',
    SHELL: '/bin/sh',
  };
  if (base.PATH !== undefined) env.PATH = base.PATH;
  if (base.HOME !== undefined) env.HOME = base.HOME;
  return env;
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

/**
 * Whether a probe failed because the program will not run under the C locale (Python tools on old
 * Click: "Python was configured to use ASCII as encoding", "requires the locale encoding to be
 * UTF-8"): a non-zero exit whose output speaks of the locale or encoding and of UTF-8 or ASCII.
 *
 * @example
 * refusedCLocale({ exitCode: 1, stdout: '', stderr: 'requires the locale encoding to be UTF-8' }); // true
 */
export function refusedCLocale(run: Pick<HelpRun, 'exitCode' | 'stdout' | 'stderr'>): boolean {
  if (run.exitCode === 0 || run.exitCode === null) return false;
  const text = `${run.stderr}\n${run.stdout}`.slice(0, 8192);
  return /\b(locale|encoding)\b[^\n]{0,120}\b(utf-?8|ascii)\b|\b(utf-?8|ascii)\b[^\n]{0,120}\b(locale|encoding)\b/i.test(text);
}

/**
 * Runs `binary ...args` and collects its output. Never throws: failures are in the result. A
 * program that refuses the C locale ({@link refusedCLocale}) is asked once more under
 * `C.UTF-8`, still with no colour and no pager; the result then says `locale: 'C.UTF-8'`.
 *
 * @example
 * const run = await runHelp('/usr/bin/git', ['commit', '-h']);
 * run.exitCode; // 129 — git prints usage and exits non-zero, which is fine for help
 */
export async function runHelp(binary: string, args: readonly string[], options: RunHelpOptions = {}): Promise<HelpRun> {
  const first = await runHelpOnce(binary, args, options);
  if ((options.locale ?? 'C') !== 'C' || !refusedCLocale(first)) return first;
  return { ...(await runHelpOnce(binary, args, { ...options, locale: 'C.UTF-8' })), locale: 'C.UTF-8' };
}

function runHelpOnce(binary: string, args: readonly string[], options: RunHelpOptions): Promise<HelpRun> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_PROBE_MAX_BYTES;
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let bytes = 0;
    let timedOut = false;
    let truncated = false;
    let spawnError: string | undefined;
    let cutOffCpuMs: number | undefined;
    let settled = false;
    const restore = (text: string) => options.confinement?.restoreOutput(text) ?? text;
    const confinement = options.confinement;
    const env = {
      ...helpEnvironment(options.baseEnv, options.locale), ...confinement?.env, ...(options.runMarker ? { [RUN_MARKER_VARIABLE]: options.runMarker } : {}),
    };
    // In the sandbox, bwrap runs the program with exactly this environment (--clearenv, --setenv).
    const command = confinement?.command(args, env);
    const child = spawn(command?.file ?? binary, command?.args ?? [...args], {
      cwd: confinement?.cwd ?? options.cwd,
      env,
      stdio: stdioWithPipes(['ignore', 'pipe', 'pipe'], [], command?.inputs),
      shell: false,
      // Own process group, so a timeout also kills what the program started (man, pagers, sleep).
      detached: true,
      windowsHide: true,
    });
    if (command?.inputs) feedPipes(child, command.inputs);
    const timer = setTimeout(() => {
      timedOut = true;
      // Read only here, at a timeout: one walk of /proc per probe cut off, none for the others.
      if (child.pid !== undefined) cutOffCpuMs = processTreeCpuMs(child.pid);
      killGroup(child.pid);
    }, timeoutMs);
    const collect = (sink: Buffer[]) => (chunk: Buffer) => {
      if (truncated) return;
      const room = maxBytes - bytes;
      if (chunk.length >= room) {
        sink.push(chunk.subarray(0, Math.max(0, room)));
        bytes = maxBytes;
        truncated = true;
        killGroup(child.pid);
        child.stdout?.destroy();
        child.stderr?.destroy();
        return;
      }
      sink.push(chunk);
      bytes += chunk.length;
    };
    child.stdout?.on('data', collect(stdout));
    child.stderr?.on('data', collect(stderr));
    child.stdout?.on('error', () => undefined);
    child.stderr?.on('error', () => undefined);
    const finish = (exitCode: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A program that exited may leave children holding the pipes; they are not ours to wait for.
      if (timedOut || truncated) killGroup(child.pid);
      resolvePromise({
        args: [...args],
        stdout: restore(Buffer.concat(stdout).toString('utf8')),
        stderr: restore(Buffer.concat(stderr).toString('utf8')),
        exitCode: timedOut || truncated ? null : exitCode,
        timedOut,
        truncated,
        ...(spawnError ? { spawnError } : {}),
        ...(timedOut && cutOffCpuMs !== undefined ? { cutOffCpuMs } : {}),
        durationMs: Math.round(performance.now() - started),
      });
    };
    child.on('error', (error) => {
      spawnError = `${(error as NodeJS.ErrnoException).code ?? 'error'}: ${error.message}`;
      finish(null);
    });
    child.on('close', (code) => finish(code));
  });
}

/**
 * The help text of a run: stdout when it has text, else stderr (many programs print help or
 * usage errors there). A help split across the two, its `Usage:` line on stderr and the rest on
 * stdout (lastpass-cli's `lpass share --help`: the rows of its subcommands on stdout), is read
 * whole, stderr first.
 *
 * @example
 * helpOutput(await runHelp('/usr/bin/git', ['commit', '-h']));
 */
export function helpOutput(run: HelpRun): string {
  if (run.stdout.trim() === '') return run.stderr;
  if (USAGE_LINE.test(run.stderr) && !/\busage\b/i.test(run.stdout)) return `${run.stderr.replace(/\n*$/, '\n')}${run.stdout}`;
  return run.stdout;
}

const USAGE_LINE = /^[ \t]*usage:/im;
