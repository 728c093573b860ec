import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripFormatting } from './parse.js';

/** Options for {@link renderManPage}. */
export interface RenderManOptions {
  /** Give up after this long (default 5000 ms); the whole `man` process group is killed. */
  timeoutMs?: number;
  /** Base environment (default `process.env`); the rendering variables are set on top of it. */
  env?: NodeJS.ProcessEnv;
  /** Stop reading after this many bytes (default 4 MiB); the text read so far is returned. */
  maxBytes?: number;
  /** The `man` program to run (default `man` from PATH). */
  manCommand?: string;
  /** Columns to render at (default {@link MAN_WIDTH}); tests render narrower to provoke line breaks. */
  width?: number;
}

/** A page name `man` reads as a name, never as a path or an option. */
const PAGE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]*$/;

/** Width the pages are rendered at; the fixtures are captured with the same value. */
export const MAN_WIDTH = 100;

/**
 * groff breaks a line after any hyphen, hyphenation off or not (`--nh` only stops it splitting
 * words at syllables): a page rendered at 80 columns printed add-apt-repository's `--enable-source`
 * as `--enable-` / `source`. This macro file takes the break-after property off the hyphen
 * (`.cflags 0`), so option names stay whole at any width; man-db passes it to groff through
 * MANROFFOPT (other man implementations ignore the variable).
 */
const NO_HYPHEN_BREAK_MACRO = '.cflags 0 -\\[hy]\n';
const NO_HYPHEN_BREAK_NAME = 'svc-no-hyphen-break';
let macroDir: string | undefined;

/** The directory holding the macro file, written once per process and removed when it exits. */
function noHyphenBreakMacroDir(): string | undefined {
  if (macroDir !== undefined) return macroDir;
  try {
    const dir = mkdtempSync(join(tmpdir(), 'svc-man-macros-'));
    writeFileSync(join(dir, `${NO_HYPHEN_BREAK_NAME}.tmac`), NO_HYPHEN_BREAK_MACRO);
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    macroDir = dir;
  } catch {
    // No writable temporary directory: pages render as before, with breaks after hyphens.
  }
  return macroDir;
}

function manEnv(base: NodeJS.ProcessEnv, width: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, MANWIDTH: String(width), MANPAGER: 'cat', PAGER: 'cat', LC_ALL: 'C', GROFF_NO_SGR: '1' };
  // Keeping formatting would put overstrike and escapes back in.
  delete env.MAN_KEEP_FORMATTING;
  delete env.MANOPT;
  const dir = noHyphenBreakMacroDir();
  if (dir !== undefined) env.MANROFFOPT = `-M${dir} -m${NO_HYPHEN_BREAK_NAME}`;
  else delete env.MANROFFOPT;
  return env;
}

interface ManRun {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

function runMan(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number, maxBytes: number): Promise<ManRun> {
  return new Promise((resolve) => {
    // No shell: the page name is one argv entry. detached gives man and its groff pipeline their
    // own process group, so a timeout can end all of them.
    const child = spawn(command, args, { shell: false, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (size >= maxBytes) return;
      chunks.push(chunk.subarray(0, maxBytes - size));
      size += chunk.length;
      if (size >= maxBytes) killGroup();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    const finish = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(chunks).toString('utf8'), stderr, timedOut });
    };
    child.on('error', () => finish(null));
    child.on('close', (code) => finish(size >= maxBytes ? 0 : code));
  });
}

/** The page names to try: `git-commit` for `git commit`, the program's own page without a path. */
function pageName(tool: string, commandPath: readonly string[]): string | undefined {
  const name = [tool, ...commandPath].join('-');
  return [tool, ...commandPath].every((word) => PAGE_NAME.test(word)) ? name : undefined;
}

/**
 * Renders a program's manual page as plain text, the way Tier 2 reads it: `man` run directly
 * (no shell), `MANWIDTH=100`, no pager, `LC_ALL=C`, stdin closed, no hyphenation or
 * justification where man-db supports it, no line break after a hyphen (an option name is never
 * split), overstrike and escapes removed. A subcommand is looked
 * up as `<tool>-<sub>` (`git-commit`, `gh-pr-create`); the program's own page is never used for
 * a subcommand, since it describes the program. Undefined when there is no page, `man` is
 * missing, or it does not finish within the timeout.
 *
 * @example
 * const text = await renderManPage('git', ['commit']); // the git-commit(1) page, or undefined
 */
export async function renderManPage(tool: string, commandPath: string[] = [], options: RenderManOptions = {}): Promise<string | undefined> {
  const page = pageName(tool, commandPath);
  if (page === undefined) return undefined;
  const env = manEnv(options.env ?? process.env, options.width ?? MAN_WIDTH);
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 4 * 1024 * 1024;
  const command = options.manCommand ?? 'man';
  // `--nh --nj` are man-db options; other man implementations refuse them, so retry without.
  let run = await runMan(command, ['--nh', '--nj', page], env, timeoutMs, maxBytes);
  if (run.code !== 0 && !run.timedOut && /(unrecognized|unknown|illegal|invalid) option/i.test(run.stderr)) {
    run = await runMan(command, [page], env, timeoutMs, maxBytes);
  }
  if (run.timedOut || run.code !== 0) return undefined;
  const text = stripFormatting(run.stdout);
  return text.trim() === '' ? undefined : text;
}
